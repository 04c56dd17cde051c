import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../../platform/context';
import { guardRoutes, type Guard } from '../../platform/access-check';
import { declaredOperatorActionOf } from '../../platform/permit';
import { isOperatorActionAllowed, operatorRoleOf, type OperatorAction } from '../../../core/admin/operator-permissions';
import { consoleNotFound, operatorTwoFactorRequired } from '../../../core/admin/admin.errors';
import { acceptingCallers } from '../access/callers.middleware';
import { bearerTokenOf } from '../api-keys/api-keys.guard';
import { sessionGuard } from '../auth/auth.middleware';

/** The action the route this request reached declared in the operator permission table; undefined for none, or no route. */
function requestedOperatorAction(c: Context): OperatorAction | undefined {
  const endpoint = matchedRoutes(c).find((route) => route.method !== 'ALL');
  return endpoint ? declaredOperatorActionOf(endpoint.handler) : undefined;
}

/** Whether operators need a second factor: the setting, or else in production only. */
const requiresTwoFactor = (settings: AppEnv['Variables']['settings']) =>
  settings.APP_OPERATOR_REQUIRE_TWO_FACTOR ?? settings.APP_ENV === 'production';

/**
 * The console's guard: a session (never an API key) of an account APP_OPERATOR_EMAILS names, on a route
 * that declared its operator action, which the operator's role allows. Everyone else, a route that
 * declared nothing, and every caller while the list is empty get the app's 404 for a path without a
 * route, so the console cannot be told apart from nothing. An operator without a second factor (when
 * required) gets a 403 saying to set one up.
 */
const operatorGuard = guardRoutes<AppEnv>(async (c): Promise<Guard> => {
  const hidden = () => consoleNotFound(c.req.method, c.req.path);
  const { settings } = c.var;
  const action = requestedOperatorAction(c);
  if (settings.APP_OPERATOR_EMAILS.length === 0 || !action || bearerTokenOf(c) !== undefined) throw hidden();
  const session = await sessionGuard(c).catch(() => {
    throw hidden();
  });
  return {
    statements: session.statements,
    shape: (results) => {
      try {
        session.shape(results);
      } catch {
        throw hidden();
      }
      const role = operatorRoleOf(settings.APP_OPERATOR_EMAILS, c.var.user.email);
      if (!role || !isOperatorActionAllowed(role, action)) throw hidden();
      if (requiresTwoFactor(settings) && !c.var.user.hasSecondFactor) throw operatorTwoFactorRequired();
    },
  };
});

/** Guards every /api/admin route, admitted before its handler (a console read is small: nothing to batch with the check). */
export const requireOperatorConsole: MiddlewareHandler<AppEnv> = acceptingCallers(
  (c, next) =>
    operatorGuard(c, async () => {
      await c.var.access.verify();
      await next();
    }),
  'session',
);
