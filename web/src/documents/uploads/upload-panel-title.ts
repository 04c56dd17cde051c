import type { UploadStatus } from './uploads.types';

/** What the upload panel title says, chosen from the statuses of the listed files (spec: Upload panel states). */
export type UploadPanelTitle =
  | { kind: 'none' }
  | { kind: 'error'; count: number; total: number }
  | { kind: 'success'; count: number; duplicates: number }
  | { kind: 'pending'; done: number; total: number };

/**
 * No file: the none-text. Any failure: the error count. All done: how many were imported and how many
 * were already in the archive (not failures). Otherwise: how many are done out of the total.
 */
export function getUploadPanelTitle(statuses: readonly UploadStatus[]): UploadPanelTitle {
  const total = statuses.length;
  if (total === 0) return { kind: 'none' };

  const errorCount = statuses.filter((status) => status === 'error').length;
  if (errorCount > 0) return { kind: 'error', count: errorCount, total };

  const successCount = statuses.filter((status) => status === 'success').length;
  const duplicateCount = statuses.filter((status) => status === 'duplicate').length;
  if (successCount + duplicateCount === total) return { kind: 'success', count: successCount, duplicates: duplicateCount };

  return { kind: 'pending', done: successCount + duplicateCount, total };
}
