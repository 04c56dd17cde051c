import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamps } from '../../platform/db/timestamps';

// Emails "sent" while APP_ENV is development or test, readable at GET /api/dev/outbox.
export const devOutboxEmails = sqliteTable('dev_outbox_emails', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  // What was attached, without the bytes.
  attachments: text('attachments', { mode: 'json' }).$type<{ filename: string; contentType: string; size: number }[]>(),
  ...timestamps,
});
