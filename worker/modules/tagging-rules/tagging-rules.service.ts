import type { Database } from '../../platform/db/client';
import type { ServiceDependencies } from '../../platform/dependencies';
import { generateId } from '../../../core/ids';
import { enqueueTask } from '../../platform/queue';
import type { DocumentEvent } from '../documents/documents.events';
import { countActiveDocuments, findDocumentById, findDocumentsAfter } from '../documents/documents.repository';
import { countTagsInOrganization } from '../tags/tags.repository';
import { addTagToDocument } from '../tags/tags.service';
import { invalidRuleTags, taggingRuleNotFound } from '../../../core/tagging-rules/tagging-rules.errors';
import { matchesRule, type MatchableDocument } from '../../../core/tagging-rules/rule-matcher';
import { deleteRule, findRule, findRun, insertRun, listRules, saveRule, updateRun, type RuleWithTags } from './tagging-rules.repository';
import type { TaggingRuleInput } from '../../../core/tagging-rules/tagging-rules.schemas';

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

export async function createRule(db: Database, organizationId: string, input: TaggingRuleInput) {
  await assertTagsBelongToOrganization(db, organizationId, input.tagIds);
  const id = generateId('tr');
  await saveRule(db, { id, organizationId, isNew: true, ...input });
  return getRuleOrThrow(db, organizationId, id);
}

export async function updateRule(db: Database, organizationId: string, taggingRuleId: string, input: TaggingRuleInput) {
  await getRuleOrThrow(db, organizationId, taggingRuleId);
  await assertTagsBelongToOrganization(db, organizationId, input.tagIds);
  await saveRule(db, { id: taggingRuleId, organizationId, isNew: false, ...input });
  return getRuleOrThrow(db, organizationId, taggingRuleId);
}

export async function removeRule(db: Database, organizationId: string, taggingRuleId: string) {
  await getRuleOrThrow(db, organizationId, taggingRuleId);
  await deleteRule(db, organizationId, taggingRuleId);
}

/** Attaches the rule's tags when it matches; answers whether any tag was newly added. */
async function applyRule(dependencies: ServiceDependencies, rule: RuleWithTags, organizationId: string, document: MatchableDocument & { id: string }) {
  if (!matchesRule(rule, document)) return false;
  let isTagged = false;
  for (const tag of rule.tags) {
    isTagged = (await addTagToDocument(dependencies, { organizationId, documentId: document.id, tagId: tag.id, userId: null })) || isTagged;
  }
  return isTagged;
}

/** Subscriber of document events: enabled rules run once the text is known, and on restore. */
export async function applyRulesOnDocumentEvents(events: DocumentEvent[], dependencies: ServiceDependencies) {
  const rulesOf = new Map<string, Promise<RuleWithTags[]>>();
  for (const event of events) {
    if (event.type !== 'document.processed' && event.type !== 'document.restored') continue;
    if (!rulesOf.has(event.organizationId)) rulesOf.set(event.organizationId, listRules(dependencies.db, event.organizationId, { onlyEnabled: true }));
    const rules = await rulesOf.get(event.organizationId)!;
    if (rules.length === 0) continue;
    const document = await findDocumentById(dependencies.db, event.documentId);
    if (!document || document.deletedAt) continue;
    for (const rule of rules) await applyRule(dependencies, rule, event.organizationId, document);
  }
}

export async function startRun({ db, env }: ServiceDependencies, organizationId: string, taggingRuleId: string) {
  await getRuleOrThrow(db, organizationId, taggingRuleId);
  const run = await insertRun(db, { id: generateId('trr'), taggingRuleId, organizationId, documentsCount: await countActiveDocuments(db, organizationId) });
  await enqueueTask(env.DOCUMENTS_QUEUE, { type: 'tagging-rule.apply', runId: run.id, afterDocumentId: null });
  return run;
}

export const RUN_PAGE_SIZE = 100;

/** One page of a run, then the next page goes back to the queue: no run outgrows a Worker's limits. */
export async function continueRun(dependencies: ServiceDependencies, { runId, afterDocumentId }: { runId: string; afterDocumentId: string | null }) {
  const { db, env } = dependencies;
  const run = await findRun(db, runId);
  if (!run || run.status !== 'running' || run.cursorDocumentId !== afterDocumentId) return;
  const rule = await findRule(db, run.organizationId, run.taggingRuleId);
  if (!rule) return updateRun(db, runId, { status: 'failed' });

  const cursor = run.cursorCreatedAt && run.cursorDocumentId ? { createdAt: run.cursorCreatedAt, documentId: run.cursorDocumentId } : null;
  const page = await findDocumentsAfter(db, run.organizationId, cursor, RUN_PAGE_SIZE);
  let tagged = 0;
  for (const document of page) if (await applyRule(dependencies, rule, run.organizationId, document)) tagged += 1;

  const last = page.at(-1);
  const isDone = page.length < RUN_PAGE_SIZE;
  await updateRun(db, runId, {
    processedCount: run.processedCount + page.length,
    taggedCount: run.taggedCount + tagged,
    ...(last ? { cursorCreatedAt: last.createdAt, cursorDocumentId: last.id } : {}),
    ...(isDone ? { status: 'done' as const } : {}),
  });
  if (!isDone) await enqueueTask(env.DOCUMENTS_QUEUE, { type: 'tagging-rule.apply', runId, afterDocumentId: last!.id });
}
