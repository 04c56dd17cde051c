import { SAVED_VIEW_COLUMNS, isSavedViewColumn, type SavedViewColumn } from '../../../../core/saved-views/saved-view-options';

/** The documents table's optional columns: these, then custom properties by id; the name and the actions always show. */
export const TABLE_COLUMNS = SAVED_VIEW_COLUMNS;
export type TableColumn = SavedViewColumn;
/** Archive serial numbers are shown by those who number their paper, who turn the column on. */
export const DEFAULT_TABLE_COLUMNS: readonly TableColumn[] = TABLE_COLUMNS.filter((column) => column !== 'archiveSerialNumber');

/** `?cols=tags,documentDate,prop_…`: the columns a shared link or a saved view shows, over the browser's own choice. */
export const COLUMNS_SEARCH_PARAM = 'cols';
/** `?layout=grid`: table or grid, the same way. */
export const LAYOUT_SEARCH_PARAM = 'layout';

export const isPropertyColumn = (column: TableColumn) => column.startsWith('prop_');

/** The fixed columns in the table's order, then the properties in the order given, each once. */
function ordered(columns: readonly string[]): TableColumn[] {
  const known = [...new Set(columns)].filter(isSavedViewColumn);
  return [...TABLE_COLUMNS.filter((column) => known.includes(column)), ...known.filter(isPropertyColumn)];
}

/** Known columns of a `cols` value; undefined without the parameter, [] for `cols=`. */
export function parseColumns(value: string | null): TableColumn[] | undefined {
  return value === null ? undefined : ordered(value.split(','));
}

export const columnsParam = (columns: readonly TableColumn[]) => ordered(columns).join(',');

/** The columns with one shown or hidden, in the table's order. */
export function toggledColumn(columns: readonly TableColumn[], column: TableColumn): TableColumn[] {
  return ordered(columns.includes(column) ? columns.filter((shown) => shown !== column) : [...columns, column]);
}
