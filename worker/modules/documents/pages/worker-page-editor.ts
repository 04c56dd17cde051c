import pdfium from '@embedpdf/pdfium/pdfium.wasm';
import type { PageEdit } from '../../../../core/pages/page-edits';
import { onePageAtATime } from './one-page-at-a-time';

/**
 * Edits a file's pages with a PDFium instance of its own, gone with its memory afterwards, one edit or
 * page reading at a time in the isolate (both hold a file and PDFium's copy of it). The code is loaded
 * by the first edit, not at the Worker's startup.
 */
export function editPagesInWorker(bytes: Uint8Array, pages: readonly PageEdit[]): Promise<{ bytes: Uint8Array; pageCount: number }> {
  return onePageAtATime(async () => {
    const [{ createPdfium }, { editPages }] = await Promise.all([
      import('../../../../core/pages/pdfium'),
      import('../../../../core/pages/page-edits'),
    ]);
    return editPages(await createPdfium(pdfium), bytes, pages);
  });
}
