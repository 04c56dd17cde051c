import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import type { ApiClient } from '@/api/api-client';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { BulkAction, BulkActionInput, MergeDocumentsInput } from '@/api/types';
import { bulkJobsQueryKey, documentsQueryKeys, tagsQueryKey } from '@/lib/query-keys';
import { useMadeDocumentsToast } from '../page-editor/made-documents-toast';
import { bulkJobResult } from './bulk-job-summary';

type BulkActionRun = { action: BulkAction; input: BulkActionInput; undo?: () => void };

/**
 * Runs a bulk action and says how it went: done in the answer (a toast with the counts, and its Undo
 * when `undo` is given), or running in the background (the jobs panel takes it over). The lists and tag
 * counts refresh either way. `run` answers whether the action was taken.
 */
export function useBulkAction(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ action, input }: BulkActionRun) => api.documents.bulk(organizationId, action, input),
    onSuccess: async ({ job }, { undo }) => {
      if (job.status === 'running') {
        toast.info(t('documents.bulk.started', { count: job.documentsCount }));
        await queryClient.invalidateQueries({ queryKey: bulkJobsQueryKey(organizationId) });
      } else if (job.status === 'done') {
        toast.success(bulkJobResult(t, job), undo && { action: { label: t('documents.bulk.undo'), onClick: undo } });
      } else {
        toast.error(t('documents.bulk.error'), { description: bulkJobResult(t, job) });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: documentsQueryKeys.all(organizationId) }),
        queryClient.invalidateQueries({ queryKey: tagsQueryKey(organizationId) }),
      ]);
    },
    onError: (error) => toast.error(t('documents.bulk.error'), { description: errorMessage(error, t) }),
  });
  const run = (action: BulkAction, input: BulkActionInput, undo?: () => void) =>
    mutation.mutateAsync({ action, input, undo }).then(
      () => true,
      () => false,
    );
  return { run, runningAction: mutation.isPending ? mutation.variables.action : null };
}

export type DownloadInput = Parameters<ApiClient['documents']['downloadZip']>[1];

/**
 * Downloads the selection as a zip: the browser saves it to disk as the Worker streams it. A selection
 * too large to stream becomes a job on the jobs panel, which offers the zip when built (and emails it).
 */
export function useZipDownload(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: DownloadInput) => api.documents.downloadZip(organizationId, input),
    onSuccess: async (answer) => {
      if ('job' in answer) {
        toast.info(t('documents.bulk.download-preparing', { count: answer.job.documentsCount }));
        await queryClient.invalidateQueries({ queryKey: bulkJobsQueryKey(organizationId) });
        return;
      }
      const link = document.createElement('a');
      link.href = answer.url;
      link.download = `documents-${new Date().toISOString().slice(0, 10)}.zip`;
      link.click();
      toast.success(t('documents.bulk.download-started', { count: answer.documentsCount }));
    },
    onError: (error) => toast.error(t('documents.bulk.download-error'), { description: errorMessage(error, t) }),
  });
  return { download: mutation.mutate, isDownloading: mutation.isPending };
}

/** Merges documents into a new one (theirs go to the trash); a toast links to it, the lists refresh. `onMerged` first. */
export function useMergeDocuments(organizationId: string, { onMerged }: { onMerged: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const showMade = useMadeDocumentsToast(organizationId);
  return useMutation({
    mutationFn: (input: MergeDocumentsInput) => api.pages.merge(organizationId, input),
    onSuccess: async ({ document }, { documentIds }) => {
      onMerged();
      showMade(t('page-editor.merge.success', { count: documentIds.length }), [document]);
      await queryClient.invalidateQueries({ queryKey: documentsQueryKeys.all(organizationId) });
    },
    onError: (error) => toast.error(t('page-editor.merge.error'), { description: errorMessage(error, t) }),
  });
}
