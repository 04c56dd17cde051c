import { inArray, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from './client';

const BATCH_SIZE = 1000;

/**
 * Deletes the rows matching `where`, a thousand at a time: a daily prune of a large table stays
 * within what one D1 statement may take.
 */
export async function deleteInBatches(db: Database, table: SQLiteTable, id: SQLiteColumn, where: SQL) {
  for (;;) {
    const batch = db.select({ id }).from(table).where(where).limit(BATCH_SIZE);
    const deleted = await db.delete(table).where(inArray(id, batch)).returning({ id });
    if (deleted.length < BATCH_SIZE) return;
  }
}
