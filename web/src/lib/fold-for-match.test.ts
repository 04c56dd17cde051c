import { describe, expect, it } from 'vitest';
import { foldForMatch } from './fold-for-match';

describe('foldForMatch', () => {
  it.each<[string, string]>([
    ['ABC', 'abc'],
    ['Paramètres', 'parametres'],
    ['Ça Été', 'ca ete'],
    ['Straße', 'straße'],
    ['Łódź', 'lodz'],
    ['Reçus', 'recus'],
    ['  Été 2024 ', '  ete 2024 '],
  ])('%j gives %j', (input, expected) => {
    expect(foldForMatch(input)).toBe(expected);
  });
});
