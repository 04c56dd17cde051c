import { describe, expect, it } from 'vitest';
import { groupCharacters } from './group-characters';

describe('groupCharacters', () => {
  it.each([
    ['', 4, ''],
    ['ABC', 4, 'ABC'],
    ['ABCD', 4, 'ABCD'],
    ['ABCDE', 4, 'ABCD E'],
    ['JBSWY3DPEHPK3PXP', 4, 'JBSW Y3DP EHPK 3PXP'],
    ['ABCDEFG', 3, 'ABC DEF G'],
  ])('%s in groups of %i → "%s"', (text, size, grouped) => {
    expect(groupCharacters(text, size)).toBe(grouped);
  });

  it('groups a 52-character authenticator key in thirteen groups of four', () => {
    const key = 'A'.repeat(52);
    expect(groupCharacters(key).split(' ')).toEqual(Array.from({ length: 13 }, () => 'AAAA'));
  });
});
