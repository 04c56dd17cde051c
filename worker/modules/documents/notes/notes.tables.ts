import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamps } from '../../../platform/db/timestamps';
import { users } from '../../auth/auth.tables';
import { documents } from '../documents.tables';
import { organizations } from '../../organizations/organizations.tables';

/**
 * Notes people write on a document: plain text, by their author. Searchable through search_notes,
 * kept by triggers (migrations/0021_document_notes.sql), so no code path can forget the index.
 */
export const documentNotes = sqliteTable(
  'document_notes',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    // Kept when the author leaves: the note stays, by "a former member".
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    ...timestamps,
  },
  (table) => [index('document_notes_document_index').on(table.documentId, table.createdAt)],
);
