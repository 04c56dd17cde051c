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
import {
  documentPropertyValuesInsert,
  listProperties,
  type PropertyRow,
  type StoredValue,
  writePropertyValues,
} from '../properties/properties.repository';
import { createProperty, editProperty, propertyLimitsOf } from '../properties/properties.service';
import { propertyInputSchema } from '../../../core/properties/properties.schemas';
import { searchColumnsOf } from '../../../core/properties/property-types';
import { DEFAULT_TAG_COLOR, importedPropertyValue } from '../../../core/imports/paperless/paperless-mapping';
import { AppError } from '../../../core/errors';
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
type Targets = { tagIdByName: Map<string, string>; propertyByName: Map<string, PropertyRow>; userIdByEmail: Map<string, string> };
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
  const prepared = await prepareTargets(deps, organizationId, plan);
  const { targets } = prepared;

  const startedAt = Date.now();
  let { nextChunk, nextIndex } = row;
  let done = 0;
  let imported = 0;
  const problems: ImportProblem[] = [...prepared.problems];
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
  // Chunks past the last are the links' pass over them again, one a message.
  const hasLinks = [...targets.propertyByName.values()].some((property) => property.type === 'document');
  if (hasLinks && nextChunk < 2 * row.chunksCount) {
    if (done > 0) {
      await saveProgress(deps, row, { nextChunk, nextIndex, done, imported, problems });
      return enqueueTask(queues.documents, { type: 'imports.continue', organizationId, importId });
    }
    const chunk = await readJson<StagedChunk>(files, keys.chunk(nextChunk - row.chunksCount));
    if (chunk) problems.push(...(await linkChunk(deps, row, targets, chunk)));
    await saveProgress(deps, row, { nextChunk: nextChunk + 1, nextIndex: 0, done, imported, problems });
    if (nextChunk + 1 < 2 * row.chunksCount) return enqueueTask(queues.documents, { type: 'imports.continue', organizationId, importId });
  } else {
    await saveProgress(deps, row, { nextChunk, nextIndex, done, imported, problems });
  }
  await endImport(deps, row, { status: 'done', error: null, problems: [] });
}

/**
 * The tags the documents carry, made where the organization has none of that name (a tag of that name
 * is used as it is), and the members by email for the notes' authors. Made again by each message: a
 * tag made by an earlier one is found by name.
 */
async function prepareTargets(deps: OrganizationDependencies, organizationId: string, plan: StagedPlan) {
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
  const { propertyByName, problems } = await prepareProperties(deps, organizationId, plan);
  return {
    targets: { tagIdByName, propertyByName, userIdByEmail: new Map(members.map(({ user }) => [user.email.toLowerCase(), user.id])) },
    problems,
  };
}

/**
 * The properties the documents' values go to: one of the same name and type is used (a select gets the
 * options it lacks), one of another type keeps its values out (said), a missing one is made.
 */
async function prepareProperties(deps: OrganizationDependencies, organizationId: string, plan: StagedPlan) {
  const { organizationDb, settings } = deps;
  const limits = propertyLimitsOf(settings);
  const existing = await runBatchedRead(organizationDb, listProperties(organizationDb, organizationId));
  const propertyByName = new Map(existing.map((property) => [property.name.toLowerCase(), property]));
  const problems: ImportProblem[] = [];
  for (const planned of plan.properties) {
    const key = planned.name.toLowerCase();
    const found = propertyByName.get(key);
    const optionsOf = (names: string[]) => names.map((name) => ({ name, color: DEFAULT_TAG_COLOR }));
    try {
      if (!found) {
        const input = propertyInputSchema.parse({
          name: planned.name,
          type: planned.type,
          unit: planned.unit,
          options: optionsOf(planned.options),
        });
        propertyByName.set(key, await createProperty(deps, { organizationId, input, limits }));
      } else if (found.type !== planned.type) {
        propertyByName.delete(key);
        problems.push({
          code: 'property.type_differs',
          subject: planned.name,
          message: `a property of this name here holds ${found.type} values, not ${planned.type}: its values are not carried`,
        });
      } else {
        const missing = planned.options.filter((name) => !found.options.some((option) => option.name.toLowerCase() === name.toLowerCase()));
        if (missing.length > 0) {
          const input = propertyInputSchema.parse({ ...found, options: [...found.options, ...optionsOf(missing)] });
          propertyByName.set(key, await editProperty(deps, { organizationId, propertyId: found.id, input, limits }));
        }
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Past a limit of the organization's, or made meanwhile under that name: said, and the next message finds it.
      propertyByName.delete(key);
      problems.push({ code: 'property.not_made', subject: planned.name, message: `${error.message}: its values are not carried` });
    }
  }
  return { propertyByName, problems };
}

/**
 * Of these documents, those an import brought whose document is still here (in the trash or not), by
 * Paperless id: whether this import did (a message that failed after them) or an earlier one.
 */
async function alreadyImported({ organizationDb: db }: OrganizationDependencies, organizationId: string, documents: StagedDocument[]) {
  const records = await findImportedDocuments(db, {
    organizationId,
    source: 'paperless',
    sourceIds: documents.map((document) => String(document.paperlessId)),
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
  const values = propertyValuesOf(deps, { targets, document, subject, problems });
  if (values.length > 0) more.push(documentPropertyValuesInsert(db, { organizationId, documentId, values }));
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

/** A document's values on the properties here; a document link waits for the links' pass (its document may come later). */
function propertyValuesOf(
  { settings }: OrganizationDependencies,
  { targets, document, subject, problems }: { targets: Targets; document: StagedDocument; subject: string; problems: ImportProblem[] },
) {
  const values: ({ propertyId: string } & StoredValue)[] = [];
  for (const [name, planned] of Object.entries(document.properties)) {
    const property = targets.propertyByName.get(name.toLowerCase());
    if (!property || property.type === 'document') continue;
    const imported = importedPropertyValue(property, planned, { textMaxLength: settings.PROPERTIES_TEXT_MAX_LENGTH });
    if (!imported || 'linkedPaperlessId' in imported) continue;
    if ('problem' in imported) {
      problems.push({ code: 'property.value_refused', subject, message: `${imported.problem}: not carried` });
      continue;
    }
    if (imported.cut) {
      problems.push({
        code: 'property.value_cut',
        subject,
        message: `${property.name}: ${imported.cut} characters, cut to the ${settings.PROPERTIES_TEXT_MAX_LENGTH} a property keeps`,
      });
    }
    values.push({ propertyId: property.id, value: imported.value, ...searchColumnsOf(property.type, imported.value) });
  }
  return values;
}

/**
 * The links' pass, a chunk a message once every document is here: each document-link value names
 * the document its Paperless id became here. Written only where the document has none (a person may
 * have set one meanwhile); a link to a document that did not come is said.
 */
async function linkChunk(deps: OrganizationDependencies, row: ImportRow, targets: Targets, chunk: StagedChunk) {
  const { organizationDb: db } = deps;
  const links = chunk.documents.flatMap((document) =>
    Object.entries(document.properties).flatMap(([name, planned]) => {
      const property = targets.propertyByName.get(name.toLowerCase());
      if (property?.type !== 'document') return [];
      const imported = importedPropertyValue(property, planned, { textMaxLength: 0 });
      return imported && 'linkedPaperlessId' in imported ? [{ document, property, to: imported.linkedPaperlessId }] : [];
    }),
  );
  if (links.length === 0) return [];
  const records = await findImportedDocuments(db, {
    organizationId: row.organizationId,
    source: 'paperless',
    sourceIds: links.flatMap(({ document, to }) => [String(document.paperlessId), String(to)]),
  });
  const documentIdOf = new Map(records.map((record) => [Number(record.sourceId), record.documentId]));
  const problems: ImportProblem[] = [];
  for (const { document, property, to } of links) {
    const from = documentIdOf.get(document.paperlessId);
    const target = documentIdOf.get(to);
    if (!from) continue;
    if (!target) {
      problems.push({
        code: 'property.link_missing',
        subject: documentSubject(document.paperlessId, document.name),
        message: `${property.name}: document ${to} did not come: the link is not carried`,
      });
      continue;
    }
    await writePropertyValues(
      db,
      { organizationId: row.organizationId, propertyId: property.id, documentIds: [from] },
      { value: target, ...searchColumnsOf('document', target) },
      { isFillOnly: true },
    );
  }
  return problems;
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
  // The preparation's problems come again with each message: each is said once.
  const said = new Set(report.problems.map((problem) => JSON.stringify(problem)));
  report.problems.push(...problems.filter((problem) => !said.has(JSON.stringify(problem)) && said.add(JSON.stringify(problem))));
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
