import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamp, timestamps } from '../../platform/db/timestamps';
import { users } from '../auth/auth.tables';
import { documents } from '../documents/documents.tables';
import { organizations } from '../organizations/organizations.tables';

/**
 * A public link to one document. Only the SHA-256 of its token is kept (the token is shown once), and
 * its password hashed like account passwords. Deleting the document deletes its links; trashing it
 * revokes them.
 */
export const shareLinks = sqliteTable(
  'share_links',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    passwordHash: text('password_hash'),
    allowDownload: integer('allow_download', { mode: 'boolean' }).notNull(),
    expiresAt: timestamp('expires_at'),
    revokedAt: timestamp('revoked_at'),
    // Kept when its creator leaves: the link still works until it expires or is revoked.
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    viewsCount: integer('views_count').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('share_links_token_hash_unique').on(table.tokenHash),
    index('share_links_document_index').on(table.documentId, table.createdAt),
    index('share_links_organization_index').on(table.organizationId, table.createdAt),
  ],
);

/**
 * Which organization a token's link belongs to: a global table (in DB, like the intake addresses),
 * so that a visit finds the organization's database in one lookup however many databases there are.
 * A row outlives its link's deletion (the visit then finds no link: 404); an organization's go with it.
 */
export const shareLinkDirectory = sqliteTable(
  'share_link_directory',
  {
    tokenHash: text('token_hash').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (table) => [index('share_link_directory_organization_index').on(table.organizationId)],
);
