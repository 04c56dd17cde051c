import pdfiumModule from '@embedpdf/pdfium/pdfium.wasm';
import pdfiumCallbacks from './pdfium-callbacks.wasm';
import webpDecoderModule from '@jsquash/webp/codec/dec/webp_dec.wasm';
import { describe, expect, it } from 'vitest';
import scanWebp from '../../tests/fixtures/pages/small-scan.webp';
import { editPages, PageEditError, pagesOfFile, type PageEditTools } from './page-edits';
import { createPdfium } from './pdfium';

const IMAGE_OBJECT = 3;

const toolsWith = async (webpDecoder: PageEditTools['webpDecoder']): Promise<PageEditTools> => ({
  pdfium: await createPdfium({ pdfium: pdfiumModule, pdfiumCallbacks }),
  webpDecoder,
});

/** The pages of a PDF as PDFium reads them again: each one's rotation (quarter turns), size in points and its images' pixel sizes. */
function reopened({ pdfium }: PageEditTools, bytes: Uint8Array) {
  const { malloc, free } = pdfium.pdfium.wasmExports;
  const heap = () => (pdfium.pdfium as unknown as { HEAPU8: Uint8Array }).HEAPU8;
  const address = malloc(bytes.length);
  heap().set(bytes, address);
  const handle = pdfium.FPDF_LoadMemDocument(address, bytes.length, '');
  const size = malloc(8);
  try {
    return Array.from({ length: pdfium.FPDF_GetPageCount(handle) }, (_, index) => {
      const page = pdfium.FPDF_LoadPage(handle, index);
      const images = Array.from({ length: pdfium.FPDFPage_CountObjects(page) }, (_, object) => pdfium.FPDFPage_GetObject(page, object))
        .filter((object) => pdfium.FPDFPageObj_GetType(object) === IMAGE_OBJECT)
        .map((object) => {
          pdfium.FPDFImageObj_GetImagePixelSize(object, size, size + 4);
          const view = new DataView(heap().buffer, size, 8);
          return [view.getUint32(0, true), view.getUint32(4, true)];
        });
      const described = {
        rotation: pdfium.FPDFPage_GetRotation(page),
        points: [pdfium.FPDF_GetPageWidthF(page), pdfium.FPDF_GetPageHeightF(page)].map((points) => Math.round(points * 10) / 10),
        images,
      };
      pdfium.FPDF_ClosePage(page);
      return described;
    });
  } finally {
    free(size);
    pdfium.FPDF_CloseDocument(handle);
    free(address);
  }
}

describe('a WebP in the page editor', () => {
  it('becomes a page of its pixels, 1000 × 260 at 150 DPI, turned as asked', async () => {
    const tools = await toolsWith(async () => webpDecoderModule);
    const webp = new Uint8Array(scanWebp);
    expect(await pagesOfFile(tools, webp)).toEqual([{ number: 1, rotation: 0 }]);
    const { bytes, pageCount } = await editPages(tools, webp, [{ page: 1, rotate: 90 }]);
    expect(pageCount).toBe(1);
    // Turned a quarter, the page (480 × 124.8 points) is as wide as the image is high.
    expect(reopened(tools, bytes)).toEqual([{ rotation: 1, points: [124.8, 480], images: [[1000, 260]] }]);
  });

  it('is refused by its header when its pixels are over the limit, before any decoder is made', async () => {
    const tools = await toolsWith(() => Promise.reject(new Error('No decoder for an image refused by its size')));
    const webp = new Uint8Array(scanWebp).slice();
    // The lossy frame's width and height (14 bits each): 2000 × 2000 in RGBA is 16 MB of pixels.
    new DataView(webp.buffer).setUint16(26, 2000, true);
    new DataView(webp.buffer).setUint16(28, 2000, true);
    const refusal = await editPages(tools, webp, [{ page: 1, rotate: 90 }]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PageEditError);
    expect(refusal).toMatchObject({ reason: 'unsupported', message: expect.stringContaining('too large') });
  });
});
