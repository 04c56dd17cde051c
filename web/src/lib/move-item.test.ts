import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item';

describe('moveItem', () => {
  it.each([
    { from: 0, to: 2, expected: ['b', 'c', 'a', 'd'] },
    { from: 3, to: 0, expected: ['d', 'a', 'b', 'c'] },
    { from: 1, to: 2, expected: ['a', 'c', 'b', 'd'] },
    { from: 2, to: 1, expected: ['a', 'c', 'b', 'd'] },
    { from: 1, to: 1, expected: ['a', 'b', 'c', 'd'] },
    { from: -1, to: 1, expected: ['a', 'b', 'c', 'd'] },
    { from: 0, to: 4, expected: ['a', 'b', 'c', 'd'] },
  ])('moves $from to $to', ({ from, to, expected }) => {
    const items = ['a', 'b', 'c', 'd'];
    expect(moveItem(items, from, to)).toEqual(expected);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });
});
