import type { Database } from '../../platform/db/client';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { generateId } from '../../../core/ids';
import { enqueueTask } from '../../platform/queue';
import type { DocumentEvent } from '../documents/documents.events';
import { countActiveDocuments, findDocumentsAfter } from '../documents/documents.repository';
import { countTagsInOrganization } from '../tags/tags.repository';
import { invalidRuleTags, taggingRuleNotFound } from '../../../core/tagging-rules/tagging-rules.errors';
import { workflowOfRule } from '../../../core/tagging-rules/rule-workflow';
import {
  deleteRule,
  findRule,
  findRun,
  insertRun,
  listRules,
  saveRule,
  updateRun,
  type CheckedRuleInput,
  type RuleWithTags,
} from './tagging-rules.repository';
import type { TaggingRuleInput } from '../../../core/tagging-rules/tagging-rules.schemas';
import { invalidPropertyValue } from '../../../core/properties/properties.errors';
import { getPropertyOrThrow } from '../properties/properties.service';
import { checkedPropertyValue } from '../documents/document-properties.service';
import { runWorkflowsAtOnce } from '../workflows/workflow-runs-at-once.service';

/** Sent by the routes with the session and membership checks, in one D1 batch (see access-check.ts). */
export { readLatestRun, readRules } from './tagging-rules.repository';

async function getRuleOrThrow(db: Database, organizationId: string, taggingRuleId: string) {
  const rule = await findRule(db, organizationId, taggingRuleId);
  if (!rule) throw taggingRuleNotFound();
  return rule;
}

async function assertTagsBelongToOrganization(db: Database, organizationId: string, tagIds: string[]) {
  if ((await countTagsInOrganization(db, organizationId, tagIds)) !== tagIds.length) throw invalidRuleTags();
}

type RuleLimits = { textMaxLength: number };

/** The rule's tags are the organization's; each property value is read as its property takes it. */
async function checkedInput(
  deps: OrganizationDependencies,
  organizationId: string,
  input: TaggingRuleInput,
  { textMaxLength }: RuleLimits,
): Promise<CheckedRuleInput> {
  if (input.tagIds.length > 0) await assertTagsBelongToOrganization(deps.organizationDb, organizationId, input.tagIds);
  const propertyValues = [];
  for (const { propertyId, value } of input.propertyValues) {
    const property = await getPropertyOrThrow(deps, { organizationId, propertyId });
    const checked = await checkedPropertyValue(deps, { organizationId, property, value, textMaxLength });
    if (checked === null) throw invalidPropertyValue(`${property.name}: the value to set is required`);
    propertyValues.push({ propertyId, value: checked });
  }
  return { ...input, propertyValues };
}

export async function createRule(
  deps: OrganizationDependencies,
  { organizationId, input, limits }: { organizationId: string; input: TaggingRuleInput; limits: RuleLimits },
) {
  const { organizationDb: db } = deps;
  const checked = await checkedInput(deps, organizationId, input, limits);
  const id = generateId('tr');
  await saveRule(db, { id, organizationId, isNew: true, ...checked });
  return getRuleOrThrow(db, organizationId, id);
}

export async function updateRule(
  deps: OrganizationDependencies,
  {
    organizationId,
    taggingRuleId,
    input,
    limits,
  }: { organizationId: string; taggingRuleId: string; input: TaggingRuleInput; limits: RuleLimits },
) {
  const { organizationDb: db } = deps;
  await getRuleOrThrow(db, organizationId, taggingRuleId);
  const checked = await checkedInput(deps, organizationId, input, limits);
  await saveRule(db, { id: taggingRuleId, organizationId, isNew: false, ...checked });
  return getRuleOrThrow(db, organizationId, taggingRuleId);
}

export async function removeRule(
  { organizationDb: db }: OrganizationDependencies,
  { organizationId, taggingRuleId }: { organizationId: string; taggingRuleId: string },
) {
  await getRuleOrThrow(db, organizationId, taggingRuleId);
  await deleteRule(db, organizationId, taggingRuleId);
}

/** A rule as the workflow engine runs it (core/tagging-rules/rule-workflow.ts). */
const workflowOf = (rule: RuleWithTags) => workflowOfRule({ ...rule, tagIds: rule.tags.map(({ id }) => id) });

/**
 * Subscriber of document events: the enabled rules, in the order they were made, run through the
 * workflow engine once the text is known, and on restore (a restored document arrives again). The
 * documents of the events (a bulk restore's chunk, say) are read at once, and each rule carried out on
 * all of them at once. The workflows start once they are done (worker/subscribers.ts).
 */
export async function applyRulesOnDocumentEvents(deps: OrganizationDependencies, events: DocumentEvent[]) {
  const documentsOf = new Map<string, string[]>();
  for (const event of events)
    if (event.type === 'document.processed' || event.type === 'document.restored')
      documentsOf.set(event.organizationId, [...(documentsOf.get(event.organizationId) ?? []), event.documentId]);
  for (const [organizationId, documentIds] of documentsOf) {
    const rules = await listRules(deps.organizationDb, organizationId, { onlyEnabled: true });
    await runWorkflowsAtOnce(deps, {
      organizationId,
      workflows: rules.map(workflowOf),
      documentIds: [...new Set(documentIds)],
      trigger: { type: 'added' },
    });
  }
}

export async function startRun(
  { organizationDb: db, queues }: OrganizationDependencies,
  { organizationId, taggingRuleId }: { organizationId: string; taggingRuleId: string },
) {
  await getRuleOrThrow(db, organizationId, taggingRuleId);
  const run = await insertRun(db, {
    id: generateId('trr'),
    taggingRuleId,
    organizationId,
    documentsCount: await countActiveDocuments(db, organizationId),
  });
  await enqueueTask(queues.documents, { type: 'tagging-rule.apply', organizationId, runId: run.id, afterDocumentId: null });
  return run;
}

export const RUN_PAGE_SIZE = 100;

/** One page of a run, then the next page goes back to the queue: no run outgrows a Worker's limits. */
export async function continueRun(
  deps: OrganizationDependencies,
  { organizationId, runId, afterDocumentId }: { organizationId: string; runId: string; afterDocumentId: string | null },
) {
  const { organizationDb: db, queues } = deps;
  const run = await findRun(db, organizationId, runId);
  if (run?.status !== 'running' || run.cursorDocumentId !== afterDocumentId) return;
  const rule = await findRule(db, run.organizationId, run.taggingRuleId);
  if (!rule) return updateRun(db, runId, { status: 'failed' });

  const cursor = run.cursorCreatedAt && run.cursorDocumentId ? { createdAt: run.cursorCreatedAt, documentId: run.cursorDocumentId } : null;
  const page = await findDocumentsAfter(db, run.organizationId, cursor, RUN_PAGE_SIZE);
  // The rule's workflow over the page, as a run by hand: the documents are there already.
  const { changed } = await runWorkflowsAtOnce(deps, {
    organizationId: run.organizationId,
    workflows: [workflowOf(rule)],
    documentIds: page.map(({ id }) => id),
    trigger: { type: 'manual' },
  });

  const last = page.at(-1);
  const isDone = page.length < RUN_PAGE_SIZE;
  await updateRun(db, runId, {
    processedCount: run.processedCount + page.length,
    taggedCount: run.taggedCount + changed.size,
    ...(last ? { cursorCreatedAt: last.createdAt, cursorDocumentId: last.id } : {}),
    ...(isDone ? { status: 'done' as const } : {}),
  });
  if (!isDone) await enqueueTask(queues.documents, { type: 'tagging-rule.apply', organizationId, runId, afterDocumentId: last!.id });
}
