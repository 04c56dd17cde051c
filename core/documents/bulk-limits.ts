/** Up to this many documents an action is done before it answers; above, it runs as a job through the queue. */
export const BULK_SYNC_LIMIT = 100;
/** The most ids a request names; "all matching" is sent as the query the server resolves. */
export const BULK_MAX_DOCUMENT_IDS = 1000;
/** The most documents one job takes (a query matching more is refused, not cut). */
export const BULK_MAX_DOCUMENTS = 100_000;
/**
 * A zip of at most this many documents (and DOCUMENTS_DOWNLOAD_STREAM_MAX_BYTES) streams through the
 * Worker, its link working for BULK_DOWNLOAD_HOURS; a larger one is built by a job into R2, in parts
 * of at most BULK_ARCHIVE_PART_MAX_DOCUMENTS documents, kept BULK_ARCHIVE_DAYS.
 */
export const BULK_DOWNLOAD_MAX_DOCUMENTS = 1000;
export const BULK_DOWNLOAD_HOURS = 24;
export const BULK_ARCHIVE_PART_MAX_DOCUMENTS = 500;
export const BULK_ARCHIVE_DAYS = 7;
/** An organization's export takes every document up to this many. */
export const EXPORT_MAX_DOCUMENTS = 1_000_000;
/** Documents a split or a merge makes at most at once (its schemas refuse more; the web says so first). */
export const MAX_MADE_DOCUMENTS = 50;
