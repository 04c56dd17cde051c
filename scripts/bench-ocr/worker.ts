/**
 * The OCR benchmark's Worker (see scripts/bench-ocr.ts): core/pages with the same host as the app's
 * Worker (worker/modules/documents/pages/worker-page-reader.ts: the WebAssembly modules bundled with
 * the script, the models read from the static assets), one file per request, so that the benchmark
 * can time each page from outside. Requests, the file's bytes as the body:
 *
 * - `POST /info`: `{ format, pageCount }` (a PDF's pages counted by PDFium; an image is one page);
 * - `POST /read?page=N&languages=en,de`: the page's text, read as the app reads it (an engine of its
 *   own for the page, models loaded, ended after it: the Worker keeps none), with what the run
 *   measured: the engine's memory after the page, the bitmap it was given, the RGBA bitmap a PNG
 *   decodes to (width × height × 4), the memory of the PDFium that drew the page;
 * - `POST /thumbnail`: `{ bytes, contentType }` of the file's thumbnail.
 *
 * An unreadable file answers 422 with `{ error, message }`. Nothing here is part of the app.
 */
import pdfiumModule from '@embedpdf/pdfium/pdfium.wasm';
import pdfiumCallbacks from '../../core/pages/pdfium-callbacks.wasm';
import { OcrEngine, type PageText } from '../../core/pages/ocr-engine';
import { OCR_LANGUAGES, type OcrLanguage } from '../../core/pages/ocr-languages';
import { isPdf, UnreadableFileError } from '../../core/pages/page-reader';
import { workerPageReader } from '../../worker/modules/documents/pages/worker-page-reader';
import { createPdfium, PdfDocument } from '../../core/pages/pdfium';
import type { Raster } from '../../core/pages/raster';

type Env = { ASSETS: Fetcher };

// --- what a page costs, seen from inside -----------------------------------------------------------

type PageSeen = {
  engineMemoryBytes: number;
  width: number;
  height: number;
  channels: number;
  dpi: number;
  rotation: number;
  confidence: number;
};
let lastPage: PageSeen | undefined;

// The page the engine is given (the largest bitmap a PDF or JPEG page makes), and how it was read.
const recognize = OcrEngine.prototype.recognize;
OcrEngine.prototype.recognize = function (this: OcrEngine, page: Raster, dpi: number): PageText {
  const result = recognize.call(this, page, dpi);
  lastPage = {
    engineMemoryBytes: this.memoryBytes,
    width: page.width,
    height: page.height,
    channels: page.channels,
    dpi,
    rotation: result.rotation,
    confidence: result.confidence,
  };
  return result;
};

// Each drawing makes its own PDFium instance (core/pages/pdfium.ts): kept here to read their memory after the request.
let pdfiumInstances: WebAssembly.Instance[] = [];
const NativeInstance = WebAssembly.Instance;
class RecordedInstance extends NativeInstance {
  constructor(module: WebAssembly.Module, imports?: WebAssembly.Imports) {
    super(module, imports);
    if (module === pdfiumModule) pdfiumInstances.push(this);
  }
}
(WebAssembly as { Instance: typeof WebAssembly.Instance }).Instance = RecordedInstance;

const memoryOf = (instance: WebAssembly.Instance) =>
  Object.values(instance.exports).find((value): value is WebAssembly.Memory => value instanceof WebAssembly.Memory)?.buffer.byteLength ?? 0;

// --- requests -------------------------------------------------------------------------------------

/**
 * The bitmap an image's decoder makes (core/pages/image-decoders.ts), from its header: an 8-bit grey PNG
 * stays grey, others become RGBA. PNG only, the corpus's one decoded format.
 */
function decodedImageBytes(bytes: Uint8Array): number | null {
  if (bytes.length < 26 || bytes[0] !== 0x89 || bytes[1] !== 0x50) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const isEightBitGrey = bytes[24] === 8 && bytes[25] === 0;
  return view.getUint32(16) * view.getUint32(20) * (isEightBitGrey ? 1 : 4);
}

async function info(bytes: Uint8Array) {
  if (!isPdf(bytes)) return { format: 'image', pageCount: 1 };
  const pdfium = await createPdfium({ pdfium: pdfiumModule, pdfiumCallbacks });
  let document: PdfDocument;
  try {
    document = PdfDocument.open(pdfium, bytes);
  } catch (error) {
    throw new UnreadableFileError(error instanceof Error ? error.message : 'The PDF cannot be read');
  }
  try {
    return { format: 'pdf', pageCount: document.pageCount };
  } finally {
    document.close();
  }
}

async function read(env: Env, bytes: Uint8Array, url: URL) {
  const pageNumber = Number(url.searchParams.get('page') ?? 1);
  const languages = (url.searchParams.get('languages') ?? 'en').split(',') as OcrLanguage[];
  const unknown = languages.filter((language) => !OCR_LANGUAGES.includes(language));
  if (unknown.length > 0) throw new Error(`Unknown OCR languages: ${unknown.join(', ')}`);
  lastPage = undefined;
  const file = await (await workerPageReader(env.ASSETS)).open({ bytes });
  const text = await file.recognize(pageNumber, languages);
  const page = lastPage as PageSeen | undefined;
  return {
    text,
    engineMemoryBytes: page?.engineMemoryBytes ?? null,
    page: page
      ? { width: page.width, height: page.height, channels: page.channels, bytes: page.width * page.height * page.channels, dpi: page.dpi }
      : null,
    rotation: page?.rotation ?? null,
    confidence: page?.confidence ?? null,
    decodedImageBytes: decodedImageBytes(bytes),
    pdfiumMemoryBytes: Math.max(0, ...pdfiumInstances.map(memoryOf)),
  };
}

async function thumbnail(env: Env, bytes: Uint8Array) {
  const file = await (await workerPageReader(env.ASSETS)).open({ bytes });
  const made = await file.thumbnail();
  return { bytes: made.bytes.byteLength, contentType: made.contentType };
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/health') return Response.json({ ok: true });
    if (request.method !== 'POST') return Response.json({ error: 'NotFound', message: 'POST /info, /read or /thumbnail' }, { status: 404 });
    const bytes = new Uint8Array(await request.arrayBuffer());
    pdfiumInstances = [];
    try {
      switch (url.pathname) {
        case '/info':
          return Response.json(await info(bytes));
        case '/read':
          return Response.json(await read(env, bytes, url));
        case '/thumbnail':
          return Response.json(await thumbnail(env, bytes));
        default:
          return Response.json({ error: 'NotFound', message: 'POST /info, /read or /thumbnail' }, { status: 404 });
      }
    } catch (error) {
      const status = error instanceof UnreadableFileError ? 422 : 500;
      return Response.json(
        { error: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) },
        { status },
      );
    } finally {
      pdfiumInstances = [];
    }
  },
};
