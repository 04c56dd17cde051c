import { Hono } from 'hono';
import { validate } from '../../platform/validation';
import { permit } from '../../platform/permit';
import type { OrganizationEnv } from '../access/organization-member.middleware';
import { toRuleDto } from './tagging-rules.dto';
import { taggingRuleNotFound } from '../../../core/tagging-rules/tagging-rules.errors';
import { taggingRuleIdParamSchema, taggingRuleInputSchema } from '../../../core/tagging-rules/tagging-rules.schemas';
import { createRule, readLatestRun, readRules, removeRule, startRun, updateRule } from './tagging-rules.service';

const ruleParam = validate('param', taggingRuleIdParamSchema);

/** Mounted at /tagging-rules/:taggingRuleId. */
const ruleRoutes = new Hono<OrganizationEnv>()
  .get('/', permit('tagging-rules:read'), ruleParam, async (c) => {
    const [rule] = await c.var.access.read(
      readRules(c.var.deps.organizationDb, c.var.organizationId, { taggingRuleId: c.req.valid('param').taggingRuleId }),
    );
    if (!rule) throw taggingRuleNotFound();
    return c.json({ taggingRule: toRuleDto(rule) });
  })
  .put('/', permit('tagging-rules:update'), ruleParam, validate('json', taggingRuleInputSchema), async (c) =>
    c.json({
      taggingRule: toRuleDto(
        await updateRule(c.var.deps, {
          organizationId: c.var.organizationId,
          taggingRuleId: c.req.valid('param').taggingRuleId,
          input: c.req.valid('json'),
          limits: { textMaxLength: c.var.settings.PROPERTIES_TEXT_MAX_LENGTH },
        }),
      ),
    }),
  )
  .delete('/', permit('tagging-rules:delete'), ruleParam, async (c) => {
    await removeRule(c.var.deps, { organizationId: c.var.organizationId, taggingRuleId: c.req.valid('param').taggingRuleId });
    return c.body(null, 204);
  })
  .post('/apply', permit('tagging-rules:update'), ruleParam, async (c) =>
    c.json(
      {
        taggingRuleRun: await startRun(c.var.deps, {
          organizationId: c.var.organizationId,
          taggingRuleId: c.req.valid('param').taggingRuleId,
        }),
      },
      202,
    ),
  )
  .get('/apply', permit('tagging-rules:read'), ruleParam, async (c) => {
    const run = await c.var.access.read(readLatestRun(c.var.deps.organizationDb, c.var.organizationId, c.req.valid('param').taggingRuleId));
    if (run === undefined) throw taggingRuleNotFound();
    return c.json({ taggingRuleRun: run });
  });

export const taggingRulesRoutes = new Hono<OrganizationEnv>()
  .get('/', permit('tagging-rules:read'), async (c) =>
    c.json({ taggingRules: (await c.var.access.read(readRules(c.var.deps.organizationDb, c.var.organizationId))).map(toRuleDto) }),
  )
  .post('/', permit('tagging-rules:create'), validate('json', taggingRuleInputSchema), async (c) =>
    c.json(
      {
        taggingRule: toRuleDto(
          await createRule(c.var.deps, {
            organizationId: c.var.organizationId,
            input: c.req.valid('json'),
            limits: { textMaxLength: c.var.settings.PROPERTIES_TEXT_MAX_LENGTH },
          }),
        ),
      },
      201,
    ),
  )
  // Also in front of paths no route answers: a malformed rule id is a 400 there too.
  .use('/:taggingRuleId/*', ruleParam)
  .route('/:taggingRuleId', ruleRoutes);
