// PDFium's two modules compiled in Node from the repository's files, for the scripts that run core/pages
// outside the Worker (which imports the .wasm files): the benchmarks and the fixtures' generator.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PdfiumModules } from '../core/pages/pdfium.ts';

const require = createRequire(import.meta.url);

export const nodePdfiumModules: PdfiumModules = {
  pdfium: new WebAssembly.Module(readFileSync(require.resolve('@embedpdf/pdfium/pdfium.wasm'))),
  pdfiumCallbacks: new WebAssembly.Module(readFileSync(new URL('../core/pages/pdfium-callbacks.wasm', import.meta.url))),
};
