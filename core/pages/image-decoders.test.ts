import { encode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { decodeBmp, decodePng, sniffImageFormat } from './image-decoders';

describe('sniffImageFormat', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'jpeg'],
    [[0x89, 0x50, 0x4e, 0x47], 'png'],
    [[0x47, 0x49, 0x46, 0x38], 'gif'],
    [[0x49, 0x49, 0x2a, 0x00], 'tiff'],
    [[0x4d, 0x4d, 0x00, 0x2a], 'tiff'],
    [[0x42, 0x4d, 0, 0], 'bmp'],
    [[0x25, 0x50, 0x44, 0x46], undefined],
  ])('%j is %s', (head, format) => {
    expect(sniffImageFormat(Uint8Array.from(head))).toBe(format);
  });
});

describe('decodePng', () => {
  it('keeps an 8-bit grey scan grey', () => {
    const raster = decodePng(encode({ width: 2, height: 1, data: Uint8Array.from([10, 200]), channels: 1, depth: 8 }));
    expect(raster).toMatchObject({ width: 2, height: 1, channels: 1 });
    expect([...raster.data]).toEqual([10, 200]);
  });

  it('turns RGB, grey with alpha and 16-bit samples into RGBA', () => {
    expect([...decodePng(encode({ width: 1, height: 1, data: Uint8Array.from([1, 2, 3]), channels: 3, depth: 8 })).data]).toEqual([
      1, 2, 3, 255,
    ]);
    expect([...decodePng(encode({ width: 1, height: 1, data: Uint8Array.from([9, 128]), channels: 2, depth: 8 })).data]).toEqual([
      9, 9, 9, 128,
    ]);
    expect([
      ...decodePng(encode({ width: 1, height: 1, data: Uint16Array.from([0xffff, 0x0100, 0]), channels: 3, depth: 16 })).data,
    ]).toEqual([255, 1, 0, 255]);
  });
});

describe('decodeBmp', () => {
  it('reads a bottom-up 24-bit BMP, rows padded to four bytes', () => {
    const header = new Uint8Array(54);
    const view = new DataView(header.buffer);
    header.set([0x42, 0x4d]);
    view.setUint32(10, 54, true);
    view.setUint32(14, 40, true);
    view.setInt32(18, 1, true);
    view.setInt32(22, 2, true);
    view.setUint16(28, 24, true);
    // Bottom row first: blue, green, red, then a byte of padding.
    const pixels = Uint8Array.from([255, 0, 0, 0, 0, 0, 255, 0]);
    const raster = decodeBmp(new Uint8Array([...header, ...pixels]));
    expect([...raster.data]).toEqual([255, 0, 0, 255, 0, 0, 255, 255]);
  });

  it('refuses a compressed one with a reason', () => {
    const header = new Uint8Array(54);
    const view = new DataView(header.buffer);
    header.set([0x42, 0x4d]);
    view.setUint32(30, 1, true);
    expect(() => decodeBmp(header)).toThrow('Compressed (RLE) BMP files are not supported');
  });
});
