/** Up to this many documents an action is done before it answers; above, it runs as a job through the queue. */
export const BULK_SYNC_LIMIT = 100;
/** The most ids a request names; "all matching" is sent as the query the server resolves. */
export const BULK_MAX_DOCUMENT_IDS = 1000;
/** The most documents one job takes (a query matching more is refused, not cut). */
export const BULK_MAX_DOCUMENTS = 100_000;
/** A zip of at most this many documents streams through the Worker; its link works for BULK_DOWNLOAD_HOURS. */
export const BULK_DOWNLOAD_MAX_DOCUMENTS = 1000;
export const BULK_DOWNLOAD_HOURS = 24;
