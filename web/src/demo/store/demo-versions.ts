/**
 * The demo's versions of a document, as the server keeps them (worker/modules/documents/versions): a new
 * file becomes the current version and is read again by the demo's processor; making an older one current
 * adds a copy of it; a version that is not the only one can be deleted. Loaded with the first version call.
 */
import type { ApiClient } from '@/api/api-client';
import type { DocumentVersion } from '@/api/types';
import { generateId } from '../../../../core/ids';
import { toDocumentVersionDto } from '../../../../core/documents/document-versions.dto';
import { restoreVersionSchema, updateVersionSchema, versionFormFieldsSchema } from '../../../../core/documents/document-versions.schemas';
import {
  documentAlreadyExists,
  documentIsDeleted,
  documentNotFound,
  documentTooLarge,
  uploadedFileEmpty,
  uploadWithoutFile,
  versionConflict,
  versionNotFound,
  versionOnly,
  versionUnchanged,
} from '../../../../core/documents/documents.errors';
import { detectMimeType, MIME_SNIFF_BYTES } from '../../../../core/files/mime-type';
import { dropPageImages } from '../pages/page-images';
import type { DocumentActivityData } from '../../../../core/documents/document-states';
import type { CarriedPage } from '../../../../core/pages/page-edit-plan';
import type { DocumentRecord, VersionRecord } from './demo-database';
import { activityRecord, sha256Hex, toDocumentDetail, versionsOfDocument, withinQuota } from './demo-records';
import type { DocumentProcessor } from './demo-processing';
import { DEMO_MAX_UPLOAD_SIZE } from './demo-documents';
import { readDemoUser } from './demo-user';
import type { DemoClientContext } from './demo-client-context';

export type DemoVersionsContext = Pick<DemoClientContext, 'database' | 'parse' | 'requireDocument' | 'tagsByIdOf'> & {
  processor: DocumentProcessor;
  objectUrlOf: (cacheKey: string, blob: Blob) => string;
};

type VersionsApi = ApiClient['versions'];

async function toVersion(context: DemoVersionsContext, version: VersionRecord, currentNumber: number): Promise<DocumentVersion> {
  const user = await readDemoUser(context.database);
  const createdBy = version.createdBy === user.id ? { id: user.id, name: user.name } : null;
  const { organizationId: _, createdBy: __, ...fields } = version;
  return toDocumentVersionDto(fields, { currentNumber, createdBy });
}

export async function writableDocument(context: DemoVersionsContext, organizationId: string, documentId: string) {
  const record = await context.requireDocument(organizationId, documentId);
  if (record.deletedAt) throw documentIsDeleted();
  return record;
}

export function requireVersion(versions: VersionRecord[], versionId: string): VersionRecord {
  const version = versions.find(({ id }) => id === versionId);
  if (!version) throw versionNotFound();
  return version;
}

/** A change stacked on the current version the page did not show is refused, as the server refuses it. */
export function checkExpected([current]: VersionRecord[], expectedVersionNumber: number | undefined) {
  if (expectedVersionNumber !== undefined && expectedVersionNumber !== current!.number) throw versionConflict(current!.number);
}

/** The bytes of a version: the document's file for the current one, its own record for the others. */
export async function versionBlob(context: DemoVersionsContext, [current]: VersionRecord[], version: VersionRecord): Promise<Blob> {
  const file =
    version.id === current!.id
      ? await context.database.get('files', version.documentId)
      : await context.database.get('versionFiles', version.id);
  if (!file) throw documentNotFound();
  return file.blob;
}

/** The document's file fields from the version that is now current, read again by the processor. */
const withCurrentFile = (record: DocumentRecord, version: VersionRecord): DocumentRecord => ({
  ...record,
  originalName: version.originalName,
  originalSize: version.size,
  mimeType: version.mimeType,
  originalSha256: version.sha256,
  content: '',
  contentEditedAt: null,
  processingStatus: 'pending',
  processingError: null,
  pagesDone: 0,
  pagesTotal: 0,
  pageStarts: null,
  updatedAt: new Date(),
});

type NewVersion = Pick<VersionRecord, 'originalName' | 'mimeType' | 'size' | 'sha256' | 'label' | 'source' | 'restoredFromNumber'> & {
  /** What a page edit did, told by its activity. */
  pageOperations?: DocumentActivityData['pageOperations'];
  /** The texts of the new file's pages known already (a page edit's unturned pages). */
  carriedPages?: CarriedPage[];
};

/**
 * Stores a new current version and its bytes: the first version is stored too when it was only implied,
 * the former current one's bytes move to its own record, the document takes the new file's fields and is
 * read again.
 */
export async function addVersion(
  context: DemoVersionsContext,
  record: DocumentRecord,
  versions: VersionRecord[],
  blob: Blob,
  { pageOperations, carriedPages, ...fields }: NewVersion,
) {
  const { database } = context;
  const [current] = versions as [VersionRecord, ...VersionRecord[]];
  const currentBlob = await versionBlob(context, versions, current);
  const user = await readDemoUser(database);
  const number = Math.max(record.lastVersionNumber ?? 1, current.number) + 1;
  const version: VersionRecord = {
    ...fields,
    id: generateId('ver'),
    organizationId: record.organizationId,
    documentId: record.id,
    number,
    createdAt: new Date(),
    createdBy: user.id,
  };
  const updated = { ...withCurrentFile(record, version), lastVersionNumber: number, carriedPages };
  const event = fields.source === 'restore' ? 'version_restored' : 'version_added';
  const activity = activityRecord(record, event, {
    userId: user.id,
    eventData: {
      version: { number, label: version.label },
      ...(fields.restoredFromNumber === null ? {} : { restoredFrom: { number: fields.restoredFromNumber } }),
      ...(pageOperations ? { pageOperations } : {}),
    },
  });
  await withinQuota(async () => {
    const transaction = database.transaction(['documents', 'files', 'versions', 'versionFiles', 'activities'], 'readwrite');
    await Promise.all([
      transaction.objectStore('versions').put(current),
      transaction.objectStore('versionFiles').put({ versionId: current.id, blob: currentBlob }),
      transaction.objectStore('files').put({ documentId: record.id, blob }),
      transaction.objectStore('versions').put(version),
      transaction.objectStore('documents').put(updated),
      transaction.objectStore('activities').put(activity),
      transaction.done,
    ]);
  });
  context.processor.enqueue(record.id);
  return {
    version: await toVersion(context, version, number),
    document: await toDocumentDetail(database, updated, await context.tagsByIdOf(record.organizationId)),
  };
}

export function demoVersionsApi(context: DemoVersionsContext): VersionsApi {
  const { database } = context;
  return {
    list: async (organizationId, documentId) => {
      const versions = await versionsOfDocument(database, await context.requireDocument(organizationId, documentId));
      return { versions: await Promise.all(versions.map((version) => toVersion(context, version, versions[0]!.number))) };
    },
    upload: async (organizationId, documentId, file, { label, expectedVersionNumber, onProgress, signal } = {}) => {
      const fields = context.parse(versionFormFieldsSchema, { label, expectedVersionNumber });
      const record = await writableDocument(context, organizationId, documentId);
      if (!(file instanceof Blob)) throw uploadWithoutFile();
      if (file.size === 0) throw uploadedFileEmpty();
      if (file.size > DEMO_MAX_UPLOAD_SIZE) throw documentTooLarge();
      const versions = await versionsOfDocument(database, record);
      checkExpected(versions, fields.expectedVersionNumber);
      const sha256 = await sha256Hex(file);
      if (sha256 === versions[0]!.sha256) throw versionUnchanged();
      const other = await database.getFromIndex('documents', 'sha256', [organizationId, sha256]);
      if (other && other.id !== record.id && !other.deletedAt) throw documentAlreadyExists(other.id);
      signal?.throwIfAborted();
      onProgress?.(file.size, file.size);
      const head = new Uint8Array(await file.slice(0, MIME_SNIFF_BYTES).arrayBuffer());
      // A Blob, not the File, as an upload stores it: not every IndexedDB can clone a File.
      return addVersion(context, record, versions, new Blob([file], { type: file.type }), {
        originalName: file.name,
        mimeType: detectMimeType({ declared: file.type, head, fileName: file.name }),
        size: file.size,
        sha256,
        label: fields.label ?? null,
        source: 'upload',
        restoredFromNumber: null,
      });
    },
    fileUrl: async (organizationId, documentId, versionId) => {
      const versions = await versionsOfDocument(database, await context.requireDocument(organizationId, documentId));
      const version = requireVersion(versions, versionId);
      // The current version's bytes are the document's file, which a new version replaces: keyed by both.
      return context.objectUrlOf(`version:${versionId}:${versions[0]!.id}`, await versionBlob(context, versions, version));
    },
    updateLabel: async (organizationId, documentId, versionId, label) => {
      const fields = context.parse(updateVersionSchema, { label });
      const versions = await versionsOfDocument(database, await writableDocument(context, organizationId, documentId));
      const labelled = { ...requireVersion(versions, versionId), label: fields.label };
      await withinQuota(() => database.put('versions', labelled));
      return { version: await toVersion(context, labelled, versions[0]!.number) };
    },
    restore: async (organizationId, documentId, versionId, input = {}) => {
      const fields = context.parse(restoreVersionSchema, input);
      const record = await writableDocument(context, organizationId, documentId);
      const versions = await versionsOfDocument(database, record);
      const restored = requireVersion(versions, versionId);
      checkExpected(versions, fields.expectedVersionNumber);
      if (restored.sha256 === versions[0]!.sha256) throw versionUnchanged();
      return addVersion(context, record, versions, await versionBlob(context, versions, restored), {
        originalName: restored.originalName,
        mimeType: restored.mimeType,
        size: restored.size,
        sha256: restored.sha256,
        label: fields.label ?? null,
        source: 'restore',
        restoredFromNumber: restored.number,
      });
    },
    delete: async (organizationId, documentId, versionId) => {
      const record = await context.requireDocument(organizationId, documentId);
      const versions = await versionsOfDocument(database, record);
      const deleted = requireVersion(versions, versionId);
      if (versions.length === 1) throw versionOnly();
      const user = await readDemoUser(database);
      const activity = activityRecord(record, 'version_deleted', {
        userId: user.id,
        eventData: { version: { number: deleted.number, label: deleted.label } },
      });
      // The current one deleted, the highest left becomes current: its bytes become the document's file.
      const next = deleted.id === versions[0]!.id ? versions[1]! : null;
      const nextBlob = next && (await versionBlob(context, versions, next));
      await withinQuota(async () => {
        const transaction = database.transaction(['documents', 'files', 'versions', 'versionFiles', 'activities'], 'readwrite');
        await Promise.all([
          transaction.objectStore('versions').delete(deleted.id),
          transaction.objectStore('versionFiles').delete(deleted.id),
          ...(next && nextBlob
            ? [
                transaction.objectStore('versionFiles').delete(next.id),
                transaction.objectStore('files').put({ documentId: record.id, blob: nextBlob }),
                transaction.objectStore('documents').put(withCurrentFile(record, next)),
              ]
            : []),
          transaction.objectStore('activities').put(activity),
          transaction.done,
        ]);
      });
      dropPageImages(record.id, deleted.id);
      if (next) context.processor.enqueue(record.id);
    },
  };
}
