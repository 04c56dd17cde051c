import pdfiumModule from '@embedpdf/pdfium/pdfium.wasm';
import pdfiumCallbacks from './pdfium-callbacks.wasm';
import webpDecoder from '@jsquash/webp/codec/dec/webp_dec.wasm';
import webpEncoder from '@jsquash/webp/codec/enc/webp_enc_simd.wasm';
import zxingReader from 'zxing-wasm/reader/zxing_reader.wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import asnLabel from '../../tests/fixtures/barcodes/asn-label.pdf';
import asnPhoto from '../../tests/fixtures/barcodes/asn-photo.webp';
import qrPhoto from '../../tests/fixtures/barcodes/qr-photo.webp';
import separatorScan from '../../tests/fixtures/barcodes/separator-scan.pdf';
import tagLabel from '../../tests/fixtures/barcodes/tag-label.pdf';
import { type FoundBarcode, readBarcodes } from './barcodes';
import { createPageReader } from './page-reader';
import { createPdfium, PdfDocument } from './pdfium';

let pdfium: Awaited<ReturnType<typeof createPdfium>>;
beforeAll(async () => {
  pdfium = await createPdfium({ pdfium: pdfiumModule, pdfiumCallbacks });
});

const described = ({ format, text }: FoundBarcode) => `${format}:${text}`;

/** Each page's barcodes, the page drawn in grey at 300 DPI as OCR draws it. */
async function barcodesOf(file: ArrayBuffer) {
  const document = PdfDocument.open(pdfium, new Uint8Array(file));
  try {
    const pages = [];
    for (let index = 0; index < document.pageCount; index++)
      pages.push((await readBarcodes(zxingReader, document.render(index, { dpi: 300, maxPixels: 7_000_000 }, 1))).map(described));
    return pages;
  } finally {
    document.close();
  }
}

/**
 * An image's barcodes as the pages queue finds them: on the page the page reader makes for OCR (the
 * image decoded and made grey), handed over before OCR starts. The test stops there: OCR plays no part.
 */
async function barcodesOfImage(file: ArrayBuffer) {
  const ocrStopped = new Error('OCR is not wanted here');
  const reader = createPageReader({
    modules: { pdfium: pdfiumModule, pdfiumCallbacks, webpDecoder, webpEncoder },
    instantiateEngine: () => Promise.reject(ocrStopped),
    loadModel: () => Promise.reject(ocrStopped),
  });
  let found: FoundBarcode[] = [];
  const reading = (await reader.open({ bytes: new Uint8Array(file) })).recognize(1, ['en'], async (page) => {
    found = await readBarcodes(zxingReader, page);
    throw ocrStopped;
  });
  await expect(reading).rejects.toBe(ocrStopped);
  return found.map(described);
}

describe('readBarcodes', () => {
  it('finds a QR code on separator sheets, and nothing on the letters', async () => {
    expect(await barcodesOf(separatorScan)).toEqual([[], ['QRCode:PATCH T'], [], ['QRCode:PATCH T'], []]);
  });

  it('reads a Code 128 label and a DataMatrix', async () => {
    expect(await barcodesOf(asnLabel)).toEqual([[], ['Code128:ASN00042']]);
    expect(await barcodesOf(tagLabel)).toEqual([['DataMatrix:TAG:Invoices'], []]);
  });

  it('reads a Code 39 label and a QR code in phone photos: tilted, leaning back, unevenly lit, noisy', async () => {
    expect(await barcodesOfImage(asnPhoto)).toEqual(['Code39:ASN00043']);
    expect(await barcodesOfImage(qrPhoto)).toEqual(['QRCode:TAG:Receipts']);
  });

  it('leaves a page unread when its inspection says so: a separator sheet runs no OCR', async () => {
    const ocrStarted = new Error('OCR started');
    const reader = createPageReader({
      modules: { pdfium: pdfiumModule, pdfiumCallbacks, webpDecoder, webpEncoder },
      instantiateEngine: () => Promise.reject(ocrStarted),
      loadModel: () => Promise.reject(ocrStarted),
    });
    const file = await reader.open({ bytes: new Uint8Array(separatorScan) });
    const isSheet = async (page: Parameters<typeof readBarcodes>[1]) => ({
      readText: !(await readBarcodes(zxingReader, page)).some(({ text }) => text === 'PATCH T'),
    });
    expect(await file.recognize(2, ['en'], isSheet)).toBe('');
    await expect(file.recognize(1, ['en'], isSheet)).rejects.toBe(ocrStarted);
  });

  it('refuses a page in colour', async () => {
    await expect(readBarcodes(zxingReader, { width: 1, height: 1, channels: 4, data: new Uint8ClampedArray(4) })).rejects.toThrow('grey');
  });
});
