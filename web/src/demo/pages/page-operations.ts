// The page editor's operations as the Worker runs them (worker/modules/documents/pages/worker-page-editor.ts
// and page-editor/page-images.service.ts), with the same core/pages code, inside a Web Worker of the demo
// (page-operations.worker.ts): a PDFium of their own for each, from the module the demo's host compiled.
import { composePages, editPages, pagesOfFile, type PageEdit } from '../../../../core/pages/page-edits';
import { PageEditError } from '../../../../core/pages/page-edit-error';
import { createPdfium } from '../../../../core/pages/pdfium';
import { UnreadableFileError } from '../../../../core/pages/unreadable-file-error';
import { compiledPdfium, openPages } from '../reading/page-host';

export type PageOperation =
  | { type: 'list'; bytes: Uint8Array }
  | { type: 'image'; bytes: Uint8Array; pageNumber: number }
  | { type: 'edit'; bytes: Uint8Array; pages: PageEdit[] }
  | { type: 'compose'; sources: { bytes: Uint8Array; pages?: PageEdit[] }[] };

type ResultOf = {
  list: { number: number; rotation: number }[];
  image: { bytes: Uint8Array; contentType: string };
  edit: { bytes: Uint8Array; pageCount: number };
  compose: { bytes: Uint8Array; pageCounts: number[] };
};
export type PageOperationResult<Type extends PageOperation['type']> = ResultOf[Type];

export type PageOperationAnswer =
  | { type: 'done'; result: ResultOf[keyof ResultOf] }
  /** The editor refuses the file or the plan (PageEditError): the API's 400. */
  | { type: 'refused'; reason: PageEditError['reason']; message: string }
  /** The page cannot be drawn (UnreadableFileError). */
  | { type: 'undrawable'; message: string }
  /** Anything else: a module that could not be downloaded, a bug. */
  | { type: 'failed'; message: string };

export type RunPageOperation = (operation: PageOperation) => Promise<PageOperationAnswer>;

async function resultOf(operation: PageOperation, pdfiumModule: () => Promise<WebAssembly.Module>): Promise<ResultOf[keyof ResultOf]> {
  // Drawn as the Worker draws a page image: the page as its thumbnail would be.
  if (operation.type === 'image') return (await openPages(operation.bytes)).thumbnail(operation.pageNumber);
  const pdfium = await createPdfium(await pdfiumModule());
  if (operation.type === 'list') return pagesOfFile(pdfium, operation.bytes);
  if (operation.type === 'edit') return editPages(pdfium, operation.bytes, operation.pages);
  return composePages(pdfium, operation.sources);
}

/** Runs one operation; what fails is answered, not thrown, so that it crosses to the page as data. */
export async function runPageOperation(operation: PageOperation, pdfiumModule = compiledPdfium): Promise<PageOperationAnswer> {
  try {
    return { type: 'done', result: await resultOf(operation, pdfiumModule) };
  } catch (error) {
    if (error instanceof PageEditError) return { type: 'refused', reason: error.reason, message: error.message };
    if (error instanceof UnreadableFileError) return { type: 'undrawable', message: error.message };
    return { type: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
