import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '@/api/api-provider';
import type { BulkJob } from '@/api/types';
import { bulkJobsQueryKey } from '@/lib/query-keys';
import { Button } from '@/ui/button';
import { DownloadLinks } from '@/ui/download-links';
import { ProgressBar } from '@/ui/progress-bar';
import { StatusIcon } from '@/ui/status-icon';
import { useReservedBottomSpace } from '@/ui/use-reserved-bottom-space';
import { bulkActionTitle, bulkJobResult } from './bulk-job-summary';

/** The jobs panel's box: each job with its progress bar, or its result (a zip's links) and a dismiss button. */
export function BulkJobsList({ organizationId, jobs }: { organizationId: string; jobs: BulkJob[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  useReservedBottomSpace(panelRef, '--bulk-jobs-panel-height', jobs.length);
  const dismiss = async (jobId: string) => {
    await api.documents.dismissBulkJob(organizationId, jobId).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: bulkJobsQueryKey(organizationId) });
  };
  return (
    <section
      ref={panelRef}
      aria-labelledby={titleId}
      className="fixed inset-x-3 z-40 rounded-xl border bg-popover text-popover-foreground shadow-xl sm:inset-x-auto sm:right-4 sm:w-[400px]"
      style={{ bottom: 'calc(max(var(--upload-panel-height, 0px), var(--demo-popup-height, 0px)) + 0.75rem)' }}
    >
      <h2 id={titleId} className="border-b px-4 py-2 text-sm font-semibold">
        {t('documents.bulk.panel.title')}
      </h2>
      <ul className="max-h-64 divide-y overflow-y-auto">
        {jobs.map((job) => (
          <li key={job.id} className="flex items-start gap-3 px-4 py-3">
            <StatusIcon status={job.status === 'running' ? 'working' : job.status === 'done' ? 'success' : 'error'} />
            <div className="min-w-0 flex-1 space-y-1.5">
              <p className="text-sm font-medium">{bulkActionTitle(t, job.action)}</p>
              {job.status === 'running' ? (
                <ProgressBar
                  percent={job.documentsCount > 0 ? Math.round((job.processedCount / job.documentsCount) * 100) : 0}
                  label={bulkActionTitle(t, job.action)}
                  valueLabel={() => t('documents.bulk.panel.progress', { done: job.processedCount, total: job.documentsCount })}
                />
              ) : (
                <p className="text-xs text-muted-foreground">{bulkJobResult(t, job)}</p>
              )}
              {job.status === 'done' && job.expiresAt !== null && (
                <DownloadLinks
                  files={job.parts.map(({ number, size }) => ({
                    href: api.documents.archivePartUrl(organizationId, job.id, number),
                    size,
                  }))}
                  expiresAt={job.expiresAt}
                />
              )}
              {job.status === 'running' && (
                <p className="text-xs tabular-nums text-muted-foreground">
                  {t('documents.bulk.panel.progress', { done: job.processedCount, total: job.documentsCount })}
                </p>
              )}
            </div>
            {job.status !== 'running' && (
              <Button
                variant="ghost"
                size="icon"
                className="-mr-2 size-8"
                aria-label={t('documents.bulk.panel.dismiss')}
                onClick={() => void dismiss(job.id)}
              >
                <X aria-hidden />
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
