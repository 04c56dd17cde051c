import { inArray, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from './client';

const BATCH_SIZE = 1000;
// The daily upkeep prunes three tables this way in every database, in one invocation with its other
// work (worker/tasks.ts): twenty statements each, 20,000 rows a day; what is left goes the next day.
const MAX_BATCHES = 20;

/**
 * Deletes the rows matching `where`, a thousand at a time (a daily prune of a large table stays
 * within what one D1 statement may take), at most `maxBatches` times; answers whether some may be left.
 */
export async function deleteInBatches(db: Database, table: SQLiteTable, id: SQLiteColumn, where: SQL, { maxBatches = MAX_BATCHES } = {}) {
  for (let batches = 0; batches < maxBatches; batches++) {
    const batch = db.select({ id }).from(table).where(where).limit(BATCH_SIZE);
    const deleted = await db.delete(table).where(inArray(id, batch)).returning({ id });
    if (deleted.length < BATCH_SIZE) return false;
  }
  return true;
}
