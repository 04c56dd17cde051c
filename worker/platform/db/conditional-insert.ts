import { getTableColumns, SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from './client';

/** A column's value as drizzle's own `values()` would write it: the given one, else its default. */
function insertValue(value: unknown, column: ReturnType<typeof getTableColumns>[string]): SQL {
  const resolved =
    value !== undefined ? value : column.default !== undefined ? column.default : (column.defaultFn ?? column.onUpdateFn)?.();
  if (resolved === undefined || resolved === null) return sql`NULL`;
  return resolved instanceof SQL ? resolved : sql`${sql.param(resolved, column)}`;
}

/**
 * `INSERT INTO table … SELECT values WHERE condition`: the row is written only if the condition
 * holds, judged inside the same statement. A limit checked this way (see `isBelowLimit`) holds under
 * concurrency, where counting first and inserting after lets parallel requests all pass the count.
 * The answer's `meta.changes` (or `.returning()`) tells whether the row went in.
 */
export function insertIf<T extends SQLiteTable>(db: Database, table: T, row: T['$inferInsert'], condition: SQL) {
  const columns = Object.entries(getTableColumns(table)) // drizzle's insert leaves generated columns out, and so must the selected values.
    .filter(([, column]) => !column.generated);
  const values = columns.map(([key, column]) => insertValue((row as Record<string, unknown>)[key], column));
  return db.insert(table).select(sql`SELECT ${sql.join(values, sql`, `)} WHERE ${condition}`);
}

/** The condition that a count (a query answering one number) is still below the limit. */
export const isBelowLimit = (countQuery: SQLWrapper, limit: number): SQL => sql`(${countQuery}) < ${limit}`;
