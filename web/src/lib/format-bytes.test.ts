import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

/** Intl separates with no-break spaces (U+00A0, U+202F); the table writes plain ones. */
const withPlainSpaces = (text: string) => text.replace(/\s/g, ' ');

describe('formatBytes', () => {
  it.each([
    ['en', 0, '0 B'],
    ['en', 1, '1 B'],
    ['en', 999, '999 B'],
    ['en', 1000, '1 kB'],
    ['en', 1234, '1.23 kB'],
    ['en', 10_485_760, '10.5 MB'],
    ['en', 999_999, '1,000 kB'],
    ['en', 123_456_789, '123 MB'],
    ['en', 5_000_000_000, '5 GB'],
    ['en', 2_500_000_000_000, '2.5 TB'],
    ['fr', 0, '0 o'],
    ['fr', 999, '999 o'],
    ['fr', 1234, '1,23 ko'],
    ['fr', 10_485_760, '10,5 Mo'],
    ['fr', 5_000_000_000, '5 Go'],
    ['fr', 2_500_000_000_000, '2,5 To'],
    ['de', 0, '0 B'],
    ['de', 999, '999 B'],
    ['de', 1234, '1,23 kB'],
    ['de', 10_485_760, '10,5 MB'],
    ['de', 5_000_000_000, '5 GB'],
    ['pt-BR', 999, '999 B'],
    ['it', 999, '999 B'],
  ])('%s: %d bytes is %s', (locale, bytes, expected) => {
    expect(withPlainSpaces(formatBytes(bytes, locale))).toBe(expected);
  });

  it('never goes below zero', () => {
    expect(formatBytes(-5, 'en')).toBe('0 B');
  });
});
