import { combinedRead, knownRead, type BatchedRead } from '../../../platform/db/batched-read';
import type { Database } from '../../../platform/db/client';
import { compileSearchQuery, expandableTerms, expanderWithinLimits, isSearchable, WORD_EXPANSION_LIMITS } from './query-compiler';
import { parseSearchQuery, SearchQueryError } from '../../../../core/search/query-parser';
import { invalidSearchQuery } from '../../../../core/search/search.errors';
import { listTagNames } from '../../tags/tags.repository';
import { findWordsContaining, searchDocumentRows } from './search.repository';
import { snippetToHtml } from '../../../../core/search/snippet';

export type SearchRequest = { organizationId: string; searchQuery: string; pageIndex: number; pageSize: number; tagIds: string[] };
/** Runs a read: the route passes one that adds the session and membership checks (AccessCheck). */
type Reader = <T>(read: BatchedRead<T>) => Promise<T>;

/** Parses, resolves `tag:` names and the words that contain each term, compiles and runs a search; malformed filters are a 400. */
export async function searchDocuments({ db, read }: { db: Database; read: Reader }, { organizationId, searchQuery, pageIndex, pageSize, tagIds }: SearchRequest) {
  let ast;
  try {
    ast = parseSearchQuery(searchQuery);
  } catch (error) {
    if (error instanceof SearchQueryError) throw invalidSearchQuery(error);
    throw error;
  }

  const hasTags = ast.items.some((item) => item.atoms.some((atom) => atom.kind === 'tag'));
  const terms = expandableTerms(ast);
  const [tags, wordsByTerm] = await read(
    combinedRead(hasTags ? listTagNames(db, organizationId) : knownRead([]), findWordsContaining(db, terms, WORD_EXPANSION_LIMITS.wordsPerTerm)),
  );
  const tagIdsByName = new Map<string, string[]>();
  for (const tag of tags) {
    const key = tag.name.normalize('NFC').toLowerCase();
    tagIdsByName.set(key, [...(tagIdsByName.get(key) ?? []), tag.id]);
  }
  const plan = compileSearchQuery(ast, (name) => tagIdsByName.get(name.normalize('NFC').toLowerCase()) ?? [], expanderWithinLimits(wordsByTerm));
  if (!isSearchable(plan)) return { documents: [], documentsCount: 0, isDocumentsCountCapped: false };

  const result = await searchDocumentRows(db, plan, { organizationId, tagIds }, { pageIndex, pageSize });
  return {
    ...result,
    documents: result.documents.map(({ snippet, ...found }) => ({ ...found, snippet: snippetToHtml(snippet, terms) })),
  };
}
