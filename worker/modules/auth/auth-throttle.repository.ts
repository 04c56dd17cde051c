import { and, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { insertIf } from '../../platform/db/conditional-insert';
import { authThrottles } from './auth-throttle.tables';
import type { ThrottleCount } from './auth.throttle';

/**
 * The upsert that counts one attempt under a key and answers its counter: a key whose window has
 * ended starts a new one at 1, otherwise its count goes up by one. With a `condition`, only counted
 * when it holds (judged in the statement). D1 runs statements one at a time, so parallel requests
 * each see their own count and none can slip past a limit.
 */
export function countAttemptStatement(
  db: Database,
  key: string,
  { now, windowMs }: { now: number; windowMs: number },
  condition: SQL = sql`1`,
) {
  const hasEnded = sql`${authThrottles.windowEndsAt} <= ${now}`;
  return insertIf(db, authThrottles, { key, count: 1, windowEndsAt: new Date(now + windowMs) }, condition)
    .onConflictDoUpdate({
      target: authThrottles.key,
      // SQLite evaluates every expression of SET on the row as it was.
      set: {
        count: sql`CASE WHEN ${hasEnded} THEN 1 ELSE ${authThrottles.count} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${hasEnded} THEN ${now + windowMs} ELSE ${authThrottles.windowEndsAt} END`,
      },
    })
    .returning({ key: authThrottles.key, count: authThrottles.count, windowEndsAt: authThrottles.windowEndsAt });
}

/** Counts one attempt under each key, in one batch (one transaction), and answers the new counters. */
export async function countAttempts(db: Database, keys: string[], window: { now: number; windowMs: number }): Promise<ThrottleCount[]> {
  if (keys.length === 0) return [];
  const [first, ...rest] = keys.map((key) => countAttemptStatement(db, key, window));
  const results = await db.batch([first!, ...rest]);
  return results.flat().map(({ key, count, windowEndsAt }) => ({ key, count, windowEndsAt: windowEndsAt.getTime() }));
}

/**
 * Takes back attempts counted by countAttempts, in the same windows only (a window started since
 * keeps its count). A row left at zero is deleted, so successful sign-ins leave no rows behind.
 */
export async function uncountAttempts(db: Database, counts: ThrottleCount[]): Promise<void> {
  if (counts.length === 0) return;
  const statements = counts.flatMap(({ key, windowEndsAt }) => {
    const sameWindow = and(eq(authThrottles.key, key), eq(authThrottles.windowEndsAt, new Date(windowEndsAt)));
    return [
      db.delete(authThrottles).where(and(sameWindow, lte(authThrottles.count, 1))),
      db
        .update(authThrottles)
        .set({ count: sql`${authThrottles.count} - 1` })
        .where(and(sameWindow, gt(authThrottles.count, 1))),
    ];
  });
  const [first, ...rest] = statements;
  await db.batch([first!, ...rest]);
}

/** Deletes the rows whose window has ended, `batchSize` at a time and at most `maxBatches` times; answers how many went. */
export async function deleteExpiredThrottles(db: Database, now: Date, { batchSize = 1000, maxBatches = 100 } = {}): Promise<number> {
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const expired = db.select({ key: authThrottles.key }).from(authThrottles).where(lte(authThrottles.windowEndsAt, now)).limit(batchSize);
    const { meta } = await db.delete(authThrottles).where(inArray(authThrottles.key, expired));
    deleted += meta.changes;
    if (meta.changes < batchSize) break;
  }
  return deleted;
}
