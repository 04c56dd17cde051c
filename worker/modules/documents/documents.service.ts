import type { Dependencies, OrganizationDependencies } from '../../platform/dependencies';
import type { DocumentSource } from '../../../core/documents/document-states';
import { findUserNames } from '../users/users.repository';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { generateId } from '../../../core/ids';
import { enqueueTask, enqueueTasks, QUEUE_BATCH_LIMIT, type PagesMessage, type TaskMessage } from '../../platform/queue';
import {
  archiveSerialNumberTaken,
  documentAlreadyExists,
  documentContentEdited,
  documentIsDeleted,
  documentModified,
  documentNotDeleted,
  documentNotFound,
} from '../../../core/documents/documents.errors';
import { publishDocumentEvent } from './documents.events';
import {
  deleteDocumentRows,
  findDocument,
  findDocumentBySha256,
  findStalePendingDocuments,
  findTrashedDocuments,
  insertDocument,
  resetProcessing,
  saveExtractedContent,
  setDocumentDeleted,
  updateDocument,
  findUndatedDocuments,
  findDocumentByArchiveSerialNumber,
  saveFoundDocumentDates,
  type DocumentChanges,
} from './documents.repository';
import { DOCUMENT_DATE_SCAN_LENGTH, findDocumentDate } from '../../../core/documents/document-date';
import { sanitizeDocumentName } from '../../../core/documents/document-name';
import {
  deleteFiles,
  deletePrefix,
  documentFileKeys,
  originalFileKey,
  pageImagesPrefix,
  sha256Hex,
} from '../../platform/organization-files';
import { ExtractionError, hasPages, planExtraction, withinExtractionTime } from '../../../core/extraction/extract-text';
import {
  carriedPagesInsert,
  findPendingDocumentsAfter,
  findStaleReadingDocuments,
  resetScannedDocuments,
  startReadingPages,
} from './document-pages.repository';
import { detectMimeType, MIME_SNIFF_BYTES } from '../../../core/files/mime-type';
import { findVersionFiles } from './versions/document-versions.repository';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { Statement } from '../../platform/db/batched-read';
import type { DocumentActivityData } from '../../../core/documents/document-states';
import { copiedTagsInsert } from '../tags/tags.repository';
import { copiedPropertyValuesInsert } from '../properties/properties.repository';

/**
 * What a document made of others' pages (a split's part, a merge) starts with, in the batch that
 * inserts it, so that reading it already finds them: where it came from (its 'created' activity), the
 * texts of the pages it carries, and the tags and custom properties' values chosen of its sources.
 */
export type MadeOf = {
  activity: Pick<DocumentActivityData, 'splitFrom' | 'mergedFrom'>;
  carriedPages: { pageNumber: number; text: string }[];
  sourceIds: string[];
  tagIds?: string[];
  propertyIds?: string[];
};

const madeOfStatements = (
  db: Database,
  { organizationId, documentId, madeOf }: { organizationId: string; documentId: string; madeOf: MadeOf },
) => {
  const isInserted = sql`EXISTS (SELECT 1 FROM documents WHERE id = ${documentId})`;
  return [
    ...(madeOf.carriedPages.length > 0
      ? [carriedPagesInsert(db, { organizationId, documentId, pages: madeOf.carriedPages }, isInserted)]
      : []),
    copiedTagsInsert(db, { documentId, sourceIds: madeOf.sourceIds, tagIds: madeOf.tagIds }),
    copiedPropertyValuesInsert(db, { documentId, sourceIds: madeOf.sourceIds, propertyIds: madeOf.propertyIds }),
  ];
};

/** What an uploaded file is stored as: its hash, a clean name and its type as its bytes say. */
export async function storedFileFacts(file: File) {
  const sha256 = await sha256Hex(file.stream());
  // The name as sent can be anything: 10,000 characters (then in every Content-Disposition), line breaks, bidi overrides.
  const name = sanitizeDocumentName(file.name);
  const head = new Uint8Array(await file.slice(0, MIME_SNIFF_BYTES).arrayBuffer());
  return { sha256, name, mimeType: detectMimeType({ declared: file.type, head, fileName: name }) };
}

/**
 * Stores an uploaded file: hash while streaming, refuse or restore duplicates, write the R2 object,
 * then the row. Any failure after the R2 write removes the object again, so nothing is orphaned.
 */
export async function uploadDocument(
  deps: OrganizationDependencies,
  {
    organizationId,
    userId,
    file,
    source,
    receivedFrom,
    madeOf,
  }: { organizationId: string; userId: string | null; file: File; source: DocumentSource; receivedFrom?: string; madeOf?: MadeOf },
) {
  const { organizationDb: db, files, queues } = deps;
  const { sha256, name, mimeType } = await storedFileFacts(file);

  const existing = await findDocumentBySha256(db, organizationId, sha256);
  if (existing && !existing.deletedAt) throw documentAlreadyExists(existing.id);
  if (existing) {
    const restored = await setDocumentDeleted(db, {
      organizationId,
      documentId: existing.id,
      userId,
      deletedAt: null,
      activityId: generateId('act'),
    });
    await publishDocumentEvent(deps, { type: 'document.restored', organizationId, documentId: existing.id, documentName: restored.name });
    return { document: restored, isRestored: true };
  }

  const documentId = generateId('doc');
  const storageKey = originalFileKey(organizationId, documentId);

  // R2 checks the bytes it stores against the hash computed above.
  await files.put(storageKey, file, { httpMetadata: { contentType: mimeType }, sha256 });
  let document;
  try {
    document = await insertDocument(
      db,
      {
        id: documentId,
        organizationId,
        createdBy: userId,
        name,
        originalName: name,
        originalSize: file.size,
        originalSha256: sha256,
        mimeType,
        storageKey,
        source,
      },
      { id: generateId('act'), receivedFrom, versionId: generateId('ver'), ...madeOf?.activity },
      madeOf ? madeOfStatements(db, { organizationId, documentId, madeOf }) : [],
    );
  } catch (error) {
    await files.delete(storageKey);
    // Two uploads of the same content at once: the unique index lets only one through.
    if (isUniqueViolation(error)) throw documentAlreadyExists((await findDocumentBySha256(db, organizationId, sha256))!.id);
    throw error;
  }

  // If this send fails the row stays pending and the daily cron enqueues it again.
  await enqueueTask(queues.documents, { type: 'document.process', organizationId, documentId }).catch((error) =>
    console.error(`Could not enqueue ${documentId}:`, error),
  );
  await publishDocumentEvent(deps, { type: 'document.created', organizationId, documentId, documentName: document.name });
  return { document, isRestored: false };
}

/** A file an import stored for a new document: where, and what it is. */
export type ImportedFile = { storageKey: string; name: string; size: number; sha256: string; mimeType: string };

/**
 * A document an import brings, its files already stored (and verified): the current one and the older
 * ones as versions below it; its text as exported (only a document without any is read here), its
 * dates, serial number and trash as they were, and what other modules record with it (`more`: its
 * tags, properties, notes, the import's record) in the same batch. No event goes out: an import is not
 * a stream of arrivals to a webhook.
 */
export async function insertImportedDocument(
  { organizationDb: db, queues }: OrganizationDependencies,
  {
    organizationId,
    userId,
    documentId,
    versionId,
    versionLabel,
    file,
    olderVersions,
    name,
    content,
    documentDate,
    archiveSerialNumber,
    addedAt,
    modifiedAt,
    deletedAt,
    thumbnailCreatedAt,
    more,
  }: {
    organizationId: string;
    userId: string | null;
    documentId: string;
    versionId: string;
    versionLabel: string | null;
    file: ImportedFile;
    /** Its files before the current one, oldest first, each with its text when the export gave one. */
    olderVersions: { id: string; label: string | null; file: ImportedFile; content: string | null }[];
    name: string;
    content: string;
    documentDate: string | null;
    archiveSerialNumber: number | null;
    addedAt: Date;
    modifiedAt: Date;
    deletedAt: Date | null;
    /** When its thumbnail was stored, the export's kept as ours; none to have ours drawn. */
    thumbnailCreatedAt: Date | null;
    more: Statement[];
  },
) {
  const hasText = content.trim() !== '';
  const document = await insertDocument(
    db,
    {
      id: documentId,
      organizationId,
      createdBy: userId,
      name: sanitizeDocumentName(name),
      originalName: file.name,
      originalSize: file.size,
      originalSha256: file.sha256,
      mimeType: file.mimeType,
      storageKey: file.storageKey,
      otherVersionsSize: olderVersions.reduce((total, version) => total + version.file.size, 0),
      source: 'import',
      content,
      processingStatus: hasText ? 'processed' : 'pending',
      documentDate,
      documentDateSource: documentDate ? 'person' : null,
      archiveSerialNumber,
      deletedAt,
      thumbnailCreatedAt,
      createdAt: addedAt,
      updatedAt: modifiedAt,
    },
    {
      id: generateId('act'),
      versionId,
      versionSource: 'import',
      versionLabel,
      olderVersions: olderVersions.map(({ id, label, file: older, content: text }) => ({
        id,
        label,
        originalName: older.name,
        mimeType: older.mimeType,
        size: older.size,
        sha256: older.sha256,
        storageKey: older.storageKey,
        content: text,
      })),
    },
    more,
  );
  if (!hasText) await enqueueTask(queues.documents, { type: 'document.process', organizationId, documentId });
  return document;
}

// Reads the routes send unsent with the session and membership checks, in one D1 batch (see
// access-check.ts); a document's reads answer undefined when it is not the organization's.
export {
  findActivities,
  findDocumentOnly,
  findDocumentDetail,
  getStatistics,
  listActiveDocuments,
  listTrashedDocuments,
  readNextArchiveSerialNumber,
} from './documents.repository';

/** Activities with who did each, by name: accounts are in DB, activities in the organization's database. */
export async function withUserNames<Row extends { userId: string | null }>({ db }: Dependencies, rows: Row[]) {
  const nameOf = await findUserNames(
    db,
    rows.map(({ userId }) => userId),
  );
  return rows.map(({ userId, ...row }) => ({ ...row, user: { id: userId, name: nameOf(userId) } }));
}

export async function getDocumentOrThrow(
  { organizationDb: db }: OrganizationDependencies,
  { organizationId, documentId }: { organizationId: string; documentId: string },
) {
  const document = await findDocument(db, organizationId, documentId);
  if (!document) throw documentNotFound();
  return document;
}

/** The day a document is of, found in its text and file name; never after the day after its upload. */
export function findDateOf(document: { originalName: string; createdAt: Date }, content: string) {
  return findDocumentDate({ content, fileName: document.originalName, today: document.createdAt });
}

export async function updateDocumentFields(
  deps: OrganizationDependencies,
  {
    organizationId,
    documentId,
    userId,
    changes: { expectedUpdatedAt, ...changes },
  }: { organizationId: string; documentId: string; userId: string | null; changes: DocumentChanges & { expectedUpdatedAt?: Date } },
) {
  const { organizationDb: db } = deps;
  const document = await getDocumentOrThrow(deps, { organizationId, documentId });
  if (document.deletedAt) throw documentIsDeleted();
  if (expectedUpdatedAt && document.updatedAt.getTime() !== expectedUpdatedAt.getTime()) throw documentModified();
  // New content may say another date; one a person chose stays.
  const foundDocumentDate =
    changes.content !== undefined && changes.documentDate === undefined ? findDateOf(document, changes.content) : undefined;
  let updated;
  try {
    updated = await updateDocument(db, {
      organizationId,
      documentId,
      userId,
      changes,
      foundDocumentDate,
      expectedUpdatedAt,
      activityId: generateId('act'),
    });
  } catch (error) {
    // The unique index judges the number, so two requests for one number cannot both have it.
    if (!isUniqueViolation(error) || !changes.archiveSerialNumber) throw error;
    const holder = await findDocumentByArchiveSerialNumber(db, organizationId, changes.archiveSerialNumber);
    throw archiveSerialNumberTaken(holder?.id ?? documentId);
  }
  // Changed between the read above and this write: the version check inside the update refused it.
  if (!updated) throw expectedUpdatedAt ? documentModified() : documentNotFound();
  const isDateFound = foundDocumentDate !== undefined && updated.documentDate !== document.documentDate;
  const updatedFields = [...Object.keys(changes), ...(isDateFound ? ['documentDate'] : [])];
  await publishDocumentEvent(deps, { type: 'document.updated', organizationId, documentId, documentName: updated.name, updatedFields });
  return updated;
}

export async function trashDocument(
  deps: OrganizationDependencies,
  {
    organizationId,
    documentId,
    userId,
    now = new Date(),
  }: { organizationId: string; documentId: string; userId: string | null; now?: Date },
) {
  const { organizationDb: db } = deps;
  const document = await getDocumentOrThrow(deps, { organizationId, documentId });
  if (document.deletedAt) return document;
  const trashed = await setDocumentDeleted(db, { organizationId, documentId, userId, deletedAt: now, activityId: generateId('act') });
  await publishDocumentEvent(deps, { type: 'document.deleted', organizationId, documentId, documentName: document.name });
  return trashed;
}

export async function restoreDocument(
  deps: OrganizationDependencies,
  { organizationId, documentId, userId }: { organizationId: string; documentId: string; userId: string },
) {
  const { organizationDb: db } = deps;
  const document = await getDocumentOrThrow(deps, { organizationId, documentId });
  if (!document.deletedAt) return document;
  const restored = await setDocumentDeleted(db, { organizationId, documentId, userId, deletedAt: null, activityId: generateId('act') });
  await publishDocumentEvent(deps, { type: 'document.restored', organizationId, documentId, documentName: document.name });
  return restored;
}

/**
 * Reads the file again from the start (text, OCR, thumbnail), as after an upload; its content stays
 * until the new text replaces it. Content a person edited is replaced only when they confirm.
 */
export async function reprocessDocument(
  deps: OrganizationDependencies,
  {
    organizationId,
    documentId,
    userId,
    replaceEditedContent,
  }: { organizationId: string; documentId: string; userId: string | null; replaceEditedContent: boolean },
) {
  const { organizationDb: db, queues } = deps;
  const document = await getDocumentOrThrow(deps, { organizationId, documentId });
  if (document.deletedAt) throw documentIsDeleted();
  if (document.contentEditedAt && !replaceEditedContent) throw documentContentEdited();
  const reset = await resetProcessing(db, { organizationId, documentId, userId, activityId: generateId('act') });
  if (!reset) throw documentNotFound();
  await enqueueTask(queues.documents, { type: 'document.process', organizationId, documentId });
  return reset;
}

/** After the organization's languages changed: its documents read with OCR are read again (those edited by hand stay). */
export async function reprocessScannedDocuments(
  { organizationDb: db, queues }: OrganizationDependencies,
  { organizationId, userId }: { organizationId: string; userId: string | null },
) {
  const documentsCount = await resetScannedDocuments(db, { organizationId, userId });
  if (documentsCount > 0) await enqueueTask(queues.documents, { type: 'documents.process-pending', organizationId, afterDocumentId: null });
  return documentsCount;
}

const processMessages = (documents: { id: string; organizationId: string }[]) =>
  documents.map(({ id, organizationId }): TaskMessage => ({ type: 'document.process', organizationId, documentId: id }));

/** One page of an organization's pending documents to the queue; a follow-up task takes the next page. */
export async function enqueuePendingDocuments(
  { organizationDb: db, queues }: OrganizationDependencies,
  { organizationId, afterDocumentId }: { organizationId: string; afterDocumentId: string | null },
) {
  const page = await findPendingDocumentsAfter(db, organizationId, afterDocumentId, QUEUE_BATCH_LIMIT);
  await enqueueTasks(queues.documents, processMessages(page.map(({ id }) => ({ id, organizationId }))));
  if (page.length === QUEUE_BATCH_LIMIT)
    await enqueueTask(queues.documents, { type: 'documents.process-pending', organizationId, afterDocumentId: page.at(-1)!.id });
}

const PURGE_PAGE_SIZE = 100;

/**
 * Deletes trashed documents for good, page by page: the R2 objects first, then the rows, so a
 * failure in between leaves a row to retry rather than an orphaned file. Returns how many went,
 * and whether more remain after `maxPages`.
 */
export async function purgeTrashedDocuments(
  { organizationDb: db, files }: OrganizationDependencies,
  {
    maxPages = Number.POSITIVE_INFINITY,
    ...where
  }: { organizationId?: string; deletedBefore?: Date; documentId?: string; documentIds?: string[]; maxPages?: number },
) {
  let purged = 0;
  for (let page = 0; page < maxPages; page += 1) {
    const batch = await findTrashedDocuments(db, where, PURGE_PAGE_SIZE);
    if (batch.length === 0) return { purged, hasMore: false };
    const ids = batch.map((document) => document.id);
    const versionFiles = await findVersionFiles(db, ids);
    await deleteFiles(files, [...new Set([...batch.flatMap(documentFileKeys), ...versionFiles.storageKeys])]);
    for (const version of versionFiles.withPageImages) await deletePrefix(files, pageImagesPrefix(version.organizationId, version.id));
    await deleteDocumentRows(db, ids);
    purged += batch.length;
    if (batch.length < PURGE_PAGE_SIZE) return { purged, hasMore: false };
  }
  return { purged, hasMore: true };
}

export async function deleteTrashedDocument(
  deps: OrganizationDependencies,
  { organizationId, documentId }: { organizationId: string; documentId: string },
) {
  const document = await getDocumentOrThrow(deps, { organizationId, documentId });
  if (!document.deletedAt) throw documentNotDeleted();
  await purgeTrashedDocuments(deps, { organizationId, documentId });
}

const MAX_PURGE_PAGES_PER_RUN = 20;

/** Trash older than the retention, bounded per run; a follow-up task continues a huge backlog. */
export async function purgeExpiredTrash(deps: OrganizationDependencies, { now }: { now: Date }) {
  const retentionDays = deps.settings.DOCUMENTS_DELETED_DOCUMENTS_RETENTION_DAYS;
  const deletedBefore = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const result = await purgeTrashedDocuments(deps, { deletedBefore, maxPages: MAX_PURGE_PAGES_PER_RUN });
  if (result.hasMore) await enqueueTask(deps.queues.documents, { type: 'trash.purge-expired', database: deps.organizationDatabase });
  return result;
}

/**
 * Queue step after upload: read the file and extract its text; a file with pages to read (an image,
 * a PDF with scanned pages) goes on to the pages queue, page by page (document-pages.service.ts),
 * and PDFs and images get a thumbnail there too. A document no longer pending (already processed, or
 * its message delivered twice) is left as is. Extraction errors are recorded on the document;
 * storage errors are thrown so the queue retries.
 */
export async function processDocument(
  deps: OrganizationDependencies,
  { organizationId, documentId }: { organizationId: string; documentId: string },
) {
  const { organizationDb: db, files, queues, settings } = deps;
  const document = await findDocument(db, organizationId, documentId);
  if (document?.processingStatus !== 'pending') return;
  const readPages = () => enqueueTask(queues.pages, { type: 'document.read-pages', organizationId, documentId });

  const object = await files.get(document.storageKey);
  let result: { content: string } | { error: string };
  if (!object) {
    result = { error: 'The original file is missing from storage' };
  } else {
    try {
      const bytes = new Uint8Array(await object.arrayBuffer());
      const plan = await withinExtractionTime(
        planExtraction(
          { bytes, mimeType: document.mimeType, fileName: document.originalName },
          { maxOcrPages: settings.DOCUMENTS_OCR_MAX_PAGES },
        ),
      );
      if ('pages' in plan) {
        if (await startReadingPages(db, { organizationId, documentId, pages: plan.pages })) await readPages();
        return;
      }
      result = plan;
    } catch (error) {
      if (!(error instanceof ExtractionError)) throw error;
      result = { error: error.message };
    }
  }

  // Published even when extraction failed: rules on the name still apply, and the name may carry the date.
  const isSaved = await saveExtractedContent(db, documentId, {
    ...result,
    documentDate: findDateOf(document, 'content' in result ? result.content : ''),
  });
  if (!isSaved) return;
  await publishDocumentEvent(deps, { type: 'document.processed', organizationId, documentId, documentName: document.name });
  if ('content' in result && hasPages(document.mimeType, document.originalName)) await readPages();
}

const DATE_BATCH_SIZE = 100;

/**
 * The one-off job that dates documents uploaded before the finder existed (README, "Document date"):
 * a batch per queue message, the next queued while any remain. Each batch is recorded in the rows, so
 * a lost message only waits for the daily maintenance, which starts it again.
 */
export async function findMissingDocumentDates({ organizationDb: db, organizationDatabase, queues }: OrganizationDependencies) {
  const batch = await findUndatedDocuments(db, { limit: DATE_BATCH_SIZE, contentLength: DOCUMENT_DATE_SCAN_LENGTH });
  await saveFoundDocumentDates(
    db,
    batch.map((document) => ({ id: document.id, documentDate: findDateOf(document, document.content) })),
  );
  if (batch.length === DATE_BATCH_SIZE)
    await enqueueTask(queues.documents, { type: 'documents.find-dates', database: organizationDatabase });
  return batch.length;
}

const STALE_PENDING_AFTER_MS = 15 * 60 * 1000;
/** Re-enqueues documents whose processing message (or the message of their next page) was lost. */
export async function requeueStalePendingDocuments({ organizationDb: db, queues }: OrganizationDependencies, { now }: { now: Date }) {
  const before = new Date(now.getTime() - STALE_PENDING_AFTER_MS);
  const stale = await findStalePendingDocuments(db, before, QUEUE_BATCH_LIMIT);
  await enqueueTasks(queues.documents, processMessages(stale));
  const staleReading = await findStaleReadingDocuments(db, before, QUEUE_BATCH_LIMIT);
  await enqueueTasks(
    queues.pages,
    staleReading.map(({ id, organizationId }): PagesMessage => ({ type: 'document.read-pages', organizationId, documentId: id })),
  );
  return stale.length + staleReading.length;
}
