import { z } from 'zod';
import { idPattern } from '../ids';
import { MAX_PAGE_SIZE, paginationSchemaOf } from '../pagination';
import { cleanDocumentName } from './document-name';
import { DOCUMENT_NAME_MAX_LENGTH, MAX_ARCHIVE_SERIAL_NUMBER } from '../field-limits';

const paginationSchema = paginationSchemaOf(MAX_PAGE_SIZE);
export const activityPaginationSchema = paginationSchemaOf(20);

/**
 * How lists can be ordered: by creation (the default, newest first), name (A to Z ignoring case), size,
 * the document's date (undated ones last when newest first) or archive serial number (unnumbered ones last when highest first).
 */
const DOCUMENT_SORT_FIELDS = ['createdAt', 'name', 'size', 'documentDate', 'archiveSerialNumber'] as const;
/** The trash adds when each was deleted: its default, latest first. */
const TRASH_SORT_FIELDS = ['deletedAt', ...DOCUMENT_SORT_FIELDS] as const;
const SORT_ORDERS = ['asc', 'desc'] as const;
export type DocumentSortField = (typeof TRASH_SORT_FIELDS)[number];
export type DocumentSort = { by: DocumentSortField; order: (typeof SORT_ORDERS)[number] };

const sortOrder = z
  .enum(SORT_ORDERS, 'sortOrder must be asc or desc')
  .optional()
  .meta({ description: 'Ascending or descending; when omitted, A to Z for name and newest or largest first otherwise.' });

/** The sort a query asks for, or undefined for the list's own (creation, deletion or relevance). */
export function sortOf({
  sortBy,
  sortOrder,
}: {
  sortBy?: DocumentSortField;
  sortOrder?: (typeof SORT_ORDERS)[number];
}): DocumentSort | undefined {
  return sortBy ? { by: sortBy, order: sortOrder ?? (sortBy === 'name' ? 'asc' : 'desc') } : undefined;
}

/** The trash, a page at a time, in the order asked for. */
export const trashQuerySchema = paginationSchema.extend({
  sortBy: z
    .enum(TRASH_SORT_FIELDS, `sortBy must be one of ${TRASH_SORT_FIELDS.join(', ')}`)
    .optional()
    .meta({ description: 'deletedAt when omitted.' }),
  sortOrder,
});

/** `tags` as comma-separated tag ids, repeated or not: `?tags=tag_a,tag_b` or `?tags=tag_a&tags=tag_b`. */
const TAG_MATCHES = ['all', 'any'] as const;
export type TagMatch = (typeof TAG_MATCHES)[number];
const tagMatch = z
  .enum(TAG_MATCHES, 'tagMatch must be all or any')
  .optional()
  .meta({ description: 'Documents with every one of `tags` (all, when omitted) or with any of them.' });

export const listDocumentsQuerySchema = paginationSchema.extend({
  tagMatch,
  sortBy: z
    .enum(DOCUMENT_SORT_FIELDS, `sortBy must be one of ${DOCUMENT_SORT_FIELDS.join(', ')}`)
    .optional()
    .meta({ description: 'createdAt when omitted; a search orders by relevance when omitted.' }),
  sortOrder,
  tags: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => [
      ...new Set(
        [value ?? []]
          .flat()
          .flatMap((item) => item.split(','))
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().regex(idPattern('tag'), 'tags must be tag ids')).max(MAX_PAGE_SIZE)),
});

export const documentIdParamSchema = z.object({
  documentId: z.string().regex(idPattern('doc'), 'The document id is malformed'),
});

export const updateDocumentSchema = z
  .object({
    // Cleaned like an uploaded name, but never cut: a person who typed too long a name is told so.
    name: z
      .string('The name must be text')
      .overwrite(cleanDocumentName)
      .min(1, 'The document name is required')
      .max(DOCUMENT_NAME_MAX_LENGTH, `The document name must be at most ${DOCUMENT_NAME_MAX_LENGTH} characters`)
      .optional(),
    // Bounded so a row stays well under D1's 2 MB limit.
    content: z.string('The content must be text').max(1_000_000, 'The content must be at most 1,000,000 characters').optional(),
    documentDate: z.iso
      .date('The document date must be a day like 2025-03-12')
      .nullable()
      .optional()
      .meta({ description: 'The day the document is of; null clears it. Processing then keeps what a person chose.' }),
    archiveSerialNumber: z
      .number('The archive serial number must be a number')
      .int('The archive serial number must be a whole number')
      .positive('The archive serial number must be 1 or more')
      .max(MAX_ARCHIVE_SERIAL_NUMBER, `The archive serial number must be at most ${MAX_ARCHIVE_SERIAL_NUMBER}`)
      .nullable()
      .optional()
      .meta({ description: 'The number given to the paper, unique in the organization; null clears it.' }),
    expectedUpdatedAt: z.iso
      .datetime('expectedUpdatedAt must be the document’s updatedAt, as answered')
      .transform((value) => new Date(value))
      .optional()
      .meta({
        description:
          'The updatedAt of the version the change was made on: when the document changed since, the save is refused (409 document.modified) instead of overwriting.',
      }),
  })
  .refine(
    (body) =>
      body.name !== undefined || body.content !== undefined || body.documentDate !== undefined || body.archiveSerialNumber !== undefined,
    'Nothing to update: send a name, a content, a document date or an archive serial number',
  );

export const fileQuerySchema = z.object({ download: z.enum(['true', 'false']).optional() });

/** The upload's form, as the OpenAPI description shows it; the route checks the file as it reads it. */
export const uploadFormSchema = z.object({ file: z.file().meta({ description: 'The file to archive' }) });

export const reprocessQuerySchema = z.object({
  replaceEditedContent: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: 'Needed (true) when the content was edited by hand: it is then replaced by the text read again.' }),
});
