/**
 * Writes the barcode fixtures of tests/fixtures/barcodes/ (the Worker's barcode tests read them):
 *   node --experimental-transform-types --import ./scripts/node-ts-hooks.mjs scripts/generate-barcode-fixtures.ts
 *
 * Barcode pages between the three scanned letters (scripts/barcode-fixture-pages.ts), joined by
 * PDFium's page copies:
 *   separator-scan.pdf  letter 1, a QR "PATCH T" sheet, letter 2, a sheet, letter 3 (5 pages → 3 documents)
 *   asn-label.pdf       letter 1, then a page with a Code 128 "ASN00042" label
 *   tag-label.pdf       a page with a DataMatrix "TAG:Invoices", then letter 2
 * and such pages photographed as a phone would (see Shot; no canvas in Node, so in plain pixel code),
 * in colour, 900 × 1200, saved as WebP by the encoder the Worker makes thumbnails with:
 *   asn-photo.webp      a Code 39 "ASN00043" label, 4° turned, leaning back
 *   qr-photo.webp       a QR "TAG:Receipts", −5° turned, leaning back
 * Every run writes the same bytes: the photos' noise is seeded, and the time PDFium stamps a PDF
 * with is replaced (withoutTimeOfWriting).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpEncoderFactory from '@jsquash/webp/codec/enc/webp_enc_simd.js';
import { defaultOptions } from '@jsquash/webp/meta.js';
import { initEmscriptenModule } from '@jsquash/webp/utils.js';
import { createPdfium, PdfDocument } from '../core/pages/pdfium.ts';
import { seededRandom } from '../core/suggestions/suggestion-model.ts';
import { barcodePage, drawBarcode, letter, PAGE_HEIGHT, PAGE_WIDTH } from './barcode-fixture-pages.ts';
import { nodePdfiumModules } from './node-pdfium.ts';

const ROOT = path.join(import.meta.dirname, '..');
const OUTPUT = path.join(ROOT, 'tests', 'fixtures', 'barcodes');

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

const pdfium = await createPdfium(nodePdfiumModules);
const whole = (bytes: Uint8Array) => ({ bytes });

/**
 * PDFium stamps the time it writes a file (its /CreationDate, and the /ID it makes from the time): a
 * fixed date and an ID of the content instead, each the same length, so that the cross-reference
 * table's offsets hold and every run writes the same bytes.
 */
function withoutTimeOfWriting(bytes: Uint8Array): Uint8Array {
  const text = Buffer.from(bytes).toString('latin1');
  const idPattern = /\/ID\[<[0-9A-F]{32}><[0-9A-F]{32}>\]/;
  const dated = text.replace(/\/CreationDate\(D:\d{14}\)/, '/CreationDate(D:20261129000000)');
  const id = createHash('md5').update(dated.replace(idPattern, '')).digest('hex').toUpperCase();
  const fixed = dated.replace(idPattern, `/ID[<${id}><${id}>]`);
  if (fixed.length !== text.length) throw new Error("The fixed date or ID changed the file's length");
  return new Uint8Array(Buffer.from(fixed, 'latin1'));
}

const separator = await barcodePage('PATCH T', 'QRCode', { moduleSize: 8 });
const asn = await barcodePage('ASN00042', 'Code128', { moduleSize: 3, barHeight: 120 });
const tag = await barcodePage('TAG:Invoices', 'DataMatrix', { moduleSize: 10 });
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
  ...Object.entries(fixtures).map(([name, sources]) => [name, withoutTimeOfWriting(PdfDocument.compose(pdfium, sources).bytes)] as const),
  ...Object.entries(photos),
]) {
  writeFileSync(path.join(OUTPUT, name), bytes);
  console.log(`tests/fixtures/barcodes/${name} (${Math.round(bytes.length / 1024)} KB)`);
}
