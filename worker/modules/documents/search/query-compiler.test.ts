import { describe, expect, it } from 'vitest';
import { parseSearchQuery, type Atom } from '../../../../core/search/query-parser';
import { compileSearchQuery, expandableTerms, expanderWithinLimits, ftsString, textExpressions, type WordExpander } from './query-compiler';

const term = (text: string, field: 'any' | 'name' | 'content' = 'any'): Atom => ({ kind: 'text', field, text, isPhrase: false });
const phrase = (text: string, field: 'any' | 'name' | 'content' = 'any'): Atom => ({ kind: 'text', field, text, isPhrase: true });

describe('compiling to FTS5', () => {
  it.each<[string, string]>([
    ['plain', '"plain"'],
    ['say "hi"', '"say ""hi"""'],
    ['NEAR(a b)', '"NEAR(a b)"'],
    ['', '""'],
  ])('quotes %j as an FTS5 string', (text, expected) => {
    expect(ftsString(text)).toBe(expected);
  });

  it.each<[Atom & { kind: 'text' }, { words?: string; trigrams?: string }]>([
    [term('invoice') as never, { trigrams: '"invoice"' }],
    [term('in') as never, { words: '"in"*' }],
    [term('e-mail') as never, { words: '"e-mail"*', trigrams: '"e-mail"' }],
    [term("l’ecole") as never, { words: `"l'ecole"*`, trigrams: `"l'ecole"` }],
    [term('Łódź') as never, { trigrams: '"Lódź"' }],
    [term('*') as never, {}],
    [term('+++') as never, { trigrams: '"+++"' }],
    [term('a"b') as never, { words: '"a""b"*', trigrams: '"a""b"' }],
    [phrase('annual report') as never, { words: '"annual report"' }],
    [phrase('!!') as never, {}],
  ])('%j', (atom, expected) => {
    expect(textExpressions(atom)).toEqual(expected);
  });

  const vocabulary: WordExpander = (text) => ({ schule: ['hundeschule', 'schulen'], Café: ['cafe', 'cafes'], zzz: [] })[text];

  it.each<[Atom & { kind: 'text' }, { words?: string; trigrams?: string }]>([
    [term('schule') as never, { words: '"hundeschule" OR "schulen"' }],
    [term('Café') as never, { words: '"cafe" OR "cafes"' }],
    [term('zzz') as never, { words: '"zzz"' }], // in no word: matches nothing, cheaply
    [term('invoice') as never, { trigrams: '"invoice"' }], // not expanded (too many words): the trigram index
    [term('in') as never, { words: '"in"*' }],
    [term('e-mail') as never, { words: '"e-mail"*', trigrams: '"e-mail"' }],
    [phrase('schule') as never, { words: '"schule"' }],
  ])('with the vocabulary: %j', (atom, expected) => {
    expect(textExpressions(atom, vocabulary)).toEqual(expected);
  });

  it.each<[string, string[]]>([
    ['schule -draft name:acme content:Café', ['schule', 'draft', 'acme', 'Café']],
    ['in e-mail "annual report" tag:tax created:2023 😀', []],
    ['schule OR Schule schule', ['schule', 'Schule']],
    ['Łódź l’ecole', ['Lódź']],
  ])('expandable terms of %j', (query, expected) => {
    expect(expandableTerms(parseSearchQuery(query))).toEqual(expected);
  });

  it('expands terms within the limits, the first ones first', () => {
    const found = new Map([
      ['few', ['a1', 'a2']],
      ['many', ['b1', 'b2', 'b3', 'b4']],
      ['long', ['c'.repeat(20)]],
      ['none', []],
    ]);
    const expand = expanderWithinLimits(found, { wordsPerTerm: 3, characters: 25 });
    expect(expand('few')).toEqual(['a1', 'a2']); // 16 characters with quotes and ORs
    expect(expand('many')).toBeUndefined(); // more words than a term may have
    expect(expand('long')).toBeUndefined(); // over the characters left
    expect(expand('none')).toEqual([]);
    expect(expand('unknown')).toBeUndefined();
  });

  const noTags = () => [];

  it('drives a search from the substring index and checks the rest with subqueries', () => {
    const plan = compileSearchQuery(parseSearchQuery('invoice ab -draft tag:x'), () => ['tag_1']);
    expect(plan.main.driver).toEqual({ table: 'search_trigrams', match: '("invoice") NOT ("draft")' });
    expect(plan.main.predicates).toEqual([
      { isNegated: false, anyOf: [{ kind: 'match', table: 'search_words', match: '"ab"*' }] },
      { isNegated: false, anyOf: [{ kind: 'tag', tagIds: ['tag_1'] }] },
    ]);
    expect(plan.names?.driver).toEqual({ table: 'search_name_trigrams', match: '"invoice"' });
    expect(plan.rankMatch).toBe('("invoice") AND ("ab")'); // whole words: bm25 never merges prefix doclists
    expect(plan.snippetWordsMatch).toBe('{content} : (("invoice") OR ("ab"*))');
    expect(plan.snippetTrigramsMatch).toBe('{content} : ("invoice")');
  });

  it('ranks phrases and punctuated terms by their words', () => {
    const plan = compileSearchQuery(parseSearchQuery('"annual report" e-mail'), noTags);
    expect(plan.rankMatch).toBe('("annual" "report") AND ("e" "mail")');
    expect(plan.snippetWordsMatch).toBe('{content} : (("annual report") OR ("e-mail"*))');
  });

  it('restricts fields with FTS5 column filters around quoted terms', () => {
    const plan = compileSearchQuery(parseSearchQuery('name:acme content:"due date"'), noTags);
    expect(plan.main.driver).toEqual({ table: 'search_trigrams', match: '{name} : ("acme")' });
    expect(plan.main.predicates).toEqual([{ isNegated: false, anyOf: [{ kind: 'match', table: 'search_words', match: '{content} : ("due date")' }] }]);
  });

  it('turns an OR across both indexes into one predicate', () => {
    const plan = compileSearchQuery(parseSearchQuery('e-mail OR fax'), noTags);
    expect(plan.main.driver).toBeUndefined();
    expect(plan.main.predicates).toEqual([
      {
        isNegated: false,
        anyOf: [
          { kind: 'match', table: 'search_words', match: '"e-mail"*' },
          { kind: 'match', table: 'search_trigrams', match: '"e-mail"' },
          { kind: 'match', table: 'search_trigrams', match: '"fax"' },
        ],
      },
    ]);
  });

  it('has nothing to search for in pure punctuation', () => {
    for (const input of ['"', '*', '-', 'OR OR', '😀', 'name:']) {
      const plan = compileSearchQuery(parseSearchQuery(input), noTags);
      expect(plan.main, input).toEqual({ driver: undefined, predicates: [] });
    }
  });
});
