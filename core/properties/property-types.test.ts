import { describe, expect, it } from 'vitest';
import { parsePropertyValue, PropertyValueError, searchColumnsOf, type PropertyDefinition } from './property-types';

const property = (type: PropertyDefinition['type']): PropertyDefinition => ({
  id: 'prop_1',
  name: 'Field',
  type,
  unit: null,
  options: [
    { id: 'opt_a', name: 'A', color: '#000000' },
    { id: 'opt_b', name: 'B', color: '#ffffff' },
  ],
});

describe('parsePropertyValue', () => {
  it.each([
    ['text', '  Ada  ', 'Ada'],
    ['text', '   ', null],
    ['number', 42.5, 42.5],
    ['number', ' 12,5 ', 12.5],
    ['date', '2025-02-28', '2025-02-28'],
    ['boolean', false, false],
    ['select', 'opt_b', 'opt_b'],
    ['multiselect', ['opt_a', 'opt_b', 'opt_a'], ['opt_a', 'opt_b']],
    ['multiselect', [], null],
    ['document', 'doc_abc123', 'doc_abc123'],
    ['member', 'usr_1', 'usr_1'],
    ['text', null, null],
  ] as const)('%s %j → %j', (type, value, expected) => {
    expect(parsePropertyValue(property(type), value)).toEqual(expected);
  });

  it.each([
    ['text', 'x'.repeat(11), 'Field: the text must be at most 10 characters'],
    ['text', 3, 'Field: the value must be text'],
    ['number', 'ten', 'Field: the value must be a number'],
    ['number', Number.NaN, 'Field: the value must be a number'],
    ['date', '2025-02-30', 'Field: the value must be a day like 2025-03-12'],
    ['boolean', 'yes', 'Field: the value must be true or false'],
    ['select', 'opt_z', 'Field: the value must be one of the property’s options'],
    ['multiselect', ['opt_a', 'opt_z'], 'Field: the value must be a list of the property’s options'],
    ['document', 'tag_1', 'Field: the value must be a document id'],
  ] as const)('refuses %s %j', (type, value, message) => {
    expect(() => parsePropertyValue(property(type), value, { textMaxLength: 10 })).toThrow(PropertyValueError);
    expect(() => parsePropertyValue(property(type), value, { textMaxLength: 10 })).toThrow(message);
  });
});

describe('searchColumnsOf', () => {
  it.each([
    ['text', 'Łódź Café', { text: 'lodz cafe', number: null }],
    ['number', 3, { text: null, number: 3 }],
    ['boolean', true, { text: null, number: 1 }],
    ['date', '2025-03-12', { text: '2025-03-12', number: null }],
    ['multiselect', ['opt_a'], { text: null, number: null }],
  ] as const)('%s %j', (type, value, columns) => {
    expect(searchColumnsOf(type, value as never)).toEqual(columns);
  });
});
