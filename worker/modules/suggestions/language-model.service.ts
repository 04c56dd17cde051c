import type { OrganizationDependencies } from '../../platform/dependencies';
import { runBatchedRead } from '../../platform/db/batched-read';
import { LANGUAGE_MODEL_TEXT_LENGTH, proposalSuggestions, usageMonthOf, type Proposal } from '../../../core/suggestions/language-model';
import { findDocumentToSuggestFor } from '../documents/documents.repository';
import { listTagNames } from '../tags/tags.repository';
import type { PropertyRow } from '../properties/properties.repository';
import { LanguageModelError } from '../../platform/language-model/language-model';
import {
  addLanguageModelSuggestions,
  addLanguageModelTokens,
  countLanguageModelRequestIfAllowed,
  findLanguageModelUsage,
} from './suggestions.repository';

// As the learned ones: a few to review at a glance, and their rows (12 values each) within one statement's 100 bound parameters.
const MAX_PROPOSED_SUGGESTIONS = 8;

/**
 * Asks the operator's language model about a processed document, within the organization's monthly
 * budget (requests, and tokens when capped), and stores what it proposes beside the learned suggestions.
 * A model that fails or answers nonsense makes no suggestion: logged, never retried (the request counted,
 * and the tokens of an answer that came), and the document's processing goes on.
 */
export async function proposeWithLanguageModel(
  deps: OrganizationDependencies,
  {
    organizationId,
    documentId,
    suggestedProperties,
    mayProposeNewTags,
    now = new Date(),
  }: { organizationId: string; documentId: string; suggestedProperties: PropertyRow[]; mayProposeNewTags: boolean; now?: Date },
) {
  const { organizationDb: db, languageModel: model } = deps;
  if (!model) return;
  const [document, tags] = await Promise.all([
    findDocumentToSuggestFor(db, organizationId, documentId, LANGUAGE_MODEL_TEXT_LENGTH),
    runBatchedRead(db, listTagNames(db, organizationId)),
  ]);
  if (!document) return;
  const month = usageMonthOf(now);
  if (!(await countLanguageModelRequestIfAllowed(db, organizationId, month, monthlyBudget(deps)))) return;
  let answered: { proposal: Proposal | null; tokens: number };
  try {
    answered = await model.propose({
      name: document.name,
      text: document.content,
      tags,
      properties: suggestedProperties.map(({ id, name, type, options }) => ({
        id,
        name,
        isMultiple: type === 'multiselect',
        options: options.map((option) => ({ id: option.id, name: option.name })),
      })),
      mayProposeNewTags,
    });
  } catch (error) {
    console.warn(`No language model suggestions for document ${documentId} of ${organizationId}: ${error}`);
    answered = { proposal: null, tokens: error instanceof LanguageModelError ? error.tokens : 0 };
  }
  const { proposal, tokens } = answered;
  if (tokens > 0) await addLanguageModelTokens(db, organizationId, month, tokens);
  if (!proposal) return;
  await addLanguageModelSuggestions(db, {
    organizationId,
    documentId,
    suggestions: proposalSuggestions(proposal, document).slice(0, MAX_PROPOSED_SUGGESTIONS),
  });
}

/** What one organization may spend on the model in a calendar month: requests, and tokens when the operator capped them. */
const monthlyBudget = ({ settings }: OrganizationDependencies) => ({
  requests: settings.SUGGESTIONS_LANGUAGE_MODEL_MONTHLY_REQUESTS,
  tokens: settings.SUGGESTIONS_LANGUAGE_MODEL_MONTHLY_TOKENS,
});

/** What the settings card says of the language model: null when the operator configured none. */
export async function describeLanguageModel(
  deps: OrganizationDependencies,
  { organizationId, now = new Date() }: { organizationId: string; now?: Date },
) {
  const { organizationDb: db, languageModel: model } = deps;
  if (!model) return null;
  const budget = monthlyBudget(deps);
  const usage = await findLanguageModelUsage(db, organizationId, usageMonthOf(now));
  return {
    provider: model.provider,
    host: model.host,
    model: model.model,
    textLength: LANGUAGE_MODEL_TEXT_LENGTH,
    monthlyRequests: budget.requests,
    requestsThisMonth: usage.requestsCount,
    monthlyTokens: budget.tokens ?? null,
    tokensThisMonth: usage.tokensCount,
    isBudgetUsedUp: usage.requestsCount >= budget.requests || (budget.tokens !== undefined && usage.tokensCount >= budget.tokens),
  };
}
