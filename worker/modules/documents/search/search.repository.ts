import { sql } from 'drizzle-orm';
import { batchedRead, knownRead, type BatchedRead } from '../../../platform/db/batched-read';
import type { Database } from '../../../platform/db/client';
import type { DocumentPropertyValues, DocumentTag } from '../../../../core/documents/documents.dto';
import type { Page } from '../../../../core/pagination';
import { ftsString, type SearchPlan } from './query-compiler';
import { integer, MATCH_CAP, searchStatement, statementWithinLimit, type Scope, type Tuning } from './search-statements';
import { contentExcerpt, documentAnsweredColumns, type AnsweredDocument } from '../documents.repository';
import { tagsJsonOf } from '../../tags/tags.repository';
import { indexedRowCount } from './fts-structure';
import { MAX_COUNTED_FREQUENCY, type WeightedTerm } from '../../../../core/search/similar-documents';

/** The driver's values of a document's answered columns. */
type AnsweredRow = { [K in keyof AnsweredDocument]: unknown };

/** The driver's values of a result row: the document's columns are NULL on the row that only carries the total. */
type SearchRow = AnsweredRow & {
  total: number;
  snippet: string | null;
  /** The document's tags as a JSON array of { id, name, color }, by name. */
  tags: string | null;
  /** Its custom properties' values as a JSON object by property id. */
  properties: string | null;
  pendingSuggestionsCount: number;
};

/** The document of a result row, decoded as drizzle decodes a select (timestamps become Dates). */
function toAnsweredDocument(row: AnsweredRow): AnsweredDocument {
  return Object.fromEntries(
    documentAnsweredColumns.map(([key, column]) => {
      const value = row[key as keyof AnsweredDocument];
      return [key, value === null ? null : column.mapFromDriverValue(value)];
    }),
  ) as AnsweredDocument;
}

export async function searchDocumentRows(db: Database, plan: SearchPlan, scope: Scope, page: Page, tuning?: Tuning) {
  // Run as rendered: drizzle would render the statement a second time (about as long as measuring it).
  const statement = statementWithinLimit(searchStatement(plan, scope, page, tuning));
  const { results: rows } = await db.$client
    .prepare(statement.sql)
    .bind(...statement.params)
    .all<SearchRow>();
  const total = rows[0]?.total ?? 0;
  const documents = rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      tags: JSON.parse(row.tags ?? '[]') as DocumentTag[],
      properties: JSON.parse(row.properties ?? '{}') as DocumentPropertyValues,
      document: toAnsweredDocument(row),
      pendingSuggestionsCount: row.pendingSuggestionsCount,
      snippet: row.snippet,
    }));
  return { documents, documentsCount: Math.min(total, MATCH_CAP), isDocumentsCountCapped: total > MATCH_CAP };
}

/**
 * The vocabulary's words that contain each term, at most `limit` + 1 of them (one more than the
 * caller takes, to tell "too many"). One statement for all the terms, however many: each lookup,
 * with its own LIMIT, is a subquery run once per element of a JSON array of the MATCH expressions.
 * (A UNION ALL of the lookups failed from 6 terms: D1 refuses a compound SELECT of more than 5.)
 * The array is one bound parameter.
 */
export function findWordsContaining(db: Database, terms: readonly string[], limit: number): BatchedRead<Map<string, string[]>> {
  const found = new Map<string, string[]>(terms.map((term) => [term, []]));
  if (terms.length === 0) return knownRead(found);
  // A query builder, not raw SQL: drizzle cannot batch a raw statement with parameters on D1.
  const lookup = db
    .select({
      termIndex: sql<number>`lookup.key`,
      words: sql<string>`(SELECT json_group_array(term) FROM (SELECT term FROM search_term_trigrams WHERE search_term_trigrams MATCH lookup.value LIMIT ${integer(limit + 1)}))`,
    })
    .from(sql`json_each(${JSON.stringify(terms.map(ftsString))}) lookup`);
  return batchedRead([lookup], ([rows]) => {
    for (const { termIndex, words } of rows) found.set(terms[termIndex]!, JSON.parse(words) as string[]);
    return found;
  });
}

/**
 * How many indexed documents hold each word (up to MAX_COUNTED_FREQUENCY), and how many are indexed:
 * the word index's own statistics, those bm25 ranks by, so they count every organization of the
 * database and the trashed documents too. Each word's list is read up to the cap: fts5vocab would
 * read all of it with its positions (6 ms for a word in every one of 100,000 documents, against 0.3
 * ms for 4,000 rowids; about 5 ms for 40 words at 100,000 documents).
 */
export function findTermStatistics(db: Database, terms: readonly string[]) {
  const frequencies = db
    .select({
      termIndex: sql<number>`lookup.key`,
      documents: sql<number>`(SELECT count(*) FROM (SELECT rowid FROM search_words WHERE search_words MATCH lookup.value LIMIT ${integer(MAX_COUNTED_FREQUENCY)}))`,
    })
    .from(sql`json_each(${JSON.stringify(terms.map(ftsString))}) lookup`);
  // The averages record (id 1) starts with the number of rows (fts-structure.ts).
  const averages = db.select({ block: sql<ArrayBuffer | number[]>`block` }).from(sql`search_words_data`).where(sql`id = 1`);
  return batchedRead([frequencies, averages], ([rows, [record]]) => ({
    documentFrequency: new Map(rows.map(({ termIndex, documents }) => [terms[termIndex]!, documents])),
    documentsCount: indexedRowCount(record ? new Uint8Array(record.block) : undefined),
  }));
}

/**
 * Documents holding one of the words are scored by the sum of the weights of those they hold, read
 * from the word index (one list per word: the words' weights bound how much is read, see
 * chooseTerms); the best SIMILAR_CANDIDATES_CAP of the database are then kept if they are the
 * organization's, active and not the document itself. In a database shared by organizations, another
 * one's documents may take places among them: fewer may be found, never theirs shown.
 */
const SIMILAR_CANDIDATES_CAP = 1000;

type SimilarRow = AnsweredRow & { score: number; contentExcerpt: string; tags: string };

/** The organization's active documents most like the document by these weighted words, the most alike first. */
export async function similarDocumentRows(
  db: Database,
  {
    organizationId,
    documentId,
    terms,
    minScore,
    limit,
  }: { organizationId: string; documentId: string; terms: WeightedTerm[]; minScore: number; limit: number },
) {
  if (terms.length === 0) return [];
  const weighted = JSON.stringify(terms.map(({ term, weight }) => ({ match: ftsString(term), weight })));
  const rows = await db.all<SimilarRow>(sql`WITH
    terms AS MATERIALIZED (SELECT json_extract(value, '$.match') AS match, json_extract(value, '$.weight') AS weight FROM json_each(${weighted})),
    -- CROSS JOIN keeps the words outside: the index reads each word's list once. Summed apart from the
    -- reading: grouping as the lists are read took about twice as long (15 against 8 ms for 20,000 matches
    -- at 100,000 documents).
    hits AS MATERIALIZED (SELECT search_words.rowid AS id, t.weight FROM terms t CROSS JOIN search_words WHERE search_words MATCH t.match),
    scored AS MATERIALIZED (
      SELECT id, sum(weight) AS score FROM hits GROUP BY id
      HAVING score >= ${minScore} ORDER BY score DESC, id DESC LIMIT ${integer(SIMILAR_CANDIDATES_CAP)}
    ),
    found AS MATERIALIZED (
      -- CROSS JOIN: from the candidates, never from the organization's documents (17 against 4 ms at 100,000).
      SELECT s.document_id, c.score FROM scored c CROSS JOIN search_documents s ON s.search_rowid = c.id
      WHERE s.organization_id = ${organizationId} AND s.deleted_at IS NULL AND s.document_id <> ${documentId}
      ORDER BY c.score DESC, c.id DESC LIMIT ${integer(limit)}
    )
  SELECT found.score, ${sql.join(
    documentAnsweredColumns.map(([key, column]) => sql`${column} AS ${sql.identifier(key)}`),
    sql`, `,
  )}, ${contentExcerpt} AS contentExcerpt, ${tagsJsonOf(sql`found.document_id`)} AS tags
  FROM found CROSS JOIN documents ON documents.id = found.document_id
  ORDER BY found.score DESC`);
  return rows.map(({ score, contentExcerpt: excerpt, tags, ...row }) => ({
    document: { ...toAnsweredDocument(row), contentExcerpt: excerpt },
    tags: JSON.parse(tags) as DocumentTag[],
    // The weights sum to 1, but a document holding every word can sum to 1.0000000000000002 in floating point.
    score: Math.min(1, score),
  }));
}
