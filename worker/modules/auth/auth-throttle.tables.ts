import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from '../../platform/db/timestamps';

// One fixed window of attempts per throttle key (see auth.throttle.ts): shared by every Worker
// isolate, unlike in-memory counters. Expired rows are reused in place or deleted by the daily cron.
export const authThrottles = sqliteTable(
  'auth_throttles',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at').notNull(),
  },
  (table) => [index('auth_throttles_window_ends_at_index').on(table.windowEndsAt)],
);
