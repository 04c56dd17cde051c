import type { Context } from 'hono';
import { getSignedCookie } from 'hono/cookie';
import type { AppContext, AppEnv } from '../../platform/context';
import type { Guard } from '../../platform/access-check';
import { batchedRead } from '../../platform/db/batched-read';
import { unauthorized } from '../../../core/auth/auth.errors';
import { usesOAuthProviders } from './auth-providers';
import { AUTH_BASE_PATH, sessionCookieOf } from './auth.constants';
import type { Auth } from './auth.service';
import { findSessionUser, sessionUserIdSql } from './sessions.repository';
import { endStep } from '../../platform/server-timing';

const authInstances = new WeakMap<AppContext, Auth>();

/**
 * The better-auth instance of this request, built on first use. better-auth itself (with its query
 * builder and the passkey plugin's certificate parsers) is loaded on the first call of an isolate, not
 * at startup, where it cost about 30 ms of CPU (README, "Startup time").
 */
export async function authOf(c: AppContext): Promise<Auth> {
  let auth = authInstances.get(c);
  if (!auth) {
    const { createAuth } = await import('./auth.service');
    const withCustomProviders = usesOAuthProviders(c.req.path.slice(AUTH_BASE_PATH.length));
    auth = createAuth(c.var.deps, { baseUrl: c.var.baseUrl, withCustomProviders });
    authInstances.set(c, auth);
  }
  return auth;
}

/** The token of the request's session cookie when its signature is ours (better-auth signs it with AUTH_SECRET). */
async function readSessionToken<E extends AppEnv>(c: Context<E>): Promise<string | undefined> {
  const cookie = sessionCookieOf(c.var.baseUrl);
  return (await getSignedCookie(c, c.var.settings.AUTH_SECRET!, cookie.name, cookie.isSecure ? 'secure' : undefined)) || undefined;
}

/**
 * The guard of a signed-in user: no cookie is a 401 at once; otherwise the session is read from D1
 * with the request's first read (never trusted from a cookie cache) and sets `c.var.user`.
 * `c.var.sessionUserId` lets reads of the same round trip be scoped to that user.
 */
export async function sessionGuard<E extends AppEnv>(c: Context<E>): Promise<Guard> {
  const token = await readSessionToken(c);
  endStep(c.env, 'session-cookie');
  if (!token) throw unauthorized();
  const now = new Date();
  c.set('sessionUserId', sessionUserIdSql(c.var.db, token, now));
  return batchedRead([findSessionUser(c.var.db, token, now)], ([[user]]) => {
    if (!user) throw unauthorized();
    c.set('user', user);
  });
}
