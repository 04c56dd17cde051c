import { describe, expect, it } from 'vitest';
import { parseSearchQuery, SearchQueryError } from '../search/query-parser';
import { parsePropertyFilter, resolvePropertyAtoms } from './property-filter';
import type { PropertyDefinition } from './property-types';

const property = (type: PropertyDefinition['type'], name = 'Field', options: PropertyDefinition['options'] = []): PropertyDefinition => ({
  id: `prop_${type}`,
  name,
  type,
  unit: null,
  options,
});
const status = property('select', 'Status', [
  { id: 'opt_paid', name: 'Paid', color: '#16a34a' },
  { id: 'opt_hold', name: 'On hold', color: '#d97706' },
]);

describe('parsePropertyFilter', () => {
  it.each([
    [property('text'), 'Müller', { kind: 'text-contains', text: 'muller' }],
    [property('number'), '100', { kind: 'number-range', min: 100, max: 100, isMinIncluded: true, isMaxIncluded: true }],
    [property('number'), '>99,5', { kind: 'number-range', min: 99.5, isMinIncluded: false, isMaxIncluded: false }],
    [property('number'), '<=-3', { kind: 'number-range', max: -3, isMinIncluded: false, isMaxIncluded: true }],
    [property('number'), '100..500', { kind: 'number-range', min: 100, max: 500, isMinIncluded: true, isMaxIncluded: true }],
    [property('number'), '..500', { kind: 'number-range', max: 500, isMinIncluded: true, isMaxIncluded: true }],
    [property('date'), '2025-03', { kind: 'text-range', from: '2025-03-01', to: '2025-04-01' }],
    [property('date'), '>=2025-03-10', { kind: 'text-range', from: '2025-03-10' }],
    [property('date'), '2024..2025-06', { kind: 'text-range', from: '2024-01-01', to: '2025-07-01' }],
    [property('boolean'), 'Yes', { kind: 'number-range', min: 1, max: 1, isMinIncluded: true, isMaxIncluded: true }],
    [property('boolean'), 'nein', { kind: 'number-range', min: 0, max: 0, isMinIncluded: true, isMaxIncluded: true }],
    [property('boolean'), 'maybe', { kind: 'none' }],
    [status, 'paid', { kind: 'text-equals', text: 'opt_paid' }],
    [status, 'on hold', { kind: 'text-equals', text: 'opt_hold' }],
    [status, 'lost', { kind: 'none' }],
    [{ ...status, type: 'multiselect' as const }, 'PAID', { kind: 'has-option', optionId: 'opt_paid' }],
  ] as const)('%o %j', (definition, value, filter) => {
    expect(parsePropertyFilter(definition, value)).toEqual(filter);
  });

  it.each([
    [property('number', 'Amount'), 'lots', '"Amount:lots" is not a number: write it like Amount:>100, Amount:<=99.5 or Amount:100..500'],
    [property('number', 'Amount'), '1..2..3', '"Amount:1..2..3" is not a number'],
    [property('date', 'Due'), '2025-13', '"Due:2025-13" is not a date: write it like Due:>2024-01-31'],
  ] as const)('refuses %o %j, saying how to write it', (definition, value, message) => {
    expect(() => parsePropertyFilter(definition, value)).toThrow(SearchQueryError);
    expect(() => parsePropertyFilter(definition, value)).toThrow(message);
  });
});

describe('resolvePropertyAtoms', () => {
  const properties = [status, property('number', 'Montant')];

  it('finds properties by name, case and accents ignored, and leaves other names as text', () => {
    const { items } = resolvePropertyAtoms(
      parseSearchQuery('STATUS:paid montánt:>10 https://example.com has:status -has:nothing'),
      properties,
    );
    expect(items.map((item) => item.atoms[0])).toEqual([
      { kind: 'property-filter', propertyId: 'prop_select', filter: { kind: 'text-equals', text: 'opt_paid' } },
      {
        kind: 'property-filter',
        propertyId: 'prop_number',
        filter: { kind: 'number-range', min: 10, isMinIncluded: false, isMaxIncluded: false },
      },
      { kind: 'text', field: 'any', text: 'https://example.com', isPhrase: false },
      { kind: 'has-property', propertyId: 'prop_select' },
      { kind: 'has-property', propertyId: null },
    ]);
  });
});
