import { useCallback, useRef, useState } from 'react';
import { NO_SELECTION, toggleDocument, togglePage, type DocumentSelection } from './document-selection';

/**
 * A list's selection: kept across its pages, dropped when `filterKey` (its filters and search) changes.
 * The callbacks are stable, so memoized rows keep them.
 */
export function useDocumentSelection(filterKey: string, pageIds: readonly string[]) {
  const [state, setState] = useState({ filterKey, selection: NO_SELECTION as DocumentSelection });
  const selection = state.filterKey === filterKey ? state.selection : NO_SELECTION;
  const pageIdsRef = useRef(pageIds);
  pageIdsRef.current = pageIds;

  const update = useCallback(
    (change: (selection: DocumentSelection) => DocumentSelection) =>
      setState((current) => ({ filterKey, selection: change(current.filterKey === filterKey ? current.selection : NO_SELECTION) })),
    [filterKey],
  );
  const toggle = useCallback(
    (id: string, options: { isRange: boolean }) => update((current) => toggleDocument(current, id, pageIdsRef.current, options)),
    [update],
  );
  const togglePageSelection = useCallback(() => update((current) => togglePage(current, pageIdsRef.current)), [update]);
  const selectAllMatching = useCallback(() => update(() => ({ kind: 'all' })), [update]);
  const clear = useCallback(() => update(() => NO_SELECTION), [update]);
  return { selection, toggle, togglePage: togglePageSelection, selectAllMatching, clear };
}

export type DocumentSelectionControls = ReturnType<typeof useDocumentSelection>;
