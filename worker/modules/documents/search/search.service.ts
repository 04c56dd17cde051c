import { sql } from 'drizzle-orm';
import { combinedRead, knownRead, runBatchedRead, type BatchedRead } from '../../../platform/db/batched-read';
import type { OrganizationDependencies } from '../../../platform/dependencies';
import type { Database } from '../../../platform/db/client';
import { compileSearchQuery, expandableTerms, expanderWithinLimits, isSearchable, WORD_EXPANSION_LIMITS } from './query-compiler';
import { parseSearchQuery, SearchQueryError } from '../../../../core/search/query-parser';
import { invalidSearchQuery } from '../../../../core/search/search.errors';
import { listTagNames } from '../../tags/tags.repository';
import { listProperties } from '../../properties/properties.repository';
import { areSuggestionsEnabled as areSuggestionsOn } from '../../organizations/organizations.repository';
import { mentionsProperties, resolvePropertyAtoms } from '../../../../core/properties/property-filter';
import { findWordsContaining, searchDocumentRows } from './search.repository';
import { matchingDocumentsSql } from './search-statements';
import { snippetToHtml } from '../../../../core/search/snippet';
import type { DocumentSort, TagMatch } from '../../../../core/documents/documents.schemas';

type SearchRequest = {
  organizationId: string;
  searchQuery: string;
  pageIndex: number;
  pageSize: number;
  tagIds: string[];
  tagMatch?: TagMatch;
  sort?: DocumentSort;
  /**
   * Whether the organization has suggestions on (when off, its documents have none to review): asked once
   * the search's first read admitted the caller, which tells the route the organization.
   */
  areSuggestionsEnabled: () => boolean;
};
/** Runs a read: the route passes one that adds the session and membership checks (AccessCheck). */
type Reader = <T>(read: BatchedRead<T>) => Promise<T>;

/** A query refused on the way (a malformed filter, a statement too long for D1) is a 400. */
async function refusingInvalidQueries<T>(search: () => Promise<T>): Promise<T> {
  try {
    return await search();
  } catch (error) {
    if (error instanceof SearchQueryError) throw invalidSearchQuery(error);
    throw error;
  }
}

/** Parses, resolves `tag:` names and the words that contain each term, and compiles. */
async function planSearch(
  { db, read }: { db: Database; read: Reader },
  { organizationId, searchQuery }: { organizationId: string; searchQuery: string },
) {
  let ast = parseSearchQuery(searchQuery);

  const hasTags = ast.items.some((item) => item.atoms.some((atom) => atom.kind === 'tag'));
  // A property atom left as text keeps its colon, so it is never a word to look up: the terms are known before the properties.
  const terms = expandableTerms(ast);
  const [tags, properties, wordsByTerm] = await read(
    combinedRead(
      hasTags ? listTagNames(db, organizationId) : knownRead([]),
      mentionsProperties(ast) ? listProperties(db, organizationId) : knownRead([]),
      findWordsContaining(db, terms, WORD_EXPANSION_LIMITS.wordsPerTerm),
    ),
  );
  ast = resolvePropertyAtoms(ast, properties);
  const tagIdsByName = new Map<string, string[]>();
  for (const tag of tags) {
    const key = tag.name.normalize('NFC').toLowerCase();
    tagIdsByName.set(key, [...(tagIdsByName.get(key) ?? []), tag.id]);
  }
  return {
    terms,
    asksForSuggestions: ast.items.some((item) => item.atoms.some((atom) => atom.kind === 'pending-suggestions')),
    plan: compileSearchQuery(ast, (name) => tagIdsByName.get(name.normalize('NFC').toLowerCase()) ?? [], expanderWithinLimits(wordsByTerm)),
  };
}

/** Runs a search: a page of results, ranked, with snippets. */
export function searchDocuments(
  { organizationDb: db }: OrganizationDependencies,
  {
    read,
    organizationId,
    searchQuery,
    pageIndex,
    pageSize,
    tagIds,
    tagMatch,
    sort,
    areSuggestionsEnabled,
  }: SearchRequest & { read: Reader },
) {
  return refusingInvalidQueries(async () => {
    const { plan, terms } = await planSearch({ db, read }, { organizationId, searchQuery });
    if (!isSearchable(plan)) return { documents: [], documentsCount: 0, isDocumentsCountCapped: false };

    const result = await searchDocumentRows(
      db,
      plan,
      { organizationId, tagIds, tagMatch, areSuggestionsEnabled: areSuggestionsEnabled() },
      { pageIndex, pageSize },
      { sort },
    );
    return {
      ...result,
      documents: result.documents.map(({ snippet, ...found }) => ({ ...found, snippet: snippetToHtml(snippet, terms) })),
    };
  });
}

/** Every document a search matches, as `SELECT id, position` (see matchingDocumentsSql); null when nothing can match. */
export function matchingDocuments(
  { organizationDb: db, db: globalDb }: OrganizationDependencies,
  {
    organizationId,
    searchQuery,
    tagIds,
    tagMatch,
    limit,
  }: { organizationId: string; searchQuery: string; tagIds: string[]; tagMatch?: TagMatch; limit: number },
) {
  return refusingInvalidQueries(async () => {
    const { plan, asksForSuggestions } = await planSearch(
      { db, read: (read) => runBatchedRead(db, read) },
      { organizationId, searchQuery },
    );
    if (!isSearchable(plan)) return null;
    // Its caller (a bulk action, a workflow) knows no membership: the switch is read when the query needs it.
    const areSuggestionsEnabled = !asksForSuggestions || (await areSuggestionsOn(globalDb, organizationId));
    return matchingDocumentsSql(plan, { organizationId, tagIds, tagMatch, areSuggestionsEnabled }, limit);
  });
}

/** Whether one document is among a search's matches (a workflow's query condition); a malformed query is a 400. */
export async function documentMatchesSearch(
  deps: OrganizationDependencies,
  { organizationId, documentId, searchQuery, limit }: { organizationId: string; documentId: string; searchQuery: string; limit: number },
) {
  const matching = await matchingDocuments(deps, { organizationId, searchQuery, tagIds: [], limit });
  if (!matching) return false;
  const [row] = await deps.organizationDb.all<{ found: number }>(
    sql`SELECT EXISTS (SELECT 1 FROM (${matching}) WHERE id = ${documentId}) AS found`,
  );
  return row?.found === 1;
}
