/// <reference path="../../../../core/pages/vendor.d.ts" />
// The demo's reading of an upload, as the Worker reads one (worker/modules/documents: documents.service.ts
// plans the extraction, document-pages.service.ts reads the pages), with the browser's side of core/pages:
// each WebAssembly module compiled from its URL the first time a file needs it, the OCR models fetched
// from the same origin's /ocr/. file-reader.worker.ts runs it in a Web Worker so that OCR never holds up the page.
import pdfiumUrl from '@embedpdf/pdfium/pdfium.wasm?url';
import webpDecoderUrl from '@jsquash/webp/codec/dec/webp_dec.wasm?url';
import webpEncoderUrl from '@jsquash/webp/codec/enc/webp_enc_simd.wasm?url';
import tesseractUrl from 'tesseract.js-core/tesseract-core-simd-lstm.wasm?url';
import {
  ExtractionError,
  hasPages,
  joinPageTexts,
  planExtraction,
  withinExtractionTime,
  type ExtractionErrorCode,
} from '../../../../core/extraction/extract-text';
import { DEFAULT_OCR_MAX_PAGES } from '../../../../core/extraction/limits';
import type { DocumentLanguage } from '../../../../core/locales/document-languages';
import { sniffImageFormat } from '../../../../core/pages/image-decoders';
import { ocrModelPath } from '../../../../core/pages/ocr-languages';
import {
  createPageReader,
  isPdf as isPdfFile,
  UnreadableFileError,
  type PagedFile,
  type PagesHost,
} from '../../../../core/pages/page-reader';

export type ReadRequest = { bytes: ArrayBuffer; fileName: string; mimeType: string; languages: readonly DocumentLanguage[] };
export type ReadResult = { content: string; thumbnail: { bytes: Uint8Array; contentType: string } | null; pagesTotal: number };

export type ReaderMessage =
  | { type: 'progress'; pagesDone: number; pagesTotal: number }
  | ({ type: 'read' } & ReadResult)
  /** The file cannot be read: `reason` is what the Worker records as the document's processing error. */
  | { type: 'unreadable'; reason: string; code: ExtractionErrorCode | null }
  /** Anything else (a download that failed, a bug): the Worker would retry these, never record them. */
  | { type: 'failed'; message: string };

type PageModuleName = keyof PagesHost['modules'];

const PAGE_MODULE_URLS: Record<PageModuleName, string> = { pdfium: pdfiumUrl, webpDecoder: webpDecoderUrl, webpEncoder: webpEncoderUrl };

const compiledModules = new Map<string, Promise<WebAssembly.Module>>();

/** Compiled once per Web Worker; a failed download is not kept, so the next file tries again. */
function compiled(url: string): Promise<WebAssembly.Module> {
  let module = compiledModules.get(url);
  if (!module) {
    module = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} could not be downloaded (${response.status})`);
      return WebAssembly.compileStreaming(response);
    });
    compiledModules.set(url, module);
    module.catch(() => compiledModules.delete(url));
  }
  return module;
}

const readyPageModules: Partial<Record<PageModuleName, WebAssembly.Module>> = {};

/**
 * core/pages takes its modules compiled and reads them as it draws; openPages compiles beforehand the
 * ones the file is drawn with, so reaching any other is a mismatch with core/pages' choice of decoder.
 */
function readyPageModule(name: PageModuleName): WebAssembly.Module {
  const module = readyPageModules[name];
  if (!module) throw new Error(`The ${name} module was not compiled before core/pages drew with it`);
  return module;
}

/** PDFium draws PDFs and JPEGs (as one-page PDFs), the WebP decoder reads WebP, the encoder makes every thumbnail. */
function pageModulesFor(bytes: Uint8Array): PageModuleName[] {
  if (isPdfFile(bytes)) return ['pdfium', 'webpEncoder'];
  const format = sniffImageFormat(bytes);
  if (format === 'jpeg') return ['pdfium', 'webpEncoder'];
  if (format === 'webp') return ['webpDecoder', 'webpEncoder'];
  return format ? ['webpEncoder'] : [];
}

const pageReader = createPageReader({
  modules: {
    get pdfium() {
      return readyPageModule('pdfium');
    },
    get webpDecoder() {
      return readyPageModule('webpDecoder');
    },
    get webpEncoder() {
      return readyPageModule('webpEncoder');
    },
  },
  // One engine with its models loaded (ocr-engine.ts), this Web Worker's, for every page of every file: a
  // browser has memory to spare, so pages do not each pay for a new engine as in the Worker.
  keepsEngine: true,
  instantiateEngine: async (imports) => WebAssembly.instantiate(await compiled(tesseractUrl), imports),
  async loadModel(name) {
    // From the origin's root: the demo's pages live under /demo, the models at /ocr/ in every build.
    const response = await fetch(new URL(ocrModelPath(name), self.location.origin));
    if (!response.ok) throw new Error(`The OCR model ${name} could not be downloaded (${response.status})`);
    return new Uint8Array(await response.arrayBuffer());
  },
});

async function openPages(bytes: Uint8Array): Promise<PagedFile> {
  await Promise.all(
    pageModulesFor(bytes).map(async (name) => {
      readyPageModules[name] ??= await compiled(PAGE_MODULE_URLS[name]);
    }),
  );
  return pageReader.open({ bytes });
}

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
  { bytes, fileName, mimeType, languages }: ReadRequest,
  reportProgress: (pagesDone: number, pagesTotal: number) => void,
): Promise<ReadResult> {
  const file = new Uint8Array(bytes);
  const plan = await withinExtractionTime(planExtraction({ bytes: file, mimeType, fileName }, { maxOcrPages: DEFAULT_OCR_MAX_PAGES }));
  if ('content' in plan)
    return {
      content: plan.content,
      thumbnail: hasPages(mimeType, fileName) ? await thumbnailOrNone(async () => (await openPages(file)).thumbnail()) : null,
      pagesTotal: 0,
    };

  const pagesTotal = plan.pages.length;
  let pagesDone = plan.pages.filter((page) => !page.needsOcr).length;
  reportProgress(pagesDone, pagesTotal);
  // Unlike a thumbnail, pages to read that cannot be drawn fail the document, with the reason.
  const paged = await openPages(file);
  const thumbnail = await thumbnailOrNone(() => paged.thumbnail());
  const texts: string[] = [];
  for (const [index, page] of plan.pages.entries()) {
    if (!page.needsOcr) {
      texts.push(page.text);
      continue;
    }
    texts.push(await paged.recognize(index + 1, languages));
    reportProgress(++pagesDone, pagesTotal);
  }
  return { content: joinPageTexts(texts), thumbnail, pagesTotal };
}

/** What the page hears of a failure: unreadable (recorded on the document) or failed (anything else). */
export function failureOf(error: unknown): ReaderMessage {
  if (error instanceof ExtractionError) return { type: 'unreadable', reason: error.message, code: error.code };
  if (error instanceof UnreadableFileError) return { type: 'unreadable', reason: error.message, code: null };
  return { type: 'failed', message: error instanceof Error ? error.message : String(error) };
}
