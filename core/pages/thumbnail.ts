import type { WebPModule } from '@jsquash/webp/codec/enc/webp_enc.js';
import webpEncoderFactory from '@jsquash/webp/codec/enc/webp_enc_simd.js';
import { defaultOptions } from '@jsquash/webp/meta.js';
import { initEmscriptenModule } from '@jsquash/webp/utils.js';
import { fitSize, reduce, rowsOf, toOpaqueRgba, type Raster } from './raster';
import { SMALLEST_THUMBNAIL_WIDTH, THUMBNAIL_MAX_BYTES, THUMBNAIL_WIDTH } from './thumbnail-bounds';

const QUALITIES = [75, 60, 50, 40, 30, 20];

/**
 * A WebP at most THUMBNAIL_WIDTH wide (and twice as high: a long receipt stays small), its quality
 * stepped down until it fits in THUMBNAIL_MAX_BYTES; a very busy page is made narrower instead.
 * The encoder is made for the one thumbnail (from the compiled module, about 1 ms) and dropped with
 * it: kept, its 16 MB of memory would stay in the isolate beside the OCR engine's.
 */
export async function makeThumbnail(encoderWasm: WebAssembly.Module, source: Raster): Promise<{ bytes: Uint8Array; contentType: string }> {
  const encoder = await initEmscriptenModule(webpEncoderFactory, encoderWasm);
  return encodeSmallEnough(encoder, source, THUMBNAIL_WIDTH);
}

function encodeSmallEnough(encoder: WebPModule, source: Raster, width: number): { bytes: Uint8Array; contentType: string } {
  const size = fitSize(source.width, source.height, { maxWidth: width, maxHeight: 2 * width });
  const small = toOpaqueRgba(
    size.width === source.width && size.height === source.height ? source : reduce(rowsOf(source), size.width, size.height, 4),
  );
  let encoded: Uint8Array | undefined;
  for (const quality of QUALITIES) {
    encoded =
      encoder.encode(small.data as Uint8ClampedArray<ArrayBuffer>, small.width, small.height, { ...defaultOptions, quality, method: 4 }) ??
      undefined;
    if (!encoded) throw new Error('The WebP encoder failed');
    if (encoded.byteLength <= THUMBNAIL_MAX_BYTES) return { bytes: encoded, contentType: 'image/webp' };
  }
  if (small.width > SMALLEST_THUMBNAIL_WIDTH) return encodeSmallEnough(encoder, small, Math.round(small.width * 0.75));
  return { bytes: encoded!, contentType: 'image/webp' };
}
