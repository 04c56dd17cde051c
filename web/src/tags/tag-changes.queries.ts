import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { analytics } from '@/analytics/analytics';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { Tag, TagInput } from '@/api/types';
import { useInvalidateTags } from './tags.queries';

/*
 * Creating, editing and deleting tags. Apart from tags.queries.ts, which the documents page's prefetch
 * reads at start-up: every first screen, /login's included, would download them.
 */

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
