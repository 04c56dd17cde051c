import { not } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { generateId } from '../../../core/ids';
import { enqueueTask } from '../../platform/queue';
import type { DocumentEvent } from '../documents/documents.events';
import { countActiveDocuments, findDocumentsAfter, findMatchableDocuments } from '../documents/documents.repository';
import { insertActivitiesIf } from '../documents/activities/activities.repository';
import { publishDocumentEvents } from '../documents/documents.events';
import { countTagsInOrganization, isTagLinkedTo, linkTagToDocuments } from '../tags/tags.repository';
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
import { runBatchedRead, runStatements } from '../../platform/db/batched-read';
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
type RuleDocument = MatchableDocument & { id: string };

/**
 * Applies a rule to documents at once: those it matches get its tags, each with its activity where the
 * link is new, and the values of its properties where they have none. Its statements grow with the
 * rule's tags and properties, not with the documents (two a tag, for all of them; a property's few, as
 * for a bulk action), so that a page of a run, or a chunk of restored documents, stays within its share
 * of D1's statements. A property deleted, or an option removed, since the rule was saved is skipped.
 * Answers the documents that changed.
 */
async function applyRule(
  deps: OrganizationDependencies,
  rule: RuleWithTags,
  organizationId: string,
  documents: RuleDocument[],
  properties: OrganizationProperties,
): Promise<Set<string>> {
  const { organizationDb: db } = deps;
  const matched = documents.filter((document) => matchesRule(rule, document));
  const changed = new Set<string>();
  if (matched.length === 0) return changed;
  const documentIds = matched.map(({ id }) => id);
  const nameOf = new Map(matched.map(({ id, name }) => [id, name]));
  // Each tag's activities before its links: judged on the links there before.
  const linked = (await runStatements(
    db,
    rule.tags.flatMap((tag) => [
      insertActivitiesIf(db, { organizationId, event: 'tagged', userId: null, tagId: tag.id, documentIds }, (id) =>
        not(isTagLinkedTo(tag.id, id)),
      ),
      linkTagToDocuments(db, tag.id, documentIds),
    ]),
  )) as { documentId: string }[][];
  const events: DocumentEvent[] = rule.tags.flatMap((tag, index) =>
    linked[2 * index + 1]!.map(({ documentId }) => {
      changed.add(documentId);
      return {
        type: 'document.tag.added' as const,
        organizationId,
        documentId,
        documentName: nameOf.get(documentId)!,
        tagId: tag.id,
        tagName: tag.name,
      };
    }),
  );
  await publishDocumentEvents(deps, events);
  for (const { propertyId, value } of rule.propertyValues) {
    const property = properties.get(propertyId);
    const stillValid = property && validPropertyValue(property, value);
    if (!stillValid) continue;
    const filled = await applyPropertyValue(deps, {
      organizationId,
      userId: null,
      property,
      value: stillValid,
      documents: matched,
      isFillOnly: true,
    });
    for (const documentId of filled) changed.add(documentId);
  }
  return changed;
}

async function propertiesOf(db: Database, organizationId: string, rules: RuleWithTags[]): Promise<OrganizationProperties> {
  if (!rules.some((rule) => rule.propertyValues.length > 0)) return new Map();
  return new Map((await runBatchedRead(db, listProperties(db, organizationId))).map((property) => [property.id, property]));
}

/**
 * Subscriber of document events: enabled rules run once the text is known, and on restore. The
 * documents of the events (a bulk restore's chunk, say) are read at once, and each rule applied to all
 * of them at once.
 */
export async function applyRulesOnDocumentEvents(deps: OrganizationDependencies, events: DocumentEvent[]) {
  const { organizationDb: db } = deps;
  const documentsOf = new Map<string, string[]>();
  for (const event of events)
    if (event.type === 'document.processed' || event.type === 'document.restored')
      documentsOf.set(event.organizationId, [...(documentsOf.get(event.organizationId) ?? []), event.documentId]);
  for (const [organizationId, documentIds] of documentsOf) {
    const rules = await listRules(db, organizationId, { onlyEnabled: true });
    if (rules.length === 0) continue;
    const [properties, documents] = await Promise.all([
      propertiesOf(db, organizationId, rules),
      findMatchableDocuments(db, organizationId, [...new Set(documentIds)]),
    ]);
    for (const rule of rules) await applyRule(deps, rule, organizationId, documents, properties);
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
  const tagged = (await applyRule(deps, rule, run.organizationId, page, properties)).size;

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
