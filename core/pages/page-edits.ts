import { decodeBmp, decodeGif, decodePng, decodeTiff, sniffImageFormat, type ImageFormat } from './image-decoders';
import { jpegAsPdf } from './jpeg-as-pdf';
import { isPdf } from './page-reader';
import { PdfDocument, type createPdfium } from './pdfium';
import { PageEditError } from './page-edit-error';
import type { Raster } from './raster';
import { decodeWebp } from './webp-decoder';
import { webpSize } from './webp-size';

export { PageEditError };

type Pdfium = Awaited<ReturnType<typeof createPdfium>>;

/**
 * What the editor works with: a PDFium instance, and the WebP decoder's compiled module, asked for
 * only when a WebP comes (a browser downloads it then).
 */
export type PageEditTools = { pdfium: Pdfium; webpDecoder: () => Promise<WebAssembly.Module> };

/** A page of the result: which page of the file it is (from 1), turned clockwise by `rotate` degrees more. */
export type PageEdit = { page: number; rotate: 0 | 90 | 180 | 270 };

/**
 * Decoded, an image is held about three times over while it becomes a page (its pixels, PDFium's
 * bitmap, the compressed stream): above this many bytes of pixels it is refused. An A4 scan at 300
 * DPI in grey (8.7 MB) fits; in colour, 3 megapixels.
 */
const MAX_DECODED_IMAGE_BYTES = 12_000_000;
/** The resolution an image's page is given: a scan's usual one. */
const IMAGE_PAGE_DPI = 150;
const DECODERS = { png: decodePng, gif: decodeGif, tiff: decodeTiff, bmp: decodeBmp } as const;

function refuseAbove(pixelBytes: number) {
  if (pixelBytes > MAX_DECODED_IMAGE_BYTES)
    throw new PageEditError('unsupported', 'This image is too large to edit: at most 12 megapixels in grey, 3 in colour');
}

/**
 * A PNG, GIF, TIFF or BMP decoded in JavaScript; a WebP by its WebAssembly decoder, always to RGBA, so
 * its size is judged from its header before the decoder's memory grows to the whole image.
 */
async function decodedImage(tools: PageEditTools, bytes: Uint8Array, format: Exclude<ImageFormat, 'jpeg'>): Promise<Raster> {
  if (format === 'webp') {
    const size = webpSize(bytes);
    if (!size) throw new PageEditError('unsupported', 'The WebP image is damaged or cannot be read');
    refuseAbove(size.width * size.height * 4);
  }
  let image: Raster;
  try {
    image = format === 'webp' ? await decodeWebp(await tools.webpDecoder(), bytes) : DECODERS[format](bytes);
  } catch {
    throw new PageEditError('unsupported', `The ${format.toUpperCase()} image is damaged or cannot be read`);
  }
  refuseAbove(image.width * image.height * image.channels);
  return image;
}

/**
 * The file as a PDF: itself; a JPEG as a page of its own, its bytes kept; a PNG, WebP, GIF, TIFF or
 * BMP as a page of its pixels, stored lossless.
 */
async function pdfOf(tools: PageEditTools, bytes: Uint8Array): Promise<Uint8Array> {
  if (isPdf(bytes)) return bytes;
  const format = sniffImageFormat(bytes);
  if (format === 'jpeg') return jpegAsPdf(bytes);
  if (format) return PdfDocument.ofImage(tools.pdfium, await decodedImage(tools, bytes, format), IMAGE_PAGE_DPI);
  throw new PageEditError('unsupported', 'Only the pages of a PDF or of a JPEG, PNG, WebP, GIF, TIFF or BMP image can be edited');
}

/**
 * A new PDF of pages of several files (PDFs, or images as one page; all of a file's pages when it
 * lists none), in order, each turned by `rotate` more: a split's part, or documents merged. PDFium
 * copies the pages (no drawing again).
 */
export async function composePages(
  tools: PageEditTools,
  sources: readonly { bytes: Uint8Array; pages?: readonly PageEdit[] }[],
): Promise<{ bytes: Uint8Array; pageCounts: number[] }> {
  if (sources.every(({ pages }) => pages?.length === 0)) throw new PageEditError('invalid', 'Keep at least one page');
  const pdfs = [];
  // One after another: a WebP's decoder, its memory the image's size, is gone before the next file is decoded.
  for (const { bytes, pages } of sources)
    pdfs.push({ bytes: await pdfOf(tools, bytes), pages: pages?.map(({ page, rotate }) => ({ page, quarterTurns: rotate / 90 })) });
  try {
    return PdfDocument.compose(tools.pdfium, pdfs);
  } catch (error) {
    if (error instanceof RangeError) throw new PageEditError('invalid', error.message);
    throw new PageEditError('unsupported', (error as Error).message);
  }
}

/**
 * The file with its pages rotated, deleted and reordered as `pages` lists them (the pages left out go),
 * by PDFium's own page operations: nothing is drawn again. Refused when a page is not in the file or
 * is listed twice, when the result would have no page, or would be the file as it is.
 */
export function editPages(
  tools: PageEditTools,
  bytes: Uint8Array,
  pages: readonly PageEdit[],
): Promise<{ bytes: Uint8Array; pageCount: number }> {
  return withOpened(tools, bytes, (document) => {
    const { pageCount } = document;
    if (pages.length === 0) throw new PageEditError('invalid', 'Keep at least one page');
    const outside = pages.find(({ page }) => page > pageCount);
    if (outside) throw new PageEditError('invalid', `Page ${outside.page} is not in the file, which has ${pageCount} pages`);
    if (new Set(pages.map(({ page }) => page)).size !== pages.length) throw new PageEditError('invalid', 'A page is listed twice');
    const isUnchanged = pages.length === pageCount && pages.every(({ page, rotate }, index) => page === index + 1 && rotate === 0);
    if (isUnchanged && isPdf(bytes)) throw new PageEditError('invalid', 'Nothing to change: every page is kept as it is');
    document.editPages(pages.map(({ page, rotate }) => ({ page, quarterTurns: rotate / 90 })));
    return { bytes: document.save(), pageCount };
  });
}

/** The pages of a file the editor takes, each with its rotation in degrees clockwise. */
export function pagesOfFile(tools: PageEditTools, bytes: Uint8Array): Promise<{ number: number; rotation: number }[]> {
  return withOpened(tools, bytes, (document) =>
    document.rotations().map((quarterTurns, index) => ({ number: index + 1, rotation: quarterTurns * 90 })),
  );
}

/** The file opened as a PDF for `use`, closed after; a file PDFium cannot open is unsupported. */
async function withOpened<T>(tools: PageEditTools, bytes: Uint8Array, use: (document: PdfDocument) => T): Promise<T> {
  let document: PdfDocument;
  try {
    document = PdfDocument.open(tools.pdfium, await pdfOf(tools, bytes));
  } catch (error) {
    throw error instanceof PageEditError ? error : new PageEditError('unsupported', (error as Error).message);
  }
  try {
    return use(document);
  } finally {
    document.close();
  }
}
