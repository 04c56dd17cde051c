import { describe, expect, it } from 'vitest';
import { isPdf, modelsFor, withRomanianCommas } from './page-reader';

describe('modelsFor', () => {
  it.each([
    [['en'], ['eng']],
    [
      ['en', 'ro'],
      ['ron', 'eng'],
    ],
    [
      ['de', 'en', 'fr'],
      ['deu', 'fra', 'eng'],
    ],
    [['pl'], ['pol']],
  ] as const)('%j reads with %j', (languages, models) => {
    expect(modelsFor(languages)).toEqual(models);
  });
});

describe('isPdf', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it.each([
    ['a PDF header', '%PDF-1.7\n', true],
    ['junk before the header', `${'x'.repeat(500)}%PDF-1.4`, true],
    ['a header past the first kilobyte', `${'x'.repeat(1100)}%PDF-1.4`, false],
    ['a PNG', '\x89PNG\r\n', false],
  ])('%s: %s', (_label, text, expected) => {
    expect(isPdf(bytes(text))).toBe(expected);
  });
});

describe('withRomanianCommas', () => {
  it('writes the cedilla letters Tesseract gives with the comma below', () => {
    expect(withRomanianCommas('ÎNŞTIINŢARE: şi ţara, Ştefan')).toBe('ÎNȘTIINȚARE: și țara, Ștefan');
    expect(withRomanianCommas('Déjà vu')).toBe('Déjà vu');
  });
});
