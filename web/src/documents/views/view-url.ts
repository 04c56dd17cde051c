import type { SavedView, SavedViewInput } from '@/api/types';
import { parseTagIds, TAG_MATCH_SEARCH_PARAM, TAGS_SEARCH_PARAM, tagMatchOf } from '@/tags/lib/tag-filter';
import { SEARCH_QUERY_PARAM } from '../search/search-query';
import { SORT_SEARCH_PARAM } from '../lib/document-sort';
import { COLUMNS_SEARCH_PARAM, columnsParam, LAYOUT_SEARCH_PARAM, parseColumns } from '../lib/table-columns';

/** `?view=view_…`: the saved view the page was opened from, highlighted in the navigation. */
export const VIEW_SEARCH_PARAM = 'view';

/** What the documents page shows, as a view keeps it. */
export type ViewState = Required<Omit<SavedViewInput, 'name'>>;

/** The page's state from its URL; columns and layout only where the URL names them (else the browser's own). */
export function viewStateOf(searchParams: URLSearchParams, fallback: Pick<ViewState, 'columns' | 'layout'>): ViewState {
  return {
    searchQuery: (searchParams.get(SEARCH_QUERY_PARAM) ?? '').trim(),
    tagIds: parseTagIds(searchParams.getAll(TAGS_SEARCH_PARAM)),
    tagMatch: tagMatchOf(searchParams),
    sort: searchParams.get(SORT_SEARCH_PARAM),
    columns: parseColumns(searchParams.get(COLUMNS_SEARCH_PARAM)) ?? fallback.columns,
    layout: searchParams.get(LAYOUT_SEARCH_PARAM) === 'grid' ? 'grid' : searchParams.has(LAYOUT_SEARCH_PARAM) ? 'table' : fallback.layout,
  };
}

/** What a view keeps, without its name and bookkeeping: to save it again under another name. */
export const stateOfView = ({ searchQuery, tagIds, tagMatch, sort, columns, layout }: SavedView): ViewState => ({
  searchQuery,
  tagIds,
  tagMatch,
  sort,
  columns,
  layout,
});

/** The documents page's URL parameters that open a view exactly: a link to share, or the navigation's. */
export function viewSearchParams(
  view: Pick<SavedView, 'id' | 'searchQuery' | 'tagIds' | 'tagMatch' | 'sort' | 'columns' | 'layout'>,
): URLSearchParams {
  const params = new URLSearchParams({ [VIEW_SEARCH_PARAM]: view.id });
  if (view.searchQuery) params.set(SEARCH_QUERY_PARAM, view.searchQuery);
  if (view.tagIds.length > 0) params.set(TAGS_SEARCH_PARAM, view.tagIds.join(','));
  if (view.tagMatch === 'any') params.set(TAG_MATCH_SEARCH_PARAM, 'any');
  if (view.sort) params.set(SORT_SEARCH_PARAM, view.sort);
  if (view.columns) params.set(COLUMNS_SEARCH_PARAM, columnsParam(view.columns));
  params.set(LAYOUT_SEARCH_PARAM, view.layout);
  return params;
}

export const viewPath = (organizationId: string, view: Parameters<typeof viewSearchParams>[0]) =>
  `/organizations/${organizationId}/documents?${viewSearchParams(view).toString()}`;

/** Whether the page shows something else than the view: its "Update view" is then offered. */
export function isViewChanged(view: Omit<ViewState, 'columns'> & { columns: ViewState['columns'] | null }, state: ViewState): boolean {
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);
  return (
    view.searchQuery !== state.searchQuery ||
    !same(view.tagIds, state.tagIds) ||
    view.tagMatch !== state.tagMatch ||
    (view.sort ?? null) !== (state.sort ?? null) ||
    (view.columns !== null && !same(view.columns, state.columns ?? [])) ||
    view.layout !== state.layout
  );
}
