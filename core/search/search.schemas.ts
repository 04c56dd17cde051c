import { z } from 'zod';
import { listDocumentsQuerySchema } from '../documents/documents.schemas';
import { MAX_SEARCH_QUERY_LENGTH } from './query-parser';

/** The list route's pagination and `tags` (ids, all required), plus the search box's text. */
export const searchDocumentsQuerySchema = listDocumentsQuerySchema.extend({
  searchQuery: z
    .string('searchQuery is required')
    .max(MAX_SEARCH_QUERY_LENGTH, `searchQuery must be at most ${MAX_SEARCH_QUERY_LENGTH} characters`)
    .refine((value) => value.trim() !== '', 'searchQuery is required')
    .meta({
      description:
        'The search box’s language: words, "phrases", -exclusions, OR, tag:, name:, content:, note:, created:, date:, asn:, a property by its name, has:<property>, and has:suggestions (the documents with suggestions to review).',
    }),
});

const SIMILAR_DOCUMENTS_DEFAULT_LIMIT = 5;
const SIMILAR_DOCUMENTS_MAX_LIMIT = 20;

/** How many similar documents (core/search/similar-documents.ts) are asked for. */
export const similarDocumentsQuerySchema = z.object({
  limit: z.coerce
    .number('limit must be a whole number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(SIMILAR_DOCUMENTS_MAX_LIMIT, `limit must be at most ${SIMILAR_DOCUMENTS_MAX_LIMIT}`)
    .default(SIMILAR_DOCUMENTS_DEFAULT_LIMIT),
});
