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
import { LOCALES } from './locales';

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const translations: Record<string, Messages> = { fr, de, 'pt-BR': ptBR, pt, pl, ro, es, it: it_ };
const english = flatten(en);

describe('locales', () => {
  it('has one file per supported locale', () => {
    expect(Object.keys(translations).sort()).toEqual(LOCALES.map((locale) => locale.key).filter((key) => key !== 'en').sort());
  });

  describe.each(Object.entries(translations))('%s', (_locale, messages) => {
    const flat = flatten(messages);

    it('has exactly the keys of English', () => {
      expect(Object.keys(flat).sort()).toEqual(Object.keys(english).sort());
    });

    it('keeps every interpolation placeholder', () => {
      for (const [key, text] of Object.entries(english)) expect(placeholders(flat[key] ?? ''), key).toEqual(placeholders(text));
    });

    it('translates the texts (only short words, names and example values may equal English)', () => {
      const isExample = (key: string) => /(placeholder|product-name)$/.test(key);
      const wordsOf = (text: string) => text.replace(/{{\s*\w+\s*}}/g, '').trim();
      const untranslated = Object.entries(english).filter(([key, text]) => wordsOf(text).length > 12 && !isExample(key) && flat[key] === text);
      expect(untranslated).toEqual([]);
    });
  });
});
