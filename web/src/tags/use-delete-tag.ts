import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { Tag } from '@/api/types';
import { useConfirmDestructive } from '@/ui/confirm-dialog';
import { useInvalidateTags } from './tags.queries';

type TagRef = Pick<Tag, 'id' | 'name' | 'documentsCount'>;

/**
 * Deletes a tag after a confirmation (which says how many documents carry it), then says so. The tag
 * leaves every document too, so documents are refreshed with the tags.
 */
export function useDeleteTag(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const confirmDestructive = useConfirmDestructive();
  const invalidateTags = useInvalidateTags(organizationId);

  const mutation = useMutation({
    mutationFn: (tag: TagRef) => api.tags.delete(organizationId, tag.id),
    onSuccess: async (_result, tag) => {
      toast.success(t('tags.delete.success', { name: tag.name }));
      await invalidateTags({ withDocuments: true });
    },
    onError: (error) => toast.error(t('tags.delete.error'), { description: errorMessage(error, t) }),
  });

  const deleteTag = useCallback(
    async (tag: TagRef) => {
      const documentsCount = tag.documentsCount ?? 0;
      return confirmDestructive(
        {
          title: t('tags.delete.confirm.title'),
          message: [
            t('tags.delete.confirm.message', { name: tag.name }),
            documentsCount > 0 ? t('tags.delete.confirm.documents', { count: documentsCount }) : null,
          ]
            .filter(Boolean)
            .join(' '),
          confirmLabel: t('tags.delete.confirm.confirm'),
          cancelLabel: t('tags.delete.confirm.cancel'),
        },
        () => mutation.mutateAsync(tag),
      );
    },
    [confirmDestructive, t, mutation.mutateAsync],
  );

  return { deleteTag, deletingTagId: mutation.isPending ? mutation.variables?.id : undefined };
}
