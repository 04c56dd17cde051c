import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { AppError } from '../../core/errors';
import { isWriteMethod } from './http-request';

type OriginFacts = { method: string; origin?: string; referer?: string; cookie?: string; appOrigin: string };

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

// better-auth's cookies (the session, a sign-in waiting for its second factor), with or without the
// __Secure- prefix: the only cookies that make a request act as someone. Others (the read replicas'
// bookmarks, which a script's cookie jar keeps too) are no credential.
const CREDENTIAL_COOKIE = /(?:^|;)\s*(?:__Secure-)?better-auth\.[^=;\s]+=/;

/**
 * Whether a request may change state as far as its origin goes. A browser attaches cookies to a
 * request another site makes, so a write carrying a credential cookie must come from the app's own
 * origin: its `Origin` header, or its `Referer` when there is none; neither (or `Origin: null`) is
 * refused. Reads pass, and so do requests without such a cookie: an API key in `Authorization` is
 * never sent by a browser on another site's behalf.
 */
export function isWriteFromAllowedOrigin({ method, origin, referer, cookie, appOrigin }: OriginFacts): boolean {
  if (!isWriteMethod(method) || !cookie || !CREDENTIAL_COOKIE.test(cookie)) return true;
  const claimed = origin !== undefined ? originOf(origin) : referer !== undefined ? originOf(referer) : undefined;
  return claimed === appOrigin;
}

/** In front of the whole API: refuses cookie-authenticated writes from any origin but the app's. */
export const refuseCrossOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  const appOrigin = new URL(c.var.baseUrl).origin;
  const facts = {
    method: c.req.method,
    origin: c.req.header('origin'),
    referer: c.req.header('referer'),
    cookie: c.req.header('cookie'),
    appOrigin,
  };
  if (!isWriteFromAllowedOrigin(facts)) {
    throw new AppError(
      403,
      'auth.invalid_origin',
      `This request comes from another origin than the application's (${appOrigin}). When self-hosting, APP_BASE_URL must be the URL the app is opened at.`,
    );
  }
  await next();
});
