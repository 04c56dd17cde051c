import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it.each([
    [0, false, '0'],
    [42, false, '42'],
    [1000, false, '1,000'],
    [12_345, false, '12,345'],
    [1000, true, '1,000+'],
    [67, true, '67+'],
  ])('%d (capped: %s) is %s', (count, isCapped, expected) => {
    expect(formatCount(count, 'en', { isCapped })).toBe(expected);
  });

  it('uses the locale digit grouping', () => {
    expect(formatCount(1000, 'de', { isCapped: true })).toBe('1.000+');
    expect(formatCount(1000, 'fr', { isCapped: true })).toBe('1\u202f000+');
  });
});
