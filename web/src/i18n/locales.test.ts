import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import it_ from './locales/it.json';
import pl from './locales/pl.json';
import ptBR from './locales/pt-BR.json';
import pt from './locales/pt.json';
import ro from './locales/ro.json';
import { LOCALES } from '../../../core/locales/locales';

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKeys = (messages: Record<string, string>) =>
  [...new Set(Object.keys(messages).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const translations: Record<string, Messages> = { fr, de, 'pt-BR': ptBR, pt, pl, ro, es, it: it_ };
const english = flatten(en);

describe('locales', () => {
  it('has one file per supported locale', () => {
    expect(Object.keys(translations).sort()).toEqual(
      LOCALES.map((locale) => locale.key)
        .filter((key) => key !== 'en')
        .sort(),
    );
  });

  describe.each(Object.entries(translations))('%s', (_locale, messages) => {
    const flat = flatten(messages);

    it('has exactly the keys of English (plural forms may differ by language)', () => {
      expect(baseKeys(flat)).toEqual(baseKeys(english));
      // i18next falls back to `_other` whatever the language's plural rules.
      for (const key of Object.keys(english).filter((key) => key.endsWith('_other'))) expect(flat[key], key).toBeDefined();
    });

    it('keeps every interpolation placeholder', () => {
      for (const [key, text] of Object.entries(english))
        if (!PLURAL_SUFFIX.test(key)) expect(placeholders(flat[key] ?? ''), key).toEqual(placeholders(text));
    });

    it('translates the texts (only short words, names and example values may equal English)', () => {
      const isExample = (key: string) => /(placeholder|product-name)$/.test(key);
      const wordsOf = (text: string) => text.replace(/{{\s*\w+\s*}}/g, '').trim();
      const untranslated = Object.entries(english).filter(
        ([key, text]) => wordsOf(text).length > 12 && !isExample(key) && flat[key] === text,
      );
      expect(untranslated).toEqual([]);
    });
  });
});
