import { desc } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { devOutboxEmails } from './dev.tables';

export async function insertOutboxEmail(db: Database, email: typeof devOutboxEmails.$inferInsert) {
  await db.insert(devOutboxEmails).values(email);
}

/** The newest emails first. */
export async function listOutboxEmails(db: Database, limit: number) {
  return db.select().from(devOutboxEmails).orderBy(desc(devOutboxEmails.createdAt), desc(devOutboxEmails.id)).limit(limit);
}

export type OutboxEmailRow = typeof devOutboxEmails.$inferSelect;
