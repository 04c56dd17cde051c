import pdfiumModule from '@embedpdf/pdfium/pdfium.wasm';
import zxingReader from 'zxing-wasm/reader/zxing_reader.wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import asnLabel from '../../tests/fixtures/barcodes/asn-label.pdf';
import separatorScan from '../../tests/fixtures/barcodes/separator-scan.pdf';
import tagLabel from '../../tests/fixtures/barcodes/tag-label.pdf';
import { readBarcodes } from './barcodes';
import { createPdfium, PdfDocument } from './pdfium';

let pdfium: Awaited<ReturnType<typeof createPdfium>>;
beforeAll(async () => {
  pdfium = await createPdfium(pdfiumModule);
});

/** Each page's barcodes, the page drawn in grey at 300 DPI as OCR draws it. */
async function barcodesOf(file: ArrayBuffer) {
  const document = PdfDocument.open(pdfium, new Uint8Array(file));
  try {
    const pages = [];
    for (let index = 0; index < document.pageCount; index++)
      pages.push(
        (await readBarcodes(zxingReader, document.render(index, { dpi: 300, maxPixels: 7_000_000 }, 1))).map(
          ({ format, text }) => `${format}:${text}`,
        ),
      );
    return pages;
  } finally {
    document.close();
  }
}

describe('readBarcodes', () => {
  it('finds a QR code on separator sheets, and nothing on the letters', async () => {
    expect(await barcodesOf(separatorScan)).toEqual([[], ['QRCode:PATCH T'], [], ['QRCode:PATCH T'], []]);
  });

  it('reads a Code 128 label and a DataMatrix', async () => {
    expect(await barcodesOf(asnLabel)).toEqual([[], ['Code128:ASN00042']]);
    expect(await barcodesOf(tagLabel)).toEqual([['DataMatrix:TAG:Invoices'], []]);
  });

  it('refuses a page in colour', async () => {
    await expect(readBarcodes(zxingReader, { width: 1, height: 1, channels: 4, data: new Uint8ClampedArray(4) })).rejects.toThrow('grey');
  });
});
