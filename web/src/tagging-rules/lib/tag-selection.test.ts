import { describe, expect, it } from 'vitest';
import { missingTagIds, toggleTagId } from './tag-selection';

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
