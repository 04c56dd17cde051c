import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamp, timestamps } from '../../platform/db/timestamps';
import { users } from '../auth/auth.tables';
import type { ApiKeyPermission } from '../../../core/permissions/organization-permissions';

export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // SHA-256 of the token, hex; the token itself is shown once and never stored.
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    permissions: text('permissions', { mode: 'json' }).$type<ApiKeyPermission[]>().notNull(),
    organizationIds: text('organization_ids', { mode: 'json' }).$type<string[]>().notNull(),
    allOrganizations: integer('all_organizations', { mode: 'boolean' }).notNull(),
    expiresAt: timestamp('expires_at'),
    lastUsedAt: timestamp('last_used_at'),
    ...timestamps,
  },
  (table) => [uniqueIndex('api_keys_token_hash_unique').on(table.tokenHash), index('api_keys_user_index').on(table.userId)],
);
