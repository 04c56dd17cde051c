import { describe, expect, it } from 'vitest';
import { parseTagIds, tagChipPath, tagMatchOf, withTagIds, withTagMatch } from './tag-filter';

describe('parseTagIds', () => {
  it.each<[string[], string[]]>([
    [[], []],
    [[''], []],
    [['tag_a'], ['tag_a']],
    [['tag_a,tag_b'], ['tag_a', 'tag_b']],
    [
      ['tag_a', 'tag_b'],
      ['tag_a', 'tag_b'],
    ],
    [
      ['tag_a,tag_b', 'tag_c'],
      ['tag_a', 'tag_b', 'tag_c'],
    ],
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

describe('tagChipPath', () => {
  const list = '/organizations/org_a/documents';
  it.each([
    ['/organizations/org_a/documents/doc_1', '', `${list}?tags=tag_x`],
    [list, '', `${list}?tags=tag_x`],
    [list, '?tags=tag_a&q=invoice&sort=name-asc', `${list}?q=invoice&sort=name-asc&tags=tag_a%2Ctag_x`],
    [list, '?tags=tag_x,tag_a', `${list}?tags=tag_x%2Ctag_a`],
    ['/organizations/org_b/documents', '?tags=tag_a', `${list}?tags=tag_x`],
  ])('from %s%s → %s', (pathname, search, expected) => {
    expect(tagChipPath({ pathname, search }, 'org_a', 'tag_x')).toBe(expected);
  });
});

describe('tag match', () => {
  it('is all unless the URL says any, and all leaves no parameter', () => {
    expect(tagMatchOf(new URLSearchParams('match=any'))).toBe('any');
    expect(tagMatchOf(new URLSearchParams('match=some'))).toBe('all');
    expect(withTagMatch(new URLSearchParams('tags=a&match=any'), 'all').toString()).toBe('tags=a');
    expect(withTagMatch(new URLSearchParams('tags=a'), 'any').toString()).toBe('tags=a&match=any');
  });
});
