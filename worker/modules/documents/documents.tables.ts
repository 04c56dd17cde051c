import { sql } from 'drizzle-orm';
import { index, sqliteTable, text, integer, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core';
import { timestamp, timestamps } from '../../platform/db/timestamps';
import { users } from '../auth/auth.tables';
import { organizations } from '../organizations/organizations.tables';
import { DOCUMENT_DATE_SOURCES, DOCUMENT_SOURCES, PROCESSING_STATUSES } from '../../../core/documents/document-states';

/** pending: waiting for extraction; processing: its pages are being read (OCR), page by page; then processed or failed. */

export const documents = sqliteTable(
  'documents',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    originalName: text('original_name').notNull(),
    originalSize: integer('original_size').notNull(),
    originalSha256: text('original_sha256').notNull(),
    mimeType: text('mime_type').notNull(),
    storageKey: text('storage_key').notNull(),
    // Bytes of the versions that are not current (document_versions): storage counts every version.
    otherVersionsSize: integer('other_versions_size').notNull().default(0),
    content: text('content').notNull().default(''),
    // Where each page's text starts in the content, when the content was joined from pages read one by
    // one (core/extraction/page-texts.ts): a page edit carries them and reads again only rotated pages.
    pageStarts: text('page_starts', { mode: 'json' }).$type<number[]>(),
    processingStatus: text('processing_status', { enum: PROCESSING_STATUSES }).notNull().default('pending'),
    processingError: text('processing_error'),
    // Pages of the file read so far and in all (PDFs and images; 0 for other files): progress while processing.
    pagesDone: integer('pages_done').notNull().default(0),
    pagesTotal: integer('pages_total').notNull().default(0),
    // When a person last wrote the content: re-processing asks before replacing it.
    contentEditedAt: timestamp('content_edited_at'),
    // When the first-page thumbnail was stored (R2, beside the original); null while there is none.
    thumbnailCreatedAt: timestamp('thumbnail_created_at'),
    // The day the document is of ('YYYY-MM-DD'), found in its text and name or set by a person.
    documentDate: text('document_date'),
    // Who decided documentDate: 'found' (the finder looked, maybe finding none) or 'person', whose
    // choice processing keeps; null until the finder has looked (the backfill takes those).
    documentDateSource: text('document_date_source', { enum: DOCUMENT_DATE_SOURCES }),
    // The number a person (or a barcode) gave the paper: positive, unique in the organization, the trash included.
    archiveSerialNumber: integer('archive_serial_number'),
    // Where it came from (workflows' added trigger filters on it); null for documents stored before it was kept.
    source: text('source', { enum: DOCUMENT_SOURCES }),
    deletedAt: timestamp('deleted_at'),
    deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    // Lists page through this index alone (newest first, rowid as tie-breaker), whatever the size.
    index('documents_organization_created_index').on(table.organizationId, table.deletedAt, table.createdAt),
    // Statistics sum sizes from this index without touching the rows; the lists sort by size with it.
    index('documents_organization_size_index').on(table.organizationId, table.deletedAt, table.originalSize),
    // The lists sorted by name, case ignored (the ORDER BY's collation, so SQLite reads the index in order).
    index('documents_organization_name_index').on(table.organizationId, table.deletedAt, sql`${table.name} COLLATE NOCASE`),
    // One copy of a content per organization: duplicates are refused or restored from the trash.
    uniqueIndex('documents_organization_sha256_unique').on(table.organizationId, table.originalSha256),
    // The lists sorted by the document's date.
    index('documents_organization_document_date_index').on(table.organizationId, table.deletedAt, table.documentDate),
    // The documents the date finder has not read yet (those uploaded before it existed), found without a scan.
    index('documents_date_unread_index').on(table.createdAt).where(sql`${table.documentDateSource} IS NULL`),
    // Two documents never share a number; the next free one is the highest plus one, read from here.
    uniqueIndex('documents_organization_asn_unique')
      .on(table.organizationId, table.archiveSerialNumber)
      .where(sql`${table.archiveSerialNumber} IS NOT NULL`),
    // The lists sorted by archive serial number.
    index('documents_organization_asn_index').on(table.organizationId, table.deletedAt, table.archiveSerialNumber),
    index('documents_deleted_at_index').on(table.deletedAt),
    index('documents_pending_index').on(table.processingStatus, table.createdAt),
  ],
);

/**
 * The text of each page of a document being read: the text layer where a PDF page has one, OCR for
 * the others, filled in page by page over several queue messages and joined into the content at the end.
 */
export const documentPages = sqliteTable(
  'document_pages',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    pageNumber: integer('page_number').notNull(),
    text: text('text').notNull().default(''),
    needsOcr: integer('needs_ocr', { mode: 'boolean' }).notNull(),
    // The barcodes found on the page as it was read (their texts), when the organization acts on them.
    barcodes: text('barcodes', { mode: 'json' }).$type<string[]>(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.pageNumber] })],
);

/**
 * Running totals per organization, kept by triggers on documents (migrations/0006): statistics and
 * unfiltered list totals read one row instead of counting the organization's documents.
 */
export const organizationDocumentStats = sqliteTable('organization_document_stats', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  activeCount: integer('active_count').notNull().default(0),
  activeSize: integer('active_size').notNull().default(0),
  trashedCount: integer('trashed_count').notNull().default(0),
});
