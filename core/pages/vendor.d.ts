// omggif ships no types: the part we call.
declare module 'omggif' {
  export class GifReader {
    constructor(bytes: Uint8Array);
    width: number;
    height: number;
    decodeAndBlitFrameRGBA(frame: number, pixels: Uint8Array | Uint8ClampedArray): void;
  }
}
