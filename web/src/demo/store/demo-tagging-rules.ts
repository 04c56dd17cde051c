/**
 * The demo's tagging rules, run in this browser: on each document read (demo-processing.ts), and on the
 * existing documents at once when applied, with no queue.
 */
import type { ApiClient } from '@/api/api-client';
import { generateId } from '../../../../core/ids';
import { notAvailableInDemo } from '../../../../core/demo/demo.errors';
import { matchesRule } from '../../../../core/tagging-rules/rule-matcher';
import { taggingRuleInputSchema } from '../../../../core/tagging-rules/tagging-rules.schemas';
import { invalidRuleTags, taggingRuleNotFound } from '../../../../core/tagging-rules/tagging-rules.errors';
import type { TaggingRuleRecord } from './demo-database';
import { activityRecord, newestFirst, organizationDocuments, saveDocument, withinQuota } from './demo-records';
import { answer, parse, type DemoClientContext } from './demo-client-context';

export function demoTaggingRulesApi({ database, requireOrganization, tagsByIdOf }: DemoClientContext): ApiClient['taggingRules'] {
  async function requireRule(organizationId: string, taggingRuleId: string): Promise<TaggingRuleRecord> {
    await requireOrganization(organizationId);
    const rule = await database.get('taggingRules', taggingRuleId);
    if (!rule || rule.organizationId !== organizationId) throw taggingRuleNotFound();
    return rule;
  }

  /** The demo has no custom properties: a rule sets tags only. */
  async function checkedRuleFields(organizationId: string, input: unknown) {
    const { propertyValues, ...fields } = parse(taggingRuleInputSchema, input);
    if (propertyValues.length > 0) throw notAvailableInDemo();
    await checkRuleTags(organizationId, fields.tagIds);
    return { ...fields, propertyValues: [] };
  }

  async function ruleWithTags(rule: TaggingRuleRecord) {
    const tagsById = await tagsByIdOf(rule.organizationId);
    const tags = rule.tagIds.flatMap((tagId) => {
      const tag = tagsById.get(tagId);
      return tag ? [{ id: tag.id, name: tag.name, color: tag.color }] : [];
    });
    // Rules stored before properties have none to set.
    return { ...rule, tagIds: tags.map((tag) => tag.id), tags, propertyValues: rule.propertyValues ?? [] };
  }

  async function checkRuleTags(organizationId: string, tagIds: readonly string[]) {
    const tags = await tagsByIdOf(organizationId);
    if (!tagIds.every((tagId) => tags.has(tagId))) throw invalidRuleTags();
  }

  return {
    list: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        const rules = (await database.getAllFromIndex('taggingRules', 'organizationId', organizationId)).sort(
          (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
        );
        return { taggingRules: await Promise.all(rules.map(ruleWithTags)) };
      }),
    get: (organizationId, taggingRuleId) =>
      answer(async () => ({ taggingRule: await ruleWithTags(await requireRule(organizationId, taggingRuleId)) })),
    create: (organizationId, input) =>
      answer(async () => {
        await requireOrganization(organizationId);
        const fields = await checkedRuleFields(organizationId, input);
        const now = new Date();
        const rule: TaggingRuleRecord = { id: generateId('tr'), organizationId, ...fields, createdAt: now, updatedAt: now };
        await withinQuota(() => database.put('taggingRules', rule));
        return { taggingRule: await ruleWithTags(rule) };
      }),
    update: (organizationId, taggingRuleId, input) =>
      answer(async () => {
        const rule = await requireRule(organizationId, taggingRuleId);
        const fields = await checkedRuleFields(organizationId, input);
        const updated = { ...rule, ...fields, updatedAt: new Date() };
        await database.put('taggingRules', updated);
        return { taggingRule: await ruleWithTags(updated) };
      }),
    delete: (organizationId, taggingRuleId) =>
      answer(async () => {
        await requireRule(organizationId, taggingRuleId);
        await database.delete('taggingRules', taggingRuleId);
      }),
    applyToExistingDocuments: (organizationId, taggingRuleId) =>
      answer(async () => {
        const rule = await requireRule(organizationId, taggingRuleId);
        const active = (await organizationDocuments(database, organizationId)).filter((record) => !record.deletedAt).sort(newestFirst);
        const now = new Date();
        let taggedCount = 0;
        for (const record of active) {
          const newTagIds = matchesRule(rule, record) ? rule.tagIds.filter((tagId) => !record.tagIds.includes(tagId)) : [];
          if (newTagIds.length === 0) continue;
          taggedCount += 1;
          await saveDocument(
            database,
            { ...record, tagIds: [...record.tagIds, ...newTagIds] },
            newTagIds.map((tagId) => activityRecord(record, 'tagged', { tagId })),
          );
        }
        const taggingRuleRun = {
          id: generateId('trr'),
          taggingRuleId,
          organizationId,
          status: 'done' as const,
          documentsCount: active.length,
          processedCount: active.length,
          taggedCount,
          // Done at once: no page is left to continue from.
          cursorCreatedAt: null,
          cursorDocumentId: null,
          createdAt: now,
          updatedAt: now,
        };
        await database.put('taggingRuleRuns', taggingRuleRun);
        return { taggingRuleRun };
      }),
    getLatestRun: (organizationId, taggingRuleId) =>
      answer(async () => {
        await requireRule(organizationId, taggingRuleId);
        const runs = await database.getAllFromIndex('taggingRuleRuns', 'taggingRuleId', taggingRuleId);
        return { taggingRuleRun: runs.sort(newestFirst)[0] ?? null };
      }),
  };
}
