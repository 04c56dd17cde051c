import { describe, expect, it } from 'vitest';
import { parseSearchQuery, type Atom } from '../../../../core/search/query-parser';
import {
  compileSearchQuery,
  expandableTerms,
  expanderWithinLimits,
  ftsString,
  substringCondition,
  textExpressions,
  type WordExpander,
} from './query-compiler';

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

  it.each<[Atom & { kind: 'text' }, { words?: string; substring?: string }]>([
    [term('invoice') as never, { substring: 'invoice' }],
    [term('in') as never, { words: '"in"*' }],
    [term('e-mail') as never, { words: '"e-mail"*', substring: 'e-mail' }],
    [term('l’ecole') as never, { words: `"l'ecole"*`, substring: "l'ecole" }],
    [term('Łódź') as never, { substring: 'Lódź' }],
    [term('*') as never, {}],
    [term('+++') as never, { substring: '+++' }],
    [term('a"b') as never, { words: '"a""b"*', substring: 'a"b' }],
    [phrase('annual report') as never, { words: '"annual report"' }],
    [phrase('!!') as never, {}],
  ])('%j', (atom, expected) => {
    expect(textExpressions(atom)).toEqual(expected);
  });

  const vocabulary: WordExpander = (text) => ({ schule: ['hundeschule', 'schulen'], Café: ['cafe', 'cafes'], zzz: [] })[text];

  it.each<[Atom & { kind: 'text' }, { words?: string; substring?: string }]>([
    [term('schule') as never, { words: '"hundeschule" OR "schulen"' }],
    [term('Café') as never, { words: '"cafe" OR "cafes"' }],
    [term('zzz') as never, { words: '"zzz"' }], // in no word: matches nothing, cheaply
    [term('invoice') as never, { substring: 'invoice' }], // not expanded (too many words): a substring
    [term('in') as never, { words: '"in"*' }],
    [term('e-mail') as never, { words: '"e-mail"*', substring: 'e-mail' }],
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

  it('drives a search from the trigrams of its substrings and checks the rest with subqueries', () => {
    const plan = compileSearchQuery(parseSearchQuery('invoice ab -draft tag:x'), () => ['tag_1']);
    const invoice = substringCondition('invoice', true);
    expect(invoice.match).toBe('"inv" AND "nvo" AND "voi" AND "oic" AND "ice"');
    expect(plan.main.driver).toEqual({ table: 'search_trigrams', match: invoice.match, substrings: [invoice] });
    // The trigrams find a superset: an exclusion is a subquery that checks its documents, never a NOT in the MATCH.
    expect(plan.main.predicates).toEqual([
      { isNegated: false, anyOf: [{ kind: 'match', table: 'search_words', match: '"ab"*' }] },
      { isNegated: true, anyOf: [substringCondition('draft', true)] },
      { isNegated: false, anyOf: [{ kind: 'tag', tagIds: ['tag_1'] }] },
    ]);
    expect(plan.names?.driver).toEqual({ table: 'search_name_trigrams', match: '"invoice"' });
    expect(plan.rankMatch).toBe('("invoice") AND ("ab")'); // whole words: bm25 never merges prefix doclists
    expect(plan.snippetWordsMatch).toBe('{content} : (("invoice") OR ("ab"*))');
    expect(plan.snippetSubstrings).toEqual(['invoice']);
  });

  it('ranks phrases and punctuated terms by their words', () => {
    const plan = compileSearchQuery(parseSearchQuery('"annual report" e-mail'), noTags);
    expect(plan.rankMatch).toBe('("annual" "report") AND ("e" "mail")');
    expect(plan.snippetWordsMatch).toBe('{content} : (("annual report") OR ("e-mail"*))');
  });

  it('restricts fields with FTS5 column filters around quoted terms, and substrings to the content or the name index', () => {
    const plan = compileSearchQuery(parseSearchQuery('name:acme content:"due date"'), noTags);
    expect(plan.main.driver).toEqual({ table: 'search_words', match: '{content} : ("due date")' });
    expect(plan.main.predicates).toEqual([
      { isNegated: false, anyOf: [{ kind: 'match', table: 'search_name_trigrams', match: '"acme"' }] },
    ]);
    expect(compileSearchQuery(parseSearchQuery('content:acme'), noTags).main.driver).toEqual({
      table: 'search_trigrams',
      match: '"acm" AND "cme"',
      substrings: [substringCondition('acme', false)],
    });
  });

  it('checks the documents the trigrams of a substring find, unless it is one trigram looked for in the name and the content', () => {
    expect(substringCondition('fax', true)).toMatchObject({ match: '"fax"', isChecked: false, replacements: [] });
    expect(substringCondition('fax', false)).toMatchObject({ match: '"fax"', isChecked: true });
    expect(substringCondition('Fäx', true)).toMatchObject({ match: '"fax"', term: 'fax', isChecked: false });
    expect(substringCondition('faxe', true)).toMatchObject({ match: '"fax" AND "axe"', isChecked: true });
  });

  it('turns an OR across both indexes into one predicate', () => {
    const plan = compileSearchQuery(parseSearchQuery('e-mail OR fax'), noTags);
    expect(plan.main.driver).toBeUndefined();
    expect(plan.main.predicates).toEqual([
      {
        isNegated: false,
        anyOf: [
          { kind: 'match', table: 'search_words', match: '"e-mail"*' },
          substringCondition('e-mail', true),
          substringCondition('fax', true),
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
