import type { ApiClient } from '@/api/api-client';
import { isApiError } from '@/api/api-error';
import type { TaggingRuleInput } from '@/api/types';

/**
 * Documents, tags and tagging rules from elsewhere (the demo's browser storage, an organization's
 * export), each tag under a key its rules and documents use.
 */
export type WorkspaceToImport = {
  tags: { key: string; name: string; color: string; description: string | null }[];
  rules: (Omit<TaggingRuleInput, 'tagIds'> & { tagKeys: string[] })[];
  documents: { name: string; mimeType: string; tagKeys: string[]; file: () => Promise<Blob | undefined> }[];
};

export type WorkspaceImportSummary = {
  imported: string[];
  /** Documents the organization already holds (the same file). */
  duplicates: string[];
  failed: { name: string; error: unknown }[];
};

const workspaceSize = ({ tags, rules, documents }: WorkspaceToImport) => tags.length + rules.length + documents.length;

/**
 * Brings a workspace into an organization through the API, as any client would: tags (merged by name),
 * tagging rules (skipped when one of that name exists), then each document with its tags. The server
 * reads each file again.
 */
export async function importWorkspace(
  { tags, rules, documents }: WorkspaceToImport,
  { api, organizationId, onProgress }: { api: ApiClient; organizationId: string; onProgress: (done: number, total: number) => void },
): Promise<WorkspaceImportSummary> {
  const total = workspaceSize({ tags, rules, documents });
  let done = 0;
  const step = () => onProgress(++done, total);
  onProgress(0, total);

  const existingTags = new Map((await api.tags.list(organizationId)).tags.map((tag) => [tag.name.toLowerCase(), tag.id]));
  const tagIdOf = new Map<string, string>();
  for (const tag of tags) {
    let tagId = existingTags.get(tag.name.toLowerCase());
    if (!tagId) {
      tagId = (await api.tags.create(organizationId, { name: tag.name, color: tag.color, description: tag.description })).tag.id;
      existingTags.set(tag.name.toLowerCase(), tagId);
    }
    tagIdOf.set(tag.key, tagId);
    step();
  }

  const existingRules = new Set((await api.taggingRules.list(organizationId)).taggingRules.map((rule) => rule.name.toLowerCase()));
  for (const { tagKeys, ...rule } of rules) {
    const tagIds = tagKeys.flatMap((key) => tagIdOf.get(key) ?? []);
    if (!existingRules.has(rule.name.toLowerCase()) && tagIds.length > 0)
      await api.taggingRules.create(organizationId, { ...rule, tagIds });
    step();
  }

  const summary: WorkspaceImportSummary = { imported: [], duplicates: [], failed: [] };
  for (const document of documents) {
    try {
      const blob = await document.file();
      if (!blob) throw new Error('The file is missing');
      const { document: uploaded } = await api.documents.upload(
        organizationId,
        new File([blob], document.name, { type: document.mimeType }),
      );
      for (const key of document.tagKeys) {
        const tagId = tagIdOf.get(key);
        if (tagId) await api.documents.addTag(organizationId, uploaded.id, tagId);
      }
      summary.imported.push(document.name);
    } catch (error) {
      if (isApiError(error) && error.code === 'document.already_exists') summary.duplicates.push(document.name);
      else summary.failed.push({ name: document.name, error });
    }
    step();
  }
  return summary;
}
