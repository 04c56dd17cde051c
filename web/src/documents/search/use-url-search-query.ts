import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getSearchQuery, normalizeSearchQuery, SEARCH_DEBOUNCE_MS, SEARCH_QUERY_PARAM, withSearchQuery } from './search-query';

/**
 * A search box bound to the `q` query parameter: `input` follows every keystroke, the URL (and
 * `query`, what to search for) follows 300 ms after the last one, replacing the history entry.
 * Back/forward or a link that changes `q` puts its value back into the box. Other params are kept.
 */
export function useUrlSearchQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = getSearchQuery(searchParams);
  const [input, setInputState] = useState(() => searchParams.get(SEARCH_QUERY_PARAM) ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const committed = useRef(query);

  // The URL changed from elsewhere: the box follows, and a pending keystroke is dropped.
  useEffect(() => {
    if (query === committed.current) return;
    committed.current = query;
    clearTimeout(timer.current);
    setInputState(query);
  }, [query]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      const next = normalizeSearchQuery(value);
      if (next === committed.current) return;
      committed.current = next;
      setSearchParams((previous) => withSearchQuery(previous, next), { replace: true });
    },
    [setSearchParams],
  );

  /** Typing: the search follows after the debounce. */
  const setInput = useCallback(
    (value: string) => {
      setInputState(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => commit(value), SEARCH_DEBOUNCE_MS);
    },
    [commit],
  );

  /** Enter: search now. */
  const submit = useCallback(() => commit(input), [commit, input]);

  /** Empties the box and the search at once. */
  const clear = useCallback(() => {
    setInputState('');
    commit('');
  }, [commit]);

  /** True while typed text has not reached the search yet. */
  const isPending = normalizeSearchQuery(input) !== query;

  return { input, setInput, query, submit, clear, isPending };
}
