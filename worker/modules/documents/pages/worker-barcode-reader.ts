import zxingReader from 'zxing-wasm/reader/zxing_reader.wasm';
import type { Raster } from '../../../../core/pages/raster';

/**
 * The texts of the barcodes on a page drawn for OCR, with the reader bundled with the Worker (Workers
 * compile WebAssembly only at deploy time); its code is loaded by the first page looked at, not at
 * the Worker's startup.
 */
export async function readBarcodeTexts(page: Raster): Promise<string[]> {
  const { readBarcodes } = await import('../../../../core/pages/barcodes');
  return (await readBarcodes(zxingReader, page)).map(({ text }) => text);
}
