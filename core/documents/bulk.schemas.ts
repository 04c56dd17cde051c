import { z } from 'zod';
import { idPattern } from '../ids';
import { MAX_SEARCH_QUERY_LENGTH } from '../search/query-parser';
import { listDocumentsQuerySchema } from './documents.schemas';
import { BULK_MAX_DOCUMENT_IDS } from './bulk-limits';

export { BULK_DOWNLOAD_HOURS, BULK_DOWNLOAD_MAX_DOCUMENTS, BULK_MAX_DOCUMENTS, BULK_SYNC_LIMIT } from './bulk-limits';

/**
 * What a bulk action does to each document; each has its own route, declared in the permission table
 * with the permission of the single action (tags: documents:update; a property's value:
 * property-values:update; trash, restore, delete: documents:delete).
 */
const BULK_ACTIONS = ['add-tag', 'remove-tag', 'set-property', 'trash', 'restore', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/**
 * A job is one of the actions, or a zip of documents: a download streamed at GET …/bulk-downloads/{jobId}
 * or, too large to stream, built in parts (…/parts/{number}) like an organization's export; or an
 * import of another product's export (its details at …/imports, core/imports/imports.schemas.ts).
 */
export const BULK_JOB_KINDS = [...BULK_ACTIONS, 'download', 'export', 'import'] as const;
export type BulkJobKind = (typeof BULK_JOB_KINDS)[number];

/** The actions on the trash (restore, delete for good) select trashed documents; the others active ones. */
export const TRASH_BULK_ACTIONS: readonly BulkAction[] = ['restore', 'delete'];

const documentIds = z
  .array(z.string().regex(idPattern('doc'), 'documentIds must be document ids'), 'documentIds must be a list of document ids')
  .min(1, 'Select at least one document')
  .max(BULK_MAX_DOCUMENT_IDS, `Select at most ${BULK_MAX_DOCUMENT_IDS} documents by id, or send the query`)
  .transform((ids) => [...new Set(ids)]);

/** "All matching": the documents list's filters and, for search results, the search box's text. */
const activeQuery = z
  .object({
    searchQuery: z.string().max(MAX_SEARCH_QUERY_LENGTH, `searchQuery must be at most ${MAX_SEARCH_QUERY_LENGTH} characters`).optional(),
    tags: listDocumentsQuerySchema.shape.tags,
    tagMatch: listDocumentsQuerySchema.shape.tagMatch,
  })
  .strict();

const selectionOf = <Query extends z.ZodType>(query: Query) =>
  z.union([z.object({ documentIds }).strict(), z.object({ query }).strict()], 'Send documentIds, or query for all matching documents');

/** Documents of the list or of search results, by id or by query. */
export const activeSelectionSchema = selectionOf(activeQuery).meta({
  description:
    'The documents by id (at most 1,000), or `query` for every active document matching the list filters (tags) and search text.',
});
/** Documents in the trash, by id or all of them (`query: {}`: the trash has no filters). */
export const trashSelectionSchema = selectionOf(z.object({}).strict()).meta({
  description: 'Documents in the trash by id (at most 1,000), or `query: {}` for the whole trash.',
});

const tagId = z.string('tagId is required').regex(idPattern('tag'), 'tagId must be a tag id');
export const tagBulkActionSchema = z.intersection(z.object({ tagId }), activeSelectionSchema);
const propertyId = z.string('propertyId is required').regex(idPattern('prop'), 'propertyId must be a property id');
const propertyValue = z
  .unknown()
  .refine((value) => value !== undefined, 'value is required: the value to set, or null to clear it')
  .meta({ description: 'The value as the property’s type takes it; null clears it.' });
export const propertyBulkActionSchema = z.intersection(z.object({ propertyId, value: propertyValue }), activeSelectionSchema);

export type ActiveSelection = z.infer<typeof activeSelectionSchema>;
export type TrashSelection = z.infer<typeof trashSelectionSchema>;

export const BULK_JOB_STATUSES = ['running', 'done', 'failed'] as const;
export type BulkJobStatus = (typeof BULK_JOB_STATUSES)[number];

const archivePartSchema = z.object({
  number: z.number().int().positive(),
  size: z.number().int().meta({ description: 'Bytes.' }),
  documentsCount: z.number().int(),
});
export type ArchivePart = z.infer<typeof archivePartSchema>;

const bulkJobSchema = z.object({
  id: z.string(),
  action: z.enum(BULK_JOB_KINDS),
  tagId: z.string().nullable(),
  propertyId: z.string().nullable().meta({ description: 'The property a set-property job sets.' }),
  status: z.enum(BULK_JOB_STATUSES),
  documentsCount: z.number().int().meta({ description: 'The documents selected.' }),
  processedCount: z.number().int().meta({ description: 'Those looked at so far: changed or skipped.' }),
  changedCount: z.number().int(),
  skippedCount: z
    .number()
    .int()
    .meta({ description: 'Already so (tagged, in the trash…), or deleted or changed meanwhile: never an error for the whole job.' }),
  error: z.string().nullable().meta({ description: 'Why a failed job stopped (its tag was deleted, say).' }),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  parts: z.array(archivePartSchema).meta({
    description: 'A zip built by the job: its parts so far, each downloaded at GET …/documents/bulk-downloads/{jobId}/parts/{number}.',
  }),
  expiresAt: z.iso.datetime().nullable().meta({ description: 'When the zip of a download or an export stops being offered.' }),
});
export type BulkJobDto = z.infer<typeof bulkJobSchema>;

export const bulkJobAnswerSchema = z.object({ job: bulkJobSchema });
export const bulkJobsAnswerSchema = z.object({ jobs: z.array(bulkJobSchema) });
const jobId = z.string().regex(idPattern('bulk'), 'The job id is malformed');
export const bulkJobIdParamSchema = z.object({ jobId });
export const archivePartParamSchema = z.object({
  jobId,
  partNumber: z.coerce.number('The part number is malformed').int('The part number is malformed').min(1, 'The part number is malformed'),
});
