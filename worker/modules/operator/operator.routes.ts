import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';
import { validate } from '../../platform/validation';
import { queueMissingThumbnails } from '../documents/document-pages.service';
import { unknownDatabase } from './operator.errors';
import { thumbnailBackfillInputSchema } from './operator.schemas';

/** Mounted at /api/operator behind requireOperator: what the person running the deployment does (npm run thumbnails:backfill). */
export const operatorRoutes = new Hono<AppEnv>()
  // One page of the thumbnail backfill: call again with the answer's cursor until it has none.
  .post('/thumbnails', validate('json', thumbnailBackfillInputSchema), async (c) => {
    const { cursor, pageSize } = c.req.valid('json');
    const { bindings } = c.var.deps.databases;
    if (cursor && !bindings.includes(cursor.database)) throw unknownDatabase(cursor.database, bindings);
    const page = await queueMissingThumbnails(c.var.deps, { cursor, pageSize });
    return c.json({ ...page, cursor: page.cursor ?? null });
  });
