import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './context';

// The SPA's pages and files get theirs from web/public/_headers: the Worker does not run for them (the
// demo's, under /demo, are the exception: worker/modules/demo gives them the demo's policy).

const HSTS = 'max-age=31536000; includeSubDomains';

const secureHeadersWith = (strictTransportSecurity: string | false) =>
  secureHeaders({
    // An API answer is data: nothing in it may load, run or be framed.
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity,
    // A handler's own header wins: the file route sends `sandbox` for types a browser would run.
    overwrite: false,
  });

// The document page shows a PDF in a frame of the file route: only the app itself may frame a file.
const INLINE_FILE_CSP = "default-src 'none'; frame-ancestors 'self'";

/** Security headers of every API answer; HSTS only in production, as local servers speak plain http. */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  const everywhere = secureHeadersWith(false);
  const inProduction = secureHeadersWith(HSTS);
  return (c, next) => {
    // Same default as the settings: a Worker without APP_ENV is production.
    const headers = (c.env.APP_ENV ?? 'production') === 'production' ? inProduction : everywhere;
    return headers(c, async () => {
      await next();
      const isInlineFile = c.res.headers.get('content-disposition')?.startsWith('inline');
      if (isInlineFile && !c.res.headers.has('content-security-policy')) c.res.headers.set('content-security-policy', INLINE_FILE_CSP);
    });
  };
}
