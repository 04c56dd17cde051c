import { z } from 'zod';
import { organizationIdParamSchema } from '../../../core/organizations/organizations.schemas';
import { DATABASE_BINDING } from '../../platform/settings';

export const moveParamSchema = organizationIdParamSchema;

/** A move's call: where to, and how much each call does (the defaults suit a deployed Worker). */
export const moveInputSchema = z.object({
  database: z.string().regex(DATABASE_BINDING, 'must name a D1 binding: DB or ORG_DB_…'),
  // How long requests and queue consumers admitted before the organization turned read-only get to end.
  settleSeconds: z.number().int().min(0).max(900).default(30),
  rowsPerPage: z.number().int().min(1).max(1000).default(200),
  // At most this many steps (a page copied or deleted) in this call; otherwise as many as fit in 10 seconds.
  maxSteps: z.number().int().min(1).optional(),
});
export type MoveInput = z.output<typeof moveInputSchema>;

export const continueInputSchema = moveInputSchema.omit({ database: true, settleSeconds: true });
export type MovePace = z.output<typeof continueInputSchema>;
