import { z } from 'zod';
import { idPattern } from '../../platform/ids';
import { cleanDocumentName, DOCUMENT_NAME_MAX_LENGTH } from './document-name';

export const MAX_PAGE_SIZE = 100;

const pageIndex = z.coerce.number('pageIndex must be a whole number').int('pageIndex must be a whole number').min(0, 'pageIndex must be 0 or more').default(0);
const pageSize = (defaultSize: number) =>
  z.coerce.number('pageSize must be a whole number').int('pageSize must be a whole number').min(1, 'pageSize must be at least 1').max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`).default(defaultSize);

export const paginationSchema = z.object({ pageIndex, pageSize: pageSize(MAX_PAGE_SIZE) });
export const activityPaginationSchema = z.object({ pageIndex, pageSize: pageSize(20) });

/** `tags` as comma-separated tag ids, repeated or not: `?tags=tag_a,tag_b` or `?tags=tag_a&tags=tag_b`. */
export const listDocumentsQuerySchema = paginationSchema.extend({
  tags: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => [...new Set([value ?? []].flat().flatMap((item) => item.split(',')).map((id) => id.trim()).filter(Boolean))])
    .pipe(z.array(z.string().regex(idPattern('tag'), 'tags must be tag ids')).max(MAX_PAGE_SIZE)),
});

export const documentIdParamSchema = z.object({
  documentId: z.string().regex(idPattern('doc'), 'The document id is malformed'),
});

export const updateDocumentSchema = z
  .object({
    // Cleaned like an uploaded name, but never cut: a person who typed too long a name is told so.
    name: z.string('The name must be text').overwrite(cleanDocumentName).min(1, 'The document name is required').max(DOCUMENT_NAME_MAX_LENGTH, `The document name must be at most ${DOCUMENT_NAME_MAX_LENGTH} characters`).optional(),
    // Bounded so a row stays well under D1's 2 MB limit.
    content: z.string('The content must be text').max(1_000_000, 'The content must be at most 1,000,000 characters').optional(),
  })
  .refine((body) => body.name !== undefined || body.content !== undefined, 'Nothing to update: send a name or a content');

export const fileQuerySchema = z.object({ download: z.enum(['true', 'false']).optional() });

/** The upload's form, as the OpenAPI description shows it; the route checks the file as it reads it. */
export const uploadFormSchema = z.object({ file: z.file().meta({ description: 'The file to archive' }) });
