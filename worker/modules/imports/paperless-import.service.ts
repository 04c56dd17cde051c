import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, concatBytes } from '@noble/hashes/utils.js';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { runBatchedRead, type Statement } from '../../platform/db/batched-read';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { enqueueTask, STATEMENTS_PER_TASK } from '../../platform/queue';
import { generateId } from '../../../core/ids';
import { type ExportSource, ExportSourceError } from '../../../core/imports/export-source';
import { zipExportSource } from '../../../core/imports/zip-ranges';
import { documentSubject, type ImportProblem, type PlannedFile } from '../../../core/imports/paperless/paperless-plan';
import { tagInputSchema } from '../../../core/tags/tags.schemas';
import { detectMimeType, MIME_SNIFF_BYTES } from '../../../core/files/mime-type';
import { sanitizeDocumentName } from '../../../core/documents/document-name';
import { stemOf } from '../../../core/pages/page-edit-plan';
import { originalFileKey, thumbnailKey, versionFileKey } from '../../platform/organization-files';
import { fitsAsThumbnail, KEPT_THUMBNAIL_MAX_BYTES } from '../../../core/pages/thumbnail-bounds';
import { findDocumentByArchiveSerialNumber, findDocumentBySha256, findDocumentsIn } from '../documents/documents.repository';
import { type ImportedFile, insertImportedDocument } from '../documents/documents.service';
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
import { type MatchingRule, matchingRuleWorkflow } from '../../../core/imports/paperless/paperless-review';
import { CORRESPONDENT_PROPERTY, DOCUMENT_TYPE_PROPERTY, STORAGE_PATH_PROPERTY } from '../../../core/imports/paperless/paperless-plan';
import { savedViewInputSchema } from '../../../core/saved-views/saved-views.schemas';
import { createSavedView, listSavedViews } from '../saved-views/saved-views.service';
import { createWorkflow } from '../workflows/workflows.service';
import { listWorkflows } from '../workflows/workflows.repository';
import { importedNotesInsert } from '../documents/notes/notes.repository';
import { listMembers } from '../members/members.repository';
import { findImport, findImportedDocuments, importedDocumentInsert, type ImportRow } from './imports.repository';
import { importFileKeys, r2RangeReader, readJson } from './import-files';
import { endImport, saveProgress, thumbnailsAsker } from './import-progress';
import type { StagedChunk, StagedDocument, StagedPlan, StagedTexts } from './paperless-analysis.service';

/**
 * A document costs about ten D1 statements (two checks, then its row, versions, activity, tags,
 * properties, notes and the import's record in one batch) and a few R2 calls (each file read a
 * megabyte at a time, then stored): as many as fit in a message's share of its batch's statements
 * (worker/tasks.ts: a hundred in a full batch, up to a thousand alone) beside the message's own reads
 * and progress, and a bounded time, then the next message. One already here costs nothing of it (a
 * re-import goes through quickly).
 */
const DOCUMENT_STATEMENTS = 10;
/** A message's own: the targets' reads, its progress, the report's problems. */
const MESSAGE_STATEMENTS = 10;
/** A chunk's check of what is already here. */
const CHUNK_STATEMENTS = 2;
const MESSAGE_TIME_BUDGET_MS = 15_000;

/** `document`, the row written, when it came. */
type Outcome = { imported: boolean; problems: ImportProblem[]; document?: Awaited<ReturnType<typeof insertImportedDocument>> };
type Targets = { tagIdByName: Map<string, string>; propertyByName: Map<string, PropertyRow>; userIdByEmail: Map<string, string> };
/** A file copied into R2 and verified: what the document or version records of it. */
type CopiedFile = Omit<ImportedFile, 'storageKey'>;
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
  { statements = STATEMENTS_PER_TASK }: { statements?: number } = {},
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

  const textOf = textsReader(deps, keys);
  const startedAt = Date.now();
  let { nextChunk, nextIndex } = row;
  let done = 0;
  let imported = 0;
  let spent = MESSAGE_STATEMENTS;
  const problems: ImportProblem[] = [...prepared.problems];
  const thumbnails = thumbnailsAsker(deps);
  const handOver = async () => {
    await thumbnails.ask();
    await saveProgress(deps, row, { nextChunk, nextIndex, done, imported, problems });
    await enqueueTask(queues.documents, { type: 'imports.continue', organizationId, importId });
  };
  const isSpent = (more: number) => spent + more > statements || Date.now() - startedAt > MESSAGE_TIME_BUDGET_MS;
  while (nextChunk < row.chunksCount) {
    if (isSpent(CHUNK_STATEMENTS + DOCUMENT_STATEMENTS)) return handOver();
    spent += CHUNK_STATEMENTS;
    const chunk = await readJson<StagedChunk>(files, keys.chunk(nextChunk));
    if (!chunk) {
      await thumbnails.ask();
      return endImport(deps, row, { status: 'failed', error: 'A part of the import’s plan is missing from storage', problems });
    }
    const already = await alreadyImported(deps, organizationId, chunk.documents.slice(nextIndex));
    for (; nextIndex < chunk.documents.length; nextIndex++) {
      const document = chunk.documents[nextIndex]!;
      if (already.has(document.paperlessId)) {
        done++;
        if (already.get(document.paperlessId) === row.id) imported++;
        continue;
      }
      if (isSpent(DOCUMENT_STATEMENTS)) return handOver();
      spent += DOCUMENT_STATEMENTS;
      done++;
      const outcome = await thumbnails.of(importDocument(deps, { row, targets, exportFiles, document, chunk: nextChunk, textOf }));
      if (outcome.imported) imported++;
      problems.push(...outcome.problems);
    }
    nextChunk++;
    nextIndex = 0;
  }
  await thumbnails.ask();
  // Chunks past the last are the links' pass over them again, one a message.
  const hasLinks = [...targets.propertyByName.values()].some((property) => property.type === 'document');
  if (hasLinks && nextChunk < 2 * row.chunksCount) {
    if (done > 0) return handOver();
    const chunk = await readJson<StagedChunk>(files, keys.chunk(nextChunk - row.chunksCount));
    if (chunk) problems.push(...(await linkChunk(deps, row, targets, chunk)));
    await saveProgress(deps, row, { nextChunk: nextChunk + 1, nextIndex: 0, done, imported, problems });
    if (nextChunk + 1 < 2 * row.chunksCount) return enqueueTask(queues.documents, { type: 'imports.continue', organizationId, importId });
  } else {
    await saveProgress(deps, row, { nextChunk, nextIndex, done, imported, problems });
  }
  await endImport(deps, row, { status: 'done', error: null, problems: await bringViewsAndRules(deps, row, plan!, targets) });
}

const PROPERTY_OF_RULE: Record<MatchingRule['kind'], string | null> = {
  tag: null,
  correspondent: CORRESPONDENT_PROPERTY,
  'document type': DOCUMENT_TYPE_PROPERTY,
  'storage path': STORAGE_PATH_PROPERTY,
};

/**
 * Once every document is here: the saved views whose rules translate, and the matching rules our
 * conditions can say, as disabled workflows to review. Each is skipped where one of its name exists
 * (the last message delivered again makes none twice); one past a limit is said in the report.
 */
async function bringViewsAndRules(deps: OrganizationDependencies, row: ImportRow, plan: StagedPlan, targets: Targets) {
  const { organizationDb: db, settings } = deps;
  const { organizationId } = row;
  const problems: ImportProblem[] = [];
  const refused = (code: string, subject: string, error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    problems.push({ code, subject, message: `${error.message}: not carried` });
  };
  const viewNames = new Set((await runBatchedRead(db, listSavedViews(db, organizationId))).map((view) => view.name.toLowerCase()));
  for (const { name, searchQuery, tagNames, tagMatch } of plan.savedViews) {
    if (viewNames.has(name.toLowerCase()) || !row.createdBy) continue;
    const input = savedViewInputSchema.safeParse({
      name,
      searchQuery,
      tagIds: tagNames.flatMap((tagName) => targets.tagIdByName.get(tagName.toLowerCase()) ?? []),
      tagMatch,
    });
    if (!input.success) {
      problems.push({ code: 'saved_view.refused', subject: name, message: `${input.error.issues[0]?.message}: not carried` });
      continue;
    }
    await createSavedView(deps, {
      organizationId,
      userId: row.createdBy,
      input: input.data,
      limit: settings.SAVED_VIEWS_MAX_PER_ORGANIZATION,
    }).catch((error) => refused('saved_view.refused', name, error));
  }

  const workflowNames = new Set((await listWorkflows(db, organizationId)).map((workflow) => workflow.name));
  for (const rule of plan.matchingRules) {
    const propertyName = PROPERTY_OF_RULE[rule.kind];
    const property = propertyName ? targets.propertyByName.get(propertyName.toLowerCase()) : undefined;
    const tagId = targets.tagIdByName.get(rule.target.toLowerCase());
    const optionId = property?.options.find((option) => option.name === rule.target)?.id;
    const effect =
      rule.kind === 'tag'
        ? tagId && { tagId }
        : property &&
          (rule.kind === 'storage path'
            ? rule.path && { propertyId: property.id, value: rule.path }
            : optionId && { propertyId: property.id, value: optionId });
    const input = effect ? matchingRuleWorkflow(rule, effect) : null;
    if (!input || workflowNames.has(input.name)) continue;
    await createWorkflow(deps, { organizationId, input }).catch((error) => refused('workflow.refused', input.name, error));
  }
  return problems;
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

/** The texts of the chunks a message reads, each read once. */
function textsReader(deps: OrganizationDependencies, keys: ReturnType<typeof importFileKeys>) {
  const read = new Map<number, Promise<StagedTexts>>();
  return (chunk: number, paperlessId: number) => {
    if (!read.has(chunk))
      read.set(
        chunk,
        readJson<StagedTexts>(deps.files, keys.texts(chunk)).then((texts) => texts ?? {}),
      );
    return read.get(chunk)!.then((texts) => texts[paperlessId] ?? '');
  };
}
type TextOf = ReturnType<typeof textsReader>;

type StoredFile = DocumentFile & { id: string; storageKey: string; copied: CopiedFile };

/** A file of the document to bring, oldest first: its original, its archived PDF/A, its versions (3.0); the last is current. */
type DocumentFile = { file: PlannedFile; name: string; label: string | null; text: string; what: string };

/**
 * One document: each of its files copied from the export into R2 while its checksums are computed
 * (the export's, to verify it; ours, to store it), then its row with its versions, tags, properties,
 * notes and the import's record in one batch. An original that does not match, is too large or is
 * already here leaves the document out; a later file that does not leaves out that version only.
 */
async function importDocument(
  deps: OrganizationDependencies,
  {
    row,
    targets,
    exportFiles,
    document,
    chunk,
    textOf,
  }: { row: ImportRow; targets: Targets; exportFiles: ExportFiles; document: StagedDocument; chunk: number; textOf: TextOf },
): Promise<Outcome> {
  const { organizationDb: db, files } = deps;
  const { organizationId } = row;
  const subject = documentSubject(document.paperlessId, document.name);
  const problems: ImportProblem[] = [];
  const leftOut = (message: string, code = 'document.left_out'): Outcome => ({
    imported: false,
    problems: [...problems, { code, subject, message }],
  });
  const original = document.original;
  if (!original?.checksum) return leftOut('its file has no checksum to verify: left out');

  const content = await textOf(chunk, document.paperlessId);
  const exportedName = (file: PlannedFile) => file.name.split('/').pop() ?? document.originalName;
  const planned: DocumentFile[] = [
    { file: original, name: document.originalName, label: null, text: content, what: 'its file' },
    ...(document.archive && row.keepArchives
      ? [
          {
            file: document.archive,
            name: `${stemOf(document.originalName)}.pdf`,
            label: ARCHIVE_LABEL,
            text: content,
            what: 'its archived PDF/A',
          },
        ]
      : []),
    ...(await Promise.all(
      document.versions.map(async (version) => ({
        file: version,
        name: exportedName(version),
        label: version.label,
        text: await textOf(document.versionTextChunks[version.paperlessId] ?? chunk, version.paperlessId),
        what: `version ${version.paperlessId}`,
      })),
    )),
  ];

  const documentId = generateId('doc');
  const stored: StoredFile[] = [];
  const thumbnail = { key: thumbnailKey(organizationId, documentId), isKept: false };
  const removeStored = () =>
    Promise.all(
      [...stored.map(({ storageKey }) => storageKey), ...(thumbnail.isKept ? [thumbnail.key] : [])].map((key) => files.delete(key)),
    );
  let refused: Awaited<ReturnType<typeof copyFiles>>;
  try {
    refused = await copyFiles(deps, { row, exportFiles, document, documentId, planned, stored, subject, problems });
  } catch (error) {
    // Storage failed midway: what was stored goes, and the queue tries the document again.
    await removeStored();
    throw error;
  }
  if (refused) {
    await removeStored();
    return leftOut(`${refused.problem}: left out`, refused.code);
  }

  if (await findDocumentBySha256(db, organizationId, stored[0]!.copied.sha256)) {
    await removeStored();
    return leftOut('the organization already has this file: left out', 'document.already_here');
  }
  let archiveSerialNumber = document.archiveSerialNumber;
  if (archiveSerialNumber !== null && (await findDocumentByArchiveSerialNumber(db, organizationId, archiveSerialNumber))) {
    problems.push({ code: 'serial_number.in_use', subject, message: `number ${archiveSerialNumber} is taken here: it comes without one` });
    archiveSerialNumber = null;
  }

  thumbnail.isKept = await keepExportThumbnail(deps, { exportFiles, name: document.thumbnail ?? null, key: thumbnail.key });

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
  const current = stored.at(-1)!;
  const fileOf = ({ storageKey, copied }: (typeof stored)[number]): ImportedFile => ({ storageKey, ...copied });
  let written;
  try {
    written = await insertImportedDocument(deps, {
      organizationId,
      userId: row.createdBy,
      documentId,
      versionId: current.id,
      versionLabel: current.label,
      file: fileOf(current),
      olderVersions: stored
        .slice(0, -1)
        .map((version) => ({ id: version.id, label: version.label, file: fileOf(version), content: version.text || null })),
      name: document.name,
      content: current.text,
      documentDate: document.documentDate,
      archiveSerialNumber,
      addedAt,
      modifiedAt: dateOr(document.modifiedAt, addedAt),
      deletedAt: document.deletedAt ? dateOr(document.deletedAt, new Date()) : null,
      thumbnailCreatedAt: thumbnail.isKept ? new Date() : null,
      more,
    });
  } catch (error) {
    await removeStored();
    // The same file or serial number arrived meanwhile: left, with the reason; the next import tries again.
    if (!isUniqueViolation(error)) throw error;
    return leftOut('the same file or serial number arrived meanwhile: left out, import again to bring it', 'document.conflict');
  }
  return { imported: true, problems, document: written };
}

/** Copies the document's files in order into `stored`; why, when its original cannot come. */
async function copyFiles(
  deps: OrganizationDependencies,
  {
    row,
    exportFiles,
    document,
    documentId,
    planned,
    stored,
    subject,
    problems,
  }: {
    row: ImportRow;
    exportFiles: ExportFiles;
    document: StagedDocument;
    documentId: string;
    planned: DocumentFile[];
    stored: StoredFile[];
    subject: string;
    problems: ImportProblem[];
  },
): Promise<{ problem: string; code: string } | undefined> {
  const { files, settings } = deps;
  const { organizationId } = row;
  for (const [index, candidate] of planned.entries()) {
    const id = generateId('ver');
    const storageKey = index === 0 ? originalFileKey(organizationId, documentId) : versionFileKey(organizationId, documentId, id);
    let copied: Awaited<ReturnType<typeof copyVerified>>;
    try {
      copied = await copyVerified(deps, {
        exportFiles,
        file: candidate.file,
        storageKey,
        maxSize: settings.DOCUMENT_STORAGE_MAX_UPLOAD_SIZE,
        fileName: candidate.name,
        declaredType: index === 0 ? document.mimeType : null,
      });
    } catch (error) {
      if (!(error instanceof ExportSourceError)) throw error;
      await files.delete(storageKey);
      copied = { code: 'file.unreadable', problem: `${candidate.file.name}: ${error.message}` };
    }
    if ('problem' in copied) {
      if (index === 0) return copied;
      problems.push({ code: copied.code, subject, message: `${candidate.what}: ${copied.problem}: that version is left out` });
      continue;
    }
    if (stored.some((earlier) => earlier.copied.sha256 === copied.sha256)) {
      await files.delete(storageKey);
      continue;
    }
    stored.push({ ...candidate, id, storageKey, copied: { ...copied, name: sanitizeDocumentName(candidate.name) } });
  }
}

/** How the archived PDF/A's version is labelled. */
const ARCHIVE_LABEL = 'PDF/A (archived by Paperless-ngx)';

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
): Promise<Omit<CopiedFile, 'name'> | { problem: string; code: string }> {
  const entryName = root + file.name;
  const size = sizes.get(entryName);
  if (size === undefined) return { code: 'file.missing', problem: `the manifest names ${file.name}, which the export lacks` };
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
      problem: `${file.name}: its ${file.checksum!.algorithm.toUpperCase()} is ${actual}, the manifest says ${file.checksum!.value}`,
    };
  }
  return { size, sha256, mimeType: detectMimeType({ declared: declaredType ?? undefined, head, fileName }) };
}

/**
 * Stores the export's thumbnail of a document as ours when it fits ours (fitsAsThumbnail), so that no
 * page is drawn for it; false when there is none, it does not fit or cannot be read (ours is drawn).
 */
async function keepExportThumbnail(
  { files }: OrganizationDependencies,
  { exportFiles: { source, root, sizes }, name, key }: { exportFiles: ExportFiles; name: string | null; key: string },
): Promise<boolean> {
  const size = name ? sizes.get(root + name) : undefined;
  if (!name || size === undefined || size > KEPT_THUMBNAIL_MAX_BYTES) return false;
  let bytes = new Uint8Array(0);
  try {
    for await (const chunk of source.readEntry(root + name)) bytes = concatBytes(bytes, chunk);
  } catch (error) {
    if (error instanceof ExportSourceError) return false;
    throw error;
  }
  if (!fitsAsThumbnail(bytes)) return false;
  await files.put(key, bytes, { httpMetadata: { contentType: 'image/webp' } });
  return true;
}

function dateOr(value: string | null, fallback: Date): Date {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : fallback;
}
