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
  tagId: z
    .string()
    .nullable()
    .meta({ description: 'The tag to add (kind `tag`); null for a new tag, which accepting creates (its name in `value`).' }),
  propertyId: z.string().nullable().meta({ description: 'The property to fill (kind `property`).' }),
  value: z.string().nullable().meta({
    description:
      'For a property, the id of the option to choose (added to a multiple choice); for a name or a date, the text; for a new tag (kind `tag` without `tagId`, only from the language model while the organization has `newTagSuggestionsEnabled`), its name.',
  }),
  confidence: z.number().min(0).max(1).meta({ description: 'How often suggestions this sure were right on held-back documents.' }),
  status: z.enum(['pending', 'accepted', 'dismissed']),
});

export const suggestionsAnswerSchema = z.object({ suggestions: z.array(suggestionSchema) });
export const suggestionAnswerSchema = z.object({ suggestion: suggestionSchema });

/** The organization's view of the operator's language model, for its settings card: what goes where, and the month's budget. */
export const languageModelAnswerSchema = z.object({
  languageModel: z
    .object({
      provider: z.enum(['workers-ai', 'openai-compatible']),
      host: z.string().meta({ description: 'Where the documents’ text is sent.' }),
      model: z.string(),
      textLength: z.number().int().meta({ description: 'Characters of the start of a document’s text sent, at most.' }),
      monthlyRequests: z.number().int().meta({ description: 'Requests the organization may make in a calendar month (UTC).' }),
      requestsThisMonth: z.number().int(),
      monthlyTokens: z.number().int().nullable().meta({
        description:
          'Tokens the organization may spend in a calendar month (UTC): the server’s count (`usage.total_tokens`), or characters / 4 when it gives none; null: no cap.',
      }),
      tokensThisMonth: z.number().int(),
      isBudgetUsedUp: z.boolean().meta({ description: 'No request until next month: only the learned suggestions are made.' }),
    })
    .nullable()
    .meta({ description: 'Null when the operator configured no language model.' }),
});
