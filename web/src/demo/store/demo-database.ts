import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DocumentFields } from '../../../../core/documents/documents.dto';
import type { DocumentVersionFields } from '../../../../core/documents/document-versions.dto';
import type { DocumentDateSource } from '../../../../core/documents/document-states';
import type { CarriedPage } from '../../../../core/pages/page-edit-plan';
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
  /** The highest version number ever given (numbers are never reused); absent until a second version. */
  lastVersionNumber?: number;
  /** Where each page's text starts in the content, when it was read page by page, as the server's page_starts. */
  pageStarts?: number[] | null;
  /** The texts of pages a page edit carried, until the file is read: those pages are not read again with OCR. */
  carriedPages?: CarriedPage[];
};

/**
 * A version of a document; a document with none stored has one, its own file (demo-records.ts
 * versionsOfDocument), so workspaces stored before versions need no migration. The current version's
 * bytes are the document's file (`files`), the others' in `versionFiles`.
 */
export type VersionRecord = DocumentVersionFields & { organizationId: string; createdBy: string | null };

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
type VersionFileRecord = { versionId: string; blob: Blob };

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
  versions: { key: string; value: VersionRecord; indexes: { organizationId: string; documentId: string } };
  versionFiles: { key: string; value: VersionFileRecord };
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
  | 'versions'
  | 'versionFiles'
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
  'versions',
  'versionFiles',
  'settings',
];

export const DEMO_DATABASE_NAME = 'archive-demo';

export function openDemoDatabase(name = DEMO_DATABASE_NAME): Promise<DemoDatabase> {
  // Version 2 added the notes and the saved views, version 3 the documents' versions; a visitor's older workspace keeps its records.
  return openDB<DemoSchema>(name, 3, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) createFirstStores(database);
      if (oldVersion < 2) {
        const notes = database.createObjectStore('notes', { keyPath: 'id' });
        notes.createIndex('organizationId', 'organizationId');
        notes.createIndex('documentId', 'documentId');
        database.createObjectStore('views', { keyPath: 'id' }).createIndex('organizationId', 'organizationId');
      }
      const versions = database.createObjectStore('versions', { keyPath: 'id' });
      versions.createIndex('organizationId', 'organizationId');
      versions.createIndex('documentId', 'documentId');
      database.createObjectStore('versionFiles', { keyPath: 'versionId' });
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
