/** What a saved view can choose, without zod: the web app's documents table reads these on its first screen. */
export const SAVED_VIEW_LAYOUTS = ['table', 'grid'] as const;
/** The documents table's optional columns a view can show (the name and actions always show). */
export const SAVED_VIEW_COLUMNS = ['tags', 'documentDate', 'createdAt'] as const;
export type SavedViewColumn = (typeof SAVED_VIEW_COLUMNS)[number];
