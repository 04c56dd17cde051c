/** The demo's tags: a name is unique ignoring case, and a deleted tag leaves its documents and rules in the same transaction. */
import type { ApiClient } from '@/api/api-client';
import { generateId } from '../../../../core/ids';
import { tagInputSchema } from '../../../../core/tags/tags.schemas';
import { tagAlreadyExists } from '../../../../core/tags/tags.errors';
import type { DemoDatabase, TagRecord } from './demo-database';
import { organizationDocuments, organizationTags, withinQuota } from './demo-records';
import { answer, parse, type DemoClientContext } from './demo-client-context';

async function uniqueTagName(database: DemoDatabase, organizationId: string, name: string, exceptTagId?: string) {
  const taken = (await organizationTags(database, organizationId)).some(
    (tag) => tag.id !== exceptTagId && tag.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) throw tagAlreadyExists();
}

export function demoTagsApi({ database, requireOrganization, requireTag }: DemoClientContext): ApiClient['tags'] {
  return {
    list: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        const active = (await organizationDocuments(database, organizationId)).filter((record) => !record.deletedAt);
        const tags = await organizationTags(database, organizationId);
        return {
          tags: tags.map((tag) => ({ ...tag, documentsCount: active.filter((record) => record.tagIds.includes(tag.id)).length })),
        };
      }),
    create: (organizationId, input) =>
      answer(async () => {
        await requireOrganization(organizationId);
        const fields = parse(tagInputSchema, input);
        await uniqueTagName(database, organizationId, fields.name);
        const now = new Date();
        const tag: TagRecord = { id: generateId('tag'), organizationId, ...fields, createdAt: now, updatedAt: now };
        await withinQuota(() => database.put('tags', tag));
        return { tag };
      }),
    update: (organizationId, tagId, input) =>
      answer(async () => {
        await requireOrganization(organizationId);
        const fields = parse(tagInputSchema, input);
        const tag = await requireTag(organizationId, tagId);
        await uniqueTagName(database, organizationId, fields.name, tagId);
        const updated = { ...tag, ...fields, updatedAt: new Date() };
        await database.put('tags', updated);
        return { tag: updated };
      }),
    delete: (organizationId, tagId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        await requireTag(organizationId, tagId);
        const [records, rules] = await Promise.all([
          organizationDocuments(database, organizationId),
          database.getAllFromIndex('taggingRules', 'organizationId', organizationId),
        ]);
        const transaction = database.transaction(['tags', 'documents', 'taggingRules'], 'readwrite');
        await Promise.all([
          transaction.objectStore('tags').delete(tagId),
          ...records
            .filter((record) => record.tagIds.includes(tagId))
            .map((record) => transaction.objectStore('documents').put({ ...record, tagIds: record.tagIds.filter((id) => id !== tagId) })),
          ...rules
            .filter((rule) => rule.tagIds.includes(tagId))
            .map((rule) => transaction.objectStore('taggingRules').put({ ...rule, tagIds: rule.tagIds.filter((id) => id !== tagId) })),
          transaction.done,
        ]);
      }),
  };
}
