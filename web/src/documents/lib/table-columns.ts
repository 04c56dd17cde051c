import { SAVED_VIEW_COLUMNS, type SavedViewColumn } from '../../../../core/saved-views/saved-view-options';

/** The documents table's optional columns, in their order; the name and the actions always show. */
export const TABLE_COLUMNS = SAVED_VIEW_COLUMNS;
export type TableColumn = SavedViewColumn;
export const DEFAULT_TABLE_COLUMNS: readonly TableColumn[] = TABLE_COLUMNS;

/** `?cols=tags,documentDate`: the columns a shared link or a saved view shows, over the browser's own choice. */
export const COLUMNS_SEARCH_PARAM = 'cols';
/** `?layout=grid`: table or grid, the same way. */
export const LAYOUT_SEARCH_PARAM = 'layout';

/** Known columns of a `cols` value, in the table's order; undefined without the parameter, [] for `cols=`. */
export function parseColumns(value: string | null): TableColumn[] | undefined {
  if (value === null) return undefined;
  const named = new Set(value.split(','));
  return TABLE_COLUMNS.filter((column) => named.has(column));
}

export const columnsParam = (columns: readonly TableColumn[]) => TABLE_COLUMNS.filter((column) => columns.includes(column)).join(',');

/** The columns with one shown or hidden, kept in the table's order. */
export function toggledColumn(columns: readonly TableColumn[], column: TableColumn): TableColumn[] {
  const next = columns.includes(column) ? columns.filter((shown) => shown !== column) : [...columns, column];
  return TABLE_COLUMNS.filter((known) => next.includes(known));
}
