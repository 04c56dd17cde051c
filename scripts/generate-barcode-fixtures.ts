/**
 * Writes the barcode fixtures of tests/fixtures/barcodes/ (the Worker's barcode tests read them):
 *   node --experimental-transform-types --import ./scripts/node-ts-hooks.mjs scripts/generate-barcode-fixtures.ts
 *
 * Barcodes drawn by ZXing's own writer (zxing-wasm) onto white pages of 100 DPI, stored as Flate grey
 * images, between the three scanned letters of tests/fixtures/ocr/small-scan-3-pages.pdf, joined by
 * PDFium's page copies, as a scanner with separator sheets and labels makes them:
 *   separator-scan.pdf  letter 1, a QR "PATCH T" sheet, letter 2, a sheet, letter 3 (5 pages → 3 documents)
 *   asn-label.pdf       letter 1, then a page with a Code 128 "ASN00042" label
 *   tag-label.pdf       a page with a DataMatrix "TAG:Invoices", then letter 2
 * and such pages photographed as a phone would (see Shot; no canvas in Node, so in plain pixel code),
 * in colour, 900 × 1200, saved as WebP by the encoder the Worker makes thumbnails with:
 *   asn-photo.webp      a Code 39 "ASN00043" label, 4° turned, leaning back
 *   qr-photo.webp       a QR "TAG:Receipts", −5° turned, leaning back
 * The photos are the same bytes on every run (seeded noise); the PDFs differ only in the creation date
 * PDFium writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import webpEncoderFactory from '@jsquash/webp/codec/enc/webp_enc_simd.js';
import { defaultOptions } from '@jsquash/webp/meta.js';
import { initEmscriptenModule } from '@jsquash/webp/utils.js';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';
import { createPdfium, PdfDocument } from '../core/pages/pdfium.ts';
import { seededRandom } from '../core/suggestions/suggestion-model.ts';

const ROOT = path.join(import.meta.dirname, '..');
const OUTPUT = path.join(ROOT, 'tests', 'fixtures', 'barcodes');
const DPI = 100;
const [PAGE_WIDTH, PAGE_HEIGHT] = [850, 1100];

prepareZXingModule({
  overrides: { wasmBinary: readFileSync(path.join(ROOT, 'node_modules/zxing-wasm/dist/writer/zxing_writer.wasm')).buffer },
});

type Drawing = { moduleSize: number; barHeight?: number };

/** A white grey page with the barcode drawn at (150, 200), each module `moduleSize` pixels (a linear code `barHeight` high). */
async function drawBarcode(text: string, format: string, { moduleSize, barHeight = 0 }: Drawing) {
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

/**
 * How a phone sees the page: turned `tiltDegrees` in the frame, its top edge `keystone` (a share)
 * narrower than its bottom as when the phone leans back, a lamp at the upper left leaving the far
 * corner `shadow` (a share) darker, and sensor noise of `noise` grey levels (a standard deviation)
 * drawn from `seed`.
 */
type Shot = { tiltDegrees: number; keystone: number; shadow: number; noise: number; seed: number };

const [PHOTO_WIDTH, PHOTO_HEIGHT] = [900, 1200];
/** The page fills this share of the photo's height; the desk shows around it. */
const PAGE_IN_PHOTO = 0.8;
const [PAPER, INK, DESK] = [
  [246, 241, 228],
  [28, 30, 38],
  [112, 86, 62],
];

/** The page photographed as `shot` says, in RGBA: sampled through the perspective (bilinear), lit, and noised. */
function photograph(page: Uint8Array, shot: Shot): Uint8ClampedArray {
  const toPage = inverse(squareToQuadrilateral(pageCorners(shot)));
  const random = seededRandom(shot.seed);
  const photo = new Uint8ClampedArray(PHOTO_WIDTH * PHOTO_HEIGHT * 4);
  for (let y = 0; y < PHOTO_HEIGHT; y++)
    for (let x = 0; x < PHOTO_WIDTH; x++) {
      const [u, v] = project(toPage, x + 0.5, y + 0.5);
      const isPage = u >= 0 && u <= 1 && v >= 0 && v <= 1;
      const paperShare = isPage ? bilinear(page, u * PAGE_WIDTH - 0.5, v * PAGE_HEIGHT - 0.5) / 255 : 0;
      const light = 1 - (shot.shadow * (x / PHOTO_WIDTH + y / PHOTO_HEIGHT)) / 2;
      const index = (y * PHOTO_WIDTH + x) * 4;
      for (let channel = 0; channel < 3; channel++) {
        const colour = isPage ? INK[channel]! + (PAPER[channel]! - INK[channel]!) * paperShare : DESK[channel]!;
        photo[index + channel] = colour * light + shot.noise * gaussian(random);
      }
      photo[index + 3] = 255;
    }
  return photo;
}

type Point = [number, number];
type Quadrilateral = [Point, Point, Point, Point];

/** The page's corners in the photo, clockwise from its top left. */
function pageCorners({ tiltDegrees, keystone }: Shot): Quadrilateral {
  const scale = (PAGE_IN_PHOTO * PHOTO_HEIGHT) / PAGE_HEIGHT;
  const [halfWidth, halfHeight] = [(PAGE_WIDTH * scale) / 2, (PAGE_HEIGHT * scale) / 2];
  const [cos, sin] = [Math.cos((tiltDegrees * Math.PI) / 180), Math.sin((tiltDegrees * Math.PI) / 180)];
  const placed = ([x, y]: Point): Point => [PHOTO_WIDTH / 2 + x * cos - y * sin, PHOTO_HEIGHT / 2 + x * sin + y * cos];
  const topHalfWidth = halfWidth * (1 - keystone);
  return [
    placed([-topHalfWidth, -halfHeight]),
    placed([topHalfWidth, -halfHeight]),
    placed([halfWidth, halfHeight]),
    placed([-halfWidth, halfHeight]),
  ];
}

type Homography = [number, number, number, number, number, number, number, number, number];

/** The projective map of the unit square onto the quadrilateral (Heckbert, "Fundamentals of Texture Mapping", 1989). */
function squareToQuadrilateral([[x0, y0], [x1, y1], [x2, y2], [x3, y3]]: Quadrilateral): Homography {
  const [dx1, dx2, dx3] = [x1 - x2, x3 - x2, x0 - x1 + x2 - x3];
  const [dy1, dy2, dy3] = [y1 - y2, y3 - y2, y0 - y1 + y2 - y3];
  const determinant = dx1 * dy2 - dx2 * dy1;
  const g = (dx3 * dy2 - dx2 * dy3) / determinant;
  const h = (dx1 * dy3 - dx3 * dy1) / determinant;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}

/** The adjugate: the inverse up to a scale, which a projective map ignores. */
function inverse([a, b, c, d, e, f, g, h, i]: Homography): Homography {
  return [
    e * i - f * h,
    c * h - b * i,
    b * f - c * e,
    f * g - d * i,
    a * i - c * g,
    c * d - a * f,
    d * h - e * g,
    b * g - a * h,
    a * e - b * d,
  ];
}

function project([a, b, c, d, e, f, g, h, i]: Homography, x: number, y: number): Point {
  const w = g * x + h * y + i;
  return [(a * x + b * y + c) / w, (d * x + e * y + f) / w];
}

/** The grey page at a point between pixels, its edges repeated outward. */
function bilinear(page: Uint8Array, x: number, y: number): number {
  const clamp = (value: number, size: number) => Math.min(size - 1, Math.max(0, value));
  const [left, top] = [Math.floor(x), Math.floor(y)];
  const [fx, fy] = [x - left, y - top];
  const at = (column: number, row: number) => page[clamp(row, PAGE_HEIGHT) * PAGE_WIDTH + clamp(column, PAGE_WIDTH)]!;
  const upper = at(left, top) * (1 - fx) + at(left + 1, top) * fx;
  const lower = at(left, top + 1) * (1 - fx) + at(left + 1, top + 1) * fx;
  return upper * (1 - fy) + lower * fy;
}

/** A standard normal sample (Box–Muller). */
const gaussian = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

const webpEncoder = await initEmscriptenModule(
  webpEncoderFactory,
  new WebAssembly.Module(readFileSync(path.join(ROOT, 'node_modules/@jsquash/webp/codec/enc/webp_enc_simd.wasm'))),
);

/** At the encoder's default quality (75): with noise of σ 8, each photo under 100 KB. */
function photoAsWebp(photo: Uint8ClampedArray): Uint8Array {
  const webp = webpEncoder.encode(photo as Uint8ClampedArray<ArrayBuffer>, PHOTO_WIDTH, PHOTO_HEIGHT, { ...defaultOptions, quality: 75 });
  if (!webp) throw new Error('The WebP encoder failed');
  return new Uint8Array(webp);
}

const pdfium = await createPdfium(new WebAssembly.Module(readFileSync(path.join(ROOT, 'node_modules/@embedpdf/pdfium/dist/pdfium.wasm'))));
const letters = new Uint8Array(readFileSync(path.join(ROOT, 'tests/fixtures/ocr/small-scan-3-pages.pdf')));
const letter = (page: number) => ({ bytes: letters, pages: [{ page, quarterTurns: 0 }] });
const whole = (bytes: Uint8Array) => ({ bytes });

const separator = pageAsPdf(await drawBarcode('PATCH T', 'QRCode', { moduleSize: 8 }));
const asn = pageAsPdf(await drawBarcode('ASN00042', 'Code128', { moduleSize: 3, barHeight: 120 }));
const tag = pageAsPdf(await drawBarcode('TAG:Invoices', 'DataMatrix', { moduleSize: 10 }));
const fixtures = {
  'separator-scan.pdf': [letter(1), whole(separator), letter(2), whole(separator), letter(3)],
  'asn-label.pdf': [letter(1), whole(asn)],
  'tag-label.pdf': [whole(tag), letter(2)],
};
const asnLabelPage = await drawBarcode('ASN00043', 'Code39', { moduleSize: 3, barHeight: 120 });
const qrPage = await drawBarcode('TAG:Receipts', 'QRCode', { moduleSize: 8 });
const photos = {
  'asn-photo.webp': photoAsWebp(photograph(asnLabelPage, { tiltDegrees: 4, keystone: 0.06, shadow: 0.35, noise: 8, seed: 43 })),
  'qr-photo.webp': photoAsWebp(photograph(qrPage, { tiltDegrees: -5, keystone: 0.08, shadow: 0.35, noise: 8, seed: 7 })),
};
for (const [name, bytes] of [
  ...Object.entries(fixtures).map(([name, sources]) => [name, PdfDocument.compose(pdfium, sources).bytes] as const),
  ...Object.entries(photos),
]) {
  writeFileSync(path.join(OUTPUT, name), bytes);
  console.log(`tests/fixtures/barcodes/${name} (${Math.round(bytes.length / 1024)} KB)`);
}
