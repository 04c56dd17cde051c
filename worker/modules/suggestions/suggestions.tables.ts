import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamp, timestamps } from '../../platform/db/timestamps';
import { documents } from '../documents/documents.tables';
import { organizations } from '../organizations/organizations.tables';
import { propertyDefinitions } from '../properties/properties.tables';
import { tags } from '../tags/tags.tables';
import { SUGGESTION_KINDS } from '../../../core/suggestions/suggestions.schemas';

export const SUGGESTION_STATUSES = ['pending', 'accepted', 'dismissed'] as const;
/** Which model made a suggestion: the organization's learned one, or the operator's language model. */
export const SUGGESTION_SOURCES = ['learned', 'language_model'] as const;

/**
 * The organization's suggestions model: the model itself is a JSON object in R2 (suggestionModelKey);
 * this row says when it was trained (when it read the labels) and how large it is.
 */
export const suggestionModels = sqliteTable('suggestion_models', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  trainedAt: timestamp('trained_at'),
  labelledDocumentsCount: integer('labelled_documents_count').notNull().default(0),
  sizeBytes: integer('size_bytes').notNull().default(0),
  trainingMilliseconds: integer('training_milliseconds').notNull().default(0),
});

/**
 * What the model suggested for a document. A suggestion accepted or dismissed keeps its row, so that
 * the same thing is never suggested again for that document (one row per document and target).
 */
export const documentSuggestions = sqliteTable(
  'document_suggestions',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SUGGESTION_KINDS }).notNull(),
    // `tag:{tagId}` or `property:{propertyId}:{optionId}`: what the suggestion fills, once per document.
    target: text('target').notNull(),
    tagId: text('tag_id').references(() => tags.id, { onDelete: 'cascade' }),
    propertyId: text('property_id').references(() => propertyDefinitions.id, { onDelete: 'cascade' }),
    value: text('value'),
    confidence: real('confidence').notNull(),
    status: text('status', { enum: SUGGESTION_STATUSES }).notNull().default('pending'),
    // A newer learned model replaces the learned pending ones only: the language model's stay until reviewed.
    source: text('source', { enum: SUGGESTION_SOURCES }).notNull().default('learned'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('document_suggestions_document_target_unique').on(table.documentId, table.target),
    index('document_suggestions_organization_status_index').on(table.organizationId, table.status),
    // The documents with suggestions to review, and how many each has: small (reviewed ones leave it) and covering.
    index('document_suggestions_pending_index').on(table.organizationId, table.documentId).where(sql`status = 'pending'`),
  ],
);

/** The key of a table of one row per document, which names its organization too. */
const oneRowPerDocument = () => ({
  documentId: text('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
});

/** Which model last suggested for each document: a newer model suggests again when the document is next read. */
export const documentSuggestionRuns = sqliteTable('document_suggestion_runs', {
  ...oneRowPerDocument(),
  modelTrainedAt: timestamp('model_trained_at').notNull(),
});

/**
 * The language model's proposal asked for by a document's processing (its queue message, suggestions.propose),
 * claimed by whoever asks the model: that message, or a workflow's `apply_suggestions` that needs the
 * proposal first. One claim per processing (`requested_at`; processing again resets it), so the model is
 * asked once and the budget counts once; a claim left unfinished past its time is taken over.
 */
export const languageModelProposals = sqliteTable('language_model_proposals', {
  ...oneRowPerDocument(),
  requestedAt: timestamp('requested_at').notNull(),
  claimedAt: timestamp('claimed_at'),
  doneAt: timestamp('done_at'),
});

/**
 * Requests each organization made to the language model, and the tokens they cost, per calendar month
 * (UTC, `2026-11`): the monthly budget is judged inside the request's increment, before each request;
 * its tokens are added once it is answered.
 */
export const languageModelUsage = sqliteTable(
  'language_model_usage',
  {
    organizationId: text('organization_id').notNull(),
    month: text('month').notNull(),
    requestsCount: integer('requests_count').notNull().default(0),
    tokensCount: integer('tokens_count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.month] })],
);
