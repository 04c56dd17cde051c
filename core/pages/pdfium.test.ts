import pdfiumModule from '@embedpdf/pdfium/pdfium.wasm';
import pdfiumCallbacks from './pdfium-callbacks.wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import mixedPdf from '../../tests/fixtures/ocr/mixed.pdf';
import twoPageScan from '../../tests/fixtures/ocr/scan-two-pages-pt.pdf';
import threePageScan from '../../tests/fixtures/ocr/small-scan-3-pages.pdf';
import scanPng from '../../tests/fixtures/ocr/small-scan.png';
import { editPages } from './page-edits';
import { createPdfium, PdfDocument } from './pdfium';

let pdfium: Awaited<ReturnType<typeof createPdfium>>;

beforeAll(async () => {
  pdfium = await createPdfium({ pdfium: pdfiumModule, pdfiumCallbacks });
});

const IMAGE_OBJECT = 3;
const heap = () => (pdfium.pdfium as unknown as { HEAPU8: Uint8Array }).HEAPU8;

/** What a page holds, to follow it through an edit: its images' stored bytes (as hashes) and its text layer's length. */
function pagesOf(bytes: Uint8Array) {
  const { malloc, free } = pdfium.pdfium.wasmExports;
  const address = malloc(bytes.length);
  heap().set(bytes, address);
  const handle = pdfium.FPDF_LoadMemDocument(address, bytes.length, '');
  try {
    return Array.from({ length: pdfium.FPDF_GetPageCount(handle) }, (_, index) => {
      const page = pdfium.FPDF_LoadPage(handle, index);
      const images: string[] = [];
      for (let object = 0; object < pdfium.FPDFPage_CountObjects(page); object++) {
        const handleOfObject = pdfium.FPDFPage_GetObject(page, object);
        if (pdfium.FPDFPageObj_GetType(handleOfObject) !== IMAGE_OBJECT) continue;
        const size = pdfium.FPDFImageObj_GetImageDataRaw(handleOfObject, 0, 0);
        const buffer = malloc(size);
        pdfium.FPDFImageObj_GetImageDataRaw(handleOfObject, buffer, size);
        const raw = heap().slice(buffer, buffer + size);
        free(buffer);
        let hash = 0;
        for (const byte of raw) hash = (hash * 31 + byte) | 0;
        images.push(`${size}:${hash}`);
      }
      const text = pdfium.FPDFText_LoadPage(page);
      const characters = pdfium.FPDFText_CountChars(text);
      pdfium.FPDFText_ClosePage(text);
      const rotation = pdfium.FPDFPage_GetRotation(page);
      pdfium.FPDF_ClosePage(page);
      return { images, characters, rotation };
    });
  } finally {
    pdfium.FPDF_CloseDocument(handle);
    free(address);
  }
}

function edited(bytes: Uint8Array, pages: { page: number; quarterTurns: number }[]) {
  const document = PdfDocument.open(pdfium, bytes);
  try {
    document.editPages(pages);
    return document.save();
  } finally {
    document.close();
  }
}

describe('page edits with PDFium', () => {
  it('rotate, delete and reorder pages, each image kept byte for byte', () => {
    const scan = new Uint8Array(threePageScan);
    const [one, two, three] = pagesOf(scan);
    const result = edited(scan, [
      { page: 3, quarterTurns: 0 },
      { page: 1, quarterTurns: 1 },
    ]);
    const pages = pagesOf(result);
    expect(pages).toEqual([
      { ...three, rotation: three!.rotation },
      { ...one, rotation: (one!.rotation + 1) % 4 },
    ]);
    expect(pages.flatMap(({ images }) => images)).not.toContain(two!.images[0]);
    // The deleted page's image is not written again.
    expect(result.length).toBeLessThan(scan.length - Number(two!.images[0]!.split(':')[0]) + 2048);
  });

  it('keep the text layer of a page turned upside down', () => {
    const mixed = new Uint8Array(mixedPdf);
    const before = pagesOf(mixed);
    const after = pagesOf(
      edited(
        mixed,
        before.map((_, index) => ({ page: index + 1, quarterTurns: index === 0 ? 2 : 0 })),
      ),
    );
    expect(after.map(({ characters, images }) => [characters, images])).toEqual(
      before.map(({ characters, images }) => [characters, images]),
    );
    expect(after[0]!.rotation).toBe((before[0]!.rotation + 2) % 4);
    expect(before[0]!.characters).toBeGreaterThan(0);
  });

  it('leave an unchanged order alone and write a file PDFium opens again', () => {
    const scan = new Uint8Array(twoPageScan);
    const result = edited(scan, [
      { page: 1, quarterTurns: 0 },
      { page: 2, quarterTurns: 3 },
    ]);
    expect(new TextDecoder().decode(result.subarray(0, 5))).toBe('%PDF-');
    expect(pagesOf(result).map(({ rotation }) => rotation)).toEqual([0, 3]);
  });

  it('make a PNG a page of its pixels, turned as asked, drawn as it was', async () => {
    const tools = { pdfium, webpDecoder: () => Promise.reject(new Error('A PNG needs no WebP decoder')) };
    const { bytes } = await editPages(tools, new Uint8Array(scanPng), [{ page: 1, rotate: 90 }]);
    const [page] = pagesOf(bytes);
    expect(page).toMatchObject({ rotation: 1, images: [expect.any(String)] });
    const document = PdfDocument.open(pdfium, bytes);
    try {
      // Dark text on white survives the trip: some pixels are dark, most are white.
      const { data } = document.render(0, { dpi: 50, maxPixels: 1_000_000 }, 1);
      const dark = data.filter((value) => value < 128).length;
      expect(dark).toBeGreaterThan(0);
      expect(dark).toBeLessThan(data.length / 2);
    } finally {
      document.close();
    }
  });

  it('read and write a file in JavaScript: a 24 MB scan turned grows PDFium by less than the file, and is whole', async () => {
    const pages = 24;
    const scan = PdfDocument.compose(
      pdfium,
      Array.from({ length: pages }, () => ({ bytes: rawNoisePage(1024, 1024) })),
    ).bytes;
    const own = await createPdfium({ pdfium: pdfiumModule, pdfiumCallbacks });
    const memory = () => (own.pdfium as unknown as { HEAPU8: Uint8Array }).HEAPU8.length;
    const before = memory();
    const document = PdfDocument.open(own, scan);
    let result: Uint8Array;
    try {
      document.editPages(Array.from({ length: pages }, (_, index) => ({ page: index + 1, quarterTurns: index === 1 ? 1 : 0 })));
      result = document.save();
    } finally {
      document.close();
    }
    // Copied into PDFium's memory and written out through its own buffer, it grew by four times the file (126 MB for 30 MB).
    expect(memory() - before).toBeLessThan(scan.length);
    expect(result.length).toBeGreaterThan(scan.length * 0.99);
    const after = pagesOf(result);
    expect(after.map(({ rotation }) => rotation)).toEqual(Array.from({ length: pages }, (_, index) => (index === 1 ? 1 : 0)));
    expect(after.map(({ images }) => images)).toEqual(pagesOf(scan).map(({ images }) => images));
  });

  it('refuse a file that is not a PDF, and open the next one', () => {
    expect(() => PdfDocument.open(pdfium, new TextEncoder().encode('%PDF-1.4 not really'))).toThrow(
      'The PDF is damaged or not a valid PDF',
    );
    const document = PdfDocument.open(pdfium, new Uint8Array(twoPageScan));
    expect(document.pageCount).toBe(2);
    document.close();
  });
});

/** A page of one grey image of random pixels, stored as they are (no filter): as large as its pixels. */
function rawNoisePage(width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height);
  for (let offset = 0; offset < pixels.length; offset += 65_536) crypto.getRandomValues(pixels.subarray(offset, offset + 65_536));
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `%PDF-1.4\n1 0 obj\n<</Type/Catalog/Pages 2 0 R>>\nendobj\n2 0 obj\n<</Type/Pages/Kids[3 0 R]/Count 1>>\nendobj\n3 0 obj\n<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</XObject<</Im0 4 0 R>>>>/Contents 5 0 R>>\nendobj\n4 0 obj\n<</Type/XObject/Subtype/Image/Width ${width}/Height ${height}/ColorSpace/DeviceGray/BitsPerComponent 8/Length ${pixels.length}>>\nstream\n`,
  );
  const tail = encoder.encode(
    '\nendstream\nendobj\n5 0 obj\n<</Length 32>>\nstream\nq 595 0 0 842 0 0 cm /Im0 Do Q\nendstream\nendobj\ntrailer\n<</Root 1 0 R>>\n%%EOF\n',
  );
  const page = new Uint8Array(head.length + pixels.length + tail.length);
  page.set(head);
  page.set(pixels, head.length);
  page.set(tail, head.length + pixels.length);
  return page;
}
