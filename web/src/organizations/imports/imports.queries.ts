import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { DocumentsImport, ImportSource, ImportStatus, StartImportsInput } from '@/api/types';
import { bulkJobsQueryKey, organizationsQueryKeys } from '@/lib/query-keys';
import { toast } from '@/ui/toast';
import { uploadImport } from './upload-import';

const POLL_MS = 2000;

/** The server is at work on these: reading the export, or importing it. */
const WORKING_STATUSES: readonly ImportStatus[] = ['analyzing', 'importing'];
export const isWorking = (status: ImportStatus) => WORKING_STATUSES.includes(status);
/** Asked again until they end: at work, or waiting their turn behind another import (which starts them). */
const isMoving = (status: ImportStatus) => isWorking(status) || status === 'queued';
/** The export has been read: its report is there. */
const hasReport = (status: ImportStatus) => status !== 'uploading' && status !== 'analyzing';

/** The organization's latest imports, newest first, asked again while one is read, imported or waits its turn. */
export function useImports(organizationId: string, { enabled }: { enabled: boolean }) {
  const api = useApi();
  return useQuery({
    queryKey: organizationsQueryKeys.imports(organizationId),
    queryFn: () => api.imports.list(organizationId),
    enabled,
    refetchInterval: (query) => (query.state.data?.imports.some(({ status }) => isMoving(status)) ? POLL_MS : false),
  });
}

/**
 * The imports a dialog follows, asked again every two seconds while the server reads, imports or queues one:
 * a single import, or the parts of an export chosen together. The last answer stays while a new part
 * joins (a new key).
 */
export function useImportBatch(organizationId: string, importIds: readonly string[]) {
  const api = useApi();
  return useQuery({
    queryKey: organizationsQueryKeys.importBatch(organizationId, importIds),
    queryFn: () => Promise.all(importIds.map(async (importId) => (await api.imports.get(organizationId, importId)).import)),
    enabled: importIds.length > 0,
    placeholderData: (previous) => previous,
    refetchInterval: (query) => (query.state.data?.some(({ status }) => isMoving(status)) ? POLL_MS : false),
  });
}

/** The report of an import whose export has been read; read again as the status changes (the job adds its problems). */
export function useImportReport(organizationId: string, upload: DocumentsImport | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...organizationsQueryKeys.importReport(organizationId, upload?.id ?? ''), upload?.status],
    queryFn: async () => (await api.imports.getReport(organizationId, upload!.id)).report,
    enabled: upload !== undefined && hasReport(upload.status),
  });
}

/** Asks the list and the dialogs' imports again after a change (the reports, under the same prefix, stay). */
function useRefreshImports(organizationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.imports(organizationId), exact: true }),
      queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.importBatch(organizationId, []) }),
    ]);
}

type UploadInput = {
  file: File;
  /** The unfinished upload this file resumes; a new import otherwise. */
  resumedId: string | null;
  onStarted: (upload: DocumentsImport) => void;
  onProgress: (sentBytes: number, totalBytes: number) => void;
  signal: AbortSignal;
};

/**
 * Uploads an export (a Paperless-ngx zip, or one part of an export of ours) in parts: a new import of
 * that source, or the parts an unfinished one lacks (asked of the server first: a reload may have sent
 * more than the list knew). Answers the import being read.
 */
export function useUploadImport(organizationId: string, source: ImportSource) {
  const api = useApi();
  const refresh = useRefreshImports(organizationId);
  return useMutation({
    mutationFn: async ({ file, resumedId, onStarted, onProgress, signal }: UploadInput) => {
      const upload = resumedId
        ? (await api.imports.get(organizationId, resumedId)).import
        : (await api.imports.create(organizationId, { source, fileName: file.name, size: file.size })).import;
      onStarted(upload);
      await refresh();
      return uploadImport({ api, organizationId, upload, file, onProgress, signal });
    },
    onSuccess: refresh,
    // A stopped upload: the list and the import learn which parts the server holds.
    onError: refresh,
  });
}

/**
 * The person confirmed the reports (the parts of an export at once), or resumes an import from the list:
 * the server runs them one after the other, each job in the jobs panel as its turn comes.
 */
export function useStartImports(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = useRefreshImports(organizationId);
  return useMutation({
    mutationFn: (input: StartImportsInput) => api.imports.startAll(organizationId, input),
    onSuccess: async () => {
      await refresh();
      await queryClient.invalidateQueries({ queryKey: bulkJobsQueryKey(organizationId) });
    },
    onError: (error) => toast.error(t('imports.start-error'), { description: errorMessage(error, t) }),
  });
}

/** Drops an upload, or an import's uploaded export. */
export function useDeleteImport(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) => api.imports.delete(organizationId, importId),
    onSuccess: async () => {
      // A dialog following it is closed first: its imports are not asked again (they would answer 404).
      queryClient.removeQueries({ queryKey: organizationsQueryKeys.importBatch(organizationId, []) });
      await queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.imports(organizationId), exact: true });
    },
    onError: (error) => toast.error(t('imports.delete-error'), { description: errorMessage(error, t) }),
  });
}
