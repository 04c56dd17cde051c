import { z } from 'zod';
import { idPattern } from '../ids';
import { documentIdParamSchema } from '../documents/documents.schemas';

export const SUGGESTION_KINDS = ['tag', 'property', 'name', 'documentDate'] as const;
export type SuggestionAnswerKind = (typeof SUGGESTION_KINDS)[number];

/** /documents/:documentId/suggestions/:suggestionId */
export const suggestionParamSchema = documentIdParamSchema.extend({
  suggestionId: z.string().regex(idPattern('sug'), 'The suggestion id is malformed'),
});

const suggestionSchema = z.object({
  id: z.string(),
  kind: z.enum(SUGGESTION_KINDS),
  tagId: z.string().nullable().meta({ description: 'The tag to add (kind `tag`).' }),
  propertyId: z.string().nullable().meta({ description: 'The property to fill (kind `property`).' }),
  value: z
    .string()
    .nullable()
    .meta({ description: 'For a property, the id of the option to choose (added to a multiple choice); for a name or a date, the text.' }),
  confidence: z.number().min(0).max(1).meta({ description: 'How often suggestions this sure were right on held-back documents.' }),
  status: z.enum(['pending', 'accepted', 'dismissed']),
});

export const suggestionsAnswerSchema = z.object({ suggestions: z.array(suggestionSchema) });
export const suggestionAnswerSchema = z.object({ suggestion: suggestionSchema });
