import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/api-client';
import { useApi } from '@/api/api-provider';
import type { DocumentsSortQuery, Page } from '@/api/types';
import { documentsQueryKeys, type DocumentsListParams } from '@/lib/query-keys';
import { isBeingProcessed, listRefetchInterval, PROCESSING_POLL_INTERVAL_MS } from './lib/processing';

/** Spec: the activity of a document is read 20 events at a time; a shorter page ends the list. */
const DOCUMENT_ACTIVITY_PAGE_SIZE = 20;

export const documentsQueryOptions = (api: ApiClient, organizationId: string, params: DocumentsListParams) =>
  queryOptions({ queryKey: documentsQueryKeys.list(organizationId, params), queryFn: () => api.documents.list(organizationId, params) });

/**
 * One page of the organization's active documents; the previous page stays on screen while the next
 * loads. Polled while a document of the page is being processed.
 */
export function useDocuments(organizationId: string, params: DocumentsListParams) {
  return useQuery({
    ...documentsQueryOptions(useApi(), organizationId, params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => listRefetchInterval(query.state.data?.documents),
  });
}

/** One page of the trash. */
export function useDeletedDocuments(organizationId: string, params: Page & DocumentsSortQuery) {
  const api = useApi();
  return useQuery({
    queryKey: documentsQueryKeys.deleted(organizationId, params),
    queryFn: () => api.documents.listDeleted(organizationId, params),
    placeholderData: keepPreviousData,
  });
}

export const documentQueryOptions = (api: ApiClient, organizationId: string, documentId: string) =>
  queryOptions({
    queryKey: documentsQueryKeys.detail(organizationId, documentId),
    queryFn: () => api.documents.get(organizationId, documentId),
  });

/** One document, polled while its text is extracted or read. */
export function useDocument(organizationId: string, documentId: string) {
  return useQuery({
    ...documentQueryOptions(useApi(), organizationId, documentId),
    refetchInterval: (query) =>
      query.state.data && isBeingProcessed(query.state.data.document.processing) ? PROCESSING_POLL_INTERVAL_MS : false,
  });
}

/** The history of a document, 20 events per page, with "load more". */
export function useDocumentActivity(organizationId: string, documentId: string) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: documentsQueryKeys.activity(organizationId, documentId),
    queryFn: ({ pageParam }) =>
      api.documents.getActivity(organizationId, documentId, { pageIndex: pageParam, pageSize: DOCUMENT_ACTIVITY_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) => (lastPage.activities.length < DOCUMENT_ACTIVITY_PAGE_SIZE ? undefined : allPages.length),
  });
}

/** A document's notes, newest first: the Notes tab and its count. */
export function useDocumentNotes(organizationId: string, documentId: string) {
  const api = useApi();
  return useQuery({
    queryKey: documentsQueryKeys.notes(organizationId, documentId),
    queryFn: () => api.notes.list(organizationId, documentId),
  });
}

export const documentsStatisticsQueryOptions = (api: ApiClient, organizationId: string) =>
  queryOptions({ queryKey: documentsQueryKeys.statistics(organizationId), queryFn: () => api.documents.getStatistics(organizationId) });

/** Count and total size of the organization's documents. */
export function useDocumentsStatistics(organizationId: string) {
  return useQuery(documentsStatisticsQueryOptions(useApi(), organizationId));
}
