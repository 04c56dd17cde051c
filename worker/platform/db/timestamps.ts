import { integer } from 'drizzle-orm/sqlite-core';

/** Milliseconds since the epoch, as better-auth's SQLite schema stores them. */
export const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });

export const timestamps = {
  createdAt: timestamp('created_at')
    .notNull()
    .$defaultFn(() => new Date()),
  updatedAt: timestamp('updated_at')
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date()),
};
