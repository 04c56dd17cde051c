import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { devOutboxEmails } from './dev.tables';
import { extractLinks } from './extract-links';

/** Development-only tools; every route here is a 404 in production. */
export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (c.var.settings.APP_ENV === 'production') throw notFound('server.not_found', 'Route not found');
    await next();
  })
  .get('/outbox', async (c) => {
    const emails = await c.var.db.select().from(devOutboxEmails).orderBy(desc(devOutboxEmails.createdAt), desc(devOutboxEmails.id)).limit(100);
    return c.json({
      emails: emails.map(({ id, to, subject, text, createdAt }) => ({ id, to, subject, text, links: extractLinks(text), createdAt })),
    });
  });
