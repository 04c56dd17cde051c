import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { DocumentsImport, ImportStatus } from '@/api/types';
import { bulkJobsQueryKey, organizationsQueryKeys } from '@/lib/query-keys';
import { toast } from '@/ui/toast';
import { uploadImport } from './upload-import';

const POLL_MS = 2000;

/** The server is at work on these: reading the export, or importing it. */
const WORKING_STATUSES: readonly ImportStatus[] = ['analyzing', 'importing'];
export const isWorking = (status: ImportStatus) => WORKING_STATUSES.includes(status);
/** The export has been read: its report is there. */
const hasReport = (status: ImportStatus) => status !== 'uploading' && status !== 'analyzing';

/** The organization's latest imports, newest first, asked again while one is read or imported. */
export function useImports(organizationId: string, { enabled }: { enabled: boolean }) {
  const api = useApi();
  return useQuery({
    queryKey: organizationsQueryKeys.imports(organizationId),
    queryFn: () => api.imports.list(organizationId),
    enabled,
    refetchInterval: (query) => (query.state.data?.imports.some(({ status }) => isWorking(status)) ? POLL_MS : false),
  });
}

/** One import, asked again every two seconds while the server reads or imports it. */
export function useImport(organizationId: string, importId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: organizationsQueryKeys.import(organizationId, importId ?? ''),
    queryFn: async () => (await api.imports.get(organizationId, importId!)).import,
    enabled: importId !== null,
    refetchInterval: (query) => (query.state.data && isWorking(query.state.data.status) ? POLL_MS : false),
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

/** Keeps the list and the one import's query in step with an answer of the server. */
export function useStoreImport(organizationId: string) {
  const queryClient = useQueryClient();
  return async (upload: DocumentsImport) => {
    queryClient.setQueryData(organizationsQueryKeys.import(organizationId, upload.id), upload);
    await queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.imports(organizationId), exact: true });
  };
}

type UploadInput = {
  file: File;
  /** The unfinished upload this file resumes; a new import otherwise. */
  resumed: DocumentsImport | null;
  onStarted: (upload: DocumentsImport) => void;
  onProgress: (sentBytes: number, totalBytes: number) => void;
  signal: AbortSignal;
};

/**
 * Uploads a Paperless-ngx export in parts: a new import, or the parts an unfinished one lacks (asked of
 * the server first: a reload may have sent more than the list knew). Answers the import being read.
 */
export function useUploadImport(organizationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const store = useStoreImport(organizationId);
  return useMutation({
    mutationFn: async ({ file, resumed, onStarted, onProgress, signal }: UploadInput) => {
      const upload = resumed
        ? (await api.imports.get(organizationId, resumed.id)).import
        : (await api.imports.create(organizationId, { source: 'paperless', fileName: file.name, size: file.size })).import;
      onStarted(upload);
      await store(upload);
      return uploadImport({ api, organizationId, upload, file, onProgress, signal });
    },
    onSuccess: store,
    // A stopped upload: the list and the import learn which parts the server holds.
    onError: () => queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.imports(organizationId) }),
  });
}

/** The person confirmed the report: the import's job starts, and the jobs panel shows it. */
export function useStartImport(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const store = useStoreImport(organizationId);
  return useMutation({
    mutationFn: ({ importId, keepArchives }: { importId: string; keepArchives: boolean }) =>
      api.imports.start(organizationId, importId, { keepArchives }),
    onSuccess: async ({ import: upload }) => {
      await store(upload);
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
    onSuccess: async (_, importId) => {
      queryClient.removeQueries({ queryKey: organizationsQueryKeys.import(organizationId, importId) });
      await queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.imports(organizationId), exact: true });
    },
    onError: (error) => toast.error(t('imports.delete-error'), { description: errorMessage(error, t) }),
  });
}
