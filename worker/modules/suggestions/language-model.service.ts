import type { OrganizationDependencies } from '../../platform/dependencies';
import { runBatchedRead } from '../../platform/db/batched-read';
import { LANGUAGE_MODEL_TEXT_LENGTH, proposalSuggestions, usageMonthOf, type Proposal } from '../../../core/suggestions/language-model';
import { findDocumentToSuggestFor } from '../documents/documents.repository';
import { listTagNames } from '../tags/tags.repository';
import { findSuggestionSwitches } from '../organizations/organizations.repository';
import { LanguageModelError } from '../../platform/language-model/language-model';
import { suggestedProperties } from './suggested-properties';
import {
  addLanguageModelSuggestions,
  addLanguageModelTokens,
  claimLanguageModelProposal,
  countLanguageModelRequestIfAllowed,
  findLanguageModelProposal,
  findLanguageModelUsage,
  finishLanguageModelProposal,
  releaseLanguageModelProposal,
} from './suggestions.repository';

// As the learned ones: a few to review at a glance, and their rows (12 values each) within one statement's 100 bound parameters.
const MAX_PROPOSED_SUGGESTIONS = 8;

/**
 * Longer than an asker holds its claim (the drivers' 30 s request timeout, then a few writes): a claim
 * older than this was left by one that died on the way (an invocation cut short), and is taken over.
 */
export const PROPOSAL_CLAIM_STALE_MS = 2 * 60_000;

/** A workflow needs the proposal while another asker holds its claim: the action waits for the queue's next attempt. */
export class LanguageModelProposalPendingError extends Error {}

type DocumentToPropose = { organizationId: string; documentId: string; mayProposeNewTags: boolean };

/**
 * Asks the model for the processing's proposal when this caller wins its claim (the first asker; a
 * stale claim's taker), then marks it done; answers whether it claimed. A model's failure is no throw
 * (the proposal is then done without suggestions); a throw (the database) gives the claim back first.
 */
async function proposeUnderClaim(deps: OrganizationDependencies, { requestedAt, ...document }: DocumentToPropose & { requestedAt: Date }) {
  const { organizationDb: db } = deps;
  const claimedAt = new Date();
  const claim = { organizationId: document.organizationId, documentId: document.documentId, requestedAt };
  const staleBefore = new Date(claimedAt.getTime() - PROPOSAL_CLAIM_STALE_MS);
  if (!(await claimLanguageModelProposal(db, { ...claim, claimedAt, staleBefore }))) return false;
  try {
    await proposeWithLanguageModel(deps, document);
  } catch (error) {
    await releaseLanguageModelProposal(db, { ...claim, claimedAt }).catch(() => undefined);
    throw error;
  }
  await finishLanguageModelProposal(db, { ...claim, doneAt: new Date() });
  return true;
}

/**
 * The proposal message of a document's processing: asks the model unless a workflow claimed it first,
 * the document was processed again since (its own message asks), or the organization turned the model off.
 */
export async function proposeForProcessing(
  deps: OrganizationDependencies,
  { organizationId, documentId, requestedAt }: { organizationId: string; documentId: string; requestedAt: number },
) {
  if (!deps.languageModel) return;
  const { suggestionsEnabled, languageModelEnabled, newTagSuggestionsEnabled } = await findSuggestionSwitches(deps.db, organizationId);
  if (!suggestionsEnabled || !languageModelEnabled) return;
  await proposeUnderClaim(deps, {
    organizationId,
    documentId,
    mayProposeNewTags: newTagSuggestionsEnabled,
    requestedAt: new Date(requestedAt),
  });
}

/**
 * Before a workflow applies suggestions: the proposal of the document's last processing, asked for by
 * the workflow itself when no one has claimed it (its message then finds it done). Held by another
 * asker, it throws LanguageModelProposalPendingError: the action is tried again, and takes a stale claim
 * over. Answers whether it asked (new suggestions may have come). A document processed before the
 * organization turned the model on has no proposal to wait for.
 */
export async function awaitProposal(deps: OrganizationDependencies, document: DocumentToPropose) {
  if (!deps.languageModel) return false;
  const proposal = await findLanguageModelProposal(deps.organizationDb, document.organizationId, document.documentId);
  if (!proposal || proposal.doneAt) return false;
  if (await proposeUnderClaim(deps, { ...document, requestedAt: proposal.requestedAt })) return true;
  throw new LanguageModelProposalPendingError(`The language model's proposal for document ${document.documentId} is being asked`);
}

/**
 * Asks the operator's language model about a processed document, within the organization's monthly
 * budget (requests, and tokens when capped), and stores what it proposes beside the learned suggestions.
 * A model that fails or answers nonsense makes no suggestion: logged, never retried (the request counted,
 * and the tokens of an answer that came), and the document's processing goes on.
 */
async function proposeWithLanguageModel(
  deps: OrganizationDependencies,
  { organizationId, documentId, mayProposeNewTags }: DocumentToPropose,
) {
  const { organizationDb: db, languageModel: model } = deps;
  if (!model) return;
  const [document, tags, properties] = await Promise.all([
    findDocumentToSuggestFor(db, organizationId, documentId, LANGUAGE_MODEL_TEXT_LENGTH),
    runBatchedRead(db, listTagNames(db, organizationId)),
    suggestedProperties(deps, organizationId),
  ]);
  if (!document) return;
  const month = usageMonthOf(new Date());
  if (!(await countLanguageModelRequestIfAllowed(db, organizationId, month, monthlyBudget(deps)))) return;
  let answered: { proposal: Proposal | null; tokens: number };
  try {
    answered = await model.propose({
      name: document.name,
      text: document.content,
      tags,
      properties: properties.map(({ id, name, type, options }) => ({
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
