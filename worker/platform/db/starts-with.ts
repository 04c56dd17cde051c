import { and, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * `value` starts with `prefix`, as a range an index answers (LIKE would not, on a column of the default
 * collation): from the prefix up to the prefix followed by the last code point.
 */
export const startsWith = (value: SQLiteColumn | SQL, prefix: string) =>
  and(sql`${value} >= ${prefix}`, sql`${value} < ${`${prefix}\u{10FFFF}`}`);
