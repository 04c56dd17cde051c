/**
 * Statement times of the search index's rebuild: `npm run bench:rebuild-search-index`.
 *
 * D1 stops a statement after 30 s, so the figure that matters is the slowest statement. State of
 * its own in .wrangler/bench-rebuild-search-index (a server on 127.0.0.1:8794 only while seeding),
 * with one organization database, ORG_DB_1, that holds the documents, as a spread deployment does
 * (DB holds none). It seeds BENCH_DOCUMENTS (100,000) documents of bench:search's corpus through
 * the local D1 (the triggers index them) and notes on 1 % of them; BENCH_REUSE=1 keeps what an
 * earlier run seeded.
 *
 * Then it runs the rebuild's statements in one `wrangler d1 execute --file --json`, as the command
 * does (locally, one transaction), and reads each statement's time as D1 measured it: the slowest
 * statement, the slowest of each kind, the total, and the b-trees each index is left in.
 * BENCH_STEP sets the documents per statement (REBUILD_STEP by default; one at least as large as
 * the archive gives one statement per index, the form before issue 42); BENCH_SQL_FILE times the
 * statements of a file instead (an earlier rebuild-search-index.sql, say). Last, unless
 * BENCH_COMMAND=0, it times `npm run db:rebuild-search-index` itself on this state (every
 * database), checks each index's structure (FTS5 'integrity-check') and that the word index holds
 * the same words, in as many documents, as the triggers wrote.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchAccount } from './bench-lib';
import { segmentCount } from '../worker/modules/documents/search/fts-structure.ts';
import {
  REBUILD_STEP,
  rebuildSearchIndexStatements,
  rebuildStateOf,
  rebuildStateSql,
} from '../worker/modules/documents/search/rebuild-search-index.ts';

type BenchLib = typeof import('./bench-lib');
const benchLibPath = './bench-lib.ts';
const { ApiClient, BenchWorker, ROOT, createUserAndOrganization, runBenchmark, seedDocuments, step, table } = (await import(
  benchLibPath
)) as BenchLib;
type Corpus = typeof import('./bench-corpus');
const corpusPath = './bench-corpus.ts';
const { documentRows } = (await import(corpusPath)) as Corpus;

const PORT = Number(process.env.BENCH_PORT ?? 8794);
const DOCUMENT_COUNT = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const STEP = Number(process.env.BENCH_STEP ?? REBUILD_STEP);
const SQL_FILE = process.env.BENCH_SQL_FILE;
const worker = new BenchWorker(path.join(ROOT, '.wrangler', 'bench-rebuild-search-index'), PORT, { organizationDatabases: 1 });
const BINDING = 'ORG_DB_1';

type Seeded = BenchAccount & { documentCount: number };

async function seed(): Promise<Seeded> {
  const previous = process.env.BENCH_REUSE ? worker.readSeeded<Seeded>() : undefined;
  if (previous?.documentCount === DOCUMENT_COUNT) {
    await worker.reset({ keepState: true });
    step(`reusing the ${DOCUMENT_COUNT.toLocaleString('en')} documents seeded by an earlier run, with the migrations added since`);
    await worker.applyMigrations();
    return previous;
  }
  await worker.reset();
  worker.forgetSeeded();
  step('applying migrations');
  await worker.applyMigrations();
  await worker.start();
  const account = await createUserAndOrganization(new ApiClient(worker.baseUrl), {
    emailPrefix: 'bench-rebuild',
    organizationName: 'Rebuild benchmark',
  });
  await worker.stop();
  if ((await worker.databaseOf(account.organizationId)) !== BINDING) throw new Error(`The organization is not in ${BINDING}`);
  const started = Date.now();
  await seedDocuments(
    worker,
    documentRows(account, DOCUMENT_COUNT),
    { rowsPerInsert: 25, rowsPerFile: 10_000, binding: BINDING },
    (seeded) => step(`seeded and indexed ${seeded.toLocaleString('en')} documents (${Math.round((Date.now() - started) / 1000)} s)`),
  );
  const notes = path.join(worker.benchDir, 'notes.sql');
  writeFileSync(
    notes,
    `INSERT INTO document_notes (id, organization_id, document_id, author_id, content, created_at, updated_at)
     SELECT 'note_' || id, organization_id, id, '${account.userId}', 'Checked by Łukasz: ' || substr(name, 1, 40), created_at + 1, created_at + 1
     FROM documents WHERE abs(random() % 100) = 0;`,
  );
  await worker.executeSqlFile(notes, BINDING);
  const seeded = { ...account, documentCount: DOCUMENT_COUNT };
  worker.recordSeeded(seeded);
  return seeded;
}

/** The statements of a SQL file, as wrangler splits them closely enough for these files (no `;` inside a literal). */
const statementsOfFile = (file: string) =>
  readFileSync(file, 'utf8')
    .split(/;\s*\n/)
    .map((statement) => statement.replace(/^--.*$/gm, '').trim())
    .filter(Boolean);

/** What a statement does, in a few words: its first line without the backquotes, and the range it takes. */
function kindOf(statement: string) {
  const firstLine = statement.split('\n')[0]!.replaceAll('`', '');
  return firstLine.length > 70 ? `${firstLine.slice(0, 67)}…` : firstLine;
}

const INDEXES = ['search_words', 'search_trigrams', 'search_name_words', 'search_name_trigrams', 'search_notes', 'search_term_trigrams'];

/** The b-trees each index is in (more than 4: the daily maintenance merges it, mergeSearchIndexes). */
async function segmentCounts() {
  const segments: Record<string, number> = {};
  for (const index of INDEXES) {
    const [row] = await worker.query<{ block: string }>(`SELECT hex(block) AS block FROM ${index}_data WHERE id = 10`, BINDING);
    segments[index] = row ? segmentCount(Uint8Array.from(row.block.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))) : 0;
  }
  return segments;
}

async function timeStatements() {
  const state = rebuildStateOf((await worker.query<Record<string, unknown>>(rebuildStateSql, BINDING))[0]);
  const statements = SQL_FILE ? statementsOfFile(SQL_FILE) : rebuildSearchIndexStatements(state, STEP);
  step(
    `${state.documents.toLocaleString('en')} documents; ${statements.length} statements (${SQL_FILE ? path.relative(ROOT, SQL_FILE) : `${STEP.toLocaleString('en')} documents per statement`})`,
  );
  const file = path.join(worker.benchDir, 'rebuild.sql');
  writeFileSync(file, `${statements.join(';\n')};\n`);
  const started = performance.now();
  const output = await worker.executeSqlFile(file, BINDING, { json: true });
  const wallMs = performance.now() - started;
  const results = JSON.parse(output.slice(output.indexOf('['))) as { meta: { duration: number } }[];
  if (results.length !== statements.length) throw new Error(`wrangler ran ${results.length} statements, not ${statements.length}`);
  const timings = statements.map((statement, index) => ({ kind: kindOf(statement), statement, ms: results[index]!.meta.duration }));
  const byKind = new Map<string, { count: number; maxMs: number; totalMs: number }>();
  for (const { kind, ms } of timings) {
    const entry = byKind.get(kind) ?? { count: 0, maxMs: 0, totalMs: 0 };
    byKind.set(kind, { count: entry.count + 1, maxMs: Math.max(entry.maxMs, ms), totalMs: entry.totalMs + ms });
  }
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  console.log(
    `\n${table(
      ['statement', 'count', 'slowest s', 'total s'],
      [...byKind].map(([kind, { count, maxMs, totalMs }]) => [kind, String(count), seconds(maxMs), seconds(totalMs)]),
    )}`,
  );
  const slowest = timings.reduce((a, b) => (b.ms > a.ms ? b : a));
  const totalMs = timings.reduce((sum, { ms }) => sum + ms, 0);
  console.log(`\nslowest statement: ${seconds(slowest.ms)} s\n  ${slowest.statement.split('\n').join('\n  ')}`);
  console.log(`all ${statements.length} statements: ${seconds(totalMs)} s (${seconds(wallMs)} s with wrangler's start)`);
  const segments = await segmentCounts();
  console.log(`b-trees of each index: ${JSON.stringify(segments)}`);
  return {
    documents: state.documents,
    statements: statements.length,
    slowestMs: slowest.ms,
    totalMs,
    wallMs: Math.round(wallMs),
    segments,
    byKind: Object.fromEntries(byKind),
  };
}

/** `npm run db:rebuild-search-index` on this state, as a person runs it; its wall time in ms. */
function timeCommand() {
  const started = performance.now();
  const result = spawnSync(
    'npm',
    ['run', '--silent', 'db:rebuild-search-index', '--', '--local', '--persist-to', worker.persistDir, '--config', worker.configFile!],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  // Its own lines only: wrangler, not in a terminal, prints each statement's result as JSON.
  for (const line of result.stdout.split('\n')) if (line.startsWith('▸')) console.log(line);
  if (result.status !== 0) throw new Error(`npm run db:rebuild-search-index exited with ${result.status}:\n${result.stdout.slice(-3000)}`);
  return Math.round(performance.now() - started);
}

/**
 * Each index's own structure (FTS5 'integrity-check'; not against the content, which the index
 * holds folded), and the word index's vocabulary in sum: terms, documents per term and occurrences.
 */
async function checkIndexes() {
  const checks = INDEXES.map((index) => `INSERT INTO ${index} (${index}) VALUES ('integrity-check');`);
  const file = path.join(worker.benchDir, 'integrity-check.sql');
  writeFileSync(file, checks.join('\n'));
  await worker.executeSqlFile(file, BINDING);
  return vocabularyTotals();
}

const vocabularyTotals = async () =>
  JSON.stringify(
    await worker.query(
      'SELECT count(*) AS terms, sum(doc) AS documents, sum(cnt) AS occurrences, (SELECT count(*) FROM search_terms) AS vocabulary, (SELECT count(*) FROM search_notes) AS notes FROM search_words_vocabulary',
      BINDING,
    ),
  );

await runBenchmark(worker, async () => {
  const seeded = await seed();
  const indexed = await vocabularyTotals();
  step(`the index the triggers wrote: ${indexed}`);
  const statements = await timeStatements();
  let commandMs: number | undefined;
  if (process.env.BENCH_COMMAND !== '0') {
    step('npm run db:rebuild-search-index (every database, each in one wrangler d1 execute)');
    commandMs = timeCommand();
    step(`the command took ${(commandMs / 1000).toFixed(1)} s`);
    step('checking the indexes');
    const rebuilt = await checkIndexes();
    if (rebuilt !== indexed) throw new Error(`The rebuilt index differs from the one the triggers wrote: ${rebuilt}`);
    step('each index is whole, and the word index holds the same words as the triggers wrote');
  }
  const results = {
    date: new Date().toISOString(),
    loadAverage: (await import('node:os')).loadavg(),
    step: SQL_FILE ?? STEP,
    ...statements,
    commandMs,
  };
  writeFileSync(path.join(worker.benchDir, 'results.json'), JSON.stringify({ ...results, organizationId: seeded.organizationId }, null, 2));
});
