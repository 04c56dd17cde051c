import { sql } from 'drizzle-orm';
import { index, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamp, timestamps } from '../../platform/db/timestamps';
import { documents } from '../documents/documents.tables';
import { organizations } from '../organizations/organizations.tables';

export const tags = sqliteTable(
  'tags',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    description: text('description'),
    ...timestamps,
  },
  // Names are unique per organization ignoring case.
  (table) => [uniqueIndex('tags_organization_lower_name_unique').on(table.organizationId, sql`lower(${table.name})`)],
);

export const documentsTags = sqliteTable(
  'documents_tags',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at')
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.tagId] }), index('documents_tags_tag_index').on(table.tagId)],
);
