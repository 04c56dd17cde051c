import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { analytics } from '@/analytics/analytics';
import type { ApiClient } from '@/api/api-client';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { Tag, TagInput } from '@/api/types';
import { documentsQueryKeys, tagsQueryKey } from '@/lib/query-keys';

export const tagsQueryOptions = (api: ApiClient, organizationId: string) =>
  queryOptions({ queryKey: tagsQueryKey(organizationId), queryFn: () => api.tags.list(organizationId) });

/** The organization's tags, each with its documentsCount: the tags page, the tag pickers, the documents table's Tags column. */
export function useTags(organizationId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...tagsQueryOptions(useApi(), organizationId), enabled: options.enabled });
}

/**
 * Refreshes every tags query of the organization; `{ withDocuments: true }` its documents too, for a
 * change they show (documents carry their tags' names and colours, tags count their documents).
 */
export function useInvalidateTags(organizationId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    ({ withDocuments = false }: { withDocuments?: boolean } = {}) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tagsQueryKey(organizationId) }),
        withDocuments ? queryClient.invalidateQueries({ queryKey: documentsQueryKeys.all(organizationId) }) : undefined,
      ]),
    [queryClient, organizationId],
  );
}

/**
 * Creates a tag (`tag` null) or saves an edit of it, and says so; `onSaved` gets the answer before the
 * refresh. Documents carry their tags' names and colours: an edit refreshes them too. A failure is the
 * caller's to show (`onError`): in the form, or as a toast.
 */
export function useSaveTag(
  organizationId: string,
  tag: Pick<Tag, 'id'> | null,
  { onSaved, onError }: { onSaved?: (answer: { tag?: Tag } | undefined) => void; onError?: (error: Error) => void } = {},
) {
  const { t } = useTranslation();
  const api = useApi();
  const invalidateTags = useInvalidateTags(organizationId);
  return useMutation({
    mutationFn: (input: TagInput) => (tag ? api.tags.update(organizationId, tag.id, input) : api.tags.create(organizationId, input)),
    onSuccess: async (answer, input) => {
      const savedName = answer?.tag?.name ?? input.name;
      toast.success(tag ? t('tags.update.success', { name: savedName }) : t('tags.create.success', { name: savedName }));
      if (!tag) analytics.capture('tag created');
      onSaved?.(answer);
      await invalidateTags({ withDocuments: Boolean(tag) });
    },
    onError,
  });
}

/**
 * Deletes a tag (the caller confirms first), then says so. The tag leaves every document too, so
 * documents are refreshed with the tags.
 */
export function useDeleteTag(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const invalidateTags = useInvalidateTags(organizationId);
  return useMutation({
    mutationFn: (tag: Pick<Tag, 'id' | 'name'>) => api.tags.delete(organizationId, tag.id),
    onSuccess: async (_result, tag) => {
      toast.success(t('tags.delete.success', { name: tag.name }));
      await invalidateTags({ withDocuments: true });
    },
    onError: (error) => toast.error(t('tags.delete.error'), { description: errorMessage(error, t) }),
  });
}
