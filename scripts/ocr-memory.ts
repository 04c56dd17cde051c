/**
 * The OCR path's memory, measured in Node: `npm run bench:ocr` runs it for each file of the corpus,
 * in a process of its own; by hand, with the flags it needs:
 *   node --expose-gc --single-threaded-gc --no-concurrent-array-buffer-sweeping --experimental-transform-types \
 *     --import ./scripts/node-ts-hooks.mjs scripts/ocr-memory.ts tests/fixtures/ocr/scan-it.pdf it 1
 * (file, languages, page count). workerd shows no heap figures to the code it runs, so the same code
 * runs here (core/pages' createPageReader, with the same WebAssembly modules and models, and a host
 * like the Worker's, worker/modules/documents/pages/worker-page-reader.ts), as the pages consumer
 * runs it: for each page a message, the file's bytes read anew, opened, the thumbnail made with the
 * first page, the page read. Every page is read twice, as two messages of one isolate, so that
 * whatever a page leaves behind meets the next one.
 *
 * What is counted: V8's heap in use plus the memory it tracks outside the heap (`heapUsed + external`
 * of process.memoryUsage()): every ArrayBuffer (the file's bytes, the bitmaps, the models) and every
 * WebAssembly memory at its full size (PDFium's, the OCR engine's, the WebP codecs'), less the same
 * figure before the first page (Node itself: its type stripper's WebAssembly, its modules). It is
 * taken after two full garbage collections (V8 collects before it fails an allocation) at each
 * step: when a WebAssembly instance starts, after PDFium draws, after each model is fetched, after the
 * engine starts, after it reads the page, after the thumbnail. Not counted: compiled code (part of
 * the Worker's script) and the rest of the Worker (its own heap, other requests at the same time).
 * The WebAssembly memories are told apart by what made them (PDFium, engine, WebP), for as long as
 * the app holds them; "js" is the rest.
 * Prints one JSON line: the peak, the step it was at, its parts, what the isolate holds after the
 * last page, and each page's text (the second reading).
 */
/// <reference path="../core/pages/vendor.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { OcrEngine, type OcrHost } from '../core/pages/ocr-engine.ts';
import type { OcrLanguage } from '../core/pages/ocr-languages.ts';
import { createPageReader } from '../core/pages/page-reader.ts';
import { PdfDocument } from '../core/pages/pdfium.ts';
import { nodePdfiumModules } from './node-pdfium.ts';

const require = createRequire(import.meta.url);
const compile = (specifier: string) => new WebAssembly.Module(readFileSync(require.resolve(specifier)));
const modules = {
  ...nodePdfiumModules,
  webpDecoder: compile('@jsquash/webp/codec/dec/webp_dec.wasm'),
  webpEncoder: compile('@jsquash/webp/codec/enc/webp_enc_simd.wasm'),
};
const tesseract = compile('tesseract.js-core/tesseract-core-simd-lstm.wasm');
const LABEL_OF = new Map<WebAssembly.Module, string>([
  [modules.pdfium, 'pdfium'],
  [modules.webpDecoder, 'webp'],
  [modules.webpEncoder, 'webp'],
  [tesseract, 'engine'],
]);

// --- the WebAssembly memories alive, for the parts of the total (the total needs none of this):
// PDFium's from its start to its document's close (after which the app drops it), the engine's until
// it is ended, the WebP codecs' until the thumbnail is made or the image decoded. Held here for that
// time only: a WeakRef would do worse, its deref keeping the memory to the end of the microtask queue.
// Memory the app keeps longer than that stays in the total, under "js". ---

const live = new Map<string, WebAssembly.Memory>();
const record = (module: WebAssembly.Module, instance: WebAssembly.Instance) => {
  const memory = Object.values(instance.exports).find((value): value is WebAssembly.Memory => value instanceof WebAssembly.Memory);
  const label = LABEL_OF.get(module) ?? 'other';
  if (memory) live.set(label === 'webp' ? `webp ${module === modules.webpEncoder ? 'encoder' : 'decoder'}` : label, memory);
};
const NativeInstance = WebAssembly.Instance;
class RecordedInstance extends NativeInstance {
  constructor(module: WebAssembly.Module, imports?: WebAssembly.Imports) {
    super(module, imports);
    record(module, this);
    probe(`${LABEL_OF.get(module) ?? 'WebAssembly'} instance started`);
  }
}
(WebAssembly as { Instance: typeof WebAssembly.Instance }).Instance = RecordedInstance;
const close = PdfDocument.prototype.close;
PdfDocument.prototype.close = function (this: PdfDocument) {
  close.call(this);
  live.delete('pdfium');
};

const MB = 2 ** 20;
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('Run with node --expose-gc (see the head of this file)');

type Sample = { step: string; totalBytes: number; jsBytes: number; wasmBytes: Record<string, number> };
let peak: Sample | undefined;
const largest: Record<string, number> = {};
let currentStep = '';
let lastTotal = 0;

function probe(step: string) {
  // Twice: a dropped WebAssembly instance's memory is freed by the second (its first pass runs weak callbacks).
  collect!();
  collect!();
  const { heapUsed, external } = process.memoryUsage();
  const wasmBytes: Record<string, number> = {};
  for (const [label, memory] of live) wasmBytes[label] = memory.buffer.byteLength;
  const wasmTotal = Object.values(wasmBytes).reduce((sum, bytes) => sum + bytes, 0);
  const sample = { step: `${currentStep}: ${step}`, totalBytes: heapUsed + external, jsBytes: heapUsed + external - wasmTotal, wasmBytes };
  for (const [label, bytes] of Object.entries({ ...wasmBytes, js: sample.jsBytes })) largest[label] = Math.max(largest[label] ?? 0, bytes);
  if (!peak || sample.totalBytes > peak.totalBytes) peak = sample;
  lastTotal = sample.totalBytes;
  if (process.env.OCR_MEMORY_TRACE) console.error(JSON.stringify({ ...sample, heapUsed, external }));
}

// Allocations of a megabyte or more by the code that runs synchronously (the image decoders, the
// reducer), whose peaks would fall between the steps: each is a step too, right after it is made.
const LARGE = 2 ** 20;
for (const name of ['ArrayBuffer', 'Uint8Array', 'Uint8ClampedArray', 'Float32Array'] as const) {
  const native = globalThis[name] as unknown as new (...args: unknown[]) => { byteLength: number };
  (globalThis as Record<string, unknown>)[name] = new Proxy(native, {
    construct(target, args, newTarget) {
      const made = Reflect.construct(target, args, newTarget) as { byteLength: number };
      if (typeof args[0] === 'number' && made.byteLength >= LARGE) probe(`${name} of ${(made.byteLength / MB).toFixed(1)} MB made`);
      return made;
    },
  });
}

// --- probes on the path ----------------------------------------------------------------------------

const render = PdfDocument.prototype.render;
PdfDocument.prototype.render = function (this: PdfDocument, ...args: Parameters<typeof render>) {
  const raster = render.apply(this, args);
  probe(`PDFium drew ${raster.width}×${raster.height}×${raster.channels}`);
  return raster;
};
const recognize = OcrEngine.prototype.recognize;
OcrEngine.prototype.recognize = function (this: OcrEngine, ...args: Parameters<typeof recognize>) {
  const result = recognize.apply(this, args);
  probe(`engine read ${args[0].width}×${args[0].height}`);
  return result;
};
const end = OcrEngine.prototype.end;
OcrEngine.prototype.end = function (this: OcrEngine) {
  end.call(this);
  live.delete('engine');
};
const create = OcrEngine.create;
OcrEngine.create = async (...args: Parameters<typeof create>) => {
  const engine = await create(...args);
  probe('engine started');
  return engine;
};

// As the Worker's host: the modules compiled once, a model's bytes gzipped as the static assets serve them, no engine kept.
const host: OcrHost = {
  instantiateEngine: async (imports) => new WebAssembly.Instance(tesseract, imports),
  async loadModel(name) {
    const bytes = new Uint8Array(readFileSync(require.resolve(`@tesseract.js-data/${name}/4.0.0_best_int/${name}.traineddata.gz`)));
    probe(`model ${name} fetched`);
    return bytes;
  },
};

// --- the run ---------------------------------------------------------------------------------------

const [file, languageList = 'en', pageCountArgument = '1'] = process.argv.slice(2);
if (!file) throw new Error('Usage: ocr-memory.ts <file> [languages, comma-separated] [page count]');
const languages = languageList.split(',') as OcrLanguage[];
const pageCount = Number(pageCountArgument);
const reader = createPageReader({ ...host, modules });
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

const texts: string[] = [];
try {
  probe('baseline');
  const baseline = peak!.totalBytes;
  peak = undefined;
  for (const pass of [1, 2]) {
    for (let page = 1; page <= pageCount; page++) {
      currentStep = `${pass === 1 ? 'first' : 'second'} reading, page ${page}`;
      const paged = await reader.open({ bytes: new Uint8Array(readFileSync(file)) });
      if (page === 1 && pass === 1) {
        await paged.thumbnail();
        live.delete('webp encoder');
        probe('thumbnail made');
      }
      const text = await paged.recognize(page, languages);
      live.delete('webp decoder');
      if (pass === 2) texts.push(text);
    }
  }
  currentStep = 'after';
  await new Promise((resolve) => setTimeout(resolve, 0));
  probe('the last page read');
  console.log(
    JSON.stringify({
      file,
      languages,
      pageCount,
      baselineMB: mb(baseline),
      peakMB: mb(peak!.totalBytes - baseline),
      peakStep: peak!.step,
      peakPartsMB: {
        js: mb(peak!.jsBytes - baseline),
        ...Object.fromEntries(Object.entries(peak!.wasmBytes).map(([label, bytes]) => [label, mb(bytes)])),
      },
      largestMB: Object.fromEntries(
        Object.entries(largest).map(([label, bytes]) => [label, mb(label === 'js' ? bytes - baseline : bytes)]),
      ),
      heldAfterMB: mb(lastTotal - baseline),
      texts,
    }),
  );
} catch (error) {
  console.log(JSON.stringify({ file, languages, pageCount, error: error instanceof Error ? error.message : String(error) }));
}
