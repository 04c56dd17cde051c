import { describe, expect, it } from 'vitest';
import { isInNumberRange, MAX_QUERY_ATOMS, parseSearchQuery, SearchQueryError, type Atom, type QueryItem } from './query-parser';
import { PENDING_SUGGESTIONS_QUERY } from './pending-suggestions';

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
    ['created:2024-01..2024-06', [item({ kind: 'created', from: Date.UTC(2024, 0, 1), to: Date.UTC(2024, 6, 1) })]],
    ['created:..2023', [item({ kind: 'created', to: Date.UTC(2024, 0, 1) })]],
    ['date:2024', [item({ kind: 'date', from: '2024-01-01', to: '2025-01-01' })]],
    ['date:2024-03', [item({ kind: 'date', from: '2024-03-01', to: '2024-04-01' })]],
    ['DATE:2024-12-31', [item({ kind: 'date', from: '2024-12-31', to: '2025-01-01' })]],
    ['date:>=2024-01-01', [item({ kind: 'date', from: '2024-01-01' })]],
    ['date:>2024-01-01', [item({ kind: 'date', from: '2024-01-02' })]],
    ['date:<2024', [item({ kind: 'date', to: '2024-01-01' })]],
    ['date:<=2024-02', [item({ kind: 'date', to: '2024-03-01' })]],
    ['date:2024-01..2024-06', [item({ kind: 'date', from: '2024-01-01', to: '2024-07-01' })]],
    ['date:2024-03-10..', [item({ kind: 'date', from: '2024-03-10' })]],
    ['-date:2023 invoice', [not({ kind: 'date', from: '2023-01-01', to: '2024-01-01' }), item(term('invoice'))]],
    ['asn:1234', [item({ kind: 'asn', range: { kind: 'number-range', min: 1234, max: 1234, isMinIncluded: true, isMaxIncluded: true } })]],
    ['ASN:>10', [item({ kind: 'asn', range: { kind: 'number-range', min: 10, isMinIncluded: false, isMaxIncluded: false } })]],
    ['asn:<=9', [item({ kind: 'asn', range: { kind: 'number-range', max: 9, isMinIncluded: false, isMaxIncluded: true } })]],
    ['asn:10..20', [item({ kind: 'asn', range: { kind: 'number-range', min: 10, max: 20, isMinIncluded: true, isMaxIncluded: true } })]],
    ['-asn:5', [not({ kind: 'asn', range: { kind: 'number-range', min: 5, max: 5, isMinIncluded: true, isMaxIncluded: true } })]],
    ['other:field', [item({ kind: 'property', name: 'other', value: 'field', raw: 'other:field' })]],
    [
      'amount:>100 -has:due',
      [item({ kind: 'property', name: 'amount', value: '>100', raw: 'amount:>100' }), not({ kind: 'has', name: 'due' })],
    ],
    ['"due date":2025-03', [item({ kind: 'property', name: 'due date', value: '2025-03', raw: '"due date":2025-03' })]],
    ['status:"on hold"', [item({ kind: 'property', name: 'status', value: 'on hold', raw: 'status:"on hold"' })]],
    ['has:"due date"', [item({ kind: 'has', name: 'due date' })]],
    ['has:Suggestions -has:suggestions', [item({ kind: 'pending-suggestions' }), not({ kind: 'pending-suggestions' })]],
    ['has:"suggestions"', [item({ kind: 'has', name: 'suggestions' })]],
    [PENDING_SUGGESTIONS_QUERY, [item({ kind: 'pending-suggestions' })]],
    ['ratio: x', [item(term('ratio:')), item(term('x'))]],
    ['NEAR(a b)', [item(term('NEAR(a')), item(term('b)'))]],
    ['inv* ^x {name}:y', [item(term('inv*')), item(term('^x')), item(term('{name}:y'))]],
    ['in"voice', [item(term('in"voice'))]],
    ['cafe\u0301', [item(term('café'))]],
    ['a\u0000b', [item(term('a')), item(term('b'))]],
  ])('%j', (input, items) => {
    expect(parseSearchQuery(input).items).toEqual(items);
  });

  it.each([
    'created:>yesterday',
    'created:2024-13-01',
    'created:2023-02-29',
    'created:>',
    'created:24-01-01',
    'date:2024-1x',
    'date:..',
    'date:2024..x',
    'date:2024..2025..2026',
    'date:12.03.2024',
    'date:0999',
    'asn:abc',
    'asn:..',
    'asn:>x',
  ])('refuses %j with a clear error', (input) => {
    expect(() => parseSearchQuery(input)).toThrow(SearchQueryError);
  });

  it('says which filter is malformed and how to write it', () => {
    expect(() => parseSearchQuery('invoice date:2024-13')).toThrow('"date:2024-13" is not a date: write it like date:>2024-01-31');
  });

  it('says how to write an archive serial number', () => {
    expect(() => parseSearchQuery('asn:abc')).toThrow('"asn:abc" is not a number: write it like asn:>100');
  });

  it.each([
    [5, { min: 5, max: 5, isMinIncluded: true, isMaxIncluded: true }, true],
    [6, { min: 5, max: 5, isMinIncluded: true, isMaxIncluded: true }, false],
    [5, { min: 5, isMinIncluded: false, isMaxIncluded: false }, false],
    [9, { max: 9, isMinIncluded: false, isMaxIncluded: true }, true],
    [9, { max: 9, isMinIncluded: false, isMaxIncluded: false }, false],
    [null, { min: 1, isMinIncluded: true, isMaxIncluded: false }, false],
  ])('tells whether %j is within %j: %j', (value, range, expected) => {
    expect(isInNumberRange(value, { kind: 'number-range', ...range })).toBe(expected);
  });

  it(`keeps the first ${MAX_QUERY_ATOMS} atoms of a pasted paragraph`, () => {
    expect(parseSearchQuery('word '.repeat(200)).items).toHaveLength(MAX_QUERY_ATOMS);
  });
});
