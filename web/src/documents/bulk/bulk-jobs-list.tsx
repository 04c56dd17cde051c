import { ChevronDown, ListChecks, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useApi } from '@/api/api-provider';
import type { BulkJob } from '@/api/types';
import { readStored, writeStored } from '@/lib/local-storage';
import { LOCAL_STORAGE_KEYS } from '@/lib/local-storage-keys';
import { Button } from '@/ui/button';
import { DownloadLinks } from '@/ui/download-links';
import { ProgressBar } from '@/ui/progress-bar';
import { StatusIcon } from '@/ui/status-icon';
import { FloatingPanel } from '@/ui/floating-panel';
import { bulkActionTitle, bulkJobResult } from './bulk-job-summary';
import { useDismissBulkJob } from './bulk-job-changes.queries';
import { opensFolded, seenAfterShowing } from './bulk-jobs-fold';

/**
 * The jobs panel's box: each job with its progress bar, or its result (a zip's links) and a dismiss
 * button. Once it has shown how every job ended, it folds to a small indicator from the next page on
 * (a finished export stays listed for days: it must not cover every page meanwhile).
 */
export function BulkJobsList({ organizationId, jobs }: { organizationId: string; jobs: BulkJob[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const titleId = useId();
  const listId = useId();
  const isFolded = useIsFolded(organizationId, jobs);
  const measureKey = `${jobs.length} ${isFolded.value}`;
  const dismiss = useDismissBulkJob(organizationId);
  const title = t('documents.bulk.panel.title');
  const runningCount = jobs.filter((job) => job.status === 'running').length;

  if (isFolded.value) {
    return (
      <FloatingPanel variable="--bulk-jobs-panel-height" measureKey={measureKey} isCard={false} aria-label={title}>
        <Button
          variant="outline"
          size="sm"
          className="rounded-full bg-popover shadow-lg"
          aria-expanded={false}
          onClick={() => isFolded.set(false)}
        >
          {runningCount > 0 ? <StatusIcon status="working" /> : <ListChecks aria-hidden />}
          {runningCount > 0
            ? t('documents.bulk.panel.folded-running', { count: runningCount })
            : t('documents.bulk.panel.folded-ended', { count: jobs.length })}
        </Button>
      </FloatingPanel>
    );
  }

  return (
    <FloatingPanel variable="--bulk-jobs-panel-height" measureKey={measureKey} aria-labelledby={titleId}>
      <div className="flex items-center gap-2 border-b py-1.5 pl-4 pr-1.5">
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-sm font-semibold">
          {title}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t('documents.bulk.panel.fold')}
          aria-expanded
          aria-controls={listId}
          onClick={() => isFolded.set(true)}
        >
          <ChevronDown aria-hidden />
        </Button>
      </div>
      <ul id={listId} className="max-h-[min(16rem,30dvh)] divide-y overflow-y-auto">
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
                onClick={() => dismiss.mutate(job.id)}
              >
                <X aria-hidden />
              </Button>
            )}
          </li>
        ))}
      </ul>
    </FloatingPanel>
  );
}

/**
 * Folded or open: decided when the panel appears and at each navigation, from the ends this browser
 * saw before (so a job that ends under the user's eyes stays open until they move on); the user's own
 * fold or unfold holds until the next navigation. An open panel marks the ends it shows as seen.
 */
function useIsFolded(organizationId: string, jobs: BulkJob[]) {
  const storageKey = `${LOCAL_STORAGE_KEYS.seenBulkJobs}:${organizationId}`;
  const { pathname } = useLocation();
  const [seenIds, setSeenIds] = useState(() => new Set(parseIds(readStored(storageKey))));
  const [seenOnArrival, setSeenOnArrival] = useState({ pathname, seenIds });
  const [choice, setChoice] = useState<{ pathname: string; isFolded: boolean } | null>(null);
  if (seenOnArrival.pathname !== pathname) setSeenOnArrival({ pathname, seenIds });
  const isFolded = choice?.pathname === pathname ? choice.isFolded : opensFolded(jobs, seenOnArrival.seenIds);

  useEffect(() => {
    if (isFolded) return;
    const next = seenAfterShowing(jobs, seenIds);
    if (next.length === seenIds.size && next.every((id) => seenIds.has(id))) return;
    setSeenIds(new Set(next));
    writeStored(storageKey, JSON.stringify(next));
  }, [isFolded, jobs, seenIds, storageKey]);

  return { value: isFolded, set: (value: boolean) => setChoice({ pathname, isFolded: value }) };
}

function parseIds(stored: string | null): string[] {
  try {
    const ids: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
