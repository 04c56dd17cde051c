import type { BulkAction, BulkActionInput, BulkJob } from '@/api/types';
import {
  entryNamer,
  firstLineOf,
  METADATA_FILE_NAME,
  metadataCsv,
  type ArchiveMetadataRow,
} from '../../../../core/documents/archive-entries';
import { bulkDownloadEmpty, bulkDownloadTooLarge, bulkSelectionTooLarge } from '../../../../core/documents/bulk.errors';
import {
  activeSelectionSchema,
  BULK_DOWNLOAD_MAX_DOCUMENTS,
  BULK_MAX_DOCUMENTS,
  tagBulkActionSchema,
  TRASH_BULK_ACTIONS,
  trashSelectionSchema,
  type ActiveSelection,
  type TrashSelection,
} from '../../../../core/documents/bulk.schemas';
import type { DocumentActivityEvent } from '../../../../core/documents/document-states';
import type { TagMatch } from '../../../../core/documents/documents.schemas';
import { generateId } from '../../../../core/ids';
import type { DocumentRecord } from './demo-database';
import type { DemoClientContext } from './demo-client-context';
import { applyEnabledRules } from './demo-processing';
import { deleteDocumentsForGood, organizationDocuments, tagsOf } from './demo-records';
import { searchDocuments, type SearchContext } from './demo-search';

/** A change of one document with its activity, or null when it is so already (the documents' changeDocument takes it). */
export type DocumentChange = (
  record: DocumentRecord,
) => { record: DocumentRecord; activity: DocumentActivityEvent; tagId?: string; updatedFields?: string[] } | null;

/** What the demo client lends its bulk actions: its store, its checks, and the single actions' changes. */
export type DemoBulkContext = Pick<DemoClientContext, 'database' | 'parse' | 'requireTag' | 'tagsByIdOf'> & {
  changeDocument: (organizationId: string, documentId: string, change: DocumentChange) => Promise<DocumentRecord>;
  activeDocuments: (organizationId: string, tagIds: readonly string[], tagMatch?: TagMatch) => Promise<DocumentRecord[]>;
  searchContextOf: (organizationId: string) => Promise<SearchContext>;
  objectUrlOf: (cacheKey: string, blob: Blob) => string;
  changes: {
    trashing: DocumentChange;
    restoring: DocumentChange;
    tagging: (tagId: string) => DocumentChange;
    untagging: (tagId: string) => DocumentChange;
  };
};

/** The documents a bulk action selects, in the order the page lists them. */
async function bulkSelection(
  context: DemoBulkContext,
  organizationId: string,
  isTrash: boolean,
  selection: ActiveSelection | TrashSelection,
): Promise<DocumentRecord[]> {
  const documents = await organizationDocuments(context.database, organizationId);
  if ('documentIds' in selection) {
    const byId = new Map(documents.map((record) => [record.id, record]));
    return selection.documentIds.flatMap((id) => byId.get(id) ?? []);
  }
  if (isTrash) return documents.filter((record) => record.deletedAt).sort((a, b) => b.deletedAt!.getTime() - a.deletedAt!.getTime());
  const { searchQuery, tags = [], tagMatch } = selection.query as { searchQuery?: string; tags?: string[]; tagMatch?: TagMatch };
  const active = await context.activeDocuments(organizationId, tags, tagMatch);
  if (!searchQuery?.trim()) return active;
  return searchDocuments(active, searchQuery, await context.searchContextOf(organizationId)).map(({ record }) => record);
}

/** A bulk action done at once, each document as its single action does it (the demo has no queue). */
export async function runDemoBulkAction(
  context: DemoBulkContext,
  organizationId: string,
  action: Exclude<BulkAction, 'set-property'>,
  input: BulkActionInput,
): Promise<BulkJob> {
  const isTrash = TRASH_BULK_ACTIONS.includes(action);
  const isTagAction = action === 'add-tag' || action === 'remove-tag';
  const { tagId, ...selection } = context.parse(
    isTagAction ? tagBulkActionSchema : isTrash ? trashSelectionSchema : activeSelectionSchema,
    input,
  ) as { tagId?: string } & (ActiveSelection | TrashSelection);
  if (tagId) await context.requireTag(organizationId, tagId);
  const records = await bulkSelection(context, organizationId, isTrash, selection);
  if (records.length > BULK_MAX_DOCUMENTS) throw bulkSelectionTooLarge();

  let changedCount = 0;
  if (action === 'delete') {
    const trashed = records.filter((record) => record.deletedAt).map((record) => record.id);
    await deleteDocumentsForGood(context.database, trashed);
    changedCount = trashed.length;
  } else {
    const { trashing, restoring, tagging, untagging } = context.changes;
    const change: DocumentChange = {
      'add-tag': (record: DocumentRecord) => (record.deletedAt ? null : tagging(tagId!)(record)),
      'remove-tag': untagging(tagId!),
      trash: trashing,
      restore: restoring,
    }[action];
    for (const record of records) {
      let isChanged = false;
      const changed = await context.changeDocument(organizationId, record.id, (current) => {
        const next = change(current);
        isChanged = next !== null;
        return next;
      });
      if (isChanged && action === 'restore') await applyEnabledRules(context.database, changed);
      if (isChanged) changedCount += 1;
    }
  }
  const now = new Date();
  return {
    id: generateId('bulk'),
    action,
    tagId: tagId ?? null,
    propertyId: null,
    status: 'done',
    documentsCount: records.length,
    processedCount: records.length,
    changedCount,
    skippedCount: records.length - changedCount,
    error: null,
    createdAt: now,
    finishedAt: now,
    parts: [],
    expiresAt: null,
  };
}

/** The selection's zip, made in the page (the server's entries and metadata.csv), as an object URL. */
export async function makeDemoZip(context: DemoBulkContext, organizationId: string, input: Exclude<BulkActionInput, { tagId: string }>) {
  const selection = context.parse(activeSelectionSchema, input);
  const records = (await bulkSelection(context, organizationId, false, selection)).filter((record) => !record.deletedAt);
  if (records.length === 0) throw bulkDownloadEmpty();
  if (records.length > BULK_DOWNLOAD_MAX_DOCUMENTS) throw bulkDownloadTooLarge();
  const tagsById = await context.tagsByIdOf(organizationId);
  const nameEntry = entryNamer();
  const entries = [];
  const metadata: ArchiveMetadataRow[] = [];
  for (const record of records) {
    const file = await context.database.get('files', record.id);
    if (!file) continue;
    const entryName = nameEntry(record.name);
    entries.push({ name: entryName, input: file.blob, lastModified: record.createdAt });
    metadata.push({
      entryName,
      name: record.name,
      originalName: record.originalName,
      size: record.originalSize,
      mimeType: record.mimeType,
      createdAt: record.createdAt,
      documentDate: record.documentDate ?? null,
      tags: tagsOf(record, tagsById).map((tag) => tag.name),
      firstLine: firstLineOf(record.content),
      notes: (await context.database.getAllFromIndex('notes', 'documentId', record.id))
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map(({ content }) => content),
      // The demo has no custom properties.
      properties: {},
    });
  }
  entries.push({ name: METADATA_FILE_NAME, input: metadataCsv(metadata), lastModified: new Date() });
  const { downloadZip } = await import('client-zip');
  const zip = await downloadZip(entries).blob();
  return { url: context.objectUrlOf(`zip:${generateId('zip')}`, zip), documentsCount: metadata.length };
}
