import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { batchedRead, runBatchedRead } from '../../platform/db/batched-read';
import type { Database } from '../../platform/db/client';
import { selectTagsWithIdsIn } from '../tags/tags.repository';
import { taggingRuleRuns, taggingRules, taggingRuleTags, type RulePropertyValue } from './tagging-rules.tables';
import type { TaggingRuleInput } from '../../../core/tagging-rules/tagging-rules.schemas';

const inOrganization = (organizationId: string) => eq(taggingRules.organizationId, organizationId);

/** Rules of an organization with their tags (all, the enabled ones, or one), in one round trip. */
export function readRules(
  db: Database,
  organizationId: string,
  { onlyEnabled = false, taggingRuleId }: { onlyEnabled?: boolean; taggingRuleId?: string } = {},
) {
  const where = and(
    inOrganization(organizationId),
    onlyEnabled ? eq(taggingRules.isEnabled, true) : undefined,
    taggingRuleId ? eq(taggingRules.id, taggingRuleId) : undefined,
  );
  const ofRules = inArray(taggingRuleTags.taggingRuleId, db.select({ id: taggingRules.id }).from(taggingRules).where(where));
  return batchedRead(
    [
      db.select().from(taggingRules).where(where).orderBy(asc(taggingRules.createdAt)),
      db.select({ taggingRuleId: taggingRuleTags.taggingRuleId, tagId: taggingRuleTags.tagId }).from(taggingRuleTags).where(ofRules),
      selectTagsWithIdsIn(db, db.select({ tagId: taggingRuleTags.tagId }).from(taggingRuleTags).where(ofRules)),
    ],
    ([rules, ruleLinks, tagsByName]) =>
      rules.map((rule) => {
        const tagIds = new Set(ruleLinks.filter((link) => link.taggingRuleId === rule.id).map((link) => link.tagId));
        return { ...rule, tags: tagsByName.filter((tag) => tagIds.has(tag.id)) };
      }),
  );
}

export async function listRules(db: Database, organizationId: string, options: { onlyEnabled?: boolean } = {}) {
  return runBatchedRead(db, readRules(db, organizationId, options));
}

export type RuleWithTags = Awaited<ReturnType<typeof listRules>>[number];

export async function findRule(db: Database, organizationId: string, taggingRuleId: string) {
  const [rule] = await runBatchedRead(db, readRules(db, organizationId, { taggingRuleId }));
  return rule;
}

/** Writes the rule and replaces its tag links, in one transaction. */
/** A rule's input once its property values are read as their properties take them. */
export type CheckedRuleInput = Omit<TaggingRuleInput, 'propertyValues'> & { propertyValues: RulePropertyValue[] };

export async function saveRule(db: Database, rule: { id: string; organizationId: string; isNew: boolean } & CheckedRuleInput) {
  const { id, organizationId, isNew, tagIds, ...fields } = rule;
  const write = isNew
    ? db.insert(taggingRules).values({ id, organizationId, ...fields })
    : db
        .update(taggingRules)
        .set(fields)
        .where(and(eq(taggingRules.id, id), inOrganization(organizationId)));
  const unlink = db.delete(taggingRuleTags).where(eq(taggingRuleTags.taggingRuleId, id));
  // A rule may only set properties: no tag links to insert.
  if (tagIds.length === 0) await db.batch([write, unlink]);
  else await db.batch([write, unlink, db.insert(taggingRuleTags).values(tagIds.map((tagId) => ({ taggingRuleId: id, tagId })))]);
}

export async function deleteRule(db: Database, organizationId: string, taggingRuleId: string) {
  await db.delete(taggingRules).where(and(eq(taggingRules.id, taggingRuleId), inOrganization(organizationId)));
}

export async function insertRun(db: Database, run: typeof taggingRuleRuns.$inferInsert) {
  const [created] = await db.insert(taggingRuleRuns).values(run).returning();
  return created!;
}

export async function findRun(db: Database, organizationId: string, runId: string) {
  return db.query.taggingRuleRuns.findFirst({
    where: and(eq(taggingRuleRuns.id, runId), eq(taggingRuleRuns.organizationId, organizationId)),
  });
}

/** The rule's newest run, or undefined when the rule is not the organization's; null when it never ran. */
export function readLatestRun(db: Database, organizationId: string, taggingRuleId: string) {
  const latestRun = db
    .select()
    .from(taggingRuleRuns)
    .where(and(eq(taggingRuleRuns.taggingRuleId, taggingRuleId), eq(taggingRuleRuns.organizationId, organizationId)))
    .orderBy(desc(taggingRuleRuns.createdAt))
    .limit(1);
  const rule = db
    .select({ ruleId: taggingRules.id })
    .from(taggingRules)
    .where(and(eq(taggingRules.id, taggingRuleId), inOrganization(organizationId)));
  return batchedRead([rule, latestRun], ([[found], [run]]) => (found ? (run ?? null) : undefined));
}

export async function updateRun(db: Database, runId: string, changes: Partial<typeof taggingRuleRuns.$inferInsert>) {
  await db.update(taggingRuleRuns).set(changes).where(eq(taggingRuleRuns.id, runId));
}
