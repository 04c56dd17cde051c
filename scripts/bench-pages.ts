/**
 * The page editor's and the barcode reader's figures: `npm run bench:pages`.
 *
 * In Node, with the Worker's own code (core/pages) and WebAssembly (PDFium, zxing-wasm), one fresh
 * PDFium per operation as the Worker makes it, on scans of pages of grey noise, which no codec
 * shrinks (150 KB a page, as a 200 DPI JPEG scan of a letter; 2 MB a page for the size limit):
 *   1. rotate one page of a 50-page scan;
 *   2. delete 10 pages of 100;
 *   3. split 100 pages into 10 documents;
 *   4. merge 10 documents of 10 pages;
 *   5. at DOCUMENTS_PAGE_EDIT_MAX_BYTES (30 MiB): rotate one page of a 100-page scan, and merge 10
 *      documents of 10 such pages, with the peak memory of PDFium and the files held in JavaScript;
 *   6. barcodes looked for on a page drawn as OCR draws it (300 DPI within 7 MP), CPU per page;
 *   7. a 20-page scan with 3 separator sheets (scripts/barcode-fixture-pages.ts, made here), read page
 *      by page as the pages queue reads it (OCR and barcodes), then split as the Worker splits it
 *      (worker/modules/documents/page-editor/barcode-actions.service.ts): the documents it becomes,
 *      the OCR recognitions that ran, counted at the engine, with CPU and wall time.
 * 1 to 5 print their CPU time (median of 5) and PDFium's WebAssembly memory after it (it only grows,
 * so that is the peak). What happens after an edit (the new version read: OCR only on turned pages)
 * is the OCR benchmark's (`npm run bench:ocr`: seconds per page) and is not repeated here; 7 runs once.
 */
import { randomFillSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { barcodeActions, DEFAULT_BARCODE_SETTINGS, isSeparatorSheet } from '../core/documents/barcode-settings.ts';
import { composePages, editPages, type PageEdit, type PageEditTools } from '../core/pages/page-edits.ts';
import { readBarcodes } from '../core/pages/barcodes.ts';
import { OcrEngine } from '../core/pages/ocr-engine.ts';
import { carriedPagesOf } from '../core/pages/page-edit-plan.ts';
import { DEFAULT_PAGE_EDIT_LIMITS } from '../core/pages/page-edit-limits.ts';
import { createPageReader } from '../core/pages/page-reader.ts';
import { createPdfium, PdfDocument } from '../core/pages/pdfium.ts';
import { barcodePage, letter } from './barcode-fixture-pages.ts';
import { nodePdfiumModules } from './node-pdfium.ts';

const ROOT = path.join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const compile = (specifier: string) => new WebAssembly.Module(readFileSync(require.resolve(specifier)));
const webpDecoderWasm = compile('@jsquash/webp/codec/dec/webp_dec.wasm');
const zxingWasm = new WebAssembly.Module(readFileSync(path.join(ROOT, 'node_modules/zxing-wasm/dist/reader/zxing_reader.wasm')));
const separatorSheets = new Uint8Array(readFileSync(path.join(ROOT, 'tests/fixtures/barcodes/separator-scan.pdf')));
const RUNS = 5;
const MAX_BYTES = DEFAULT_PAGE_EDIT_LIMITS.maxBytes;

type Pdfium = Awaited<ReturnType<typeof createPdfium>>;
const memoryOf = (pdfium: Pdfium) => (pdfium.pdfium as unknown as { HEAPU8: Uint8Array }).HEAPU8.buffer.byteLength;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/** A fresh PDFium, as the Worker makes one per operation. */
const freshTools = async (): Promise<PageEditTools> => ({
  pdfium: await createPdfium(nodePdfiumModules),
  webpDecoder: async () => webpDecoderWasm,
});

/** A scan of `pages` pages of noise of `pixels` pixels each. */
async function scanOf(pages: number, [width, height] = [350, 430]) {
  return (
    await composePages(
      await freshTools(),
      Array.from({ length: pages }, () => ({ bytes: noisePage(width, height) })),
    )
  ).bytes;
}

/** An A4 page of grey noise, Flate-compressed: it stays as large as its pixels whatever compresses it. */
function noisePage(width: number, height: number) {
  const pixels = randomFillSync(new Uint8Array(width * height));
  const image = deflateSync(pixels);
  const head = `%PDF-1.4\n1 0 obj\n<</Type/Catalog/Pages 2 0 R>>\nendobj\n2 0 obj\n<</Type/Pages/Kids[3 0 R]/Count 1>>\nendobj\n3 0 obj\n<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</XObject<</Im0 4 0 R>>>>/Contents 5 0 R>>\nendobj\n4 0 obj\n<</Type/XObject/Subtype/Image/Width ${width}/Height ${height}/ColorSpace/DeviceGray/BitsPerComponent 8/Filter/FlateDecode/Length ${image.length}>>\nstream\n`;
  const tail =
    '\nendstream\nendobj\n5 0 obj\n<</Length 32>>\nstream\nq 595 0 0 842 0 0 cm /Im0 Do Q\nendstream\nendobj\ntrailer\n<</Root 1 0 R>>\n%%EOF\n';
  return new Uint8Array([...new TextEncoder().encode(head), ...image, ...new TextEncoder().encode(tail)]);
}

async function measure(name: string, operate: (tools: PageEditTools) => Promise<unknown>) {
  const times: number[] = [];
  let memory = 0;
  for (let run = 0; run < RUNS; run++) {
    const tools = await freshTools();
    const started = process.cpuUsage();
    await operate(tools);
    const { user, system } = process.cpuUsage(started);
    times.push((user + system) / 1000);
    memory = Math.max(memory, memoryOf(tools.pdfium));
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(52)} ${`${Math.round(times[Math.floor(RUNS / 2)]!)} ms`.padStart(8)}   PDFium memory ${megabytes(memory)}`);
  return memory;
}

const keep = (count: number, except: number[] = []): PageEdit[] =>
  Array.from({ length: count }, (_, index) => ({ page: index + 1, rotate: 0 as const })).filter(({ page }) => !except.includes(page));

const scan50 = await scanOf(50);
const scan100 = await scanOf(100);
const scan10 = await scanOf(10);
console.log(
  `Scans of noise: 50 pages ${megabytes(scan50.length)}, 100 pages ${megabytes(scan100.length)}, 10 pages ${megabytes(scan10.length)}\n`,
);
await measure('1. rotate page 2 of a 50-page scan', (tools) =>
  editPages(
    tools,
    scan50,
    keep(50).map((page) => (page.page === 2 ? { ...page, rotate: 90 } : page)),
  ),
);
await measure('2. delete 10 pages of 100', (tools) => editPages(tools, scan100, keep(100, [5, 15, 25, 35, 45, 55, 65, 75, 85, 95])));
await measure('3. split 100 pages into 10 documents', async (tools) => {
  for (let part = 0; part < 10; part++)
    await composePages(tools, [{ bytes: scan100, pages: keep(10).map(({ page }) => ({ page: part * 10 + page, rotate: 0 })) }]);
});
await measure('4. merge 10 documents of 10 pages', (tools) =>
  composePages(
    tools,
    Array.from({ length: 10 }, () => ({ bytes: scan10 })),
  ),
);

// 100 pages of a hundredth of the limit each (pixels and about 1 KB of PDF around them).
const LARGE_PAGE_SIDE = Math.floor(Math.sqrt(MAX_BYTES / 100 - 1200));
const large = await scanOf(100, [LARGE_PAGE_SIDE, LARGE_PAGE_SIDE]);
const largeTenth = await scanOf(10, [LARGE_PAGE_SIDE, LARGE_PAGE_SIDE]);
console.log(
  `\nAt the size limit (${megabytes(MAX_BYTES)}): a 100-page scan of ${megabytes(large.length)}, 10 of ${megabytes(largeTenth.length)}`,
);
const largeRotation = await measure('5. rotate page 1 of the 100 pages', (tools) =>
  editPages(
    tools,
    large,
    keep(100).map((page) => (page.page === 1 ? { ...page, rotate: 90 } : page)),
  ),
);
// The Worker also holds the file read from R2 and the one PDFium writes, both in JavaScript.
console.log(`   with the file and the new one in JavaScript: ${megabytes(largeRotation + 2 * large.length)} of the isolate's 128 MB`);
const largeMerge = await measure('   merge the 10 documents of 10 pages', (tools) =>
  composePages(
    tools,
    Array.from({ length: 10 }, () => ({ bytes: largeTenth })),
  ),
);
console.log(`   with the files and the new one in JavaScript: ${megabytes(largeMerge + 20 * largeTenth.length)} of the isolate's 128 MB`);

const pdfium = await createPdfium(nodePdfiumModules);
const page = PdfDocument.open(pdfium, separatorSheets).render(1, { dpi: 300, maxPixels: 7_000_000 }, 1);
const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const started = process.cpuUsage();
  await readBarcodes(zxingWasm, page);
  const { user, system } = process.cpuUsage(started);
  times.push((user + system) / 1000);
}
times.sort((a, b) => a - b);
console.log(
  `\n6. barcodes on a separator sheet (US letter) drawn for OCR (${page.width} × ${page.height}, 7 MP at most): ${Math.round(times[Math.floor(RUNS / 2)]!)} ms of CPU (median of ${RUNS}; the first, with the reader's start: ${Math.round(Math.max(...times))} ms)`,
);

// 7. A batch scan: 17 pages of letters in runs of 5, 4, 4 and 4, a separator sheet between runs.
const SEPARATOR_TEXT = 'PATCH T';
const sheet = await barcodePage(SEPARATOR_TEXT, 'QRCode', { moduleSize: 8 });
const { bytes: batchScan, pageCounts } = PdfDocument.compose(
  pdfium,
  [5, 4, 4, 4].flatMap((letters, run) => [
    ...(run > 0 ? [{ bytes: sheet }] : []),
    ...Array.from({ length: letters }, (_, index) => letter((index % 3) + 1)),
  ]),
);
const pageCount = pageCounts.reduce((sum, count) => sum + count, 0);

// Counted at the engine: every OCR recognition, whoever asks for it.
let recognitions = 0;
const recognize = OcrEngine.prototype.recognize;
OcrEngine.prototype.recognize = function (this: OcrEngine, ...args: Parameters<typeof recognize>) {
  recognitions++;
  return recognize.apply(this, args);
};
// As the Worker's host (worker-page-reader.ts): no engine kept between pages, the models as the static assets serve them.
const tesseractWasm = compile('tesseract.js-core/tesseract-core-simd-lstm.wasm');
const reader = createPageReader({
  modules: {
    ...nodePdfiumModules,
    webpDecoder: webpDecoderWasm,
    webpEncoder: compile('@jsquash/webp/codec/enc/webp_enc_simd.wasm'),
  },
  instantiateEngine: async (imports) => new WebAssembly.Instance(tesseractWasm, imports),
  loadModel: async (name) =>
    new Uint8Array(readFileSync(require.resolve(`@tesseract.js-data/${name}/4.0.0_best_int/${name}.traineddata.gz`))),
});

/** Runs `work`, then prints its CPU and wall time after `label`. */
async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const [cpuStarted, wallStarted] = [process.cpuUsage(), performance.now()];
  const result = await work();
  const { user, system } = process.cpuUsage(cpuStarted);
  console.log(
    `   ${label}: ${((user + system) / 1e6).toFixed(1)} s of CPU, ${((performance.now() - wallStarted) / 1000).toFixed(1)} s wall`,
  );
  return result;
}

console.log(`\n7. a ${pageCount}-page scan with 3 separator sheets (${megabytes(batchScan.length)})`);
const barcodeSettings = { ...DEFAULT_BARCODE_SETTINGS, separator: { isEnabled: true, text: SEPARATOR_TEXT } };
const texts: string[] = [];
const barcodes: string[][] = [];
// As the pages queue reads it: a message a page, the file opened anew, the thumbnail with the first.
await timed(`read, ${pageCount} pages (barcodes on the page drawn for OCR, then OCR but of a separator sheet)`, async () => {
  for (let pageNumber = 1; pageNumber <= pageCount; pageNumber++) {
    const file = await reader.open({ bytes: batchScan });
    if (pageNumber === 1) await file.thumbnail();
    texts.push(
      await file.recognize(pageNumber, ['en'], async (page) => {
        const found = (await readBarcodes(zxingWasm, page)).map(({ text }) => text);
        barcodes.push(found);
        return { readText: !isSeparatorSheet(barcodeSettings, found) };
      }),
    );
  }
});
const recognitionsReading = recognitions;
const { parts } = barcodeActions(barcodeSettings, barcodes);
// As barcode-actions.service.ts: the later parts new documents, the first this document's new version; each carries its pages' texts.
const files = await timed(`split into ${parts.length} documents`, async () => {
  const partFiles = [];
  for (const { pages } of parts.slice(1))
    partFiles.push(
      (await composePages(await freshTools(), [{ bytes: batchScan, pages: pages.map((page) => ({ page, rotate: 0 })) }])).bytes,
    );
  const firstPages = parts[0]!.pages.map((page) => ({ page, rotate: 0 as const }));
  return [(await editPages(await freshTools(), batchScan, firstPages)).bytes, ...partFiles];
});
// Reading the documents made: each one's thumbnail, OCR only for the pages that carry no text.
await timed('read the documents made', async () => {
  for (const [index, { pages }] of parts.entries()) {
    const carried = new Set(
      carriedPagesOf(
        pages.map((page) => ({ page, rotate: 0 as const })),
        texts,
      ).map(({ pageNumber }) => pageNumber),
    );
    const file = await reader.open({ bytes: files[index]! });
    await file.thumbnail();
    for (let pageNumber = 1; pageNumber <= pages.length; pageNumber++)
      if (!carried.has(pageNumber)) await file.recognize(pageNumber, ['en']);
  }
});
console.log(
  `   ${parts.length} documents (${parts.map(({ pages }) => pages.length).join(', ')} pages); OCR recognitions: ${recognitionsReading} reading the scan, ${recognitions - recognitionsReading} reading the documents made, ${recognitions} in all`,
);
