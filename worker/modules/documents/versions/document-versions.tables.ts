import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamp } from '../../../platform/db/timestamps';
import { users } from '../../auth/auth.tables';
import { organizations } from '../../organizations/organizations.tables';
import { documents } from '../documents.tables';
import { VERSION_SOURCES } from '../../../../core/documents/document-versions.dto';

/**
 * Every file a document ever had, numbered from 1; the highest number is the current version, whose
 * file facts `documents` mirrors (its original_*, mime_type, storage_key, content), so lists, search,
 * share links and the first clients read one row as before. Version 1 of the documents stored before
 * versions existed came from migrations/0034.
 */
export const documentVersions = sqliteTable(
  'document_versions',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    label: text('label'),
    source: text('source', { enum: VERSION_SOURCES }).notNull(),
    // The version a restore copied, by number: that one may be deleted later.
    restoredFromNumber: integer('restored_from_number'),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    // A restore shares the object of the version it copies.
    storageKey: text('storage_key').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at')
      .notNull()
      .$defaultFn(() => new Date()),
    // The text of a version that is no longer current, kept when it stopped being current (null while
    // current, or when its reading had not finished): a restore brings it back without reading again.
    // Last, so that listing versions never reads a long text.
    content: text('content'),
    contentEditedAt: timestamp('content_edited_at'),
    pageStarts: text('page_starts', { mode: 'json' }).$type<number[]>(),
    // When the page editor's small page images of this version were first stored (R2, pageImageKey): they go with it.
    pageImagesAt: timestamp('page_images_at'),
  },
  (table) => [
    // The current version is the highest number; two versions landing at once collide here.
    uniqueIndex('document_versions_document_number_unique').on(table.documentId, table.number),
    // An upload whose bytes are any version of a document is that document.
    index('document_versions_organization_sha256_index').on(table.organizationId, table.sha256),
  ],
);
