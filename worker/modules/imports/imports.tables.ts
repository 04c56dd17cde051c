import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamps } from '../../platform/db/timestamps';
import { users } from '../auth/auth.tables';
import { organizations } from '../organizations/organizations.tables';
import { IMPORT_SOURCES, IMPORT_STATUSES } from '../../../core/imports/imports.schemas';

/**
 * An export brought into an organization: its upload to R2 in parts (R2's upload id and the parts it
 * acknowledged, so that an interrupted upload sends only the others), its analysis, and its import,
 * which works through the analysis's chunks (`next_chunk`, `next_index`: where a stopped job resumes).
 * Confirmed, it takes its place in the organization's queue of imports (`queue_position`), which runs
 * one at a time; `confirmed_by` is whose job it becomes when its turn comes.
 */
export const imports = sqliteTable(
  'imports',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: IMPORT_SOURCES }).notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('uploading'),
    uploadId: text('upload_id'),
    uploadedParts: text('uploaded_parts', { mode: 'json' }).$type<{ partNumber: number; etag: string }[]>().notNull().default([]),
    // The export's archived PDF/A files kept as a second version of their documents (chosen at the start, on by default).
    keepArchives: integer('keep_archives', { mode: 'boolean' }).notNull().default(true),
    jobId: text('job_id'),
    queuePosition: integer('queue_position'),
    // A user's id without a foreign key: an organization's database has no users table (a deleted user's job has no creator).
    confirmedBy: text('confirmed_by'),
    chunksCount: integer('chunks_count').notNull().default(0),
    nextChunk: integer('next_chunk').notNull().default(0),
    nextIndex: integer('next_index').notNull().default(0),
    documentsImported: integer('documents_imported').notNull().default(0),
    documentsSkipped: integer('documents_skipped').notNull().default(0),
    error: text('error'),
    ...timestamps,
  },
  (table) => [index('imports_organization_created_index').on(table.organizationId, table.createdAt)],
);

/**
 * Each document an import brought, by where it came from (the product, its id there, its file's
 * checksum there): importing the same export again, or resuming a job, finds it and adds nothing.
 */
export const importedDocuments = sqliteTable(
  'imported_documents',
  {
    organizationId: text('organization_id').notNull(),
    source: text('source', { enum: IMPORT_SOURCES }).notNull(),
    sourceId: text('source_id').notNull(),
    checksum: text('checksum').notNull(),
    documentId: text('document_id').notNull(),
    importId: text('import_id').notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.source, table.sourceId, table.checksum] })],
);
