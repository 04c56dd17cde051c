// The page editor's operations as the Worker runs them (worker/modules/documents/pages/worker-page-editor.ts
// and page-editor/page-images.service.ts), with the same core/pages code, inside a Web Worker of the demo
// (page-operations.worker.ts): a PDFium of their own for each (and a WebP decoder for a WebP), from the
// modules the demo's host compiled.
import { composePages, editPages, pagesOfFile, type PageEdit } from '../../../../core/pages/page-edits';
import { PageEditError } from '../../../../core/pages/page-edit-error';
import { createPdfium } from '../../../../core/pages/pdfium';
import { UnreadableFileError } from '../../../../core/pages/unreadable-file-error';
import { compiledPageModule, openPages } from '../reading/page-host';

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

/** The compiled modules the editor's operations use, each compiled when first asked for. */
export type PageEditModules = Record<'pdfium' | 'pdfiumCallbacks' | 'webpDecoder', () => Promise<WebAssembly.Module>>;

const compiledPageEditModules: PageEditModules = {
  pdfium: () => compiledPageModule('pdfium'),
  pdfiumCallbacks: () => compiledPageModule('pdfiumCallbacks'),
  webpDecoder: () => compiledPageModule('webpDecoder'),
};

async function resultOf(operation: PageOperation, modules: PageEditModules): Promise<ResultOf[keyof ResultOf]> {
  // Drawn as the Worker draws a page image: the page as its thumbnail would be.
  if (operation.type === 'image') return (await openPages(operation.bytes)).thumbnail(operation.pageNumber);
  const [pdfium, pdfiumCallbacks] = await Promise.all([modules.pdfium(), modules.pdfiumCallbacks()]);
  const tools = { pdfium: await createPdfium({ pdfium, pdfiumCallbacks }), webpDecoder: modules.webpDecoder };
  if (operation.type === 'list') return pagesOfFile(tools, operation.bytes);
  if (operation.type === 'edit') return editPages(tools, operation.bytes, operation.pages);
  return composePages(tools, operation.sources);
}

/** Runs one operation; what fails is answered, not thrown, so that it crosses to the page as data. */
export async function runPageOperation(operation: PageOperation, modules = compiledPageEditModules): Promise<PageOperationAnswer> {
  try {
    return { type: 'done', result: await resultOf(operation, modules) };
  } catch (error) {
    if (error instanceof PageEditError) return { type: 'refused', reason: error.reason, message: error.message };
    if (error instanceof UnreadableFileError) return { type: 'undrawable', message: error.message };
    return { type: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
