import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './platform/context';
import { resolveDependencies } from './dependencies';
import { requestSessions } from './platform/db/read-replicas';
import { AppError, errorBody } from '../core/errors';
import { refuseCrossOriginWrites } from './platform/origin-check';
import { securityHeaders } from './platform/security-headers';
import { resolveBaseUrl } from './modules/config/config.service';
import { demoRoutes } from './modules/demo/demo.routes';
import { openApiRoutes } from './modules/openapi/openapi.routes';
import { mountApiRoutes } from './routes';
import { endStep } from './platform/server-timing';

export function createApp() {
  const app = new Hono<AppEnv>();

  app.use('/api/*', securityHeaders(), async (c, next) => {
    const sessions = requestSessions(c);
    const deps = resolveDependencies(c.env, { openSession: sessions.open });
    c.set('deps', deps);
    c.set('settings', deps.settings);
    c.set('db', deps.db);
    c.set('baseUrl', resolveBaseUrl(deps.settings, c.req.url));
    endStep(c.env, 'dependencies');
    await next();
    sessions.handBack();
  });

  app.use('/api/*', refuseCrossOriginWrites);

  mountApiRoutes(app);
  app.route('/api', openApiRoutes(app));
  // The demo's page (and its Web Worker scripts), from the static assets with the demo's policy.
  app.route('/', demoRoutes);

  app.notFound((c) => c.json(errorBody('server.not_found', `No API route for ${c.req.method} ${c.req.path}`), 404));

  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(errorBody(error.code, error.message, error.details), error.status, error.headers);
    // Hono raises these itself, for instance for a malformed JSON body.
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 400 ? 'server.invalid_request.body' : `server.http_${error.status}`;
      return c.json(errorBody(code, error.message || 'Bad request'), error.status);
    }
    console.error(`Unexpected error on ${c.req.method} ${c.req.path}:`, error);
    return c.json(errorBody('internal.error', 'An error occurred, try again later.'), 500);
  });

  return app;
}
