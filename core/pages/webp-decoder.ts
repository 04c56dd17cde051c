// Apart from image-decoders.ts so that what only sniffs a file's format does not load the decoder's Emscripten glue.
import webpDecoderFactory from '@jsquash/webp/codec/dec/webp_dec.js';
import { initEmscriptenModule } from '@jsquash/webp/utils.js';
import type { Raster } from './raster';

/**
 * The width and height a WebP's header announces, before anything is decoded: lossy (VP8), lossless
 * (VP8L) or extended (VP8X, the canvas); undefined when the header is cut short or not one of these.
 */
export function webpSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 31) return undefined;
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: 1 + (view.getUint32(24, true) & 0xffffff), height: 1 + (view.getUint32(27, true) & 0xffffff) };
  return undefined;
}

/**
 * A WebP's pixels in RGBA, by libwebp (jsquash, Apache-2.0) from the module the host compiled. The
 * decoder is made for the one image and dropped with it: kept, its memory (the image's size) would
 * stay in the isolate.
 */
export async function decodeWebp(decoderWasm: WebAssembly.Module, bytes: Uint8Array): Promise<Raster> {
  const decoder = await initEmscriptenModule(webpDecoderFactory, decoderWasm);
  const image = decoder.decode(bytes as Uint8Array<ArrayBuffer>);
  if (!image) throw new Error('The WebP decoder failed');
  return { width: image.width, height: image.height, channels: 4, data: image.data };
}
