import { and, asc, eq, inArray, isNull, lt, notInArray, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { idsIn } from '../../platform/db/json-ids';
import { generateId } from '../../../core/ids';
import type { PredictedSuggestion } from '../../../core/suggestions/suggestion-model';
import type { Settlement } from '../../../core/suggestions/suggestion-settlement';
import type { ProposedSuggestion } from '../../../core/suggestions/language-model';
import {
  documentSuggestionRuns,
  documentSuggestions,
  languageModelProposals,
  languageModelUsage,
  suggestionModels,
  type SUGGESTION_STATUSES,
} from './suggestions.tables';

export type SuggestionRow = typeof documentSuggestions.$inferSelect;
type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

const ofDocument = (organizationId: string, documentId: string) =>
  and(eq(documentSuggestions.organizationId, organizationId), eq(documentSuggestions.documentId, documentId));

export async function findModelRow(db: Database, organizationId: string) {
  const [row] = await db.select().from(suggestionModels).where(eq(suggestionModels.organizationId, organizationId));
  return row;
}

export async function saveTrainedModel(
  db: Database,
  organizationId: string,
  trained: { trainedAt: Date; labelledDocumentsCount: number; sizeBytes: number; trainingMilliseconds: number },
) {
  await db
    .insert(suggestionModels)
    .values({ organizationId, ...trained })
    .onConflictDoUpdate({ target: suggestionModels.organizationId, set: trained });
}

/** The organizations of this database with a model or a training asked for: the nightly training's list. */
export async function findOrganizationsWithModels(db: Database) {
  const rows = await db.select({ organizationId: suggestionModels.organizationId }).from(suggestionModels);
  return rows.map(({ organizationId }) => organizationId);
}

export async function findSuggestionRun(db: Database, organizationId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(documentSuggestionRuns)
    .where(and(eq(documentSuggestionRuns.organizationId, organizationId), eq(documentSuggestionRuns.documentId, documentId)));
  return row;
}

/**
 * The learned model's new suggestions for a document, in one transaction: pending ones it no longer makes go,
 * new ones come, those still made take their new confidence; accepted and dismissed ones stay as they
 * are, so the same thing is never suggested twice. Records which model suggested.
 */
export async function replacePendingSuggestions(
  db: Database,
  {
    organizationId,
    documentId,
    modelTrainedAt,
    suggestions,
  }: { organizationId: string; documentId: string; modelTrainedAt: Date; suggestions: PredictedSuggestion[] },
) {
  const now = new Date();
  const removal = db
    .delete(documentSuggestions)
    .where(
      and(
        ofDocument(organizationId, documentId),
        eq(documentSuggestions.status, 'pending'),
        eq(documentSuggestions.source, 'learned'),
        notInArray(documentSuggestions.target, idsIn(suggestions.map(({ target }) => target))),
      ),
    );
  const run = db
    .insert(documentSuggestionRuns)
    .values({ documentId, organizationId, modelTrainedAt })
    .onConflictDoUpdate({ target: documentSuggestionRuns.documentId, set: { modelTrainedAt } });
  if (suggestions.length === 0) {
    await db.batch([removal, run]);
    return;
  }
  const upsert = db
    .insert(documentSuggestions)
    .values(
      suggestions.map(({ kind, target, tagId, propertyId, value, confidence }) => ({
        id: generateId('sug'),
        organizationId,
        documentId,
        kind,
        target,
        tagId,
        propertyId,
        value,
        confidence,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [documentSuggestions.documentId, documentSuggestions.target],
      set: { confidence: sql`excluded.confidence`, updatedAt: now },
      setWhere: eq(documentSuggestions.status, 'pending'),
    });
  await db.batch([removal, upsert, run]);
}

/**
 * The language model's suggestions for a document, beside the learned ones: one already there for the
 * same target (learned, or accepted or dismissed before) is left as it is, so none comes twice or back.
 */
export async function addLanguageModelSuggestions(
  db: Database,
  { organizationId, documentId, suggestions }: { organizationId: string; documentId: string; suggestions: ProposedSuggestion[] },
) {
  if (suggestions.length === 0) return;
  const now = new Date();
  await db
    .insert(documentSuggestions)
    .values(
      suggestions.map((suggestion) => ({
        id: generateId('sug'),
        organizationId,
        documentId,
        ...suggestion,
        source: 'language_model' as const,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: [documentSuggestions.documentId, documentSuggestions.target] });
}

/** A processing asks for the document's proposal: a new claim, whatever an earlier processing's was. */
export async function requestLanguageModelProposal(
  db: Database,
  { organizationId, documentId, requestedAt }: { organizationId: string; documentId: string; requestedAt: Date },
) {
  const unclaimed = { requestedAt, claimedAt: null, doneAt: null };
  await db
    .insert(languageModelProposals)
    .values({ documentId, organizationId, ...unclaimed })
    .onConflictDoUpdate({ target: languageModelProposals.documentId, set: unclaimed });
}

const ofDocumentProposal = (organizationId: string, documentId: string) =>
  and(eq(languageModelProposals.organizationId, organizationId), eq(languageModelProposals.documentId, documentId));

export async function findLanguageModelProposal(db: Database, organizationId: string, documentId: string) {
  const [row] = await db.select().from(languageModelProposals).where(ofDocumentProposal(organizationId, documentId));
  return row;
}

const ofProposal = (organizationId: string, documentId: string, requestedAt: Date) =>
  and(ofDocumentProposal(organizationId, documentId), eq(languageModelProposals.requestedAt, requestedAt));

/**
 * Claims the processing's proposal, judged inside the write: only while it is not done and either
 * unclaimed or claimed before `staleBefore`. Answers whether this caller holds it.
 */
export async function claimLanguageModelProposal(
  db: Database,
  {
    organizationId,
    documentId,
    requestedAt,
    claimedAt,
    staleBefore,
  }: {
    organizationId: string;
    documentId: string;
    requestedAt: Date;
    claimedAt: Date;
    staleBefore: Date;
  },
) {
  const { claimedAt: claimed, doneAt } = languageModelProposals;
  const rows = await db
    .update(languageModelProposals)
    .set({ claimedAt })
    .where(and(ofProposal(organizationId, documentId, requestedAt), isNull(doneAt), or(isNull(claimed), lt(claimed, staleBefore))))
    .returning({ documentId: languageModelProposals.documentId });
  return rows.length === 1;
}

export async function finishLanguageModelProposal(
  db: Database,
  { organizationId, documentId, requestedAt, doneAt }: { organizationId: string; documentId: string; requestedAt: Date; doneAt: Date },
) {
  await db
    .update(languageModelProposals)
    .set({ doneAt })
    .where(ofProposal(organizationId, documentId, requestedAt));
}

/** Gives back a claim whose holder failed before the proposal was stored, so that the next asker need not wait for it to go stale. */
export async function releaseLanguageModelProposal(
  db: Database,
  {
    organizationId,
    documentId,
    requestedAt,
    claimedAt,
  }: { organizationId: string; documentId: string; requestedAt: Date; claimedAt: Date },
) {
  await db
    .update(languageModelProposals)
    .set({ claimedAt: null })
    .where(and(ofProposal(organizationId, documentId, requestedAt), eq(languageModelProposals.claimedAt, claimedAt)));
}

const usageOf = (organizationId: string, month: string) =>
  and(eq(languageModelUsage.organizationId, organizationId), eq(languageModelUsage.month, month));

/**
 * Counts one request to the language model in the organization's month, only while under both caps
 * (requests, and tokens when the operator set one): judged inside the write. The month's first request
 * always goes (both caps are at least 1).
 */
export async function countLanguageModelRequestIfAllowed(
  db: Database,
  organizationId: string,
  month: string,
  { requests, tokens }: { requests: number; tokens: number | undefined },
) {
  const { requestsCount, tokensCount } = languageModelUsage;
  const underTokens = tokens === undefined ? sql`` : sql` AND ${tokensCount} < ${tokens}`;
  const rows = await db
    .insert(languageModelUsage)
    .values({ organizationId, month, requestsCount: 1 })
    .onConflictDoUpdate({
      target: [languageModelUsage.organizationId, languageModelUsage.month],
      set: { requestsCount: sql`${requestsCount} + 1` },
      setWhere: sql`${requestsCount} < ${requests}${underTokens}`,
    })
    .returning({ requestsCount });
  return rows.length === 1;
}

/** Adds what an answered request cost to the organization's month (its row made by the request's count). */
export async function addLanguageModelTokens(db: Database, organizationId: string, month: string, tokens: number) {
  await db
    .update(languageModelUsage)
    .set({ tokensCount: sql`${languageModelUsage.tokensCount} + ${tokens}` })
    .where(usageOf(organizationId, month));
}

export async function findLanguageModelUsage(db: Database, organizationId: string, month: string) {
  const [row] = await db
    .select({ requestsCount: languageModelUsage.requestsCount, tokensCount: languageModelUsage.tokensCount })
    .from(languageModelUsage)
    .where(usageOf(organizationId, month));
  return row ?? { requestsCount: 0, tokensCount: 0 };
}

/** A document's suggestions of a status, the surest first. */
export async function findSuggestions(db: Database, organizationId: string, documentId: string, status: SuggestionStatus) {
  return db
    .select()
    .from(documentSuggestions)
    .where(and(ofDocument(organizationId, documentId), eq(documentSuggestions.status, status)))
    .orderBy(sql`${documentSuggestions.confidence} DESC`, asc(documentSuggestions.id));
}

export async function findSuggestion(db: Database, organizationId: string, documentId: string, suggestionId: string) {
  const [row] = await db
    .select()
    .from(documentSuggestions)
    .where(and(ofDocument(organizationId, documentId), eq(documentSuggestions.id, suggestionId)));
  return row;
}

/** Accepts or dismisses a pending suggestion; undefined when it was not pending any more. */
export async function reviewSuggestion(db: Database, organizationId: string, suggestionId: string, status: 'accepted' | 'dismissed') {
  const [row] = await db
    .update(documentSuggestions)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        eq(documentSuggestions.organizationId, organizationId),
        eq(documentSuggestions.id, suggestionId),
        eq(documentSuggestions.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

/** An accepted suggestion pending again, as it was: its accept's change was refused (acceptSuggestion). */
export async function reopenSuggestion(db: Database, { organizationId, id, updatedAt }: SuggestionRow) {
  await db
    .update(documentSuggestions)
    .set({ status: 'pending', updatedAt })
    .where(
      and(
        eq(documentSuggestions.organizationId, organizationId),
        eq(documentSuggestions.id, id),
        eq(documentSuggestions.status, 'accepted'),
      ),
    );
}

/** Two values as one text, and the same of two columns, to find several pairs in one bound JSON parameter. */
const pairOf = (first: string, second: string) => `${first} ${second}`;
const columnsPair = (first: SQLWrapper, second: SQLWrapper) => sql`${first} || ' ' || ${second}`;
const distinctIn = (values: string[]) => idsIn([...new Set(values)]);

/**
 * Settles the pending suggestions a change of labels made true (accepted) or left with nothing to
 * suggest (gone, as a new model run would remove them), in two statements at most whatever the number
 * of documents: the list's count of suggestions to review is right at once.
 */
export async function settlePendingSuggestions(db: Database, organizationId: string, { fulfilled, answered }: Settlement) {
  const { documentId, propertyId, target } = documentSuggestions;
  // Through the index of pending suggestions: the organization, then each document.
  const pendingOf = (documentIds: string[]) =>
    and(
      eq(documentSuggestions.organizationId, organizationId),
      inArray(documentId, distinctIn(documentIds)),
      eq(documentSuggestions.status, 'pending'),
    );
  const statements = [];
  if (fulfilled.length > 0)
    statements.push(
      db
        .update(documentSuggestions)
        .set({ status: 'accepted', updatedAt: new Date() })
        .where(
          and(
            pendingOf(fulfilled.map((row) => row.documentId)),
            inArray(columnsPair(documentId, target), distinctIn(fulfilled.map((row) => pairOf(row.documentId, row.target)))),
          ),
        ),
    );
  if (answered.length > 0)
    statements.push(
      db
        .delete(documentSuggestions)
        .where(
          and(
            pendingOf(answered.map((row) => row.documentId)),
            inArray(columnsPair(documentId, propertyId), distinctIn(answered.map((row) => pairOf(row.documentId, row.propertyId)))),
            notInArray(columnsPair(documentId, target), distinctIn(answered.map((row) => pairOf(row.documentId, row.keptTarget)))),
          ),
        ),
    );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
