/**
 * Writes the barcode fixtures of tests/fixtures/barcodes/ (the Worker's barcode tests read them):
 *   node --experimental-transform-types --import ./scripts/node-ts-hooks.mjs scripts/generate-barcode-fixtures.ts
 *
 * Barcode pages between the three scanned letters (scripts/barcode-fixture-pages.ts), joined by
 * PDFium's page copies:
 *   separator-scan.pdf  letter 1, a QR "PATCH T" sheet, letter 2, a sheet, letter 3 (5 pages → 3 documents)
 *   asn-label.pdf       letter 1, then a page with a Code 128 "ASN00042" label
 *   tag-label.pdf       a page with a DataMatrix "TAG:Invoices", then letter 2
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPdfium, PdfDocument } from '../core/pages/pdfium.ts';
import { barcodePage, letter } from './barcode-fixture-pages.ts';

const ROOT = path.join(import.meta.dirname, '..');
const OUTPUT = path.join(ROOT, 'tests', 'fixtures', 'barcodes');

const pdfium = await createPdfium(new WebAssembly.Module(readFileSync(path.join(ROOT, 'node_modules/@embedpdf/pdfium/dist/pdfium.wasm'))));
const whole = (bytes: Uint8Array) => ({ bytes });

const separator = await barcodePage('PATCH T', 'QRCode', { moduleSize: 8 });
const asn = await barcodePage('ASN00042', 'Code128', { moduleSize: 3, barHeight: 120 });
const tag = await barcodePage('TAG:Invoices', 'DataMatrix', { moduleSize: 10 });
const fixtures = {
  'separator-scan.pdf': [letter(1), whole(separator), letter(2), whole(separator), letter(3)],
  'asn-label.pdf': [letter(1), whole(asn)],
  'tag-label.pdf': [whole(tag), letter(2)],
};
for (const [name, sources] of Object.entries(fixtures)) {
  writeFileSync(path.join(OUTPUT, name), PdfDocument.compose(pdfium, sources).bytes);
  console.log(`tests/fixtures/barcodes/${name}`);
}
