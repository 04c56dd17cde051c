import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../platform/context';
import type { OrganizationEnv } from '../access/organization-member.middleware';
import { validate } from '../../platform/validation';
import { permit, permitOperator } from '../../platform/permit';
import { authOf } from '../auth/auth.middleware';
import {
  adminDeliveryParamSchema,
  adminDocumentParamSchema,
  adminOrganizationIdParamSchema,
  consoleListQuerySchema,
  healthFailuresQuerySchema,
  numbersQuerySchema,
  operatorReasonSchema,
  userIdParamSchema,
} from '../../../core/admin/admin.schemas';
import { continueInputSchema, moveInputSchema } from '../organization-moves/organization-moves.schemas';
import { describeMove, findOrganizationMove } from '../organization-moves/organization-moves.service';
import {
  deleteAccount,
  deleteOrganizationForOperator,
  listAuditLog,
  listOperatorActionsOn,
  listOrganizationsForConsole,
  listUsersForConsole,
  moveForOperator,
  rollBackMoveForOperator,
  resendVerification,
  setAccountDisabled,
  setOrganizationReadOnly,
  type OperatorCall,
} from './admin.service';
import { listDailyNumbers } from './admin-numbers.service';
import { healthOverview, listHealthFailures, redeliverForOperator, reprocessForOperator } from './admin-health.service';
import { nextCursorOf, toAuditEntryDto, toConsoleOrganizationDto, toConsoleUserDto, toOrganizationOperatorActionDto } from './admin.dto';

/** The operator, and where the request came from, for the audit row. */
const operatorCallOf = (c: Context<AppEnv>): OperatorCall => ({
  operator: { id: c.var.user.id, email: c.var.user.email },
  from: { ipAddress: c.req.header('cf-connecting-ip') ?? null, userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null },
  now: new Date(),
});

/** Mounted at /api/admin behind requireOperatorConsole (worker/routes.ts): the operator's console. */
export const adminRoutes = new Hono<AppEnv>()
  .get('/users', permitOperator('users:read'), validate('query', consoleListQuerySchema), async (c) => {
    const { users, next } = await listUsersForConsole(c.var.deps, c.req.valid('query'), new Date());
    return c.json({ users: users.map(toConsoleUserDto), nextCursor: nextCursorOf(next) });
  })
  .post(
    '/users/:userId/disable',
    permitOperator('users:disable'),
    validate('param', userIdParamSchema),
    validate('json', operatorReasonSchema),
    async (c) => {
      await setAccountDisabled(c.var.deps, operatorCallOf(c), { userId: c.req.valid('param').userId, reason: c.req.valid('json').reason });
      return c.body(null, 204);
    },
  )
  .post('/users/:userId/enable', permitOperator('users:enable'), validate('param', userIdParamSchema), async (c) => {
    await setAccountDisabled(c.var.deps, operatorCallOf(c), { userId: c.req.valid('param').userId, reason: null });
    return c.body(null, 204);
  })
  .post(
    '/users/:userId/resend-verification',
    permitOperator('users:resend-verification'),
    validate('param', userIdParamSchema),
    async (c) => {
      const auth = await authOf(c);
      await resendVerification(c.var.deps, operatorCallOf(c), {
        userId: c.req.valid('param').userId,
        send: (email) => auth.api.sendVerificationEmail({ body: { email } }),
      });
      return c.body(null, 204);
    },
  )
  .delete(
    '/users/:userId',
    permitOperator('users:delete'),
    validate('param', userIdParamSchema),
    validate('json', operatorReasonSchema),
    async (c) => {
      await deleteAccount(c.var.deps, operatorCallOf(c), { userId: c.req.valid('param').userId, reason: c.req.valid('json').reason });
      return c.body(null, 204);
    },
  )
  .get('/organizations', permitOperator('organizations:read'), validate('query', consoleListQuerySchema), async (c) => {
    const { organizations, next } = await listOrganizationsForConsole(c.var.deps, c.req.valid('query'));
    return c.json({ organizations: organizations.map(toConsoleOrganizationDto), nextCursor: nextCursorOf(next) });
  })
  .post(
    '/organizations/:organizationId/suspend',
    permitOperator('organizations:suspend'),
    validate('param', adminOrganizationIdParamSchema),
    validate('json', operatorReasonSchema),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await setOrganizationReadOnly(c.var.deps, operatorCallOf(c), { organizationId, reason: c.req.valid('json').reason });
      return c.body(null, 204);
    },
  )
  .post(
    '/organizations/:organizationId/lift',
    permitOperator('organizations:lift'),
    validate('param', adminOrganizationIdParamSchema),
    async (c) => {
      await setOrganizationReadOnly(c.var.deps, operatorCallOf(c), { organizationId: c.req.valid('param').organizationId, reason: null });
      return c.body(null, 204);
    },
  )
  .delete(
    '/organizations/:organizationId',
    permitOperator('organizations:delete'),
    validate('param', adminOrganizationIdParamSchema),
    validate('json', operatorReasonSchema),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await deleteOrganizationForOperator(c.var.deps, operatorCallOf(c), { organizationId, reason: c.req.valid('json').reason });
      return c.body(null, 204);
    },
  )
  .get(
    '/organizations/:organizationId/move',
    permitOperator('organizations:read'),
    validate('param', adminOrganizationIdParamSchema),
    async (c) => c.json({ move: describeMove(await findOrganizationMove(c.var.deps, c.req.valid('param').organizationId)) }),
  )
  // Starts the move, or goes on with it: call again (after `waitSeconds`) until `move.isFinished`.
  .post(
    '/organizations/:organizationId/move',
    permitOperator('organizations:move'),
    validate('param', adminOrganizationIdParamSchema),
    validate('json', moveInputSchema),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      const move = await moveForOperator(c.var.deps, operatorCallOf(c), { organizationId, input: c.req.valid('json') });
      return c.json({ move: describeMove(move) });
    },
  )
  // Rolls the move back (before its switch): call again until `move.isFinished`.
  .delete(
    '/organizations/:organizationId/move',
    permitOperator('organizations:move'),
    validate('param', adminOrganizationIdParamSchema),
    validate('json', continueInputSchema),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      const move = await rollBackMoveForOperator(c.var.deps, operatorCallOf(c), { organizationId, pace: c.req.valid('json') });
      return c.json({ move: describeMove(move) });
    },
  )
  .get('/audit-log', permitOperator('audit-log:read'), validate('query', consoleListQuerySchema), async (c) => {
    const { rows, next } = await listAuditLog(c.var.deps, c.req.valid('query'));
    return c.json({ entries: rows.map(toAuditEntryDto), nextCursor: nextCursorOf(next) });
  })
  .get('/numbers', permitOperator('numbers:read'), validate('query', numbersQuerySchema), async (c) =>
    c.json({ days: await listDailyNumbers(c.var.deps, { days: c.req.valid('query').days, now: new Date() }) }),
  )
  .get('/health', permitOperator('health:read'), async (c) => c.json(await healthOverview(c.var.deps)))
  .get('/health/failures', permitOperator('health:read'), validate('query', healthFailuresQuerySchema), async (c) => {
    const { rows, next } = await listHealthFailures(c.var.deps, c.req.valid('query'));
    return c.json({ failures: rows, nextCursor: nextCursorOf(next) });
  })
  .post(
    '/organizations/:organizationId/documents/:documentId/reprocess',
    permitOperator('health:retry'),
    validate('param', adminDocumentParamSchema),
    async (c) => {
      await reprocessForOperator(c.var.deps, operatorCallOf(c), c.req.valid('param'));
      return c.body(null, 204);
    },
  )
  .post(
    '/organizations/:organizationId/webhook-deliveries/:deliveryId/redeliver',
    permitOperator('health:retry'),
    validate('param', adminDeliveryParamSchema),
    async (c) => {
      await redeliverForOperator(c.var.deps, operatorCallOf(c), c.req.valid('param'));
      return c.body(null, 204);
    },
  );

/** Mounted at /api/organizations/:organizationId/operator-actions: what the service's operators did to it, for its owners. */
export const organizationOperatorActionsRoutes = new Hono<OrganizationEnv>().get(
  '/',
  permit('organization:operator-actions'),
  validate('query', consoleListQuerySchema.pick({ cursor: true, pageSize: true })),
  async (c) => {
    await c.var.access.verify();
    const { rows, next } = await listOperatorActionsOn(c.var.deps, c.var.organizationId, c.req.valid('query'));
    return c.json({ operatorActions: rows.map(toOrganizationOperatorActionDto), nextCursor: nextCursorOf(next) });
  },
);
