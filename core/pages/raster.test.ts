import { describe, expect, it } from 'vitest';
import { fitSize, reduce, rowsOf, toOpaqueRgba, type Raster } from './raster';

const grey = (width: number, height: number, values: number[]): Raster => ({ width, height, channels: 1, data: Uint8Array.from(values) });

describe('fitSize', () => {
  it.each([
    ['keeps what fits', [100, 50, {}], { width: 100, height: 50 }],
    ['never enlarges', [100, 50, { maxWidth: 400 }], { width: 100, height: 50 }],
    ['fits the width', [4000, 3000, { maxWidth: 320 }], { width: 320, height: 240 }],
    ['fits a pixel budget', [4000, 3000, { maxPixels: 3_000_000 }], { width: 2000, height: 1500 }],
    ['takes the tighter bound', [1000, 4000, { maxWidth: 320, maxHeight: 640 }], { width: 160, height: 640 }],
  ] as const)('%s', (_label, [width, height, bounds], expected) => {
    expect(fitSize(width, height, bounds)).toEqual(expected);
  });
});

describe('reduce', () => {
  it('averages blocks of grey', () => {
    const source = grey(4, 2, [0, 255, 100, 100, 255, 0, 100, 100]);
    expect([...reduce(rowsOf(source), 2, 1, 1).data]).toEqual([128, 100]);
  });

  it('averages a non-integer ratio by area', () => {
    const source = grey(3, 1, [0, 90, 180]);
    // Output pixel 0 covers source [0, 1.5): (0 + 45) / 1.5 = 30; pixel 1 covers [1.5, 3): (45 + 180) / 1.5 = 150.
    expect([...reduce(rowsOf(source), 2, 1, 1).data]).toEqual([30, 150]);
  });

  it('turns RGBA into luma, transparent pixels into white paper', () => {
    const source: Raster = { width: 2, height: 1, channels: 4, data: Uint8Array.from([255, 0, 0, 255, 0, 0, 0, 0]) };
    expect([...reduce(rowsOf(source), 2, 1, 1).data]).toEqual([77, 255]);
  });

  it('refuses to enlarge', () => {
    expect(() => reduce(rowsOf(grey(1, 1, [0])), 2, 2, 1)).toThrow(RangeError);
  });
});

describe('toOpaqueRgba', () => {
  it('spreads grey over RGB and composites transparency on white', () => {
    expect([...toOpaqueRgba(grey(1, 1, [7])).data]).toEqual([7, 7, 7, 255]);
    expect([...toOpaqueRgba({ width: 1, height: 1, channels: 4, data: Uint8Array.from([0, 0, 0, 0]) }).data]).toEqual([255, 255, 255, 255]);
  });
});
