import type { OrganizationDependencies } from '../../platform/dependencies';
import { enqueueTask, enqueueTasks, QUEUE_BATCH_LIMIT } from '../../platform/queue';
import { deletePrefix } from '../../platform/organization-files';
import { generateId } from '../../../core/ids';
import type { Statement } from '../../platform/db/batched-read';
import { IMPORT_PART_BYTES, type CreateImportInput } from '../../../core/imports/imports.schemas';
import {
  importNotFound,
  importNotReady,
  importNotUploading,
  importPartOutOfRange,
  importPartsMissing,
  importPartWrongSize,
  importRunning,
} from '../../../core/imports/imports.errors';
import {
  deleteImport,
  findImport,
  findImportsIn,
  findStaleImports,
  insertImport,
  moveImport,
  queueImportUpdate,
  recordUploadedPart,
  resumeImportsUpdate,
} from './imports.repository';
import { startNextImport } from './import-queue';
import { confirmationOf } from '../../../core/imports/import-queue';
import { partsCountOf } from './imports.dto';
import { importFileKeys } from './import-files';
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
 * The person confirmed these imports' reports (the parts of an export, in the order given; or one): each
 * read one joins the end of the organization's queue, a failed or paused one goes back to its place
 * (with every import paused behind a failure), and the queue's first starts unless an import runs: the
 * end of each starts the next (import-queue.ts), the dialog closed or not. An import already running
 * is sent on again (a lost message). Refused whole when one of them cannot be confirmed.
 */
export async function startImports(
  deps: OrganizationDependencies,
  {
    organizationId,
    userId,
    importIds,
    keepArchives,
  }: { organizationId: string; userId: string; importIds: string[]; keepArchives: boolean },
) {
  const { organizationDb: db, queues } = deps;
  const found = new Map((await findImportsIn(db, organizationId, importIds)).map((row) => [row.id, row]));
  if (found.size !== importIds.length) throw importNotFound();
  const rows = importIds.map((importId) => found.get(importId)!);
  if (rows.some(({ status }) => confirmationOf(status) === 'refuse')) throw importNotReady();
  const toQueue = rows.filter(({ status }) => confirmationOf(status) === 'queue');
  const toResume = rows.filter(({ status }) => confirmationOf(status) === 'resume').map(({ id }) => id);
  const [first, ...rest]: Statement[] = [
    ...(toResume.length > 0 ? [resumeImportsUpdate(db, organizationId, toResume)] : []),
    ...toQueue.map(({ id }) => queueImportUpdate(db, { organizationId, importId: id, confirmedBy: userId, keepArchives })),
  ];
  if (first) await db.batch([first, ...rest]);
  await enqueueTasks(
    queues.documents,
    rows
      .filter(({ status }) => status === 'importing')
      .map(({ id }) => ({ type: 'imports.continue' as const, organizationId, importId: id })),
  );
  await startNextImport(deps, organizationId);
  const after = new Map((await findImportsIn(db, organizationId, importIds)).map((row) => [row.id, row]));
  return importIds.flatMap((importId) => after.get(importId) ?? []);
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

/**
 * The daily upkeep: an analysis or an import that has not moved for an hour lost its message, and gets
 * another; so does an import queued for an hour (its message starts the queue's first, unless one runs).
 */
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
  // A queued import the daily upkeep found waiting, or the last message of an ended one delivered again
  // (its first delivery may have stopped before starting the next): the next starts, unless one imports.
  if (row?.status === 'queued' || row?.status === 'done' || row?.status === 'failed') return startNextImport(deps, task.organizationId);
  if (row?.status !== 'importing') return;
  return row.source === 'archive' ? continueArchiveImport(deps, task, options) : continuePaperlessImport(deps, task, options);
}
