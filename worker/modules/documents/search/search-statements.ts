import { sql, type Query, type SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { MARK_END, MARK_START } from '../../../../core/search/snippet';
import { SearchQueryError } from '../../../../core/search/query-parser';
import { documentAnsweredColumns, hasPendingSuggestions, pendingSuggestionRows, pendingSuggestionsCountOf } from '../documents.repository';
import {
  ftsString,
  type Condition,
  type FtsTable,
  type Predicate,
  type SearchPlan,
  type Selection,
  type Substring,
} from './query-compiler';
import type { Page } from '../../../../core/pagination';
import type { NumberRange, PropertyFilter } from '../../../../core/search/query-parser';
import type { DocumentSort, TagMatch } from '../../../../core/documents/documents.schemas';
import { tagsJsonOf } from '../../tags/tags.repository';
import { propertyValuesJsonOf } from '../../properties/properties.repository';

// The search's SQL, built and not run: the statements search.repository.ts runs and the pieces search.service.ts
// hands bulk actions, unit-tested as text (search-statements.test.ts) apart from D1.

/**
 * A search looks at the newest MATCH_CAP matches (plus the documents whose name matches, up to as
 * many), and the count stops there (isDocumentsCountCapped): counting or ranking every match of a
 * word found in most documents would take hundreds of milliseconds. The name matches come first,
 * newest first. bm25 costs about 20 µs a row, so only the newest RANK_CAP matches are scored; the
 * other matches follow them, newest first.
 */
export const MATCH_CAP = 1000;
const RANK_CAP = 300;

const WORDS_SNIPPET_TOKENS = 20;
/** A substring's snippet: this many characters before it and after it. */
const SUBSTRING_SNIPPET_CONTEXT = { before: 30, after: 50 };

export const FTS_TABLES: ReadonlySet<string> = new Set<FtsTable>([
  'search_words',
  'search_trigrams',
  'search_name_words',
  'search_name_trigrams',
  'search_notes',
]);

function table(name: FtsTable): SQL {
  if (!FTS_TABLES.has(name)) throw new Error(`Unknown FTS table ${name}`);
  return sql.raw(name);
}

/**
 * A string as an SQL string literal (single quotes doubled). MATCH expressions and property filters'
 * values are inlined rather than bound so a long query never meets D1's limit of 100 bound parameters
 * per statement (a property filter appears several times in one). A MATCH expression comes from the
 * compiler, where every user term is already an FTS5 string; NUL is refused (the parser removes
 * control characters) because it would end the statement text.
 */
function stringLiteral(text: string): SQL {
  if (text.includes('\u0000')) throw new Error('NUL in a search string');
  return sql.raw(`'${text.replace(/'/g, "''")}'`);
}
const matchLiteral = stringLiteral;

export const integer = (value: number) => sql.raw(String(Math.trunc(value)));
/** Inlined like the other bounds (see matchLiteral); the parser only makes days of digits and dashes. */
function dayLiteral(day: string): SQL {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`Not a day: ${day}`);
  return sql.raw(`'${day}'`);
}

/**
 * Conditions test a search rowid: the driving FTS table's own rowid when there is one, so that
 * SQLite checks them as the index yields each row, before it joins search_documents (a rare tag
 * with a common word otherwise joins every match only to drop 99 % of them).
 */
function conditionSql(condition: Condition, filtering: Filtering): SQL {
  switch (condition.kind) {
    case 'match':
      // The unary + keeps SQLite from probing the FTS table once per row: the subquery runs once.
      return sql`+${filtering.rowid} IN (SELECT rowid FROM ${table(condition.table)} WHERE ${table(condition.table)} MATCH ${matchLiteral(condition.match)})`;
    case 'substring':
      return sql`+${filtering.rowid} IN (SELECT rowid FROM search_trigrams WHERE search_trigrams MATCH ${matchLiteral(condition.match)} AND ${substringsSql([condition])})`;
    case 'tag':
      if (condition.tagIds.length === 0) return sql`0`;
      return taggedSql(condition.tagIds, { withEveryTag: false }, filtering);
    case 'created': {
      const bounds: SQL[] = [];
      if (condition.from !== undefined) bounds.push(sql`s.created_at >= ${integer(condition.from)}`);
      if (condition.to !== undefined) bounds.push(sql`s.created_at < ${integer(condition.to)}`);
      return bounds.length > 0 ? sql`(${sql.join(bounds, sql` AND `)})` : sql`1`;
    }
    case 'property':
      return condition.propertyId === null ? sql`0` : propertySql(condition.propertyId, condition.filter, filtering);
    case 'pending-suggestions':
      // One seek in the pending suggestions' index per document; when they are few, the search starts from them (seedOf).
      return filtering.areSuggestionsEnabled ? hasPendingSuggestions(sql`s.organization_id`, sql`s.document_id`) : sql`0`;
    case 'asn':
      return sql`EXISTS (SELECT 1 FROM documents d WHERE d.id = s.document_id AND ${numberRangeSql(sql`d.archive_serial_number`, condition.range)})`;
    case 'date': {
      // Days as text compare in date order; an undated document (NULL) matches no bound.
      const bounds: SQL[] = [sql`s.document_date IS NOT NULL`];
      if (condition.from !== undefined) bounds.push(sql`s.document_date >= ${dayLiteral(condition.from)}`);
      if (condition.to !== undefined) bounds.push(sql`s.document_date < ${dayLiteral(condition.to)}`);
      return sql`(${sql.join(bounds, sql` AND `)})`;
    }
  }
}

/** D1 caps an expression's depth at 100: the replacements are applied in steps, each a level of subquery. */
const REPLACEMENTS_PER_STEP = 25;

/**
 * Whether the content of the row of search_trigrams, folded as far as the term goes (see
 * substring-pattern.ts), holds the term. SQLite flattens the steps into one expression evaluated
 * for that row alone (a rowid lookup).
 */
function isInFoldedContent({ term, replacements }: Substring): SQL {
  let folded = sql`(SELECT folded.rowid AS id, lower(folded.content) AS t FROM search_trigrams folded)`;
  for (let start = 0; start < replacements.length; start += REPLACEMENTS_PER_STEP) {
    const step = replacements
      .slice(start, start + REPLACEMENTS_PER_STEP)
      .reduce(
        (text, [character, replacement]) => sql`replace(${text}, ${stringLiteral(character)}, ${stringLiteral(replacement)})`,
        sql`t`,
      );
    folded = sql`(SELECT id, ${step} AS t FROM ${folded})`;
  }
  return sql`EXISTS (SELECT 1 FROM ${folded} f WHERE f.id = search_trigrams.rowid AND instr(f.t, ${stringLiteral(term)}) > 0)`;
}

/**
 * The substrings in the row of search_trigrams that holds their trigrams: in the name's own index,
 * or in the content as lowered (a quick yes for most matches), or else as folded (the answer for
 * accents and cases beyond ASCII, and a no for the documents that hold the trigrams apart).
 */
export function substringsSql(substrings: Substring[]): SQL {
  return sql.join(
    substrings.map((substring) => {
      if (!substring.isChecked) return sql`1`;
      const tests = [sql`instr(lower(search_trigrams.content), ${stringLiteral(substring.term)}) > 0`];
      if (substring.replacements.length > 0) tests.push(isInFoldedContent(substring));
      if (substring.isInName)
        tests.unshift(
          sql`search_trigrams.rowid IN (SELECT rowid FROM search_name_trigrams WHERE search_name_trigrams MATCH ${matchLiteral(ftsString(substring.term))})`,
        );
      return sql`(${sql.join(tests, sql` OR `)})`;
    }),
    sql` AND `,
  );
}

function numberLiteral(value: number): SQL {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  return sql.raw(String(value));
}

/** A number column within the range; NULL never is. */
function numberRangeSql(column: SQL, range: NumberRange): SQL {
  const bounds = [sql`${column} IS NOT NULL`];
  if (range.min !== undefined)
    bounds.push(range.isMinIncluded ? sql`${column} >= ${numberLiteral(range.min)}` : sql`${column} > ${numberLiteral(range.min)}`);
  if (range.max !== undefined)
    bounds.push(range.isMaxIncluded ? sql`${column} <= ${numberLiteral(range.max)}` : sql`${column} < ${numberLiteral(range.max)}`);
  return sql.join(bounds, sql` AND `);
}

/** The test of a property's value rows (document_property_values, indexed by property and value). */
function propertyFilterSql(filter: PropertyFilter): SQL {
  switch (filter.kind) {
    case 'text-contains':
      return sql`instr(v.value_text, ${stringLiteral(filter.text)}) > 0`;
    case 'text-equals':
      return sql`v.value_text = ${stringLiteral(filter.text)}`;
    case 'text-range': {
      const bounds = [sql`v.value_text IS NOT NULL`];
      if (filter.from !== undefined) bounds.push(sql`v.value_text >= ${stringLiteral(filter.from)}`);
      if (filter.to !== undefined) bounds.push(sql`v.value_text < ${stringLiteral(filter.to)}`);
      return sql.join(bounds, sql` AND `);
    }
    case 'number-range':
      return numberRangeSql(sql`v.value_number`, filter);
    case 'has-option':
      return sql`EXISTS (SELECT 1 FROM json_each(v.value) WHERE json_each.value = ${stringLiteral(filter.optionId)})`;
    case 'none':
      return sql`0`;
  }
}

/**
 * A property's set is built from its own index, cheaper per document than tagged rows mapped to
 * rowids: four times the tags' threshold. Checked one by one, a date range matching thousands of old
 * documents walked most of 100,000 (292 ms, bench:search); as a set, 62 ms.
 */
const PROPERTY_SET_FACTOR = 4;

/** The value rows of a property (that pass the filter, when there is one), from its index. */
const propertyValuesWhere = (propertyId: string, filter: PropertyFilter | undefined) =>
  sql`v.property_id = ${stringLiteral(propertyId)}${filter ? sql` AND ${propertyFilterSql(filter)}` : sql``}`;

/** Whether at most `max` value rows pass: counted up to the threshold only, so a broad filter stops counting early. */
const hasAtMostValues = (where: SQL, max: number) =>
  hasAtMostSeeds({ from: sql`document_property_values v`, documentId: sql`v.document_id`, where }, max);

/** Documents with a value of the property (that passes the filter, when there is one), in whichever form is cheaper. */
function propertySql(propertyId: string, filter: PropertyFilter | undefined, { maxMatchesAsSet }: Filtering): SQL {
  const values = propertyValuesWhere(propertyId, filter);
  const isFew = hasAtMostValues(values, maxMatchesAsSet * PROPERTY_SET_FACTOR);
  // Both forms, each switched off by the constant test (computed once), as for tags (taggedSql).
  return sql`((${isFew} AND s.document_id IN (SELECT v.document_id FROM document_property_values v WHERE ${values}))
    OR (NOT ${isFew} AND EXISTS (SELECT 1 FROM document_property_values v WHERE v.document_id = s.document_id AND ${values})))`;
}

/**
 * Rows naming the documents every match is among: a search can start from them when they are few.
 * `documentId` is their document column; a document may have several (one per tag).
 */
type Seed = { from: SQL; documentId: SQL; where: SQL };

const tagIdsSql = (tagIds: string[]) => sql.join(tagIds.map(stringLiteral), sql`, `);

/**
 * What every match must have: an archive serial number, a property's value, suggestions to review, or one
 * of some tags, from a condition alone in a predicate that is not negated (the narrowest first), else the
 * tags filter.
 */
function seedOf(selection: Selection, { organizationId, tagIds, areSuggestionsEnabled = true }: Scope): Seed | undefined {
  const required = selection.predicates.flatMap(({ anyOf, isNegated }) => (!isNegated && anyOf.length === 1 ? anyOf : []));
  // An archive serial number names one document, or a few: those, from the unique index.
  const serialNumber = required.find((condition) => condition.kind === 'asn');
  if (serialNumber?.kind === 'asn')
    return {
      from: sql`documents d`,
      documentId: sql`d.id`,
      where: sql`d.organization_id = ${stringLiteral(organizationId)} AND ${numberRangeSql(sql`d.archive_serial_number`, serialNumber.range)}`,
    };
  const property = required.find((condition) => condition.kind === 'property' && condition.propertyId !== null);
  if (property?.kind === 'property')
    return {
      from: sql`document_property_values v`,
      documentId: sql`v.document_id`,
      where: propertyValuesWhere(property.propertyId!, property.filter),
    };
  if (areSuggestionsEnabled && required.some((condition) => condition.kind === 'pending-suggestions'))
    return pendingSuggestionRows(stringLiteral(organizationId));
  const tag = required.find((condition) => condition.kind === 'tag' && condition.tagIds.length > 0);
  const seedTagIds = tag?.kind === 'tag' ? tag.tagIds : tagIds;
  if (seedTagIds.length > 0)
    return { from: sql`documents_tags dt`, documentId: sql`dt.document_id`, where: sql`dt.tag_id IN (${tagIdsSql(seedTagIds)})` };
  return undefined;
}

const hasAtMostSeeds = ({ from, where }: Seed, max: number) =>
  sql`(SELECT count(*) FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${integer(max + 1)})) <= ${integer(max)}`;

function predicateSql(predicate: Predicate, filtering: Filtering): SQL {
  const anyOf = sql`(${sql.join(
    predicate.anyOf.map((condition) => conditionSql(condition, filtering)),
    sql` OR `,
  )})`;
  return predicate.isNegated ? sql`NOT ${anyOf}` : anyOf;
}

/**
 * `areSuggestionsEnabled` false (the organization turned them off, and its documents show none): `has:suggestions`
 * matches nothing and no result counts any; by default what is stored.
 */
export type Scope = { organizationId: string; tagIds: string[]; tagMatch?: TagMatch; areSuggestionsEnabled?: boolean };
/** Tests set maxMatchesAsSet to 0 or a huge number to check that both ways agree. */
export type Tuning = { maxMatchesAsSet?: number; sort?: DocumentSort };
/** The search rowid that conditions test (see conditionSql), and when a tag filter tests it. */
type Filtering = { rowid: SQL; maxMatchesAsSet: number; areSuggestionsEnabled: boolean };

/**
 * Below this many tagged documents, a tag filter is checked on the search rowid as the index yields
 * each match, before the join; above it, on the joined document id, since mapping every tagged
 * document to its rowid first would cost more than the join it saves (about 2 µs a document).
 * Below this many matching values, a property filter is the set of its few documents, built once;
 * above, it is checked document by document (a primary-key lookup each, as the scan yields them,
 * stopping with it): `has:amount` over 100,000 documents took 413 ms as a set (bench:search).
 */
const MAX_MATCHES_AS_SET = 5000;

/** The document carries one of the tags, or every one of them. */
function taggedSql(tagIds: string[], { withEveryTag }: { withEveryTag: boolean }, { rowid, maxMatchesAsSet }: Filtering): SQL {
  const ids = tagIdsSql(tagIds);
  const everyTag = (documentId: SQL) =>
    withEveryTag ? sql` GROUP BY ${documentId} HAVING count(DISTINCT dt.tag_id) = ${integer(tagIds.length)}` : sql``;
  const isFew = sql`(SELECT count(*) FROM documents_tags WHERE tag_id IN (${ids})) <= ${integer(maxMatchesAsSet)}`;
  // Both forms, each switched off by the constant test (computed once), so SQLite materializes only one.
  return sql`(NOT ${isFew} OR +${rowid} IN (SELECT t.search_rowid FROM documents_tags dt JOIN search_documents t ON t.document_id = dt.document_id WHERE dt.tag_id IN (${ids})${everyTag(sql`t.search_rowid`)}))
    AND (${isFew} OR s.document_id IN (SELECT dt.document_id FROM documents_tags dt WHERE dt.tag_id IN (${ids})${everyTag(sql`dt.document_id`)}))`;
}

/**
 * A word search narrowed to so few documents by a property or tags is quicker to check document by
 * document (one seek in the word index each) than to walk the word's matches, which may never reach the limit.
 */
const MAX_PROBED_SEEDS = 200;

/** Ids (search rowids) of the newest `limit` documents of the selection, active and in the organization. */
function selectionSql(selection: Selection, scope: Scope, limit: number, maxMatchesAsSet: number): SQL {
  const { organizationId, tagIds, tagMatch, areSuggestionsEnabled = true } = scope;
  const whereFor = (rowid: SQL, ...more: SQL[]) => {
    const filtering = { rowid, maxMatchesAsSet, areSuggestionsEnabled };
    const filters = [
      ...more,
      sql`s.organization_id = ${organizationId}`,
      sql`s.deleted_at IS NULL`,
      ...selection.predicates.map((predicate) => predicateSql(predicate, filtering)),
    ];
    if (tagIds.length > 0) filters.push(taggedSql(tagIds, { withEveryTag: tagMatch !== 'any' }, filtering));
    return sql.join(filters, sql` AND `);
  };
  const newestFirst = sql`ORDER BY s.search_rowid DESC LIMIT ${integer(limit)}`;
  const driver = selection.driver && {
    table: table(selection.driver.table),
    match: selection.driver.substrings
      ? sql`${matchLiteral(selection.driver.match)} AND ${substringsSql(selection.driver.substrings)}`
      : matchLiteral(selection.driver.match),
  };
  // CROSS JOIN keeps the FTS table as the outer loop: one index scan, newest first, that stops at the limit.
  const scanned = (...more: SQL[]) =>
    driver
      ? sql`SELECT s.search_rowid AS id FROM ${driver.table} CROSS JOIN search_documents s ON s.search_rowid = ${driver.table}.rowid
          WHERE ${driver.table} MATCH ${driver.match} AND ${whereFor(sql`${driver.table}.rowid`, ...more)}
          ORDER BY ${driver.table}.rowid DESC LIMIT ${integer(limit)}`
      : sql`SELECT s.search_rowid AS id FROM search_documents s WHERE ${whereFor(sql`s.search_rowid`, ...more)} ${newestFirst}`;
  const seed = seedOf(selection, scope);
  if (!seed) return scanned();
  // A property or tags matching few documents: those documents, sorted (and each sought in the word
  // index), instead of a walk of the organization's documents, or of a word's matches, that never
  // reaches the limit (amount:1234 walked all 100,000). Each form is switched off by the constant
  // test, computed once.
  const isFew = hasAtMostSeeds(seed, driver ? Math.min(maxMatchesAsSet, MAX_PROBED_SEEDS) : maxMatchesAsSet);
  const inDriver = driver
    ? [sql`EXISTS (SELECT 1 FROM ${driver.table} WHERE ${driver.table} MATCH ${driver.match} AND ${driver.table}.rowid = s.search_rowid)`]
    : [];
  return sql`SELECT id FROM (SELECT DISTINCT s.search_rowid AS id FROM ${seed.from} CROSS JOIN search_documents s ON s.document_id = ${seed.documentId}
      WHERE ${whereFor(sql`s.search_rowid`, isFew, seed.where, ...inDriver)} ${newestFirst})
    UNION ALL SELECT id FROM (${scanned(sql`NOT ${isFew}`)})`;
}

/** D1 fails a statement longer than this many bytes (SQLITE_TOOBIG, a 500): measured first, the query is a 400 instead. */
const D1_MAX_STATEMENT_BYTES = 100_000;
const dialect = new SQLiteAsyncDialect();
const encoder = new TextEncoder();

/**
 * The statement as D1 takes it (text and bound values), when D1 takes it with `reserved` bytes more
 * around it; otherwise the query is refused. Only a query of many terms, each looked up in several
 * indexes and foldings (punctuated ones), and a tag filter, which writes each selection twice, reach it.
 */
export function statementWithinLimit(statement: SQL, reserved = 0): Query {
  const query = dialect.sqlToQuery(statement);
  if (encoder.encode(query.sql).length + reserved <= D1_MAX_STATEMENT_BYTES) return query;
  throw new SearchQueryError('search.query_too_long', 'This search is too long to run: remove some of its terms');
}

/** What a bulk action writes around matchingDocumentsSql (an INSERT … SELECT of it), with room to spare. */
const BULK_STATEMENT_RESERVED_BYTES = 1000;

/**
 * Every document a search matches (no cap: a bulk action on "all matching"), as `SELECT id, position`
 * newest first, the name matches among them.
 */
export function matchingDocumentsSql(plan: SearchPlan, scope: Scope, limit: number): SQL {
  const also = (selection: Selection | undefined) =>
    selection ? sql` UNION SELECT id FROM (${selectionSql(selection, scope, limit, MAX_MATCHES_AS_SET)})` : sql``;
  const statement = sql`SELECT s.document_id AS id, row_number() OVER (ORDER BY s.search_rowid DESC) AS position FROM search_documents s
    WHERE s.search_rowid IN (SELECT id FROM (${selectionSql(plan.main, scope, limit, MAX_MATCHES_AS_SET)})${also(plan.names)}${also(plan.notes)})`;
  statementWithinLimit(statement, BULK_STATEMENT_RESERVED_BYTES);
  return statement;
}

/** The capped matches: the main selection's, and those found by their notes, newest first. */
function matchesSql(plan: SearchPlan, scope: Scope, limit: number, maxMatchesAsSet: number): SQL {
  const main = selectionSql(plan.main, scope, limit, maxMatchesAsSet);
  if (!plan.notes) return main;
  return sql`SELECT id FROM (${main}) UNION SELECT id FROM (${selectionSql(plan.notes, scope, limit, maxMatchesAsSet)}) ORDER BY id DESC LIMIT ${integer(limit)}`;
}

/**
 * A page of the matches in the order asked for, instead of relevance: the name matches and the
 * (capped) content matches together, ordered by the document's column. The match cap holds, so a search of
 * more than MATCH_CAP matches sorts its newest MATCH_CAP.
 */
function sortedPageSql({ by, order }: DocumentSort, pageSize: number, pageIndex: number): SQL {
  const column = {
    createdAt: sql`d.created_at`,
    deletedAt: sql`d.deleted_at`,
    size: sql`d.original_size`,
    name: sql`d.name COLLATE NOCASE`,
    documentDate: sql`d.document_date`,
    archiveSerialNumber: sql`d.archive_serial_number`,
  }[by];
  const direction = sql.raw(order === 'asc' ? 'ASC' : 'DESC');
  return sql`
      SELECT m.id, row_number() OVER (ORDER BY ${column} ${direction}, m.id ${direction}) AS ord
      FROM (SELECT id FROM named UNION SELECT id FROM main) m
        JOIN search_documents s ON s.search_rowid = m.id JOIN documents d ON d.id = s.document_id
      ORDER BY ord
      LIMIT ${integer(pageSize)} OFFSET ${integer(pageIndex * pageSize)}`;
}

/**
 * An empty set has NULL bounds, and FTS5 reads a NULL rowid bound as 0 (no bound at all): the
 * coalesce makes it the empty range [1, 0] instead.
 *
 * One statement: the capped matches, the name matches, bm25 over those candidates, the page, its
 * snippets and its document rows. Every FTS scan is either stopped by a LIMIT or bounded to the
 * rowid range of the candidates. Always answers at least one row, which carries the total.
 */
export function searchStatement(
  plan: SearchPlan,
  scope: Scope,
  { pageIndex, pageSize }: Page,
  { maxMatchesAsSet = MAX_MATCHES_AS_SET, sort }: Tuning = {},
): SQL {
  // Name matches are listed first, newest first: the page needs no more of them than it ends at.
  const pageEnd = (pageIndex + 1) * pageSize;
  // A sorted page may take any of them; by relevance, none past the page's end.
  const named = plan.names
    ? selectionSql(plan.names, scope, sort ? MATCH_CAP : Math.min(pageEnd, MATCH_CAP), maxMatchesAsSet)
    : sql`SELECT NULL AS id WHERE 0`;
  const scored = plan.rankMatch
    ? sql`SELECT search_words.rowid AS id, bm25(search_words, 5.0, 1.0) AS score FROM search_words
        WHERE search_words MATCH ${matchLiteral(plan.rankMatch)}
          AND search_words.rowid >= coalesce((SELECT low FROM bounds), 1) AND search_words.rowid <= coalesce((SELECT high FROM bounds), 0)
          AND +search_words.rowid IN (SELECT id FROM ranked_candidates)`
    : sql`SELECT NULL AS id, NULL AS score WHERE 0`;
  const wordSnippets = plan.snippetWordsMatch
    ? sql`SELECT search_words.rowid AS id, snippet(search_words, 1, ${MARK_START}, ${MARK_END}, '…', ${integer(WORDS_SNIPPET_TOKENS)}) AS snippet FROM search_words
        WHERE search_words MATCH ${matchLiteral(plan.snippetWordsMatch)}
          AND search_words.rowid >= coalesce((SELECT low FROM page_bounds), 1) AND search_words.rowid <= coalesce((SELECT high FROM page_bounds), 0)
          AND +search_words.rowid IN (SELECT id FROM page)`
    : sql`SELECT NULL AS id, NULL AS snippet WHERE 0`;
  // Substring snippets, for the page rows without a whole-word one: around the first place of a
  // term as typed, in lower or any ASCII case (lower() folds ASCII only); else, for a document that
  // holds it only with other accents or cases, the start of its text.
  const { before, after } = SUBSTRING_SNIPPET_CONTEXT;
  const around = sql`iif(at > ${integer(before + 1)}, '…', '') || substr(d.content, max(1, at - ${integer(before)}), min(at - 1, ${integer(before)}))
    || ${MARK_START} || substr(d.content, at, n) || ${MARK_END}
    || substr(d.content, at + n, ${integer(after)}) || iif(length(d.content) > at + n + ${integer(after)}, '…', '')`;
  const substringSnippets = plan.snippetSubstrings
    ? sql`SELECT o.id, coalesce(
          (SELECT ${around} FROM (SELECT instr(lower(d.content), t.value) AS at, length(t.value) AS n FROM json_each(${stringLiteral(JSON.stringify(snippetTerms(plan.snippetSubstrings)))}) t)
            WHERE at > 0 ORDER BY at LIMIT 1),
          substr(d.content, 1, ${integer(before + after)}) || iif(length(d.content) > ${integer(before + after)}, '…', '')
        ) AS snippet
      FROM other_page o JOIN search_documents s ON s.search_rowid = o.id JOIN documents d ON d.id = s.document_id`
    : sql`SELECT NULL AS id, NULL AS snippet WHERE 0`;

  const query = sql`WITH
    main AS MATERIALIZED (${matchesSql(plan, scope, MATCH_CAP + 1, maxMatchesAsSet)}),
    named AS MATERIALIZED (${named}),
    -- The other matches, only when the name matches do not fill the page (SQLite tests this constant condition once, first).
    others AS MATERIALIZED (
      SELECT id FROM main WHERE (SELECT count(*) FROM named) < ${integer(pageEnd)} AND id NOT IN (SELECT id FROM named)
      ORDER BY id DESC LIMIT ${integer(MATCH_CAP)}
    ),
    ranked_candidates AS MATERIALIZED (SELECT id FROM others ORDER BY id DESC LIMIT ${integer(RANK_CAP)}),
    bounds AS MATERIALIZED (SELECT min(id) AS low, max(id) AS high FROM ranked_candidates),
    scored AS MATERIALIZED (${scored}),
    page AS MATERIALIZED (${
      sort
        ? sortedPageSql(sort, pageSize, pageIndex)
        : sql`
      SELECT id, row_number() OVER (ORDER BY is_name DESC, score IS NULL, score, id DESC) AS ord FROM (
        SELECT id, 1 AS is_name, NULL AS score FROM named
        UNION ALL SELECT o.id, 0 AS is_name, sc.score FROM others o LEFT JOIN scored sc ON sc.id = o.id
      )
      ORDER BY ord
      LIMIT ${integer(pageSize)} OFFSET ${integer(pageIndex * pageSize)}`
    }
    ),
    page_bounds AS MATERIALIZED (SELECT min(id) AS low, max(id) AS high FROM page),
    word_snippets AS MATERIALIZED (${wordSnippets}),
    other_page AS MATERIALIZED (SELECT id FROM page WHERE id NOT IN (SELECT id FROM word_snippets)),
    substring_snippets AS MATERIALIZED (${substringSnippets}),
    total AS (SELECT count(*) AS n FROM main)
  SELECT total.n AS total, ${sql.join(
    // The columns a document's answer shows, under the same names.
    documentAnsweredColumns.map(([key, column]) => sql`d.${sql.identifier(column.name)} AS ${sql.identifier(key)}`),
    sql`, `,
  )}, coalesce(ws.snippet, ts.snippet) AS snippet,
    ${tagsJsonOf(sql`d.id`)} AS tags,
    ${propertyValuesJsonOf(sql`d.id`)} AS properties,
    ${scope.areSuggestionsEnabled === false ? sql`0` : pendingSuggestionsCountOf(sql`d.organization_id`, sql`d.id`)} AS pendingSuggestionsCount
  FROM total
    LEFT JOIN page p ON 1
    LEFT JOIN search_documents s ON s.search_rowid = p.id
    LEFT JOIN documents d ON d.id = s.document_id
    LEFT JOIN word_snippets ws ON ws.id = p.id
    LEFT JOIN substring_snippets ts ON ts.id = p.id
  ORDER BY p.ord`;
  return query;
}

/** The terms as instr() finds them in lower(content): ASCII lowered, and fully lowered when that differs. */
function snippetTerms(terms: readonly string[]): string[] {
  return [...new Set(terms.flatMap((term) => [term.replace(/[A-Z]+/g, (letters) => letters.toLowerCase()), term.toLowerCase()]))];
}
