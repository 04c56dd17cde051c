import { describe, expect, it } from 'vitest';
import { compileSearchQuery, expandableTerms, expanderWithinLimits, ftsString, textExpressions, type WordExpander } from './query-compiler';
import { MAX_QUERY_ATOMS, parseSearchQuery, SearchQueryError, type Atom, type QueryItem } from './query-parser';

const term = (text: string, field: 'any' | 'name' | 'content' = 'any'): Atom => ({ kind: 'text', field, text, isPhrase: false });
const phrase = (text: string, field: 'any' | 'name' | 'content' = 'any'): Atom => ({ kind: 'text', field, text, isPhrase: true });
const item = (...atoms: Atom[]): QueryItem => ({ isNegated: false, atoms });
const not = (atom: Atom): QueryItem => ({ isNegated: true, atoms: [atom] });

describe('parseSearchQuery', () => {
  it.each<[string, QueryItem[]]>([
    ['invoice', [item(term('invoice'))]],
    ['  invoice   acme ', [item(term('invoice')), item(term('acme'))]],
    ['"annual report"', [item(phrase('annual report'))]],
    ['"unbalanced phrase', [item(phrase('unbalanced phrase'))]],
    ['""', []],
    ['"', []],
    ['-draft invoice', [not(term('draft')), item(term('invoice'))]],
    ['-"bank transfer"', [not(phrase('bank transfer'))]],
    ['-', [item(term('-'))]],
    ['a - b', [item(term('a')), item(term('-')), item(term('b'))]],
    ['2023 OR 2024', [item(term('2023'), term('2024'))]],
    ['invoice 2023 OR 2024 OR 2025', [item(term('invoice')), item(term('2023'), term('2024'), term('2025'))]],
    ['OR OR', []],
    ['OR invoice OR', [item(term('invoice'))]],
    ['a OR OR b', [item(term('a'), term('b'))]],
    ['a or b', [item(term('a')), item(term('or')), item(term('b'))]],
    ['-a OR b', [not(term('a')), item(term('b'))]],
    ['a OR -b', [item(term('a')), not(term('b'))]],
    ['name:acme', [item(term('acme', 'name'))]],
    ['NAME:acme', [item(term('acme', 'name'))]],
    ['content:"due date"', [item(phrase('due date', 'content'))]],
    ['-name:draft', [not(term('draft', 'name'))]],
    ['name:', []],
    ['name: acme', [item(term('acme'))]],
    ['tag:Invoices', [item({ kind: 'tag', name: 'Invoices' })]],
    ['tag:"Tax 2024"', [item({ kind: 'tag', name: 'Tax 2024' })]],
    ['-tag:x tag:a OR tag:b', [not({ kind: 'tag', name: 'x' }), item({ kind: 'tag', name: 'a' }, { kind: 'tag', name: 'b' })]],
    ['created:>2024-01-01', [item({ kind: 'created', from: Date.UTC(2024, 0, 2) })]],
    ['created:>=2024-01-01', [item({ kind: 'created', from: Date.UTC(2024, 0, 1) })]],
    ['created:<2024-03', [item({ kind: 'created', to: Date.UTC(2024, 2, 1) })]],
    ['created:<=2024-03', [item({ kind: 'created', to: Date.UTC(2024, 3, 1) })]],
    ['created:2023', [item({ kind: 'created', from: Date.UTC(2023, 0, 1), to: Date.UTC(2024, 0, 1) })]],
    ['created:2024-02-29', [item({ kind: 'created', from: Date.UTC(2024, 1, 29), to: Date.UTC(2024, 2, 1) })]],
    ['other:field', [item(term('other:field'))]],
    ['NEAR(a b)', [item(term('NEAR(a')), item(term('b)'))]],
    ['inv* ^x {name}:y', [item(term('inv*')), item(term('^x')), item(term('{name}:y'))]],
    ['in"voice', [item(term('in"voice'))]],
    ['cafe\u0301', [item(term('café'))]],
    ['a\u0000b', [item(term('a')), item(term('b'))]],
  ])('%j', (input, items) => {
    expect(parseSearchQuery(input).items).toEqual(items);
  });

  it.each(['created:>yesterday', 'created:2024-13-01', 'created:2023-02-29', 'created:>', 'created:24-01-01'])('refuses %j with a clear error', (input) => {
    expect(() => parseSearchQuery(input)).toThrow(SearchQueryError);
  });

  it(`keeps the first ${MAX_QUERY_ATOMS} atoms of a pasted paragraph`, () => {
    expect(parseSearchQuery('word '.repeat(200)).items).toHaveLength(MAX_QUERY_ATOMS);
  });
});

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
