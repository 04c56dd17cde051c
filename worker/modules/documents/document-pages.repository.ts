import { and, asc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { READABLE_IMAGE_TYPES } from '../../../core/extraction/extract-text';
import type { Database } from '../../platform/db/client';
import { documentPages, documents } from './documents.tables';
import { documentActivities } from './activities/activities.tables';
import { foundDocumentDateSet } from './documents.repository';

// D1 binds at most 100 parameters per statement; a page row takes five.
const PAGE_ROWS_PER_INSERT = 18;

const isBeingRead = (documentId: string) => and(eq(documents.id, documentId), eq(documents.processingStatus, 'processing'));
const pagesOf = (documentId: string) => eq(documentPages.documentId, documentId);

/** Pages already read: the text-layer ones and those OCR has done. */
const pagesReadCount = (documentId: string) =>
  sql<number>`(SELECT count(*) FROM ${documentPages} WHERE ${documentPages.documentId} = ${documentId} AND ${documentPages.needsOcr} = 0)`;

/**
 * Turns a pending document into one whose pages are read one by one: its page rows, and the document
 * 'processing' with its progress. A repeated queue message inserts nothing twice and finds the
 * document no longer pending; answers whether this call started the reading.
 */
export async function startReadingPages(
  db: Database,
  { organizationId, documentId, pages }: { organizationId: string; documentId: string; pages: { text: string; needsOcr: boolean }[] },
) {
  const rows = pages.map((page, index) => ({ documentId, organizationId, pageNumber: index + 1, ...page }));
  const inserts = [];
  for (let start = 0; start < rows.length; start += PAGE_ROWS_PER_INSERT)
    inserts.push(
      db
        .insert(documentPages)
        .values(rows.slice(start, start + PAGE_ROWS_PER_INSERT))
        .onConflictDoNothing(),
    );
  const [started] = await db.batch([
    db
      .update(documents)
      .set({
        processingStatus: 'processing',
        processingError: null,
        pagesTotal: pages.length,
        pagesDone: pages.filter((page) => !page.needsOcr).length,
      })
      .where(and(eq(documents.id, documentId), eq(documents.processingStatus, 'pending')))
      .returning({ id: documents.id }),
    ...inserts,
  ]);
  return started.length > 0;
}

/**
 * The texts a page edit carries to the new file's pages (their number there), once `condition` holds:
 * read already, reading the new file finds them (startReadingPages keeps rows that exist) and reads the others.
 */
export function carriedPagesInsert(
  db: Database,
  { organizationId, documentId, pages }: { organizationId: string; documentId: string; pages: { pageNumber: number; text: string }[] },
  condition: SQL,
) {
  const rows = JSON.stringify(pages);
  // In the table's column order: document_id, organization_id, page_number, text, needs_ocr, barcodes.
  return db
    .insert(documentPages)
    .select(
      sql`SELECT ${documentId}, ${organizationId}, json_extract(value, '$.pageNumber'), json_extract(value, '$.text'), 0, NULL FROM json_each(${rows}) WHERE ${condition}`,
    );
}

/** The first page still to be read with OCR, or undefined when all are read. */
export async function findNextPageToRead(db: Database, documentId: string) {
  const [page] = await db
    .select({ pageNumber: documentPages.pageNumber })
    .from(documentPages)
    .where(and(pagesOf(documentId), eq(documentPages.needsOcr, true)))
    .orderBy(asc(documentPages.pageNumber))
    .limit(1);
  return page?.pageNumber;
}

/** Stores one page's OCR text (and the barcodes found on it) and the progress; a page read twice is stored once. */
export async function savePageText(
  db: Database,
  { documentId, pageNumber, text, barcodes = null }: { documentId: string; pageNumber: number; text: string; barcodes?: string[] | null },
) {
  await db.batch([
    db
      .update(documentPages)
      .set({ text, needsOcr: false, barcodes })
      .where(and(pagesOf(documentId), eq(documentPages.pageNumber, pageNumber), eq(documentPages.needsOcr, true))),
    db
      .update(documents)
      .set({ pagesDone: pagesReadCount(documentId) })
      .where(isBeingRead(documentId)),
  ]);
}

/**
 * Ends the reading: the pages joined (by `toContent`, which also finds the date) become the content,
 * the document is processed and its page rows go. Answers whether this call finished it (false when
 * another delivery already did).
 */
export async function finishReadingPages(
  db: Database,
  documentId: string,
  toContent: (texts: string[]) => { content: string; documentDate: string | null; pageStarts: number[] },
) {
  const pages = await db
    .select({ text: documentPages.text, barcodes: documentPages.barcodes })
    .from(documentPages)
    .where(pagesOf(documentId))
    .orderBy(asc(documentPages.pageNumber));
  const { content, documentDate, pageStarts } = toContent(pages.map((page) => page.text));
  const [finished] = await db.batch([
    db
      .update(documents)
      .set({
        content,
        pageStarts,
        processingStatus: 'processed',
        processingError: null,
        pagesDone: pages.length,
        ...foundDocumentDateSet(documentDate),
      })
      .where(isBeingRead(documentId))
      .returning({ id: documents.id }),
    db.delete(documentPages).where(pagesOf(documentId)),
  ]);
  // Each page's barcodes, for what the organization does with them; undefined when another delivery finished it.
  return finished.length > 0 ? pages.map(({ barcodes }) => barcodes ?? []) : undefined;
}

/** Records why a document could not be read; its page rows go. */
export async function failReadingPages(db: Database, documentId: string, error: string) {
  const [failed] = await db.batch([
    db
      .update(documents)
      .set({ processingStatus: 'failed', processingError: error })
      .where(and(eq(documents.id, documentId), inArray(documents.processingStatus, ['pending', 'processing'])))
      .returning({ id: documents.id }),
    db.delete(documentPages).where(pagesOf(documentId)),
  ]);
  return failed.length > 0;
}

export async function setThumbnailCreated(db: Database, documentId: string, createdAt: Date) {
  await db.update(documents).set({ thumbnailCreatedAt: createdAt }).where(eq(documents.id, documentId));
}

/**
 * The next documents of a database, by id after `afterId`, that have no thumbnail and whose processing
 * ended (those still processing get theirs on the way): for the one-off backfill of older documents.
 */
export async function findFinishedDocumentsWithoutThumbnail(
  db: Database,
  { afterId, limit }: { afterId: string | undefined; limit: number },
) {
  return db
    .select({
      id: documents.id,
      organizationId: documents.organizationId,
      mimeType: documents.mimeType,
      originalName: documents.originalName,
    })
    .from(documents)
    .where(
      and(
        isNull(documents.thumbnailCreatedAt),
        inArray(documents.processingStatus, ['processed', 'failed']),
        afterId ? gt(documents.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(documents.id))
    .limit(limit);
}

/** Documents whose reading stopped moving (a lost or dead-lettered message), to enqueue again. */
export async function findStaleReadingDocuments(db: Database, updatedBefore: Date, limit: number) {
  return db
    .select({ id: documents.id, organizationId: documents.organizationId })
    .from(documents)
    .where(and(eq(documents.processingStatus, 'processing'), lt(documents.updatedAt, updatedBefore)))
    .limit(limit);
}

/**
 * Sends an organization's scans back to pending (after its languages changed), each with a
 * 'reprocessed' activity, in one transaction: the documents read with OCR, and the images and PDFs
 * stored before OCR existed that still have no text. Text a person edited is left alone; the content
 * stays until the new text replaces it. Answers how many.
 */
export async function resetScannedDocuments(db: Database, { organizationId, userId }: { organizationId: string; userId: string | null }) {
  const readWithOcr = gt(documents.pagesTotal, 0);
  const neverRead = and(eq(documents.content, ''), inArray(documents.mimeType, [...READABLE_IMAGE_TYPES, 'application/pdf']));
  const scanned = and(
    eq(documents.organizationId, organizationId),
    isNull(documents.deletedAt),
    or(readWithOcr, neverRead),
    isNull(documents.contentEditedAt),
    inArray(documents.processingStatus, ['processed', 'failed']),
  );
  const [, reset] = await db.batch([
    db.insert(documentActivities).select(
      db
        .select({
          // The ids generateId makes: a prefix and 24 lowercase letters and digits.
          id: sql<string>`'act_' || lower(hex(randomblob(12)))`.as('id'),
          organizationId: documents.organizationId,
          documentId: documents.id,
          event: sql<'reprocessed'>`'reprocessed'`.as('event'),
          eventData: sql<null>`NULL`.as('event_data'),
          userId: sql<string | null>`${userId}`.as('user_id'),
          tagId: sql<null>`NULL`.as('tag_id'),
          createdAt: sql<number>`${Date.now()}`.as('created_at'),
        })
        .from(documents)
        .where(scanned),
    ),
    db
      .update(documents)
      .set({ processingStatus: 'pending', processingError: null, pagesDone: 0, pagesTotal: 0 })
      .where(scanned)
      .returning({ id: documents.id }),
  ]);
  return reset.length;
}

/** A page of the organization's pending documents after a cursor, by id. */
export async function findPendingDocumentsAfter(db: Database, organizationId: string, afterDocumentId: string | null, limit: number) {
  return db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.organizationId, organizationId),
        eq(documents.processingStatus, 'pending'),
        afterDocumentId ? gt(documents.id, afterDocumentId) : undefined,
      ),
    )
    .orderBy(asc(documents.id))
    .limit(limit);
}
