import type { Dependencies, OrganizationDependencies } from '../../platform/dependencies';
import { enqueueTask, enqueueTasks, type PagesMessage, QUEUE_BATCH_LIMIT } from '../../platform/queue';
import { findReadingSettings } from '../organizations/organizations.repository';
import {
  failReadingPages,
  findFinishedDocumentsWithoutThumbnail,
  findNextPageToRead,
  finishReadingPages,
  savePageText,
  setThumbnailCreated,
} from './document-pages.repository';
import { publishDocumentEvent } from './documents.events';
import { findDocument } from './documents.repository';
import { findDateOf } from './documents.service';
import { thumbnailKey } from '../../platform/organization-files';
import { UnreadableFileError } from '../../../core/pages/unreadable-file-error';
import { hasPages, joinPageTexts } from '../../../core/extraction/extract-text';
import { pageStartsOf } from '../../../core/extraction/page-texts';
import { onePageAtATime } from './pages/one-page-at-a-time';
import { workerPageReader } from './pages/worker-page-reader';
import { readBarcodeTexts } from './pages/worker-barcode-reader';
import { actOnBarcodes } from './page-editor/barcode-actions.service';
import { isAnyBarcodeEnabled, isSeparatorSheet } from '../../../core/documents/barcode-settings';
import type { Raster } from '../../../core/pages/raster';

/**
 * One step of the pages queue for a document: its thumbnail when it has none, then the next page
 * to read with OCR; another message follows while pages remain, and the last one turns the pages
 * into the content. Idempotent: a repeated message finds the page read or the document finished.
 * A file that cannot be read fails the document with the reason; anything else is thrown, retried.
 */
export async function readDocumentPages(
  deps: OrganizationDependencies,
  { organizationId, documentId }: { organizationId: string; documentId: string },
) {
  const { organizationDb: db, files, queues } = deps;
  const document = await findDocument(db, organizationId, documentId);
  if (!document) return;
  const isReading = document.processingStatus === 'processing';
  const pageNumber = isReading ? await findNextPageToRead(db, documentId) : undefined;
  const wantsThumbnail = document.thumbnailCreatedAt === null && hasPages(document.mimeType, document.originalName);
  // Read once for the message: the page read and, when it was the last, what its barcodes do.
  let settingsRead: ReturnType<typeof findReadingSettings> | undefined;
  const readingSettings = () => (settingsRead ??= findReadingSettings(deps.db, organizationId));

  if (pageNumber !== undefined || wantsThumbnail) {
    const failure = await onePageAtATime(async () => {
      const object = await files.get(document.storageKey);
      if (!object) return 'The original file is missing from storage';
      try {
        const file = await (await workerPageReader(deps.assets)).open({ bytes: new Uint8Array(await object.arrayBuffer()) });
        if (wantsThumbnail) await storeThumbnail(deps, document, () => file.thumbnail());
        if (pageNumber !== undefined) {
          const { documentLanguages, barcodes } = await readingSettings();
          let found: string[] | null = null;
          // On the page as drawn for OCR, before the engine grows: the reader's memory is gone by then.
          // A separator sheet is not read: it leaves the documents the scan becomes.
          const lookForBarcodes = isAnyBarcodeEnabled(barcodes)
            ? async (page: Raster) => {
                const texts = await readBarcodeTexts(page);
                found = texts;
                return { readText: !isSeparatorSheet(barcodes, texts) };
              }
            : undefined;
          const text = await file.recognize(pageNumber, documentLanguages, lookForBarcodes);
          await savePageText(db, { documentId, pageNumber, text, barcodes: found });
        }
      } catch (error) {
        if (!(error instanceof UnreadableFileError)) throw error;
        return error.message;
      }
      return undefined;
    });
    if (failure !== undefined) return void (isReading && (await failReadingPages(db, documentId, failure)));
  }

  if (!isReading) return;
  if ((await findNextPageToRead(db, documentId)) !== undefined)
    return enqueueTask(queues.pages, { type: 'document.read-pages', organizationId, documentId });
  const toContent = (texts: string[]) => {
    const content = joinPageTexts(texts);
    return { ...withDate(document, content), pageStarts: pageStartsOf(texts, content) };
  };
  const barcodes = await finishReadingPages(db, documentId, toContent);
  if (!barcodes) return;
  await publishDocumentEvent(deps, { type: 'document.processed', organizationId, documentId, documentName: document.name });
  const { barcodes: settings } = await readingSettings();
  if (isAnyBarcodeEnabled(settings))
    await actOnBarcodes(deps, { organizationId, documentId, documentName: document.name, pages: barcodes, settings });
}

const withDate = (document: { originalName: string; createdAt: Date }, content: string) => ({
  content,
  documentDate: findDateOf(document, content),
});

/** A thumbnail is a nicety: a file whose first page cannot be drawn keeps its type icon, and its text is still read. */
async function storeThumbnail(
  { organizationDb: db, files }: OrganizationDependencies,
  document: { id: string; organizationId: string },
  make: () => Promise<{ bytes: Uint8Array; contentType: string }>,
) {
  let thumbnail;
  try {
    thumbnail = await make();
  } catch (error) {
    if (!(error instanceof UnreadableFileError)) throw error;
    console.warn(`No thumbnail for ${document.id}: ${error.message}`);
    return;
  }
  await files.put(thumbnailKey(document.organizationId, document.id), thumbnail.bytes, {
    httpMetadata: { contentType: thumbnail.contentType },
  });
  await setThumbnailCreated(db, document.id, new Date());
}

type ThumbnailSubject = { id: string; organizationId: string; mimeType: string; originalName: string };

/** A pages message for each document with a first page to draw; for a finished one the consumer makes only its thumbnail. */
const thumbnailMessages = (rows: ThumbnailSubject[]): PagesMessage[] =>
  rows
    .filter((row) => hasPages(row.mimeType, row.originalName))
    .map(({ id, organizationId }) => ({ type: 'document.read-pages', organizationId, documentId: id }));

/**
 * The thumbnails of documents stored with their text (an import's), as an upload's text extraction
 * asks for its own: nothing is read again, only the first page drawn (none for a document that came
 * with one). Those still to be read get
 * theirs on the way. Sent in batches the queue takes; a message delivered twice finds the thumbnail made.
 */
export async function queueThumbnails(
  { queues }: OrganizationDependencies,
  documents: (ThumbnailSubject & { processingStatus: string; thumbnailCreatedAt: Date | null })[],
) {
  const messages = thumbnailMessages(
    documents.filter(({ processingStatus, thumbnailCreatedAt }) => processingStatus === 'processed' && thumbnailCreatedAt === null),
  );
  for (let start = 0; start < messages.length; start += QUEUE_BATCH_LIMIT)
    await enqueueTasks(queues.pages, messages.slice(start, start + QUEUE_BATCH_LIMIT));
}

/** Where the thumbnail backfill stands: a database, and the last document id looked at in it. */
type ThumbnailBackfillCursor = { database: string; afterId?: string };

/**
 * One page of the one-off backfill of thumbnails for documents stored before thumbnails existed:
 * the next `pageSize` documents of a database without one, a pages-queue message each for those with
 * pages (the consumer makes only the thumbnail of a finished document, and skips one that has it).
 * Answers the cursor to call again with, none once every database was walked: a run stopped anywhere
 * resumes from its last cursor, and one run again from the start finds only what is still missing.
 */
export async function queueMissingThumbnails(
  { databases, queues }: Dependencies,
  { cursor, pageSize }: { cursor: ThumbnailBackfillCursor | undefined; pageSize: number },
) {
  const database = cursor?.database ?? databases.bindings[0]!;
  const rows = await findFinishedDocumentsWithoutThumbnail(databases.open(database), { afterId: cursor?.afterId, limit: pageSize });
  const messages = thumbnailMessages(rows);
  await enqueueTasks(queues.pages, messages);
  const nextDatabase = databases.bindings[databases.bindings.indexOf(database) + 1];
  const next: ThumbnailBackfillCursor | undefined =
    rows.length === pageSize ? { database, afterId: rows.at(-1)!.id } : nextDatabase ? { database: nextDatabase } : undefined;
  return { scanned: rows.length, queued: messages.length, queuedDocumentIds: messages.map((message) => message.documentId), cursor: next };
}
