/**
 * "Keep this workspace": what the visitor made in the demo (this browser's IndexedDB) brought into a real
 * organization through the API, as any client would: tags (merged by name), tagging rules, then every
 * document that is not in the trash, with its tags. The server reads each file again.
 */
import type { ApiClient } from '@/api/api-client';
import { isApiError } from '@/api/api-error';
import { DEMO_DATABASE_NAME, openDemoDatabase, type DemoDatabase } from '../store/demo-database';

export type DemoImportSummary = {
  imported: string[];
  /** Documents the organization already holds (the same file). */
  duplicates: string[];
  failed: { name: string; error: unknown }[];
};

const IMPORTED_AT_KEY = 'importedAt';
const DISMISSED_AT_KEY = 'importDismissedAt';

/** The demo's database, when this browser has one that was neither imported nor declined; opening none creates none. */
export async function openDemoWorkspaceToImport(): Promise<DemoDatabase | null> {
  const databases = (await indexedDB.databases?.()) ?? [];
  if (!databases.some(({ name }) => name === DEMO_DATABASE_NAME)) return null;
  const database = await openDemoDatabase();
  const isSettled = (await database.get('settings', IMPORTED_AT_KEY)) !== undefined || (await database.get('settings', DISMISSED_AT_KEY)) !== undefined;
  return isSettled ? null : database;
}

export async function demoWorkspaceContents(database: DemoDatabase) {
  const [documents, tags, rules] = await Promise.all([database.getAll('documents'), database.getAll('tags'), database.getAll('taggingRules')]);
  return { documents: documents.filter((document) => !document.deletedAt), tags, rules };
}

/** "Start empty": the offer is not made again in this browser. */
export async function declineDemoImport(database: DemoDatabase): Promise<void> {
  await database.put('settings', new Date(), DISMISSED_AT_KEY);
}

export async function importDemoWorkspace(
  database: DemoDatabase,
  { api, organizationId, onProgress }: { api: ApiClient; organizationId: string; onProgress: (done: number, total: number) => void },
): Promise<DemoImportSummary> {
  const { documents, tags, rules } = await demoWorkspaceContents(database);
  const total = tags.length + rules.length + documents.length;
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
    tagIdOf.set(tag.id, tagId);
    step();
  }

  const existingRules = new Set((await api.taggingRules.list(organizationId)).taggingRules.map((rule) => rule.name.toLowerCase()));
  for (const rule of rules) {
    const tagIds = rule.tagIds.flatMap((tagId) => tagIdOf.get(tagId) ?? []);
    if (!existingRules.has(rule.name.toLowerCase()) && tagIds.length > 0) {
      const { name, description, conditions, matchMode, isCaseSensitive, isEnabled } = rule;
      await api.taggingRules.create(organizationId, { name, description, conditions, matchMode, isCaseSensitive, isEnabled, tagIds });
    }
    step();
  }

  const summary: DemoImportSummary = { imported: [], duplicates: [], failed: [] };
  for (const document of documents) {
    try {
      const stored = await database.get('files', document.id);
      if (!stored) throw new Error('The file is missing from the demo');
      const { document: uploaded } = await api.documents.upload(organizationId, new File([stored.blob], document.name, { type: document.mimeType }));
      for (const tagId of document.tagIds) {
        const realTagId = tagIdOf.get(tagId);
        if (realTagId) await api.documents.addTag(organizationId, uploaded.id, realTagId);
      }
      summary.imported.push(document.name);
    } catch (error) {
      if (isApiError(error) && error.code === 'document.already_exists') summary.duplicates.push(document.name);
      else summary.failed.push({ name: document.name, error });
    }
    step();
  }

  await database.put('settings', new Date(), IMPORTED_AT_KEY);
  return summary;
}
