import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamp, timestamps } from '../../platform/db/timestamps';
import { users } from '../auth/auth.tables';
import { organizations } from '../organizations/organizations.tables';
import { ORGANIZATION_ROLES } from '../../../core/permissions/organization-permissions';

export const organizationMembers = sqliteTable(
  'organization_members',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ORGANIZATION_ROLES }).notNull(),
    // When the member last opened the organization in the app: a new device starts there.
    lastOpenedAt: timestamp('last_opened_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('organization_members_organization_user_unique').on(table.organizationId, table.userId),
    index('organization_members_user_index').on(table.userId),
  ],
);
