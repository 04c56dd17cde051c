// Apart from image-decoders.ts so that what only sniffs a file's format does not load the decoder's Emscripten glue
// (nor what reads a WebP's size: webp-size.ts).
import webpDecoderFactory from '@jsquash/webp/codec/dec/webp_dec.js';
import { initEmscriptenModule } from '@jsquash/webp/utils.js';
import type { Raster } from './raster';

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
