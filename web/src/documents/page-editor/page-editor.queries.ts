import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { useApi } from '@/api/api-provider';
import type { DocumentDetail, SplitDocumentInput } from '@/api/types';
import { documentsQueryKeys } from '@/lib/query-keys';
import { destructiveTextsAt, useConfirm } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast';
import { useInvalidateDocuments } from '../document-actions.queries';
import { useRefreshVersions } from '../versions/document-versions.queries';
import { useMadeDocumentsToast } from './made-documents-toast';
import type { PageEdit } from './page-arrangement';

type EditedDocument = Pick<DocumentDetail, 'id' | 'name' | 'currentVersion'>;

/** The current version's pages, each with its own rotation: the editor's grid. A version's file never changes. */
export function useVersionPages(organizationId: string, document: EditedDocument, { enabled = true } = {}) {
  const api = useApi();
  const versionId = document.currentVersion.id;
  return useQuery({
    queryKey: documentsQueryKeys.versionPages(organizationId, document.id, versionId),
    queryFn: () => api.pages.list(organizationId, document.id, versionId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    enabled,
  });
}

/** The URL of a page's image (from 1) of the current version, undefined until the client answered it (the demo draws it first). */
export function usePageImageUrl(organizationId: string, document: EditedDocument, pageNumber: number): string | undefined {
  const api = useApi();
  const versionId = document.currentVersion.id;
  return useQuery({
    queryKey: documentsQueryKeys.fileUrl(organizationId, document.id, `version-${versionId}-page-${pageNumber}`),
    queryFn: () => api.pages.imageUrl(organizationId, document.id, versionId, pageNumber),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}

/**
 * Saves the editor's plan as a new version over the version the editor showed. Content typed by hand is
 * replaced only after the user confirms (409 document.content_edited, then again with replaceEditedContent).
 * `save` resolves to true once the version is made; else `error` says why, for the editor to show.
 */
export function useEditPages(organizationId: string, document: EditedDocument) {
  const { t } = useTranslation();
  const api = useApi();
  const confirm = useConfirm();
  const refresh = useRefreshVersions(organizationId, document.id);
  const [error, setError] = useState<unknown>(null);
  const mutation = useMutation({
    mutationFn: ({ pages, replaceEditedContent }: { pages: PageEdit[]; replaceEditedContent: boolean }) =>
      api.pages.edit(organizationId, document.id, {
        pages,
        expectedVersionNumber: document.currentVersion.number,
        ...(replaceEditedContent && { replaceEditedContent }),
      }),
  });
  const { mutateAsync } = mutation;
  const save = useCallback(
    async (pages: PageEdit[]) => {
      const attempt = async (replaceEditedContent: boolean): Promise<boolean> => {
        try {
          const { version } = await mutateAsync({ pages, replaceEditedContent });
          toast.success(t('page-editor.save.success', { number: version.number }));
          await refresh();
          return true;
        } catch (error) {
          if (!replaceEditedContent && isApiError(error) && error.code === 'document.content_edited') {
            const texts = destructiveTextsAt(t, 'page-editor.save.replace-content', { name: document.name });
            return (await confirm({ ...texts, isDestructive: true })) && attempt(true);
          }
          setError(error);
          return false;
        }
      };
      setError(null);
      return attempt(false);
    },
    [confirm, document.name, mutateAsync, refresh, t],
  );
  const clearError = useCallback(() => setError(null), []);
  return { save, isSaving: mutation.isPending, error, clearError };
}

/** Makes new documents of the document's pages; a toast links to each. `onSplit` first (closing the dialogs). */
export function useSplitDocument(organizationId: string, document: EditedDocument, { onSplit }: { onSplit: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const invalidate = useInvalidateDocuments(organizationId);
  const showMade = useMadeDocumentsToast(organizationId);
  return useMutation({
    mutationFn: (input: Omit<SplitDocumentInput, 'expectedVersionNumber'>) =>
      api.pages.split(organizationId, document.id, { ...input, expectedVersionNumber: document.currentVersion.number }),
    onSuccess: async ({ documents }) => {
      onSplit();
      showMade(t('page-editor.split.success', { count: documents.length }), documents);
      await invalidate();
    },
  });
}
