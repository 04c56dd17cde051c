import type { BulkJob } from '@/api/types';

type ListedJob = Pick<BulkJob, 'id' | 'status'>;

/**
 * Whether the jobs panel opens folded to its indicator: when every job has ended and each end was
 * seen before (`seenIds`). A job running, or an end not yet seen, opens it.
 */
export const opensFolded = (jobs: readonly ListedJob[], seenIds: ReadonlySet<string>) =>
  jobs.every((job) => job.status !== 'running' && seenIds.has(job.id));

/**
 * The ends seen once the panel has shown these jobs: those of the ended jobs, kept only while the
 * job is listed (a dismissed or expired job is forgotten, so the list never grows).
 */
export const seenAfterShowing = (jobs: readonly ListedJob[], seenIds: ReadonlySet<string>): string[] =>
  jobs.filter((job) => job.status !== 'running' || seenIds.has(job.id)).map((job) => job.id);
