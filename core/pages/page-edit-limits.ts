// In a file of its own so that the demo's first screen (its config) carries them without the page editor's code.

/**
 * The page editor's limits unless configured otherwise (DOCUMENTS_PAGE_EDIT_MAX_BYTES, _MAX_PAGES):
 * the file and the one written are held in JavaScript, PDFium's memory grows by less than the file (README,
 * "Versions and pages"): 30 MiB keeps a 100-page, 30 MB scan's edit under 100 MB of the isolate's 128.
 */
export const DEFAULT_PAGE_EDIT_LIMITS = { maxBytes: 30 * 1024 * 1024, maxPages: 500 } as const;
