import type { Context } from 'hono';
import type { AppEnv } from '../../platform/context';
import { batchedRead } from '../../platform/db/batched-read';
import type { Guard } from '../../platform/access-check';
import { countAttemptStatement } from '../auth/auth-throttle.repository';
import { hashApiKeyToken, isApiKeyTokenShaped } from '../../../core/api-keys/api-key-token';
import { apiKeyNotAccepted, apiKeyRateLimited, invalidApiKey } from '../../../core/api-keys/api-keys.errors';
import { apiKeyUserIdSql, findApiKeyCaller, isLastUseStale, isLiveKeyCondition, touchApiKey } from './api-keys.repository';

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
  c.set('sessionUserId', apiKeyUserIdSql(db, tokenHash, now));
  const counted = countAttemptStatement(db, `api-key:${tokenHash}`, { now: now.getTime(), windowMs: RATE_WINDOW_MS }, isLiveKeyCondition(db, tokenHash, now));
  return batchedRead([findApiKeyCaller(db, tokenHash, now), counted], ([[caller], [counter]]) => {
    if (!caller) throw invalidApiKey();
    if (!isAccepted) throw apiKeyNotAccepted();
    if (counter && counter.count > c.var.settings.API_KEYS_RATE_LIMIT_PER_MINUTE) {
      throw apiKeyRateLimited(Math.max(1, Math.ceil((counter.windowEndsAt.getTime() - now.getTime()) / 1000)));
    }
    c.set('user', caller.user);
    c.set('apiKey', caller.apiKey);
    if (isLastUseStale(caller.apiKey.lastUsedAt, now)) c.executionCtx.waitUntil(touchApiKey(db, caller.apiKey.id, now));
  });
}
