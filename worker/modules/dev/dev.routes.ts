import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';
import { toOutboxEmailDto } from './dev.dto';
import { devRouteNotFound } from '../../../core/dev/dev.errors';
import { listRecentOutboxEmails } from './dev.service';

/** Development-only tools; every route here is a 404 in production. */
export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (c.var.settings.APP_ENV === 'production') throw devRouteNotFound();
    await next();
  })
  .get('/outbox', async (c) => c.json({ emails: (await listRecentOutboxEmails(c.var.deps)).map(toOutboxEmailDto) }));
