/**
 * The demo's workspace: its IndexedDB database, seeded the first time, the document processor that reads
 * uploads in a Web Worker, and the ApiClient the app runs on. Loaded only on the demo's pages.
 */
import type { ApiClient } from '@/api/api-client';
import { createDemoApiClient } from './store/demo-api-client';
import { clearDemoDatabase, openDemoDatabase, type DemoDatabase } from './store/demo-database';
import { createDocumentProcessor, type ReadFile } from './store/demo-processing';
import { deleteDocumentsForGood } from './store/demo-records';
import { isDemoWorkspaceSeeded, seedDemoWorkspace } from './seed/seed-workspace';

/** The reading code (pdf.js, PDFium, the OCR engine) loads with the first upload, never with the first screen. */
const readFileInWebWorker: ReadFile = async (input, options) => (await import('./reading/read-file')).readFile(input, options);

const TRASH_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export type DemoWorkspace = {
  api: ApiClient;
  /** Deletes every demo record and file, then seeds the sample workspace again. */
  reset(): Promise<void>;
  /** What the browser lets this site store, and whether it promised not to evict it. */
  storage(): Promise<{ usage: number; quota: number; isPersisted: boolean }>;
  /** Resolves once the uploads made so far are read. */
  idle(): Promise<void>;
  /** Whether the visitor last left the popup collapsed (kept with the demo's data, not in localStorage). */
  isPopupCollapsed: boolean;
  setPopupCollapsed(isCollapsed: boolean): Promise<void>;
};

const POPUP_COLLAPSED_KEY = 'popupCollapsed';

type OpenOptions = {
  database?: DemoDatabase;
  readFile?: ReadFile;
  /** Told the sample organization's id each time it is seeded: the app opens it first. */
  onSeeded?: (organizationId: string) => void;
};

export async function openDemoWorkspace({
  database: given,
  readFile = readFileInWebWorker,
  onSeeded,
}: OpenOptions = {}): Promise<DemoWorkspace> {
  const database = given ?? (await openDemoDatabase());
  const seed = async () => onSeeded?.(await seedDemoWorkspace(database));
  if (!(await isDemoWorkspaceSeeded(database))) await seed();
  void requestPersistence();

  const objectUrls = new Map<string, string>();
  const objectUrlOf = (key: string, blob: Blob) => {
    let url = objectUrls.get(key);
    if (!url) objectUrls.set(key, (url = URL.createObjectURL(blob)));
    return url;
  };
  const processor = createDocumentProcessor(database, readFile);

  // As the server's daily maintenance does: the trash keeps documents 30 days; uploads a closed tab left unread are read.
  const records = await database.getAll('documents');
  const expired = records.filter((record) => record.deletedAt && Date.now() - record.deletedAt.getTime() > TRASH_RETENTION_MS);
  await deleteDocumentsForGood(
    database,
    expired.map((record) => record.id),
  );
  for (const record of records)
    if (record.processingStatus === 'pending' || record.processingStatus === 'processing') processor.enqueue(record.id);

  return {
    api: createDemoApiClient({ database, processor, objectUrlOf, baseUrl: window.location.origin }),
    async reset() {
      await processor.idle();
      await clearDemoDatabase(database);
      for (const url of objectUrls.values()) URL.revokeObjectURL(url);
      objectUrls.clear();
      await seed();
    },
    async storage() {
      const estimate = (await navigator.storage?.estimate?.()) ?? {};
      return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, isPersisted: (await navigator.storage?.persisted?.()) ?? false };
    },
    idle: () => processor.idle(),
    isPopupCollapsed: (await database.get('settings', POPUP_COLLAPSED_KEY)) === true,
    setPopupCollapsed: async (isCollapsed) => void (await database.put('settings', isCollapsed, POPUP_COLLAPSED_KEY)),
  };
}

/** Asked once: a persisted site's data is not evicted when the disk runs low (Chromium grants it to sites in use without a prompt). */
async function requestPersistence() {
  if (!navigator.storage?.persist || (await navigator.storage.persisted())) return;
  await navigator.storage.persist().catch(() => false);
}
