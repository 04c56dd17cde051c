import { sql } from 'drizzle-orm';
import { batchedRead, knownRead, type BatchedRead } from '../../../platform/db/batched-read';
import type { Database } from '../../../platform/db/client';
import type { DocumentPropertyValues, DocumentTag } from '../../../../core/documents/documents.dto';
import type { Page } from '../../../../core/pagination';
import { ftsString, type SearchPlan } from './query-compiler';
import { integer, MATCH_CAP, searchStatement, statementWithinLimit, type Scope, type Tuning } from './search-statements';
import { documentAnsweredColumns, type AnsweredDocument } from '../documents.repository';

/** The driver's values of a result row: the document's columns are NULL on the row that only carries the total. */
type SearchRow = { [K in keyof AnsweredDocument]: unknown } & {
  total: number;
  snippet: string | null;
  /** The document's tags as a JSON array of { id, name, color }, by name. */
  tags: string | null;
  /** Its custom properties' values as a JSON object by property id. */
  properties: string | null;
  pendingSuggestionsCount: number;
};

/** The document of a result row, decoded as drizzle decodes a select (timestamps become Dates). */
function toAnsweredDocument(row: SearchRow): AnsweredDocument {
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
