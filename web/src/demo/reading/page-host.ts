/// <reference path="../../../../core/pages/vendor.d.ts" />
// The browser's host of core/pages, for every Web Worker of the demo that opens pages (the reader of
// uploads, the page editor): each WebAssembly module compiled from its URL the first time a file needs
// it, once per Web Worker; the OCR models fetched from the same origin's /ocr/.
import pdfiumUrl from '@embedpdf/pdfium/pdfium.wasm?url';
// Not inlined as a data: URL, as Vite would a file this small: the policy lets the demo fetch from its own origin only.
import pdfiumCallbacksUrl from '../../../../core/pages/pdfium-callbacks.wasm?url&no-inline';
import webpDecoderUrl from '@jsquash/webp/codec/dec/webp_dec.wasm?url';
import webpEncoderUrl from '@jsquash/webp/codec/enc/webp_enc_simd.wasm?url';
import tesseractUrl from 'tesseract.js-core/tesseract-core-simd-lstm.wasm?url';
import { sniffImageFormat } from '../../../../core/pages/image-decoders';
import { ocrModelPath } from '../../../../core/pages/ocr-languages';
import { createPageReader, isPdf as isPdfFile, type PagedFile, type PagesHost } from '../../../../core/pages/page-reader';

type PageModuleName = keyof PagesHost['modules'];

const PAGE_MODULE_URLS: Record<PageModuleName, string> = {
  pdfium: pdfiumUrl,
  pdfiumCallbacks: pdfiumCallbacksUrl,
  webpDecoder: webpDecoderUrl,
  webpEncoder: webpEncoderUrl,
};

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
  if (isPdfFile(bytes)) return ['pdfium', 'pdfiumCallbacks', 'webpEncoder'];
  const format = sniffImageFormat(bytes);
  if (format === 'jpeg') return ['pdfium', 'pdfiumCallbacks', 'webpEncoder'];
  if (format === 'webp') return ['webpDecoder', 'webpEncoder'];
  return format ? ['webpEncoder'] : [];
}

const pageReader = createPageReader({
  modules: {
    get pdfium() {
      return readyPageModule('pdfium');
    },
    get pdfiumCallbacks() {
      return readyPageModule('pdfiumCallbacks');
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

export async function openPages(bytes: Uint8Array): Promise<PagedFile> {
  await Promise.all(
    pageModulesFor(bytes).map(async (name) => {
      readyPageModules[name] ??= await compiled(PAGE_MODULE_URLS[name]);
    }),
  );
  return pageReader.open({ bytes });
}

/** PDFium's module and the WebP decoder's, for the page editor's operations (core/pages/page-edits.ts). */
export const compiledPageModule = (name: 'pdfium' | 'pdfiumCallbacks' | 'webpDecoder'): Promise<WebAssembly.Module> =>
  compiled(PAGE_MODULE_URLS[name]);
