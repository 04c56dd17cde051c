import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, concatBytes } from '@noble/hashes/utils.js';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { runBatchedRead, type Statement } from '../../platform/db/batched-read';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { enqueueTask, STATEMENTS_PER_TASK } from '../../platform/queue';
import { generateId } from '../../../core/ids';
import { type ExportSource, ExportSourceError } from '../../../core/imports/export-source';
import { zipExportSource } from '../../../core/imports/zip-ranges';
import type { ImportReport } from '../../../core/imports/imports.schemas';
import { documentSubject, type ImportProblem, type PlannedFile } from '../../../core/imports/paperless/paperless-plan';
import { tagInputSchema } from '../../../core/tags/tags.schemas';
import { detectMimeType, MIME_SNIFF_BYTES } from '../../../core/files/mime-type';
import { sanitizeDocumentName } from '../../../core/documents/document-name';
import { originalFileKey } from '../../platform/organization-files';
import { findDocumentByArchiveSerialNumber, findDocumentBySha256, findDocumentsIn } from '../documents/documents.repository';
import { insertImportedDocument } from '../documents/documents.service';
import { documentTagsInsert, insertTag, listTagNames } from '../tags/tags.repository';
import { importedNotesInsert } from '../documents/notes/notes.repository';
import { listMembers } from '../members/members.repository';
import { addJobProgress, finishJob } from '../bulk-jobs/bulk-jobs.repository';
import {
  findImport,
  findImportedDocuments,
  importedDocumentInsert,
  importProgressUpdate,
  moveImport,
  type ImportRow,
} from './imports.repository';
import { importFileKeys, putJson, r2RangeReader, readJson } from './import-files';
import type { StagedChunk, StagedDocument, StagedPlan } from './paperless-analysis.service';

/**
 * A document costs about six D1 statements (its row, version, activity, tags, notes, the import's
 * record, in one batch) and a few R2 calls (its file read a megabyte at a time, then stored): as many
 * as fit in a message's share of its batch, and a bounded time, then the next message.
 */
const DOCUMENT_STATEMENTS = 8;
const DOCUMENTS_PER_MESSAGE = Math.max(1, Math.floor((STATEMENTS_PER_TASK - 10) / DOCUMENT_STATEMENTS));
const MESSAGE_TIME_BUDGET_MS = 15_000;

type Outcome = { imported: boolean; problems: ImportProblem[] };
type Targets = { tagIdByName: Map<string, string>; userIdByEmail: Map<string, string> };
/** The export's files by their name in its folder, with their size. */
type ExportFiles = { source: ExportSource; root: string; sizes: Map<string, number> };

/**
 * Queue step of an import that is `importing`: the next documents from where it stands (its chunk and
 * the index in it), each checked against what earlier imports brought, then its progress; the next
 * message, or the end. A message delivered twice finds the documents recorded and adds nothing.
 */
export async function continuePaperlessImport(
  deps: OrganizationDependencies,
  { organizationId, importId }: { organizationId: string; importId: string },
) {
  const { organizationDb: db, files, queues } = deps;
  const row = await findImport(db, organizationId, importId);
  if (row?.status !== 'importing') return;
  const keys = importFileKeys(organizationId, importId);
  const plan = await readJson<StagedPlan>(files, keys.plan);
  let exportFiles: ExportFiles;
  try {
    if (!plan) throw new ExportSourceError('the import’s plan is missing from storage');
    const source = await zipExportSource(await r2RangeReader(files, keys.export));
    const { entries } = await source.listEntries();
    exportFiles = { source, root: plan.root, sizes: new Map(entries.map((entry) => [entry.name, entry.size])) };
  } catch (error) {
    if (!(error instanceof ExportSourceError)) throw error;
    return endImport(deps, row, { status: 'failed', error: error.message, problems: [] });
  }
  const targets = await prepareTargets(deps, organizationId, plan);

  const startedAt = Date.now();
  let { nextChunk, nextIndex } = row;
  let done = 0;
  let imported = 0;
  const problems: ImportProblem[] = [];
  while (nextChunk < row.chunksCount) {
    const chunk = await readJson<StagedChunk>(files, keys.chunk(nextChunk));
    if (!chunk) return endImport(deps, row, { status: 'failed', error: 'A part of the import’s plan is missing from storage', problems });
    const already = await alreadyImported(deps, organizationId, chunk.documents.slice(nextIndex));
    for (; nextIndex < chunk.documents.length; nextIndex++) {
      if (done >= DOCUMENTS_PER_MESSAGE || Date.now() - startedAt > MESSAGE_TIME_BUDGET_MS) {
        await saveProgress(deps, row, { nextChunk, nextIndex, done, imported, problems });
        return enqueueTask(queues.documents, { type: 'imports.continue', organizationId, importId });
      }
      const document = chunk.documents[nextIndex]!;
      done++;
      if (already.has(document.paperlessId)) {
        if (already.get(document.paperlessId) === row.id) imported++;
        continue;
      }
      const content = chunk.texts[document.paperlessId] ?? '';
      const outcome = await importDocument(deps, { row, targets, exportFiles, document, content });
      if (outcome.imported) imported++;
      problems.push(...outcome.problems);
    }
    nextChunk++;
    nextIndex = 0;
  }
  await saveProgress(deps, row, { nextChunk, nextIndex, done, imported, problems });
  await endImport(deps, row, { status: 'done', error: null, problems: [] });
}

/**
 * The tags the documents carry, made where the organization has none of that name (a tag of that name
 * is used as it is), and the members by email for the notes' authors. Made again by each message: a
 * tag made by an earlier one is found by name.
 */
async function prepareTargets(deps: OrganizationDependencies, organizationId: string, plan: StagedPlan): Promise<Targets> {
  const { organizationDb, db } = deps;
  const [tags, members] = await Promise.all([
    runBatchedRead(organizationDb, listTagNames(organizationDb, organizationId)),
    runBatchedRead(db, listMembers(db, organizationId)),
  ]);
  const tagIdByName = new Map(tags.map((tag) => [tag.name.toLowerCase(), tag.id]));
  for (const tag of plan.tags) {
    if (tagIdByName.has(tag.name.toLowerCase())) continue;
    const input = tagInputSchema.safeParse({ name: tag.name, color: tag.color, description: null });
    if (!input.success) continue;
    try {
      const created = await insertTag(organizationDb, { id: generateId('tag'), organizationId, ...input.data });
      tagIdByName.set(created.name.toLowerCase(), created.id);
    } catch (error) {
      // Made meanwhile by a person or a message delivered twice: read it below, next message.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return {
    tagIdByName,
    userIdByEmail: new Map(members.map(({ user }) => [user.email.toLowerCase(), user.id])),
  };
}

/**
 * Of these documents, those an import brought whose document is still here (in the trash or not), by
 * Paperless id: whether this import did (a message that failed after them) or an earlier one.
 */
async function alreadyImported({ organizationDb: db }: OrganizationDependencies, organizationId: string, documents: StagedDocument[]) {
  const records = await findImportedDocuments(db, {
    organizationId,
    source: 'paperless',
    keys: documents.map((document) => ({ sourceId: String(document.paperlessId), checksum: document.original?.checksum?.value ?? '' })),
  });
  const checksumOf = new Map(documents.map((document) => [String(document.paperlessId), document.original?.checksum?.value ?? '']));
  const matching = records.filter((record) => checksumOf.get(record.sourceId) === record.checksum);
  const present = new Set(
    (
      await findDocumentsIn(
        db,
        organizationId,
        matching.map((record) => record.documentId),
      )
    ).map((document) => document.id),
  );
  return new Map(
    matching.filter((record) => present.has(record.documentId)).map((record) => [Number(record.sourceId), record.importId] as const),
  );
}

/**
 * One document: its file copied from the export into R2 while its checksums are computed (the export's,
 * to verify it; ours, to store it), then its row with its tags, notes and the import's record in one
 * batch. A file that does not match, is too large or is already here is left, with its reason.
 */
async function importDocument(
  deps: OrganizationDependencies,
  {
    row,
    targets,
    exportFiles,
    document,
    content,
  }: { row: ImportRow; targets: Targets; exportFiles: ExportFiles; document: StagedDocument; content: string },
): Promise<Outcome> {
  const { organizationDb: db, files, settings } = deps;
  const { organizationId } = row;
  const subject = documentSubject(document.paperlessId, document.name);
  const leftOut = (message: string, code = 'document.left_out'): Outcome => ({ imported: false, problems: [{ code, subject, message }] });
  const original = document.original;
  if (!original?.checksum) return leftOut('its file has no checksum to verify: left out');

  const documentId = generateId('doc');
  const storageKey = originalFileKey(organizationId, documentId);
  const maxSize = settings.DOCUMENT_STORAGE_MAX_UPLOAD_SIZE;
  let copied: Awaited<ReturnType<typeof copyVerified>>;
  try {
    copied = await copyVerified(deps, {
      exportFiles,
      file: original,
      storageKey,
      maxSize,
      fileName: document.originalName,
      declaredType: document.mimeType,
    });
  } catch (error) {
    if (!(error instanceof ExportSourceError)) throw error;
    await files.delete(storageKey);
    return leftOut(`${original.name}: ${error.message}: left out`, 'file.unreadable');
  }
  if ('problem' in copied) return leftOut(copied.problem, copied.code);

  const holder = await findDocumentBySha256(db, organizationId, copied.sha256);
  if (holder) {
    await files.delete(storageKey);
    return leftOut('the organization already has this file: left out', 'document.already_here');
  }
  let archiveSerialNumber = document.archiveSerialNumber;
  const problems: ImportProblem[] = [];
  if (archiveSerialNumber !== null && (await findDocumentByArchiveSerialNumber(db, organizationId, archiveSerialNumber))) {
    problems.push({ code: 'serial_number.in_use', subject, message: `number ${archiveSerialNumber} is taken here: it comes without one` });
    archiveSerialNumber = null;
  }

  const tagIds = [...new Set(document.tagNames.flatMap((name) => targets.tagIdByName.get(name.toLowerCase()) ?? []))];
  const more: Statement[] = [
    importedDocumentInsert(db, {
      organizationId,
      source: 'paperless',
      sourceId: String(document.paperlessId),
      checksum: original.checksum.value,
      documentId,
      importId: row.id,
    }),
  ];
  if (tagIds.length > 0) more.push(documentTagsInsert(db, documentId, tagIds));
  if (document.notes.length > 0) {
    more.push(
      importedNotesInsert(db, {
        organizationId,
        documentId,
        notes: document.notes.map((note) => {
          const authorId = note.authorEmail ? (targets.userIdByEmail.get(note.authorEmail.toLowerCase()) ?? null) : null;
          return {
            authorId,
            // Not a member here: the note keeps its author's name.
            content: authorId || !note.authorName ? note.content : `${note.content}\n\n— ${note.authorName}`,
            createdAt: dateOr(note.createdAt, new Date()),
          };
        }),
      }),
    );
  }
  const addedAt = dateOr(document.addedAt, new Date());
  try {
    await insertImportedDocument(deps, {
      organizationId,
      userId: row.createdBy,
      documentId,
      file: {
        storageKey,
        name: sanitizeDocumentName(document.originalName),
        size: copied.size,
        sha256: copied.sha256,
        mimeType: copied.mimeType,
      },
      name: document.name,
      content,
      documentDate: document.documentDate,
      archiveSerialNumber,
      addedAt,
      modifiedAt: dateOr(document.modifiedAt, addedAt),
      deletedAt: document.deletedAt ? dateOr(document.deletedAt, new Date()) : null,
      more,
    });
  } catch (error) {
    await files.delete(storageKey);
    // The same file or serial number arrived meanwhile: left, with the reason; the next import tries again.
    if (!isUniqueViolation(error)) throw error;
    return leftOut('the same file or serial number arrived meanwhile: left out, import again to bring it', 'document.conflict');
  }
  return { imported: true, problems };
}

/**
 * Streams a file of the export into R2 at `storageKey`, computing the export's checksum (MD5 or
 * SHA-256) and ours (SHA-256) as it goes: held whole nowhere. A mismatch deletes what was stored.
 */
async function copyVerified(
  { files }: OrganizationDependencies,
  {
    exportFiles: { source, root, sizes },
    file,
    storageKey,
    maxSize,
    fileName,
    declaredType,
  }: { exportFiles: ExportFiles; file: PlannedFile; storageKey: string; maxSize: number; fileName: string; declaredType: string | null },
): Promise<{ size: number; sha256: string; mimeType: string } | { problem: string; code: string }> {
  const entryName = root + file.name;
  const size = sizes.get(entryName);
  if (size === undefined) return { code: 'file.missing', problem: `the manifest names ${file.name}, which the export lacks: left out` };
  if (size > maxSize) {
    return {
      code: 'file.too_large',
      problem: `${file.name} is ${size} bytes, more than the ${maxSize} a document may have here: left out`,
    };
  }
  const ours = new crypto.DigestStream('SHA-256');
  const oursWriter = ours.getWriter();
  const theirs = file.checksum!.algorithm === 'md5' ? md5.create() : null;
  const { readable, writable } = new FixedLengthStream(size);
  const stored = files.put(storageKey, readable);
  const writer = writable.getWriter();
  let head = new Uint8Array(0);
  try {
    for await (const chunk of source.readEntry(entryName)) {
      if (head.length < MIME_SNIFF_BYTES) head = concatBytes(head, chunk.subarray(0, MIME_SNIFF_BYTES - head.length));
      theirs?.update(chunk);
      await oursWriter.write(chunk);
      await writer.write(chunk);
    }
    await writer.close();
    await stored;
  } catch (error) {
    await writer.abort(error).catch(() => undefined);
    await stored.catch(() => undefined);
    throw error;
  } finally {
    await oursWriter.close();
  }
  const sha256 = bytesToHex(new Uint8Array(await ours.digest));
  const actual = theirs ? bytesToHex(theirs.digest()) : sha256;
  if (actual !== file.checksum!.value) {
    await files.delete(storageKey);
    return {
      code: 'checksum.mismatch',
      problem: `${file.name}: its ${file.checksum!.algorithm.toUpperCase()} is ${actual}, the manifest says ${file.checksum!.value}: left out`,
    };
  }
  return { size, sha256, mimeType: detectMimeType({ declared: declaredType ?? undefined, head, fileName }) };
}

function dateOr(value: string | null, fallback: Date): Date {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : fallback;
}

/** Where the job stands, what it added, and the jobs panel's counts; the problems it met join the report. */
async function saveProgress(
  deps: OrganizationDependencies,
  row: ImportRow,
  {
    nextChunk,
    nextIndex,
    done,
    imported,
    problems,
  }: { nextChunk: number; nextIndex: number; done: number; imported: number; problems: ImportProblem[] },
) {
  const { organizationDb: db } = deps;
  await db.batch([importProgressUpdate(db, row.id, { nextChunk, nextIndex, imported, skipped: done - imported })]);
  if (row.jobId) await addJobProgress(db, row.jobId, { processed: done, changed: imported });
  if (problems.length > 0) await addReportProblems(deps, row, problems);
}

async function addReportProblems({ files }: OrganizationDependencies, row: ImportRow, problems: ImportProblem[]) {
  const key = importFileKeys(row.organizationId, row.id).report;
  const report = await readJson<ImportReport>(files, key);
  if (!report) return;
  report.problems.push(...problems);
  report.problemsCount = report.problems.length;
  await putJson(files, key, report);
}

async function endImport(
  deps: OrganizationDependencies,
  row: ImportRow,
  { status, error, problems }: { status: 'done' | 'failed'; error: string | null; problems: ImportProblem[] },
) {
  const { organizationDb: db } = deps;
  if (problems.length > 0) await addReportProblems(deps, row, problems);
  await moveImport(db, row.id, 'importing', { status, error });
  if (row.jobId) await finishJob(db, row.jobId, { status, error });
}
