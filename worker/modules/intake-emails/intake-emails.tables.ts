import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamp, timestamps } from '../../platform/db/timestamps';
import { organizations } from '../organizations/organizations.tables';

/** The directory of intake addresses (a global table: the email handler finds the organization by address). */
export const intakeEmails = sqliteTable(
  'intake_emails',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // Lowercase, without a plus part: what a recipient is reduced to before the lookup.
    emailAddress: text('email_address').notNull(),
    isEnabled: integer('is_enabled', { mode: 'boolean' }).notNull(),
    // Lowercase, deduplicated senders whose mail is accepted; none means nobody can send yet.
    allowedOrigins: text('allowed_origins', { mode: 'json' }).$type<string[]>().notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('intake_emails_address_unique').on(table.emailAddress),
    index('intake_emails_organization_index').on(table.organizationId),
  ],
);

const INTAKE_MESSAGE_OUTCOMES = ['processing', 'accepted', 'rejected', 'failed'] as const;
export type IntakeMessageOutcome = (typeof INTAKE_MESSAGE_OUTCOMES)[number];

/** Every message an intake address received and what became of it; kept 90 days. */
export const intakeEmailMessages = sqliteTable(
  'intake_email_messages',
  {
    id: text('id').primaryKey(),
    // No foreign key: intake_emails is a global table, this one per organization (README "Growing past one database").
    intakeEmailId: text('intake_email_id').notNull(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // The Message-ID header (or the hash of the message without one): a redelivered message is recognised by it.
    messageKey: text('message_key').notNull(),
    fromAddress: text('from_address'),
    subject: text('subject'),
    outcome: text('outcome', { enum: INTAKE_MESSAGE_OUTCOMES }).notNull(),
    reason: text('reason'),
    // The tag named by the recipient's plus part (`address+Invoices@…`).
    tagName: text('tag_name'),
    documents: text('documents', { mode: 'json' }).$type<{ id: string; name: string }[]>().notNull(),
    duplicatesCount: integer('duplicates_count').notNull().default(0),
    // The raw message in R2 while it waits for the queue; removed once it has been read.
    rawKey: text('raw_key'),
    receivedAt: timestamp('received_at').notNull(),
  },
  (table) => [
    index('intake_email_messages_address_received_index').on(table.intakeEmailId, table.receivedAt),
    index('intake_email_messages_received_index').on(table.receivedAt),
    // The operator's health screen: messages waiting, bounced or failed, newest first.
    index('intake_email_messages_outcome_received_index').on(table.outcome, table.receivedAt),
    uniqueIndex('intake_email_messages_once_unique')
      .on(table.intakeEmailId, table.messageKey)
      .where(sql`outcome IN ('processing', 'accepted')`),
  ],
);
