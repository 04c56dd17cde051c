// The demo's reading of an upload, as the Worker reads one (worker/modules/documents: documents.service.ts
// plans the extraction, document-pages.service.ts reads the pages), with the browser's side of core/pages:
// its pages opened by the browser's host of core/pages (page-host.ts). file-reader.worker.ts runs it in a
// Web Worker so that OCR never holds up the page.
import {
  ExtractionError,
  hasPages,
  joinPageTexts,
  planExtraction,
  withinExtractionTime,
  type ExtractionErrorCode,
} from '../../../../core/extraction/extract-text';
import { DEFAULT_OCR_MAX_PAGES } from '../../../../core/extraction/limits';
import { pageStartsOf } from '../../../../core/extraction/page-texts';
import type { CarriedPage } from '../../../../core/pages/page-edit-plan';
import type { DocumentLanguage } from '../../../../core/locales/document-languages';
import { UnreadableFileError } from '../../../../core/pages/page-reader';
import { openPages } from './page-host';

export type ReadRequest = {
  bytes: ArrayBuffer;
  fileName: string;
  mimeType: string;
  languages: readonly DocumentLanguage[];
  /** Not read again with OCR. */
  carriedPages?: readonly CarriedPage[];
};
export type ReadResult = {
  content: string;
  thumbnail: { bytes: Uint8Array; contentType: string } | null;
  pagesTotal: number;
  /** Where each page's text starts in the content, when it was read page by page (core/extraction/page-texts.ts). */
  pageStarts: number[] | null;
};

export type ReaderMessage =
  | { type: 'progress'; pagesDone: number; pagesTotal: number }
  | ({ type: 'read' } & ReadResult)
  /** The file cannot be read: `reason` is what the Worker records as the document's processing error. */
  | { type: 'unreadable'; reason: string; code: ExtractionErrorCode | null }
  /** Anything else (a download that failed, a bug): the Worker would retry these, never record them. */
  | { type: 'failed'; message: string };

/** A thumbnail is a nicety: a file whose first page cannot be drawn keeps its type icon, and its text. */
async function thumbnailOrNone(make: () => Promise<NonNullable<ReadResult['thumbnail']>>): Promise<ReadResult['thumbnail']> {
  try {
    return await make();
  } catch (error) {
    if (error instanceof UnreadableFileError) return null;
    throw error;
  }
}

/** Reads one file: its text, its thumbnail, its scanned pages with OCR (reporting each page), as the Worker does. */
export async function readDocumentFile(
  { bytes, fileName, mimeType, languages, carriedPages = [] }: ReadRequest,
  reportProgress: (pagesDone: number, pagesTotal: number) => void,
): Promise<ReadResult> {
  const file = new Uint8Array(bytes);
  const plan = await withinExtractionTime(planExtraction({ bytes: file, mimeType, fileName }, { maxOcrPages: DEFAULT_OCR_MAX_PAGES }));
  if ('content' in plan)
    return {
      content: plan.content,
      thumbnail: hasPages(mimeType, fileName) ? await thumbnailOrNone(async () => (await openPages(file)).thumbnail()) : null,
      pagesTotal: 0,
      pageStarts: null,
    };

  const pagesTotal = plan.pages.length;
  const carried = new Map(carriedPages.map(({ pageNumber, text }) => [pageNumber, text]));
  let pagesDone = plan.pages.filter((page, index) => !page.needsOcr || carried.has(index + 1)).length;
  reportProgress(pagesDone, pagesTotal);
  // Unlike a thumbnail, pages to read that cannot be drawn fail the document, with the reason.
  const paged = await openPages(file);
  const thumbnail = await thumbnailOrNone(() => paged.thumbnail());
  const texts: string[] = [];
  for (const [index, page] of plan.pages.entries()) {
    const known = page.needsOcr ? carried.get(index + 1) : page.text;
    if (known !== undefined) {
      texts.push(known);
      continue;
    }
    texts.push(await paged.recognize(index + 1, languages));
    reportProgress(++pagesDone, pagesTotal);
  }
  const content = joinPageTexts(texts);
  return { content, thumbnail, pagesTotal, pageStarts: pageStartsOf(texts, content) };
}

/** What the page hears of a failure: unreadable (recorded on the document) or failed (anything else). */
export function failureOf(error: unknown): ReaderMessage {
  if (error instanceof ExtractionError) return { type: 'unreadable', reason: error.message, code: error.code };
  if (error instanceof UnreadableFileError) return { type: 'unreadable', reason: error.message, code: null };
  return { type: 'failed', message: error instanceof Error ? error.message : String(error) };
}
