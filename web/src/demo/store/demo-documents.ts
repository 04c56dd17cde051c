/**
 * The demo's documents, their trash, files, activity, search and tags. An upload is stored at once and
 * read afterwards by the processor, in a Web Worker.
 */
import type { ApiClient } from '@/api/api-client';
import type { BulkJob, Document, Page } from '@/api/types';
import { notAvailableInDemo } from '../../../../core/demo/demo.errors';
import {
  activityPaginationSchema,
  listDocumentsQuerySchema,
  sortOf,
  trashQuerySchema,
  updateDocumentSchema,
  type DocumentSort,
  type TagMatch,
} from '../../../../core/documents/documents.schemas';
import {
  archiveSerialNumberTaken,
  documentAlreadyExists,
  documentContentEdited,
  documentIsDeleted,
  documentModified,
  documentNotDeleted,
  documentNotFound,
  documentTooLarge,
  thumbnailNotFound,
  uploadedFileEmpty,
  uploadWithoutFile,
} from '../../../../core/documents/documents.errors';
import { bulkJobNotFound } from '../../../../core/documents/bulk.errors';
import { CONTENT_EXCERPT_LENGTH, toDocumentDto } from '../../../../core/documents/documents.dto';
import { sanitizeDocumentName } from '../../../../core/documents/document-name';
import { detectMimeType, MIME_SNIFF_BYTES } from '../../../../core/files/mime-type';
import { searchDocumentsQuerySchema } from '../../../../core/search/search.schemas';
import { attachTagSchema } from '../../../../core/tags/tags.schemas';
import type { DemoBulkContext, DocumentChange } from './demo-bulk-actions';
import type { DocumentRecord, TagRecord } from './demo-database';
import {
  activityRecord,
  addDocument,
  deleteDocumentsForGood,
  newDocumentRecord,
  newestFirst,
  organizationDocuments,
  pageOf,
  saveDocument,
  sha256Hex,
  storedSizeOfDocuments,
  tagsOf,
  toDocumentDetail,
} from './demo-records';
import { applyEnabledRules, type DocumentProcessor } from './demo-processing';
import { searchDocuments, SEARCH_COUNT_CAP, type SearchContext } from './demo-search';
import { DEMO_USER_ID, readDemoUser } from './demo-user';
import { answer, parse, type DemoClientContext } from './demo-client-context';

/** Spec, demo constants. */
const DEMO_UPLOAD_DELAY_MS = 500;
export const DEMO_LIST_PAGE_SIZE = 10;
const DEMO_SEARCH_PAGE_SIZE = 5;
/** As the server's default (DOCUMENT_STORAGE_MAX_UPLOAD_SIZE); the browser's quota is the other bound. */
export const DEMO_MAX_UPLOAD_SIZE = 10 * 1024 * 1024;

export type DemoDocumentsOptions = {
  processor: DocumentProcessor;
  /** The object URL of a stored file; the demo's workspace caches and revokes them. */
  objectUrlOf: (cacheKey: string, blob: Blob) => string;
  uploadDelayMs?: number;
};

/** Spec, demo constants: page 0 and the demo's size where a caller (the original client) gives none. */
const withDemoPage = <Query extends Partial<Page>>(query: Query, pageSize: number) => ({
  ...query,
  pageIndex: query.pageIndex ?? 0,
  pageSize: query.pageSize ?? pageSize,
});

const delay = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Records in a sort's order (as the server's: names ignoring case, ties newest first). */
function sortedRecords<
  T extends Pick<DocumentRecord, 'name' | 'originalSize' | 'createdAt' | 'deletedAt' | 'documentDate' | 'archiveSerialNumber'>,
>(records: T[], sort: DocumentSort | undefined): T[] {
  if (!sort) return records;
  // Undated documents first in ascending order, as SQLite sorts NULL.
  const keyOf = (record: T): number | string =>
    ({
      createdAt: record.createdAt.getTime(),
      deletedAt: record.deletedAt?.getTime() ?? 0,
      size: record.originalSize,
      name: record.name.toLowerCase(),
      documentDate: record.documentDate ?? '',
      archiveSerialNumber: record.archiveSerialNumber ?? 0,
    })[sort.by];
  const direction = sort.order === 'asc' ? 1 : -1;
  return [...records].sort((a, b) => {
    const [left, right] = [keyOf(a), keyOf(b)];
    return left < right ? -direction : left > right ? direction : b.createdAt.getTime() - a.createdAt.getTime();
  });
}

export function demoDocumentsApi(
  { database, requireOrganization, requireDocument, requireTag, tagsByIdOf }: DemoClientContext,
  { processor, objectUrlOf, uploadDelayMs = DEMO_UPLOAD_DELAY_MS }: DemoDocumentsOptions,
): ApiClient['documents'] {
  /** A page maps its documents with one read of the tags (`tagsById`); a single document reads them itself. */
  async function toDocument(
    record: DocumentRecord,
    { withContent = false, tagsById }: { withContent?: boolean; tagsById?: Map<string, TagRecord> } = {},
  ): Promise<Document> {
    const { content, ...row } = record;
    return toDocumentDto(withContent ? { ...row, content } : row, tagsOf(record, tagsById ?? (await tagsByIdOf(record.organizationId))));
  }

  /** A page of a list, each document with the beginning of its text, as the server lists them. */
  async function toDocumentPage(organizationId: string, records: DocumentRecord[]): Promise<Document[]> {
    const tagsById = await tagsByIdOf(organizationId);
    return records.map((record) => {
      const { content, ...row } = record;
      return toDocumentDto({ ...row, contentExcerpt: content.slice(0, CONTENT_EXCERPT_LENGTH) }, tagsOf(record, tagsById));
    });
  }

  /** The active documents carrying every one of the tags (`any`: one of them), newest first. */
  async function activeDocuments(organizationId: string, tagIds: readonly string[], tagMatch: TagMatch = 'all') {
    const isTagged = (record: DocumentRecord) =>
      tagIds.length === 0 ||
      (tagMatch === 'any' ? tagIds.some((tagId) => record.tagIds.includes(tagId)) : tagIds.every((tagId) => record.tagIds.includes(tagId)));
    return (await organizationDocuments(database, organizationId))
      .filter((record) => !record.deletedAt && isTagged(record))
      .sort(newestFirst);
  }

  async function changeDocument(organizationId: string, documentId: string, change: DocumentChange) {
    const record = await requireDocument(organizationId, documentId);
    const changed = change(record);
    if (!changed) return record;
    const activity = activityRecord(record, changed.activity, {
      userId: DEMO_USER_ID,
      tagId: changed.tagId ?? null,
      eventData: changed.updatedFields ? { updatedFields: changed.updatedFields } : null,
    });
    await saveDocument(database, changed.record, [activity]);
    return changed.record;
  }

  // What an action does to one document, or null when it is so already: the single calls and the bulk ones share them.
  const trashing: DocumentChange = (record) =>
    record.deletedAt ? null : { record: { ...record, deletedAt: new Date(), deletedBy: DEMO_USER_ID }, activity: 'deleted' };
  const restoring: DocumentChange = (record) =>
    record.deletedAt ? { record: { ...record, deletedAt: null, deletedBy: null }, activity: 'restored' } : null;
  const tagging =
    (tagId: string): DocumentChange =>
    (record) =>
      record.tagIds.includes(tagId) ? null : { record: { ...record, tagIds: [...record.tagIds, tagId] }, activity: 'tagged', tagId };
  const untagging =
    (tagId: string): DocumentChange =>
    (record) =>
      record.tagIds.includes(tagId)
        ? { record: { ...record, tagIds: record.tagIds.filter((id) => id !== tagId) }, activity: 'untagged', tagId }
        : null;

  // Every demo job ends in its answer (and is off the panel, as the server's small jobs are): kept as long as the page.
  const bulkJobs = new Map<string, BulkJob & { isDismissed?: boolean }>();
  // Bulk actions and zips load with their first use: the demo's first screen needs neither.
  const bulkContext = (): DemoBulkContext => ({
    database,
    parse,
    requireTag,
    changeDocument,
    activeDocuments,
    tagsByIdOf,
    searchContextOf,
    objectUrlOf,
    changes: { trashing, restoring, tagging, untagging },
  });
  const demoBulk = () => import('./demo-bulk-actions');
  /** What a search needs besides the records: their tags' names and their notes. */
  async function searchContextOf(organizationId: string): Promise<SearchContext> {
    const tagsById = await tagsByIdOf(organizationId);
    const notesByDocument = new Map<string, string[]>();
    for (const note of await database.getAllFromIndex('notes', 'organizationId', organizationId))
      notesByDocument.set(note.documentId, [...(notesByDocument.get(note.documentId) ?? []), note.content]);
    return {
      tagNamesOf: (record) => tagsOf(record, tagsById).map((tag) => tag.name.toLowerCase()),
      notesOf: (record) => (notesByDocument.get(record.id) ?? []).join('\n'),
    };
  }

  return {
    upload: (organizationId, file, options) =>
      answer(async () => {
        await requireOrganization(organizationId);
        if (!(file instanceof Blob)) throw uploadWithoutFile();
        if (file.size === 0) throw uploadedFileEmpty();
        if (file.size > DEMO_MAX_UPLOAD_SIZE) throw documentTooLarge();
        options?.signal?.throwIfAborted();
        const sha256 = await sha256Hex(file);
        const existing = await database.getFromIndex('documents', 'sha256', [organizationId, sha256]);
        if (existing && !existing.deletedAt) throw documentAlreadyExists(existing.id);
        options?.onProgress?.(file.size, file.size);
        await delay(uploadDelayMs);
        options?.signal?.throwIfAborted();
        if (existing) {
          const restored = await changeDocument(organizationId, existing.id, (record) => ({
            record: { ...record, deletedAt: null, deletedBy: null, updatedAt: new Date() },
            activity: 'restored',
          }));
          return { document: await toDocument(await applyEnabledRules(database, restored)), isRestored: true };
        }

        const name = sanitizeDocumentName(file.name);
        const head = new Uint8Array(await file.slice(0, MIME_SNIFF_BYTES).arrayBuffer());
        const record = newDocumentRecord({
          organizationId,
          name,
          originalSize: file.size,
          originalSha256: sha256,
          mimeType: detectMimeType({ declared: file.type, head, fileName: name }),
          createdBy: DEMO_USER_ID,
        });
        // A Blob, not the File: a File's name is the record's, and not every IndexedDB can clone a File.
        await addDocument(database, record, new Blob([file], { type: file.type }));
        processor.enqueue(record.id);
        return { document: await toDocument(record), isRestored: false };
      }),
    list: (organizationId, query) =>
      answer(async () => {
        await requireOrganization(organizationId);
        const { tags, tagMatch, sortBy, sortOrder, ...page } = parse(
          listDocumentsQuerySchema,
          withDemoPage(query, DEMO_LIST_PAGE_SIZE),
          'query',
        );
        const records = sortedRecords(await activeDocuments(organizationId, tags, tagMatch), sortOf({ sortBy, sortOrder }));
        return { documents: await toDocumentPage(organizationId, pageOf(records, page)), documentsCount: records.length };
      }),
    listDeleted: (organizationId, query) =>
      answer(async () => {
        await requireOrganization(organizationId);
        const { sortBy, sortOrder, ...page } = parse(trashQuerySchema, withDemoPage(query, DEMO_LIST_PAGE_SIZE), 'query');
        const trashed = (await organizationDocuments(database, organizationId)).filter((record) => record.deletedAt);
        const records = sortedRecords(trashed, sortOf({ sortBy, sortOrder }) ?? { by: 'deletedAt', order: 'desc' });
        return { documents: await toDocumentPage(organizationId, pageOf(records, page)), documentsCount: records.length };
      }),
    get: (organizationId, documentId) =>
      answer(async () => ({
        document: await toDocumentDetail(database, await requireDocument(organizationId, documentId), await tagsByIdOf(organizationId)),
      })),
    update: (organizationId, documentId, input) =>
      answer(async () => {
        const { expectedUpdatedAt, ...changes } = parse(updateDocumentSchema, input);
        // The trash included, as the server's unique index.
        const holder = changes.archiveSerialNumber
          ? (await organizationDocuments(database, organizationId)).find(
              (record) => record.archiveSerialNumber === changes.archiveSerialNumber && record.id !== documentId,
            )
          : undefined;
        const updated = await changeDocument(organizationId, documentId, (record) => {
          if (record.deletedAt) throw documentIsDeleted();
          if (expectedUpdatedAt && expectedUpdatedAt.getTime() !== record.updatedAt.getTime()) throw documentModified();
          if (holder) throw archiveSerialNumberTaken(holder.id);
          const now = new Date();
          return {
            record: {
              ...record,
              ...changes,
              ...(changes.content === undefined ? {} : { contentEditedAt: now }),
              ...(changes.documentDate === undefined ? {} : { documentDateSource: 'person' as const }),
              updatedAt: now,
            },
            activity: 'updated',
            updatedFields: Object.keys(changes),
          };
        });
        return { document: await toDocument(updated, { withContent: true }) };
      }),
    nextArchiveSerialNumber: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        const numbers = (await organizationDocuments(database, organizationId)).map((record) => record.archiveSerialNumber ?? 0);
        return { archiveSerialNumber: Math.max(0, ...numbers) + 1 };
      }),
    delete: (organizationId, documentId) =>
      answer(async () => {
        await changeDocument(organizationId, documentId, trashing);
      }),
    restore: (organizationId, documentId) =>
      answer(async () => {
        const restored = await changeDocument(organizationId, documentId, restoring);
        return { document: await toDocument(await applyEnabledRules(database, restored)) };
      }),
    fileUrl: (organizationId, documentId) =>
      answer(async () => {
        const record = await requireDocument(organizationId, documentId);
        const file = await database.get('files', documentId);
        if (!file) throw documentNotFound();
        // A new version replaces the document's file: its URL is the bytes', named by their hash.
        return objectUrlOf(`file:${documentId}:${record.originalSha256}`, file.blob);
      }),
    thumbnailUrl: (organizationId, documentId, thumbnailCreatedAt) =>
      answer(async () => {
        await requireDocument(organizationId, documentId);
        const thumbnail = await database.get('thumbnails', documentId);
        if (!thumbnail) throw thumbnailNotFound();
        return objectUrlOf(`thumbnail:${documentId}:${thumbnailCreatedAt.getTime()}`, thumbnail.blob);
      }),
    reprocess: (organizationId, documentId, options) =>
      answer(async () => {
        const reset = await changeDocument(organizationId, documentId, (record) => {
          if (record.deletedAt) throw documentIsDeleted();
          if (record.contentEditedAt && !options?.replaceEditedContent) throw documentContentEdited();
          return {
            record: { ...record, processingStatus: 'pending', processingError: null, pagesDone: 0, pagesTotal: 0, updatedAt: new Date() },
            activity: 'reprocessed',
          };
        });
        processor.enqueue(documentId);
        return { document: await toDocument(reset, { withContent: true }) };
      }),
    reprocessScanned: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        // Read with OCR: pages were read one by one (pagesTotal), as the server counts its document_pages.
        const scanned = (await organizationDocuments(database, organizationId)).filter(
          (record) => !record.deletedAt && record.pagesTotal > 0 && !record.contentEditedAt,
        );
        for (const record of scanned) {
          await saveDocument(database, { ...record, processingStatus: 'pending', pagesDone: 0, updatedAt: new Date() }, [
            activityRecord(record, 'reprocessed', { userId: DEMO_USER_ID }),
          ]);
          processor.enqueue(record.id);
        }
        return { documentsCount: scanned.length };
      }),
    getActivity: (organizationId, documentId, query) =>
      answer(async () => {
        await requireDocument(organizationId, documentId);
        const page = parse(activityPaginationSchema, query, 'query');
        const [user, tagsById, activities] = await Promise.all([
          readDemoUser(database),
          tagsByIdOf(organizationId),
          database.getAllFromIndex('activities', 'documentId', documentId),
        ]);
        return {
          activities: pageOf(activities.sort(newestFirst), page).map(({ organizationId: _organization, userId, tagId, ...activity }) => {
            const tag = tagId ? tagsById.get(tagId) : undefined;
            return {
              ...activity,
              user: userId === user.id ? { id: user.id, name: user.name } : null,
              tag: tag ? { id: tag.id, name: tag.name, color: tag.color } : null,
            };
          }),
        };
      }),
    getStatistics: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        const active = (await organizationDocuments(database, organizationId)).filter((record) => !record.deletedAt);
        return {
          organizationStats: {
            documentsCount: active.length,
            documentsSize: await storedSizeOfDocuments(database, organizationId, active),
          },
        };
      }),
    deleteFromTrash: (organizationId, documentId) =>
      answer(async () => {
        const record = await requireDocument(organizationId, documentId);
        if (!record.deletedAt) throw documentNotDeleted();
        await deleteDocumentsForGood(database, [documentId]);
      }),
    emptyTrash: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        const trashed = (await organizationDocuments(database, organizationId)).filter((record) => record.deletedAt);
        await deleteDocumentsForGood(
          database,
          trashed.map((record) => record.id),
        );
      }),
    search: (organizationId, query) =>
      answer(async () => {
        await requireOrganization(organizationId);
        const { searchQuery, tags, tagMatch, sortBy, sortOrder, ...page } = parse(
          searchDocumentsQuerySchema,
          withDemoPage(query, DEMO_SEARCH_PAGE_SIZE),
          'query',
        );
        const tagsById = await tagsByIdOf(organizationId);
        const ranked = searchDocuments(
          await activeDocuments(organizationId, tags, tagMatch),
          searchQuery,
          await searchContextOf(organizationId),
        );
        const sort = sortOf({ sortBy, sortOrder });
        // Sorted, the hits take the records' order; else they stay ranked.
        const hits = sort
          ? sortedRecords(
              ranked.map((hit) => ({ ...hit.record, hit })),
              sort,
            ).map(({ hit }) => hit)
          : ranked;
        const documents = await Promise.all(
          pageOf(hits, page).map(async ({ record, snippet }) => ({
            ...(await toDocument(record, { tagsById })),
            ...(snippet === undefined ? {} : { snippet }),
          })),
        );
        return {
          documents,
          documentsCount: Math.min(hits.length, SEARCH_COUNT_CAP),
          isDocumentsCountCapped: hits.length > SEARCH_COUNT_CAP,
        };
      }),
    similar: (organizationId, documentId, query) =>
      answer(async () => {
        const { similarDocuments } = await import('./demo-similar');
        return similarDocuments(query, {
          source: () => requireDocument(organizationId, documentId),
          activeDocuments: () => activeDocuments(organizationId, []),
          toDocumentPage: (records) => toDocumentPage(organizationId, records),
        });
      }),
    addTag: (organizationId, documentId, tagId) =>
      answer(async () => {
        const body = parse(attachTagSchema, { tagId });
        await requireTag(organizationId, body.tagId);
        await changeDocument(organizationId, documentId, (record) => {
          if (record.deletedAt) throw documentIsDeleted();
          return tagging(body.tagId)(record);
        });
      }),
    removeTag: (organizationId, documentId, tagId) =>
      answer(async () => {
        await requireDocument(organizationId, documentId);
        await requireTag(organizationId, tagId);
        await changeDocument(organizationId, documentId, untagging(tagId));
      }),
    bulk: (organizationId, action, input) =>
      answer(async () => {
        await requireOrganization(organizationId);
        // The demo has no custom properties (its list of them is empty).
        if (action === 'set-property') throw notAvailableInDemo();
        const job = await (await demoBulk()).runDemoBulkAction(bulkContext(), organizationId, action, input);
        // Done in its answer, as the server's small jobs: never on the panel.
        bulkJobs.set(job.id, { ...job, isDismissed: true });
        return { job };
      }),
    listBulkJobs: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        return {
          jobs: [...bulkJobs.values()]
            .filter((job) => !job.isDismissed)
            .reverse()
            .map(({ isDismissed: _, ...job }) => job),
        };
      }),
    getBulkJob: (organizationId, jobId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        const found = bulkJobs.get(jobId);
        if (!found) throw bulkJobNotFound();
        const { isDismissed: _, ...job } = found;
        return { job };
      }),
    downloadZip: (organizationId, input) =>
      answer(async () => {
        await requireOrganization(organizationId);
        return (await demoBulk()).makeDemoZip(bulkContext(), organizationId, input);
      }),
    // The demo's zips are made in the page at once: no job builds parts.
    archivePartUrl: () => {
      throw notAvailableInDemo();
    },
    dismissBulkJob: (organizationId, jobId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        const job = bulkJobs.get(jobId);
        if (!job) throw bulkJobNotFound();
        job.isDismissed = true;
      }),
  };
}
