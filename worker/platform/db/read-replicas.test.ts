import { describe, expect, it } from 'vitest';
import { sessionStart } from './read-replicas';

const BOOKMARK = '00000000-0000000a-00000000-00000000000000000000000000000000';

describe('sessionStart', () => {
  it.each<[string, { isWrite: boolean; bookmark: string | undefined }, string]>([
    ['a write, from the primary', { isWrite: true, bookmark: undefined }, 'first-primary'],
    ['a write with a bookmark, from the primary all the same', { isWrite: true, bookmark: BOOKMARK }, 'first-primary'],
    ['a read without a bookmark, from any replica', { isWrite: false, bookmark: undefined }, 'first-unconstrained'],
    ["a read after the client's write, from a replica as fresh", { isWrite: false, bookmark: BOOKMARK }, BOOKMARK],
    ['a read with something else as bookmark, as without one', { isWrite: false, bookmark: 'first-primary' }, 'first-unconstrained'],
    ['a read with a bookmark too short', { isWrite: false, bookmark: '0000-0001' }, 'first-unconstrained'],
    ['a read with a bookmark of other characters', { isWrite: false, bookmark: `${BOOKMARK.slice(0, -1)}; drop` }, 'first-unconstrained'],
  ])('%s', (_case, request, expected) => {
    expect(sessionStart(request)).toBe(expected);
  });
});
