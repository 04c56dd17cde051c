import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { Document } from '@/api/types';
import { documentsQueryKeys } from '@/lib/query-keys';
import { destructiveTextsAt, useConfirmDestructive } from '@/ui/confirm-dialog';

type DocumentRef = Pick<Document, 'id' | 'name'>;

/** Refreshes every documents query of the organization (lists, trash, details, activity, statistics). */
export function useInvalidateDocuments(organizationId: string) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: documentsQueryKeys.all(organizationId) }), [queryClient, organizationId]);
}

/**
 * Restores a document from the trash and says so. A plain function rather than a mutation hook, so
 * the Restore action of a "Document deleted" toast keeps working after the row it came from is gone.
 */
export function useRestoreDocument(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const invalidate = useInvalidateDocuments(organizationId);
  return useCallback(
    async (document: DocumentRef) => {
      try {
        await api.documents.restore(organizationId, document.id);
        toast.success(t('documents.restore.success'));
        await invalidate();
        return true;
      } catch (error) {
        toast.error(t('documents.restore.error'), { description: errorMessage(error, t) });
        return false;
      }
    },
    [api, organizationId, invalidate, t],
  );
}

/**
 * Moves a document to the trash after the spec's confirmation, then shows "Document deleted" with a
 * Restore action. `deleteDocument` resolves to true when the document was deleted.
 */
export function useDeleteDocument(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const confirmDestructive = useConfirmDestructive();
  const invalidate = useInvalidateDocuments(organizationId);
  const restore = useRestoreDocument(organizationId);

  const mutation = useMutation({
    mutationFn: (document: DocumentRef) => api.documents.delete(organizationId, document.id),
    onSuccess: async (_result, document) => {
      toast.success(t('documents.delete.success'), {
        action: { label: t('documents.delete.restore'), onClick: () => void restore(document) },
      });
      await invalidate();
    },
    onError: (error) => toast.error(t('documents.delete.error'), { description: errorMessage(error, t) }),
  });

  const deleteDocument = useCallback(
    (document: DocumentRef) =>
      confirmDestructive(
        destructiveTextsAt(t, 'documents.delete.confirm', { name: document.name }),
        () => mutation.mutateAsync(document),
      ),
    // mutateAsync is stable across renders, the mutation object is not.
    [confirmDestructive, t, mutation.mutateAsync],
  );

  return { deleteDocument, isDeleting: mutation.isPending, deletingDocumentId: mutation.isPending ? mutation.variables?.id : undefined };
}
