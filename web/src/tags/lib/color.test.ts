import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  DEFAULT_TAG_COLOR,
  findPresetColor,
  formatHexColor,
  getReadableTextColor,
  hexToHsl,
  hexToRgb,
  hslToHex,
  isHexColor,
  isSameColor,
  normalizeHexColor,
  rgbToHex,
  TAG_COLOR_PRESETS,
} from './color';

describe('normalizeHexColor', () => {
  it.each([
    ['#D8FF75', '#d8ff75'],
    ['#d8ff75', '#d8ff75'],
    ['d8ff75', '#d8ff75'],
    ['#ABC', '#aabbcc'],
    ['abc', '#aabbcc'],
    ['  #FfFfFf  ', '#ffffff'],
    ['#000', '#000000'],
  ])('%j is %j', (input, expected) => {
    expect(normalizeHexColor(input)).toBe(expected);
  });

  it.each(['', '#', '#ab', '#abcd', '#12345', '#1234567', '#ggg000', '##abc', 'red', 'rgb(0, 0, 0)', '#12 345', '0x123456'])(
    '%j is not a hex colour',
    (input) => {
      expect(normalizeHexColor(input)).toBeNull();
      expect(isHexColor(input)).toBe(false);
    },
  );
});

describe('presets', () => {
  it('are the ten spec colours, lowercase, the default first', () => {
    expect(TAG_COLOR_PRESETS).toEqual(
      ['#D8FF75', '#7FFF7A', '#7AFFCE', '#7AD7FF', '#7A7FFF', '#CE7AFF', '#FF7AD7', '#FF7A7F', '#FFCE7A', '#FFFFFF'].map((color) =>
        color.toLowerCase(),
      ),
    );
    expect(DEFAULT_TAG_COLOR).toBe('#d8ff75');
    expect(TAG_COLOR_PRESETS[0]).toBe(DEFAULT_TAG_COLOR);
  });

  it.each([
    ['#D8FF75', '#d8ff75'],
    ['#fff', '#ffffff'],
    ['#123456', undefined],
    ['nope', undefined],
  ])('findPresetColor(%j) is %j', (input, expected) => {
    expect(findPresetColor(input)).toBe(expected);
  });
});

describe('isSameColor', () => {
  it.each([
    ['#D8FF75', '#d8ff75', true],
    ['#fff', '#FFFFFF', true],
    ['#fff', '#fffffe', false],
    ['nope', 'nope', false],
  ])('%j and %j: %j', (a, b, expected) => {
    expect(isSameColor(a, b)).toBe(expected);
  });
});

describe('hex and rgb', () => {
  it.each([
    ['#000000', { r: 0, g: 0, b: 0 }],
    ['#ffffff', { r: 255, g: 255, b: 255 }],
    ['#D8FF75', { r: 216, g: 255, b: 117 }],
    ['#abc', { r: 170, g: 187, b: 204 }],
  ])('hexToRgb(%j)', (hex, rgb) => {
    expect(hexToRgb(hex)).toEqual(rgb);
  });

  it('hexToRgb throws on a value that is not a hex colour', () => {
    expect(() => hexToRgb('nope')).toThrow();
  });

  it.each([
    [{ r: 216, g: 255, b: 117 }, '#d8ff75'],
    [{ r: 0, g: 0, b: 0 }, '#000000'],
    [{ r: 300, g: -4, b: 15.6 }, '#ff0010'],
  ])('rgbToHex(%j) is %j', (rgb, hex) => {
    expect(rgbToHex(rgb)).toBe(hex);
  });
});

describe('hexToHsl', () => {
  it.each([
    ['#ff0000', { h: 0, s: 100, l: 50 }],
    ['#00ff00', { h: 120, s: 100, l: 50 }],
    ['#0000ff', { h: 240, s: 100, l: 50 }],
    ['#ff00ff', { h: 300, s: 100, l: 50 }],
    ['#ffffff', { h: 0, s: 0, l: 100 }],
    ['#000000', { h: 0, s: 0, l: 0 }],
    ['#808080', { h: 0, s: 0, l: 50 }],
    ['#336699', { h: 210, s: 50, l: 40 }],
    ['#D8FF75', { h: 77, s: 100, l: 73 }],
    ['#7a7fff', { h: 238, s: 100, l: 74 }],
  ])('%j is %j', (hex, hsl) => {
    expect(hexToHsl(hex)).toEqual(hsl);
  });
});

describe('hslToHex', () => {
  it.each([
    [{ h: 0, s: 100, l: 50 }, '#ff0000'],
    [{ h: 120, s: 100, l: 50 }, '#00ff00'],
    [{ h: 240, s: 100, l: 50 }, '#0000ff'],
    [{ h: 60, s: 100, l: 50 }, '#ffff00'],
    [{ h: 180, s: 100, l: 50 }, '#00ffff'],
    [{ h: 210, s: 50, l: 40 }, '#336699'],
    [{ h: 0, s: 0, l: 100 }, '#ffffff'],
    [{ h: 123, s: 0, l: 0 }, '#000000'],
    [{ h: 0, s: 0, l: 50 }, '#808080'],
    [{ h: 360, s: 100, l: 50 }, '#ff0000'],
    [{ h: -120, s: 100, l: 50 }, '#0000ff'],
    [{ h: 0, s: 150, l: 50 }, '#ff0000'],
    [{ h: 0, s: 100, l: 120 }, '#ffffff'],
  ])('%j is %j', (hsl, hex) => {
    expect(hslToHex(hsl)).toBe(hex);
  });

  it.each(TAG_COLOR_PRESETS)('%s survives a round trip through HSL within rounding', (preset) => {
    const back = hexToRgb(hslToHex(hexToHsl(preset)));
    const original = hexToRgb(preset);
    expect(Math.abs(back.r - original.r)).toBeLessThanOrEqual(3);
    expect(Math.abs(back.g - original.g)).toBeLessThanOrEqual(3);
    expect(Math.abs(back.b - original.b)).toBeLessThanOrEqual(3);
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#777777', 1],
  ])('%j on %j is %d', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 5);
  });
});

describe('getReadableTextColor', () => {
  it.each([
    ['#ffffff', '#000000'],
    ['#000000', '#ffffff'],
    ['#D8FF75', '#000000'],
    ['#ff0000', '#000000'],
    ['#808080', '#000000'],
    ['#0000ff', '#ffffff'],
    ['#333333', '#ffffff'],
    ['#1e3a8a', '#ffffff'],
    ['#7a7fff', '#000000'],
    ['not a colour', '#000000'],
  ])('on %j write in %j', (background, text) => {
    expect(getReadableTextColor(background)).toBe(text);
  });

  it.each(TAG_COLOR_PRESETS)('the text on preset %s contrasts at least 4.5:1', (preset) => {
    expect(contrastRatio(preset, getReadableTextColor(preset))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('formatHexColor', () => {
  it.each([
    ['#d8ff75', '#D8FF75'],
    ['abc', '#AABBCC'],
    ['nope', 'nope'],
  ])('%j shows as %j', (input, expected) => {
    expect(formatHexColor(input)).toBe(expected);
  });
});
