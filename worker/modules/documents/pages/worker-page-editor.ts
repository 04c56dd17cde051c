import pdfium from '@embedpdf/pdfium/pdfium.wasm';
import pdfiumCallbacks from '../../../../core/pages/pdfium-callbacks.wasm';
import webpDecoder from '@jsquash/webp/codec/dec/webp_dec.wasm';
import type { PageEdit, PageEditTools } from '../../../../core/pages/page-edits';
import { onePageAtATime } from './one-page-at-a-time';
import { PageEditError } from '../../../../core/pages/page-edit-error';
import { pageEditRefused } from '../../../../core/documents/documents.errors';

type PageEdits = typeof import('../../../../core/pages/page-edits');

/**
 * Runs a page operation with a PDFium instance of its own (and a WebP decoder of its own for a WebP),
 * gone with its memory afterwards, one operation or page reading at a time in the isolate (each holds
 * files and PDFium's copies of them).
 * The code is loaded by the first one, not at the Worker's startup. A file or a plan the editor
 * refuses is the API's 400, said here once for every operation.
 */
function withPdfium<T>(operate: (tools: PageEditTools, edits: PageEdits) => Promise<T>): Promise<T> {
  return onePageAtATime(async () => {
    const [{ createPdfium }, edits] = await Promise.all([
      import('../../../../core/pages/pdfium'),
      import('../../../../core/pages/page-edits'),
    ]);
    const tools = { pdfium: await createPdfium({ pdfium, pdfiumCallbacks }), webpDecoder: async () => webpDecoder };
    try {
      return await operate(tools, edits);
    } catch (error) {
      if (!(error instanceof PageEditError)) throw error;
      throw pageEditRefused(error);
    }
  });
}

/** A file's pages rotated, deleted and reordered (core/pages/page-edits.ts). */
export const editPagesInWorker = (bytes: Uint8Array, pages: readonly PageEdit[]) =>
  withPdfium((tools, { editPages }) => editPages(tools, bytes, pages));

/** A new PDF of pages of several files: a split's part, a merge. */
export const composePagesInWorker = (sources: readonly { bytes: Uint8Array; pages?: readonly PageEdit[] }[]) =>
  withPdfium((tools, { composePages }) => composePages(tools, sources));

/** A file's pages and their rotations, for the editor. */
export const pagesInWorker = (bytes: Uint8Array) => withPdfium((tools, { pagesOfFile }) => pagesOfFile(tools, bytes));
