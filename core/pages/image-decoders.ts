import { convertIndexedToRgb, decode as decodePngFile } from 'fast-png';
import { GifReader } from 'omggif';
import UTIF from 'utif2';
import type { Raster } from './raster';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' | 'bmp';

/** The format a file's first bytes announce, whatever its declared type says. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  const startsWith = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (startsWith(0xff, 0xd8, 0xff)) return 'jpeg';
  if (startsWith(0x89, 0x50, 0x4e, 0x47)) return 'png';
  if (startsWith(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50)
    return 'webp';
  if (startsWith(0x47, 0x49, 0x46, 0x38)) return 'gif';
  if (startsWith(0x49, 0x49, 0x2a, 0x00) || startsWith(0x4d, 0x4d, 0x00, 0x2a)) return 'tiff';
  if (startsWith(0x42, 0x4d)) return 'bmp';
  return undefined;
}

/**
 * PNG in plain JavaScript (fast-png): its memory goes back to the heap, unlike a decoder's WebAssembly
 * memory. An 8-bit grey scan stays grey, as decoded (a quarter of RGBA's memory); other kinds become RGBA.
 */
export function decodePng(bytes: Uint8Array): Raster {
  const png = decodePngFile(bytes);
  const { width, height } = png;
  if (!png.palette && png.channels === 1 && png.depth === 8) return { width, height, channels: 1, data: png.data as Uint8Array };
  const samples = png.palette ? convertIndexedToRgb(png) : png.data;
  const channels = png.palette ? samples.length / (width * height) : png.channels;
  const shift = !png.palette && png.depth === 16 ? 8 : 0;
  const scale = !png.palette && png.depth < 8 ? 255 / (2 ** png.depth - 1) : 1;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0, source = 0, target = 0; pixel < width * height; pixel++, source += channels, target += 4) {
    const first = (samples[source]! >> shift) * scale;
    if (channels <= 2) {
      data[target] = data[target + 1] = data[target + 2] = first;
      data[target + 3] = channels === 2 ? (samples[source + 1]! >> shift) * scale : 255;
    } else {
      data[target] = first;
      data[target + 1] = (samples[source + 1]! >> shift) * scale;
      data[target + 2] = (samples[source + 2]! >> shift) * scale;
      data[target + 3] = channels === 4 ? (samples[source + 3]! >> shift) * scale : 255;
    }
  }
  return { width, height, channels: 4, data };
}

/** GIF, its first frame (omggif). */
export function decodeGif(bytes: Uint8Array): Raster {
  const reader = new GifReader(bytes);
  const data = new Uint8ClampedArray(reader.width * reader.height * 4);
  reader.decodeAndBlitFrameRGBA(0, data);
  return { width: reader.width, height: reader.height, channels: 4, data };
}

/** TIFF, its first page (utif2: LZW, Deflate, PackBits, JPEG, and the CCITT G3/G4 of fax scans). */
export function decodeTiff(bytes: Uint8Array): Raster {
  const buffer = bytes.slice().buffer;
  const directories = UTIF.decode(buffer);
  const page = directories.find((directory) => directory.t256 && directory.t257) ?? directories[0];
  if (!page) throw new Error('The TIFF has no image');
  UTIF.decodeImage(buffer, page);
  return { width: page.width, height: page.height, channels: 4, data: UTIF.toRGBA8(page) };
}

/**
 * BMP: uncompressed 1, 4 and 8-bit palettes, 24 and 32-bit (BI_RGB, BI_BITFIELDS with the usual
 * masks). Written here: the format is a header and rows, and the BMP packages on npm are unmaintained.
 */
export function decodeBmp(bytes: Uint8Array): Raster {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dataOffset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  const width = view.getInt32(18, true);
  const storedHeight = view.getInt32(22, true);
  const bitsPerPixel = view.getUint16(28, true);
  const compression = view.getUint32(30, true);
  if (compression !== 0 && compression !== 3) throw new Error('Compressed (RLE) BMP files are not supported');
  if (![1, 4, 8, 24, 32].includes(bitsPerPixel) || width <= 0) throw new Error('This BMP file is not supported');
  const height = Math.abs(storedHeight);
  const isBottomUp = storedHeight > 0;
  const paletteSize = view.getUint32(46, true) || (bitsPerPixel <= 8 ? 2 ** bitsPerPixel : 0);
  const paletteOffset = 14 + headerSize;
  const stride = Math.floor((bitsPerPixel * width + 31) / 32) * 4;
  if (dataOffset + stride * height > bytes.length) throw new Error('The BMP file is cut short');
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const rowStart = dataOffset + (isBottomUp ? height - 1 - y : y) * stride;
    for (let x = 0; x < width; x++) {
      let colour: number;
      if (bitsPerPixel >= 24) {
        colour = rowStart + x * (bitsPerPixel / 8);
      } else {
        const bit = x * bitsPerPixel;
        const index = (bytes[rowStart + (bit >> 3)]! >> (8 - bitsPerPixel - (bit & 7))) & (2 ** bitsPerPixel - 1);
        colour = paletteOffset + Math.min(index, paletteSize - 1) * 4;
      }
      // Stored blue, green, red.
      data.set([bytes[colour + 2]!, bytes[colour + 1]!, bytes[colour]!, 255], (y * width + x) * 4);
    }
  }
  return { width, height, channels: 4, data };
}
