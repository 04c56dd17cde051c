import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import type { ApiClient } from '@/api/api-client';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { BulkAction, BulkActionInput } from '@/api/types';
import { bulkJobsQueryKey, documentsQueryKeys, tagsQueryKey } from '@/lib/query-keys';
import { bulkJobResult } from './bulk-job-summary';

/**
 * Runs a bulk action and says how it went: done in the answer (a toast with the counts, and its Undo
 * when `undo` is given), or running in the background (the jobs panel takes it over). The lists and tag
 * counts refresh either way.
 */
export function useBulkAction(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [runningAction, setRunningAction] = useState<BulkAction | null>(null);

  const run = useCallback(
    async (action: BulkAction, input: BulkActionInput, undo?: () => void) => {
      setRunningAction(action);
      try {
        const { job } = await api.documents.bulk(organizationId, action, input);
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
        return true;
      } catch (error) {
        toast.error(t('documents.bulk.error'), { description: errorMessage(error, t) });
        return false;
      } finally {
        setRunningAction(null);
      }
    },
    [api, organizationId, queryClient, t],
  );
  return { run, runningAction };
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
  const [isDownloading, setIsDownloading] = useState(false);
  const download = useCallback(
    async (input: DownloadInput) => {
      setIsDownloading(true);
      try {
        const answer = await api.documents.downloadZip(organizationId, input);
        if ('job' in answer) {
          toast.info(t('documents.bulk.download-preparing', { count: answer.job.documentsCount }));
          await queryClient.invalidateQueries({ queryKey: bulkJobsQueryKey(organizationId) });
          return;
        }
        const { url, documentsCount } = answer;
        const link = document.createElement('a');
        link.href = url;
        link.download = `documents-${new Date().toISOString().slice(0, 10)}.zip`;
        link.click();
        toast.success(t('documents.bulk.download-started', { count: documentsCount }));
      } catch (error) {
        toast.error(t('documents.bulk.download-error'), { description: errorMessage(error, t) });
      } finally {
        setIsDownloading(false);
      }
    },
    [api, organizationId, queryClient, t],
  );
  return { download, isDownloading };
}
