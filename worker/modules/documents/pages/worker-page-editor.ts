import pdfium from '@embedpdf/pdfium/pdfium.wasm';
import type { PageEdit } from '../../../../core/pages/page-edits';
import { onePageAtATime } from './one-page-at-a-time';
import { PageEditError } from '../../../../core/pages/page-edit-error';
import { pageEditRefused } from '../../../../core/documents/documents.errors';

type PageEdits = typeof import('../../../../core/pages/page-edits');
type Pdfium = Awaited<ReturnType<typeof import('../../../../core/pages/pdfium').createPdfium>>;

/**
 * Runs a page operation with a PDFium instance of its own, gone with its memory afterwards, one
 * operation or page reading at a time in the isolate (each holds files and PDFium's copies of them).
 * The code is loaded by the first one, not at the Worker's startup. A file or a plan the editor
 * refuses is the API's 400, said here once for every operation.
 */
function withPdfium<T>(operate: (pdfium: Pdfium, edits: PageEdits) => T): Promise<T> {
  return onePageAtATime(async () => {
    const [{ createPdfium }, edits] = await Promise.all([
      import('../../../../core/pages/pdfium'),
      import('../../../../core/pages/page-edits'),
    ]);
    const instance = await createPdfium(pdfium);
    try {
      return operate(instance, edits);
    } catch (error) {
      if (!(error instanceof PageEditError)) throw error;
      throw pageEditRefused(error);
    }
  });
}

/** A file's pages rotated, deleted and reordered (core/pages/page-edits.ts). */
export const editPagesInWorker = (bytes: Uint8Array, pages: readonly PageEdit[]) =>
  withPdfium((instance, { editPages }) => editPages(instance, bytes, pages));

/** A new PDF of pages of several files: a split's part, a merge. */
export const composePagesInWorker = (sources: readonly { bytes: Uint8Array; pages?: readonly PageEdit[] }[]) =>
  withPdfium((instance, { composePages }) => composePages(instance, sources));

/** A file's pages and their rotations, for the editor. */
export const pagesInWorker = (bytes: Uint8Array) => withPdfium((instance, { pagesOfFile }) => pagesOfFile(instance, bytes));
