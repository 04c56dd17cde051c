import { decodeBmp, decodeGif, decodePng, decodeTiff, sniffImageFormat } from './image-decoders';
import { jpegAsPdf } from './jpeg-as-pdf';
import { isPdf } from './page-reader';
import { PdfDocument, type createPdfium } from './pdfium';
import { PageEditError } from './page-edit-error';

export { PageEditError };

type Pdfium = Awaited<ReturnType<typeof createPdfium>>;

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

/**
 * The file as a PDF: itself; a JPEG as a page of its own, its bytes kept; a PNG, GIF, TIFF or BMP
 * as a page of its pixels, stored lossless (a WebP, whose decoder is WebAssembly the editor does not load, is refused).
 */
function pdfOf(pdfium: Pdfium, bytes: Uint8Array): Uint8Array {
  if (isPdf(bytes)) return bytes;
  const format = sniffImageFormat(bytes);
  if (format === 'jpeg') return jpegAsPdf(bytes);
  if (format && format in DECODERS) {
    const image = DECODERS[format as keyof typeof DECODERS](bytes);
    if (image.width * image.height * image.channels > MAX_DECODED_IMAGE_BYTES)
      throw new PageEditError('unsupported', 'This image is too large to edit: at most 12 megapixels in grey, 3 in colour');
    return PdfDocument.ofImage(pdfium, image, IMAGE_PAGE_DPI);
  }
  throw new PageEditError('unsupported', 'Only the pages of a PDF or of a JPEG, PNG, GIF, TIFF or BMP image can be edited');
}

/**
 * A new PDF of pages of several files (PDFs, or JPEG images as one page; all of a file's pages when it
 * lists none), in order, each turned by `rotate` more: a split's part, or documents merged. PDFium
 * copies the pages (no drawing again).
 */
export function composePages(
  pdfium: Pdfium,
  sources: readonly { bytes: Uint8Array; pages?: readonly PageEdit[] }[],
): { bytes: Uint8Array; pageCounts: number[] } {
  if (sources.every(({ pages }) => pages?.length === 0)) throw new PageEditError('invalid', 'Keep at least one page');
  const pdfs = sources.map(({ bytes, pages }) => ({
    bytes: pdfOf(pdfium, bytes),
    pages: pages?.map(({ page, rotate }) => ({ page, quarterTurns: rotate / 90 })),
  }));
  try {
    return PdfDocument.compose(pdfium, pdfs);
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
export function editPages(pdfium: Pdfium, bytes: Uint8Array, pages: readonly PageEdit[]): { bytes: Uint8Array; pageCount: number } {
  return withOpened(pdfium, bytes, (document) => {
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
export function pagesOfFile(pdfium: Pdfium, bytes: Uint8Array): { number: number; rotation: number }[] {
  return withOpened(pdfium, bytes, (document) =>
    document.rotations().map((quarterTurns, index) => ({ number: index + 1, rotation: quarterTurns * 90 })),
  );
}

/** The file opened as a PDF for `use`, closed after; a file PDFium cannot open is unsupported. */
function withOpened<T>(pdfium: Pdfium, bytes: Uint8Array, use: (document: PdfDocument) => T): T {
  let document: PdfDocument;
  try {
    document = PdfDocument.open(pdfium, pdfOf(pdfium, bytes));
  } catch (error) {
    throw error instanceof PageEditError ? error : new PageEditError('unsupported', (error as Error).message);
  }
  try {
    return use(document);
  } finally {
    document.close();
  }
}
