/** The tabs of the document page, in order; the `tab` query parameter picks one (default info). */
export const DOCUMENT_TABS = ['info', 'content', 'versions', 'notes', 'activity'] as const;
export type DocumentTab = (typeof DOCUMENT_TABS)[number];
export const DEFAULT_DOCUMENT_TAB: DocumentTab = 'info';
export const TAB_SEARCH_PARAM = 'tab';

export function parseDocumentTab(value: string | null): DocumentTab {
  return DOCUMENT_TABS.find((tab) => tab === value) ?? DEFAULT_DOCUMENT_TAB;
}
