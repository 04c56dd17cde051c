import encodeWebp, { init as initWebpEncoder } from '@jsquash/webp/encode';
import { fitSize, reduce, rowsOf, toOpaqueRgba, type Raster } from './raster';

export const THUMBNAIL_WIDTH = 320;
const THUMBNAIL_MAX_BYTES = 25_000;
const QUALITIES = [75, 60, 50, 40, 30, 20];
const SMALLEST_WIDTH = 160;

let encoderReady: Promise<unknown> | undefined;

/**
 * A WebP at most THUMBNAIL_WIDTH wide (and twice as high: a long receipt stays small), its quality
 * stepped down until it fits in THUMBNAIL_MAX_BYTES; a very busy page is made narrower instead.
 */
export async function makeThumbnail(
  encoderWasm: WebAssembly.Module,
  source: Raster,
  width = THUMBNAIL_WIDTH,
): Promise<{ bytes: Uint8Array; contentType: string }> {
  encoderReady ??= initWebpEncoder(encoderWasm);
  await encoderReady;
  const size = fitSize(source.width, source.height, { maxWidth: width, maxHeight: 2 * width });
  const small = toOpaqueRgba(
    size.width === source.width && size.height === source.height ? source : reduce(rowsOf(source), size.width, size.height, 4),
  );
  // The encoder reads an ImageData's fields; workerd has no ImageData class.
  const image = { width: small.width, height: small.height, data: small.data, colorSpace: 'srgb' } as unknown as Parameters<
    typeof encodeWebp
  >[0];
  let encoded: ArrayBuffer | undefined;
  for (const quality of QUALITIES) {
    encoded = await encodeWebp(image, { quality, method: 4 });
    if (encoded.byteLength <= THUMBNAIL_MAX_BYTES) return { bytes: new Uint8Array(encoded), contentType: 'image/webp' };
  }
  if (small.width > SMALLEST_WIDTH) return makeThumbnail(encoderWasm, small, Math.round(small.width * 0.75));
  return { bytes: new Uint8Array(encoded!), contentType: 'image/webp' };
}
