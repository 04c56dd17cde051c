import { Hono, type Context } from 'hono';
import { answers, validate } from '../../platform/validation';
import { permit } from '../../platform/permit';
import { requireAllowed, type OrganizationEnv } from '../access/organization-member.middleware';
import { documentIdParamSchema } from '../../../core/documents/documents.schemas';
import {
  languageModelAnswerSchema,
  suggestionAnswerSchema,
  suggestionParamSchema,
  suggestionsAnswerSchema,
} from '../../../core/suggestions/suggestions.schemas';
import { toSuggestionDto } from './suggestions.dto';
import { describeLanguageModel } from './language-model.service';
import { acceptAllSuggestions, acceptSuggestion, dismissSuggestion, listSuggestions } from './suggestions.service';

const reviewer = (c: Context<OrganizationEnv>) => ({
  organizationId: c.var.organizationId,
  userId: c.var.user.id,
  textMaxLength: c.var.settings.PROPERTIES_TEXT_MAX_LENGTH,
  // Accepting a new tag creates it: what creating a tag needs (for an API key, tags:create).
  requireTagCreation: () => requireAllowed({ role: c.var.membership.member.role, apiKey: c.var.apiKey }, 'tags:create'),
});

/** Mounted at /documents/:documentId/suggestions: what the organization's model suggests for a document, and its review. */
export const suggestionsRoutes = new Hono<OrganizationEnv>()
  .get('/', permit('suggestions:read'), validate('param', documentIdParamSchema), answers(suggestionsAnswerSchema), async (c) => {
    await c.var.access.verify();
    const suggestions = await listSuggestions(c.var.deps, {
      organizationId: c.var.organizationId,
      documentId: c.req.valid('param').documentId,
      isEnabled: c.var.membership.organization.suggestionsEnabled,
    });
    return c.json({ suggestions: suggestions.map(toSuggestionDto) });
  })
  .post(
    '/accept-all',
    permit('suggestions:review'),
    validate('param', documentIdParamSchema),
    answers(suggestionsAnswerSchema),
    async (c) => {
      const accepted = await acceptAllSuggestions(c.var.deps, { ...reviewer(c), documentId: c.req.valid('param').documentId });
      return c.json({ suggestions: accepted.map(toSuggestionDto) });
    },
  )
  .post(
    '/:suggestionId/accept',
    permit('suggestions:review'),
    validate('param', suggestionParamSchema),
    answers(suggestionAnswerSchema),
    async (c) => {
      const suggestion = await acceptSuggestion(c.var.deps, { ...reviewer(c), ...c.req.valid('param') });
      return c.json({ suggestion: toSuggestionDto(suggestion) });
    },
  )
  .post(
    '/:suggestionId/dismiss',
    permit('suggestions:review'),
    validate('param', suggestionParamSchema),
    answers(suggestionAnswerSchema),
    async (c) => {
      const suggestion = await dismissSuggestion(c.var.deps, { ...reviewer(c), ...c.req.valid('param') });
      return c.json({ suggestion: toSuggestionDto(suggestion) });
    },
  );

/** Mounted at /suggestions/language-model: the operator's language model as the organization's settings card shows it. */
export const languageModelRoutes = new Hono<OrganizationEnv>().get(
  '/',
  permit('suggestions:read'),
  answers(languageModelAnswerSchema),
  async (c) => {
    await c.var.access.verify();
    return c.json({ languageModel: await describeLanguageModel(c.var.deps, { organizationId: c.var.organizationId }) });
  },
);
