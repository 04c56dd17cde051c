import type { ArchivePart, BulkJobDto, BulkJobKind, BulkJobStatus } from './bulk.schemas';

/** A bulk job as stored, by the Worker (D1) or the demo (IndexedDB). */
type BulkJobRecord = {
  id: string;
  action: BulkJobKind;
  tagId: string | null;
  propertyId: string | null;
  status: BulkJobStatus;
  documentsCount: number;
  processedCount: number;
  changedCount: number;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  parts: ArchivePart[];
  expiresAt: Date | null;
};

export function toBulkJobDto(job: BulkJobRecord): BulkJobDto {
  return {
    id: job.id,
    action: job.action,
    tagId: job.tagId,
    propertyId: job.propertyId,
    status: job.status,
    documentsCount: job.documentsCount,
    processedCount: job.processedCount,
    changedCount: job.changedCount,
    skippedCount: job.processedCount - job.changedCount,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    parts: job.parts.map(({ number, size, documentsCount }) => ({ number, size, documentsCount })),
    expiresAt: job.expiresAt?.toISOString() ?? null,
  };
}
