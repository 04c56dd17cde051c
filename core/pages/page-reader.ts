import { decodeBmp, decodeGif, decodePng, decodeTiff, sniffImageFormat, type ImageFormat } from './image-decoders';
import { jpegAsPdf, readJpegInfo } from './jpeg-as-pdf';
import { OcrEngine, ocrEngineFor, type OcrHost } from './ocr-engine';
import { TESSERACT_MODEL_OF, type OcrLanguage } from './ocr-languages';
import { createPdfium, PdfDocument, type RenderSize } from './pdfium';
import { fitSize, reduce, rowsOf, type Raster } from './raster';
import { makeThumbnail } from './thumbnail';
import { THUMBNAIL_WIDTH } from './thumbnail-bounds';
import { UnreadableFileError } from './unreadable-file-error';
import { decodeWebp } from './webp-decoder';
import { webpSize } from './webp-size';

/** What a host gives: the compiled WebAssembly modules, and the OCR models (see OcrHost). */
export type PagesHost = OcrHost & {
  modules: {
    pdfium: WebAssembly.Module;
    pdfiumCallbacks: WebAssembly.Module;
    webpDecoder: WebAssembly.Module;
    webpEncoder: WebAssembly.Module;
  };
  /**
   * Whether the OCR engine, its models loaded, is kept for the next page (a browser tab: memory to
   * spare, the next page starts at once). Otherwise each page gets an engine of its own, ended once
   * the page is read (starting one takes 30-140 ms of CPU): an engine's memory grows with the page it
   * reads (25-56 MB after an A4 page) and never shrinks, and kept, it would sit beside the next page's
   * drawing (PDFium, 18-44 MB) in a Worker's isolate of 128 MB (README, "Limits").
   */
  keepsEngine?: boolean;
};

// In a file of its own so that the Worker can tell it apart without loading the decoders (worker-page-reader.ts).
export { UnreadableFileError };

/** A look at a page drawn for OCR before its OCR; `{ readText: false }` leaves the page unread. */
export type PageInspection = (page: Raster) => Promise<{ readText: boolean } | undefined>;

/** A PDF or an image opened for its pages: pixels are made one page at a time and not kept. */
export interface PagedFile {
  /**
   * The page's text (pages count from 1), read in these languages; `inspect` first sees the page as
   * drawn for OCR (grey), to look for barcodes on it without drawing it twice, and may skip its OCR
   * (a separator sheet, dropped anyway): its text is then empty.
   */
  recognize(pageNumber: number, languages: readonly OcrLanguage[], inspect?: PageInspection): Promise<string>;
  /** A page (the first by default; an image has one), THUMBNAIL_WIDTH wide at most, as a small WebP. */
  thumbnail(pageNumber?: number): Promise<{ bytes: Uint8Array; contentType: string }>;
}

/**
 * Pages are drawn at 300 DPI for OCR, within a pixel budget: an A4 page at 300 DPI is 8.7 MP, and the
 * engine's memory grows with the page (66 MB for 8.7 MP, measured), inside an isolate of 128 MB.
 */
const OCR_DPI = 300;
const OCR_MAX_PIXELS = 7_000_000;
const OCR_MAX_SIDE = 4000;
/** Declared sizes above this are refused before decoding: a small file can announce a gigapixel image. */
const MAX_IMAGE_PIXELS = 50_000_000;
/** Thumbnails are drawn twice as wide, then averaged down: sharper than drawing small. */
const THUMBNAIL_DRAW = { width: 2 * THUMBNAIL_WIDTH, maxPixels: 4_000_000 } as const;
const A4_WIDTH_INCHES = 8.27;

export function createPageReader(host: PagesHost) {
  const readText: ReadText = async (page, dpi, languages, inspect) => {
    if ((await inspect?.(page))?.readText === false) return '';
    const models = modelsFor(languages);
    const engine = host.keepsEngine ? await ocrEngineFor(host, models) : await OcrEngine.create(host, models);
    let text: string;
    try {
      text = engine.recognize(page, dpi).text;
    } finally {
      if (!host.keepsEngine) engine.end();
    }
    return languages.includes('ro') ? withRomanianCommas(text) : text;
  };

  return {
    /** Throws UnreadableFileError when the file is neither a PDF nor an image we decode. */
    async open({ bytes }: { bytes: Uint8Array }): Promise<PagedFile> {
      if (isPdf(bytes)) return pdfPages(host, bytes, readText);
      const format = sniffImageFormat(bytes);
      if (format === 'jpeg') return jpegPages(host, bytes, readText);
      if (format) return decodedImagePages(host, bytes, format, readText);
      throw new UnreadableFileError('The file is not an image or a PDF that can be read');
    },
  };
}

/**
 * Tesseract leans on its first model: English first reads "și" as "si" and "República" as "Republica"
 * (measured on the corpus), so the other languages come first and English, when chosen, last.
 */
export const modelsFor = (languages: readonly OcrLanguage[]) =>
  [...languages].sort((a, b) => Number(a === 'en') - Number(b === 'en')).map((language) => TESSERACT_MODEL_OF[language]);

/**
 * Tesseract's Romanian model writes ş and ţ with a cedilla, the letters of old fonts; Romanian spells
 * them with a comma below (ș, ț). None of the other languages read uses them.
 */
export const withRomanianCommas = (text: string) => text.replace(/[şŞţŢ]/g, (letter) => ({ ş: 'ș', Ş: 'Ș', ţ: 'ț', Ţ: 'Ț' })[letter]!);

/** A page drawn for OCR read in these languages, once `inspect` has seen it (and not at all when it says so). */
type ReadText = (page: Raster, dpi: number, languages: readonly OcrLanguage[], inspect?: PageInspection) => Promise<string>;

/**
 * Draws with a PDFium made for the one drawing: its memory is dropped before OCR grows the engine's,
 * and a new instance from the compiled module takes some 10 ms.
 */
async function drawPage(host: PagesHost, pdf: Uint8Array, pageIndex: number, size: RenderSize, channels: 1 | 4): Promise<Raster> {
  const pdfium = await createPdfium(host.modules);
  let document: PdfDocument;
  try {
    document = PdfDocument.open(pdfium, pdf);
  } catch (error) {
    throw new UnreadableFileError(error instanceof Error ? error.message : 'The PDF cannot be read', { cause: error });
  }
  try {
    if (pageIndex >= document.pageCount) throw new UnreadableFileError(`The PDF has no page ${pageIndex + 1}`);
    return document.render(pageIndex, size, channels);
  } catch (error) {
    // Drawing depends on the file alone (a fresh PDFium each time): what fails once fails on every
    // retry, so it is the file's fault, said at once rather than retried for minutes.
    if (error instanceof UnreadableFileError) throw error;
    throw new UnreadableFileError(error instanceof Error ? error.message : `Page ${pageIndex + 1} of the PDF cannot be drawn`, {
      cause: error,
    });
  } finally {
    document.close();
  }
}

function pdfPages(host: PagesHost, pdf: Uint8Array, readText: ReadText): PagedFile {
  return {
    async recognize(pageNumber, languages, inspect) {
      const page = await drawPage(host, pdf, pageNumber - 1, { dpi: OCR_DPI, maxPixels: OCR_MAX_PIXELS }, 1);
      return readText(page, OCR_DPI, languages, inspect);
    },
    thumbnail: async (pageNumber = 1) =>
      makeThumbnail(host.modules.webpEncoder, await drawPage(host, pdf, pageNumber - 1, THUMBNAIL_DRAW, 4)),
  };
}

/** A JPEG is drawn by PDFium as a one-page PDF: decoded and scaled at once, never held at full size. */
function jpegPages(host: PagesHost, jpeg: Uint8Array, readText: ReadText): PagedFile {
  let info;
  try {
    info = readJpegInfo(jpeg);
  } catch (error) {
    throw new UnreadableFileError('The JPEG image is damaged', { cause: error });
  }
  const isQuarterTurned = info.orientation >= 5;
  const [width, height] = isQuarterTurned ? [info.height, info.width] : [info.width, info.height];
  const pdf = jpegAsPdf(jpeg, info);
  return {
    async recognize(pageNumber, languages, inspect) {
      const size = fitSize(width, height, { maxWidth: OCR_MAX_SIDE, maxHeight: OCR_MAX_SIDE, maxPixels: OCR_MAX_PIXELS });
      const page = await drawPage(host, pdf, pageNumber - 1, { width: size.width, maxPixels: OCR_MAX_PIXELS }, 1);
      return readText(page, estimatedDpi(page), languages, inspect);
    },
    thumbnail: async (pageNumber = 1) =>
      makeThumbnail(
        host.modules.webpEncoder,
        await drawPage(host, pdf, pageNumber - 1, { width: Math.min(width, THUMBNAIL_DRAW.width), maxPixels: THUMBNAIL_DRAW.maxPixels }, 4),
      ),
  };
}

/**
 * PNG, WebP, GIF, TIFF and BMP: decoded once per file, then reduced for OCR or for the thumbnail (the
 * thumbnail first, as the pages queue asks). The decoded image (an A4 scan: 9 MB in grey, 35 MB in
 * RGBA) is let go once the page for OCR is made from it, before the engine starts.
 */
function decodedImagePages(host: PagesHost, bytes: Uint8Array, format: Exclude<ImageFormat, 'jpeg'>, readText: ReadText): PagedFile {
  let decoded: Promise<Raster> | undefined;
  const decode = () => (decoded ??= decodeImage(host, bytes, format));
  const pageForOcr = async () => {
    const image = await decode();
    decoded = undefined;
    const size = fitSize(image.width, image.height, { maxWidth: OCR_MAX_SIDE, maxHeight: OCR_MAX_SIDE, maxPixels: OCR_MAX_PIXELS });
    return reduce(rowsOf(image), size.width, size.height, 1);
  };
  return {
    async recognize(pageNumber, languages, inspect) {
      if (pageNumber !== 1) throw new UnreadableFileError(`The image has no page ${pageNumber}`);
      const page = await pageForOcr();
      return readText(page, estimatedDpi(page), languages, inspect);
    },
    async thumbnail(pageNumber = 1) {
      if (pageNumber !== 1) throw new UnreadableFileError(`The image has no page ${pageNumber}`);
      return makeThumbnail(host.modules.webpEncoder, await decode());
    },
  };
}

async function decodeImage(host: PagesHost, bytes: Uint8Array, format: Exclude<ImageFormat, 'jpeg'>): Promise<Raster> {
  const declared = declaredSize(bytes, format);
  if (declared && declared.width * declared.height > MAX_IMAGE_PIXELS)
    throw new UnreadableFileError(`The image is too large to read (${declared.width} × ${declared.height} pixels)`);
  try {
    switch (format) {
      case 'png':
        return decodePng(bytes);
      case 'gif':
        return decodeGif(bytes);
      case 'tiff':
        return decodeTiff(bytes);
      case 'bmp':
        return decodeBmp(bytes);
      case 'webp':
        return await decodeWebp(host.modules.webpDecoder, bytes);
    }
  } catch (error) {
    throw new UnreadableFileError(`The ${format.toUpperCase()} image is damaged or cannot be read`, { cause: error });
  }
}

/** The width and height a header announces, before anything is decoded. */
function declaredSize(bytes: Uint8Array, format: Exclude<ImageFormat, 'jpeg'>): { width: number; height: number } | undefined {
  if (bytes.length < 30) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (format === 'png') return { width: view.getUint32(16), height: view.getUint32(20) };
  if (format === 'gif') return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (format === 'bmp') return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
  if (format === 'webp') return webpSize(bytes);
  return undefined;
}

/** A photo or an image scan carries no reliable resolution: its short side taken as an A4 page's width, which sizes text well enough. */
const estimatedDpi = (page: Raster) => Math.round(Math.min(600, Math.max(70, Math.min(page.width, page.height) / A4_WIDTH_INCHES)));

/** `%PDF` within the first kilobyte: some files carry junk before the header, which readers accept. */
export function isPdf(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 1024);
  for (let index = 0; index + 4 <= head.length; index++) {
    if (head[index] === 0x25 && head[index + 1] === 0x50 && head[index + 2] === 0x44 && head[index + 3] === 0x46) return true;
  }
  return false;
}
