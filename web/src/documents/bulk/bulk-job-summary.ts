import type { TFunction } from 'i18next';
import type { BulkJob } from '@/api/types';

/** What a job is doing, for its row of the panel: "Adding a tag", "Moving to trash"… */
export const bulkActionTitle = (t: TFunction, action: BulkJob['action']) => t(`documents.bulk.running.${action}`);

/** How a job ended, for people: "3 tagged, 1 skipped (already so or changed meanwhile)". */
export function bulkJobResult(t: TFunction, job: Pick<BulkJob, 'action' | 'status' | 'changedCount' | 'skippedCount' | 'error'>): string {
  if (job.status === 'failed') return t('documents.bulk.failed-because', { reason: job.error ?? '' });
  const changed = t(`documents.bulk.done.${job.action}`, { count: job.changedCount });
  return job.skippedCount > 0 ? `${changed} · ${t('documents.bulk.skipped', { count: job.skippedCount })}` : changed;
}
