import { init, type WrappedPdfiumModule } from '@embedpdf/pdfium';
import { fitSize, type Raster } from './raster';

// From PDFium's fpdfview.h.
const BITMAP_GREY = 1;
const BITMAP_BGRX = 3;
const RENDER_ANNOTATIONS = 0x01;
const RENDER_FOR_PRINTING = 0x800;
const WHITE = 0xffffffff;
const POINTS_PER_INCH = 72;
// From fpdf_save.h: the whole file written anew, not appended to the old one.
const NO_INCREMENTAL = 2;
/** What a saved file may grow by over what it is expected to be (a new cross-reference table, a turned page's dictionary) before its buffer grows. */
const SAVE_HEADROOM_BYTES = 64 * 1024;

type Pdfium = WrappedPdfiumModule;

/** Emscripten's view of PDFium's memory (missing from the package's types); read it after each allocation, which may replace it. */
const heapOf = (pdfium: Pdfium) => (pdfium.pdfium as unknown as { HEAPU8: Uint8Array }).HEAPU8;

/** PDFium's module, and the one through which it reads and writes files in JavaScript (pdfium-callbacks.wasm). */
export type PdfiumModules = { pdfium: WebAssembly.Module; pdfiumCallbacks: WebAssembly.Module };

/**
 * Files PDFium reads and writes in JavaScript's memory, not its own (which never shrinks): each open
 * document's bytes by the address of its FPDF_FILEACCESS, each file being written by its FPDF_FILEWRITE's.
 */
type FileTraffic = { reading: Map<number, Uint8Array>; writing: Map<number, GrowingBytes>; read: number; write: number };
const fileTraffic = new WeakMap<Pdfium, FileTraffic>();

function trafficOf(pdfium: Pdfium): FileTraffic {
  const traffic = fileTraffic.get(pdfium);
  if (!traffic) throw new Error('This PDFium was not made by createPdfium');
  return traffic;
}

/**
 * PDFium from WebAssembly.Modules the host compiled (a Worker imports the .wasm; a browser compiles
 * them from their URLs): nothing here compiles bytes, which Workers refuse.
 */
export async function createPdfium({ pdfium: wasm, pdfiumCallbacks }: PdfiumModules): Promise<Pdfium> {
  const globalsBefore = new Set(Reflect.ownKeys(globalThis));
  const pdfium = await init({
    instantiateWasm: (imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) => {
      const instance = new WebAssembly.Instance(wasm, imports);
      receive(instance, wasm);
      return instance.exports;
    },
  } as never);
  forgetGlobalHooks(globalsBefore);
  pdfium.PDFiumExt_Init();
  fileTraffic.set(pdfium, connectFiles(pdfium, pdfiumCallbacks));
  return pdfium;
}

/** PDFium's m_GetBlock and WriteBlock, in JavaScript, put in its function table (see scripts/generate-pdfium-callbacks.mjs). */
function connectFiles(pdfium: Pdfium, callbacks: WebAssembly.Module): FileTraffic {
  const reading = new Map<number, Uint8Array>();
  const writing = new Map<number, GrowingBytes>();
  const { exports } = new WebAssembly.Instance(callbacks, {
    e: {
      read: (access: number, position: number, buffer: number, size: number) => {
        const file = reading.get(access);
        if (!file || position + size > file.length) return 0;
        heapOf(pdfium).set(file.subarray(position, position + size), buffer);
        return 1;
      },
      write: (fileWrite: number, data: number, size: number) => {
        writing.get(fileWrite)?.push(heapOf(pdfium).subarray(data, data + size));
        return 1;
      },
    },
  });
  const table = (pdfium.pdfium.wasmExports as unknown as { __indirect_function_table: WebAssembly.Table }).__indirect_function_table;
  const read = table.grow(2);
  table.set(read, exports.read as () => number);
  table.set(read + 1, exports.write as () => number);
  return { reading, writing, read, write: read + 1 };
}

/**
 * A file written in pieces into one buffer, sized from a guess of the whole (grown by doubling past it),
 * so that a file is held once and not also as its pieces.
 */
class GrowingBytes {
  private bytes: Uint8Array;
  private length = 0;

  constructor(expectedLength: number) {
    this.bytes = new Uint8Array(expectedLength);
  }

  push(piece: Uint8Array) {
    if (this.length + piece.length > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + piece.length));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    this.bytes.set(piece, this.length);
    this.length += piece.length;
  }

  /** The bytes written; a copy only when the guess left much unused. */
  written(): Uint8Array {
    const unused = this.bytes.length - this.length;
    return unused > this.bytes.length / 8 ? this.bytes.slice(0, this.length) : this.bytes.subarray(0, this.length);
  }
}

/**
 * The package is a debug build of Emscripten: its first instance hangs some 150 warning getters on
 * globalThis (`buffer`, `asm`, names of library functions), each a closure over that instance, so
 * its memory (18 MB, 45 MB after drawing a scan) was never freed in the isolate. They go at once.
 */
function forgetGlobalHooks(globalsBefore: Set<PropertyKey>) {
  const scope = globalThis as Record<PropertyKey, unknown>;
  for (const key of Reflect.ownKeys(scope)) {
    if (globalsBefore.has(key)) continue;
    const descriptor = Object.getOwnPropertyDescriptor(scope, key);
    if (descriptor?.configurable && descriptor.get && !descriptor.set) delete scope[key];
  }
}

export type RenderSize = { dpi: number; maxPixels: number } | { width: number; maxPixels: number };

/**
 * A PDF opened in PDFium's memory, its pages rendered one at a time. Rendering draws whatever the
 * page holds (text, vectors, scanned images in any of PDF's codecs), so it serves OCR and thumbnails alike.
 */
export class PdfDocument {
  private constructor(
    private readonly pdfium: Pdfium,
    private readonly fileAccess: number,
    private readonly handle: number,
    private readonly fileLength = 0,
  ) {}

  /**
   * Throws when PDFium cannot open the file (damaged, encrypted). PDFium reads the file where it is,
   * in JavaScript, a block at a time: it is not copied into PDFium's memory. `bytes` must stay as it is
   * until the document is closed.
   */
  static open(pdfium: Pdfium, bytes: Uint8Array): PdfDocument {
    const traffic = trafficOf(pdfium);
    const { malloc, free } = pdfium.pdfium.wasmExports;
    // FPDF_FILEACCESS: m_FileLen, m_GetBlock, m_Param.
    const access = malloc(12);
    new Uint32Array(heapOf(pdfium).buffer, access, 3).set([bytes.length, traffic.read, access]);
    traffic.reading.set(access, bytes);
    const handle = pdfium.FPDF_LoadCustomDocument(access, '');
    if (!handle) {
      const reason = pdfium.FPDF_GetLastError();
      traffic.reading.delete(access);
      free(access);
      throw new Error(reason === 4 ? 'The PDF is password-protected' : 'The PDF is damaged or not a valid PDF');
    }
    return new PdfDocument(pdfium, access, handle, bytes.length);
  }

  get pageCount(): number {
    return this.pdfium.FPDF_GetPageCount(this.handle);
  }

  /**
   * One page (from 0) drawn on white: grey (an 8-bit bitmap, a quarter of BGRA's memory) for OCR, RGBA
   * for thumbnails. The grey render flag is left off: measured, it makes PDFium convert whole images first (+50 MB).
   */
  render(pageIndex: number, size: RenderSize, channels: 1 | 4): Raster {
    const { pdfium } = this;
    const page = pdfium.FPDF_LoadPage(this.handle, pageIndex);
    // PDFium gives up on a page tree deeper than it walks (1,024 levels), as on a damaged one.
    if (!page) throw new Error(`Page ${pageIndex + 1} of the PDF cannot be read: its page tree is damaged or too deep`);
    let bitmap = 0;
    try {
      const pageWidth = pdfium.FPDF_GetPageWidthF(page);
      const pageHeight = pdfium.FPDF_GetPageHeightF(page);
      const scale = 'width' in size ? size.width / pageWidth : size.dpi / POINTS_PER_INCH;
      const { width, height } = fitSize(pageWidth * scale, pageHeight * scale, { maxPixels: size.maxPixels });
      bitmap = pdfium.FPDFBitmap_CreateEx(width, height, channels === 1 ? BITMAP_GREY : BITMAP_BGRX, 0, 0);
      if (!bitmap) throw new Error('The page is too large to draw');
      pdfium.FPDFBitmap_FillRect(bitmap, 0, 0, width, height, WHITE);
      pdfium.FPDF_RenderPageBitmap(bitmap, page, 0, 0, width, height, 0, RENDER_ANNOTATIONS | RENDER_FOR_PRINTING);
      const stride = pdfium.FPDFBitmap_GetStride(bitmap);
      const buffer = pdfium.FPDFBitmap_GetBuffer(bitmap);
      const heap = heapOf(pdfium);
      const data = new Uint8ClampedArray(width * height * channels);
      for (let y = 0; y < height; y++) {
        const row = heap.subarray(buffer + y * stride, buffer + y * stride + width * channels);
        if (channels === 1) {
          data.set(row, y * width);
          continue;
        }
        // PDFium's BGRx to RGBA.
        for (let x = 0, offset = y * width * 4; x < width * 4; x += 4, offset += 4) {
          data[offset] = row[x + 2]!;
          data[offset + 1] = row[x + 1]!;
          data[offset + 2] = row[x]!;
          data[offset + 3] = 255;
        }
      }
      return { width, height, channels, data };
    } finally {
      if (bitmap) pdfium.FPDFBitmap_Destroy(bitmap);
      pdfium.FPDF_ClosePage(page);
    }
  }

  /**
   * A new PDF of pages copied from other PDFs (all of a source's when it lists none), in order, each
   * turned by `quarterTurns` clockwise more: PDFium copies each page's objects (images and text as
   * stored), one source open at a time. Answers the file and how many pages each source gave.
   */
  static compose(
    pdfium: Pdfium,
    sources: readonly { bytes: Uint8Array; pages?: readonly { page: number; quarterTurns: number }[] }[],
  ): { bytes: Uint8Array; pageCounts: number[] } {
    const composed = new PdfDocument(pdfium, 0, pdfium.FPDF_CreateNewDocument());
    let expectedLength = 0;
    try {
      const pageCounts = sources.map(({ bytes, pages }) => {
        const count = composed.pageCount;
        const source = PdfDocument.open(pdfium, bytes);
        try {
          expectedLength += (bytes.length * (pages?.length ?? source.pageCount)) / Math.max(source.pageCount, 1);
          const outside = pages?.find(({ page }) => page > source.pageCount);
          if (outside) throw new RangeError(`Page ${outside.page} is not in the file, which has ${source.pageCount} pages`);
          composed.importPages(
            source,
            pages?.map(({ page }) => page - 1),
            count,
          );
        } finally {
          source.close();
        }
        pages?.forEach(({ quarterTurns }, index) => composed.turn(count + index, quarterTurns));
        return composed.pageCount - count;
      });
      return { bytes: composed.save(Math.round(expectedLength)), pageCounts };
    } finally {
      composed.close();
    }
  }

  /** Copies pages of another document (from 0; all of them when none are listed) to `at`. */
  private importPages(source: PdfDocument, pageIndexes: number[] | undefined, at: number) {
    const { pdfium } = this;
    const address = pageIndexes ? pdfium.pdfium.wasmExports.malloc(pageIndexes.length * 4) : 0;
    try {
      if (pageIndexes) new Int32Array(heapOf(pdfium).buffer, address, pageIndexes.length).set(pageIndexes);
      if (!pdfium.FPDF_ImportPagesByIndex(this.handle, source.handle, address, pageIndexes?.length ?? 0, at))
        throw new Error('PDFium could not copy the pages');
    } finally {
      if (address) pdfium.pdfium.wasmExports.free(address);
    }
  }

  private turn(pageIndex: number, quarterTurns: number) {
    if (quarterTurns % 4 === 0) return;
    this.withPage(pageIndex, (page) => this.pdfium.FPDFPage_SetRotation(page, (this.pdfium.FPDFPage_GetRotation(page) + quarterTurns) % 4));
  }

  /**
   * A PDF of one page holding an image decoded to pixels (PNG, GIF, TIFF, BMP), stored lossless by
   * PDFium at `dpi` (its page is the image's size at that resolution). Transparent pixels are laid on white.
   */
  static ofImage(pdfium: Pdfium, image: Raster, dpi: number): Uint8Array {
    const document = new PdfDocument(pdfium, 0, pdfium.FPDF_CreateNewDocument());
    let bitmap = 0;
    try {
      const [width, height] = [(image.width * POINTS_PER_INCH) / dpi, (image.height * POINTS_PER_INCH) / dpi];
      const page = pdfium.FPDFPage_New(document.handle, 0, width, height);
      const object = pdfium.FPDFPageObj_NewImageObj(document.handle);
      bitmap = pdfium.FPDFBitmap_CreateEx(image.width, image.height, image.channels === 1 ? BITMAP_GREY : BITMAP_BGRX, 0, 0);
      if (!page || !object || !bitmap) throw new Error('The image is too large to make a page of');
      const stride = pdfium.FPDFBitmap_GetStride(bitmap);
      const buffer = pdfium.FPDFBitmap_GetBuffer(bitmap);
      const heap = heapOf(pdfium);
      for (let y = 0; y < image.height; y++) {
        const row = buffer + y * stride;
        if (image.channels === 1) {
          heap.set(image.data.subarray(y * image.width, (y + 1) * image.width), row);
          continue;
        }
        // RGBA to PDFium's BGRx, over white.
        for (let x = 0, source = y * image.width * 4; x < image.width; x++, source += 4) {
          const alpha = image.data[source + 3]! / 255;
          const over = (value: number) => Math.round(value * alpha + 255 * (1 - alpha));
          heap[row + x * 4] = over(image.data[source + 2]!);
          heap[row + x * 4 + 1] = over(image.data[source + 1]!);
          heap[row + x * 4 + 2] = over(image.data[source]!);
        }
      }
      if (!pdfium.FPDFImageObj_SetBitmap(0, 0, object, bitmap)) throw new Error('PDFium could not take the image');
      pdfium.FPDFImageObj_SetMatrix(object, width, 0, 0, height, 0, 0);
      pdfium.FPDFPage_InsertObject(page, object);
      if (!pdfium.FPDFPage_GenerateContent(page)) throw new Error('PDFium could not write the page');
      pdfium.FPDF_ClosePage(page);
      return document.save(image.data.length);
    } finally {
      if (bitmap) pdfium.FPDFBitmap_Destroy(bitmap);
      document.close();
    }
  }

  /** Each page's rotation in quarter turns clockwise (its /Rotate), from page 1. */
  rotations(): number[] {
    return Array.from({ length: this.pageCount }, (_, index) => this.withPage(index, (page) => this.pdfium.FPDFPage_GetRotation(page)));
  }

  /**
   * Rotates, deletes and reorders pages in place with PDFium's own page operations: `pages` lists the
   * pages to keep (from 1) in their new order, each turned by `quarterTurns` clockwise more; the others
   * go. Nothing is drawn again: a page keeps its content, images and text layer, and only its /Rotate
   * changes; the document keeps what a page copy would drop (outline, forms, metadata).
   */
  editPages(pages: readonly { page: number; quarterTurns: number }[]): void {
    const { pdfium } = this;
    for (const { page, quarterTurns } of pages) this.turn(page - 1, quarterTurns);
    const kept = new Set(pages.map(({ page }) => page));
    for (let page = this.pageCount; page >= 1; page--) if (!kept.has(page)) pdfium.FPDFPage_Delete(this.handle, page - 1);
    // Where each kept page now is (the deleted ones closed the gaps), in the order asked for, moved to the front.
    const remaining = [...kept].sort((a, b) => a - b);
    const order = pages.map(({ page }) => remaining.indexOf(page));
    if (order.every((index, position) => index === position)) return;
    const address = pdfium.pdfium.wasmExports.malloc(order.length * 4);
    try {
      new Int32Array(heapOf(pdfium).buffer, address, order.length).set(order);
      if (!pdfium.FPDF_MovePages(this.handle, address, order.length, 0)) throw new Error('PDFium could not reorder the pages');
    } finally {
      pdfium.pdfium.wasmExports.free(address);
    }
  }

  /**
   * The document as a new file, written by PDFium (objects of deleted pages left out) straight into
   * JavaScript's memory, about `expectedLength` bytes long (an edited file's: about its own length).
   */
  save(expectedLength = this.fileLength): Uint8Array {
    const { pdfium } = this;
    const traffic = trafficOf(pdfium);
    const { malloc, free } = pdfium.pdfium.wasmExports;
    // FPDF_FILEWRITE: version, WriteBlock.
    const fileWrite = malloc(8);
    new Uint32Array(heapOf(pdfium).buffer, fileWrite, 2).set([1, traffic.write]);
    const file = new GrowingBytes(expectedLength + SAVE_HEADROOM_BYTES);
    traffic.writing.set(fileWrite, file);
    try {
      if (!pdfium.FPDF_SaveAsCopy(this.handle, fileWrite, NO_INCREMENTAL)) throw new Error('PDFium could not write the PDF');
      return file.written();
    } finally {
      traffic.writing.delete(fileWrite);
      free(fileWrite);
    }
  }

  private withPage<T>(pageIndex: number, use: (page: number) => T): T {
    const page = this.pdfium.FPDF_LoadPage(this.handle, pageIndex);
    if (!page) throw new Error(`Page ${pageIndex + 1} of the PDF cannot be read: its page tree is damaged or too deep`);
    try {
      return use(page);
    } finally {
      this.pdfium.FPDF_ClosePage(page);
    }
  }

  close(): void {
    this.pdfium.FPDF_CloseDocument(this.handle);
    if (!this.fileAccess) return;
    trafficOf(this.pdfium).reading.delete(this.fileAccess);
    this.pdfium.pdfium.wasmExports.free(this.fileAccess);
  }
}
