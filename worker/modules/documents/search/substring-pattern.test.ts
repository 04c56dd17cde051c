import { describe, expect, it } from 'vitest';
import { foldingReplacements, foldLikeTrigrams, trigramsOf } from './substring-pattern';

describe('substring patterns', () => {
  it.each<[string, string]>([
    ['Straße', 'straße'], // ß is a letter of its own
    ['CAFÉ', 'cafe'],
    ['Łódź', 'lodz'], // ł by the triggers' replacement, the rest by the tokenizer
    ['l’École', "l'ecole"],
    ['ΣΟΦΊΑ', 'σοφία'], // the tokenizer keeps Greek accents (remove_diacritics 1 is Latin only)
    ['cafe\u0301', 'cafe'], // a combining accent is dropped
  ])('folds %j as the index does', (text, folded) => {
    expect(foldLikeTrigrams(text)).toBe(folded);
  });

  it.each<[string, string[]]>([
    ['ab', []],
    ['abc', ['abc']],
    ['Anna', ['ann', 'nna']],
    ['aaaa', ['aaa']],
    ['e-mail', ['e-m', '-ma', 'mai', 'ail']],
  ])('takes the distinct trigrams of %j', (term, trigrams) => {
    expect(trigramsOf(term)).toEqual(trigrams);
  });

  it('replaces, after lower(), the dropped characters and those that fold to one of the term’s, never an ASCII one', () => {
    const replacements = foldingReplacements("l'a");
    expect(replacements.slice(0, 2)).toEqual([
      ['\u0300', ''],
      ['\u0301', ''],
    ]);
    expect(replacements).toEqual(
      expect.arrayContaining([
        ['Ł', 'l'],
        ['ł', 'l'],
        ['Ĺ', 'l'],
        ['’', "'"],
        ['Ä', 'a'],
        ['ä', 'a'],
      ]),
    );
    expect(replacements.filter(([character]) => character.charCodeAt(0) < 0x80)).toEqual([]);
    expect(new Set(replacements.map(([, folded]) => folded))).toEqual(new Set(['', 'l', "'", 'a']));
  });
});
