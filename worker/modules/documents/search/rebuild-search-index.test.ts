import { describe, expect, it } from 'vitest';
import {
  MERGE_STEP_PAGES,
  REBUILD_STEP,
  SEARCH_INDEXES,
  rebuildSearchIndexStatements,
  rebuildStateOf,
  rowidRanges,
  type RebuildState,
  type RowidRange,
} from './rebuild-search-index';

const noPages = Object.fromEntries(SEARCH_INDEXES.map((index) => [index, 0])) as RebuildState['indexPages'];
const stateOf = (documents: number, lastNoteRowid = 0, indexPages: Partial<RebuildState['indexPages']> = {}): RebuildState => ({
  documents,
  lastNoteRowid,
  indexPages: { ...noPages, ...indexPages },
});

const holds = ({ after, upTo }: RowidRange, rowid: number) => rowid > after && (upTo === undefined || rowid <= upTo);

describe('rowidRanges', () => {
  it.each<[string, number, number, RowidRange[]]>([
    ['an empty table: one open range', 0, 5, [{ after: 0 }]],
    ['fewer rows than a step', 3, 5, [{ after: 0 }]],
    ['exactly one step', 5, 5, [{ after: 0 }]],
    ['one row past a step', 6, 5, [{ after: 0, upTo: 5 }, { after: 5 }]],
    ['several steps, the last one short', 12, 5, [{ after: 0, upTo: 5 }, { after: 5, upTo: 10 }, { after: 10 }]],
    ['several whole steps', 15, 5, [{ after: 0, upTo: 5 }, { after: 5, upTo: 10 }, { after: 10 }]],
    ['steps of one', 2, 1, [{ after: 0, upTo: 1 }, { after: 1 }]],
  ])('%s', (_, last, step, expected) => {
    expect(rowidRanges(last, step)).toEqual(expected);
  });

  it('covers every rowid exactly once, those past the count too, with no range over a step but the last', () => {
    for (const step of [1, 2, 3, 7, 5_000])
      for (const last of [0, 1, step - 1, step, step + 1, 3 * step, 3 * step + 2, 12 * step - 1]) {
        const ranges = rowidRanges(last, step);
        const rowids = Array.from({ length: last + step + 2 }, (_, index) => index + 1);
        const notOnce = rowids.filter((rowid) => ranges.filter((range) => holds(range, rowid)).length !== 1);
        expect(notOnce, `rowids of ${last} in steps of ${step} not in exactly one range`).toEqual([]);
        expect(ranges.slice(0, -1).every(({ after, upTo }) => upTo! - after === step)).toBe(true);
        expect(ranges.at(-1)!.upTo).toBeUndefined();
        // The open range takes at most one step of the rows counted.
        expect(Math.max(0, last - ranges.at(-1)!.after)).toBeLessThanOrEqual(step);
      }
  });

  it('refuses a step that is not a positive whole number', () => {
    for (const step of [0, -1, 1.5, Number.NaN]) expect(() => rowidRanges(10, step)).toThrow();
  });
});

describe('rebuildSearchIndexStatements', () => {
  const refills = (statements: string[], table: string) =>
    statements.filter((statement) => statement.startsWith(`INSERT INTO \`${table}\` (rowid`));

  it('empties and refills every index of an empty database in one statement each', () => {
    const statements = rebuildSearchIndexStatements(stateOf(0));
    for (const table of ['search_words', 'search_trigrams', 'search_name_words', 'search_name_trigrams', 'search_notes']) {
      expect(refills(statements, table)).toHaveLength(1);
      expect(refills(statements, table)[0]).toContain('s.`search_rowid` > 0');
    }
    expect(statements.filter((statement) => statement.startsWith('DELETE FROM `search_notes`'))).toEqual([
      'DELETE FROM `search_notes` WHERE rowid > 0',
    ]);
    const vocabulary = statements.indexOf('DELETE FROM `search_terms`');
    expect(statements.slice(vocabulary, vocabulary + 3)).toEqual([
      'DELETE FROM `search_terms`',
      "INSERT INTO `search_term_trigrams` (`search_term_trigrams`) VALUES ('delete-all')",
      'INSERT INTO `search_terms` (`term`) SELECT `term` FROM `search_words_vocabulary`',
    ]);
    // Then one merge step per index, which has nothing to merge.
    expect(statements.slice(vocabulary + 3)).toEqual(
      SEARCH_INDEXES.map((index) => `INSERT INTO \`${index}\` (\`${index}\`, rank) VALUES ('merge', -2000)`),
    );
  });

  it('takes REBUILD_STEP documents per statement by default', () => {
    const statements = rebuildSearchIndexStatements(stateOf(2 * REBUILD_STEP + 1));
    expect(refills(statements, 'search_words')).toHaveLength(3);
    expect(refills(statements, 'search_words')[1]).toContain(
      `s.\`search_rowid\` > ${REBUILD_STEP} AND s.\`search_rowid\` <= ${2 * REBUILD_STEP}`,
    );
  });

  it('refills each index in ranges of rowids, after the rowids are given, and deletes the old notes in ranges', () => {
    const statements = rebuildSearchIndexStatements(stateOf(12, 7), 5);
    const where = (statement: string) => /WHERE (.*)$/.exec(statement)![1];
    for (const table of ['search_words', 'search_trigrams', 'search_name_words', 'search_name_trigrams'])
      expect(refills(statements, table).map(where)).toEqual([
        's.`search_rowid` > 0 AND s.`search_rowid` <= 5',
        's.`search_rowid` > 5 AND s.`search_rowid` <= 10',
        's.`search_rowid` > 10',
      ]);
    expect(refills(statements, 'search_notes')).toHaveLength(3);
    expect(statements.filter((statement) => statement.startsWith('DELETE FROM `search_notes`'))).toEqual([
      'DELETE FROM `search_notes` WHERE rowid > 0 AND rowid <= 5',
      'DELETE FROM `search_notes` WHERE rowid > 5',
    ]);
    const given = statements.findIndex((statement) => statement.startsWith('INSERT INTO `search_documents`'));
    expect(statements.indexOf('DELETE FROM `search_documents`')).toBe(given - 1);
    const firstRefill = statements.findIndex((statement) => statement.includes('(rowid'));
    expect(firstRefill).toBeGreaterThan(given);
    // wrangler splits a file at semicolons: none inside a statement.
    expect(statements.every((statement) => !statement.includes(';'))).toBe(true);
  });

  it('folds the text as the triggers do', () => {
    const [words] = refills(rebuildSearchIndexStatements(stateOf(1)), 'search_words');
    expect(words).toContain("replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')");
  });

  it('ends with steps that merge each index, one per MERGE_STEP_PAGES of its pages before and one more', () => {
    const statements = rebuildSearchIndexStatements(
      stateOf(10, 0, { search_words: 2 * MERGE_STEP_PAGES + 1, search_trigrams: MERGE_STEP_PAGES }),
    );
    const merges = (index: string) =>
      statements.filter((statement) => statement === `INSERT INTO \`${index}\` (\`${index}\`, rank) VALUES ('merge', -2000)`);
    expect(merges('search_words')).toHaveLength(4);
    expect(merges('search_trigrams')).toHaveLength(2);
    expect(merges('search_notes')).toHaveLength(1);
    const firstMerge = statements.findIndex((statement) => statement.includes("'merge'"));
    expect(statements.slice(firstMerge).every((statement) => statement.includes("'merge'"))).toBe(true);
  });
});

describe('rebuildStateOf', () => {
  const row: Record<string, unknown> = {
    documents: 3,
    lastNoteRowid: 2,
    ...Object.fromEntries(SEARCH_INDEXES.map((index, position) => [`${index}_pages`, position])),
  };

  it('reads the counts of the state query', () => {
    expect(rebuildStateOf(row)).toEqual({
      documents: 3,
      lastNoteRowid: 2,
      indexPages: {
        search_words: 0,
        search_trigrams: 1,
        search_name_words: 2,
        search_name_trigrams: 3,
        search_notes: 4,
        search_term_trigrams: 5,
      },
    });
  });

  it('refuses anything but counts', () => {
    expect(() => rebuildStateOf(undefined)).toThrow();
    expect(() => rebuildStateOf({ ...row, documents: '3' })).toThrow();
    expect(() => rebuildStateOf({ ...row, search_notes_pages: -1 })).toThrow();
    const { search_words_pages: _, ...withoutPages } = row;
    expect(() => rebuildStateOf(withoutPages)).toThrow();
  });
});
