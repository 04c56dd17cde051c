import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../properties/property-types';
import {
  type CustomFieldValue,
  checksumAlgorithmOf,
  customFieldProperty,
  customFieldValueOf,
  DEFAULT_TAG_COLOR,
  documentDateOf,
  importedPropertyValue,
  matchingRuleOf,
  monetaryValueOf,
  tagColorOf,
  tagPathName,
  timeOf,
  translateSavedView,
} from './paperless-mapping';

describe('documentDateOf: created is a date from 2.16, a date-time before', () => {
  it.each([
    ['2024-05-01', '2024-05-01'],
    ['2024-05-01T00:00:00+02:00', '2024-05-01'],
    ['2024-05-01T23:30:00-05:00', '2024-05-01'],
    ['2024-05-01 08:00:00', '2024-05-01'],
    ['2024-02-30', null],
    ['yesterday', null],
    ['', null],
    [null, null],
    [20240501, null],
  ])('%s → %s', (created, expected) => {
    expect(documentDateOf(created)).toBe(expected);
  });
});

describe('timeOf', () => {
  it.each([
    ['2024-03-01T09:30:00Z', '2024-03-01T09:30:00.000Z'],
    ['2024-03-01T10:30:00+01:00', '2024-03-01T09:30:00.000Z'],
    ['not a time', null],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(timeOf(value)).toBe(expected);
  });
});

describe('checksumAlgorithmOf: MD5 before 3.0, SHA-256 from 3.0', () => {
  it.each([
    ['d41d8cd98f00b204e9800998ecf8427e', 'md5'],
    ['e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', 'sha256'],
    ['E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855', 'sha256'],
    ['d41d8cd98f00', null],
    ['z'.repeat(32), null],
    [undefined, null],
  ])('%s → %s', (value, expected) => {
    expect(checksumAlgorithmOf(value)).toBe(expected);
  });
});

describe('tags', () => {
  it.each([
    [{ color: '#A6CEE3' }, '#a6cee3'],
    [{ color: 'red' }, DEFAULT_TAG_COLOR],
    [{ colour: 3 }, DEFAULT_TAG_COLOR],
    [{}, DEFAULT_TAG_COLOR],
  ])('colour of %o → %s', (fields, expected) => {
    expect(tagColorOf(fields)).toBe(expected);
  });

  const tags = new Map([
    [1, { name: 'Finance', parentId: null }],
    [2, { name: 'Tax', parentId: 1 }],
    [3, { name: '2024', parentId: 2 }],
    [4, { name: 'Orphan', parentId: 99 }],
    [5, { name: 'Loop A', parentId: 6 }],
    [6, { name: 'Loop B', parentId: 5 }],
  ]);
  it.each([
    [1, 'Finance'],
    [2, 'Finance / Tax'],
    [3, 'Finance / Tax / 2024'],
    [4, 'Orphan'],
    [5, 'Loop B / Loop A'],
  ])('tag %i is named %s', (tagId, expected) => {
    expect(tagPathName(tagId, tags)).toBe(expected);
  });
});

describe('matchingRuleOf', () => {
  it.each([
    [{ matching_algorithm: 0, match: 'x' }, null],
    [
      { matching_algorithm: 1, match: 'invoice bill' },
      { algorithm: 'any word', text: 'invoice bill' },
    ],
    [
      { matching_algorithm: 2, match: 'a b' },
      { algorithm: 'all words', text: 'a b' },
    ],
    [
      { matching_algorithm: 3, match: 'ACME Corp' },
      { algorithm: 'exact', text: 'ACME Corp' },
    ],
    [
      { matching_algorithm: 4, match: '^INV' },
      { algorithm: 'regular expression', text: '^INV' },
    ],
    [
      { matching_algorithm: 5, match: 'acme' },
      { algorithm: 'fuzzy', text: 'acme' },
    ],
    [
      { matching_algorithm: 6, match: '' },
      { algorithm: 'automatic (learned)', text: '' },
    ],
    [{ matching_algorithm: 1, match: '' }, null],
    [{}, null],
  ])('%o → %o', (fields, expected) => {
    expect(matchingRuleOf(fields)).toEqual(expected);
  });
});

describe('custom fields', () => {
  it.each([
    ['string', {}, { type: 'text', unit: null, options: [] }],
    ['longtext', {}, { type: 'text', unit: null, options: [] }],
    ['url', {}, { type: 'text', unit: null, options: [] }],
    ['integer', {}, { type: 'number', unit: null, options: [] }],
    ['float', {}, { type: 'number', unit: null, options: [] }],
    ['monetary', { default_currency: 'EUR' }, { type: 'number', unit: 'EUR', options: [] }],
    ['monetary', {}, { type: 'number', unit: null, options: [] }],
    ['date', {}, { type: 'date', unit: null, options: [] }],
    ['boolean', {}, { type: 'boolean', unit: null, options: [] }],
    ['select', { select_options: ['Open', 'Paid'] }, { type: 'select', unit: null, options: ['Open', 'Paid'] }],
    ['select', { select_options: [{ id: 'a', label: 'Open' }] }, { type: 'select', unit: null, options: ['Open'] }],
    ['documentlink', {}, { type: 'document', unit: null, options: [] }],
  ])('a %s field becomes a property', (dataType, extraData, expected) => {
    expect(customFieldProperty({ name: 'F', dataType, extraData })).toMatchObject(expected);
  });

  it('a field of an unknown type becomes none', () => {
    expect(customFieldProperty({ name: 'F', dataType: 'hologram', extraData: {} })).toBeNull();
  });

  const before214 = { name: 'Status', dataType: 'select', extraData: { select_options: ['Open', 'Paid'] } };
  const from214 = {
    name: 'Status',
    dataType: 'select',
    extraData: {
      select_options: [
        { id: 'o1', label: 'Open' },
        { id: 'p2', label: 'Paid' },
      ],
    },
  };
  it.each([
    ['select by index before 2.14', before214, { value_select: 1 }, 'Paid'],
    ['select index out of range', before214, { value_select: 5 }, null],
    ['select by option id from 2.14', from214, { value_select: 'p2' }, 'Paid'],
    ['select of an unknown id', from214, { value_select: 'zz' }, null],
    ['monetary with its currency', { name: 'A', dataType: 'monetary', extraData: {} }, { value_monetary: 'EUR12.50' }, 12.5],
    ['monetary without', { name: 'A', dataType: 'monetary', extraData: {} }, { value_monetary: '7' }, 7],
    ['text', { name: 'T', dataType: 'string', extraData: {} }, { value_text: 'hello' }, 'hello'],
    ['long text', { name: 'T', dataType: 'longtext', extraData: {} }, { value_long_text: 'long' }, 'long'],
    ['url', { name: 'U', dataType: 'url', extraData: {} }, { value_url: 'https://example.com' }, 'https://example.com'],
    ['integer', { name: 'I', dataType: 'integer', extraData: {} }, { value_int: 3 }, 3],
    ['float', { name: 'F', dataType: 'float', extraData: {} }, { value_float: 1.5 }, 1.5],
    ['date', { name: 'D', dataType: 'date', extraData: {} }, { value_date: '2024-04-01' }, '2024-04-01'],
    ['boolean', { name: 'B', dataType: 'boolean', extraData: {} }, { value_bool: false }, false],
    ['document links', { name: 'L', dataType: 'documentlink', extraData: {} }, { value_document_ids: [3, 'x', 4] }, [3, 4]],
    ['an empty value', { name: 'T', dataType: 'string', extraData: {} }, { value_text: null }, null],
  ])('%s', (_case, field, instance, expected) => {
    expect(customFieldValueOf(field, instance)).toEqual(expected);
  });

  it.each([
    ['EUR12.50', { amount: 12.5, currency: 'EUR' }],
    ['USD-3', { amount: -3, currency: 'USD' }],
    ['12.50', { amount: 12.5, currency: null }],
    [4, { amount: 4, currency: null }],
    ['twelve', null],
  ])('monetary %s', (value, expected) => {
    expect(monetaryValueOf(value)).toEqual(expected);
  });
});

describe('translateSavedView', () => {
  const names = {
    tag: (id: number) => ({ 1: 'Finance', 2: 'Finance / Tax' })[id],
    correspondent: (id: number) => ({ 1: 'Acme', 2: 'City Hall' })[id],
    documentType: (id: number) => ({ 1: 'Invoice' })[id],
    storagePath: (id: number) => ({ 1: 'Bills' })[id],
  };
  it.each([
    ['title contains', [{ ruleType: 0, value: 'march' }], { searchQuery: 'name:"march"', tagNames: [], tagMatch: 'all' }],
    ['content contains', [{ ruleType: 1, value: 'due date' }], { searchQuery: 'content:"due date"', tagNames: [], tagMatch: 'all' }],
    ['title or content', [{ ruleType: 19, value: 'acme' }], { searchQuery: '"acme"', tagNames: [], tagMatch: 'all' }],
    ['correspondent is', [{ ruleType: 3, value: '1' }], { searchQuery: 'correspondent:"Acme"', tagNames: [], tagMatch: 'all' }],
    [
      'correspondent in two',
      [
        { ruleType: 26, value: '1' },
        { ruleType: 26, value: '2' },
      ],
      { searchQuery: 'correspondent:"Acme" OR correspondent:"City Hall"', tagNames: [], tagMatch: 'all' },
    ],
    ['document type', [{ ruleType: 4, value: '1' }], { searchQuery: '"document type":"Invoice"', tagNames: [], tagMatch: 'all' }],
    [
      'has tags (all)',
      [
        { ruleType: 6, value: '1' },
        { ruleType: 6, value: '2' },
      ],
      { searchQuery: '', tagNames: ['Finance', 'Finance / Tax'], tagMatch: 'all' },
    ],
    ['has any of tags', [{ ruleType: 22, value: '2' }], { searchQuery: '', tagNames: ['Finance / Tax'], tagMatch: 'any' }],
    ['not tag', [{ ruleType: 17, value: '1' }], { searchQuery: '-tag:"Finance"', tagNames: [], tagMatch: 'all' }],
    [
      'created between',
      [
        { ruleType: 9, value: '2024-01-01' },
        { ruleType: 8, value: '2024-12-31' },
      ],
      { searchQuery: 'date:>2024-01-01 date:<2024-12-31', tagNames: [], tagMatch: 'all' },
    ],
    ['added after', [{ ruleType: 14, value: '2024-06-01' }], { searchQuery: 'created:>2024-06-01', tagNames: [], tagMatch: 'all' }],
    ['serial number', [{ ruleType: 2, value: '42' }], { searchQuery: 'asn:42', tagNames: [], tagMatch: 'all' }],
  ])('%s', (_case, rules, expected) => {
    expect(translateSavedView(rules, names)).toEqual({ view: expected });
  });

  it.each([
    ['more like this', [{ ruleType: 21, value: '1' }], [21]],
    ['owner is', [{ ruleType: 32, value: '1' }], [32]],
    ['an unknown correspondent', [{ ruleType: 3, value: '9' }], [3]],
    [
      'all of some tags and any of others',
      [
        { ruleType: 6, value: '1' },
        { ruleType: 22, value: '2' },
      ],
      [22],
    ],
  ])('%s is not translated', (_case, rules, expected) => {
    expect(translateSavedView(rules, names)).toEqual({ untranslatedRuleTypes: expected });
  });
});

describe('importedPropertyValue', () => {
  const property = (type: PropertyDefinition['type'], options: PropertyDefinition['options'] = []): PropertyDefinition => ({
    id: 'prop_1',
    name: 'Field',
    type,
    unit: null,
    options,
  });
  const select = property('select', [{ id: 'opt_paid', name: 'Paid', color: '#16a34a' }]);
  it.each([
    ['a text', property('text'), 'Acme', { value: 'Acme' }],
    ['a text past the longest kept', property('text'), 'abcdefghij', { value: 'abcde', cut: 10 }],
    ['a number', property('number'), 12.5, { value: 12.5 }],
    ['a day', property('date'), '2024-04-01', { value: '2024-04-01' }],
    ['yes or no', property('boolean'), true, { value: true }],
    ['an option by its name, in any case', select, 'paid', { value: 'opt_paid' }],
    ['an option it lacks', select, 'Open', { problem: 'Field: “Open” is not one of its options' }],
    ['a link: its first document', property('document'), [3, 4], { linkedPaperlessId: 3 }],
    ['a link that is not one', property('document'), 'x', { problem: 'Field: not a document link' }],
    ['nothing', property('text'), null, null],
    ['no linked document', property('document'), [], null],
    ['a number that is text', property('number'), 'many', { problem: 'Field: the value must be a number' }],
  ])('%s', (_case, definition, value, expected) => {
    expect(importedPropertyValue(definition, value as CustomFieldValue, { textMaxLength: 5 })).toEqual(expected);
  });
});
