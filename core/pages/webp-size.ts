// Apart from webp-decoder.ts so that reading a WebP's size does not load the decoder's Emscripten glue.

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
