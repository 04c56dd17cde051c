import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '../../platform/validation';
import { permit } from '../../platform/permit';
import type { OrganizationEnv } from '../access/organization-member.middleware';
import { toWorkflowDto, toWorkflowRunDto } from './workflows.dto';
import { workflowNotFound, workflowRunNotFound } from '../../../core/workflows/workflows.errors';
import {
  listWorkflowRunsQuerySchema,
  reorderWorkflowsSchema,
  runWorkflowSchema,
  tryWorkflowSchema,
  workflowIdParamSchema,
  workflowInputSchema,
  workflowRunIdParamSchema,
} from '../../../core/workflows/workflows.schemas';
import {
  createWorkflow,
  editWorkflow,
  readRuns,
  readWorkflows,
  removeWorkflow,
  reorderWorkflows,
  retryRun,
  runWorkflowByHand,
  tryWorkflow,
} from './workflows.service';
import { findComingDue } from './workflow-schedules.service';
import { findRun } from './workflows.repository';

const workflowParam = validate('param', workflowIdParamSchema);
const dueQuerySchema = z.object({
  days: z.coerce.number().int().min(1, 'days must be at least 1').max(366, 'days must be at most 366').default(30),
});

/** Mounted at /workflows/:workflowId. */
const workflowRoutes = new Hono<OrganizationEnv>()
  .get('/', permit('workflows:read'), workflowParam, async (c) => {
    const [workflow] = await c.var.access.read(
      readWorkflows(c.var.deps.organizationDb, c.var.organizationId, { workflowId: c.req.valid('param').workflowId }),
    );
    if (!workflow) throw workflowNotFound();
    return c.json({ workflow: toWorkflowDto(workflow) });
  })
  .put('/', permit('workflows:update'), workflowParam, validate('json', workflowInputSchema), async (c) =>
    c.json({
      workflow: toWorkflowDto(
        await editWorkflow(c.var.deps, {
          organizationId: c.var.organizationId,
          workflowId: c.req.valid('param').workflowId,
          input: c.req.valid('json'),
        }),
      ),
    }),
  )
  .delete('/', permit('workflows:delete'), workflowParam, async (c) => {
    await removeWorkflow(c.var.deps, { organizationId: c.var.organizationId, workflowId: c.req.valid('param').workflowId });
    return c.body(null, 204);
  })
  .post('/try', permit('workflows:read'), workflowParam, validate('json', tryWorkflowSchema), async (c) =>
    c.json(
      await tryWorkflow(c.var.deps, {
        organizationId: c.var.organizationId,
        workflowId: c.req.valid('param').workflowId,
        documentId: c.req.valid('json').documentId,
      }),
    ),
  )
  .get('/due', permit('workflows:read'), workflowParam, validate('query', dueQuerySchema), async (c) => {
    const { workflowId } = c.req.valid('param');
    const [workflow] = await c.var.access.read(readWorkflows(c.var.deps.organizationDb, c.var.organizationId, { workflowId }));
    if (!workflow) throw workflowNotFound();
    return c.json({
      due: await findComingDue(c.var.deps, { organizationId: c.var.organizationId, workflowId, days: c.req.valid('query').days }),
    });
  })
  .post('/run', permit('workflows:run'), workflowParam, validate('json', runWorkflowSchema), async (c) =>
    c.json(
      {
        queuedCount: await runWorkflowByHand(c.var.deps, {
          organizationId: c.var.organizationId,
          workflowId: c.req.valid('param').workflowId,
          documentIds: c.req.valid('json').documentIds,
        }),
      },
      202,
    ),
  );

export const workflowsRoutes = new Hono<OrganizationEnv>()
  .get('/', permit('workflows:read'), async (c) =>
    c.json({ workflows: (await c.var.access.read(readWorkflows(c.var.deps.organizationDb, c.var.organizationId))).map(toWorkflowDto) }),
  )
  .post('/', permit('workflows:create'), validate('json', workflowInputSchema), async (c) =>
    c.json(
      { workflow: toWorkflowDto(await createWorkflow(c.var.deps, { organizationId: c.var.organizationId, input: c.req.valid('json') })) },
      201,
    ),
  )
  // Before '/:workflowId', which would otherwise take 'order' for an id.
  .put('/order', permit('workflows:update'), validate('json', reorderWorkflowsSchema), async (c) =>
    c.json({
      workflows: (
        await reorderWorkflows(c.var.deps, { organizationId: c.var.organizationId, workflowIds: c.req.valid('json').workflowIds })
      ).map(toWorkflowDto),
    }),
  )
  // Also in front of paths no route answers: a malformed workflow id is a 400 there too.
  .use('/:workflowId/*', workflowParam)
  .route('/:workflowId', workflowRoutes);

/** Mounted at /workflow-runs: the log of every workflow, filtered. */
export const workflowRunsRoutes = new Hono<OrganizationEnv>()
  .get('/', permit('workflows:read'), validate('query', listWorkflowRunsQuerySchema), async (c) => {
    const { before: beforeId, ...query } = c.req.valid('query');
    const { organizationDb: db } = c.var.deps;
    const before = beforeId ? await findRun(db, c.var.organizationId, beforeId) : undefined;
    if (beforeId && !before) throw workflowRunNotFound();
    const rows = await c.var.access.read(readRuns(db, c.var.organizationId, { ...query, before }));
    return c.json({ runs: rows.map(toWorkflowRunDto) });
  })
  .post('/:runId/retry', permit('workflows:run'), validate('param', workflowRunIdParamSchema), async (c) => {
    const { runId } = c.req.valid('param');
    await retryRun(c.var.deps, { organizationId: c.var.organizationId, runId });
    const [row] = await c.var.access.read(readRuns(c.var.deps.organizationDb, c.var.organizationId, { runId, pageSize: 1 }));
    if (!row) throw workflowRunNotFound();
    return c.json({ run: toWorkflowRunDto(row) });
  });
