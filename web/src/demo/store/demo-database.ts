import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DocumentFields } from '../../../../core/documents/documents.dto';
import type { DocumentDateSource } from '../../../../core/documents/document-states';
import type {
  ApiKey,
  DocumentActivity,
  IntakeEmail,
  Organization,
  SavedView,
  Tag,
  TaggingRule,
  TaggingRuleRun,
  Webhook,
} from '@/api/types';

/**
 * A document as the demo keeps it: the server's row, its tags as ids; the file and thumbnail apart.
 * documentDateSource as on the server (who set the date); records stored before dates existed have neither field.
 */
export type DocumentRecord = DocumentFields & {
  content: string;
  originalSha256: string;
  createdBy: string | null;
  tagIds: string[];
  documentDateSource?: DocumentDateSource | null;
};

export type ActivityRecord = Omit<DocumentActivity, 'user' | 'tag'> & {
  organizationId: string;
  documentId: string;
  userId: string | null;
  tagId: string | null;
};
export type TagRecord = Omit<Tag, 'documentsCount'>;
export type TaggingRuleRecord = Omit<TaggingRule, 'tags'>;
type RunRecord = TaggingRuleRun;
type WebhookRecord = Webhook & { secret: string };
type ApiKeyRecord = ApiKey;
type IntakeEmailRecord = IntakeEmail;
export type NoteRecord = {
  id: string;
  organizationId: string;
  documentId: string;
  authorId: string | null;
  content: string;
  createdAt: Date;
  updatedAt: Date;
};
/** A file's bytes, kept apart from its record so lists never read them. */
type BlobRecord = { documentId: string; blob: Blob };

interface DemoSchema extends DBSchema {
  organizations: { key: string; value: Organization };
  documents: { key: string; value: DocumentRecord; indexes: { organizationId: string; sha256: [string, string] } };
  files: { key: string; value: BlobRecord };
  thumbnails: { key: string; value: BlobRecord };
  activities: { key: string; value: ActivityRecord; indexes: { documentId: string } };
  tags: { key: string; value: TagRecord; indexes: { organizationId: string } };
  taggingRules: { key: string; value: TaggingRuleRecord; indexes: { organizationId: string } };
  taggingRuleRuns: { key: string; value: RunRecord; indexes: { taggingRuleId: string } };
  webhooks: { key: string; value: WebhookRecord; indexes: { organizationId: string } };
  apiKeys: { key: string; value: ApiKeyRecord };
  intakeEmails: { key: string; value: IntakeEmailRecord; indexes: { organizationId: string } };
  notes: { key: string; value: NoteRecord; indexes: { organizationId: string; documentId: string } };
  views: { key: string; value: SavedView; indexes: { organizationId: string } };
  /** One-off facts of the workspace: whether it was seeded, the visitor's name. */
  settings: { key: string; value: unknown };
}

export type DemoDatabase = IDBPDatabase<DemoSchema>;
type DemoStoreName =
  | 'organizations'
  | 'documents'
  | 'files'
  | 'thumbnails'
  | 'activities'
  | 'tags'
  | 'taggingRules'
  | 'taggingRuleRuns'
  | 'webhooks'
  | 'apiKeys'
  | 'intakeEmails'
  | 'notes'
  | 'views'
  | 'settings';
const DEMO_STORE_NAMES: DemoStoreName[] = [
  'organizations',
  'documents',
  'files',
  'thumbnails',
  'activities',
  'tags',
  'taggingRules',
  'taggingRuleRuns',
  'webhooks',
  'apiKeys',
  'intakeEmails',
  'notes',
  'views',
  'settings',
];

export const DEMO_DATABASE_NAME = 'archive-demo';

export function openDemoDatabase(name = DEMO_DATABASE_NAME): Promise<DemoDatabase> {
  // Version 2 added the notes and the saved views; a visitor's version-1 workspace keeps its records.
  return openDB<DemoSchema>(name, 2, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) createFirstStores(database);
      const notes = database.createObjectStore('notes', { keyPath: 'id' });
      notes.createIndex('organizationId', 'organizationId');
      notes.createIndex('documentId', 'documentId');
      database.createObjectStore('views', { keyPath: 'id' }).createIndex('organizationId', 'organizationId');
    },
  });
}

function createFirstStores(database: DemoDatabase) {
  database.createObjectStore('organizations', { keyPath: 'id' });
  const documents = database.createObjectStore('documents', { keyPath: 'id' });
  documents.createIndex('organizationId', 'organizationId');
  documents.createIndex('sha256', ['organizationId', 'originalSha256']);
  database.createObjectStore('files', { keyPath: 'documentId' });
  database.createObjectStore('thumbnails', { keyPath: 'documentId' });
  database.createObjectStore('activities', { keyPath: 'id' }).createIndex('documentId', 'documentId');
  database.createObjectStore('tags', { keyPath: 'id' }).createIndex('organizationId', 'organizationId');
  database.createObjectStore('taggingRules', { keyPath: 'id' }).createIndex('organizationId', 'organizationId');
  database.createObjectStore('taggingRuleRuns', { keyPath: 'id' }).createIndex('taggingRuleId', 'taggingRuleId');
  database.createObjectStore('webhooks', { keyPath: 'id' }).createIndex('organizationId', 'organizationId');
  database.createObjectStore('apiKeys', { keyPath: 'id' });
  database.createObjectStore('intakeEmails', { keyPath: 'id' }).createIndex('organizationId', 'organizationId');
  database.createObjectStore('settings');
}

/** Empties every store: the demo's Reset, before seeding again. */
export async function clearDemoDatabase(database: DemoDatabase): Promise<void> {
  const transaction = database.transaction(DEMO_STORE_NAMES, 'readwrite');
  await Promise.all([...DEMO_STORE_NAMES.map((name) => transaction.objectStore(name).clear()), transaction.done]);
}
