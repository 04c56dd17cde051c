import { makeZip } from 'client-zip';
import type { SQL } from 'drizzle-orm';
import { entryNamer, firstLineOf, METADATA_FILE_NAME, metadataCsv, type ArchiveMetadataRow } from '../../../core/documents/archive-entries';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  EXPORT_MANIFEST_FILE_NAME,
  type ExportedDocument,
  type ExportManifest,
} from '../../../core/documents/archive-export';
import { BULK_ARCHIVE_DAYS, BULK_ARCHIVE_PART_MAX_DOCUMENTS, EXPORT_MAX_DOCUMENTS } from '../../../core/documents/bulk-limits';
import { bulkDownloadExpired, bulkJobNotFound, exportTooLarge } from '../../../core/documents/bulk.errors';
import { generateId } from '../../../core/ids';
import type { LocaleKey } from '../../../core/locales/locales';
import { runBatchedRead, runStatements } from '../../platform/db/batched-read';
import { valuesByPropertyName, type PropertyValue } from '../../../core/properties/property-types';
import { findPropertyValues, listProperties, type PropertyRow } from '../properties/properties.repository';
import { findNotesOfDocuments, type Note } from '../documents/notes/notes.repository';
import type { Database } from '../../platform/db/client';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { enqueueTask } from '../../platform/queue';
import { byteRangeOf } from '../../platform/byte-range';
import { uploadStream } from '../../platform/r2-stream-upload';
import { findOrganizationName } from '../organizations/organizations.repository';
import { readRules } from '../tagging-rules/tagging-rules.repository';
import { listTagsWithCounts } from '../tags/tags.repository';
import { findUserEmail, findUserEmails, findUserNames } from '../users/users.repository';
import { fileResponseHeaders } from '../documents/documents.file-response';
import { findActivitiesOfDocuments } from '../documents/activities/activities.repository';
import {
  findOlderVersionContentsOf,
  findVersionsOfDocuments,
  type ListedVersion,
} from '../documents/versions/document-versions.repository';
import { listWorkflows } from '../workflows/workflows.repository';
import { listSavedViews } from '../saved-views/saved-views.repository';
import { findContentsOf, findDocumentsForArchive, selectedDocumentsSql, type ArchiveDocument } from '../documents/documents.repository';
import { archivePartKey, deleteFiles } from '../../platform/organization-files';
import { archiveReadyEmail } from './archive-jobs.emails';
import {
  deleteJob,
  deleteJobDocumentsThrough,
  fillJobDocuments,
  findExpiredArchives,
  finishJob,
  insertJob,
  nextJobDocuments,
  readOwnExports,
  recordJobPart,
  removeJobParts,
  type BulkJobRow,
} from './bulk-jobs.repository';

/**
 * Zips too large to stream (a download above DOCUMENTS_DOWNLOAD_STREAM_MAX_BYTES) and organization
 * exports are built by a job into R2, one part per queue message: each part a zip of its own, at most
 * DOCUMENTS_ARCHIVE_PART_MAX_BYTES of files and BULK_ARCHIVE_PART_MAX_DOCUMENTS documents (the reads of
 * one message stay within a Worker's subrequests), offered for BULK_ARCHIVE_DAYS on the creator's jobs
 * panel and by email.
 */
type ArchiveJob = BulkJobRow & { action: 'download' | 'export' };
export const isArchiveJob = (job: BulkJobRow): job is ArchiveJob =>
  (job.action === 'download' || job.action === 'export') && job.status === 'running';

// An export's part also carries its documents' content (metadata.json, which an import reads whole in the browser).
const EXPORT_PART_MAX_CONTENT_CHARACTERS = 16 * 1024 * 1024;
// metadata.json reads the contents a page at a time as it is zipped.
const CONTENT_PAGE_SIZE = 50;
const CONTENT_PAGE_MAX_CHARACTERS = 1024 * 1024;
const GATHER_PAGE_SIZE = 100;

/** Every document of the organization, the trash's too, newest first: a job that sends its creator the zip parts. */
export async function startExport(
  { organizationDb: db, queues }: OrganizationDependencies,
  { organizationId, userId, locale, baseUrl }: { organizationId: string; userId: string; locale: LocaleKey; baseUrl: string },
) {
  const job = await insertJob(db, { id: generateId('bulk'), organizationId, createdBy: userId, action: 'export', locale, baseUrl });
  const documentsCount = await fillJobDocuments(
    db,
    job.id,
    selectedDocumentsSql(organizationId, { isEverything: true }),
    EXPORT_MAX_DOCUMENTS + 1,
  );
  if (documentsCount > EXPORT_MAX_DOCUMENTS) {
    await deleteJob(db, job.id);
    throw exportTooLarge();
  }
  await enqueueTask(queues.documents, { type: 'documents.bulk', organizationId, jobId: job.id });
  return { ...job, documentsCount };
}

/**
 * The documents of the next part, in selection order: as many as fit its limits (at least one, however
 * large). `lastPosition` is where the part ends and `consumed` how many it looked at, documents gone
 * meanwhile included.
 */
async function gatherPart(db: Database, job: ArchiveJob, maxBytes: number) {
  const picked: ArchiveDocument[] = [];
  let [bytes, characters, lastPosition, consumed, isFull] = [0, 0, -1, 0, false];
  while (!isFull) {
    const chunk = await nextJobDocuments(db, job.id, GATHER_PAGE_SIZE, lastPosition);
    if (chunk.length === 0) break;
    const found = new Map(
      (
        await findDocumentsForArchive(
          db,
          job.organizationId,
          chunk.map(({ documentId }) => documentId),
          { withTrash: job.action === 'export' },
        )
      ).map((document) => [document.id, document]),
    );
    for (const { position, documentId } of chunk) {
      const document = found.get(documentId);
      if (document) {
        const isExport = job.action === 'export';
        const contentCharacters = isExport ? document.contentLength + document.olderContentsLength : 0;
        // An export carries every version's file; a download the current ones.
        const size = document.originalSize + (isExport ? document.otherVersionsSize : 0);
        isFull =
          picked.length >= BULK_ARCHIVE_PART_MAX_DOCUMENTS ||
          (picked.length > 0 && (bytes + size > maxBytes || characters + contentCharacters > EXPORT_PART_MAX_CONTENT_CHARACTERS));
        if (isFull) break;
        picked.push(document);
        bytes += size;
        characters += contentCharacters;
      }
      lastPosition = position;
      consumed += 1;
    }
  }
  return { picked, lastPosition, consumed };
}

/** A document of a part, with the zip entries of its file and of its older versions' files (null: missing from storage). */
type ManifestEntry = { entryName: string | null; document: ArchiveDocument; versionEntries?: Map<string, string | null> };

/**
 * The export's metadata.json for these documents (everything they have: core/documents/archive-export.ts)
 * and the organization's tags, properties, rules, workflows and views, as text given a few documents at a time while it is zipped: the same text as
 * `JSON.stringify(manifest, null, 1)`, never the whole of it at once. A part's contents go up to
 * EXPORT_PART_MAX_CONTENT_CHARACTERS: held whole, with the JSON text and its UTF-8 made of them, they
 * took 74 MB of the isolate's 128 for parts of 16 M characters of Polish text (scripts/archive-memory.ts).
 */
async function* exportManifestText(
  { db: globalDb, organizationDb: db }: OrganizationDependencies,
  job: ArchiveJob,
  { partNumber, documents, details }: { partNumber: number; documents: ManifestEntry[]; details: ArchiveDetails },
): AsyncGenerator<string> {
  const ids = documents.map(({ document }) => document.id);
  const activities = await findActivitiesOfDocuments(db, job.organizationId, ids);
  const userIds = [
    ...[...activities.values()].flat().map(({ userId }) => userId),
    ...ids.flatMap((id) => details.notesOf(id).map(({ authorId }) => authorId)),
    ...ids.flatMap((id) => details.versionsOf(id).map(({ createdBy }) => createdBy)),
    ...documents.map(({ document }) => document.deletedBy),
  ];
  const [userNameOf, userEmailOf] = await Promise.all([findUserNames(globalDb, userIds), findUserEmails(globalDb, userIds)]);
  const [tags, rules, workflows, savedViews, organizationName] = await Promise.all([
    runBatchedRead(db, listTagsWithCounts(db, job.organizationId)),
    runBatchedRead(db, readRules(db, job.organizationId)),
    listWorkflows(db, job.organizationId),
    runBatchedRead(db, listSavedViews(db, job.organizationId)),
    findOrganizationName(globalDb, job.organizationId),
  ]);
  const tagIdOf = new Map(tags.map((tag) => [tag.name.toLowerCase(), tag.id]));
  const { properties } = details;
  const head: ExportManifest = {
    format: EXPORT_FORMAT,
    version: EXPORT_FORMAT_VERSION,
    exportedAt: job.createdAt.toISOString(),
    organization: { name: organizationName ?? '' },
    part: partNumber,
    tags: tags.map(({ id, name, color, description }) => ({ id, name, color, description })),
    properties: properties.map(({ id, name, type, unit, description, options }) => ({
      id,
      name,
      type,
      unit,
      description,
      options: options.map(({ id: optionId, name: optionName, color }) => ({ id: optionId, name: optionName, color })),
    })),
    taggingRules: rules.map(({ name, description, isEnabled, matchMode, isCaseSensitive, conditions, tags: ruleTags, propertyValues }) => ({
      name,
      description,
      isEnabled,
      matchMode,
      isCaseSensitive,
      conditions,
      tags: ruleTags.map((tag) => tag.name),
      propertyValues,
    })),
    workflows: workflows.map(({ id, name, isEnabled, triggers, conditions, actions }) => ({
      id,
      name,
      isEnabled,
      triggers,
      conditions,
      actions: actions as Record<string, unknown>[],
    })),
    savedViews: savedViews.map(({ name, searchQuery, tagIds, tagMatch, sort, columns, layout }) => ({
      name,
      searchQuery,
      tagIds,
      tagMatch,
      sort,
      columns,
      layout,
    })),
    documents: [],
  };
  const exported = (
    { entryName, document, versionEntries }: ManifestEntry,
    content: string,
    olderContents: Map<string, string | null>,
  ): ExportedDocument => ({
    file: entryName,
    id: document.id,
    name: document.name,
    originalName: document.originalName,
    mimeType: document.mimeType,
    size: document.originalSize,
    createdAt: document.createdAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
    source: document.source,
    processingStatus: document.processingStatus,
    processingError: document.processingError,
    contentEditedAt: document.contentEditedAt?.toISOString() ?? null,
    documentDate: document.documentDate,
    documentDateSource: document.documentDateSource,
    archiveSerialNumber: document.archiveSerialNumber,
    properties: details.propertiesOf(document.id),
    propertyValues: details.valuesOf(document.id),
    deletedAt: document.deletedAt?.toISOString() ?? null,
    deletedByName: userNameOf(document.deletedBy),
    deletedByEmail: userEmailOf(document.deletedBy),
    tags: JSON.parse(document.tagNames) as string[],
    tagIds: (JSON.parse(document.tagNames) as string[]).flatMap((name) => tagIdOf.get(name.toLowerCase()) ?? []),
    content,
    activity: (activities.get(document.id) ?? []).map(({ event, createdAt, userId, tagId, tagName, eventData }) => ({
      event,
      createdAt: createdAt.toISOString(),
      userName: userNameOf(userId),
      userEmail: userEmailOf(userId),
      tagId,
      tagName,
      eventData: eventData as Record<string, unknown> | null,
    })),
    versions: details.versionsOf(document.id).map((version, index, versions) => ({
      number: version.number,
      label: version.label,
      source: version.source,
      file: index === versions.length - 1 ? entryName : (versionEntries?.get(version.id) ?? null),
      originalName: version.originalName,
      mimeType: version.mimeType,
      size: version.size,
      sha256: version.sha256,
      createdAt: version.createdAt.toISOString(),
      createdByName: userNameOf(version.createdBy),
      restoredFromNumber: version.restoredFromNumber,
      content: index === versions.length - 1 ? null : (olderContents.get(version.id) ?? null),
    })),
    notes: details.notesOf(document.id).map(({ content: text, authorId, createdAt, updatedAt }) => ({
      content: text,
      authorName: userNameOf(authorId),
      authorEmail: userEmailOf(authorId),
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    })),
  });

  // The head as JSON.stringify writes the whole, `"documents": []` last; each document then at its depth.
  const headText = JSON.stringify(head, null, 1);
  if (documents.length === 0) {
    yield headText;
    return;
  }
  yield `${headText.slice(0, headText.lastIndexOf('[]'))}[\n`;
  for (let start = 0; start < documents.length; ) {
    const page = contentPage(documents, start);
    const pageIds = page.map(({ document }) => document.id);
    const [contents, olderContents] = await Promise.all([
      findContentsOf(db, job.organizationId, pageIds).then((rows) => new Map(rows.map(({ id, content }) => [id, content]))),
      findOlderVersionContentsOf(db, job.organizationId, pageIds),
    ]);
    for (const [index, entry] of page.entries()) {
      const document = exported(entry, contents.get(entry.document.id) ?? '', olderContents);
      const text = JSON.stringify(document, null, 1).replaceAll('\n', '\n  ');
      yield `${start + index > 0 ? ',\n' : ''}  ${text}`;
    }
    start += page.length;
  }
  yield '\n ]\n}';
}

/** The documents from `start` whose contents are read together: CONTENT_PAGE_SIZE at most, and about CONTENT_PAGE_MAX_CHARACTERS. */
function contentPage(documents: ManifestEntry[], start: number): ManifestEntry[] {
  let characters = 0;
  let end = start;
  while (end < documents.length && end - start < CONTENT_PAGE_SIZE) {
    characters += documents[end]!.document.contentLength + documents[end]!.document.olderContentsLength;
    if (end > start && characters > CONTENT_PAGE_MAX_CHARACTERS) break;
    end++;
  }
  return documents.slice(start, end);
}

/** The custom properties of the organization, and its documents' notes, values (by property name) and versions (an export's), of some documents. */
type ArchiveDetails = {
  properties: PropertyRow[];
  notesOf: (documentId: string) => Note[];
  propertiesOf: (documentId: string) => Record<string, PropertyValue>;
  /** Values by property id, as stored. */
  valuesOf: (documentId: string) => Record<string, PropertyValue>;
  versionsOf: (documentId: string) => ListedVersion[];
};

/** Reads the notes and property values of these documents, for their lines of metadata.csv and metadata.json. */
export async function archiveDetailsOf(
  db: Database,
  {
    organizationId,
    properties,
    documentIds,
    withVersions = false,
  }: { organizationId: string; properties: PropertyRow[]; documentIds: string[]; withVersions?: boolean },
): Promise<ArchiveDetails> {
  const [notes, values, versions] = await Promise.all([
    findNotesOfDocuments(db, organizationId, documentIds),
    runBatchedRead(db, findPropertyValues(db, organizationId, documentIds)),
    withVersions ? findVersionsOfDocuments(db, organizationId, documentIds) : new Map<string, ListedVersion[]>(),
  ]);
  return {
    properties,
    notesOf: (documentId) => notes.get(documentId) ?? [],
    propertiesOf: (documentId) => valuesByPropertyName(properties, values.get(documentId) ?? {}),
    valuesOf: (documentId) => values.get(documentId) ?? {},
    versionsOf: (documentId) => versions.get(documentId) ?? [],
  };
}

/** The organization's custom properties, whose names are metadata.csv's last columns. */
export const readArchiveProperties = (db: Database, organizationId: string) => runBatchedRead(db, listProperties(db, organizationId));

/** A zip entry's line of metadata.csv: for a streamed download and a part alike. */
export const metadataRowOf = (entryName: string, document: ArchiveDocument, details: ArchiveDetails): ArchiveMetadataRow => ({
  entryName,
  name: document.name,
  originalName: document.originalName,
  size: document.originalSize,
  mimeType: document.mimeType,
  createdAt: document.createdAt,
  documentDate: document.documentDate,
  tags: JSON.parse(document.tagNames) as string[],
  firstLine: firstLineOf(document.contentStart),
  notes: details.notesOf(document.id).map(({ content }) => content),
  properties: details.propertiesOf(document.id),
});

/** One part: the files stream from R2 into the zip and the zip into R2, then its job rows move on in one batch. */
async function buildPart(
  deps: OrganizationDependencies,
  job: ArchiveJob,
  { picked, lastPosition, consumed }: Awaited<ReturnType<typeof gatherPart>>,
) {
  const { organizationDb: db, files } = deps;
  const partNumber = job.parts.length + 1;
  const isExport = job.action === 'export';
  const nameEntry = entryNamer(isExport ? [METADATA_FILE_NAME, EXPORT_MANIFEST_FILE_NAME] : [METADATA_FILE_NAME]);
  const written: ManifestEntry[] = [];
  const now = new Date();
  const details = await archiveDetailsOf(db, {
    organizationId: job.organizationId,
    properties: await readArchiveProperties(db, job.organizationId),
    documentIds: picked.map(({ id }) => id),
    withVersions: isExport,
  });
  async function* entries() {
    for (const document of picked) {
      const object = await files.get(document.storageKey);
      // An export still lists a document whose file is missing: its content and tags are worth having.
      if (!object) {
        if (isExport) written.push({ entryName: null, document });
      } else {
        const entryName = nameEntry(document.name);
        written.push({ entryName, document });
        yield { name: entryName, input: object.body, size: object.size, lastModified: document.createdAt };
      }
      if (isExport) yield* olderVersionEntries(document, written.at(-1)!);
    }
    const rows = written.flatMap(({ entryName, document }) => (entryName === null ? [] : [metadataRowOf(entryName, document, details)]));
    yield {
      name: METADATA_FILE_NAME,
      input: metadataCsv(
        rows,
        details.properties.map(({ name }) => name),
      ),
      lastModified: now,
    };
    if (isExport)
      yield {
        name: EXPORT_MANIFEST_FILE_NAME,
        input: exportManifestText(deps, job, { partNumber, documents: written, details }),
        lastModified: now,
      };
  }
  /** The files of a document's versions but the current one, under versions/, their entries noted for metadata.json. */
  async function* olderVersionEntries(document: ArchiveDocument, entry: ManifestEntry) {
    entry.versionEntries = new Map();
    for (const version of details.versionsOf(document.id).slice(0, -1)) {
      const object = await files.get(version.storageKey);
      const name = object ? nameEntry(`versions/${version.originalName}`) : null;
      entry.versionEntries.set(version.id, name);
      if (object && name) yield { name, input: object.body, size: object.size, lastModified: version.createdAt };
    }
  }
  const size = await uploadStream(files, archivePartKey(job.organizationId, job.id, partNumber), makeZip(entries()), {
    httpMetadata: { contentType: 'application/zip' },
  });
  const filesCount = written.filter(({ entryName }) => entryName !== null).length;
  await runStatements(db, [
    deleteJobDocumentsThrough(db, job.id, lastPosition),
    recordJobPart(db, job.id, { number: partNumber, size, documentsCount: filesCount }, { processed: consumed, changed: filesCount }),
  ]);
}

/** Queue step: the next part, then a message for the one after; with none left, the job is done and its creator told. */
export async function continueArchiveJob(deps: OrganizationDependencies, job: ArchiveJob) {
  const { organizationDb: db, queues, settings } = deps;
  const part = await gatherPart(db, job, settings.DOCUMENTS_ARCHIVE_PART_MAX_BYTES);
  // An export has at least one part: an organization without documents still has its tags and rules.
  if (part.picked.length > 0 || (job.action === 'export' && job.parts.length === 0)) {
    await buildPart(deps, job, part);
    await enqueueTask(queues.documents, { type: 'documents.bulk', organizationId: job.organizationId, jobId: job.id });
    return;
  }
  const expiresAt = new Date(Date.now() + BULK_ARCHIVE_DAYS * 86_400_000);
  const finished = await finishJob(db, job.id, { status: 'done', expiresAt });
  if (finished) await tellCreator(deps, finished as ArchiveJob);
}

async function tellCreator({ db, settings, emailSender }: OrganizationDependencies, job: ArchiveJob) {
  const to = job.createdBy ? await findUserEmail(db, job.createdBy) : undefined;
  if (!to) return;
  // A job started before jobs kept their address has only the setting's.
  const base = job.baseUrl ?? settings.APP_BASE_URL?.replace(/\/+$/, '') ?? '';
  const links = job.parts.map(({ number }) => `${base}${archivePartPath(job.organizationId, job.id, number)}`);
  const organizationName = (await findOrganizationName(db, job.organizationId)) ?? '';
  const locale = (job.locale ?? 'en') as LocaleKey;
  const expiresOn = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(job.expiresAt ?? new Date());
  try {
    await emailSender.send(
      archiveReadyEmail(to, locale, {
        isExport: job.action === 'export',
        organizationName,
        documentsCount: job.changedCount,
        links,
        expiresOn,
      }),
    );
  } catch (error) {
    // The zip is ready all the same: the jobs panel offers it.
    console.error(`Could not tell the creator of job ${job.id} that it is ready:`, error);
  }
}

const LISTED_EXPORTS = 10;

/** The caller's latest exports (a read the route sends with its access check). */
export const readExports = (db: Database, where: { organizationId: string; creator: SQL }) =>
  readOwnExports(db, { ...where, limit: LISTED_EXPORTS });

/** Where a part is downloaded (the API's path, for the web and the email). */
const archivePartPath = (organizationId: string, jobId: string, partNumber: number) =>
  `/api/organizations/${organizationId}/documents/bulk-downloads/${jobId}/parts/${partNumber}`;

/**
 * A part of the caller's own archive, as a download that can resume (one byte range); 410 once expired,
 * 404 for a part that is not there.
 */
export async function archivePartResponse(
  { files }: OrganizationDependencies,
  { job, partNumber, range, now = new Date() }: { job: BulkJobRow; partNumber: number; range?: string | null; now?: Date },
) {
  const part = job.parts.find(({ number }) => number === partNumber);
  if (job.expiresAt && job.expiresAt < now) throw bulkDownloadExpired();
  if (!part) throw bulkJobNotFound();
  const byteRange = byteRangeOf(range, part.size);
  if (byteRange === 'unsatisfiable') return new Response(null, { status: 416, headers: { 'content-range': `bytes */${part.size}` } });
  const object = await files.get(archivePartKey(job.organizationId, job.id, part.number), byteRange ? { range: byteRange } : {});
  if (!object) throw bulkJobNotFound();
  const day = job.createdAt.toISOString().slice(0, 10);
  const fileName = `${job.action === 'export' ? 'export' : 'documents'}-${day}${job.parts.length > 1 || job.status === 'running' ? `-part-${part.number}` : ''}.zip`;
  const headers = fileResponseHeaders({ mimeType: 'application/zip', fileName, size: byteRange?.length ?? object.size, download: true });
  headers.set('accept-ranges', 'bytes');
  if (!byteRange) return new Response(object.body, { headers });
  headers.set('content-range', `bytes ${byteRange.offset}-${byteRange.offset + byteRange.length - 1}/${object.size}`);
  return new Response(object.body, { status: 206, headers });
}

// Pages of expired zips (100 jobs each, two statements a page) the daily upkeep clears per database;
// more wait for the next day. Zips expire a week after they are made: 500 a day keeps up with far more than are made.
const EXPIRED_ARCHIVE_PAGES_PER_RUN = 5;

/** Daily: the parts of archives past their expiry leave R2; the job rows stay, saying so, until the prune. */
export async function expireArchives({ organizationDb: db, files }: OrganizationDependencies, { now }: { now: Date }) {
  for (let pages = 0; pages < EXPIRED_ARCHIVE_PAGES_PER_RUN; pages++) {
    const expired = await findExpiredArchives(db, now);
    if (expired.length === 0) return;
    await deleteFiles(
      files,
      expired.flatMap((job) => job.parts.map(({ number }) => archivePartKey(job.organizationId, job.id, number))),
    );
    await removeJobParts(
      db,
      expired.map(({ id }) => id),
    );
  }
}
