import { describe, expect, it } from 'vitest';
import {
  isSelected,
  NO_SELECTION,
  pageSelectionState,
  selectedCount,
  toggleDocument,
  togglePage,
  type DocumentSelection,
} from './document-selection';

const page = ['a', 'b', 'c', 'd', 'e'];
const idsOf = (selection: DocumentSelection) => (selection.kind === 'all' ? 'all' : [...selection.ids].sort());

describe('toggleDocument', () => {
  it.each([
    ['selects one row', NO_SELECTION, 'b', false, ['b']],
    ['unselects a selected row', { kind: 'ids', ids: new Set(['b', 'c']), anchorId: 'b' }, 'b', false, ['c']],
    ['selects the range from the last toggled row', { kind: 'ids', ids: new Set(['b']), anchorId: 'b' }, 'd', true, ['b', 'c', 'd']],
    ['selects a range upwards', { kind: 'ids', ids: new Set(['d']), anchorId: 'd' }, 'a', true, ['a', 'b', 'c', 'd']],
    ['unselects a range when its end was selected', { kind: 'ids', ids: new Set(['a', 'b', 'c', 'd']), anchorId: 'a' }, 'c', true, ['d']],
    ['takes Shift without a previous row as one row', NO_SELECTION, 'c', true, ['c']],
    ['keeps ids of other pages', { kind: 'ids', ids: new Set(['z']), anchorId: 'z' }, 'a', true, ['a', 'z']],
    ['unselecting a row of "all matching" keeps the rest of the page', { kind: 'all' }, 'c', false, ['a', 'b', 'd', 'e']],
  ] as [string, DocumentSelection, string, boolean, string[]][])('%s', (_, selection, id, isRange, expected) => {
    expect(idsOf(toggleDocument(selection, id, page, { isRange }))).toEqual(expected);
  });
});

describe('togglePage and pageSelectionState', () => {
  it('selects the page, then unselects it, keeping other pages', () => {
    const withOther: DocumentSelection = { kind: 'ids', ids: new Set(['z', 'a']), anchorId: null };
    expect(pageSelectionState(withOther, page)).toBe('some');
    const whole = togglePage(withOther, page);
    expect(pageSelectionState(whole, page)).toBe('all');
    expect(idsOf(whole)).toEqual(['a', 'b', 'c', 'd', 'e', 'z']);
    expect(idsOf(togglePage(whole, page))).toEqual(['z']);
    expect(pageSelectionState(NO_SELECTION, page)).toBe('none');
    expect(togglePage({ kind: 'all' }, page)).toBe(NO_SELECTION);
  });

  it('counts "all matching" as the list counts them', () => {
    expect(selectedCount({ kind: 'all' }, 1234)).toBe(1234);
    expect(selectedCount({ kind: 'ids', ids: new Set(['a', 'b']), anchorId: null }, 1234)).toBe(2);
    expect(isSelected({ kind: 'all' }, 'anything')).toBe(true);
  });
});
