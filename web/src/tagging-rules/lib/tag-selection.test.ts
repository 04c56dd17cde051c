import { describe, expect, it } from 'vitest';
import { filterTags, missingTagIds, toggleTagId } from './tag-selection';

describe('toggleTagId', () => {
  it.each<[string[], string, string[]]>([
    [[], 'tag_a', ['tag_a']],
    [['tag_a'], 'tag_b', ['tag_a', 'tag_b']],
    [['tag_a', 'tag_b'], 'tag_a', ['tag_b']],
    [['tag_a'], 'tag_a', []],
  ])('%j toggling %s gives %j', (tagIds, tagId, expected) => {
    expect(toggleTagId(tagIds, tagId)).toEqual(expected);
  });
});

describe('filterTags', () => {
  const tags = [{ name: 'Invoices' }, { name: 'Reçus' }, { name: 'Taxes 2024' }];
  it.each<[string, string[]]>([
    ['', ['Invoices', 'Reçus', 'Taxes 2024']],
    ['   ', ['Invoices', 'Reçus', 'Taxes 2024']],
    ['inv', ['Invoices']],
    ['INV', ['Invoices']],
    [' voice ', ['Invoices']],
    ['recu', ['Reçus']],
    ['2024', ['Taxes 2024']],
    ['s', ['Invoices', 'Reçus', 'Taxes 2024']],
    ['nothing', []],
  ])('%j matches %j', (search, expected) => {
    expect(filterTags(tags, search).map((tag) => tag.name)).toEqual(expected);
  });
});

describe('missingTagIds', () => {
  it.each<[string[], string[], string[]]>([
    [[], ['tag_a'], []],
    [['tag_a'], ['tag_a'], []],
    [['tag_a', 'tag_b'], ['tag_a'], ['tag_b']],
    [['tag_a'], [], ['tag_a']],
  ])('%j against %j → %j', (tagIds, existing, expected) => {
    expect(missingTagIds(tagIds, new Set(existing))).toEqual(expected);
  });
});
