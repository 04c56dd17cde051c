import { sql } from 'drizzle-orm';
import type { OrganizationDependencies } from '../../../platform/dependencies';
import { generateId } from '../../../../core/ids';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { enqueueTask } from '../../../platform/queue';
import { deleteFiles, deletePrefix, pageImagesPrefix, versionFileKey } from '../../../platform/organization-files';
import { hasPages } from '../../../../core/extraction/extract-text';
import {
  documentAlreadyExists,
  documentIsDeleted,
  versionConflict,
  versionNotFound,
  versionOnly,
  versionUnchanged,
} from '../../../../core/documents/documents.errors';
import type { DocumentVersionFields, VersionSource } from '../../../../core/documents/document-versions.dto';
import { activityInsertIf } from '../activities/activities.repository';
import { carriedPagesInsert } from '../document-pages.repository';
import type { DocumentActivityData } from '../../../../core/documents/document-states';
import {
  currentFileUpdate,
  documentPagesDelete,
  findDocumentBySha256,
  otherVersionsSizeDecrease,
  type CurrentFile,
  type KeptText,
} from '../documents.repository';
import { publishDocumentEvent } from '../documents.events';
import { getDocumentOrThrow, storedFileFacts, withUserNames } from '../documents.service';
import { documents } from '../documents.tables';
import {
  dropKeptText,
  findVersion,
  findVersions,
  isFileShared,
  keepTextOf,
  nextVersionInsert,
  updateVersionLabel,
  versionDelete,
  versionExists,
  type ListedVersion,
  type VersionRow,
} from './document-versions.repository';

type OfDocument = { organizationId: string; documentId: string };

const keptTextOf = ({ content, contentEditedAt, pageStarts }: VersionRow): KeptText | null =>
  content === null ? null : { content, contentEditedAt, pageStarts };

const SUMMARY_KEYS = ['id', 'number', 'label', 'source', 'originalName', 'mimeType', 'size'] as const;
type VersionSummary = Pick<DocumentVersionFields, (typeof SUMMARY_KEYS)[number]>;

/** A version as events name it. */
const summaryOf = (version: VersionSummary) => Object.fromEntries(SUMMARY_KEYS.map((key) => [key, version[key]])) as VersionSummary;

/** Versions with who added each by name (accounts live in DB). */
export async function withCreators(deps: OrganizationDependencies, versions: ListedVersion[]) {
  const named = await withUserNames(
    deps,
    versions.map(({ createdBy, ...version }) => ({ ...version, userId: createdBy })),
  );
  return named.map(
    ({ user, storageKey: _storageKey, ...version }): DocumentVersionFields & { createdBy: { id: string; name: string } | null } => ({
      ...version,
      createdBy: user.id && user.name !== null ? { id: user.id, name: user.name } : null,
    }),
  );
}

/** The document (active) and its versions, newest first: refused when the page's current version is not the current one. */
export async function versionsBefore(
  deps: OrganizationDependencies,
  { organizationId, documentId, expectedVersionNumber }: OfDocument & { expectedVersionNumber?: number },
) {
  const document = await getDocumentOrThrow(deps, { organizationId, documentId });
  if (document.deletedAt) throw documentIsDeleted();
  const versions = await findVersions(deps.organizationDb, organizationId, documentId);
  const current = versions[0];
  if (!current) throw versionNotFound();
  if (expectedVersionNumber !== undefined && expectedVersionNumber !== current.number) throw versionConflict(current.number);
  return { document, versions, current };
}

export type NewVersion = {
  id: string;
  source: VersionSource;
  label: string | null;
  file: CurrentFile;
  restoredFromNumber?: number;
  // Texts of the new file's pages already known (a page edit's unchanged pages), by their number there.
  carriedPages?: { pageNumber: number; text: string }[];
  pageOperations?: DocumentActivityData['pageOperations'];
  // The copied version's kept text (a restore); null: the file is read.
  text: KeptText | null;
};

/**
 * Stacks a version on the one the caller saw current, in one transaction: the row (only while that
 * one is still current and the document active), the outgoing version's text kept, the document
 * switched to the new file, pages being read of the old file dropped, and the activity. Answers
 * undefined when another version landed first. A file another document has fails on its unique index.
 */
async function stackVersion(
  deps: OrganizationDependencies,
  { organizationId, documentId, userId, base, version }: OfDocument & { userId: string | null; base: ListedVersion; version: NewVersion },
) {
  const { organizationDb: db } = deps;
  const number = base.number + 1;
  const isWritten = versionExists(version.id);
  const [, , [document]] = await db.batch([
    nextVersionInsert(
      db,
      {
        id: version.id,
        organizationId,
        documentId,
        number,
        label: version.label,
        source: version.source,
        restoredFromNumber: version.restoredFromNumber ?? null,
        originalName: version.file.originalName,
        mimeType: version.file.mimeType,
        size: version.file.originalSize,
        sha256: version.file.originalSha256,
        storageKey: version.file.storageKey,
        createdBy: userId,
      },
      base.number,
    ),
    keepTextOf(db, { versionId: base.id, documentId }, isWritten),
    currentFileUpdate(db, {
      organizationId,
      documentId,
      file: version.file,
      otherVersionsSize: sql`${documents.otherVersionsSize} + ${documents.originalSize}`,
      text: version.text,
      condition: isWritten,
    }),
    documentPagesDelete(db, documentId, isWritten),
    ...(version.carriedPages?.length
      ? [carriedPagesInsert(db, { organizationId, documentId, pages: version.carriedPages }, isWritten)]
      : []),
    activityInsertIf(
      db,
      {
        id: generateId('act'),
        organizationId,
        documentId,
        userId,
        event: version.source === 'restore' ? 'version_restored' : 'version_added',
        version: { number, label: version.label },
        ...(version.restoredFromNumber ? { restoredFrom: { number: version.restoredFromNumber } } : {}),
        ...(version.pageOperations ? { pageOperations: version.pageOperations } : {}),
      },
      isWritten,
    ),
  ]);
  return document;
}

/** After a switch: the new file read (text, OCR, thumbnail), or with a kept text only its thumbnail drawn again. */
async function processNewCurrent(
  deps: OrganizationDependencies,
  { organizationId, documentId }: OfDocument,
  document: typeof documents.$inferSelect,
) {
  const send =
    document.processingStatus === 'pending'
      ? enqueueTask(deps.queues.documents, { type: 'document.process', organizationId, documentId })
      : hasPages(document.mimeType, document.originalName)
        ? enqueueTask(deps.queues.pages, { type: 'document.read-pages', organizationId, documentId })
        : undefined;
  // If this send fails the row stays pending (the daily cron enqueues it again) or without a thumbnail (its icon shows).
  await send?.catch((error) => console.error(`Could not enqueue ${documentId}:`, error));
}

const MAX_ATTEMPTS = 3;

/**
 * Stacks a version built from the current one read just before, again while another lands between
 * the read and the write, unless the caller named the version it saw: then that race is a conflict.
 */
async function addVersion(
  deps: OrganizationDependencies,
  {
    organizationId,
    documentId,
    userId,
    expectedVersionNumber,
    build,
  }: OfDocument & {
    userId: string | null;
    expectedVersionNumber?: number;
    build: (state: Awaited<ReturnType<typeof versionsBefore>>) => NewVersion;
  },
) {
  for (let attempt = 1; ; attempt++) {
    const state = await versionsBefore(deps, { organizationId, documentId, expectedVersionNumber });
    const version = build(state);
    let document;
    try {
      document = await stackVersion(deps, { organizationId, documentId, userId, base: state.current, version });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another document took these bytes meanwhile (documents' unique index), or a version this number (versions').
      const holder = await findDocumentBySha256(deps.organizationDb, organizationId, version.file.originalSha256);
      if (holder && holder.id !== documentId) throw documentAlreadyExists(holder.id);
      document = undefined;
    }
    if (document) return { document, version, number: state.current.number + 1, previous: state.current };
    if (expectedVersionNumber !== undefined || attempt === MAX_ATTEMPTS) {
      const { current } = await versionsBefore(deps, { organizationId, documentId });
      throw versionConflict(current.number);
    }
  }
}

async function answerOf(deps: OrganizationDependencies, { organizationId, documentId }: OfDocument, versionId: string) {
  const versions = await findVersions(deps.organizationDb, organizationId, documentId);
  const [version] = await withCreators(
    deps,
    versions.filter(({ id }) => id === versionId),
  );
  return { version: version!, currentNumber: versions[0]!.number };
}

/** A new file for the document, stored beside the others; its text is read as an upload's is. */
export async function addDocumentVersion(
  deps: OrganizationDependencies,
  {
    organizationId,
    documentId,
    userId,
    file,
    label = null,
    expectedVersionNumber,
  }: OfDocument & { userId: string | null; file: File; label?: string | null; expectedVersionNumber?: number },
) {
  const { organizationDb: db } = deps;
  const { current } = await versionsBefore(deps, { organizationId, documentId, expectedVersionNumber });
  const { sha256, name, mimeType } = await storedFileFacts(file);
  if (sha256 === current.sha256) throw versionUnchanged();
  const holder = await findDocumentBySha256(db, organizationId, sha256);
  if (holder && holder.id !== documentId) throw documentAlreadyExists(holder.id);

  const versionId = generateId('ver');
  return addStoredVersion(deps, {
    organizationId,
    documentId,
    userId,
    expectedVersionNumber,
    body: file,
    version: {
      id: versionId,
      source: 'upload',
      label,
      file: {
        originalName: name,
        originalSize: file.size,
        originalSha256: sha256,
        mimeType,
        storageKey: versionFileKey(organizationId, documentId, versionId),
      },
      text: null,
    },
  });
}

/**
 * Stores a new file in R2 and stacks its version (the object removed again if that fails), then has it
 * read and says so: an upload's and a page edit's last steps.
 */
export async function addStoredVersion(
  deps: OrganizationDependencies,
  {
    organizationId,
    documentId,
    userId,
    expectedVersionNumber,
    body,
    version,
  }: OfDocument & { userId: string | null; expectedVersionNumber?: number; body: File | Uint8Array; version: NewVersion },
) {
  const { files } = deps;
  const { storageKey, mimeType, originalSha256 } = version.file;
  await files.put(storageKey, body, { httpMetadata: { contentType: mimeType }, sha256: originalSha256 });
  let added;
  try {
    added = await addVersion(deps, { organizationId, documentId, userId, expectedVersionNumber, build: () => version });
  } catch (error) {
    await files.delete(storageKey);
    throw error;
  }
  await processNewCurrent(deps, { organizationId, documentId }, added.document);
  const answer = await answerOf(deps, { organizationId, documentId }, version.id);
  await publishDocumentEvent(deps, {
    type: 'document.version.created',
    organizationId,
    documentId,
    documentName: added.document.name,
    version: summaryOf(answer.version),
  });
  return { ...answer, document: added.document };
}

/** Makes an older version current again, as a new version copying it (its file shared, its kept text back): history is never rewritten. */
export async function restoreDocumentVersion(
  deps: OrganizationDependencies,
  {
    organizationId,
    documentId,
    versionId,
    userId,
    label = null,
    expectedVersionNumber,
  }: OfDocument & { versionId: string; userId: string | null; label?: string | null; expectedVersionNumber?: number },
) {
  const copied = await findVersion(deps.organizationDb, organizationId, documentId, versionId);
  if (!copied) throw versionNotFound();
  const newVersionId = generateId('ver');
  const added = await addVersion(deps, {
    organizationId,
    documentId,
    userId,
    expectedVersionNumber,
    build: ({ current }) => {
      if (current.sha256 === copied.sha256) throw versionUnchanged();
      return {
        id: newVersionId,
        source: 'restore',
        label,
        restoredFromNumber: copied.number,
        file: {
          originalName: copied.originalName,
          originalSize: copied.size,
          originalSha256: copied.sha256,
          mimeType: copied.mimeType,
          storageKey: copied.storageKey,
        },
        text: keptTextOf(copied),
      };
    },
  });
  await processNewCurrent(deps, { organizationId, documentId }, added.document);
  const answer = await answerOf(deps, { organizationId, documentId }, newVersionId);
  await publishDocumentEvent(deps, {
    type: 'document.version.restored',
    organizationId,
    documentId,
    documentName: added.document.name,
    version: summaryOf(answer.version),
    restoredFrom: { id: copied.id, number: copied.number },
  });
  return { ...answer, document: added.document };
}

/**
 * Deletes a version for good (its file too, unless a restore shares it). Deleting the current one
 * makes the highest remaining current, with its kept text, or read again when it has none.
 */
export async function deleteDocumentVersion(
  deps: OrganizationDependencies,
  { organizationId, documentId, versionId, userId }: OfDocument & { versionId: string; userId: string | null },
) {
  const { organizationDb: db, files } = deps;
  const { document, versions, current } = await versionsBefore(deps, { organizationId, documentId });
  const deleted = versions.find(({ id }) => id === versionId);
  if (!deleted) throw versionNotFound();
  if (versions.length === 1) throw versionOnly();
  const isCurrent = deleted.id === current.id;
  const next = isCurrent ? await findVersion(db, organizationId, documentId, versions[1]!.id) : undefined;
  const activity = activityInsertIf(
    db,
    {
      id: generateId('act'),
      organizationId,
      documentId,
      userId,
      event: 'version_deleted',
      version: { number: deleted.number, label: deleted.label },
    },
    sql`changes() > 0`,
  );
  const removal = versionDelete(db, { versionId, documentId, isCurrent });
  // The next one is current once the document shows its file: it then keeps no copy of its text, and no page of the deleted file is read on.
  const isNextShown = sql`EXISTS (SELECT 1 FROM ${documents} WHERE ${documents.id} = ${documentId} AND ${documents.originalSha256} = ${next?.sha256 ?? null})`;
  const [[removed], [switched]] = next
    ? await db.batch([
        removal,
        currentFileUpdate(db, {
          organizationId,
          documentId,
          file: {
            originalName: next.originalName,
            originalSize: next.size,
            originalSha256: next.sha256,
            mimeType: next.mimeType,
            storageKey: next.storageKey,
          },
          otherVersionsSize: sql`${documents.otherVersionsSize} - ${next.size}`,
          text: keptTextOf(next),
          condition: sql`changes() > 0`,
        }),
        activity,
        dropKeptText(db, next.id, isNextShown),
        documentPagesDelete(db, documentId, isNextShown),
      ])
    : await db.batch([
        removal,
        otherVersionsSizeDecrease(db, { documentId, size: deleted.size, condition: sql`changes() > 0` }).returning(),
        activity,
      ]);
  // A version landed or went meanwhile: what the person saw is no longer so.
  if (!removed) throw versionConflict((await versionsBefore(deps, { organizationId, documentId })).current.number);
  if (!(await isFileShared(db, { documentId, versionId, storageKey: deleted.storageKey }))) await deleteFiles(files, [deleted.storageKey]);
  if (deleted.pageImagesAt) await deletePrefix(files, pageImagesPrefix(organizationId, versionId));
  if (next && switched) await processNewCurrent(deps, { organizationId, documentId }, switched as typeof documents.$inferSelect);
  const newCurrent = next ?? current;
  await publishDocumentEvent(deps, {
    type: 'document.version.deleted',
    organizationId,
    documentId,
    documentName: document.name,
    version: summaryOf(deleted),
    currentVersion: { id: newCurrent.id, number: newCurrent.number },
  });
}

export async function labelDocumentVersion(
  deps: OrganizationDependencies,
  { organizationId, documentId, versionId, label }: OfDocument & { versionId: string; label: string | null },
) {
  const isUpdated = await updateVersionLabel(deps.organizationDb, { organizationId, documentId, versionId, label });
  if (!isUpdated) throw versionNotFound();
  return answerOf(deps, { organizationId, documentId }, versionId);
}

/** The stored bytes of one version, with what its answer's headers need. */
export async function getVersionFile(
  deps: OrganizationDependencies,
  { organizationId, documentId, versionId }: OfDocument & { versionId: string },
) {
  const version = await findVersion(deps.organizationDb, organizationId, documentId, versionId);
  if (!version) throw versionNotFound();
  const object = await deps.files.get(version.storageKey);
  if (!object) throw versionNotFound();
  return { version, object };
}
