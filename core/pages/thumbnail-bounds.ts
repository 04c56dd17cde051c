// Apart from thumbnail.ts so that judging a thumbnail does not load the encoder's Emscripten glue.
import { webpSize } from './webp-size';

/** Our thumbnails: a WebP at most this wide and twice as high, within THUMBNAIL_MAX_BYTES. */
export const THUMBNAIL_WIDTH = 320;
export const THUMBNAIL_MAX_BYTES = 25_000;
/** A very busy page's thumbnail is made narrower, down to this width, rather than blurrier. */
export const SMALLEST_THUMBNAIL_WIDTH = 160;
/** The most bytes a thumbnail made elsewhere may have to serve as ours. */
export const KEPT_THUMBNAIL_MAX_BYTES = 4 * THUMBNAIL_MAX_BYTES;

/**
 * Whether a thumbnail made elsewhere (an export's) serves as ours as it is: a WebP from our narrowest
 * to twice our width (a browser shows it down to ours as well as we would draw it), no longer than
 * twice its width, and at most KEPT_THUMBNAIL_MAX_BYTES. Otherwise ours is drawn.
 */
export function fitsAsThumbnail(bytes: Uint8Array): boolean {
  const size = webpSize(bytes);
  if (!size || bytes.length > KEPT_THUMBNAIL_MAX_BYTES) return false;
  return size.width >= SMALLEST_THUMBNAIL_WIDTH && size.width <= 2 * THUMBNAIL_WIDTH && size.height <= 2 * size.width;
}
