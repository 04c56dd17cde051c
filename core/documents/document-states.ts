/** How far the server got with a document's file: stored, being read page by page (OCR), read, or given up on. */
export const PROCESSING_STATUSES = ['pending', 'processing', 'processed', 'failed'] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

/** Who set a document's date: the finder, from its text and name (found, or none found), or a person. */
export const DOCUMENT_DATE_SOURCES = ['found', 'person'] as const;
export type DocumentDateSource = (typeof DOCUMENT_DATE_SOURCES)[number];

export const DOCUMENT_ACTIVITY_EVENTS = [
  'created',
  'updated',
  'deleted',
  'restored',
  'tagged',
  'untagged',
  'reprocessed',
  'note_added',
  'note_updated',
  'note_deleted',
  'share_link_created',
  'share_link_revoked',
  'version_added',
  'version_restored',
  'version_deleted',
  'workflow_ran',
] as const;
export type DocumentActivityEvent = (typeof DOCUMENT_ACTIVITY_EVENTS)[number];
/**
 * What an activity row adds: the fields an update changed, the address an email came from, the
 * custom properties whose values it set or cleared (named as they were then), and the versions.
 */
export type DocumentActivityData = {
  updatedFields?: string[];
  receivedFrom?: string;
  properties?: { id: string; name: string }[];
  /** The version a version_* activity added, restored (the copy) or deleted. */
  version?: { number: number; label: string | null };
  /** The version a restore copied. */
  restoredFrom?: { number: number };
  /** The document a split made this one of ('created'), with the pages it took. */
  splitFrom?: { id: string; name: string; pages: number[] };
  /** The documents a merge made this one of ('created'), in order. */
  mergedFrom?: { id: string; name: string }[];
  /** What a page edit did, making the version it added. */
  pageOperations?: { rotated: number; deleted: number; isReordered: boolean };
  /** The workflow a run of which ended on the document ('workflow_ran'), and how. */
  workflow?: { id: string; name: string; runId: string; status: 'succeeded' | 'failed' };
};

/** Where a document came from: the web app, the API (a key), an intake email, a split or merge, an organization import. */
export const DOCUMENT_SOURCES = ['web', 'api', 'email', 'pages', 'import'] as const;
export type DocumentSource = (typeof DOCUMENT_SOURCES)[number];
