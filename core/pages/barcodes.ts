import {
  BINARIZERS,
  CHARACTER_SETS,
  defaultReaderOptions,
  EAN_ADD_ON_SYMBOLS,
  encodeFormats,
  prepareZXingModule,
  purgeZXingModule,
  TEXT_MODES,
  type ReaderOptions,
} from 'zxing-wasm/reader';
import type { Raster } from './raster';

/** The kinds of barcode looked for on a scanned page: those labels and separator sheets carry. */
const FORMATS = ['QRCode', 'Code128', 'Code39', 'DataMatrix'] as const;

/** Looking only for these, and not for light-on-dark codes, halves the time per page (measured 48–67 ms of CPU for an A4 page at 300 DPI). */
const OPTIONS: ReaderOptions = { ...defaultReaderOptions, formats: [...FORMATS], tryInvert: false };

/** The options as the WebAssembly side takes them: enums by index (what zxing-wasm's own readBarcodes does). */
const encodedOptions = () => ({
  ...OPTIONS,
  formats: encodeFormats(OPTIONS.formats ?? []),
  binarizer: BINARIZERS.indexOf(OPTIONS.binarizer!),
  eanAddOnSymbol: EAN_ADD_ON_SYMBOLS.indexOf(OPTIONS.eanAddOnSymbol!),
  textMode: TEXT_MODES.indexOf(OPTIONS.textMode!),
  characterSet: CHARACTER_SETS.indexOf(OPTIONS.characterSet!),
  tryCode39ExtendedMode: true,
});

type Pixmap = { size(): number; get(index: number): { text: string; format: string; isValid: boolean }; delete(): void };
type ReaderModule = {
  _malloc(size: number): number;
  _free(address: number): void;
  HEAPU8: Uint8Array;
  readBarcodesFromPixmap(address: number, width: number, height: number, options: unknown): Pixmap;
};

export type FoundBarcode = { format: string; text: string };

/**
 * The barcodes on a page the OCR draws anyway (grey, one byte a pixel), read by ZXing-C++ (zxing-wasm,
 * MIT over Apache-2.0) from the module the host compiled: no copy in RGBA, four times the page. The
 * reader is made for the page and let go after, so its memory (21–31 MB) is never beside the OCR
 * engine's. `readBarcodesFromPixmap` is the package's own grey entry (internal to it, hence the exact
 * version pinned and the fixtures' test through this path).
 */
export async function readBarcodes(wasm: WebAssembly.Module, page: Raster): Promise<FoundBarcode[]> {
  if (page.channels !== 1) throw new Error('Barcodes are read from a grey page');
  const module = (await prepareZXingModule({
    overrides: {
      instantiateWasm(imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) {
        const instance = new WebAssembly.Instance(wasm, imports);
        receive(instance, wasm);
        return instance.exports;
      },
    },
    fireImmediately: true,
  })) as unknown as ReaderModule;
  const address = module._malloc(page.data.length);
  try {
    module.HEAPU8.set(page.data, address);
    const results = module.readBarcodesFromPixmap(address, page.width, page.height, encodedOptions());
    try {
      const found: FoundBarcode[] = [];
      for (let index = 0; index < results.size(); index++) {
        const { text, format, isValid } = results.get(index);
        if (isValid && text) found.push({ format, text });
      }
      return found;
    } finally {
      results.delete();
    }
  } finally {
    module._free(address);
    purgeZXingModule();
  }
}
