import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../platform/context';
import { validate } from '../../platform/validation';
import { toOrganizationMoveDto } from './organization-moves.dto';
import { operatorRoutesOff, operatorSecretWrong } from './organization-moves.errors';
import { continueInputSchema, moveInputSchema, moveParamSchema } from './organization-moves.schemas';
import { findOrganizationMove, moveOrganization, rollBackMove } from './organization-moves.service';

const digest = async (text: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));

/** The operator's routes exist only with OPERATOR_SECRET set, and answer only to it (no cookie, no API key). */
const requireOperator = createMiddleware<AppEnv>(async (c, next) => {
  const secret = c.var.settings.OPERATOR_SECRET;
  if (!secret) throw operatorRoutesOff();
  const presented = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  if (!crypto.subtle.timingSafeEqual(await digest(presented), await digest(secret))) throw operatorSecretWrong();
  await next();
});

/** Mounted at /api/operator: what the person running the deployment does (npm run org:move). */
export const operatorRoutes = new Hono<AppEnv>()
  .use(requireOperator)
  .get('/organizations/:organizationId/move', validate('param', moveParamSchema), async (c) => c.json({ move: toOrganizationMoveDto(await findOrganizationMove(c.var.deps, c.req.valid('param').organizationId)) }))
  // Starts the move, or continues it: call again until `move.isFinished`.
  .post('/organizations/:organizationId/move', validate('param', moveParamSchema), validate('json', moveInputSchema), async (c) => {
    const move = await moveOrganization(c.var.deps, { organizationId: c.req.valid('param').organizationId, input: c.req.valid('json') });
    return c.json({ move: toOrganizationMoveDto(move) });
  })
  // Rolls the move back (before its switch): call again until `move.isFinished`.
  .delete('/organizations/:organizationId/move', validate('param', moveParamSchema), validate('json', continueInputSchema), async (c) => {
    const move = await rollBackMove(c.var.deps, { organizationId: c.req.valid('param').organizationId, pace: c.req.valid('json') });
    return c.json({ move: toOrganizationMoveDto(move) });
  });
