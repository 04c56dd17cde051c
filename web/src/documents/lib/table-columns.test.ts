import { describe, expect, it } from 'vitest';
import { columnsParam, DEFAULT_TABLE_COLUMNS, parseColumns, toggledColumn } from './table-columns';

describe('table columns', () => {
  it.each([
    [null, undefined],
    ['', []],
    ['documentDate,tags', ['tags', 'documentDate']],
    ['createdAt,secret,createdAt', ['createdAt']],
    ['prop_b,tags,prop_a,PROP_C', ['tags', 'prop_b', 'prop_a']],
    ['createdAt,archiveSerialNumber', ['archiveSerialNumber', 'createdAt']],
  ])('parseColumns(%j) → %j', (value, columns) => {
    expect(parseColumns(value)).toEqual(columns);
  });

  it('leaves the archive serial number out until it is turned on', () => {
    expect(DEFAULT_TABLE_COLUMNS).toEqual(['tags', 'documentDate', 'createdAt']);
  });

  it('writes and toggles in the table order', () => {
    expect(columnsParam(['createdAt', 'tags'])).toBe('tags,createdAt');
    expect(toggledColumn(['createdAt'], 'tags')).toEqual(['tags', 'createdAt']);
    expect(toggledColumn(['tags', 'createdAt'], 'tags')).toEqual(['createdAt']);
    expect(toggledColumn(['prop_a', 'createdAt'], 'tags')).toEqual(['tags', 'createdAt', 'prop_a']);
  });
});
