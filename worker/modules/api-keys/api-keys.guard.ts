import type { Context } from 'hono';
import type { AppEnv } from '../../platform/context';
import { batchedRead } from '../../platform/db/batched-read';
import type { Guard } from '../../platform/access-check';
import { countAttemptStatement } from '../auth/auth-throttle.repository';
import { hashApiKeyToken, isApiKeyTokenShaped } from '../../../core/api-keys/api-key-token';
import { apiKeyNotAccepted, apiKeyRateLimited, invalidApiKey } from '../../../core/api-keys/api-keys.errors';
import { selectUserWhereId } from '../users/users.repository';
import { apiKeyUserIdSql, findLiveApiKey, isLastUseStale, isLiveKeyCondition, touchApiKey } from './api-keys.repository';

const RATE_WINDOW_MS = 60_000;

/** The token of an `Authorization: Bearer …` header, or undefined without one. */
export function bearerTokenOf(c: Context): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1];
}

/**
 * The guard of an API key: its key and user are read with the request's first read, its request
 * counted in the same batch (API_KEYS_RATE_LIMIT_PER_MINUTE, across isolates); an unknown, deleted
 * or expired token is a 401. Sets `c.var.user` (the key acts as its user) and `c.var.apiKey`, and
 * records the key's last use after the answer, at most once a minute. On a route that needs a
 * person (`isAccepted` false), a real key is refused with a 403 that says so; a bogus one is a 401 still.
 */
export async function apiKeyGuard<E extends AppEnv>(c: Context<E>, token: string, { isAccepted = true } = {}): Promise<Guard> {
  if (!isApiKeyTokenShaped(token)) throw invalidApiKey();
  const db = c.var.db;
  const now = new Date();
  const tokenHash = await hashApiKeyToken(token);
  const userId = apiKeyUserIdSql(db, tokenHash, now);
  c.set('sessionUserId', userId);
  const counted = countAttemptStatement(
    db,
    `api-key:${tokenHash}`,
    { now: now.getTime(), windowMs: RATE_WINDOW_MS },
    isLiveKeyCondition(db, tokenHash, now),
  );
  return batchedRead([findLiveApiKey(db, tokenHash, now), selectUserWhereId(db, userId), counted], ([[apiKey], [user], [counter]]) => {
    if (!apiKey || !user) throw invalidApiKey();
    if (!isAccepted) throw apiKeyNotAccepted();
    if (counter && counter.count > c.var.settings.API_KEYS_RATE_LIMIT_PER_MINUTE) {
      throw apiKeyRateLimited(Math.max(1, Math.ceil((counter.windowEndsAt.getTime() - now.getTime()) / 1000)));
    }
    c.set('user', user);
    c.set('apiKey', apiKey);
    if (isLastUseStale(apiKey.lastUsedAt, now)) c.executionCtx.waitUntil(touchApiKey(db, apiKey.id, now));
  });
}
