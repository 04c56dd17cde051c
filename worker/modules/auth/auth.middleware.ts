import { createMiddleware } from 'hono/factory';
import type { AppContext, AppEnv } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { createAuth, type Auth } from './auth.service';

const authInstances = new WeakMap<AppContext, Auth>();

/** The better-auth instance of this request, built on first use. */
export function authOf(c: AppContext): Auth {
  let auth = authInstances.get(c);
  if (!auth) {
    auth = createAuth({ db: c.var.db, settings: c.var.settings, baseUrl: c.var.baseUrl, emailSender: c.var.emailSender });
    authInstances.set(c, auth);
  }
  return auth;
}

/** Lets the request through only with a valid session cookie; sets `c.var.user`. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const session = await authOf(c).api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new AppError(401, 'auth.unauthorized', 'You need to sign in first.');
  const { id, email, name, emailVerified } = session.user;
  c.set('user', { id, email, name, emailVerified });
  await next();
});
