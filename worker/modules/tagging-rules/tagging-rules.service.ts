import type { Database } from '../../platform/db/client';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { generateId } from '../../../core/ids';
import { enqueueTask } from '../../platform/queue';
import type { DocumentEvent } from '../documents/documents.events';
import { countActiveDocuments, findDocument, findDocumentsAfter } from '../documents/documents.repository';
import { countTagsInOrganization } from '../tags/tags.repository';
import { addTagToDocument } from '../documents/document-tags.service';
import { invalidRuleTags, taggingRuleNotFound } from '../../../core/tagging-rules/tagging-rules.errors';
import { matchesRule, type MatchableDocument } from '../../../core/tagging-rules/rule-matcher';
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
import { runBatchedRead } from '../../platform/db/batched-read';
import { invalidPropertyValue } from '../../../core/properties/properties.errors';
import { validPropertyValue } from '../../../core/properties/property-types';
import type { PropertyRow } from '../properties/properties.repository';
import { getPropertyOrThrow, listProperties } from '../properties/properties.service';
import { applyPropertyValue, checkedPropertyValue } from '../documents/document-properties.service';

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

type OrganizationProperties = Map<string, PropertyRow>;

/**
 * Attaches the rule's tags and fills its properties where the document has no value, when it
 * matches; answers whether anything changed. A property deleted, or an option removed, since the rule
 * was saved is skipped.
 */
async function applyRule(
  deps: OrganizationDependencies,
  rule: RuleWithTags,
  organizationId: string,
  document: MatchableDocument & { id: string },
  properties: OrganizationProperties,
) {
  if (!matchesRule(rule, document)) return false;
  let isChanged = false;
  for (const tag of rule.tags) {
    isChanged = (await addTagToDocument(deps, { organizationId, documentId: document.id, tagId: tag.id, userId: null })) || isChanged;
  }
  for (const { propertyId, value } of rule.propertyValues) {
    const property = properties.get(propertyId);
    const stillValid = property && validPropertyValue(property, value);
    if (!stillValid) continue;
    const changed = await applyPropertyValue(deps, {
      organizationId,
      property,
      value: stillValid,
      documents: [document],
      isFillOnly: true,
    });
    isChanged = changed.length > 0 || isChanged;
  }
  return isChanged;
}

async function propertiesOf(db: Database, organizationId: string, rules: RuleWithTags[]): Promise<OrganizationProperties> {
  if (!rules.some((rule) => rule.propertyValues.length > 0)) return new Map();
  return new Map((await runBatchedRead(db, listProperties(db, organizationId))).map((property) => [property.id, property]));
}

/** Subscriber of document events: enabled rules run once the text is known, and on restore. */
export async function applyRulesOnDocumentEvents(deps: OrganizationDependencies, events: DocumentEvent[]) {
  const rulesOf = new Map<string, Promise<{ rules: RuleWithTags[]; properties: OrganizationProperties }>>();
  const { organizationDb: db } = deps;
  for (const event of events) {
    if (event.type !== 'document.processed' && event.type !== 'document.restored') continue;
    const { organizationId } = event;
    if (!rulesOf.has(organizationId))
      rulesOf.set(
        organizationId,
        listRules(db, organizationId, { onlyEnabled: true }).then(async (rules) => ({
          rules,
          properties: await propertiesOf(db, organizationId, rules),
        })),
      );
    const { rules, properties } = await rulesOf.get(organizationId)!;
    if (rules.length === 0) continue;
    const document = await findDocument(db, organizationId, event.documentId);
    if (!document || document.deletedAt) continue;
    for (const rule of rules) await applyRule(deps, rule, organizationId, document, properties);
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
  const [page, properties] = await Promise.all([
    findDocumentsAfter(db, run.organizationId, cursor, RUN_PAGE_SIZE),
    propertiesOf(db, run.organizationId, [rule]),
  ]);
  let tagged = 0;
  for (const document of page) if (await applyRule(deps, rule, run.organizationId, document, properties)) tagged += 1;

  const last = page.at(-1);
  const isDone = page.length < RUN_PAGE_SIZE;
  await updateRun(db, runId, {
    processedCount: run.processedCount + page.length,
    taggedCount: run.taggedCount + tagged,
    ...(last ? { cursorCreatedAt: last.createdAt, cursorDocumentId: last.id } : {}),
    ...(isDone ? { status: 'done' as const } : {}),
  });
  if (!isDone) await enqueueTask(queues.documents, { type: 'tagging-rule.apply', organizationId, runId, afterDocumentId: last!.id });
}
