import { describe, expect, it } from 'vitest';
import {
  clickPage,
  deleteTargets,
  dropAt,
  editPlan,
  initialArrangement,
  isUnchanged,
  moveTargets,
  pressKey,
  rotateTargets,
  type GridKey,
  type PageArrangement,
} from './page-arrangement';
import { splitParts, type SplitMode } from './split-parts';

const fivePages = initialArrangement([1, 2, 3, 4, 5].map((number) => ({ number, rotation: number === 3 ? 90 : 0 })));
const withSelection = (selected: number[], focused = selected[0] ?? 1, arrangement = fivePages): PageArrangement => ({
  ...arrangement,
  selected: new Set(selected),
  focused,
  anchor: focused,
});
const order = (arrangement: PageArrangement) => arrangement.pages.map(({ page }) => page);
const selectedOf = (arrangement: PageArrangement) => [...arrangement.selected].sort((a, b) => a - b);
const key = (name: string, modifiers: Partial<GridKey> = {}): GridKey => ({
  key: name,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});

describe('initialArrangement and editPlan', () => {
  it('keeps every page in its place, its own rotation apart from the turn added', () => {
    expect(fivePages.pages[2]).toEqual({ page: 3, rotation: 90, rotate: 0 });
    expect(editPlan(fivePages)).toEqual([1, 2, 3, 4, 5].map((page) => ({ page, rotate: 0 })));
    expect(isUnchanged(fivePages, 5)).toBe(true);
  });
});

describe('rotateTargets', () => {
  it.each([
    ['turns the selection clockwise', withSelection([2, 4]), 1, [0, 90, 0, 90, 0]],
    ['turns counter-clockwise from 0 to 270', withSelection([1]), -1, [270, 0, 0, 0, 0]],
    ['turns the focused page when none is selected', withSelection([], 5), 1, [0, 0, 0, 0, 90]],
  ] as const)('%s', (_, arrangement, direction, rotates) => {
    const { arrangement: turned, announcement } = rotateTargets(arrangement, direction);
    expect(turned.pages.map(({ rotate }) => rotate)).toEqual(rotates);
    expect(announcement.kind).toBe('rotated');
    expect(isUnchanged(turned, 5)).toBe(false);
  });

  it('comes back to 0 after four turns, and the plan carries the turn', () => {
    let arrangement = withSelection([2]);
    for (let turn = 0; turn < 4; turn++) arrangement = rotateTargets(arrangement, 1).arrangement;
    expect(isUnchanged(arrangement, 5)).toBe(true);
    expect(editPlan(rotateTargets(arrangement, -1).arrangement)[1]).toEqual({ page: 2, rotate: 270 });
  });
});

describe('deleteTargets', () => {
  it.each([
    ['deletes the selection, focus on the page after', withSelection([2, 3]), [1, 4, 5], 4],
    ['deletes the focused page when none is selected', withSelection([], 5), [1, 2, 3, 4], 4],
    ['deletes the last pages, focus on the one before', withSelection([4, 5]), [1, 2, 3], 3],
  ] as const)('%s', (_, arrangement, pages, focused) => {
    const deleted = deleteTargets(arrangement)!;
    expect(order(deleted.arrangement)).toEqual(pages);
    expect(deleted.arrangement.focused).toBe(focused);
    expect(deleted.arrangement.selected.size).toBe(0);
    expect(editPlan(deleted.arrangement).map(({ page }) => page)).toEqual(pages);
  });

  it('keeps at least one page', () => {
    expect(deleteTargets(withSelection([1, 2, 3, 4, 5]))).toBeNull();
  });
});

describe('moveTargets and dropAt', () => {
  it.each([
    ['moves a page earlier', withSelection([3]), -1, [1, 3, 2, 4, 5], { page: 3, position: 2, count: 1 }],
    ['moves a page later', withSelection([3]), 1, [1, 2, 4, 3, 5], { page: 3, position: 4, count: 1 }],
    ['moves scattered pages earlier together', withSelection([2, 4]), -1, [2, 1, 4, 3, 5], { page: 2, position: 1, count: 2 }],
    ['closes up to a page at the edge', withSelection([1, 3], 3), -1, [1, 3, 2, 4, 5], { page: 3, position: 2, count: 2 }],
    ['moves the focused page when none is selected', withSelection([], 5), -1, [1, 2, 3, 5, 4], { page: 5, position: 4, count: 1 }],
  ] as const)('%s', (_, arrangement, direction, pages, announced) => {
    const moved = moveTargets(arrangement, direction)!;
    expect(order(moved.arrangement)).toEqual(pages);
    expect(moved.announcement).toEqual({ kind: 'moved', ...announced });
  });

  it('answers null when nothing can move', () => {
    expect(moveTargets(withSelection([1, 2]), -1)).toBeNull();
    expect(moveTargets(withSelection([5]), 1)).toBeNull();
  });

  it.each([
    ['drops a page before another', withSelection([]), 5, 0, [5, 1, 2, 3, 4], 1],
    ['drops a page at the end', withSelection([]), 1, 5, [2, 3, 4, 5, 1], 5],
    ['drops the selection with the dragged page', withSelection([1, 2]), 2, 5, [3, 4, 5, 1, 2], 5],
    ['drops an unselected page alone', withSelection([1, 2]), 4, 0, [4, 1, 2, 3, 5], 1],
  ] as const)('%s', (_, arrangement, page, toIndex, pages, position) => {
    const dropped = dropAt(arrangement, page, toIndex)!;
    expect(order(dropped.arrangement)).toEqual(pages);
    expect(dropped.announcement).toMatchObject({ kind: 'moved', page, position });
  });

  it('answers null for a drop where the page is', () => {
    expect(dropAt(fivePages, 2, 1)).toBeNull();
    expect(dropAt(fivePages, 2, 2)).toBeNull();
  });
});

describe('clickPage', () => {
  it.each([
    ['a click selects the page alone', withSelection([1, 2]), 4, {}, [4]],
    ['Shift+click selects from the anchor', withSelection([2]), 4, { isRange: true }, [2, 3, 4]],
    ['Shift+click upwards', withSelection([4]), 1, { isRange: true }, [1, 2, 3, 4]],
    ['Ctrl+click adds a page', withSelection([2]), 4, { isToggle: true }, [2, 4]],
    ['Ctrl+click removes a selected page', withSelection([2, 4]), 4, { isToggle: true }, [2]],
  ] as const)('%s', (_, arrangement, page, modifiers, selected) => {
    const clicked = clickPage(arrangement, page, modifiers);
    expect(selectedOf(clicked)).toEqual(selected);
    expect(clicked.focused).toBe(page);
  });

  it('follows the new order for a range', () => {
    const reordered = dropAt(withSelection([]), 5, 0)!.arrangement;
    expect(selectedOf(clickPage(clickPage(reordered, 5), 1, { isRange: true }))).toEqual([1, 5]);
  });
});

describe('pressKey', () => {
  it.each([
    ['ArrowRight moves the focus', withSelection([], 2), key('ArrowRight'), 3, []],
    ['ArrowLeft stops at the first page', withSelection([], 1), key('ArrowLeft'), 1, []],
    ['ArrowDown moves a row down (2 columns)', withSelection([], 1), key('ArrowDown'), 3, []],
    ['ArrowDown stops at the last page', withSelection([], 4), key('ArrowDown'), 5, []],
    ['ArrowUp moves a row up', withSelection([], 5), key('ArrowUp'), 3, []],
    ['Home and End', withSelection([], 3), key('End'), 5, []],
    ['Shift+ArrowRight extends the selection from the anchor', withSelection([2]), key('ArrowRight', { shiftKey: true }), 3, [2, 3]],
    ['Shift+End selects to the end', withSelection([3]), key('End', { shiftKey: true }), 5, [3, 4, 5]],
    ['Space toggles the focused page', withSelection([], 2), key(' '), 2, [2]],
    ['Space unselects it', withSelection([2, 3], 3), key(' '), 3, [2]],
    ['Ctrl+A selects every page', withSelection([], 2), key('a', { ctrlKey: true }), 2, [1, 2, 3, 4, 5]],
    ['Cmd+A too', withSelection([], 2), key('A', { metaKey: true }), 2, [1, 2, 3, 4, 5]],
  ] as const)('%s', (_, arrangement, pressed, focused, selected) => {
    const answer = pressKey(arrangement, pressed, 2)!;
    expect(answer.arrangement.focused).toBe(focused);
    expect(selectedOf(answer.arrangement)).toEqual(selected);
  });

  it.each([
    ['Alt+ArrowLeft moves the selection earlier', key('ArrowLeft', { altKey: true }), [1, 3, 2, 4, 5], 'moved'],
    ['Alt+ArrowDown moves it later', key('ArrowDown', { altKey: true }), [1, 2, 4, 3, 5], 'moved'],
    ['Delete deletes it', key('Delete'), [1, 2, 4, 5], 'deleted'],
    ['Backspace too', key('Backspace'), [1, 2, 4, 5], 'deleted'],
    ['R turns it', key('r'), [1, 2, 3, 4, 5], 'rotated'],
  ] as const)('%s', (_, pressed, pages, announced) => {
    const answer = pressKey(withSelection([3]), pressed, 2)!;
    expect(order(answer.arrangement)).toEqual(pages);
    expect(answer.announcement?.kind).toBe(announced);
  });

  it('turns clockwise with R and back with Shift+R', () => {
    expect(pressKey(withSelection([3]), key('r'), 2)!.arrangement.pages[2]!.rotate).toBe(90);
    expect(pressKey(withSelection([3]), key('R', { shiftKey: true }), 2)!.arrangement.pages[2]!.rotate).toBe(270);
  });

  it('leaves other keys to the page', () => {
    for (const pressed of [key('Tab'), key('Enter'), key('x'), key('c', { ctrlKey: true }), key('x', { altKey: true })])
      expect(pressKey(fivePages, pressed, 2)).toBeNull();
  });
});

describe('splitParts', () => {
  const rotated = rotateTargets(withSelection([2]), 1).arrangement;
  it.each([
    ['the selected pages become one document', withSelection([2, 4]), 'selected', [[2, 4]]],
    ['a cut after each selected page', withSelection([2, 4]), 'cut-after', [[1, 2], [3, 4], [5]]],
    [
      'a cut after the last page cuts nothing',
      withSelection([3, 5]),
      'cut-after',
      [
        [1, 2, 3],
        [4, 5],
      ],
    ],
    ['a cut after every page: one document each', withSelection([1, 2, 3, 4]), 'cut-after', [[1], [2], [3], [4], [5]]],
    [
      'follows the arranged order',
      { ...dropAt(withSelection([]), 5, 0)!.arrangement, selected: new Set([5]) },
      'cut-after',
      [[5], [1, 2, 3, 4]],
    ],
  ] as [string, PageArrangement, SplitMode, number[][]][])('%s', (_, arrangement, mode, parts) => {
    const answer = splitParts(arrangement, mode);
    expect('parts' in answer && answer.parts.map(({ pages }) => pages.map(({ page }) => page))).toEqual(parts);
  });

  it('carries the turns added in the editor', () => {
    const answer = splitParts({ ...rotated, selected: new Set([2]) }, 'selected');
    expect(answer).toEqual({ parts: [{ pages: [{ page: 2, rotate: 90 }] }] });
  });

  it.each([
    ['nothing selected', withSelection([]), 'selected', 'nothing-selected'],
    ['a cut after the last page only', withSelection([5]), 'cut-after', 'one-part'],
  ] as [string, PageArrangement, SplitMode, string][])('refuses: %s', (_, arrangement, mode, problem) => {
    expect(splitParts(arrangement, mode)).toEqual({ problem });
  });

  it('refuses more documents than a split makes at once', () => {
    const many = initialArrangement(Array.from({ length: 60 }, (_, index) => ({ number: index + 1, rotation: 0 })));
    expect(splitParts({ ...many, selected: new Set(many.pages.map(({ page }) => page)) }, 'cut-after')).toEqual({
      problem: 'too-many-parts',
    });
  });
});
