import { describe, expect, it } from 'vitest';
import { filterTags, findTagByName, getAttachableTags, sortTagsByName } from './tag-search';

const tags = [
  { id: 'tag_1', name: 'Invoices' },
  { id: 'tag_2', name: 'bank' },
  { id: 'tag_3', name: 'Été 2024' },
  { id: 'tag_4', name: 'Taxes' },
  { id: 'tag_5', name: 'Receipts' },
  { id: 'tag_6', name: 'tag 10' },
  { id: 'tag_7', name: 'tag 9' },
];
const names = (list: { name: string }[]) => list.map((tag) => tag.name);

describe('sortTagsByName', () => {
  it('sorts case-insensitively and numbers naturally, without touching its input', () => {
    const input = [...tags];
    expect(names(sortTagsByName(input))).toEqual(['bank', 'Été 2024', 'Invoices', 'Receipts', 'tag 9', 'tag 10', 'Taxes']);
    expect(input).toEqual(tags);
  });
});

describe('getAttachableTags', () => {
  it.each([
    [[], '', ['bank', 'Été 2024', 'Invoices', 'Receipts', 'tag 9', 'tag 10', 'Taxes']],
    [['tag_1', 'tag_2'], '', ['Été 2024', 'Receipts', 'tag 9', 'tag 10', 'Taxes']],
    [[], 'TAX', ['Taxes']],
    [[], 'ete', ['Été 2024']],
    [[], '  e ', ['Été 2024', 'Invoices', 'Receipts', 'Taxes']],
    [[], 'a', ['bank', 'tag 9', 'tag 10', 'Taxes']],
    [[], 'ta', ['tag 9', 'tag 10', 'Taxes']],
    [['tag_4'], 'tax', []],
    [[], 'nothing', []],
  ])('attached %j, search %j', (attached, search, expected) => {
    expect(names(getAttachableTags(tags, attached, search))).toEqual(expected);
  });

  it('puts names starting with the search first', () => {
    expect(
      names(
        getAttachableTags(
          [
            { id: 'a', name: 'Old receipts' },
            { id: 'b', name: 'Receipts' },
          ],
          [],
          'rec',
        ),
      ),
    ).toEqual(['Receipts', 'Old receipts']);
  });
});

describe('findTagByName', () => {
  it.each([
    ['invoices', 'tag_1'],
    ['  BANK ', 'tag_2'],
    ['ete 2024', 'tag_3'],
    ['Invoice', undefined],
    ['', undefined],
  ])('%j is %j', (name, id) => {
    expect(findTagByName(tags, name)?.id).toBe(id);
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
