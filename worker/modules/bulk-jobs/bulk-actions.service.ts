import { makeZip } from 'client-zip';
import type { SQL } from 'drizzle-orm';
import { entryNamer, METADATA_FILE_NAME, metadataCsv, type ArchiveMetadataRow } from '../../../core/documents/archive-entries';
import { AppError } from '../../../core/errors';
import { generateId } from '../../../core/ids';
import {
  BULK_DOWNLOAD_HOURS,
  BULK_DOWNLOAD_MAX_DOCUMENTS,
  BULK_MAX_DOCUMENTS,
  BULK_SYNC_LIMIT,
  type ActiveSelection,
  type BulkAction,
  type TrashSelection,
} from '../../../core/documents/bulk.schemas';
import {
  bulkDownloadEmpty,
  bulkDownloadExpired,
  bulkJobNotFound,
  bulkJobRunning,
  bulkSelectionTooLarge,
} from '../../../core/documents/bulk.errors';
import type { LocaleKey } from '../../../core/locales/locales';
import { runBatchedRead, runStatements, type BatchedRead } from '../../platform/db/batched-read';
import type { Database } from '../../platform/db/client';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { enqueueTask, enqueueTasks, QUEUE_BATCH_LIMIT, STATEMENTS_PER_TASK } from '../../platform/queue';
import { findTag } from '../tags/tags.repository';
import { getTagOrThrow } from '../tags/tags.service';
import { findProperty } from '../properties/properties.repository';
import { applyPropertyValue } from '../documents/document-properties.service';
import { tagChangeStatements } from '../documents/document-tags.service';
import { propertyNotFound } from '../../../core/properties/properties.errors';
import type { PropertyValue } from '../../../core/properties/property-types';
import { publishDocumentEvents, type DocumentEvent } from '../documents/documents.events';
import {
  findDocumentsForArchive,
  findDocumentsIn,
  selectedDocumentsSql,
  setDocumentsDeleted,
  sumOriginalSizes,
} from '../documents/documents.repository';
import {
  archiveDetailsOf,
  continueArchiveJob,
  expireArchives,
  isArchiveJob,
  metadataRowOf,
  readArchiveProperties,
} from './archive-jobs.service';
import { purgeTrashedDocuments } from '../documents/documents.service';
import { matchingDocuments } from '../documents/search/search.service';
import {
  addJobProgress,
  deleteJob,
  deleteJobDocumentsThrough,
  dismissJob,
  fillJobDocuments,
  findJob,
  findStaleRunningJobs,
  finishJob,
  insertJob,
  jobDocumentIdsSql,
  nextJobDocuments,
  pruneJobs,
  readOwnJob,
  readOwnJobs,
  updateJob,
  type BulkJobRow,
} from './bulk-jobs.repository';

type Selection = ActiveSelection | TrashSelection;
type ActionJob = BulkJobRow & { action: BulkAction };
const isAction = (job: BulkJobRow): job is ActionJob => job.action !== 'download' && job.action !== 'export';
type Reader = <T>(read: BatchedRead<T>) => Promise<T>;
/** A set-property request's property and value, checked by the properties module before the job starts. */
export type PropertyToSet = { propertyId: string; value: PropertyValue | null };
export type BulkRequest = {
  organizationId: string;
  userId: string;
  action: BulkAction;
  tagId?: string;
  property?: PropertyToSet;
  selection: Selection;
};

/** The `SELECT id, position` of the documents a request selects; null when a search can match nothing. */
async function selectionSql(deps: OrganizationDependencies, organizationId: string, action: BulkAction | 'download', selection: Selection) {
  // An action counts the documents it skips; a download leaves the trash out.
  if ('documentIds' in selection)
    return selectedDocumentsSql(organizationId, { documentIds: selection.documentIds, isActiveOnly: action === 'download' });
  if (action === 'restore' || action === 'delete') return selectedDocumentsSql(organizationId, { isTrash: true, tagIds: [] });
  const { searchQuery, tags: tagIds = [], tagMatch } = selection.query as Extract<ActiveSelection, { query: unknown }>['query'];
  if (searchQuery?.trim()) return matchingDocuments(deps, { organizationId, searchQuery, tagIds, tagMatch, limit: BULK_MAX_DOCUMENTS + 1 });
  return selectedDocumentsSql(organizationId, { isTrash: false, tagIds, tagMatch });
}

/**
 * Resolves the selection once (ids of other organizations drop out here, never touched), then does up
 * to BULK_SYNC_LIMIT documents before answering; more run as a job through the queue, on its creator's
 * panel (readPanelJobs). Answers the job.
 */
export async function startBulkAction(
  deps: OrganizationDependencies,
  { organizationId, userId, action, tagId, property, selection }: BulkRequest,
) {
  const { organizationDb: db, queues } = deps;
  if (tagId) await getTagOrThrow(deps, { organizationId, tagId });
  const selected = await selectionSql(deps, organizationId, action, selection);
  const job = await insertJob(db, {
    id: generateId('bulk'),
    organizationId,
    createdBy: userId,
    action,
    tagId: tagId ?? null,
    propertyId: property?.propertyId ?? null,
    propertyValue: property?.value ?? null,
  });
  const documentsCount = selected ? await fillJobDocuments(db, job.id, selected, BULK_MAX_DOCUMENTS + 1) : 0;
  if (documentsCount > BULK_MAX_DOCUMENTS) {
    await deleteJob(db, job.id);
    throw bulkSelectionTooLarge();
  }
  if (documentsCount <= BULK_SYNC_LIMIT) {
    await continueActionJob(deps, { ...job, action });
    // Its answer says how it went: the panel is for jobs that run in the background.
    await dismissJob(db, job.id);
  } else {
    await enqueueTask(queues.documents, { type: 'documents.bulk', organizationId, jobId: job.id });
  }
  return (await findJob(db, { organizationId, jobId: job.id }))!;
}

// D1 statements stay small and each chunk's events go out together; a message works for a bounded time, then hands over.
const CHUNK_SIZE = 100;
const MESSAGE_TIME_BUDGET_MS = 15_000;
// A chunk runs about ten D1 statements whatever its size (its documents, the change with its activities
// and job rows in one batch, the events' webhook deliveries, the progress: 48 for five chunks with a
// webhook). Counted at twenty, as many chunks as fit in a message's share of its batch's statements
// (STATEMENTS_PER_TASK): five, 500 documents. A restored chunk also goes through the organization's
// tagging rules (the chunk read in five statements, then two a tag of each the documents lack, see
// runWorkflowsAtOnce; 21 for the message with one rule of three tags), whose number has no bound here:
// one chunk a message.
const CHUNK_STATEMENTS = 20;
const chunksPerMessage = (action: BulkAction) => (action === 'restore' ? 1 : Math.floor(STATEMENTS_PER_TASK / CHUNK_STATEMENTS));

/** Queue step: the next chunks of an action, or the next part of a zip. */
export async function continueBulkJob(deps: OrganizationDependencies, where: { organizationId: string; jobId: string }) {
  const job = await findJob(deps.organizationDb, where);
  if (job?.status !== 'running') return;
  if (isArchiveJob(job)) return continueArchiveJob(deps, job);
  if (isAction(job)) return continueActionJob(deps, job);
}

/**
 * Chunks of the action until it is done, or the message's chunks or time are up, then the next message
 * (also its synchronous path). Done is said with the last chunk, not a message later, so an action on
 * up to BULK_SYNC_LIMIT documents answers done whatever its chunks per message.
 */
async function continueActionJob(deps: OrganizationDependencies, job: ActionJob) {
  const { organizationDb: db, queues } = deps;
  const startedAt = Date.now();
  for (let chunks = 0; ; chunks++) {
    const chunk = await nextJobDocuments(db, job.id, CHUNK_SIZE);
    if (chunk.length === 0) return finishJob(db, job.id, { status: 'done' });
    if (chunks >= chunksPerMessage(job.action) || Date.now() - startedAt > MESSAGE_TIME_BUDGET_MS) {
      return enqueueTask(queues.documents, { type: 'documents.bulk', organizationId: job.organizationId, jobId: job.id });
    }
    try {
      await runChunk(deps, job, chunk);
    } catch (error) {
      // A reason for people (its tag was deleted, say) ends the job; anything else is retried by the queue.
      if (!(error instanceof AppError)) throw error;
      return finishJob(db, job.id, { status: 'failed', error: error.message });
    }
  }
}

/**
 * One chunk: each document gets the change, its activity and its event as the single action gives
 * them; those already so, in the wrong state, or gone meanwhile are skipped. The chunk's job rows go in
 * the same transaction as the change.
 */
async function runChunk(deps: OrganizationDependencies, job: ActionJob, chunk: { position: number; documentId: string }[]) {
  const { organizationDb: db } = deps;
  const { organizationId, createdBy: userId } = job;
  const ids = chunk.map(({ documentId }) => documentId);
  const done = deleteJobDocumentsThrough(db, job.id, chunk.at(-1)!.position);
  const found = new Map((await findDocumentsIn(db, organizationId, ids)).map((document) => [document.id, document]));
  const inState = (isTrashed: boolean) => ids.filter((id) => found.has(id) && (found.get(id)!.deletedAt !== null) === isTrashed);

  let changed: string[];
  // None for a document deleted for good, as for one.
  let eventOf: ((documentId: string) => DocumentEvent) | undefined;
  const named = (documentId: string) => ({ organizationId, documentId, documentName: found.get(documentId)!.name });
  switch (job.action) {
    case 'add-tag':
    case 'remove-tag': {
      const tag = await findTag(db, organizationId, job.tagId!);
      if (!tag) throw new AppError(404, 'tag.not_found', 'The tag was deleted');
      const isAdding = job.action === 'add-tag';
      const documentIds = isAdding ? inState(false) : ids.filter((id) => found.has(id));
      const links = documentIds.map((documentId) => ({ documentId, tagId: tag.id }));
      const [activities, change] = tagChangeStatements(db, { organizationId, userId, links, isAdding });
      const [, rows] = (await runStatements(db, [activities, change, done])) as [unknown, { documentId: string }[]];
      changed = rows.map(({ documentId }) => documentId);
      eventOf = (documentId) => ({
        type: isAdding ? 'document.tag.added' : 'document.tag.removed',
        ...named(documentId),
        tagId: tag.id,
        tagName: tag.name,
      });
      break;
    }
    case 'set-property': {
      const property = await findProperty(db, organizationId, job.propertyId!);
      if (!property) throw propertyNotFound();
      const active = inState(false).map((id) => ({ id, name: found.get(id)!.name }));
      // Its events go out as each write's own (with the value), not as the chunk's.
      changed = await applyPropertyValue(deps, {
        organizationId,
        userId: job.createdBy,
        property,
        value: job.propertyValue,
        documents: active,
      });
      await runStatements(db, [done]);
      break;
    }
    case 'trash':
    case 'restore': {
      const isTrashing = job.action === 'trash';
      const [activities, update] = setDocumentsDeleted(db, {
        organizationId,
        documentIds: inState(!isTrashing),
        userId,
        deletedAt: isTrashing ? new Date() : null,
      });
      const [, rows] = (await runStatements(db, [activities, update, done])) as [unknown, { id: string }[]];
      changed = rows.map(({ id }) => id);
      eventOf = (documentId) => ({ type: isTrashing ? 'document.deleted' : 'document.restored', ...named(documentId) });
      break;
    }
    case 'delete': {
      // Files first, then rows (see purgeTrashedDocuments).
      const documentIds = inState(true);
      await purgeTrashedDocuments(deps, { organizationId, documentIds });
      await runStatements(db, [done]);
      changed = documentIds;
      break;
    }
  }

  const isChanged = new Set(changed);
  if (eventOf) await publishDocumentEvents(deps, ids.filter((id) => isChanged.has(id)).map(eventOf));
  await addJobProgress(db, job.id, { processed: chunk.length, changed: changed.length });
}

type OwnJob = { organizationId: string; creator: SQL; jobId: string };

/** Sent by the route with its access check; a 404 for a job not the caller's. */
export async function getOwnJob({ organizationDb: db }: OrganizationDependencies, { read, ...where }: OwnJob & { read: Reader }) {
  const job = await read(readOwnJob(db, where));
  if (!job) throw bulkJobNotFound();
  return job;
}

const PANEL_DAYS = 7;
const PANEL_JOBS = 20;

/** The caller's jobs of the last week still on their panel. */
export function readPanelJobs(
  db: Database,
  { organizationId, creator, now = new Date() }: { organizationId: string; creator: SQL; now?: Date },
) {
  return readOwnJobs(db, { organizationId, creator, since: new Date(now.getTime() - PANEL_DAYS * 86_400_000), limit: PANEL_JOBS });
}

/** Off the panel; a running job stays on it until it ends. */
export async function dismissOwnJob(deps: OrganizationDependencies, where: OwnJob) {
  const job = await getOwnJob(deps, { ...where, read: (read) => runBatchedRead(deps.organizationDb, read) });
  if (job.status === 'running') throw bulkJobRunning();
  await dismissJob(deps.organizationDb, job.id);
}

const STALE_AFTER_MS = 15 * 60 * 1000;
const KEPT_DAYS = 30;

/** Daily: a running job whose message was lost goes back to the queue; expired zips leave R2; jobs past 30 days go. */
export async function maintainBulkJobs(deps: OrganizationDependencies, { now }: { now: Date }) {
  const { organizationDb: db, queues } = deps;
  const stale = await findStaleRunningJobs(db, new Date(now.getTime() - STALE_AFTER_MS), QUEUE_BATCH_LIMIT);
  await enqueueTasks(
    queues.documents,
    stale.map(({ id, organizationId }) => ({ type: 'documents.bulk' as const, organizationId, jobId: id })),
  );
  await expireArchives(deps, { now });
  await pruneJobs(db, new Date(now.getTime() - KEPT_DAYS * 86_400_000));
}

/**
 * A zip of the selected documents: the selection is resolved now (as for an action) and kept. Up to
 * BULK_DOWNLOAD_MAX_DOCUMENTS and DOCUMENTS_DOWNLOAD_STREAM_MAX_BYTES it streams from GET
 * …/bulk-downloads/{jobId} for BULK_DOWNLOAD_HOURS (a job already done, off the panel); above, a job
 * builds it into R2 in parts (archive-jobs.service.ts) and the job answered is running.
 */
export async function prepareDownload(
  deps: OrganizationDependencies,
  {
    organizationId,
    userId,
    locale,
    baseUrl,
    selection,
  }: { organizationId: string; userId: string; locale: LocaleKey; baseUrl: string; selection: ActiveSelection },
) {
  const { organizationDb: db, queues, settings } = deps;
  const selected = await selectionSql(deps, organizationId, 'download', selection);
  const now = new Date();
  const job = await insertJob(db, {
    id: generateId('bulk'),
    organizationId,
    createdBy: userId,
    action: 'download',
    status: 'done',
    finishedAt: now,
    dismissedAt: now,
    locale,
    baseUrl,
  });
  const documentsCount = selected ? await fillJobDocuments(db, job.id, selected, BULK_MAX_DOCUMENTS + 1) : 0;
  if (documentsCount === 0 || documentsCount > BULK_MAX_DOCUMENTS) {
    await deleteJob(db, job.id);
    throw documentsCount === 0 ? bulkDownloadEmpty() : bulkSelectionTooLarge();
  }
  const isStreamed =
    documentsCount <= BULK_DOWNLOAD_MAX_DOCUMENTS &&
    (await sumOriginalSizes(db, organizationId, jobDocumentIdsSql(job.id))) <= settings.DOCUMENTS_DOWNLOAD_STREAM_MAX_BYTES;
  if (isStreamed) return updateJob(db, job.id, { expiresAt: new Date(now.getTime() + BULK_DOWNLOAD_HOURS * 3_600_000) });
  const archiveJob = await updateJob(db, job.id, { status: 'running', finishedAt: null, dismissedAt: null });
  await enqueueTask(queues.documents, { type: 'documents.bulk', organizationId, jobId: job.id });
  return archiveJob;
}

const DOWNLOAD_CHUNK_SIZE = 100;

/**
 * The download's zip, streamed: its documents are read a chunk at a time and each file flows from R2
 * into the zip as the client reads it, so memory stays flat whatever the size. metadata.csv comes last.
 * Documents trashed or deleted since the link was made are left out.
 */
export async function downloadZipOf(
  { organizationDb: db, files }: OrganizationDependencies,
  { job, now = new Date() }: { job: BulkJobRow; now?: Date },
) {
  if (job.action !== 'download' || job.parts.length > 0 || job.status !== 'done') throw bulkJobNotFound();
  if (!job.expiresAt || job.expiresAt < now) throw bulkDownloadExpired();
  const nameEntry = entryNamer();
  const metadata: ArchiveMetadataRow[] = [];
  const properties = await readArchiveProperties(db, job.organizationId);
  async function* entries() {
    for (let after = -1; ; ) {
      const chunk = await nextJobDocuments(db, job.id, DOWNLOAD_CHUNK_SIZE, after);
      if (chunk.length === 0) break;
      after = chunk.at(-1)!.position;
      const found = new Map(
        (
          await findDocumentsForArchive(
            db,
            job.organizationId,
            chunk.map(({ documentId }) => documentId),
          )
        ).map((document) => [document.id, document]),
      );
      const details = await archiveDetailsOf(db, { organizationId: job.organizationId, properties, documentIds: [...found.keys()] });
      for (const { documentId } of chunk) {
        const document = found.get(documentId);
        const object = document ? await files.get(document.storageKey) : null;
        if (!document || !object) continue;
        const entryName = nameEntry(document.name);
        metadata.push(metadataRowOf(entryName, document, details));
        yield { name: entryName, input: object.body, size: object.size, lastModified: document.createdAt };
      }
    }
    yield {
      name: METADATA_FILE_NAME,
      input: metadataCsv(
        metadata,
        properties.map(({ name }) => name),
      ),
      lastModified: now,
    };
  }
  return makeZip(entries());
}
