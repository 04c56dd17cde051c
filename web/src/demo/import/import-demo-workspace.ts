/**
 * "Keep this workspace": what the visitor made in the demo (this browser's IndexedDB) brought into a real
 * organization (web/src/lib/workspace-import.ts): tags, tagging rules, then every document that is not
 * in the trash, with its tags and archive serial number.
 */
import type { ApiClient } from '@/api/api-client';
import { importWorkspace, type WorkspaceImportSummary } from '@/lib/workspace-import';
import { DEMO_DATABASE_NAME, openDemoDatabase, type DemoDatabase } from '../store/demo-database';

const IMPORTED_AT_KEY = 'importedAt';
const DISMISSED_AT_KEY = 'importDismissedAt';

/** The demo's database, when this browser has one that was neither imported nor declined; opening none creates none. */
export async function openDemoWorkspaceToImport(): Promise<DemoDatabase | null> {
  const databases = (await indexedDB.databases?.()) ?? [];
  if (!databases.some(({ name }) => name === DEMO_DATABASE_NAME)) return null;
  const database = await openDemoDatabase();
  const isSettled =
    (await database.get('settings', IMPORTED_AT_KEY)) !== undefined || (await database.get('settings', DISMISSED_AT_KEY)) !== undefined;
  return isSettled ? null : database;
}

export async function demoWorkspaceContents(database: DemoDatabase) {
  const [documents, tags, rules] = await Promise.all([
    database.getAll('documents'),
    database.getAll('tags'),
    database.getAll('taggingRules'),
  ]);
  return { documents: documents.filter((document) => !document.deletedAt), tags, rules };
}

/** "Start empty": the offer is not made again in this browser. */
export async function declineDemoImport(database: DemoDatabase): Promise<void> {
  await database.put('settings', new Date(), DISMISSED_AT_KEY);
}

export async function importDemoWorkspace(
  database: DemoDatabase,
  { api, organizationId, onProgress }: { api: ApiClient; organizationId: string; onProgress: (done: number, total: number) => void },
): Promise<WorkspaceImportSummary> {
  const { documents, tags, rules } = await demoWorkspaceContents(database);
  const summary = await importWorkspace(
    {
      tags: tags.map(({ id, name, color, description }) => ({ key: id, name, color, description })),
      rules: rules.map(({ name, description, conditions, matchMode, isCaseSensitive, isEnabled, tagIds }) => ({
        name,
        description,
        conditions,
        matchMode,
        isCaseSensitive,
        isEnabled,
        tagKeys: tagIds,
      })),
      // The demo keeps one file per document: no later versions to bring.
      documents: documents.map(({ id, name, mimeType, tagIds, archiveSerialNumber }) => ({
        name,
        mimeType,
        tagKeys: tagIds,
        archiveSerialNumber,
        file: async () => (await database.get('files', id))?.blob,
      })),
    },
    { api, organizationId, onProgress },
  );
  await database.put('settings', new Date(), IMPORTED_AT_KEY);
  return summary;
}
