import { Hono } from 'hono';
import { validate } from '../../platform/validation';
import type { OrganizationEnv } from '../organizations/organizations.middleware';
import { deleteRule, readLatestRun, readRules, type RuleWithTags } from './tagging-rules.repository';
import { taggingRuleIdParamSchema, taggingRuleInputSchema } from './tagging-rules.schemas';
import { createRule, getRuleOrThrow, startRun, taggingRuleNotFound, updateRule } from './tagging-rules.service';


const toRuleDto = (rule: RuleWithTags) => ({
  id: rule.id,
  organizationId: rule.organizationId,
  name: rule.name,
  description: rule.description,
  isEnabled: rule.isEnabled,
  matchMode: rule.matchMode,
  isCaseSensitive: rule.isCaseSensitive,
  conditions: rule.conditions,
  tagIds: rule.tags.map((tag) => tag.id),
  // The shape the original 0.9.1 client reads a rule's tags from.
  actions: rule.tags.map((tag) => ({ tagId: tag.id })),
  tags: rule.tags,
  createdAt: rule.createdAt,
  updatedAt: rule.updatedAt,
});

const ruleRoutes = new Hono<OrganizationEnv>()
  .get('/', async (c) => {
    const [rule] = await c.var.access.read(readRules(c.var.db, c.var.organizationId, { taggingRuleId: c.req.param('taggingRuleId')! }));
    if (!rule) throw taggingRuleNotFound();
    return c.json({ taggingRule: toRuleDto(rule) });
  })
  .put('/', validate('json', taggingRuleInputSchema), async (c) =>
    c.json({ taggingRule: toRuleDto(await updateRule(c.var.db, c.var.organizationId, c.req.param('taggingRuleId')!, c.req.valid('json'))) }),
  )
  .delete('/', async (c) => {
    await getRuleOrThrow(c.var.db, c.var.organizationId, c.req.param('taggingRuleId')!);
    await deleteRule(c.var.db, c.var.organizationId, c.req.param('taggingRuleId')!);
    return c.body(null, 204);
  })
  .post('/apply', async (c) => c.json({ taggingRuleRun: await startRun({ db: c.var.db, env: c.env }, c.var.organizationId, c.req.param('taggingRuleId')!) }, 202))
  .get('/apply', async (c) => {
    const run = await c.var.access.read(readLatestRun(c.var.db, c.var.organizationId, c.req.param('taggingRuleId')!));
    if (run === undefined) throw taggingRuleNotFound();
    return c.json({ taggingRuleRun: run });
  });

export const taggingRulesRoutes = new Hono<OrganizationEnv>()
  .get('/', async (c) => c.json({ taggingRules: (await c.var.access.read(readRules(c.var.db, c.var.organizationId))).map(toRuleDto) }))
  .post('/', validate('json', taggingRuleInputSchema), async (c) => c.json({ taggingRule: toRuleDto(await createRule(c.var.db, c.var.organizationId, c.req.valid('json'))) }, 201))
  .use('/:taggingRuleId/*', validate('param', taggingRuleIdParamSchema))
  .route('/:taggingRuleId', ruleRoutes);
