import { and, asc, desc, eq, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import { batchedRead } from '../../platform/db/batched-read';
import type { Database } from '../../platform/db/client';
import type { ImportStatus } from '../../../core/imports/imports.schemas';
import { importedDocuments, imports } from './imports.tables';

export type ImportRow = typeof imports.$inferSelect;

const RECENT_IMPORTS = 10;

export async function insertImport(db: Database, row: typeof imports.$inferInsert) {
  const [inserted] = await db.insert(imports).values(row).returning();
  return inserted!;
}

/** The organization's import, or all its latest ones: a read sent with the access checks. */
export function readImports(db: Database, organizationId: string, { importId }: { importId?: string } = {}) {
  return batchedRead(
    [
      db
        .select()
        .from(imports)
        .where(and(eq(imports.organizationId, organizationId), importId ? eq(imports.id, importId) : undefined))
        .orderBy(desc(imports.createdAt))
        .limit(RECENT_IMPORTS),
    ],
    ([rows]) => rows,
  );
}

export async function findImport(db: Database, organizationId: string, importId: string) {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.organizationId, organizationId), eq(imports.id, importId)));
  return row;
}

export async function findImportsIn(db: Database, organizationId: string, importIds: string[]) {
  return db
    .select()
    .from(imports)
    .where(and(eq(imports.organizationId, organizationId), inArray(imports.id, importIds)));
}

/**
 * Puts a read import at the end of the organization's queue, behind every import confirmed before it
 * (a batch of these keeps the order it was given: each statement sees the one before).
 */
export function queueImportUpdate(
  db: Database,
  {
    organizationId,
    importId,
    confirmedBy,
    keepArchives,
  }: { organizationId: string; importId: string; confirmedBy: string; keepArchives: boolean },
) {
  const last = db
    .select({ last: sql`coalesce(max(${imports.queuePosition}), 0) + 1` })
    .from(imports)
    .where(eq(imports.organizationId, organizationId));
  return db
    .update(imports)
    .set({ status: 'queued', confirmedBy, keepArchives, queuePosition: sql`(${last})` })
    .where(and(eq(imports.organizationId, organizationId), eq(imports.id, importId), eq(imports.status, 'ready')));
}

/**
 * Back into the queue at their places: these failed or paused imports, and every import the organization
 * paused behind a failure (resuming one resumes the queue).
 */
export function resumeImportsUpdate(db: Database, organizationId: string, importIds: string[]) {
  return db
    .update(imports)
    .set({ status: 'queued', error: null })
    .where(
      and(
        eq(imports.organizationId, organizationId),
        or(and(inArray(imports.id, importIds), inArray(imports.status, ['failed', 'paused'])), eq(imports.status, 'paused')),
      ),
    );
}

/**
 * The organization's first queued import moves to importing, only while none of its imports is
 * importing: one statement, so that two callers (an import ending, a person confirming) never start two.
 * It keeps the job it had (a resumed import), else takes `jobId`.
 */
export async function claimNextImport(db: Database, organizationId: string, jobId: string) {
  const head = db
    .select({ id: imports.id })
    .from(imports)
    .where(and(eq(imports.organizationId, organizationId), eq(imports.status, 'queued')))
    .orderBy(asc(imports.queuePosition))
    .limit(1);
  const running = db
    .select({ id: imports.id })
    .from(imports)
    .where(and(eq(imports.organizationId, organizationId), eq(imports.status, 'importing')));
  const [claimed] = await db
    .update(imports)
    .set({ status: 'importing', error: null, jobId: sql`coalesce(${imports.jobId}, ${jobId})` })
    .where(and(eq(imports.organizationId, organizationId), inArray(imports.id, head), notExists(running)))
    .returning();
  return claimed;
}

/** An import failed: those queued after it wait, with the reason, until it or one of them is confirmed again. */
export async function pauseQueuedImports(db: Database, organizationId: string, error: string) {
  await db
    .update(imports)
    .set({ status: 'paused', error })
    .where(and(eq(imports.organizationId, organizationId), eq(imports.status, 'queued')));
}

/**
 * Records a part R2 acknowledged, once (a part sent again replaces its etag), while the upload is still
 * the import's: a part arriving after the upload completed or was dropped changes nothing.
 */
export async function recordUploadedPart(db: Database, importId: string, uploadId: string, part: { partNumber: number; etag: string }) {
  const [updated] = await db
    .update(imports)
    .set({
      uploadedParts: sql`(SELECT json_group_array(json(value)) FROM (SELECT value FROM (
        SELECT value FROM json_each(${imports.uploadedParts}) WHERE value ->> 'partNumber' <> ${part.partNumber}
        UNION ALL SELECT ${JSON.stringify(part)} AS value) ORDER BY value ->> 'partNumber'))`,
    })
    .where(and(eq(imports.id, importId), eq(imports.uploadId, uploadId), eq(imports.status, 'uploading')))
    .returning();
  return updated;
}

/** Moves an import from one status to the next, only from the status its caller saw: a second request or message finds it moved. */
export async function moveImport(
  db: Database,
  importId: string,
  from: ImportStatus | ImportStatus[],
  changes: Partial<Omit<typeof imports.$inferInsert, 'id' | 'organizationId'>>,
) {
  const [updated] = await db
    .update(imports)
    .set(changes)
    .where(and(eq(imports.id, importId), inArray(imports.status, [from].flat())))
    .returning();
  return updated;
}

/** Where the job stands after a message's documents, with what they added; only while it is importing. */
export function importProgressUpdate(
  db: Database,
  importId: string,
  { nextChunk, nextIndex, imported, skipped }: { nextChunk: number; nextIndex: number; imported: number; skipped: number },
) {
  return db
    .update(imports)
    .set({
      nextChunk,
      nextIndex,
      documentsImported: sql`${imports.documentsImported} + ${imported}`,
      documentsSkipped: sql`${imports.documentsSkipped} + ${skipped}`,
    })
    .where(and(eq(imports.id, importId), eq(imports.status, 'importing')))
    .returning();
}

export async function deleteImport(db: Database, importId: string) {
  await db.delete(imports).where(eq(imports.id, importId));
}

/**
 * Imports whose job has not moved since `before`: their message was lost (the daily upkeep sends it
 * again), or, queued, the start of their turn was.
 */
export async function findStaleImports(db: Database, before: Date, limit: number) {
  return db
    .select({ id: imports.id, organizationId: imports.organizationId, status: imports.status })
    .from(imports)
    .where(and(inArray(imports.status, ['analyzing', 'queued', 'importing']), lt(imports.updatedAt, before)))
    .limit(limit);
}

/** Of these documents of the source (by their id there), those an import brought, with the document each became. */
export async function findImportedDocuments(
  db: Database,
  { organizationId, source, sourceIds }: { organizationId: string; source: ImportRow['source']; sourceIds: string[] },
) {
  if (sourceIds.length === 0) return [];
  return db
    .select({
      sourceId: importedDocuments.sourceId,
      checksum: importedDocuments.checksum,
      documentId: importedDocuments.documentId,
      importId: importedDocuments.importId,
    })
    .from(importedDocuments)
    .where(
      and(
        eq(importedDocuments.organizationId, organizationId),
        eq(importedDocuments.source, source),
        inArray(importedDocuments.sourceId, sourceIds),
      ),
    );
}

/**
 * The record of an imported document, sent in the batch that inserts the document. A record already
 * there names a document deleted for good since (the import checked): it names the new one now.
 */
export function importedDocumentInsert(db: Database, row: typeof importedDocuments.$inferInsert) {
  return db
    .insert(importedDocuments)
    .values(row)
    .onConflictDoUpdate({
      target: [importedDocuments.organizationId, importedDocuments.source, importedDocuments.sourceId, importedDocuments.checksum],
      set: { documentId: row.documentId, importId: row.importId, updatedAt: new Date() },
    });
}
