import { describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-range';

describe('byteRangeOf', () => {
  it.each([
    [null, undefined],
    ['bytes=0-99', { offset: 0, length: 100 }],
    ['bytes=100-', { offset: 100, length: 900 }],
    ['bytes=990-2000', { offset: 990, length: 10 }],
    ['bytes=-10', { offset: 990, length: 10 }],
    ['bytes=-5000', { offset: 0, length: 1000 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=50-10', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=0-1,5-6', undefined],
    ['items=0-1', undefined],
    ['bytes=-', undefined],
  ] as const)('%s of 1000 bytes → %j', (header, expected) => {
    expect(byteRangeOf(header, 1000)).toEqual(expected);
  });
});
