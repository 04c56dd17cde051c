import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { segmentCount } from './fts-structure';
import { FTS_TABLES, integer } from './search-statements';

// The upkeep of the search's indexes that their triggers leave to the daily maintenance (tasks.ts).

/**
 * Removes from the vocabulary the words that no document holds any more (the triggers only add
 * words), so that nothing of a deleted document or organization outlives it there. Reads the whole
 * word index's vocabulary twice: a daily job, not a per-write one.
 */
export async function pruneSearchTerms(db: Database): Promise<void> {
  const stale = sql`term NOT IN (SELECT term FROM search_words_vocabulary)`;
  await db.batch([
    // External content: the trigram index forgets a word given its exact text, before the row goes.
    db.run(
      sql`INSERT INTO search_term_trigrams (search_term_trigrams, rowid, term) SELECT 'delete', id, term FROM search_terms WHERE ${stale}`,
    ),
    db.run(sql`DELETE FROM search_terms WHERE ${stale}`),
  ]);
}

/** Every FTS5 index of search: the two over documents, the two over names and the vocabulary's. */
const MAINTAINED_FTS_TABLES = [...FTS_TABLES, 'search_term_trigrams'];
/** An index in more b-trees than this is merged into one by the daily maintenance. */
const MAX_SEARCH_INDEX_SEGMENTS = 4;

/**
 * Merges an FTS5 index that writes left in more than MAX_SEARCH_INDEX_SEGMENTS b-trees into one,
 * in bounded steps. Every term lookup, seek and snippet visits each b-tree: at 100,000 documents
 * one b-tree instead of a dozen makes the slowest searches about twice as fast. A negative 'merge'
 * is an 'optimize' that stops after about that many pages, so no statement runs long; `changes`
 * under 2 means no work was left (FTS5 documentation). Merging rewrites the whole index, hence the
 * threshold. Returns the steps that did work.
 */
export async function mergeSearchIndexes(
  db: Database,
  { maxSegments = MAX_SEARCH_INDEX_SEGMENTS, pagesPerStep = 2000, maxSteps = 500 } = {},
): Promise<number> {
  let steps = 0;
  for (const name of MAINTAINED_FTS_TABLES) {
    const [structure] = await db.all<{ block: ArrayBuffer | number[] }>(sql`SELECT block FROM ${sql.raw(`${name}_data`)} WHERE id = 10`);
    if (!structure || segmentCount(new Uint8Array(structure.block)) <= maxSegments) continue;
    const ftsTable = sql.raw(name);
    while (steps < maxSteps) {
      const { meta } = await db.run(sql`INSERT INTO ${ftsTable} (${ftsTable}, rank) VALUES ('merge', ${integer(-pagesPerStep)})`);
      if (meta.changes < 2) break;
      steps += 1;
    }
  }
  return steps;
}
