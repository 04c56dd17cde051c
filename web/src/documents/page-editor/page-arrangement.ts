/**
 * The page editor's state, pure: the pages in their new order, each with the turn added to it, which are
 * selected, which has the focus (the grid's roving tabindex) and where a Shift range starts. Pages are
 * named by their number in the current file, so that the selection and the focus follow a page as it moves.
 */
import type { PageOfFile } from '@/api/types';

export type Rotation = 0 | 90 | 180 | 270;

/** A page of the edit's plan, as the API takes it. */
export type PageEdit = { page: number; rotate: Rotation };

/** A page of the result: `page` of the current file, its own `rotation` as drawn, turned clockwise by `rotate` more. */
export type ArrangedPage = { page: number; rotation: number; rotate: Rotation };

export type PageArrangement = {
  pages: readonly ArrangedPage[];
  selected: ReadonlySet<number>;
  focused: number;
  /** Where Shift+click and Shift+arrows extend from. */
  anchor: number;
};

/** What a change did, for the live region. */
export type Announcement =
  | { kind: 'moved'; page: number; position: number; count: number }
  | { kind: 'rotated'; page: number; rotate: Rotation; count: number }
  | { kind: 'deleted'; page: number; count: number };

export function initialArrangement(pages: readonly PageOfFile[]): PageArrangement {
  const first = pages[0]?.number ?? 1;
  return {
    pages: pages.map(({ number, rotation }) => ({ page: number, rotation, rotate: 0 })),
    selected: new Set(),
    focused: first,
    anchor: first,
  };
}

const indexOf = (arrangement: PageArrangement, page: number) => arrangement.pages.findIndex((arranged) => arranged.page === page);

/** The pages an operation acts on, in their order: the selection, or the focused page when none is selected. */
export function targetPages(arrangement: PageArrangement): number[] {
  if (arrangement.selected.size === 0) return [arrangement.focused];
  return arrangement.pages.filter(({ page }) => arrangement.selected.has(page)).map(({ page }) => page);
}

/** The edit's plan as the API takes it: the pages in order, each with its added turn. */
export const editPlan = (arrangement: PageArrangement): PageEdit[] => arrangement.pages.map(({ page, rotate }) => ({ page, rotate }));

/** Whether saving would change nothing: every page kept, in its place, unturned. */
export const isUnchanged = (arrangement: PageArrangement, pagesCount: number) =>
  arrangement.pages.length === pagesCount && arrangement.pages.every(({ page, rotate }, index) => page === index + 1 && rotate === 0);

/** Turns the target pages a quarter clockwise (1) or counter-clockwise (-1). */
export function rotateTargets(
  arrangement: PageArrangement,
  direction: 1 | -1,
): { arrangement: PageArrangement; announcement: Announcement } {
  const targets = new Set(targetPages(arrangement));
  const pages = arrangement.pages.map((arranged) =>
    targets.has(arranged.page) ? { ...arranged, rotate: ((((arranged.rotate + direction * 90) % 360) + 360) % 360) as Rotation } : arranged,
  );
  const focusedPage = pages.find(({ page }) => targets.has(page))!;
  return {
    arrangement: { ...arrangement, pages },
    announcement: { kind: 'rotated', page: focusedPage.page, rotate: focusedPage.rotate, count: targets.size },
  };
}

/** Whether deleting the targets would leave a page: a new version keeps at least one. */
export const canDeleteTargets = (arrangement: PageArrangement) => targetPages(arrangement).length < arrangement.pages.length;

/** Deletes the target pages; the focus goes to the page after them (or before, at the end). */
export function deleteTargets(arrangement: PageArrangement): { arrangement: PageArrangement; announcement: Announcement } | null {
  if (!canDeleteTargets(arrangement)) return null;
  const targets = targetPages(arrangement);
  const removed = new Set(targets);
  const firstIndex = indexOf(arrangement, targets[0]!);
  const pages = arrangement.pages.filter(({ page }) => !removed.has(page));
  const focused = pages[Math.min(firstIndex, pages.length - 1)]!.page;
  return {
    arrangement: { pages, selected: new Set(), focused, anchor: focused },
    announcement: { kind: 'deleted', page: targets[0]!, count: targets.length },
  };
}

/**
 * Moves the target pages one place earlier (-1) or later (1), each past its unselected neighbour; a page
 * at the edge stays, and those behind it close up to it. Null when nothing can move.
 */
export function moveTargets(
  arrangement: PageArrangement,
  direction: 1 | -1,
): { arrangement: PageArrangement; announcement: Announcement } | null {
  const targets = new Set(targetPages(arrangement));
  const pages = [...arrangement.pages];
  const order = direction === -1 ? pages.keys() : [...pages.keys()].reverse();
  let hasMoved = false;
  for (const index of order) {
    const neighbour = index + direction;
    if (!targets.has(pages[index]!.page) || neighbour < 0 || neighbour >= pages.length || targets.has(pages[neighbour]!.page)) continue;
    [pages[index], pages[neighbour]] = [pages[neighbour]!, pages[index]!];
    hasMoved = true;
  }
  if (!hasMoved) return null;
  const next = { ...arrangement, pages };
  const page = targets.has(arrangement.focused) ? arrangement.focused : [...targets][0]!;
  return { arrangement: next, announcement: { kind: 'moved', page, position: indexOf(next, page) + 1, count: targets.size } };
}

/** Drops `page` (and the selection with it, when it is selected) before the page now at `toIndex`, as a drag does. */
export function dropAt(
  arrangement: PageArrangement,
  page: number,
  toIndex: number,
): { arrangement: PageArrangement; announcement: Announcement } | null {
  const moving = arrangement.selected.has(page) ? targetPages(arrangement) : [page];
  const moved = new Set(moving);
  const before = arrangement.pages.slice(0, toIndex).filter(({ page: kept }) => !moved.has(kept));
  const after = arrangement.pages.slice(toIndex).filter(({ page: kept }) => !moved.has(kept));
  const pages = [...before, ...moving.map((number) => arrangement.pages[indexOf(arrangement, number)]!), ...after];
  if (pages.every((arranged, index) => arranged === arrangement.pages[index])) return null;
  const next = { ...arrangement, pages, focused: page, anchor: page };
  return { arrangement: next, announcement: { kind: 'moved', page, position: indexOf(next, page) + 1, count: moving.length } };
}

/** The pages from the anchor to `page`, in their order. */
function rangeTo(arrangement: PageArrangement, page: number): Set<number> {
  const [from, to] = [indexOf(arrangement, arrangement.anchor), indexOf(arrangement, page)].sort((a, b) => a - b);
  return new Set(arrangement.pages.slice(Math.max(from!, 0), to! + 1).map(({ page: inRange }) => inRange));
}

/** A click: alone selects `page`; with Shift, the range from the anchor; with Ctrl or Cmd, toggles it. */
export function clickPage(arrangement: PageArrangement, page: number, { isRange = false, isToggle = false } = {}): PageArrangement {
  if (isRange) return { ...arrangement, selected: rangeTo(arrangement, page), focused: page };
  if (isToggle) return togglePage(arrangement, page);
  return { ...arrangement, selected: new Set([page]), focused: page, anchor: page };
}

export function togglePage(arrangement: PageArrangement, page: number): PageArrangement {
  const selected = new Set(arrangement.selected);
  if (selected.has(page)) selected.delete(page);
  else selected.add(page);
  return { ...arrangement, selected, focused: page, anchor: page };
}

export const selectAll = (arrangement: PageArrangement): PageArrangement => ({
  ...arrangement,
  selected: new Set(arrangement.pages.map(({ page }) => page)),
});

/** The keys of the grid, as the editor reads them from a keydown. */
export type GridKey = { key: string; shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean };

const FOCUS_STEPS: Record<string, (columns: number) => number> = {
  ArrowLeft: () => -1,
  ArrowRight: () => 1,
  ArrowUp: (columns) => -columns,
  ArrowDown: (columns) => columns,
};

/**
 * A key pressed in the grid of `columns` columns: the new state and what to announce, or null when the key
 * is not the grid's. Arrows, Home and End move the focus (with Shift, the selection follows from the
 * anchor); Space toggles; Ctrl/Cmd+A selects all; Alt+arrows move the targets; R and Shift+R turn them
 * clockwise and back; Delete and Backspace delete them.
 */
export function pressKey(
  arrangement: PageArrangement,
  { key, shiftKey, altKey, ctrlKey, metaKey }: GridKey,
  columns: number,
): { arrangement: PageArrangement; announcement?: Announcement } | null {
  const isCommand = ctrlKey || metaKey;
  if (isCommand && key.toLowerCase() === 'a') return { arrangement: selectAll(arrangement) };
  if (isCommand) return null;
  if (altKey && (key === 'ArrowLeft' || key === 'ArrowUp')) return moveTargets(arrangement, -1) ?? { arrangement };
  if (altKey && (key === 'ArrowRight' || key === 'ArrowDown')) return moveTargets(arrangement, 1) ?? { arrangement };
  if (altKey) return null;
  if (key === ' ') return { arrangement: togglePage(arrangement, arrangement.focused) };
  if (key.toLowerCase() === 'r') return rotateTargets(arrangement, shiftKey ? -1 : 1);
  if (key === 'Delete' || key === 'Backspace') return deleteTargets(arrangement) ?? { arrangement };
  const index = indexOf(arrangement, arrangement.focused);
  const last = arrangement.pages.length - 1;
  const step = FOCUS_STEPS[key];
  const target = step ? Math.min(Math.max(index + step(Math.max(columns, 1)), 0), last) : key === 'Home' ? 0 : key === 'End' ? last : null;
  if (target === null) return null;
  const focused = arrangement.pages[target]!.page;
  if (shiftKey) return { arrangement: { ...arrangement, selected: rangeTo(arrangement, focused), focused } };
  return { arrangement: { ...arrangement, focused, anchor: focused } };
}
