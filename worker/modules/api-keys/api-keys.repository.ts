import { and, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { isStaleTimestamp } from '../../platform/db/stale-timestamp';
import { batchedRead } from '../../platform/db/batched-read';
import { apiKeys } from './api-keys.tables';

const LAST_USED_RESOLUTION_MS = 60_000;

const apiKeyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  permissions: apiKeys.permissions,
  organizationIds: apiKeys.organizationIds,
  allOrganizations: apiKeys.allOrganizations,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  createdAt: apiKeys.createdAt,
  updatedAt: apiKeys.updatedAt,
};

const liveKey = (tokenHash: string, now: Date) =>
  and(eq(apiKeys.tokenHash, tokenHash), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)));

export async function insertApiKey(db: Database, key: typeof apiKeys.$inferInsert) {
  const [created] = await db.insert(apiKeys).values(key).returning(apiKeyColumns);
  return created!;
}

/** The user's keys, newest first, ready to batch with the session check. */
export function listApiKeysOf(db: Database, userId: string | SQL) {
  return batchedRead(
    [db.select(apiKeyColumns).from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))],
    ([rows]) => rows,
  );
}

export async function deleteApiKeyOf(db: Database, userId: string, apiKeyId: string) {
  const deleted = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, apiKeyId), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  return deleted.length > 0;
}

/**
 * The live key of a token hash, to batch with the request's first read (its user is read beside it,
 * through apiKeyUserIdSql). Columns named apart: D1 keys a batch's rows by column name.
 */
export function findLiveApiKey(db: Database, tokenHash: string, now: Date) {
  return db
    .select({
      id: sql<string>`${apiKeys.id}`.as('api_key_id'),
      permissions: apiKeys.permissions,
      organizationIds: apiKeys.organizationIds,
      allOrganizations: apiKeys.allOrganizations,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(liveKey(tokenHash, now));
}

/** The user id of a live key, as a subquery for reads sent before the key is checked. */
export function apiKeyUserIdSql(db: Database, tokenHash: string, now: Date) {
  return sql`(${db.select({ userId: apiKeys.userId }).from(apiKeys).where(liveKey(tokenHash, now))})`;
}

/** A condition that the token belongs to a live key, for statements of the same batch. */
export function isLiveKeyCondition(db: Database, tokenHash: string, now: Date) {
  return sql`EXISTS ${db.select({ id: apiKeys.id }).from(apiKeys).where(liveKey(tokenHash, now))}`;
}

/** Records the use, at most once a minute per key: a busy key costs no write per request. */
export async function touchApiKey(db: Database, apiKeyId: string, now: Date) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, apiKeyId), isStaleTimestamp(apiKeys.lastUsedAt, now, LAST_USED_RESOLUTION_MS)));
}

export const isLastUseStale = (lastUsedAt: Date | null, now: Date) =>
  lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS;
