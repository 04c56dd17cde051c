/**
 * The SQL of `npm run db:rebuild-search-index` (scripts/rebuild-search-index.ts): it empties the
 * search index of one database and refills it from the base tables, vocabulary included. It writes
 * what the triggers of migrations/0003_search.sql, 0007_search_terms.sql, 0020_document_date.sql
 * and 0021_document_notes.sql write as documents and notes change, with the same folding (ł→l,
 * curly apostrophes→'); keep it in step with them.
 *
 * D1 stops a statement after 30 s. Each statement that reads or writes every document's text
 * therefore takes one range of search rowids, REBUILD_STEP documents at most, so that its time
 * does not grow with the archive: the script counts the documents first and the statements cover
 * that many rowids, the last range open-ended in case documents came in meanwhile; the merge that
 * ends it goes MERGE_STEP_PAGES at a time. A file runs its statements one after the other with
 * nothing in between (D1 serves no query during an import), so the rowids the refill reads are
 * those it has just given. Migration 0030 refilled two indexes in steps too, but a migration cannot
 * count first: it is left as it was applied.
 *
 * Pure (no import), so that the script loads it with Node's type stripping and the unit tests in
 * workerd.
 */

/**
 * Documents per statement: 1.3-2.7 s for the slowest, the substring index's, at 100,000 documents on
 * a busy 2-core machine (README, "Rebuilding the search index"); its time does not grow with the archive.
 */
export const REBUILD_STEP = 5_000;

/** Rowids `after` < rowid ≤ `upTo`; no `upTo`: every rowid above `after`. */
export type RowidRange = { after: number; upTo?: number };

/**
 * Ranges of `step` rowids that cover 1…`last`, the last one open-ended (it also takes any rowid
 * above `last`), so that together they hold every positive rowid exactly once. Always at least one.
 */
export function rowidRanges(last: number, step: number): RowidRange[] {
  if (!Number.isSafeInteger(step) || step < 1) throw new Error(`A step of ${step} rowids`);
  const count = Math.max(1, Math.ceil(Math.max(0, last) / step));
  return Array.from({ length: count }, (_, index) =>
    index < count - 1 ? { after: index * step, upTo: (index + 1) * step } : { after: index * step },
  );
}

/** Every FTS5 index of search: the four over documents, the notes' and the vocabulary's. */
export const SEARCH_INDEXES = [
  'search_words',
  'search_trigrams',
  'search_name_words',
  'search_name_trigrams',
  'search_notes',
  'search_term_trigrams',
] as const;
type SearchIndex = (typeof SEARCH_INDEXES)[number];

/** Pages per merge statement: as the daily maintenance merges (mergeSearchIndexes in search.repository.ts). */
export const MERGE_STEP_PAGES = 2_000;

/** What the rebuild of one database needs to know of it beforehand: `rebuildStateSql` reads it. */
export type RebuildState = {
  /** Documents in the database: the new search rowids are 1…documents. */
  documents: number;
  /** The largest rowid of `search_notes` now (0 for none): its rows are deleted in ranges up to it. */
  lastNoteRowid: number;
  /** Each index's pages now: the rebuilt index will be about as large, and is merged in steps of MERGE_STEP_PAGES. */
  indexPages: Record<SearchIndex, number>;
};

/** One statement that reads what `rebuildStateOf` makes a RebuildState of, from the database to rebuild. */
export const rebuildStateSql = [
  'SELECT (SELECT count(*) FROM `documents`) AS `documents`',
  'coalesce((SELECT rowid FROM `search_notes` ORDER BY rowid DESC LIMIT 1), 0) AS `lastNoteRowid`',
  // A row of an index's %_data table is one of its pages.
  ...SEARCH_INDEXES.map((index) => `(SELECT count(*) FROM \`${index}_data\`) AS \`${index}_pages\``),
].join(', ');

/** The row `rebuildStateSql` reads, checked. */
export function rebuildStateOf(row: Record<string, unknown> | null | undefined): RebuildState {
  const count = (column: string) => {
    const value = row?.[column];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
      throw new Error(`Not a count: ${column} = ${String(value)}`);
    return value;
  };
  return {
    documents: count('documents'),
    lastNoteRowid: count('lastNoteRowid'),
    indexPages: Object.fromEntries(SEARCH_INDEXES.map((index) => [index, count(`${index}_pages`)])) as Record<SearchIndex, number>,
  };
}

/** The folding every index applies to the text, one character for one (so snippet offsets stay right). */
const fold = (column: string) => `replace(replace(replace(replace(${column}, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')`;

const inRange = (column: string, { after, upTo }: RowidRange) =>
  upTo === undefined ? `${column} > ${after}` : `${column} > ${after} AND ${column} <= ${upTo}`;

/** The external-content indexes over `search_source`, with the columns each holds. */
const DOCUMENT_INDEXES = [
  ['search_words', ['name', 'content']],
  ['search_trigrams', ['name', 'content']],
  ['search_name_words', ['name']],
  ['search_name_trigrams', ['name']],
] as const;

/**
 * The statements that rebuild the search index of one database, in order, without their final
 * semicolons. `state` comes from `rebuildStateSql`, read just before; `step` is in documents.
 */
export function rebuildSearchIndexStatements(state: RebuildState, step = REBUILD_STEP): string[] {
  const documentRanges = rowidRanges(state.documents, step);
  return [
    // Emptying an external-content index drops its b-trees: no text is read.
    ...DOCUMENT_INDEXES.map(([table]) => `INSERT INTO \`${table}\` (\`${table}\`) VALUES ('delete-all')`),
    // The notes index keeps its own copy of the text, and forgets a row by tokenizing it again: in ranges too.
    ...rowidRanges(state.lastNoteRowid, step).map((range) => `DELETE FROM \`search_notes\` WHERE ${inRange('rowid', range)}`),
    'DELETE FROM `search_documents`',
    // New rowids 1…documents in the order of creation: searches walk the index newest first.
    'INSERT INTO `search_documents` (`document_id`, `organization_id`, `created_at`, `deleted_at`, `document_date`)\n' +
      '\tSELECT `id`, `organization_id`, `created_at`, `deleted_at`, `document_date` FROM `documents` ORDER BY `created_at`, `id`',
    ...documentRanges.flatMap((range) => [
      ...DOCUMENT_INDEXES.map(
        ([table, columns]) =>
          `INSERT INTO \`${table}\` (rowid, ${columns.join(', ')})\n` +
          `\tSELECT s.\`search_rowid\`, ${columns.map((column) => fold(`d.${column}`)).join(', ')}\n` +
          '\tFROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`\n' +
          `\tWHERE ${inRange('s.`search_rowid`', range)}`,
      ),
      // A document's notes in one row, in the order the triggers write them (the index on document and time).
      'INSERT INTO `search_notes` (rowid, notes)\n' +
        '\tSELECT `search_rowid`, `notes` FROM (\n' +
        `\t\tSELECT s.\`search_rowid\`, (SELECT group_concat(${fold('n.`content`')}, char(10)) FROM \`document_notes\` n WHERE n.\`document_id\` = s.\`document_id\`) AS \`notes\`\n` +
        `\t\tFROM \`search_documents\` s WHERE ${inRange('s.`search_rowid`', range)}\n` +
        '\t) WHERE `notes` IS NOT NULL',
    ]),
    // The vocabulary: every word of the new word index, with its trigrams (the insert trigger).
    'DELETE FROM `search_terms`',
    "INSERT INTO `search_term_trigrams` (`search_term_trigrams`) VALUES ('delete-all')",
    'INSERT INTO `search_terms` (`term`) SELECT `term` FROM `search_words_vocabulary`',
    // Each statement above left its index a b-tree more: every search visits each. A negative 'merge'
    // merges them all into one as 'optimize' does, but stops after that many pages; one step per
    // MERGE_STEP_PAGES of the index as it was, and one more. A step with nothing left to merge does
    // nothing, and whatever is left (an index that was empty before) the daily maintenance merges.
    ...SEARCH_INDEXES.flatMap((index) =>
      Array.from(
        { length: Math.ceil(state.indexPages[index] / MERGE_STEP_PAGES) + 1 },
        () => `INSERT INTO \`${index}\` (\`${index}\`, rank) VALUES ('merge', ${-MERGE_STEP_PAGES})`,
      ),
    ),
  ];
}
