import { describe, expect, it } from 'vitest';
import { getSearchQuery, isPaletteSearchable, normalizeSearchQuery, withSearchQuery } from './search-query';

describe('normalizeSearchQuery', () => {
  it.each<[string | null | undefined, string]>([
    [undefined, ''],
    [null, ''],
    ['', ''],
    ['   ', ''],
    ['  invoice 2024 ', 'invoice 2024'],
    ['"exact phrase"', '"exact phrase"'],
  ])('%j gives %j', (input, expected) => {
    expect(normalizeSearchQuery(input)).toBe(expected);
  });
});

describe('isPaletteSearchable', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ['', false],
    ['a', false],
    [' a ', false],
    ['ab', true],
    [' ab', true],
    ['invoice', true],
  ])('%j is %j', (input, expected) => {
    expect(isPaletteSearchable(input)).toBe(expected);
  });
});

describe('getSearchQuery', () => {
  it.each<[string, string]>([
    ['', ''],
    ['tags=tag_a', ''],
    ['q=', ''],
    ['q=invoice', 'invoice'],
    ['q=%20tag%3Abills%20', 'tag:bills'],
    ['q=a&q=b', 'a'],
  ])('%j gives %j', (search, expected) => {
    expect(getSearchQuery(new URLSearchParams(search))).toBe(expected);
  });
});

describe('withSearchQuery', () => {
  it.each<[string, string, string]>([
    ['', 'invoice', 'q=invoice'],
    ['tags=tag_a', 'invoice', 'tags=tag_a&q=invoice'],
    ['q=old&tags=tag_a', 'new', 'q=new&tags=tag_a'],
    ['q=old&tags=tag_a', '', 'tags=tag_a'],
    ['q=old', '   ', ''],
    ['', ' "a b" -c ', 'q=%22a+b%22+-c'],
  ])('%j with %j is %j', (search, query, expected) => {
    expect(withSearchQuery(new URLSearchParams(search), query).toString()).toBe(expected);
  });
});
