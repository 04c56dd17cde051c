import { describe, expect, it } from 'vitest';
import { detectLocale } from './detect-locale';

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
