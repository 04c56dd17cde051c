import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import type { ApiClient } from '@/api/api-client';
import { useApi } from '@/api/api-provider';
import { isApiError } from '@/api/api-error';
import { errorMessage } from '@/api/error-message';
import type { Document } from '@/api/types';
import { documentsQueryKeys } from '@/lib/query-keys';
import { destructiveTextsAt, useConfirm, useConfirmDestructive } from '@/ui/confirm-dialog';

/*
 * What is done to a document from the lists and from its page: delete, restore, read again, change.
 * Apart from documents.queries.ts, so that the documents list's chunk carries these without the
 * document page's queries and changes (notes, tags, trash).
 */

type DocumentRef = Pick<Document, 'id' | 'name'>;

/** Refreshes every documents query of the organization (lists, trash, details, activity, statistics). */
export function useInvalidateDocuments(organizationId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: documentsQueryKeys.all(organizationId) }),
    [queryClient, organizationId],
  );
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
      confirmDestructive(destructiveTextsAt(t, 'documents.delete.confirm', { name: document.name }), () => mutation.mutateAsync(document)),
    // mutateAsync is stable across renders, the mutation object is not.
    [confirmDestructive, t, mutation.mutateAsync],
  );

  return { deleteDocument, isDeleting: mutation.isPending, deletingDocumentId: mutation.isPending ? mutation.variables?.id : undefined };
}

/**
 * "Read text again": the server reads the file again (text, OCR, thumbnail) and says so. Text a
 * person edited is replaced only after "Replace the text you edited?", asked first when the document
 * says it was edited, or when the server answers document.content_edited (edited since this page
 * loaded). `reprocessDocument` resolves to true once the reading started.
 */
export function useReprocessDocument(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const confirm = useConfirm();
  const invalidate = useInvalidateDocuments(organizationId);
  // Failures are reported by reprocessDocument: a 409 there is a question, not an error.
  const mutation = useMutation({
    mutationFn: ({ documentId, replaceEditedContent }: { documentId: string; replaceEditedContent: boolean }) =>
      api.documents.reprocess(organizationId, documentId, { replaceEditedContent }),
  });
  const { mutateAsync } = mutation;

  const reprocessDocument = useCallback(
    async (document: Pick<Document, 'id' | 'name' | 'contentEditedAt'>) => {
      const confirmReplace = () =>
        confirm({ ...destructiveTextsAt(t, 'documents.reprocess.confirm', { name: document.name }), isDestructive: true });
      const start = async (replaceEditedContent: boolean): Promise<boolean> => {
        try {
          await mutateAsync({ documentId: document.id, replaceEditedContent });
        } catch (error) {
          if (!replaceEditedContent && isApiError(error) && error.code === 'document.content_edited')
            return (await confirmReplace()) && start(true);
          toast.error(t('documents.reprocess.error'), { description: errorMessage(error, t) });
          return false;
        }
        toast.success(t('documents.reprocess.success'));
        await invalidate();
        return true;
      };
      const isEdited = document.contentEditedAt !== null;
      if (isEdited && !(await confirmReplace())) return false;
      return start(isEdited);
    },
    [confirm, invalidate, mutateAsync, t],
  );

  return { reprocessDocument, isReprocessing: mutation.isPending };
}

type DocumentUpdateInput = Parameters<ApiClient['documents']['update']>[2];

/**
 * Changes a document's name, date or text (with `expectedUpdatedAt`, a change over a newer version is
 * refused), then refreshes every documents query. `onSuccess` runs before that refresh, for what the
 * screen says at once; what must wait for the new document goes in mutate's own onSuccess.
 */
export function useUpdateDocument(
  organizationId: string,
  documentId: string,
  { onSuccess, onError }: { onSuccess?: (input: DocumentUpdateInput) => void; onError?: (error: Error) => void } = {},
) {
  const api = useApi();
  const invalidate = useInvalidateDocuments(organizationId);
  return useMutation({
    mutationFn: (input: DocumentUpdateInput) => api.documents.update(organizationId, documentId, input),
    onSuccess: async (_answer, input) => {
      onSuccess?.(input);
      await invalidate();
    },
    onError,
  });
}
