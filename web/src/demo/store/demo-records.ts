/**
 * Reads and writes of the demo's stores, the way the server's repositories do them: every read scoped
 * to its organization, every change of a document with its activity row in the same transaction.
 */
import { generateId } from '../../../../core/ids';
import { demoStorageFull } from '../../../../core/demo/demo.errors';
import type { DocumentActivity, DocumentDetail, Tag } from '@/api/types';
import { toDocumentDto } from '../../../../core/documents/documents.dto';
import { dropPageImages } from '../pages/page-images';
import type { ActivityRecord, DemoDatabase, DocumentRecord, TagRecord, VersionRecord } from './demo-database';

type ActivityEvent = DocumentActivity['event'];

/** A new document, as an upload stores it: pending, untagged, no thumbnail yet. */
export function newDocumentRecord(
  fields: Pick<DocumentRecord, 'organizationId' | 'name' | 'originalSize' | 'originalSha256' | 'mimeType' | 'createdBy'> &
    Partial<DocumentRecord>,
): DocumentRecord {
  const now = new Date();
  return {
    id: generateId('doc'),
    originalName: fields.name,
    content: '',
    processingStatus: 'pending',
    processingError: null,
    pagesDone: 0,
    pagesTotal: 0,
    thumbnailCreatedAt: null,
    documentDate: null,
    documentDateSource: null,
    contentEditedAt: null,
    deletedAt: null,
    deletedBy: null,
    tagIds: [],
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}

export function activityRecord(
  document: Pick<DocumentRecord, 'id' | 'organizationId'>,
  event: ActivityEvent,
  {
    userId = null,
    tagId = null,
    eventData = null,
    createdAt = new Date(),
  }: { userId?: string | null; tagId?: string | null; eventData?: ActivityRecord['eventData']; createdAt?: Date } = {},
): ActivityRecord {
  return {
    id: generateId('act'),
    organizationId: document.organizationId,
    documentId: document.id,
    event,
    eventData,
    userId,
    tagId,
    createdAt,
  };
}

/** IndexedDB refuses a write past the site's quota with QuotaExceededError: the visitor is told, nothing half-written stays. */
export async function withinQuota<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'QuotaExceededError') throw demoStorageFull();
    throw error;
  }
}

/**
 * Stores a new document with its file and its 'created' activity (`eventData` says where it came from,
 * when not from an upload), as an upload does: the processor reads it next.
 */
export async function addDocument(
  database: DemoDatabase,
  record: DocumentRecord,
  blob: Blob,
  eventData: ActivityRecord['eventData'] = null,
): Promise<void> {
  await withinQuota(async () => {
    const transaction = database.transaction(['documents', 'files', 'activities'], 'readwrite');
    await Promise.all([
      transaction.objectStore('files').put({ documentId: record.id, blob }),
      transaction.objectStore('documents').put(record),
      transaction
        .objectStore('activities')
        .put(activityRecord(record, 'created', { userId: record.createdBy, eventData, createdAt: record.createdAt })),
      transaction.done,
    ]);
  });
}

/** Saves a document and its activity rows together. */
export async function saveDocument(database: DemoDatabase, record: DocumentRecord, activities: ActivityRecord[] = []): Promise<void> {
  await withinQuota(async () => {
    const transaction = database.transaction(['documents', 'activities'], 'readwrite');
    await Promise.all([
      transaction.objectStore('documents').put(record),
      ...activities.map((activity) => transaction.objectStore('activities').put(activity)),
      transaction.done,
    ]);
  });
}

export async function organizationDocuments(database: DemoDatabase, organizationId: string): Promise<DocumentRecord[]> {
  return database.getAllFromIndex('documents', 'organizationId', organizationId);
}

export async function organizationTags(database: DemoDatabase, organizationId: string): Promise<TagRecord[]> {
  const tags = await database.getAllFromIndex('tags', 'organizationId', organizationId);
  return tags.sort((a, b) => a.name.localeCompare(b.name));
}

/** A document's tags as the answers carry them, in the order of their names. */
export function tagsOf(record: DocumentRecord, tagsById: ReadonlyMap<string, Pick<Tag, 'id' | 'name' | 'color'>>) {
  return record.tagIds
    .map((tagId) => tagsById.get(tagId))
    .filter((tag) => tag !== undefined)
    .map(({ id, name, color }) => ({ id, name, color }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const newestFirst = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id);

export function pageOf<T>(items: readonly T[], { pageIndex, pageSize }: { pageIndex: number; pageSize: number }): T[] {
  return items.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
}

/**
 * The version a document has before any other: its own file, under an id made from the document's, so
 * that it can be named (downloaded, restored) before it is stored, which a second version does.
 */
export function firstVersionOf(record: DocumentRecord): VersionRecord {
  return {
    id: `ver_${record.id.slice('doc_'.length)}`,
    organizationId: record.organizationId,
    documentId: record.id,
    number: 1,
    label: null,
    source: 'upload',
    restoredFromNumber: null,
    originalName: record.originalName,
    mimeType: record.mimeType,
    size: record.originalSize,
    sha256: record.originalSha256,
    createdAt: record.createdAt,
    createdBy: record.createdBy,
  };
}

/** A document's versions, newest first; the first is the current one. */
export async function versionsOfDocument(database: DemoDatabase, record: DocumentRecord): Promise<VersionRecord[]> {
  const stored = await database.getAllFromIndex('versions', 'documentId', record.id);
  return stored.length === 0 ? [firstVersionOf(record)] : stored.sort((a, b) => b.number - a.number);
}

/** A document as the detail answers it: with its text, its current version and how many it has. */
export async function toDocumentDetail(
  database: DemoDatabase,
  record: DocumentRecord,
  tagsById: ReadonlyMap<string, Pick<Tag, 'id' | 'name' | 'color'>>,
): Promise<DocumentDetail> {
  const versions = await versionsOfDocument(database, record);
  const { id, number, label } = versions[0]!;
  return { ...toDocumentDto(record, tagsOf(record, tagsById)), currentVersion: { id, number, label }, versionsCount: versions.length };
}

/** The bytes the organization keeps for its active documents: every version of each. */
export async function storedSizeOfDocuments(
  database: DemoDatabase,
  organizationId: string,
  records: readonly DocumentRecord[],
): Promise<number> {
  const versions = await database.getAllFromIndex('versions', 'organizationId', organizationId);
  const sizeByDocument = new Map<string, number>();
  for (const version of versions) sizeByDocument.set(version.documentId, (sizeByDocument.get(version.documentId) ?? 0) + version.size);
  return records.reduce((sum, record) => sum + (sizeByDocument.get(record.id) ?? record.originalSize), 0);
}

/** Removes documents for good: their rows, files, versions, thumbnails, notes and activity, and their page images. */
export async function deleteDocumentsForGood(database: DemoDatabase, documentIds: readonly string[]): Promise<void> {
  const transaction = database.transaction(
    ['documents', 'files', 'thumbnails', 'activities', 'notes', 'versions', 'versionFiles'],
    'readwrite',
  );
  const deleteOfDocument = async (store: 'activities' | 'notes' | 'versions', documentId: string) => {
    for (const key of await transaction.objectStore(store).index('documentId').getAllKeys(documentId)) {
      await transaction.objectStore(store).delete(key);
      if (store === 'versions') await transaction.objectStore('versionFiles').delete(key);
    }
  };
  await Promise.all([
    ...documentIds.flatMap((documentId) => [
      transaction.objectStore('documents').delete(documentId),
      transaction.objectStore('files').delete(documentId),
      transaction.objectStore('thumbnails').delete(documentId),
      deleteOfDocument('activities', documentId),
      deleteOfDocument('notes', documentId),
      deleteOfDocument('versions', documentId),
    ]),
    transaction.done,
  ]);
  for (const documentId of documentIds) dropPageImages(documentId);
}

export async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
