import { sql } from 'drizzle-orm';
import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamp, timestamps } from '../../platform/db/timestamps';
import { users } from '../auth/auth.tables';
import { ORGANIZATION_ROLES } from '../../../core/permissions/organization-permissions';
import { organizations } from '../organizations/organizations.tables';

/** Stored states; `expired` is also shown at once for a pending invitation past its date (see the dto). */
const INVITATION_STATUSES = ['pending', 'accepted', 'rejected', 'expired', 'cancelled'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const organizationInvitations = sqliteTable(
  'organization_invitations',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // Lowercased: it is matched against the invitee's account address.
    email: text('email').notNull(),
    role: text('role', { enum: ORGANIZATION_ROLES }).notNull(),
    status: text('status', { enum: INVITATION_STATUSES }).notNull(),
    inviterId: text('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at').notNull(),
    ...timestamps,
  },
  (table) => [
    // One pending invitation per address and organization, also under parallel requests.
    uniqueIndex('organization_invitations_pending_unique').on(table.organizationId, table.email).where(sql`status = 'pending'`),
    index('organization_invitations_email_index').on(table.email),
  ],
);

/** Every invitation email sent (first send or resend), counted against the daily limit. */
export const organizationInvitationSends = sqliteTable(
  'organization_invitation_sends',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at').notNull(),
  },
  (table) => [index('organization_invitation_sends_organization_sent_index').on(table.organizationId, table.sentAt)],
);
