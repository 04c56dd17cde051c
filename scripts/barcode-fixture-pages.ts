/**
 * The pages of the barcode fixtures: a barcode drawn by ZXing's own writer (zxing-wasm) onto a white
 * page of 100 DPI, stored as a Flate grey image, and the three scanned letters of
 * tests/fixtures/ocr/small-scan-3-pages.pdf they go between, as a scanner with separator sheets and
 * labels makes them. Shared by scripts/generate-barcode-fixtures.ts (the committed fixtures) and
 * scripts/bench-pages.ts (a 20-page scan, made at each run). The same pages each time: the writer
 * and PDFium give the same bytes for the same input, but for the creation date PDFium writes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

const ROOT = path.join(import.meta.dirname, '..');
const DPI = 100;
export const [PAGE_WIDTH, PAGE_HEIGHT] = [850, 1100];

prepareZXingModule({
  overrides: { wasmBinary: readFileSync(path.join(ROOT, 'node_modules/zxing-wasm/dist/writer/zxing_writer.wasm')).buffer },
});

type Drawing = { moduleSize: number; barHeight?: number };

/** A white grey page with the barcode drawn at (150, 200), each module `moduleSize` pixels (a linear code `barHeight` high). */
export async function drawBarcode(text: string, format: string, { moduleSize, barHeight = 0 }: Drawing) {
  const { symbol, error } = await writeBarcode(text, { format: format as never, scale: 1 });
  if (error) throw new Error(error);
  const page = new Uint8Array(PAGE_WIDTH * PAGE_HEIGHT).fill(255);
  const [left, top] = [150, 200];
  const rows = barHeight ? Math.ceil(barHeight / moduleSize) : symbol.height;
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < symbol.width; column++) {
      const value = symbol.data[(barHeight ? 0 : row) * symbol.width + column]!;
      for (let dy = 0; dy < moduleSize; dy++)
        page.fill(
          value,
          (top + row * moduleSize + dy) * PAGE_WIDTH + left + column * moduleSize,
          (top + row * moduleSize + dy) * PAGE_WIDTH + left + (column + 1) * moduleSize,
        );
    }
  return page;
}

/** The barcode's page as a one-page PDF. */
export const barcodePage = async (text: string, format: string, drawing: Drawing) => pageAsPdf(await drawBarcode(text, format, drawing));

/** One page of a grey image, Flate-compressed, at DPI. */
function pageAsPdf(pixels: Uint8Array): Uint8Array {
  const image = deflateSync(pixels);
  const [width, height] = [(PAGE_WIDTH * 72) / DPI, (PAGE_HEIGHT * 72) / DPI];
  const content = `q ${width} 0 0 ${height} 0 0 cm /Im0 Do Q`;
  const parts: (string | Uint8Array)[] = [];
  const offsets: number[] = [];
  let size = 0;
  const append = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? new TextEncoder().encode(part) : part;
    parts.push(bytes);
    size += bytes.length;
  };
  const object = (number: number, body: string | Uint8Array[]) => {
    offsets[number] = size;
    append(`${number} 0 obj\n`);
    for (const part of typeof body === 'string' ? [body] : body) append(part);
    append('\nendobj\n');
  };
  append('%PDF-1.4\n');
  object(1, '<</Type/Catalog/Pages 2 0 R>>');
  object(2, '<</Type/Pages/Kids[3 0 R]/Count 1>>');
  object(3, `<</Type/Page/Parent 2 0 R/MediaBox[0 0 ${width} ${height}]/Resources<</XObject<</Im0 4 0 R>>>>/Contents 5 0 R>>`);
  object(4, [
    new TextEncoder().encode(
      `<</Type/XObject/Subtype/Image/Width ${PAGE_WIDTH}/Height ${PAGE_HEIGHT}/ColorSpace/DeviceGray/BitsPerComponent 8/Filter/FlateDecode/Length ${image.length}>>\nstream\n`,
    ),
    image,
    new TextEncoder().encode('\nendstream'),
  ]);
  object(5, `<</Length ${content.length}>>\nstream\n${content}\nendstream`);
  const xref = size;
  append(
    `xref\n0 6\n0000000000 65535 f \n${offsets
      .slice(1)
      .map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
      .join('')}`,
  );
  append(`trailer\n<</Size 6/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`);
  const pdf = new Uint8Array(size);
  let position = 0;
  for (const part of parts as Uint8Array[]) {
    pdf.set(part, position);
    position += part.length;
  }
  return pdf;
}

const letters = new Uint8Array(readFileSync(path.join(ROOT, 'tests/fixtures/ocr/small-scan-3-pages.pdf')));

/** Page `page` (1 to 3) of the scanned letters, as a source of PdfDocument.compose. */
export const letter = (page: number) => ({ bytes: letters, pages: [{ page, quarterTurns: 0 }] });
