/**
 * Reads and writes of the demo's stores, the way the server's repositories do them: every read scoped
 * to its organization, every change of a document with its activity row in the same transaction.
 */
import { generateId } from '../../../../core/ids';
import { demoStorageFull } from '../../../../core/demo/demo.errors';
import type { DocumentActivity, Tag } from '@/api/types';
import type { ActivityRecord, DemoDatabase, DocumentRecord, TagRecord } from './demo-database';

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

/** Removes documents for good: their rows, files, thumbnails and activity. */
export async function deleteDocumentsForGood(database: DemoDatabase, documentIds: readonly string[]): Promise<void> {
  const transaction = database.transaction(['documents', 'files', 'thumbnails', 'activities', 'notes'], 'readwrite');
  const activities = transaction.objectStore('activities');
  const notes = transaction.objectStore('notes');
  const deleteOfDocument = async (store: 'activities' | 'notes', documentId: string) => {
    const index = store === 'activities' ? activities.index('documentId') : notes.index('documentId');
    for (const key of await index.getAllKeys(documentId)) await transaction.objectStore(store).delete(key);
  };
  await Promise.all([
    ...documentIds.flatMap((documentId) => [
      transaction.objectStore('documents').delete(documentId),
      transaction.objectStore('files').delete(documentId),
      transaction.objectStore('thumbnails').delete(documentId),
      deleteOfDocument('activities', documentId),
      deleteOfDocument('notes', documentId),
    ]),
    transaction.done,
  ]);
}

export async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
