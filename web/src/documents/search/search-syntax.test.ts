import { describe, expect, it } from 'vitest';
import { buildSearchSyntaxExamples, quoteIfNeeded, SEARCH_SYNTAX_KEYS } from './search-syntax';

describe('quoteIfNeeded', () => {
  it.each<[string, string]>([
    ['bills', 'bills'],
    ['to review', '"to review"'],
    [' padded ', 'padded'],
    ['say "hi" there', '"say hi there"'],
    ['tab\there', '"tab\there"'],
  ])('%j gives %j', (input, expected) => {
    expect(quoteIfNeeded(input)).toBe(expected);
  });
});

describe('buildSearchSyntaxExamples', () => {
  const english = {
    word: 'invoice',
    otherWord: 'receipt',
    excludedWord: 'draft',
    prefix: 'inv',
    substring: 'voice',
    phrase: 'late payment',
    tag: 'bills',
    tagWithSpace: 'to review',
    name: 'contract',
    content: 'signature',
  };

  it('writes each form of the query language', () => {
    expect(buildSearchSyntaxExamples(english)).toEqual({
      words: 'invoice 2024',
      prefixes: 'inv',
      substrings: 'voice',
      phrase: '"late payment"',
      exclude: 'invoice -draft',
      or: 'invoice OR receipt',
      tag: 'tag:bills',
      name: 'name:contract',
      content: 'content:signature',
      'created-after': 'created:>2024-01-01',
      'created-before': 'created:<2024-12-31',
      'document-date': 'date:2024-03',
      'document-date-range': 'date:2024-01..2024-06',
      asn: 'asn:1234',
      suggestions: 'has:suggestions',
      tagWithSpace: 'tag:"to review"',
      combined: 'tag:bills created:>2024-01-01 -draft',
    });
  });

  it('keeps the operators whatever the language of the samples', () => {
    const examples = buildSearchSyntaxExamples({
      ...english,
      word: 'facture',
      otherWord: 'reçu',
      tag: 'à payer',
      phrase: 'retard "de" paiement',
    });
    expect(examples.or).toBe('facture OR reçu');
    expect(examples.tag).toBe('tag:"à payer"');
    expect(examples.phrase).toBe('"retard de paiement"');
    expect(examples['created-after']).toBe('created:>2024-01-01');
  });

  it('has an example for every form', () => {
    const examples = buildSearchSyntaxExamples(english);
    for (const key of SEARCH_SYNTAX_KEYS) expect(examples[key]).toBeTruthy();
  });
});
