import { and, count, eq, lt, or } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteSelect } from 'drizzle-orm/sqlite-core';
import type { KeysetCursor } from '../../../core/admin/admin.schemas';
import type { Database } from './client';

/** Rows after a page that ended at `cursor`, newest first: those created before it, or at the same time with a smaller id. */
export const beforeKeyset = (createdAt: SQLiteColumn, id: SQLiteColumn, cursor: KeysetCursor | undefined) =>
  cursor ? or(lt(createdAt, cursor.createdAt), and(eq(createdAt, cursor.createdAt), lt(id, cursor.id))) : undefined;

/**
 * How many rows a query matches, up to `cap` + 1: a figure that costs the same at a million rows as at a
 * thousand ("1,000+" past the cap). A statement for a batch.
 */
export const cappedCount = (db: Database, query: SQLiteSelect, cap: number) =>
  db.select({ count: count() }).from(query.limit(cap + 1).as('capped'));
