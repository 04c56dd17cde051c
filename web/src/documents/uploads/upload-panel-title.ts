import type { UploadStatus } from './uploads.types';

/** What the upload panel title says, chosen from the statuses of the listed files (spec: Upload panel states). */
export type UploadPanelTitle =
  | { kind: 'none' }
  | { kind: 'error'; count: number; total: number }
  | { kind: 'success'; count: number }
  | { kind: 'pending'; done: number; total: number };

/**
 * No file: the none-text. Any failure: the error count. All succeeded: the success count.
 * Otherwise: how many are done out of the total.
 */
export function getUploadPanelTitle(statuses: readonly UploadStatus[]): UploadPanelTitle {
  const total = statuses.length;
  if (total === 0) return { kind: 'none' };

  const errorCount = statuses.filter((status) => status === 'error').length;
  if (errorCount > 0) return { kind: 'error', count: errorCount, total };

  const successCount = statuses.filter((status) => status === 'success').length;
  if (successCount === total) return { kind: 'success', count: successCount };

  return { kind: 'pending', done: successCount, total };
}
