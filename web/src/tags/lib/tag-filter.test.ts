import { describe, expect, it } from 'vitest';
import { parseTagIds, withTagIds } from './tag-filter';

describe('parseTagIds', () => {
  it.each<[string[], string[]]>([
    [[], []],
    [[''], []],
    [['tag_a'], ['tag_a']],
    [['tag_a,tag_b'], ['tag_a', 'tag_b']],
    [['tag_a', 'tag_b'], ['tag_a', 'tag_b']],
    [['tag_a,tag_b', 'tag_c'], ['tag_a', 'tag_b', 'tag_c']],
    [[' tag_a , ,tag_b,'], ['tag_a', 'tag_b']],
    [['tag_a,tag_a', 'tag_a'], ['tag_a']],
  ])('%j gives %j', (values, expected) => {
    expect(parseTagIds(values)).toEqual(expected);
  });
});

describe('withTagIds', () => {
  it.each([
    ['tags=tag_a&tags=tag_b&tab=x', ['tag_b'], 'tab=x&tags=tag_b'],
    ['tags=tag_a', [], ''],
    ['', ['tag_a', 'tag_b'], 'tags=tag_a%2Ctag_b'],
  ])('%j with %j is %j', (search, tagIds, expected) => {
    expect(withTagIds(new URLSearchParams(search), tagIds).toString()).toBe(expected);
  });
});
