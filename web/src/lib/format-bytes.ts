const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

// A table of 100 rows formats 100 sizes: each formatter is built once, not at every call.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * Sizes in base-1000 units, as the spec shows them (1 kB = 1000 bytes), with the locale's symbols
 * (fr: o, ko, Mo, Go).
 */
export function formatBytes(bytes: number, locale?: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  const format = numberFormat(locale, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: digits });
  if (unit > 0) return format.format(value);
  // The short byte is a word in some locales ("byte", "Byte", "bytes"); the narrow one is the symbol
  // (B, o) but drops the space in others, so the symbol goes into the short layout.
  const symbol = numberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'narrow' })
    .formatToParts(value)
    .find((part) => part.type === 'unit')?.value;
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'unit' && symbol ? symbol : part.value))
    .join('');
}
