import { IMPORT_PART_BYTES, type ImportDto } from '../../../core/imports/imports.schemas';
import type { ImportRow } from './imports.repository';

export const partsCountOf = (size: number) => Math.max(1, Math.ceil(size / IMPORT_PART_BYTES));

export const toImportDto = (row: ImportRow): ImportDto => ({
  id: row.id,
  source: row.source,
  fileName: row.fileName,
  size: row.size,
  status: row.status,
  partSize: IMPORT_PART_BYTES,
  partsCount: partsCountOf(row.size),
  uploadedParts: row.uploadedParts.map((part) => part.partNumber).sort((a, b) => a - b),
  jobId: row.jobId,
  keepArchives: row.keepArchives,
  documentsImported: row.documentsImported,
  documentsSkipped: row.documentsSkipped,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
