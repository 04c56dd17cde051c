import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';
import { validate } from '../../platform/validation';
import { continueInputSchema, moveInputSchema, moveParamSchema } from './organization-moves.schemas';
import { describeMove, findOrganizationMove, moveOrganization, rollBackMove } from './organization-moves.service';

/** Mounted at /api/operator/organizations, behind the operator's guard: npm run org:move. */
export const organizationMoveRoutes = new Hono<AppEnv>()
  .get('/:organizationId/move', validate('param', moveParamSchema), async (c) =>
    c.json({ move: describeMove(await findOrganizationMove(c.var.deps, c.req.valid('param').organizationId)) }),
  )
  // Starts the move, or continues it: call again until `move.isFinished`.
  .post('/:organizationId/move', validate('param', moveParamSchema), validate('json', moveInputSchema), async (c) => {
    const move = await moveOrganization(c.var.deps, { organizationId: c.req.valid('param').organizationId, input: c.req.valid('json') });
    return c.json({ move: describeMove(move) });
  })
  // Rolls the move back (before its switch): call again until `move.isFinished`.
  .delete('/:organizationId/move', validate('param', moveParamSchema), validate('json', continueInputSchema), async (c) => {
    const move = await rollBackMove(c.var.deps, { organizationId: c.req.valid('param').organizationId, pace: c.req.valid('json') });
    return c.json({ move: describeMove(move) });
  });
