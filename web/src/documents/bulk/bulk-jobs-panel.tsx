import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { BulkJob } from '@/api/types';
import { documentsQueryKeys, tagsQueryKey } from '@/lib/query-keys';
import { useBulkJobs } from './bulk-jobs.queries';

const BulkJobsList = lazy(() => import('./bulk-jobs-list').then(({ BulkJobsList }) => ({ default: BulkJobsList })));

/**
 * Bottom right, above the upload panel: the signed-in user's jobs running in the background (bulk actions, zips, exports),
 * with their progress, then their results until dismissed. Read from the server, so it survives
 * navigation and reload; while one runs it asks again every second, and refreshes the lists when it
 * ends. Its box loads with the first job: most visits have none.
 */
export function BulkJobsPanel({ organizationId }: { organizationId: string }) {
  const jobs = useBulkJobs(organizationId);
  const list = jobs.data?.jobs ?? [];
  useRefreshWhenJobsEnd(organizationId, jobs.data?.jobs);
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BulkJobsList organizationId={organizationId} jobs={list} />
    </Suspense>
  );
}

// A job that ended this close to the page's load may have ended after its lists were read.
const JUST_ENDED_MS = 10_000;

/**
 * When a job seen running has ended, or one ended just as the page loaded, what it changed shows: the
 * lists, the trash and tag counts refresh.
 */
function useRefreshWhenJobsEnd(organizationId: string, jobs: BulkJob[] | undefined) {
  const queryClient = useQueryClient();
  const runningIds = useRef<Set<string> | null>(null);
  const [mountedAt] = useState(() => Date.now());
  useEffect(() => {
    if (!jobs) return;
    const isFirstLook = runningIds.current === null;
    const hasEnded = jobs.some(
      (job) =>
        job.status !== 'running' &&
        (isFirstLook ? (job.finishedAt?.getTime() ?? 0) > mountedAt - JUST_ENDED_MS : runningIds.current!.has(job.id)),
    );
    runningIds.current = new Set(jobs.filter((job) => job.status === 'running').map((job) => job.id));
    if (hasEnded) {
      void queryClient.invalidateQueries({ queryKey: documentsQueryKeys.all(organizationId) });
      void queryClient.invalidateQueries({ queryKey: tagsQueryKey(organizationId) });
    }
  }, [jobs, mountedAt, organizationId, queryClient]);
}
