import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analytics } from '@/analytics/analytics';
import type { ApiClient } from '@/api/api-client';
import { useApi } from '@/api/api-provider';
import type { DocumentSearchResult } from '@/api/types';
import { documentsQueryKeys, type DocumentsListParams, type DocumentsSearchParams } from '@/lib/query-keys';
import { listRefetchInterval } from '../lib/processing';
import { COMMAND_PALETTE_PAGE_SIZE, isPaletteSearchable, normalizeSearchQuery } from './search-query';

/** isDocumentsCountCapped: there are more matches than documentsCount (the server stops counting at 1000). */
type DocumentsSearchResponse = { documents: DocumentSearchResult[]; documentsCount: number; isDocumentsCountCapped?: boolean };

async function searchDocuments(api: ApiClient, organizationId: string, params: DocumentsSearchParams): Promise<DocumentsSearchResponse> {
  // A search, not the next page of one; what was searched for stays here.
  if (params.pageIndex === 0) analytics.capture('search');
  const { documents, documentsCount, isDocumentsCountCapped = false } = await api.documents.search(organizationId, params);
  // A server that leaves the count out still gets a usable pager for what it sent.
  return { documents, documentsCount: documentsCount ?? documents.length, isDocumentsCountCapped };
}

/**
 * The command palette's document results: page 0, 5 hits, for an already debounced query. Nothing is
 * asked until the query is longer than 1 character. The previous hits stay while the next load.
 */
export function useCommandPaletteSearch(organizationId: string, debouncedQuery: string) {
  const api = useApi();
  const params: DocumentsSearchParams = {
    searchQuery: normalizeSearchQuery(debouncedQuery),
    pageIndex: 0,
    pageSize: COMMAND_PALETTE_PAGE_SIZE,
  };
  return useQuery({
    queryKey: documentsQueryKeys.search(organizationId, params),
    queryFn: () => searchDocuments(api, organizationId, params),
    enabled: isPaletteSearchable(params.searchQuery),
    placeholderData: keepPreviousData,
  });
}

/**
 * The documents list page: the search results (with snippets) when there is a query, else the plain
 * list (same key as useDocuments, so they share the cache). Tags filter both.
 */
export function documentsListOrSearchQueryOptions(
  api: ApiClient,
  organizationId: string,
  { searchQuery, ...listParams }: DocumentsListParams & { searchQuery: string },
) {
  const query = normalizeSearchQuery(searchQuery);
  const searchParams: DocumentsSearchParams = { searchQuery: query, ...listParams };
  return queryOptions<DocumentsSearchResponse>({
    queryKey: query ? documentsQueryKeys.search(organizationId, searchParams) : documentsQueryKeys.list(organizationId, listParams),
    queryFn: () => (query ? searchDocuments(api, organizationId, searchParams) : api.documents.list(organizationId, listParams)),
  });
}

/**
 * The list is polled while a document of the page is being processed; a search is not, as each of
 * its fetches counts as a search made.
 */
export function useDocumentsListOrSearch(organizationId: string, params: DocumentsListParams & { searchQuery: string }) {
  const isSearch = normalizeSearchQuery(params.searchQuery) !== '';
  return useQuery({
    ...documentsListOrSearchQueryOptions(useApi(), organizationId, params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (isSearch ? false : listRefetchInterval(query.state.data?.documents)),
  });
}
