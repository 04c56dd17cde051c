import { isNull, lt, or } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * A "last used" timestamp that is unset or older than `resolutionMs` at `now`: the condition of an
 * update that records a use at most once per resolution, so that frequent uses cost no write each.
 */
export const isStaleTimestamp = (column: SQLiteColumn, now: Date, resolutionMs: number) =>
  or(isNull(column), lt(column, new Date(now.getTime() - resolutionMs)));
