/**
 * Pure colour helpers for tag colours. A tag colour is stored as a lowercase `#rrggbb` string; the
 * custom picker edits it as HSL (hue 0–360, saturation and lightness 0–100, whole numbers).
 */

type Rgb = { r: number; g: number; b: number };
export type Hsl = { h: number; s: number; l: number };

/** Spec: the default colour of a new tag (stored lowercase). */
export const DEFAULT_TAG_COLOR = '#d8ff75';

/** Spec: the ten preset colours of the picker, in order (stored lowercase). */
export const TAG_COLOR_PRESETS = [
  '#d8ff75',
  '#7fff7a',
  '#7affce',
  '#7ad7ff',
  '#7a7fff',
  '#ce7aff',
  '#ff7ad7',
  '#ff7a7f',
  '#ffce7a',
  '#ffffff',
] as const;

const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The colour as a lowercase `#rrggbb`, or null when the text is not a hex colour. Accepts `#rgb` and
 * `#rrggbb` in any case, with or without the `#`, surrounded by spaces.
 */
export function normalizeHexColor(value: string): string | null {
  const digits = HEX_PATTERN.exec(value.trim())?.[1]?.toLowerCase();
  if (!digits) return null;
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${full}`;
}

/** True for a hex colour `normalizeHexColor` accepts. */
export const isHexColor = (value: string): boolean => normalizeHexColor(value) !== null;

/** True when two colours are the same once normalised (false if either is not a hex colour). */
export function isSameColor(a: string, b: string): boolean {
  const left = normalizeHexColor(a);
  return left !== null && left === normalizeHexColor(b);
}

/** The preset this colour is, or undefined for a custom colour. */
export function findPresetColor(value: string): string | undefined {
  const color = normalizeHexColor(value);
  return TAG_COLOR_PRESETS.find((preset) => preset === color);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Red, green and blue (0–255) of a hex colour; throws on a value that is not one. */
export function hexToRgb(hex: string): Rgb {
  const color = normalizeHexColor(hex);
  if (!color) throw new Error(`Not a hex colour: ${hex}`);
  return { r: parseInt(color.slice(1, 3), 16), g: parseInt(color.slice(3, 5), 16), b: parseInt(color.slice(5, 7), 16) };
}

/** Lowercase `#rrggbb`; channels are rounded and clamped to 0–255. */
export function rgbToHex({ r, g, b }: Rgb): string {
  const channel = (value: number) => clamp(Math.round(value), 0, 255).toString(16).padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** HSL of an RGB colour, rounded to whole degrees and percents (hue 0 for greys). */
function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { h: 0, s: 0, l: Math.round(lightness * 100) };

  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  let hue: number;
  if (max === red) hue = ((green - blue) / delta) % 6;
  else if (max === green) hue = (blue - red) / delta + 2;
  else hue = (red - green) / delta + 4;
  hue = Math.round(hue * 60);
  if (hue < 0) hue += 360;

  return { h: hue % 360, s: Math.round(clamp(saturation, 0, 1) * 100), l: Math.round(lightness * 100) };
}

/** RGB (0–255, rounded) of an HSL colour; the hue wraps around, saturation and lightness are clamped. */
function hslToRgb({ h, s, l }: Hsl): Rgb {
  const hue = ((h % 360) + 360) % 360;
  const saturation = clamp(s, 0, 100) / 100;
  const lightness = clamp(l, 0, 100) / 100;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [red, green, blue] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return { r: Math.round((red + m) * 255), g: Math.round((green + m) * 255), b: Math.round((blue + m) * 255) };
}

/** HSL of a hex colour (whole numbers); throws on a value that is not a hex colour. */
export const hexToHsl = (hex: string): Hsl => rgbToHsl(hexToRgb(hex));

/** Lowercase `#rrggbb` of an HSL colour. */
export const hslToHex = (hsl: Hsl): string => rgbToHex(hslToRgb(hsl));

/** WCAG relative luminance (0 for black, 1 for white). */
function relativeLuminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio between two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [first, second] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

const DARK_TEXT_COLOR = '#000000';
const LIGHT_TEXT_COLOR = '#ffffff';

/**
 * The text colour to write on a tag of this background: black or white, whichever contrasts more
 * (black on ties). A value that is not a hex colour gets black text.
 */
export function getReadableTextColor(background: string): typeof DARK_TEXT_COLOR | typeof LIGHT_TEXT_COLOR {
  if (!isHexColor(background)) return DARK_TEXT_COLOR;
  return contrastRatio(background, DARK_TEXT_COLOR) >= contrastRatio(background, LIGHT_TEXT_COLOR) ? DARK_TEXT_COLOR : LIGHT_TEXT_COLOR;
}

/** A hex colour for display: uppercase `#RRGGBB` (the value itself when it is not a hex colour). */
export function formatHexColor(value: string): string {
  return normalizeHexColor(value)?.toUpperCase() ?? value;
}
