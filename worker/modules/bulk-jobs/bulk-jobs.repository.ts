import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { ArchivePart } from '../../../core/documents/bulk.schemas';
import { batchedRead } from '../../platform/db/batched-read';
import type { Database } from '../../platform/db/client';
import { deleteInBatches } from '../../platform/db/delete-in-batches';
import { idsIn } from '../../platform/db/json-ids';
import { bulkJobDocuments, bulkJobs } from './bulk-jobs.tables';

export type BulkJobRow = typeof bulkJobs.$inferSelect;

export async function insertJob(db: Database, job: typeof bulkJobs.$inferInsert) {
  const [inserted] = await db.insert(bulkJobs).values(job).returning();
  return inserted!;
}

/**
 * Writes the job's documents from a `SELECT id, position` of the selection, at most `limit` of them,
 * and its count; answers how many there were.
 */
export async function fillJobDocuments(db: Database, jobId: string, selection: SQL, limit: number) {
  const [, [job]] = await db.batch([
    db.insert(bulkJobDocuments).select(sql`SELECT ${jobId}, position, id FROM (${selection}) ORDER BY position LIMIT ${limit}`),
    db
      .update(bulkJobs)
      .set({ documentsCount: sql`(SELECT count(*) FROM ${bulkJobDocuments} WHERE ${bulkJobDocuments.jobId} = ${jobId})` })
      .where(eq(bulkJobs.id, jobId))
      .returning({ documentsCount: bulkJobs.documentsCount }),
  ]);
  return job?.documentsCount ?? 0;
}

/** `SELECT document_id` of the job's documents, for a read of the documents themselves. */
export const jobDocumentIdsSql = (jobId: string) =>
  sql`SELECT ${bulkJobDocuments.documentId} FROM ${bulkJobDocuments} WHERE ${bulkJobDocuments.jobId} = ${jobId}`;

export async function findJob(db: Database, { organizationId, jobId }: { organizationId: string; jobId: string }) {
  return db.query.bulkJobs.findFirst({ where: and(eq(bulkJobs.organizationId, organizationId), eq(bulkJobs.id, jobId)) });
}

/**
 * A job of this organization and creator (nobody sees another's). `creator` is an SQL expression: the
 * session's user id, so that a read route sends this with its access check (see access-check.ts).
 */
export function readOwnJob(db: Database, { organizationId, creator, jobId }: { organizationId: string; creator: SQL; jobId: string }) {
  return batchedRead(
    [
      db
        .select()
        .from(bulkJobs)
        .where(and(eq(bulkJobs.id, jobId), eq(bulkJobs.organizationId, organizationId), eq(bulkJobs.createdBy, creator))),
    ],
    ([[job]]) => job,
  );
}

/** The creator's jobs still on their panel (not dismissed) since `since`, newest first. */
export function readOwnJobs(
  db: Database,
  { organizationId, creator, since, limit }: { organizationId: string; creator: SQL; since: Date; limit: number },
) {
  return batchedRead(
    [
      db
        .select()
        .from(bulkJobs)
        .where(
          and(
            eq(bulkJobs.organizationId, organizationId),
            eq(bulkJobs.createdBy, creator),
            gt(bulkJobs.createdAt, since),
            isNull(bulkJobs.dismissedAt),
          ),
        )
        .orderBy(desc(bulkJobs.createdAt))
        .limit(limit),
    ],
    ([jobs]) => jobs,
  );
}

/** The next documents of the job (after `afterPosition`), in selection order. */
export async function nextJobDocuments(db: Database, jobId: string, limit: number, afterPosition = -1) {
  return db
    .select({ position: bulkJobDocuments.position, documentId: bulkJobDocuments.documentId })
    .from(bulkJobDocuments)
    .where(and(eq(bulkJobDocuments.jobId, jobId), gt(bulkJobDocuments.position, afterPosition)))
    .orderBy(asc(bulkJobDocuments.position))
    .limit(limit);
}

/** Done with the job's documents up to `position`: batched with the change they made, so a repeated message finds them gone. */
export function deleteJobDocumentsThrough(db: Database, jobId: string, position: number) {
  return db.delete(bulkJobDocuments).where(and(eq(bulkJobDocuments.jobId, jobId), lte(bulkJobDocuments.position, position)));
}

export async function addJobProgress(db: Database, jobId: string, { processed, changed }: { processed: number; changed: number }) {
  const [updated] = await db
    .update(bulkJobs)
    .set({ processedCount: sql`${bulkJobs.processedCount} + ${processed}`, changedCount: sql`${bulkJobs.changedCount} + ${changed}` })
    .where(eq(bulkJobs.id, jobId))
    .returning();
  return updated;
}

/** Ends a running job (a repeated message finds it ended); its remaining documents go. */
export async function finishJob(
  db: Database,
  jobId: string,
  { status, error = null, expiresAt }: { status: 'done' | 'failed'; error?: string | null; expiresAt?: Date },
) {
  const [[finished]] = await db.batch([
    db
      .update(bulkJobs)
      .set({ status, error, finishedAt: new Date(), expiresAt })
      .where(and(eq(bulkJobs.id, jobId), eq(bulkJobs.status, 'running')))
      .returning(),
    db.delete(bulkJobDocuments).where(eq(bulkJobDocuments.jobId, jobId)),
  ]);
  return finished;
}

/**
 * A zip's part is in R2: the job says so, with the documents it looked at; batched with their removal
 * from the job. Once: the same part built again (a message delivered twice) leaves the job as it is.
 */
export function recordJobPart(
  db: Database,
  jobId: string,
  part: ArchivePart,
  { processed, changed }: { processed: number; changed: number },
) {
  return db
    .update(bulkJobs)
    .set({
      parts: sql`json_insert(${bulkJobs.parts}, '$[#]', json(${JSON.stringify(part)}))`,
      processedCount: sql`${bulkJobs.processedCount} + ${processed}`,
      changedCount: sql`${bulkJobs.changedCount} + ${changed}`,
    })
    .where(and(eq(bulkJobs.id, jobId), sql`json_array_length(${bulkJobs.parts}) = ${part.number - 1}`));
}

/** The caller's exports of the organization, newest first. */
export function readOwnExports(db: Database, { organizationId, creator, limit }: { organizationId: string; creator: SQL; limit: number }) {
  return batchedRead(
    [
      db
        .select()
        .from(bulkJobs)
        .where(and(eq(bulkJobs.organizationId, organizationId), eq(bulkJobs.createdBy, creator), eq(bulkJobs.action, 'export')))
        .orderBy(desc(bulkJobs.createdAt))
        .limit(limit),
    ],
    ([jobs]) => jobs,
  );
}

const EXPIRED_PAGE_SIZE = 100;

/** Zips past their expiry whose parts are still in R2. */
export async function findExpiredArchives(db: Database, now: Date) {
  return db
    .select({ id: bulkJobs.id, organizationId: bulkJobs.organizationId, parts: bulkJobs.parts })
    .from(bulkJobs)
    .where(and(lt(bulkJobs.expiresAt, now), ne(bulkJobs.parts, sql`'[]'`), inArray(bulkJobs.action, ['download', 'export'])))
    .limit(EXPIRED_PAGE_SIZE);
}

/** These jobs' parts are gone from R2: one statement for a page of them. */
export async function removeJobParts(db: Database, jobIds: string[]) {
  await db
    .update(bulkJobs)
    .set({ parts: [] })
    .where(inArray(bulkJobs.id, idsIn(jobIds)));
}

export async function updateJob(
  db: Database,
  jobId: string,
  changes: Partial<Pick<typeof bulkJobs.$inferInsert, 'status' | 'error' | 'finishedAt' | 'dismissedAt' | 'expiresAt' | 'locale'>>,
) {
  const [updated] = await db.update(bulkJobs).set(changes).where(eq(bulkJobs.id, jobId)).returning();
  return updated!;
}

export async function dismissJob(db: Database, jobId: string) {
  await db.update(bulkJobs).set({ dismissedAt: new Date() }).where(eq(bulkJobs.id, jobId));
}

/** Jobs older than `before` go, their documents with them (ON DELETE CASCADE). */
export async function pruneJobs(db: Database, before: Date) {
  await deleteInBatches(db, bulkJobs, bulkJobs.id, lt(bulkJobs.createdAt, before));
}

export async function deleteJob(db: Database, jobId: string) {
  await db.delete(bulkJobs).where(eq(bulkJobs.id, jobId));
}

/** Running jobs not moved since `before`: their queue message was lost. */
export async function findStaleRunningJobs(db: Database, before: Date, limit: number) {
  return db
    .select({ id: bulkJobs.id, organizationId: bulkJobs.organizationId })
    .from(bulkJobs)
    .where(and(eq(bulkJobs.status, 'running'), lt(bulkJobs.updatedAt, before)))
    .limit(limit);
}
