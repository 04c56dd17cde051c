// The Worker's side of core/pages: the WebAssembly modules bundled with the script (Workers compile
// WebAssembly only at deploy time), and the OCR models read from the static assets (dist/client/ocr/,
// copied from the @tesseract.js-data packages at build time), so that 15 MB of models stay out of the script.
import pdfium from '@embedpdf/pdfium/pdfium.wasm';
import pdfiumCallbacks from '../../../../core/pages/pdfium-callbacks.wasm';
import webpDecoder from '@jsquash/webp/codec/dec/webp_dec.wasm';
import webpEncoder from '@jsquash/webp/codec/enc/webp_enc_simd.wasm';
import tesseract from 'tesseract.js-core/tesseract-core-simd-lstm.wasm';
import type { createPageReader } from '../../../../core/pages/page-reader';
import { ocrModelPath } from '../../../../core/pages/ocr-languages';

type PageReader = ReturnType<typeof createPageReader>;

let reader: Promise<PageReader> | undefined;

/**
 * One reader per isolate: its OCR engine, with its models loaded, serves the next page too. The
 * reader's code (the JavaScript of PDFium and of the OCR engine, the image decoders) is loaded by
 * the first page an isolate reads, not at the Worker's startup (README, "Startup time").
 */
export function workerPageReader(assets: Fetcher): Promise<PageReader> {
  reader ??= import('../../../../core/pages/page-reader').then(({ createPageReader }) =>
    createPageReader({
      modules: { pdfium, pdfiumCallbacks, webpDecoder, webpEncoder },
      instantiateEngine: (imports) => WebAssembly.instantiate(tesseract, imports),
      async loadModel(name) {
        const response = await assets.fetch(new Request(new URL(ocrModelPath(name), 'https://assets.local')));
        if (!response.ok)
          throw new Error(`The OCR model ${name} is missing from the static assets (${response.status}): run npm run build`);
        return new Uint8Array(await response.arrayBuffer());
      },
    }),
  );
  return reader;
}
