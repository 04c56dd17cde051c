/**
 * Bounds of text extraction. A Worker has 128 MB of memory in total, and the original file is
 * already in memory while we extract, so every limit here keeps the extra memory well under that.
 */

/** Characters of text kept per document: plenty for search, a fraction of a D1 row. */
export const MAX_TEXT_CHARS = 1_000_000;
/** UTF-8 bytes of text kept: D1 rows are limited to 2 MB and 1M CJK characters take 3 MB. */
export const MAX_TEXT_BYTES = 1_500_000;
/** Pages of a PDF read; unpdf needs ~5 ms a page, so this is about 5 s of CPU. */
export const MAX_PDF_PAGES = 1000;

/** Scanned pages of a document read with OCR unless configured otherwise (DOCUMENTS_OCR_MAX_PAGES). */
export const DEFAULT_OCR_MAX_PAGES = 100;

/** Entries in an office archive: real documents have tens, a few hundred with many images. */
export const MAX_ZIP_ENTRIES = 2000;
/**
 * Declared uncompressed size of the whole archive. Only the XML parts we need are inflated, so
 * this is a plausibility check (a 100 MB upload of photos stays below it), not a memory bound.
 */
export const MAX_ZIP_DECLARED_BYTES = 512 * 1024 * 1024;
/** Bytes inflated from an archive in total, counted as they come out: the real memory bound. */
export const MAX_ZIP_INFLATED_BYTES = 48 * 1024 * 1024;
