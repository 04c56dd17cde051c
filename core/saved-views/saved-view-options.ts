/** What a saved view can choose, without zod: the web app's documents table reads these on its first screen. */
export const SAVED_VIEW_LAYOUTS = ['table', 'grid'] as const;
/** The documents table's fixed optional columns (the name and actions always show); custom properties add theirs by id. */
export const SAVED_VIEW_COLUMNS = ['archiveSerialNumber', 'tags', 'documentDate', 'createdAt'] as const;
type FixedColumn = (typeof SAVED_VIEW_COLUMNS)[number];
export type SavedViewColumn = FixedColumn | `prop_${string}`;

export const isSavedViewColumn = (value: string): value is SavedViewColumn =>
  (SAVED_VIEW_COLUMNS as readonly string[]).includes(value) || /^prop_[a-z0-9]+$/.test(value);
