/**
 * Which documents a list has selected: some by id (kept across pages), or every document matching the
 * list's filters and search ("all matching", which the server resolves). Pure, so it is tested apart.
 */
export type DocumentSelection = { kind: 'ids'; ids: ReadonlySet<string>; anchorId: string | null } | { kind: 'all' };

export const NO_SELECTION: DocumentSelection = { kind: 'ids', ids: new Set(), anchorId: null };

export function isSelected(selection: DocumentSelection, id: string): boolean {
  return selection.kind === 'all' || selection.ids.has(id);
}

/** The page's rows as a whole: none, some or all of them selected. */
export function pageSelectionState(selection: DocumentSelection, pageIds: readonly string[]): 'none' | 'some' | 'all' {
  const selectedCount = pageIds.filter((id) => isSelected(selection, id)).length;
  if (selectedCount === 0) return 'none';
  return selectedCount === pageIds.length ? 'all' : 'some';
}

/**
 * Toggles one row; with `isRange` (Shift), every row of the page from the last one toggled to this one
 * takes this row's new state. Unselecting a row of "all matching" keeps the page's other rows.
 */
export function toggleDocument(
  selection: DocumentSelection,
  id: string,
  pageIds: readonly string[],
  { isRange = false } = {},
): DocumentSelection {
  const ids = new Set(selection.kind === 'all' ? pageIds : selection.ids);
  const willSelect = !isSelected(selection, id);
  const anchorIndex = selection.kind === 'ids' && selection.anchorId ? pageIds.indexOf(selection.anchorId) : -1;
  const index = pageIds.indexOf(id);
  const range =
    isRange && anchorIndex >= 0 && index >= 0 ? pageIds.slice(Math.min(anchorIndex, index), Math.max(anchorIndex, index) + 1) : [id];
  for (const rangeId of range) {
    if (willSelect) ids.add(rangeId);
    else ids.delete(rangeId);
  }
  return { kind: 'ids', ids, anchorId: id };
}

/** Selects the whole page, or unselects it when it is all selected already. */
export function togglePage(selection: DocumentSelection, pageIds: readonly string[]): DocumentSelection {
  if (selection.kind === 'all') return NO_SELECTION;
  const ids = new Set(selection.ids);
  const isWholePageSelected = pageSelectionState(selection, pageIds) === 'all';
  for (const id of pageIds) {
    if (isWholePageSelected) ids.delete(id);
    else ids.add(id);
  }
  return { kind: 'ids', ids, anchorId: selection.anchorId };
}

/** How many documents the selection holds, given how many match the list. */
export function selectedCount(selection: DocumentSelection, matchingCount: number): number {
  return selection.kind === 'all' ? matchingCount : selection.ids.size;
}
