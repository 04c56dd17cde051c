import { describe, expect, it } from 'vitest';
import { fitsAsThumbnail, KEPT_THUMBNAIL_MAX_BYTES } from './thumbnail-bounds';

/** A lossless WebP's header announcing `width` × `height`, padded to `length` bytes (its size is all that is read). */
function webpHeader(width: number, height: number, length = 64) {
  const bytes = new Uint8Array(length);
  bytes.set(new TextEncoder().encode('RIFF'), 0);
  bytes.set(new TextEncoder().encode('WEBPVP8L'), 8);
  bytes[20] = 0x2f;
  new DataView(bytes.buffer).setUint32(21, (width - 1) | ((height - 1) << 14), true);
  return bytes;
}

describe('fitsAsThumbnail', () => {
  it.each([
    ['ours: 320 wide', webpHeader(320, 452), true],
    ['Paperless-ngx-like: 500 wide, A4', webpHeader(500, 707), true],
    ['our narrowest, twice as high', webpHeader(160, 320), true],
    ['twice our width', webpHeader(640, 905), true],
    ['wider than twice ours', webpHeader(641, 905), false],
    ['narrower than ours can be', webpHeader(159, 225), false],
    ['higher than twice its width', webpHeader(320, 641), false],
    ['too many bytes', webpHeader(320, 452, KEPT_THUMBNAIL_MAX_BYTES + 1), false],
    ['not a WebP', new TextEncoder().encode('RIFF not a thumbnail at all, really not'), false],
    ['cut short', webpHeader(320, 452).subarray(0, 20), false],
  ])('%s: %s', (_, bytes, fits) => {
    expect(fitsAsThumbnail(bytes)).toBe(fits);
  });
});
