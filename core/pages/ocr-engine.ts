import type { Raster } from './raster';
import { createTesseractModule } from './tesseract-core';

/**
 * Tesseract 5's LSTM engine (tesseract.js-core, WebAssembly) reading one page at a time. The host
 * gives the engine's instance and the models' bytes. A host with memory to spare keeps one engine,
 * its models loaded, for the next page (ocrEngineFor: one at a time, a second would double the
 * memory); a Worker makes one per page and ends it (PagesHost.keepsEngine in page-reader.ts).
 */
export type OcrHost = {
  /** The engine's instance, from a module compiled by the host: workerd never compiles bytes. */
  instantiateEngine(imports: WebAssembly.Imports): Promise<WebAssembly.Instance>;
  /** A model's bytes, plain or gzipped, by Tesseract's name of it ('eng', 'fra'…). */
  loadModel(name: string): Promise<Uint8Array>;
};

type Rotation = 0 | 90 | 180 | 270;

/** Below this mean word confidence (0-100) the page may lie sideways or upside down: the other rotations are tried. */
const CONFIDENT = 60;
// Tesseract's SetImage takes an EXIF orientation and turns the page itself: 1 as is, 3 upside down, 6 and 8 a quarter turn.
const EXIF_ORIENTATION_OF: Record<Rotation, number> = { 0: 1, 180: 3, 90: 6, 270: 8 };
const LSTM_ONLY = 1;
const FULLY_AUTOMATIC_SEGMENTATION = 3;

type TesseractModule = {
  TessBaseAPI: new () => TesseractApi;
  FS: { mkdir(path: string): void; writeFile(path: string, data: Uint8Array): void; unlink(path: string): void };
  _malloc(size: number): number;
  _free(address: number): void;
};

type TesseractApi = {
  Init(dataPath: string, languages: string, engineMode: number): number;
  SetImage(
    address: number,
    width: number,
    height: number,
    bytesPerPixel: number,
    bytesPerLine: number,
    exifOrientation: number,
    angle: number,
  ): void;
  SetPageSegMode(mode: number): void;
  SetSourceResolution(dpi: number): void;
  Recognize(monitor: null): number;
  GetUTF8Text(): string;
  MeanTextConf(): number;
  Clear(): void;
  End(): void;
};

export type PageText = { text: string; confidence: number; rotation: Rotation };

export class OcrEngine {
  private constructor(
    private readonly module: TesseractModule,
    private readonly api: TesseractApi,
    private readonly memory: WebAssembly.Memory,
  ) {}

  /** Bytes of the engine's memory: it only grows, so this is its peak so far. */
  get memoryBytes(): number {
    return this.memory.buffer.byteLength;
  }

  /**
   * The text of a page (grey, or RGBA made grey on the way in: a quarter of the engine's memory).
   * Read as it lies first; when that reads poorly, upside down, then on either side, keeping the best.
   */
  recognize(page: Raster, dpi: number): PageText {
    try {
      let best: PageText | undefined;
      for (const rotation of [0, 180, 90, 270] as const) {
        const attempt = this.read(page, rotation, dpi);
        if (!best || attempt.confidence > best.confidence) best = attempt;
        if (attempt.confidence >= CONFIDENT && attempt.text.trim() !== '') break;
      }
      return best!;
    } finally {
      this.api.Clear();
    }
  }

  /**
   * SetImage copies the page into the engine's own image, so the grey copy written for it is freed
   * before the engine reads: the engine's memory grows by one copy of the page less (7 MB at 7 MP).
   */
  private read(page: Raster, rotation: Rotation, dpi: number): PageText {
    const { width, height } = page;
    const address = this.module._malloc(width * height);
    if (!address) throw new RangeError('The page does not fit in the OCR engine memory');
    try {
      writeGrey(new Uint8Array(this.memory.buffer, address, width * height), page);
      this.api.SetPageSegMode(FULLY_AUTOMATIC_SEGMENTATION);
      this.api.SetImage(address, width, height, 1, width, EXIF_ORIENTATION_OF[rotation], 0);
    } finally {
      this.module._free(address);
    }
    this.api.SetSourceResolution(dpi);
    if (this.api.Recognize(null) !== 0) throw new Error('The OCR engine could not read the page');
    return { text: this.api.GetUTF8Text(), confidence: this.api.MeanTextConf(), rotation };
  }

  end(): void {
    this.api.End();
  }

  static async create(host: OcrHost, models: string[]): Promise<OcrEngine> {
    let memory: WebAssembly.Memory | undefined;
    const module = (await createTesseractModule((imports) =>
      host.instantiateEngine(imports).then((instance) => {
        memory = Object.values(instance.exports).find((value): value is WebAssembly.Memory => value instanceof WebAssembly.Memory);
        return instance;
      }),
    )) as TesseractModule;
    if (!memory) throw new Error('The OCR engine exports no memory');
    try {
      module.FS.mkdir('/tessdata');
    } catch {
      // Already there.
    }
    for (const name of models) module.FS.writeFile(`/tessdata/${name}.traineddata`, await gunzipped(await host.loadModel(name)));
    const api = new module.TessBaseAPI();
    if (api.Init('/tessdata', models.join('+'), LSTM_ONLY) !== 0)
      throw new Error(`The OCR engine could not load the models ${models.join(', ')}`);
    // Init parsed the models into the engine: the files' copies would only hold memory.
    for (const name of models) module.FS.unlink(`/tessdata/${name}.traineddata`);
    return new OcrEngine(module, api, memory);
  }
}

let cached: { key: string; engine: Promise<OcrEngine> } | undefined;

/** The isolate's engine for these models, made on first use; other models replace it (and end it). */
export function ocrEngineFor(host: OcrHost, models: string[]): Promise<OcrEngine> {
  const key = models.join('+');
  if (cached?.key === key) return cached.engine;
  void cached?.engine.then(
    (engine) => engine.end(),
    () => {},
  );
  const entry = { key, engine: OcrEngine.create(host, models) };
  cached = entry;
  // A failed start is not kept: the next page tries again.
  entry.engine.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return entry.engine;
}

function writeGrey(target: Uint8Array, page: Raster) {
  if (page.channels === 1) return target.set(page.data);
  for (let pixel = 0, offset = 0; pixel < target.length; pixel++, offset += 4) {
    target[pixel] = (page.data[offset]! * 77 + page.data[offset + 1]! * 150 + page.data[offset + 2]! * 29) >> 8;
  }
}

async function gunzipped(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
