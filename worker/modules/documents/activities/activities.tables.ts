import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from '../../../platform/db/timestamps';
import { users } from '../../auth/auth.tables';
import { organizations } from '../../organizations/organizations.tables';
import { documents } from '../documents.tables';
import { DOCUMENT_ACTIVITY_EVENTS, type DocumentActivityData } from '../../../../core/documents/document-states';

/** What happened to a document, by whom and when: its history on the detail page, and the original client's activity. */
export const documentActivities = sqliteTable(
  'document_activities',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    event: text('event', { enum: DOCUMENT_ACTIVITY_EVENTS }).notNull(),
    eventData: text('event_data', { mode: 'json' }).$type<DocumentActivityData>(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    tagId: text('tag_id'),
    createdAt: timestamp('created_at')
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (table) => [index('document_activities_document_index').on(table.documentId, table.createdAt)],
);
