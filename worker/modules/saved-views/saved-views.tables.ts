import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamps } from '../../platform/db/timestamps';
import { users } from '../auth/auth.tables';
import { organizations } from '../organizations/organizations.tables';
import { SAVED_VIEW_LAYOUTS, type SavedViewColumn } from '../../../core/saved-views/saved-view-options';

/**
 * A slice of the archive kept under a name for the whole organization: the documents page's search,
 * tag filters, sort, columns and layout, listed in the side navigation in `position` order.
 */
export const savedViews = sqliteTable(
  'saved_views',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    searchQuery: text('search_query').notNull().default(''),
    tagIds: text('tag_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
    tagMatch: text('tag_match', { enum: ['all', 'any'] })
      .notNull()
      .default('all'),
    // A sort choice of the documents page ('documentDate-desc'); null for the list's own order.
    sort: text('sort'),
    // The optional columns shown, in order; null for the page's defaults.
    columns: text('columns', { mode: 'json' }).$type<SavedViewColumn[]>(),
    layout: text('layout', { enum: SAVED_VIEW_LAYOUTS }).notNull().default('table'),
    position: integer('position').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('saved_views_organization_name_unique').on(table.organizationId, table.name),
    index('saved_views_organization_position_index').on(table.organizationId, table.position),
  ],
);
