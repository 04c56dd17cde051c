import { z } from 'zod';
import { DATABASE_BINDING } from '../../platform/settings';

/** A call of the thumbnail backfill: where the last one stopped (none: from the start), and how many documents to look at. */
export const thumbnailBackfillInputSchema = z.object({
  cursor: z
    .object({
      database: z.string().regex(DATABASE_BINDING, 'must name a D1 binding: DB or ORG_DB_…'),
      afterId: z.string().min(1).max(100).optional(),
    })
    .optional(),
  pageSize: z.number().int().min(1).max(100).default(100),
});
