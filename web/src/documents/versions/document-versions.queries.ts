import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { DocumentDetail, DocumentVersion } from '@/api/types';
import { documentsQueryKeys } from '@/lib/query-keys';
import { destructiveTextsAt, useConfirm, useConfirmDestructive } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast';
import { useInvalidateDocuments } from '../document-actions.queries';

type VersionedDocument = Pick<DocumentDetail, 'id' | 'currentVersion'>;

/** A document's versions, newest first: the Versions tab. */
export function useDocumentVersions(organizationId: string, documentId: string) {
  const api = useApi();
  return useQuery({
    queryKey: documentsQueryKeys.versions(organizationId, documentId),
    queryFn: () => api.versions.list(organizationId, documentId),
  });
}

/**
 * Refreshes what a change of versions touches: every documents query (the document, its versions and
 * activity, the lists, the statistics) and the URLs of its files (the demo's name the bytes).
 */
export function useRefreshVersions(organizationId: string, documentId: string) {
  const queryClient = useQueryClient();
  const invalidateDocuments = useInvalidateDocuments(organizationId);
  return useCallback(
    () =>
      Promise.all([
        invalidateDocuments(),
        queryClient.invalidateQueries({ queryKey: documentsQueryKeys.fileUrls(organizationId, documentId) }),
      ]),
    [queryClient, invalidateDocuments, organizationId, documentId],
  );
}

/** Another version landed since the page loaded: the change was refused, not made over a file the user did not see. */
export const isVersionConflict = (error: unknown) => isApiError(error) && error.code === 'document.version_conflict';

/**
 * Says why a change of versions made from the page (not from a dialog: see VersionChangeError) failed.
 * Another version landed since the page loaded: the toast offers to reload the document and its versions,
 * so that the next try is made over the file now current.
 */
export function useVersionErrorToast(organizationId: string, documentId: string) {
  const { t } = useTranslation();
  const refresh = useRefreshVersions(organizationId, documentId);
  return useCallback(
    (title: string, error: unknown) => {
      const isConflict = isVersionConflict(error);
      toast.error(title, {
        description: errorMessage(error, t),
        ...(isConflict && { action: { label: t('documents.versions.reload'), onClick: () => void refresh() } }),
      });
    },
    [t, refresh],
  );
}

/**
 * Uploads a file as the document's new current version, over the version the page shows; `onUploaded` before the
 * refresh. Its dialog says why it failed.
 */
export function useUploadVersion(organizationId: string, document: VersionedDocument, { onUploaded }: { onUploaded?: () => void } = {}) {
  const { t } = useTranslation();
  const api = useApi();
  const refresh = useRefreshVersions(organizationId, document.id);
  return useMutation({
    mutationFn: ({ file, label }: { file: File; label: string }) =>
      api.versions.upload(organizationId, document.id, file, {
        label,
        expectedVersionNumber: document.currentVersion.number,
      }),
    onSuccess: async ({ version }) => {
      onUploaded?.();
      toast.success(t('documents.versions.upload.success', { number: version.number }));
      await refresh();
    },
  });
}

/**
 * "Make current": after a confirmation saying so, adds a new version copying `version` (history is never
 * rewritten). `restoreVersion` resolves to true once it is made.
 */
export function useRestoreVersion(organizationId: string, document: VersionedDocument) {
  const { t } = useTranslation();
  const api = useApi();
  const confirm = useConfirm();
  const refresh = useRefreshVersions(organizationId, document.id);
  const showError = useVersionErrorToast(organizationId, document.id);
  const mutation = useMutation({
    mutationFn: (version: DocumentVersion) =>
      api.versions.restore(organizationId, document.id, version.id, { expectedVersionNumber: document.currentVersion.number }),
    onSuccess: async ({ version }, restored) => {
      toast.success(t('documents.versions.restore.success', { number: version.number, from: restored.number }));
      await refresh();
    },
    onError: (error) => showError(t('documents.versions.restore.error'), error),
  });
  const { mutateAsync } = mutation;
  const restoreVersion = useCallback(
    async (version: DocumentVersion) => {
      const texts = destructiveTextsAt(t, 'documents.versions.restore.confirm', { number: version.number });
      if (!(await confirm(texts))) return false;
      return mutateAsync(version).then(
        () => true,
        () => false,
      );
    },
    [confirm, mutateAsync, t],
  );
  return { restoreVersion, restoringVersionId: mutation.isPending ? mutation.variables?.id : undefined };
}

/** Changes a version's label (empty clears it); `onSaved` (closing the dialog) first, `onError` for the form. */
export function useUpdateVersionLabel(
  organizationId: string,
  documentId: string,
  { onSaved, onError }: { onSaved?: () => void; onError?: (error: Error) => void } = {},
) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId, label }: { versionId: string; label: string }) =>
      api.versions.updateLabel(organizationId, documentId, versionId, label === '' ? null : label),
    onSuccess: async () => {
      onSaved?.();
      toast.success(t('documents.versions.label.success'));
      // The detail names its current version's label.
      await queryClient.invalidateQueries({ queryKey: documentsQueryKeys.detail(organizationId, documentId) });
    },
    onError,
  });
}

/** Deletes a version for good after the destructive confirmation; the highest one left becomes current. */
export function useDeleteVersion(organizationId: string, documentId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const confirmDestructive = useConfirmDestructive();
  const refresh = useRefreshVersions(organizationId, documentId);
  const showError = useVersionErrorToast(organizationId, documentId);
  const mutation = useMutation({
    mutationFn: (version: DocumentVersion) => api.versions.delete(organizationId, documentId, version.id),
    onSuccess: async (_answer, version) => {
      toast.success(t('documents.versions.delete.success', { number: version.number }));
      await refresh();
    },
    onError: (error) => showError(t('documents.versions.delete.error'), error),
  });
  const { mutateAsync } = mutation;
  const deleteVersion = useCallback(
    (version: DocumentVersion) =>
      confirmDestructive(
        destructiveTextsAt(t, version.isCurrent ? 'documents.versions.delete.confirm-current' : 'documents.versions.delete.confirm', {
          number: version.number,
        }),
        () => mutateAsync(version),
      ),
    [confirmDestructive, mutateAsync, t],
  );
  return { deleteVersion, deletingVersionId: mutation.isPending ? mutation.variables?.id : undefined };
}
