import type { OrganizationDependencies } from '../../platform/dependencies';
import { enqueueTask, enqueueTasks, QUEUE_BATCH_LIMIT } from '../../platform/queue';
import { deletePrefix } from '../../platform/organization-files';
import { generateId } from '../../../core/ids';
import { IMPORT_PART_BYTES, type CreateImportInput, type ImportReport } from '../../../core/imports/imports.schemas';
import {
  importNotFound,
  importNotReady,
  importNotUploading,
  importPartOutOfRange,
  importPartsMissing,
  importPartWrongSize,
  importRunning,
} from '../../../core/imports/imports.errors';
import { insertJob } from '../bulk-jobs/bulk-jobs.repository';
import { deleteImport, findImport, findStaleImports, insertImport, moveImport, recordUploadedPart } from './imports.repository';
import { partsCountOf } from './imports.dto';
import { importFileKeys, readJson } from './import-files';
import { analyzePaperlessImport } from './paperless-analysis.service';
import { continuePaperlessImport } from './paperless-import.service';
import { analyzeArchiveImport } from './archive-analysis.service';
import { continueArchiveImport } from './archive-import.service';

type ImportWhere = { organizationId: string; importId: string };

export { readImports } from './imports.repository';
export { readReport } from './import-files';

async function getImportOrThrow({ organizationDb: db }: OrganizationDependencies, { organizationId, importId }: ImportWhere) {
  const row = await findImport(db, organizationId, importId);
  if (!row) throw importNotFound();
  return row;
}

/** A new import, its export's multipart upload begun in R2. */
export async function createImport(
  deps: OrganizationDependencies,
  { organizationId, userId, input }: { organizationId: string; userId: string; input: CreateImportInput },
) {
  const id = generateId('imp');
  const upload = await deps.files.createMultipartUpload(importFileKeys(organizationId, id).export, {
    httpMetadata: { contentType: 'application/zip' },
  });
  return insertImport(deps.organizationDb, { id, organizationId, createdBy: userId, ...input, uploadId: upload.uploadId });
}

/** Stores one part of the export (sent again, it replaces the first): part n is bytes [(n-1)·partSize, n·partSize). */
export async function uploadImportPart(deps: OrganizationDependencies, where: ImportWhere & { partNumber: number; bytes: ArrayBuffer }) {
  const row = await getImportOrThrow(deps, where);
  if (row.status !== 'uploading' || !row.uploadId) throw importNotUploading();
  const partsCount = partsCountOf(row.size);
  if (where.partNumber > partsCount) throw importPartOutOfRange(partsCount);
  const expected = where.partNumber < partsCount ? IMPORT_PART_BYTES : row.size - IMPORT_PART_BYTES * (partsCount - 1);
  if (where.bytes.byteLength !== expected) throw importPartWrongSize(expected, where.bytes.byteLength);
  const upload = deps.files.resumeMultipartUpload(importFileKeys(row.organizationId, row.id).export, row.uploadId);
  const part = await upload.uploadPart(where.partNumber, where.bytes);
  const updated = await recordUploadedPart(deps.organizationDb, row.id, row.uploadId, part);
  if (!updated) throw importNotUploading();
  return updated;
}

/** Every part there: R2 joins them into the export, and the analysis starts. */
export async function completeImportUpload(deps: OrganizationDependencies, where: ImportWhere) {
  const row = await getImportOrThrow(deps, where);
  if (row.status !== 'uploading' || !row.uploadId) throw importNotUploading();
  const received = new Set(row.uploadedParts.map((part) => part.partNumber));
  const missing = Array.from({ length: partsCountOf(row.size) }, (_, index) => index + 1).filter((partNumber) => !received.has(partNumber));
  if (missing.length > 0) throw importPartsMissing(missing);
  const upload = deps.files.resumeMultipartUpload(importFileKeys(row.organizationId, row.id).export, row.uploadId);
  await upload.complete(row.uploadedParts);
  const moved = await moveImport(deps.organizationDb, row.id, 'uploading', { status: 'analyzing', uploadId: null });
  if (!moved) throw importNotUploading();
  await enqueueTask(deps.queues.documents, { type: 'imports.analyze', organizationId: row.organizationId, importId: row.id });
  return moved;
}

/**
 * The person confirmed the report: a job of the jobs panel, its documents counted from the analysis's
 * chunks, then the import's first message. An import already running is sent on again (a lost message).
 */
export async function startImport(deps: OrganizationDependencies, where: ImportWhere & { userId: string; keepArchives: boolean }) {
  const { organizationDb: db, files, queues } = deps;
  const row = await getImportOrThrow(deps, where);
  if (row.status === 'importing') {
    await enqueueTask(queues.documents, { type: 'imports.continue', organizationId: row.organizationId, importId: row.id });
    return row;
  }
  if (row.status !== 'ready') throw importNotReady();
  // The report counts the documents coming: one read, not one per chunk.
  const report = await readJson<ImportReport>(files, importFileKeys(row.organizationId, row.id).report);
  const documentsCount = report?.documentsComing ?? 0;
  const job = await insertJob(db, {
    id: generateId('bulk'),
    organizationId: row.organizationId,
    createdBy: where.userId,
    action: 'import',
    documentsCount,
  });
  const moved = await moveImport(db, row.id, 'ready', { status: 'importing', jobId: job.id, keepArchives: where.keepArchives });
  if (!moved) throw importNotReady();
  await enqueueTask(queues.documents, { type: 'imports.continue', organizationId: row.organizationId, importId: row.id });
  return moved;
}

/** Drops an import and its files in R2 (its upload, if unfinished, too); what it imported stays. */
export async function removeImport(deps: OrganizationDependencies, where: ImportWhere) {
  const row = await getImportOrThrow(deps, where);
  if (row.status === 'importing' || row.status === 'analyzing') throw importRunning();
  const keys = importFileKeys(row.organizationId, row.id);
  if (row.uploadId)
    await deps.files
      .resumeMultipartUpload(keys.export, row.uploadId)
      .abort()
      .catch(() => undefined);
  await deletePrefix(deps.files, keys.prefix);
  await deleteImport(deps.organizationDb, row.id);
}

const STALE_AFTER_MS = 60 * 60 * 1000;

/** The daily upkeep: an analysis or an import that has not moved for an hour lost its message, and gets another. */
export async function resumeStaleImports({ organizationDb: db, queues }: OrganizationDependencies, { now }: { now: Date }) {
  const stale = await findStaleImports(db, new Date(now.getTime() - STALE_AFTER_MS), QUEUE_BATCH_LIMIT);
  await enqueueTasks(
    queues.documents,
    stale.map(({ id, organizationId, status }) => ({
      type: status === 'analyzing' ? ('imports.analyze' as const) : ('imports.continue' as const),
      organizationId,
      importId: id,
    })),
  );
}

type ImportTask = { organizationId: string; importId: string };

/** Queue step: the export read into its report, by the reader of its source. */
export async function analyzeImport(deps: OrganizationDependencies, task: ImportTask) {
  const row = await findImport(deps.organizationDb, task.organizationId, task.importId);
  if (row?.status !== 'analyzing') return;
  return row.source === 'archive' ? analyzeArchiveImport(deps, task) : analyzePaperlessImport(deps, task);
}

/** Queue step: the import's next documents, by the importer of its source. */
export async function continueImport(deps: OrganizationDependencies, task: ImportTask, options: { statements?: number }) {
  const row = await findImport(deps.organizationDb, task.organizationId, task.importId);
  if (row?.status !== 'importing') return;
  return row.source === 'archive' ? continueArchiveImport(deps, task, options) : continuePaperlessImport(deps, task, options);
}
