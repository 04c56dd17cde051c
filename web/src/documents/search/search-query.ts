/** Spec: searches wait 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Spec: the command palette asks for the first page of 5 results. */
export const COMMAND_PALETTE_PAGE_SIZE = 5;

/** The documents list keeps its search in the `q` query parameter. */
export const SEARCH_QUERY_PARAM = 'q';

/** The query as sent: surrounding spaces never matter. */
export const normalizeSearchQuery = (query: string | null | undefined) => (query ?? '').trim();

/** Spec: the command palette searches documents once the query is longer than 1 character. */
export const isPaletteSearchable = (query: string | null | undefined) => normalizeSearchQuery(query).length > 1;

/** The search query of the documents list URL (`q`), trimmed; '' when absent. */
export const getSearchQuery = (searchParams: URLSearchParams) => normalizeSearchQuery(searchParams.get(SEARCH_QUERY_PARAM));

/** The search params with `q` set to this query (removed when blank), other params kept. */
export function withSearchQuery(searchParams: URLSearchParams, query: string): URLSearchParams {
  const next = new URLSearchParams(searchParams);
  const normalized = normalizeSearchQuery(query);
  if (normalized) next.set(SEARCH_QUERY_PARAM, normalized);
  else next.delete(SEARCH_QUERY_PARAM);
  return next;
}
