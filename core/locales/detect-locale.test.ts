import { describe, expect, it } from 'vitest';
import { detectLocale, parseAcceptLanguage } from './detect-locale';

const SUPPORTED = ['en', 'fr', 'de', 'pt-BR', 'pt', 'pl', 'ro', 'es', 'it'] as const;

describe('detectLocale', () => {
  it.each([
    [['fr-FR', 'en'], 'fr'],
    [['pt-BR'], 'pt-BR'],
    [['pt-br'], 'pt-BR'],
    [['pt-PT'], 'pt'],
    [['pt'], 'pt'],
    [['ja', 'de-AT'], 'de'],
    [['es-MX', 'pt-BR'], 'es'],
    [['ja', 'zh'], 'en'],
    [[], 'en'],
    [['en-GB', 'fr'], 'en'],
  ] as const)('%j gives %s', (preferred, expected) => {
    expect(detectLocale(preferred, SUPPORTED, 'en')).toBe(expected);
  });
});

describe('parseAcceptLanguage', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['fr', ['fr']],
    ['de-DE,de;q=0.9,en;q=0.8', ['de-DE', 'de', 'en']],
    ['en;q=0.5, pt-BR', ['pt-BR', 'en']],
    ['it;q=0, es, *;q=0.1', ['es']],
    ['pl;q=0.7,ro;q=0.7', ['pl', 'ro']],
  ] as const)('%j gives %j', (header, expected) => {
    expect(parseAcceptLanguage(header)).toEqual(expected);
  });
});
