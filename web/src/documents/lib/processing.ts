import type { Document } from '@/api/types';

type Processing = Document['processing'];

/**
 * What the screens say of a document whose text is being made: 'extracting' while it waits or its
 * text is extracted; 'reading' while its scanned pages are read with OCR, with the page at work (the
 * one after those done, 1 to pagesTotal) and the share done, or without pages before their count is known.
 */
export type ProcessingProgress =
  | { step: 'extracting' }
  | { step: 'reading'; pages: { page: number; total: number; percent: number } | null };

/** Spec: while the text of a document is being extracted, the detail polls it every 2 seconds. */
export const PROCESSING_POLL_INTERVAL_MS = 2000;
/** A list with a document being processed on screen polls too, less often: a page holds up to 100 rows. */
export const LIST_PROCESSING_POLL_INTERVAL_MS = 3000;

/** Whether the server is still working on the text: the screens poll and show the progress meanwhile. */
export const isBeingProcessed = ({ status }: Pick<Processing, 'status'>) => status === 'pending' || status === 'processing';

/** The progress to show, or null once processing is done or failed. */
export function getProcessingProgress({ status, pagesDone, pagesTotal }: Processing): ProcessingProgress | null {
  if (status === 'pending') return { step: 'extracting' };
  if (status !== 'processing') return null;
  if (pagesTotal <= 0) return { step: 'reading', pages: null };
  const done = Math.min(Math.max(pagesDone, 0), pagesTotal);
  return {
    step: 'reading',
    pages: { page: Math.min(done + 1, pagesTotal), total: pagesTotal, percent: Math.floor((done / pagesTotal) * 100) },
  };
}

/** The refetch interval of a list or search page: polling while a listed document is being processed, else none. */
export const listRefetchInterval = (documents: readonly Pick<Document, 'processing'>[] | undefined): number | false =>
  documents?.some((document) => isBeingProcessed(document.processing)) ? LIST_PROCESSING_POLL_INTERVAL_MS : false;
