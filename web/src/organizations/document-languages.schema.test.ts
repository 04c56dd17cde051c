import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { documentLanguagesFormSchema, documentLanguagesFormValuesOf } from './document-languages.schema';

const t = ((key: string) => key) as unknown as TFunction;
const schema = documentLanguagesFormSchema(t);

describe('documentLanguagesFormValuesOf', () => {
  it.each([
    [['en'], ['en']],
    [
      ['de', 'en'],
      ['en', 'de'],
    ],
    [
      ['it', 'pl', 'fr'],
      ['fr', 'pl', 'it'],
    ],
  ] as const)('puts %j in the checklist order: %j', (saved, expected) => {
    expect(documentLanguagesFormValuesOf({ documentLanguages: [...saved] })).toEqual({ documentLanguages: expected });
  });
});

describe('documentLanguagesFormSchema', () => {
  it('accepts one language or several', () => {
    expect(schema.safeParse({ documentLanguages: ['en'] }).success).toBe(true);
    expect(schema.safeParse({ documentLanguages: ['en', 'de', 'ro'] }).success).toBe(true);
  });

  it('asks for at least one language', () => {
    const result = schema.safeParse({ documentLanguages: [] });
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['documentLanguages', 'organizations.settings.document-languages.required'],
    ]);
  });
});
