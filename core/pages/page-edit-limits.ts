// In a file of its own so that the demo's first screen (its config) carries them without the page editor's code.

/**
 * The page editor's limits unless configured otherwise (DOCUMENTS_PAGE_EDIT_MAX_BYTES, _MAX_PAGES):
 * PDFium holds the file, the objects it loads and the file it writes at once (README, "Versions and pages").
 */
export const DEFAULT_PAGE_EDIT_LIMITS = { maxBytes: 10 * 1024 * 1024, maxPages: 500 } as const;
