import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1 kB'],
    [1234, '1.23 kB'],
    [10_485_760, '10.5 MB'],
    [999_999, '1,000 kB'],
    [123_456_789, '123 MB'],
    [5_000_000_000, '5 GB'],
  ])('%d bytes is %s', (bytes, expected) => {
    expect(formatBytes(bytes, 'en')).toBe(expected);
  });

  it('uses the locale decimal separator', () => {
    expect(formatBytes(1234, 'fr')).toBe('1,23 kB');
  });
});
