import webpDecoderModule from '@jsquash/webp/codec/dec/webp_dec.wasm';
import webpEncoderFactory from '@jsquash/webp/codec/enc/webp_enc_simd.js';
import webpEncoderModule from '@jsquash/webp/codec/enc/webp_enc_simd.wasm';
import { defaultOptions } from '@jsquash/webp/meta.js';
import { initEmscriptenModule } from '@jsquash/webp/utils.js';
import { describe, expect, it } from 'vitest';
import scanWebp from '../../tests/fixtures/pages/small-scan.webp';
import { decodeWebp } from './webp-decoder';
import { webpSize } from './webp-size';

/** A 300 × 200 image encoded as asked: half transparent (lossy with alpha is the extended VP8X form) or opaque. */
async function encoded(options: { lossless: number }, alpha: number) {
  const encoder = await initEmscriptenModule(webpEncoderFactory, webpEncoderModule);
  const pixels = new Uint8ClampedArray(300 * 200 * 4).fill(alpha);
  const webp = encoder.encode(pixels, 300, 200, { ...defaultOptions, ...options });
  if (!webp) throw new Error('The WebP encoder failed');
  return webp;
}

describe('webpSize', () => {
  it.each([
    ['lossy (VP8)', async () => new Uint8Array(scanWebp), [1000, 260], 'VP8 '],
    ['lossless (VP8L)', () => encoded({ lossless: 1 }, 255), [300, 200], 'VP8L'],
    ['lossy with alpha (VP8X)', () => encoded({ lossless: 0 }, 128), [300, 200], 'VP8X'],
  ] as const)('reads the size of a %s image from its header', async (_, make, [width, height], chunk) => {
    const webp = await make();
    expect(new TextDecoder().decode(webp.subarray(12, 16))).toBe(chunk);
    expect(webpSize(webp)).toEqual({ width, height });
  });

  it('has none for a header cut short', () => {
    expect(webpSize(new Uint8Array(scanWebp).subarray(0, 20))).toBeUndefined();
  });
});

describe('decodeWebp', () => {
  it('gives the pixels in RGBA', async () => {
    const image = await decodeWebp(webpDecoderModule, new Uint8Array(scanWebp));
    expect([image.width, image.height, image.channels, image.data.length]).toEqual([1000, 260, 4, 1000 * 260 * 4]);
  });
});
