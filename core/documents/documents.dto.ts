import type { DocumentActivityData, DocumentActivityEvent, ProcessingStatus } from './document-states';

/** The stored document as the answers need it: the server's row, or the demo's record. */
export type DocumentFields = {
  id: string;
  organizationId: string;
  name: string;
  originalName: string;
  originalSize: number;
  mimeType: string;
  processingStatus: ProcessingStatus;
  processingError: string | null;
  pagesDone: number;
  pagesTotal: number;
  thumbnailCreatedAt: Date | null;
  documentDate: string | null;
  /** Absent from the demo's records stored before documents had one. */
  archiveSerialNumber?: number | null;
  contentEditedAt: Date | null;
  deletedAt: Date | null;
  deletedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
};
type DocumentRow = DocumentFields & { content: string };

/** The characters of its text a listed document carries (`contentExcerpt`): the first lines of a card, not the text. */
export const CONTENT_EXCERPT_LENGTH = 200;

export type DocumentTag = { id: string; name: string; color: string };

const PROCESSING_STATES = { pending: 'pending', processing: 'processing', processed: 'done', failed: 'failed' } as const;

/**
 * Where processing stands: `step` is 'extracting' while the file waits for or undergoes text
 * extraction and 'reading' while its scanned pages are read with OCR, page by page (pagesDone of
 * pagesTotal); `error` says why it failed. `processingStatus` and `processingError` say the same for
 * clients that know only those (a document being read counts as pending there).
 */
function toProcessingDto({
  processingStatus,
  processingError,
  pagesDone,
  pagesTotal,
}: Pick<DocumentRow, 'processingStatus' | 'processingError' | 'pagesDone' | 'pagesTotal'>) {
  const step = processingStatus === 'pending' ? 'extracting' : processingStatus === 'processing' ? 'reading' : null;
  return { status: PROCESSING_STATES[processingStatus], step, pagesDone, pagesTotal, error: processingError };
}

/** A document's custom properties' values, by property id. */
export type DocumentPropertyValues = Record<string, string | number | boolean | string[]>;

/** A document's current version and how many it has, as its own answers carry them. */
export type DocumentVersionsSummary = { currentVersion: { id: string; number: number; label: string | null }; versionsCount: number };

/**
 * The API shape of a document; `content` only when the row carried it (detail, not lists); `properties`
 * and the versions' summary when read with them.
 */
export function toDocumentDto(
  document: Omit<DocumentRow, 'content'> & { content?: string; contentExcerpt?: string; pendingSuggestionsCount?: number },
  tags: DocumentTag[] = [],
  properties?: DocumentPropertyValues,
  versions?: DocumentVersionsSummary,
) {
  return {
    id: document.id,
    organizationId: document.organizationId,
    name: document.name,
    originalName: document.originalName,
    originalSize: document.originalSize,
    mimeType: document.mimeType,
    ...(document.content === undefined ? {} : { content: document.content }),
    // Lists only: the text's beginning, for a card of a document that has no thumbnail.
    ...(document.contentExcerpt === undefined ? {} : { contentExcerpt: document.contentExcerpt }),
    processingStatus: document.processingStatus === 'processing' ? ('pending' as const) : document.processingStatus,
    ...(document.processingError ? { processingError: document.processingError } : {}),
    processing: toProcessingDto(document),
    // When the first-page thumbnail (GET …/thumbnail) was made: null while there is none; a new one, a new date.
    thumbnailCreatedAt: document.thumbnailCreatedAt,
    // The day the document is of, found in its text or set by a person; null when none is known.
    documentDate: document.documentDate ?? null,
    // The number given to the paper (a label on it, typed or read from its barcode); null when none.
    archiveSerialNumber: document.archiveSerialNumber ?? null,
    // Set when a person wrote the content: reading the file again would replace their text.
    contentEditedAt: document.contentEditedAt,
    isDeleted: document.deletedAt !== null,
    ...(document.deletedAt ? { deletedAt: document.deletedAt, deletedBy: document.deletedBy } : {}),
    tags,
    ...(properties ? { properties } : {}),
    // Lists and searches only: suggestions neither accepted nor dismissed, which the list marks (`has:suggestions` finds them).
    ...(document.pendingSuggestionsCount === undefined ? {} : { pendingSuggestionsCount: document.pendingSuggestionsCount }),
    ...versions,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
  };
}

/** An activity row with its user and tag, null fields where they are gone (the server's left joins). */
type ActivityRow = {
  id: string;
  documentId: string;
  event: DocumentActivityEvent;
  eventData: DocumentActivityData | null;
  createdAt: Date;
  user: { id: string | null; name: string | null };
  tag: { id: string | null; name: string | null; color: string | null } | null;
};

/** A document's activity; the left joins answer { id: null, … } when there is no user or tag. */
export function toDocumentActivityDto({ user, tag, ...activity }: ActivityRow) {
  return {
    ...activity,
    user: user.id && user.name !== null ? { id: user.id, name: user.name } : null,
    tag: tag?.id && tag.name !== null && tag.color !== null ? { id: tag.id, name: tag.name, color: tag.color } : null,
  };
}

type TagOfDocument = DocumentTag & { documentId: string };

/** A page of a list: each row with its own tags, picked from the page's tags, and its properties' values. */
export function toDocumentDtos(
  rows: (Omit<DocumentRow, 'content'> & { contentExcerpt?: string; pendingSuggestionsCount?: number })[],
  tagRows: TagOfDocument[],
  properties: ReadonlyMap<string, DocumentPropertyValues> = new Map(),
) {
  return rows.map((row) =>
    toDocumentDto(
      row,
      tagRows.filter((tag) => tag.documentId === row.id).map(({ id, name, color }) => ({ id, name, color })),
      properties.get(row.id) ?? {},
    ),
  );
}

/** A search result: the listed document, with the snippet of its content around the matches when there is one. */
export function toSearchResultDto({
  document,
  tags,
  properties,
  pendingSuggestionsCount,
  snippet,
}: {
  document: DocumentFields;
  tags: DocumentTag[];
  properties?: DocumentPropertyValues;
  pendingSuggestionsCount?: number;
  snippet?: string;
}) {
  const dto = toDocumentDto({ ...document, pendingSuggestionsCount }, tags, properties);
  return snippet === undefined ? dto : { ...dto, snippet };
}
