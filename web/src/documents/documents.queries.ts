import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import type { ApiClient } from '@/api/api-client';
import { isApiError } from '@/api/api-error';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { Document, DocumentsSortQuery, DocumentTag, Note, Page } from '@/api/types';
import { documentsQueryKeys, type DocumentsListParams } from '@/lib/query-keys';
import { useInvalidateTags } from '@/tags/tags.queries';
import { useInvalidateDocuments } from './document-actions.queries';
import { isBeingProcessed, listRefetchInterval, PROCESSING_POLL_INTERVAL_MS } from './lib/processing';

type DocumentRef = Pick<Document, 'id' | 'name'>;

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

/** The number "Use next" offers, read when a number's form opens. */
export function useNextArchiveSerialNumber(organizationId: string) {
  const api = useApi();
  return useQuery({
    queryKey: documentsQueryKeys.nextArchiveSerialNumber(organizationId),
    queryFn: () => api.documents.nextArchiveSerialNumber(organizationId),
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

/** Deletes a document of the trash for good (the caller confirms first), then says so. */
export function useDeleteDocumentFromTrash(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const invalidate = useInvalidateDocuments(organizationId);
  return useMutation({
    mutationFn: (document: DocumentRef) => api.documents.deleteFromTrash(organizationId, document.id),
    onSuccess: async (_result, document) => {
      toast.success(t('documents.trash.delete.success.title'), {
        description: t('documents.trash.delete.success.description', { name: document.name }),
      });
      await invalidate();
    },
    onError: (error) => toast.error(t('documents.trash.delete.error'), { description: errorMessage(error, t) }),
  });
}

/** Deletes every document of the trash for good (the caller confirms first), then says so; `onEmptied` before the refresh. */
export function useEmptyTrash(organizationId: string, { onEmptied }: { onEmptied?: () => void } = {}) {
  const { t } = useTranslation();
  const api = useApi();
  const invalidate = useInvalidateDocuments(organizationId);
  return useMutation({
    mutationFn: () => api.documents.emptyTrash(organizationId),
    onSuccess: async () => {
      toast.success(t('documents.trash.delete-all.success.title'), { description: t('documents.trash.delete-all.success.description') });
      onEmptied?.();
      await invalidate();
    },
    onError: (error) => toast.error(t('documents.trash.delete-all.error'), { description: errorMessage(error, t) }),
  });
}

/** Refreshes a document's notes and its activity, which records each change. */
function useRefreshNotes(organizationId: string, documentId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentsQueryKeys.detail(organizationId, documentId) });
}

/** Adds a note to a document and says so; `onCreated` (emptying the field) first. */
export function useCreateNote(organizationId: string, documentId: string, { onCreated }: { onCreated?: () => void } = {}) {
  const { t } = useTranslation();
  const api = useApi();
  const refresh = useRefreshNotes(organizationId, documentId);
  return useMutation({
    mutationFn: (content: string) => api.notes.create(organizationId, documentId, { content }),
    onSuccess: async () => {
      onCreated?.();
      toast.success(t('documents.notes.added'));
      await refresh();
    },
    onError: (error) => toast.error(t('documents.notes.add-error'), { description: errorMessage(error, t) }),
  });
}

/**
 * Saves a note's new text over the version shown and says so; `onSaved` (leaving the editor) first. A
 * note changed meanwhile is refused and read again, the typed text staying in the field.
 */
export function useUpdateNote(
  organizationId: string,
  documentId: string,
  note: Pick<Note, 'id' | 'updatedAt'>,
  { onSaved }: { onSaved?: () => void } = {},
) {
  const { t } = useTranslation();
  const api = useApi();
  const refresh = useRefreshNotes(organizationId, documentId);
  return useMutation({
    mutationFn: (content: string) =>
      api.notes.update(organizationId, documentId, note.id, { content, expectedUpdatedAt: note.updatedAt.toISOString() }),
    onSuccess: async () => {
      onSaved?.();
      toast.success(t('documents.notes.saved'));
      await refresh();
    },
    onError: async (error) => {
      toast.error(t('documents.notes.save-error'), { description: errorMessage(error, t) });
      // Changed meanwhile: the newer text comes in, the typed one stays in the field.
      if (isApiError(error) && error.code === 'note.modified') await refresh();
    },
  });
}

/** Deletes a note (the caller confirms first) and says so. */
export function useDeleteNote(organizationId: string, documentId: string, noteId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const refresh = useRefreshNotes(organizationId, documentId);
  return useMutation({
    mutationFn: () => api.notes.delete(organizationId, documentId, noteId),
    onSuccess: async () => {
      toast.success(t('documents.notes.deleted'));
      await refresh();
    },
    onError: (error) => toast.error(t('documents.notes.delete-error'), { description: errorMessage(error, t) }),
  });
}

type DocumentQueryData = { document: Document };

/**
 * Attaches and detaches a document's tags, showing the change at once and undoing it if the server
 * refuses; `announce` tells screen readers what happened. Lists show the document's tags and the tags
 * page counts documents: both are refreshed either way.
 */
export function useDocumentTagMutations(organizationId: string, documentId: string, announce: (message: string) => void) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const invalidateTags = useInvalidateTags(organizationId);
  const detailKey = documentsQueryKeys.detail(organizationId, documentId);

  const optimistically = async (update: (tags: DocumentTag[]) => DocumentTag[]) => {
    await queryClient.cancelQueries({ queryKey: detailKey, exact: true });
    const previous = queryClient.getQueryData<DocumentQueryData>(detailKey);
    if (previous)
      queryClient.setQueryData<DocumentQueryData>(detailKey, {
        ...previous,
        document: { ...previous.document, tags: update(previous.document.tags) },
      });
    return { previous };
  };
  const rollback = (context: { previous?: DocumentQueryData } | undefined) => {
    if (context?.previous) queryClient.setQueryData(detailKey, context.previous);
  };
  const refresh = () => invalidateTags({ withDocuments: true });

  const addTag = useMutation({
    mutationFn: (tag: DocumentTag) => api.documents.addTag(organizationId, documentId, tag.id),
    onMutate: (tag) =>
      optimistically((tags) => (tags.some(({ id }) => id === tag.id) ? tags : [...tags, { id: tag.id, name: tag.name, color: tag.color }])),
    onSuccess: (_result, tag) => announce(t('tags.document-editor.added', { name: tag.name })),
    onError: (error, tag, context) => {
      rollback(context);
      toast.error(t('tags.document-editor.add-error', { name: tag.name }), { description: errorMessage(error, t) });
    },
    onSettled: refresh,
  });

  const removeTag = useMutation({
    mutationFn: (tag: DocumentTag) => api.documents.removeTag(organizationId, documentId, tag.id),
    onMutate: (tag) => optimistically((tags) => tags.filter(({ id }) => id !== tag.id)),
    onSuccess: (_result, tag) => announce(t('tags.document-editor.removed', { name: tag.name })),
    onError: (error, tag, context) => {
      rollback(context);
      toast.error(t('tags.document-editor.remove-error', { name: tag.name }), { description: errorMessage(error, t) });
    },
    onSettled: refresh,
  });

  return { addTag: addTag.mutate, removeTag: removeTag.mutate };
}
