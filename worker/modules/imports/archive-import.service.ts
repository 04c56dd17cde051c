import { bytesToHex, concatBytes } from '@noble/hashes/utils.js';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { runBatchedRead, type Statement } from '../../platform/db/batched-read';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { enqueueTask, STATEMENTS_PER_TASK } from '../../platform/queue';
import { originalFileKey, versionFileKey } from '../../platform/organization-files';
import { generateId } from '../../../core/ids';
import { AppError } from '../../../core/errors';
import { type ExportSource, ExportSourceError } from '../../../core/imports/export-source';
import { zipExportSource } from '../../../core/imports/zip-ranges';
import { type ExportedDocument, type ExportHead, isActivityEvent } from '../../../core/documents/archive-export';
import { archiveDocumentSubject, carriedWorkflow, isUnread, remapIds } from '../../../core/imports/archive/archive-plan';
import type { ImportProblem } from '../../../core/imports/paperless/paperless-plan';
import { DOCUMENT_DATE_SOURCES, DOCUMENT_SOURCES, type DocumentActivityData } from '../../../core/documents/document-states';
import { VERSION_SOURCES } from '../../../core/documents/document-versions.dto';
import { detectMimeType, MIME_SNIFF_BYTES } from '../../../core/files/mime-type';
import { tagInputSchema } from '../../../core/tags/tags.schemas';
import { propertyInputSchema } from '../../../core/properties/properties.schemas';
import { parsePropertyValue, PropertyValueError, searchColumnsOf } from '../../../core/properties/property-types';
import { taggingRuleInputSchema } from '../../../core/tagging-rules/tagging-rules.schemas';
import { workflowInputSchema } from '../../../core/workflows/workflows.schemas';
import { savedViewInputSchema } from '../../../core/saved-views/saved-views.schemas';
import {
  findDocumentByArchiveSerialNumber,
  findDocumentBySha256,
  findDocumentsIn,
  insertExportedDocument,
} from '../documents/documents.repository';
import { importedActivitiesInsert } from '../documents/activities/activities.repository';
import { importedNotesInsert } from '../documents/notes/notes.repository';
import { documentTagsInsert, findTagByName, insertTag, listTagNames } from '../tags/tags.repository';
import { documentPropertyValuesInsert, listProperties, type PropertyRow } from '../properties/properties.repository';
import { createProperty, editProperty, propertyLimitsOf } from '../properties/properties.service';
import { listMembers } from '../members/members.repository';
import { createRule } from '../tagging-rules/tagging-rules.service';
import { listRules } from '../tagging-rules/tagging-rules.repository';
import { createWorkflow } from '../workflows/workflows.service';
import { listWorkflows } from '../workflows/workflows.repository';
import { createSavedView, listSavedViews } from '../saved-views/saved-views.service';
import { findImport, findImportedDocuments, importedDocumentInsert, type ImportRow } from './imports.repository';
import { importFileKeys, r2RangeReader, readJson } from './import-files';
import { endImport, saveProgress, thumbnailsAsker } from './import-progress';
import type { ArchiveChunk, ArchivePlan } from './archive-analysis.service';

/**
 * A document costs about ten D1 statements (its checks, then its row, versions, history, tags, notes,
 * values and the import's record in one batch) and its files' R2 calls: as many as fit in the message's
 * share of its batch's statements and a bounded time, then the next message (as a Paperless import).
 */
const DOCUMENT_STATEMENTS = 12;
const MESSAGE_STATEMENTS = 12;
const CHUNK_STATEMENTS = 2;
const MESSAGE_TIME_BUDGET_MS = 15_000;
/** Rows a statement inserts, each within the 100 parameters D1 binds. */
const NOTES_PER_INSERT = 12;
const VALUES_PER_INSERT = 16;

type Targets = {
  /** The exporting organization's tag, property and option ids, by the ids they are here. */
  idMap: Map<string, string>;
  /** The property here of each exported property id. */
  propertyOf: Map<string, PropertyRow>;
  /** The tags here by the lowercase names of the export's (an export made before ids names them only). */
  tagIdByName: Map<string, string>;
  userIdByEmail: Map<string, string>;
};

/**
 * Queue step of an import of our own export that is `importing`: the next documents from where it
 * stands, each as it was (dates, text, status, versions, history, notes, the trash), then its progress;
 * once all are here, the links between them, the tagging rules, workflows and saved views. A message
 * delivered twice finds its documents recorded (imported_documents, by their id in the export) and adds
 * nothing.
 */
export async function continueArchiveImport(
  deps: OrganizationDependencies,
  { organizationId, importId }: { organizationId: string; importId: string },
  { statements = STATEMENTS_PER_TASK }: { statements?: number } = {},
) {
  const { organizationDb: db, files, queues } = deps;
  const row = await findImport(db, organizationId, importId);
  if (row?.status !== 'importing') return;
  const keys = importFileKeys(organizationId, importId);
  const plan = await readJson<ArchivePlan>(files, keys.plan);
  let zip: ZipFiles;
  try {
    if (!plan) throw new ExportSourceError('the import’s plan is missing from storage');
    const source = await zipExportSource(await r2RangeReader(files, keys.export));
    const { entries } = await source.listEntries();
    zip = { source, sizes: new Map(entries.map((entry) => [entry.name, entry.size])) };
  } catch (error) {
    if (!(error instanceof ExportSourceError)) throw error;
    return endImport(deps, row, { status: 'failed', error: error.message, problems: [] });
  }
  const { targets, problems } = await prepareTargets(deps, organizationId, plan!.head);
  // The rules, workflows and views first (a delivery again skips those of a name made): the documents' history
  // names workflows, and nothing runs them as the documents arrive (an import publishes no document events).
  if (row.nextChunk === 0 && row.nextIndex === 0) {
    problems.push(...(await bringRulesWorkflowsAndViews(deps, row, plan!.head, targets)));
    await mapWorkflows(deps, organizationId, plan!.head, targets);
  }

  const startedAt = Date.now();
  let { nextChunk, nextIndex } = row;
  let done = 0;
  let imported = 0;
  let spent = MESSAGE_STATEMENTS;
  const isSpent = (more: number) => spent + more > statements || Date.now() - startedAt > MESSAGE_TIME_BUDGET_MS;
  const thumbnails = thumbnailsAsker(deps);
  const handOver = async () => {
    await thumbnails.ask();
    await saveProgress(deps, row, { nextChunk, nextIndex, done, imported, problems });
    await enqueueTask(queues.documents, { type: 'imports.continue', organizationId, importId });
  };
  while (nextChunk < row.chunksCount) {
    if (isSpent(CHUNK_STATEMENTS + DOCUMENT_STATEMENTS)) return handOver();
    spent += CHUNK_STATEMENTS;
    const chunk = await readJson<ArchiveChunk>(files, keys.chunk(nextChunk));
    if (!chunk) {
      await thumbnails.ask();
      return endImport(deps, row, { status: 'failed', error: 'A part of the import’s plan is missing from storage', problems });
    }
    const already = await alreadyImported(deps, organizationId, chunk.documents.slice(nextIndex));
    for (; nextIndex < chunk.documents.length; nextIndex++) {
      const document = chunk.documents[nextIndex]!;
      if (already.has(document.id)) {
        done++;
        if (already.get(document.id) === row.id) imported++;
        continue;
      }
      if (isSpent(DOCUMENT_STATEMENTS)) return handOver();
      spent += DOCUMENT_STATEMENTS;
      done++;
      const outcome = await thumbnails.of(importDocument(deps, { row, targets, zip, document }));
      if (outcome.imported) imported++;
      problems.push(...outcome.problems);
    }
    nextChunk++;
    nextIndex = 0;
  }
  await thumbnails.ask();
  await saveProgress(deps, row, { nextChunk, nextIndex, done, imported, problems });
  await endImport(deps, row, { status: 'done', error: null, problems: await writeLinks(deps, row, plan!, targets) });
}

/**
 * The organization's tags and properties the documents need, found here by name or made (a property
 * of that name and type gets the options it lacks), with their ids mapped; the members by email.
 * Made again by each message: what an earlier one made is found by name.
 */
async function prepareTargets(deps: OrganizationDependencies, organizationId: string, head: ExportHead) {
  const { organizationDb, db, settings } = deps;
  const idMap = new Map<string, string>();
  const propertyOf = new Map<string, PropertyRow>();
  const problems: ImportProblem[] = [];
  const [tags, existingProperties, members] = await Promise.all([
    runBatchedRead(organizationDb, listTagNames(organizationDb, organizationId)),
    runBatchedRead(organizationDb, listProperties(organizationDb, organizationId)),
    runBatchedRead(db, listMembers(db, organizationId)),
  ]);
  const existingTags = new Map(tags.map((tag) => [tag.name.toLowerCase(), tag.id]));
  const tagIdByName = new Map<string, string>();
  for (const tag of head.tags) {
    let tagId = existingTags.get(tag.name.toLowerCase());
    if (!tagId) {
      const input = tagInputSchema.safeParse({ name: tag.name, color: tag.color, description: tag.description });
      if (!input.success) {
        problems.push({ code: 'tag.refused', subject: tag.name, message: `${input.error.issues[0]?.message}: not carried` });
        continue;
      }
      try {
        tagId = (await insertTag(organizationDb, { id: generateId('tag'), organizationId, ...input.data })).id;
      } catch (error) {
        // Made meanwhile (by a person, another import, a message delivered twice): that one is used.
        if (!isUniqueViolation(error)) throw error;
        tagId = (await findTagByName(organizationDb, organizationId, tag.name))?.id;
        if (!tagId) continue;
      }
    }
    tagIdByName.set(tag.name.toLowerCase(), tagId);
    if (tag.id) idMap.set(tag.id, tagId);
  }

  const limits = propertyLimitsOf(settings);
  const propertyByName = new Map(existingProperties.map((property) => [property.name.toLowerCase(), property]));
  for (const exported of head.properties ?? []) {
    let property = propertyByName.get(exported.name.toLowerCase());
    const notMade = (message: string) =>
      problems.push({ code: 'property.not_made', subject: exported.name, message: `${message}: its values are not carried` });
    try {
      if (!property) {
        const input = propertyInputSchema.safeParse({
          name: exported.name,
          type: exported.type,
          unit: exported.unit,
          description: exported.description,
          options: exported.options.map(({ name, color }) => ({ name, color })),
        });
        if (!input.success) {
          notMade(input.error.issues[0]?.message ?? 'not a property');
          continue;
        }
        property = await createProperty(deps, { organizationId, input: input.data, limits });
      } else if (property.type !== exported.type) {
        problems.push({
          code: 'property.type_differs',
          subject: exported.name,
          message: `a property of this name here holds ${property.type} values, not ${exported.type}: its values are not carried`,
        });
        continue;
      } else {
        const known = new Set(property.options.map(({ name }) => name.toLowerCase()));
        const missing = exported.options.filter(({ name }) => !known.has(name.toLowerCase()));
        if (missing.length > 0) {
          const input = propertyInputSchema.safeParse({
            ...property,
            options: [...property.options, ...missing.map(({ name, color }) => ({ name, color }))],
          });
          if (!input.success) {
            notMade(input.error.issues[0]?.message ?? 'not a property');
            continue;
          }
          property = await editProperty(deps, { organizationId, propertyId: property.id, input: input.data, limits });
        }
      }
    } catch (error) {
      // Past a limit of the organization's, or made meanwhile under that name: said, and the next message finds it.
      if (!(error instanceof AppError)) throw error;
      notMade(error.message);
      continue;
    }
    if (!exported.id) continue;
    idMap.set(exported.id, property.id);
    propertyOf.set(exported.id, property);
    for (const option of exported.options) {
      const here = property.options.find(({ name }) => name.toLowerCase() === option.name.toLowerCase());
      if (option.id && here) idMap.set(option.id, here.id);
    }
  }
  const targets = {
    idMap,
    propertyOf,
    tagIdByName,
    userIdByEmail: new Map(members.map(({ user }) => [user.email.toLowerCase(), user.id])),
  };
  await mapWorkflows(deps, organizationId, head, targets);
  return { targets, problems };
}

/** The export's workflows by the ids of those of the same name here: the history's workflow runs name them. */
async function mapWorkflows({ organizationDb: db }: OrganizationDependencies, organizationId: string, head: ExportHead, targets: Targets) {
  if (!head.workflows?.length) return;
  const idByName = new Map((await listWorkflows(db, organizationId)).map(({ id, name }) => [name, id]));
  for (const { id, name } of head.workflows) {
    const here = idByName.get(name);
    if (here) targets.idMap.set(id, here);
  }
}

/** Of these documents, those an import of an export of ours brought whose document is still here, by their id in the export. */
async function alreadyImported({ organizationDb: db }: OrganizationDependencies, organizationId: string, documents: ExportedDocument[]) {
  const records = await findImportedDocuments(db, { organizationId, source: 'archive', sourceIds: documents.map(({ id }) => id) });
  const present = new Set(
    (
      await findDocumentsIn(
        db,
        organizationId,
        records.map(({ documentId }) => documentId),
      )
    ).map(({ id }) => id),
  );
  return new Map(
    records.filter(({ documentId }) => present.has(documentId)).map(({ sourceId, importId }) => [sourceId, importId] as const),
  );
}

type ZipFiles = { source: ExportSource; sizes: Map<string, number> };
type StoredVersion = { id: string; storageKey: string; size: number; sha256: string; mimeType: string };
/** `document`, the row written, when it came. */
type Outcome = { imported: boolean; problems: ImportProblem[]; document?: Awaited<ReturnType<typeof insertExportedDocument>> };

/**
 * One document as it was exported: each version's file copied from the zip into R2 while its SHA-256
 * is checked against the export's, then the document with its versions, history, tags, notes, values
 * and the import's record in one batch. A current file that does not match, is too large or is
 * already here leaves the document out; an older version's, that version only.
 */
async function importDocument(
  deps: OrganizationDependencies,
  { row, targets, zip, document }: { row: ImportRow; targets: Targets; zip: ZipFiles; document: ExportedDocument },
): Promise<Outcome> {
  const { organizationDb: db, files, queues, settings } = deps;
  const { organizationId } = row;
  const subject = archiveDocumentSubject(document);
  const problems: ImportProblem[] = [];
  const documentId = generateId('doc');
  const exportedVersions = document.versions?.length
    ? document.versions
    : [
        {
          number: 1,
          label: null,
          source: 'import',
          file: document.file,
          originalName: document.originalName,
          mimeType: document.mimeType,
          size: document.size,
          sha256: null,
          createdAt: document.createdAt,
          restoredFromNumber: null,
          content: null,
        },
      ];
  const stored: (StoredVersion & { exported: (typeof exportedVersions)[number] })[] = [];
  const removeStored = () => Promise.all(stored.map(({ storageKey }) => files.delete(storageKey)));
  const leftOut = async (message: string, code: string): Promise<Outcome> => {
    await removeStored();
    return { imported: false, problems: [...problems, { code, subject, message }] };
  };

  try {
    for (const [index, version] of exportedVersions.entries()) {
      const isCurrent = index === exportedVersions.length - 1;
      const id = generateId('ver');
      const storageKey = isCurrent ? originalFileKey(organizationId, documentId) : versionFileKey(organizationId, documentId, id);
      const copied = version.file
        ? await copyVerified(deps, {
            zip,
            entryName: version.file,
            expectedSha256: version.sha256,
            storageKey,
            maxSize: settings.DOCUMENT_STORAGE_MAX_UPLOAD_SIZE,
            fileName: version.originalName,
            declaredType: version.mimeType,
          })
        : { code: 'file.missing', problem: 'its file was missing when it was exported' };
      if ('problem' in copied) {
        if (isCurrent) return leftOut(`${copied.problem}: left out`, copied.code);
        problems.push({ code: copied.code, subject, message: `version ${version.number}: ${copied.problem}: that version is left out` });
        continue;
      }
      stored.push({ id, storageKey, ...copied, exported: version });
    }
  } catch (error) {
    // Storage failed midway (or the zip turned out bad): what was stored goes, and the queue tries the document again.
    await removeStored();
    if (error instanceof ExportSourceError) return leftOut(`${error.message}: left out`, 'file.unreadable');
    throw error;
  }

  const current = stored.at(-1)!;
  if (await findDocumentBySha256(db, organizationId, current.sha256))
    return leftOut('the organization already has this file: left out', 'document.already_here');
  let archiveSerialNumber = document.archiveSerialNumber ?? null;
  if (archiveSerialNumber !== null && (await findDocumentByArchiveSerialNumber(db, organizationId, archiveSerialNumber))) {
    problems.push({ code: 'serial_number.in_use', subject, message: `number ${archiveSerialNumber} is taken here: it comes without one` });
    archiveSerialNumber = null;
  }

  const userOf = (email: string | null | undefined) => (email ? (targets.userIdByEmail.get(email.toLowerCase()) ?? null) : null);
  const more: Statement[] = [
    importedDocumentInsert(db, {
      organizationId,
      source: 'archive',
      sourceId: document.id,
      checksum: current.sha256,
      documentId,
      importId: row.id,
    }),
  ];
  const activities = document.activity.flatMap(({ event, createdAt, userEmail, tagId, eventData }) =>
    isActivityEvent(event)
      ? [
          {
            event,
            createdAt: new Date(createdAt),
            userId: userOf(userEmail),
            tagId: tagId ? (targets.idMap.get(tagId) ?? null) : null,
            eventData: eventData ? (remapIds(eventData, targets.idMap) as DocumentActivityData) : null,
          },
        ]
      : [],
  );
  if (activities.length > 0) more.push(importedActivitiesInsert(db, { organizationId, documentId, activities }));
  const tagIds = [
    ...new Set(
      document.tagIds
        ? document.tagIds.flatMap((tagId) => targets.idMap.get(tagId) ?? [])
        : document.tags.flatMap((name) => targets.tagIdByName.get(name.toLowerCase()) ?? []),
    ),
  ];
  if (tagIds.length > 0) more.push(documentTagsInsert(db, documentId, tagIds));
  const notes = (document.notes ?? []).map(({ content, authorEmail, createdAt, updatedAt }) => ({
    authorId: userOf(authorEmail),
    content,
    createdAt: new Date(createdAt),
    updatedAt: new Date(updatedAt),
  }));
  for (let start = 0; start < notes.length; start += NOTES_PER_INSERT) {
    more.push(importedNotesInsert(db, { organizationId, documentId, notes: notes.slice(start, start + NOTES_PER_INSERT) }));
  }
  const values = propertyValuesOf(deps, { targets, document, subject, problems });
  for (let start = 0; start < values.length; start += VALUES_PER_INSERT) {
    more.push(documentPropertyValuesInsert(db, { organizationId, documentId, values: values.slice(start, start + VALUES_PER_INSERT) }));
  }

  const unread = isUnread(document);
  const oneOf = <T extends string>(list: readonly T[], value: string | null | undefined, fallback: T | null) =>
    value && (list as readonly string[]).includes(value) ? (value as T) : fallback;
  let written;
  try {
    written = await insertExportedDocument(
      db,
      {
        id: documentId,
        organizationId,
        createdBy: row.createdBy,
        name: document.name,
        originalName: current.exported.originalName,
        originalSize: current.size,
        originalSha256: current.sha256,
        mimeType: current.mimeType,
        storageKey: current.storageKey,
        otherVersionsSize: stored.slice(0, -1).reduce((total, version) => total + version.size, 0),
        content: document.content,
        processingStatus: unread ? 'pending' : (document.processingStatus ?? 'processed'),
        processingError: document.processingError ?? null,
        contentEditedAt: document.contentEditedAt ? new Date(document.contentEditedAt) : null,
        documentDate: document.documentDate ?? null,
        documentDateSource: oneOf(DOCUMENT_DATE_SOURCES, document.documentDateSource, document.documentDate ? 'person' : null),
        archiveSerialNumber,
        source: oneOf(DOCUMENT_SOURCES, document.source, 'import'),
        deletedAt: document.deletedAt ? new Date(document.deletedAt) : null,
        deletedBy: document.deletedAt ? userOf(document.deletedByEmail) : null,
        createdAt: new Date(document.createdAt),
        updatedAt: new Date(document.updatedAt ?? document.createdAt),
      },
      stored.map(({ id, storageKey, size, sha256, mimeType, exported }, index) => ({
        id,
        organizationId,
        documentId,
        number: exported.number,
        label: exported.label,
        source: oneOf(VERSION_SOURCES, exported.source, 'import')!,
        restoredFromNumber: exported.restoredFromNumber ?? null,
        originalName: exported.originalName,
        mimeType,
        size,
        sha256,
        storageKey,
        createdBy: row.createdBy,
        createdAt: new Date(exported.createdAt),
        content: index === stored.length - 1 ? null : (exported.content ?? null),
      })),
      more,
    );
  } catch (error) {
    await removeStored();
    // The same file or serial number arrived meanwhile: left, with the reason; the next import tries again.
    if (!isUniqueViolation(error)) throw error;
    return {
      imported: false,
      problems: [
        ...problems,
        {
          code: 'document.conflict',
          subject,
          message: 'the same file or serial number arrived meanwhile: left out, import again to bring it',
        },
      ],
    };
  }
  if (unread) await enqueueTask(queues.documents, { type: 'document.process', organizationId, documentId });
  return { imported: true, problems, document: written };
}

/** A document's values on the properties here (options mapped); links to documents wait for the last pass, members are not carried. */
function propertyValuesOf(
  { settings }: OrganizationDependencies,
  { targets, document, subject, problems }: { targets: Targets; document: ExportedDocument; subject: string; problems: ImportProblem[] },
) {
  return Object.entries(document.propertyValues ?? {}).flatMap(([exportedId, exportedValue]) => {
    const property = targets.propertyOf.get(exportedId);
    if (!property || property.type === 'document' || property.type === 'member') return [];
    try {
      const value = parsePropertyValue(property, remapIds(exportedValue, targets.idMap), {
        textMaxLength: settings.PROPERTIES_TEXT_MAX_LENGTH,
      });
      return value === null ? [] : [{ propertyId: property.id, value, ...searchColumnsOf(property.type, value) }];
    } catch (error) {
      if (!(error instanceof PropertyValueError)) throw error;
      problems.push({ code: 'property.value_refused', subject, message: `${property.name}: ${error.message}: not carried` });
      return [];
    }
  });
}

/**
 * Streams a file of the zip into R2 at `storageKey`, computing its SHA-256 as it goes (held whole
 * nowhere); one whose checksum is not the export's is deleted again and said.
 */
async function copyVerified(
  { files }: OrganizationDependencies,
  {
    zip: { source, sizes },
    entryName,
    expectedSha256,
    storageKey,
    maxSize,
    fileName,
    declaredType,
  }: {
    zip: ZipFiles;
    entryName: string;
    expectedSha256: string | null;
    storageKey: string;
    maxSize: number;
    fileName: string;
    declaredType: string;
  },
): Promise<Omit<StoredVersion, 'id' | 'storageKey'> | { problem: string; code: string }> {
  const size = sizes.get(entryName);
  if (size === undefined) return { code: 'file.missing', problem: `the export lacks ${entryName}` };
  if (size > maxSize)
    return { code: 'file.too_large', problem: `${entryName} is ${size} bytes, more than the ${maxSize} a document may have here` };
  const digest = new crypto.DigestStream('SHA-256');
  const digestWriter = digest.getWriter();
  const { readable, writable } = new FixedLengthStream(size);
  const put = files.put(storageKey, readable);
  const writer = writable.getWriter();
  let head = new Uint8Array(0);
  try {
    for await (const chunk of source.readEntry(entryName)) {
      if (head.length < MIME_SNIFF_BYTES) head = concatBytes(head, chunk.subarray(0, MIME_SNIFF_BYTES - head.length));
      await digestWriter.write(chunk);
      await writer.write(chunk);
    }
    await writer.close();
    await put;
  } catch (error) {
    await writer.abort(error).catch(() => undefined);
    await put.catch(() => undefined);
    await files.delete(storageKey);
    throw error;
  } finally {
    await digestWriter.close();
  }
  const sha256 = bytesToHex(new Uint8Array(await digest.digest));
  if (expectedSha256 && sha256 !== expectedSha256) {
    await files.delete(storageKey);
    return { code: 'checksum.mismatch', problem: `${entryName}: its SHA-256 is ${sha256}, the export says ${expectedSha256}` };
  }
  return { size, sha256, mimeType: detectMimeType({ declared: declaredType, head, fileName }) };
}

/**
 * The document properties' links, once every document of the part is here: each names the document
 * its export id became, wherever it came from (this part or an earlier one). A link to a document not
 * imported (yet) is said: importing its part, then this one again, writes it.
 */
async function writeLinks({ organizationDb: db }: OrganizationDependencies, row: ImportRow, plan: ArchivePlan, targets: Targets) {
  if (plan.links.length === 0) return [];
  const ids = [...new Set(plan.links.flatMap(({ fromId, toId }) => [fromId, toId]))];
  const documentIdOf = new Map<string, string>();
  for (let start = 0; start < ids.length; start += 50) {
    const records = await findImportedDocuments(db, {
      organizationId: row.organizationId,
      source: 'archive',
      sourceIds: ids.slice(start, start + 50),
    });
    for (const { sourceId, documentId } of records) documentIdOf.set(sourceId, documentId);
  }
  const problems: ImportProblem[] = [];
  const statements: Statement[] = [];
  for (const { fromId, propertyId, toId } of plan.links) {
    const property = targets.propertyOf.get(propertyId);
    const from = documentIdOf.get(fromId);
    const to = documentIdOf.get(toId);
    if (!property || !from) continue;
    if (!to) {
      problems.push({
        code: 'property.link_missing',
        subject: `document ${fromId}`,
        message: `${property.name}: document ${toId} is not here: the link is not carried`,
      });
      continue;
    }
    statements.push(
      documentPropertyValuesInsert(db, {
        organizationId: row.organizationId,
        documentId: from,
        values: [{ propertyId: property.id, value: to, ...searchColumnsOf('document', to) }],
      }).onConflictDoNothing(),
    );
  }
  for (let start = 0; start < statements.length; start += 50) {
    const [first, ...rest] = statements.slice(start, start + 50);
    await db.batch([first!, ...rest]);
  }
  return problems;
}

/**
 * The tagging rules, workflows (in their order) and saved views, each skipped where one of its name
 * exists (a message delivered again makes none twice), with the ids they name mapped; one that this
 * organization refuses (a limit, a reference it lacks) is said.
 */
async function bringRulesWorkflowsAndViews(deps: OrganizationDependencies, row: ImportRow, head: ExportHead, targets: Targets) {
  const { organizationDb: db, settings } = deps;
  const { organizationId } = row;
  const problems: ImportProblem[] = [];
  const refused = (code: string, subject: string, message: string) => problems.push({ code, subject, message: `${message}: not carried` });

  const ruleNames = new Set((await listRules(db, organizationId)).map(({ name }) => name.toLowerCase()));
  for (const rule of head.taggingRules) {
    if (ruleNames.has(rule.name.toLowerCase())) continue;
    const input = taggingRuleInputSchema.safeParse({
      ...rule,
      tagIds: rule.tags.flatMap((name) => targets.tagIdByName.get(name.toLowerCase()) ?? []),
      propertyValues: remapIds(rule.propertyValues ?? [], targets.idMap),
    });
    if (!input.success) {
      refused('tagging_rule.refused', rule.name, input.error.issues[0]?.message ?? 'invalid');
      continue;
    }
    await createRule(deps, { organizationId, input: input.data, limits: { textMaxLength: settings.PROPERTIES_TEXT_MAX_LENGTH } }).catch(
      (error) => {
        if (!(error instanceof AppError)) throw error;
        refused('tagging_rule.refused', rule.name, error.message);
      },
    );
  }

  const workflowNames = new Set((await listWorkflows(db, organizationId)).map(({ name }) => name));
  for (const workflow of head.workflows ?? []) {
    if (workflowNames.has(workflow.name)) continue;
    const { input, dropped } = carriedWorkflow(workflow, targets.idMap);
    const parsed = workflowInputSchema.safeParse(input);
    if (!parsed.success) {
      refused('workflow.refused', workflow.name, parsed.error.issues[0]?.message ?? 'invalid');
      continue;
    }
    const created = await createWorkflow(deps, { organizationId, input: parsed.data }).catch((error) => {
      if (!(error instanceof AppError)) throw error;
      refused('workflow.refused', workflow.name, error.message);
    });
    if (created && dropped.length > 0) {
      problems.push({
        code: 'workflow.to_review',
        subject: workflow.name,
        message: `${dropped.join(' and ')} did not come${input.isEnabled ? '' : ': it comes disabled'}, to review`,
      });
    }
  }

  if (!row.createdBy) return problems;
  const viewNames = new Set((await runBatchedRead(db, listSavedViews(db, organizationId))).map(({ name }) => name.toLowerCase()));
  for (const view of head.savedViews ?? []) {
    if (viewNames.has(view.name.toLowerCase())) continue;
    const input = savedViewInputSchema.safeParse(remapIds(view, targets.idMap));
    if (!input.success) {
      refused('saved_view.refused', view.name, input.error.issues[0]?.message ?? 'invalid');
      continue;
    }
    await createSavedView(deps, {
      organizationId,
      userId: row.createdBy,
      input: input.data,
      limit: settings.SAVED_VIEWS_MAX_PER_ORGANIZATION,
    }).catch((error) => {
      if (!(error instanceof AppError)) throw error;
      refused('saved_view.refused', view.name, error.message);
    });
  }
  return problems;
}
