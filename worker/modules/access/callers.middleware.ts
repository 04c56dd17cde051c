import type { Context } from 'hono';
import type { AppEnv } from '../../platform/context';
import { guardRoutes, type Guard } from '../../platform/access-check';
import { apiKeyGuard, bearerTokenOf } from '../api-keys/api-keys.guard';
import { sessionGuard } from '../auth/auth.middleware';

/**
 * The guard of a caller: its session cookie, or, on the routes that take them, its API key
 * (`Authorization: Bearer`). Elsewhere a real key is refused with a 403 that says a session is
 * needed, and an unknown or malformed one with the 401 of any bad credential.
 */
export async function callerGuard<E extends AppEnv>(c: Context<E>, { acceptsApiKeys }: { acceptsApiKeys: boolean }): Promise<Guard> {
  const token = bearerTokenOf(c);
  if (token === undefined) return sessionGuard(c);
  return apiKeyGuard(c, token, { isAccepted: acceptsApiKeys });
}

const ACCEPTED_CALLERS = Symbol('accepted callers');
export type AcceptedCallers = 'session' | 'session-or-api-key';

/** Marks a guard with who it lets in, for the OpenAPI description's security. */
export function acceptingCallers<M extends object>(guard: M, callers: AcceptedCallers): M {
  return Object.assign(guard, { [ACCEPTED_CALLERS]: callers });
}

export function acceptedCallersOf(handler: unknown): AcceptedCallers | undefined {
  return (handler as { [ACCEPTED_CALLERS]?: AcceptedCallers })[ACCEPTED_CALLERS];
}

/** Routes for a signed-in user only: managing the account, its keys, organizations and invitations. */
export const requireUser = acceptingCallers(
  guardRoutes((c) => callerGuard(c, { acceptsApiKeys: false })),
  'session',
);

/** Routes a signed-in user or one of their API keys may call. */
export const requireUserOrApiKey = acceptingCallers(
  guardRoutes((c) => callerGuard(c, { acceptsApiKeys: true })),
  'session-or-api-key',
);
