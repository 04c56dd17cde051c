/**
 * Search benchmark: `npm run bench:search`.
 *
 * Starts its own local Worker (`wrangler dev` on 127.0.0.1:8789, state in .wrangler/bench-search,
 * wiped at each run), never touching port 8787 or the developer's data. It creates a user and an
 * organization through the API, seeds BENCH_DOCUMENTS (100,000) documents of 1-3 KB of text in
 * that organization straight into the local D1 (the triggers index them), runs the daily
 * maintenance (which merges the index), then times sequential search requests in rounds of one
 * request of each kind of query and prints p50/p95 against the targets. Figures only: it never
 * fails on a missed target. Knobs: BENCH_PORT, BENCH_DOCUMENTS, BENCH_SAMPLES (200), BENCH_REUSE=1
 * (measure the documents an earlier run seeded again, skipping the seeding's minutes).
 *
 * The text is synthetic but shaped like language (bench-corpus.ts): a Zipf distribution over
 * ~30,000 words (a few hundred real words in the app's languages, accents included, plus
 * syllable-built ones), so some words are in nearly every document and most in a handful.
 */
import { writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchAccount } from './bench-lib';

// Loaded at run time through Node's type stripping; the import type keeps it checked without the
// tsconfig flag a static `.ts` import would need.
type BenchLib = typeof import('./bench-lib');
const benchLibPath = './bench-lib.ts';
const {
  ApiClient,
  BenchWorker,
  ROOT,
  TimeBreakdown,
  createUserAndOrganization,
  runBenchmark,
  seedDocuments,
  reuseSeeded,
  step,
  summarize,
  timeInterleavedGets,
} = (await import(benchLibPath)) as BenchLib;
type Fixtures = typeof import('../core/extraction/extraction.fixtures');
const fixturesPath = '../core/extraction/extraction.fixtures.ts';
const { makeTextPdf } = (await import(fixturesPath)) as Fixtures;
type Corpus = typeof import('./bench-corpus');
const corpusPath = './bench-corpus.ts';
const { documentRows, text, vocabulary } = (await import(corpusPath)) as Corpus;

const PORT = Number(process.env.BENCH_PORT ?? 8789);
const worker = new BenchWorker(path.join(ROOT, '.wrangler', 'bench-search'), PORT, { vars: { DEBUG_SERVER_TIMING: 'true' } });
const api = new ApiClient(worker.baseUrl);
const DOCUMENT_COUNT = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARM_UP_REQUESTS = 20;
const TARGETS = { wordP95Ms: 50, substringP95Ms: 150, paletteP95Ms: 30 };

// --- measuring ----------------------------------------------------------------------------------

let organizationId = '';
const searchPath = (searchQuery: string, pageSize: number, tagIds: string[] = []) => {
  const params = new URLSearchParams({ searchQuery, pageIndex: '0', pageSize: String(pageSize) });
  for (const tagId of tagIds) params.append('tags', tagId);
  return `/api/organizations/${organizationId}/documents/search?${params}`;
};

type Kind = { label: string; paths: string[]; target?: number };

/** Every kind timed in turn (see timeInterleavedGets), with its match counts and slowest queries printed, and where its time went. */
async function timeKinds<Name extends string>(kinds: Record<Name, Kind>) {
  const names = Object.keys(kinds) as Name[];
  const timeBreakdown = new TimeBreakdown<Name>();
  const samples = new Map(names.map((name) => [name, { counts: [] as number[], byPath: new Map<string, number[]>() }]));
  const latency = await timeInterleavedGets(api, {
    warmUp: WARM_UP_REQUESTS,
    samples: SAMPLES,
    pathAt: Object.fromEntries(
      names.map((name) => [name, (round: number) => kinds[name].paths[round % kinds[name].paths.length]!]),
    ) as Record<Name, (round: number) => string>,
    onSample: (name, response, { pathname, ms }) => {
      timeBreakdown.add(name, response.headers, ms);
      const { counts, byPath } = samples.get(name)!;
      counts.push(response.json.documentsCount ?? 0);
      byPath.set(pathname, [...(byPath.get(pathname) ?? []), ms]);
    },
  });
  for (const name of names) {
    const { label, paths } = kinds[name];
    const { counts, byPath } = samples.get(name)!;
    const summary = latency[name];
    step(
      `${label}: p50 ${summary.p50} ms, p95 ${summary.p95} ms, max ${summary.max} ms (matches per query ${Math.min(...counts)}-${Math.max(...counts)})`,
    );
    // The slowest queries of the kind, by their median: where to look first.
    const slowest = [...byPath]
      .map(([pathname, durations]) => ({
        query: new URL(pathname, api.baseUrl).searchParams.get('searchQuery'),
        p50: summarize(durations).p50,
      }))
      .sort((a, b) => b.p50 - a.p50)
      .slice(0, 3);
    if (paths.length > 1) step(`  slowest: ${slowest.map(({ query, p50 }) => `${JSON.stringify(query)} ${p50} ms`).join(', ')}`);
  }
  return { latency, breakdown: names.map((name) => `${kinds[name].label}\n${timeBreakdown.table(name)}`).join('\n\n') };
}

/**
 * Megabytes of the local D1 file by part: the documents (text included), the word index, the
 * trigram index and the rest (names, search_documents, sessions…), from SQLite's dbstat. Read
 * with the server stopped; workerd may hold the file a moment longer than wrangler, hence the retries.
 */
async function databaseSizes() {
  for (let attempt = 1; ; attempt++) {
    try {
      return readDatabaseSizes();
    } catch (error) {
      if (attempt === 20 || !String(error).includes('locked')) throw error;
      await sleep(500);
    }
  }
}

function readDatabaseSizes() {
  const database = new DatabaseSync(worker.databaseFile(), { readOnly: true });
  try {
    const rows = database
      .prepare(
        `SELECT CASE WHEN name LIKE 'search_trigrams%' THEN 'trigramIndex' WHEN name LIKE 'search_words%' THEN 'wordIndex'
           WHEN name = 'documents' OR name LIKE 'sqlite_autoindex_documents%' OR name LIKE 'documents_%index' THEN 'documents' ELSE 'other' END AS part,
         sum(pgsize) AS bytes FROM dbstat GROUP BY part`,
      )
      .all() as { part: string; bytes: number }[];
    return Object.fromEntries(rows.map(({ part, bytes }) => [part, Math.round(bytes / 1e6)])) as Record<
      'documents' | 'wordIndex' | 'trigramIndex' | 'other',
      number
    >;
  } finally {
    database.close();
  }
}

/** Seconds from uploading a 50-page PDF to finding a word of its last page through search. */
async function timeIndexingOfPdf() {
  const marker = `zq${Date.now().toString(36)}`;
  const pages = Array.from(
    { length: 50 },
    (_, page) => (page === 49 ? `${marker}\n` : '') + Array.from({ length: 30 }, () => text(60)).join('\n'),
  );
  const form = new FormData();
  form.append('file', new File([new Uint8Array(makeTextPdf(pages))], 'fifty pages.pdf', { type: 'application/pdf' }));
  const started = performance.now();
  await api.expectStatus('POST', `/api/organizations/${organizationId}/documents`, [201], { form });
  while (performance.now() - started < 60_000) {
    const { json } = await api.expectStatus('GET', searchPath(marker, 5), [200]);
    if (json.documents.length > 0) return Math.round(performance.now() - started) / 1000;
    await sleep(50);
  }
  throw new Error('The 50-page PDF was not searchable after 60 s');
}

// --- main ---------------------------------------------------------------------------------------

const TAGS = [
  // name, share of the documents that carry it
  ['finance', 0.25],
  ['contracts', 0.1],
  ['taxes', 0.01],
] as const;
type Seeded = BenchAccount & { documentCount: number; tagIds: Record<string, string>; propertyIds?: { amount: string; due: string } };

/** A user, an organization with TAGS, DOCUMENT_COUNT documents and their tags, seeded straight into the local D1. */
async function seedCorpus(): Promise<Seeded> {
  await worker.reset();
  worker.forgetSeeded();
  step('applying migrations');
  await worker.applyMigrations();
  await worker.start();
  const account = await createUserAndOrganization(api, { emailPrefix: 'bench-search', organizationName: 'Search benchmark' });
  organizationId = account.organizationId;
  const tagIds: Record<string, string> = {};
  for (const [name] of TAGS) {
    const created = await api.expectStatus('POST', `/api/organizations/${organizationId}/tags`, [201], {
      json: { name, color: '#2563eb' },
    });
    tagIds[name] = created.json.tag.id;
  }
  // Two custom properties every document has a value of: a number and a date (the filters timed below).
  const amount = await api.expectStatus('POST', `/api/organizations/${organizationId}/properties`, [201], {
    json: { name: 'Amount', type: 'number', unit: 'EUR' },
  });
  const due = await api.expectStatus('POST', `/api/organizations/${organizationId}/properties`, [201], {
    json: { name: 'Due date', type: 'date' },
  });
  const propertyIds = { amount: amount.json.property.id as string, due: due.json.property.id as string };
  // Seed with the server stopped: one process at a time on the SQLite files.
  await worker.stop();

  const seedStarted = Date.now();
  await seedDocuments(worker, documentRows(account, DOCUMENT_COUNT), { rowsPerInsert: 25, rowsPerFile: 10_000 }, (seeded) =>
    step(`seeded and indexed ${seeded.toLocaleString('en')} documents (${Math.round((Date.now() - seedStarted) / 1000)} s)`),
  );
  const tagging = path.join(worker.benchDir, 'tags.sql');
  writeFileSync(
    tagging,
    TAGS.map(
      ([name, share]) =>
        `INSERT INTO documents_tags (document_id, tag_id, created_at) SELECT id, '${tagIds[name]}', created_at FROM documents WHERE organization_id = '${organizationId}' AND abs(random() % 1000) < ${Math.round(share * 1000)};`,
    ).join('\n'),
  );
  await worker.executeSqlFile(tagging);
  const values = path.join(worker.benchDir, 'property-values.sql');
  writeFileSync(
    values,
    [
      // Amounts 0-9,999 and due dates within a year of creation, as the API would store them.
      `INSERT INTO document_property_values (document_id, property_id, organization_id, value, value_text, value_number) SELECT id, '${propertyIds.amount}', organization_id, n, NULL, n FROM (SELECT id, organization_id, abs(random() % 10000) AS n FROM documents WHERE organization_id = '${organizationId}');`,
      `INSERT INTO document_property_values (document_id, property_id, organization_id, value, value_text, value_number) SELECT id, '${propertyIds.due}', organization_id, json_quote(day), day, NULL FROM (SELECT id, organization_id, date(created_at / 1000 + abs(random() % 31536000), 'unixepoch') AS day FROM documents WHERE organization_id = '${organizationId}');`,
    ].join('\n'),
  );
  await worker.executeSqlFile(values);
  const seeded = { ...account, documentCount: DOCUMENT_COUNT, tagIds, propertyIds };
  worker.recordSeeded(seeded);
  return seeded;
}

/** BENCH_REUSE=1 measures what the last run seeded again, when it seeded as many documents. */
async function reuseOrSeed(): Promise<Seeded> {
  const previous = await reuseSeeded<Seeded>(
    worker,
    api,
    (seeded) => seeded.documentCount === DOCUMENT_COUNT && seeded.propertyIds !== undefined,
  );
  if (previous) return previous;
  const seeded = await seedCorpus();
  await worker.start();
  return seeded;
}

async function main() {
  const seeded = await reuseOrSeed();
  organizationId = seeded.organizationId;
  // Measure the index as it stands on any day: after the nightly maintenance merged what the writes left.
  const maintenanceStarted = performance.now();
  await worker.runScheduled();
  step(
    `ran the daily maintenance (with the vocabulary prune and the index merge) in ${Math.round(performance.now() - maintenanceStarted) / 1000} s`,
  );

  const common = vocabulary.words.slice(0, 8);
  const medium = vocabulary.words.slice(100, 108);
  const rare = vocabulary.words.slice(5000, 5008);
  const real = ['invoice', 'Rechnung', 'café', 'cafe', 'Łódź', 'lodz', 'Hundeschule', 'contrato'];
  const prefixes = [...common, ...medium, ...rare].map((word) => word.slice(0, Math.max(2, Math.ceil(word.length / 2))));
  // Substrings from the middle of words: found only by the trigram index.
  const substrings = [...medium, ...rare, 'schule', 'erklärung', 'rechn', 'nvoic'].map((word) =>
    word.length > 5 ? word.slice(1, -1) : word,
  );
  // Substrings the vocabulary cannot list, so the trigram index and a check of each document it finds:
  // syllables inside thousands of words, and spans across two words.
  const unlisted = [
    'ung',
    'ber',
    'tra',
    'sche',
    ...[0, 1, 2, 3].map((index) => `${common[index]!.slice(-3)} ${common[index + 1]!.slice(0, 3)}`),
  ];
  const phrases = [0, 1, 2, 3, 4, 5].map((index) => `"${vocabulary.words[index]} ${vocabulary.words[index + 1]}"`);
  const mixed = ['invoice 2023', 'contract -draft', 'tax OR rent', 'name:invoice', 'content:Rechnung'];
  const { finance, taxes } = seeded.tagIds;
  const kinds = {
    baseline: { label: 'reference: GET organization (session and membership only)', paths: [`/api/organizations/${organizationId}`] },
    commonWord: {
      label: 'common word (in 25-100% of the documents)',
      paths: [...common, ...medium].map((word) => searchPath(word, 100)),
      target: TARGETS.wordP95Ms,
    },
    rareWord: {
      label: 'rare word (in under 1% of the documents)',
      paths: [...rare, ...real.slice(1)].map((word) => searchPath(word, 100)),
      target: TARGETS.wordP95Ms,
    },
    prefix: { label: 'prefix', paths: prefixes.map((prefix) => searchPath(prefix, 100)), target: TARGETS.wordP95Ms },
    substring: { label: 'substring', paths: substrings.map((substring) => searchPath(substring, 100)), target: TARGETS.substringP95Ms },
    unlistedSubstring: {
      label: 'substring past the vocabulary (in thousands of words, or across two)',
      paths: unlisted.map((substring) => searchPath(substring, 100)),
      target: TARGETS.substringP95Ms,
    },
    phrase: { label: 'phrase, and operators', paths: [...phrases, ...mixed].map((query) => searchPath(query, 100)) },
    tagFiltered: {
      label: 'tag-filtered (tag: in the query, or the tags filter)',
      paths: [...common.slice(0, 4), ...medium.slice(0, 4)].flatMap((word) => [
        searchPath(`${word} tag:finance`, 100),
        searchPath(`${word} tag:taxes`, 100),
        searchPath(word, 100, [finance!]),
        searchPath(word, 100, [taxes!]),
      ]),
    },
    propertyFilter: {
      label: 'property filter (amount:n, "due date":month, has:)',
      paths: [
        'amount:1234',
        'amount:42',
        'amount:9000 tag:taxes',
        '"due date":2025-03',
        '"due date":2024-11-05',
        'has:amount',
        `${common[0]} amount:500`,
        `${rare[0]} "due date":2025`,
      ].map((query) => searchPath(query, 100)),
    },
    propertyRange: {
      label: 'property range (amount:100..200, >9900, dates)',
      paths: [
        'amount:100..200',
        'amount:>9900',
        'amount:<=15',
        '"due date":>=2025-06-01',
        '"due date":2025-01..2025-02',
        `${medium[0]} amount:>5000`,
      ].map((query) => searchPath(query, 100)),
    },
    palette: {
      label: 'palette (5 results): words, prefixes, substrings',
      paths: [...common, ...medium, ...rare, ...real, ...prefixes, ...substrings].map((query) => searchPath(query, 5)),
      target: TARGETS.paletteP95Ms,
    },
  } satisfies Record<string, Kind>;
  step(`timing ${SAMPLES} rounds of sequential requests, one of each kind per round (100 results per page unless said)`);
  const { latency, breakdown } = await timeKinds(kinds);

  step('uploading a 50-page PDF and searching for a word of its last page until found');
  const pdfIndexingSeconds = await timeIndexingOfPdf();
  await worker.stop();
  const sizes = await databaseSizes();

  console.log(
    `\nSearch benchmark: ${DOCUMENT_COUNT.toLocaleString('en')} documents of 1-3 KB, local wrangler dev, ${SAMPLES} sequential requests per kind`,
  );
  for (const [name, kind] of Object.entries(kinds) as [keyof typeof kinds, Kind][]) {
    const { p50, p95 } = latency[name];
    const verdict = kind.target === undefined ? '' : `  ${p95 <= kind.target ? 'ok' : 'MISSED'} (p95 target ${kind.target} ms)`;
    console.log(`${kind.label.padEnd(58)} p50 ${p50.toFixed(1).padStart(5)} ms  p95 ${p95.toFixed(1).padStart(5)} ms${verdict}`);
  }
  const wordP95 = Math.max(latency.commonWord.p95, latency.rareWord.p95);
  for (const name of ['propertyFilter', 'propertyRange'] as const) {
    const ratio = latency[name].p95 / wordP95;
    console.log(
      `${kinds[name].label}: p95 ${ratio.toFixed(2)}× a plain word search's (${wordP95.toFixed(1)} ms)  ${ratio <= 2 ? 'ok' : 'MISSED'} (target 2×)`,
    );
  }
  console.log(
    `size: documents with their text ${sizes.documents} MB, word index ${sizes.wordIndex} MB, trigram index ${sizes.trigramIndex} MB, the rest ${sizes.other} MB`,
  );
  console.log(`a 50-page PDF was searchable ${pdfIndexingSeconds} s after its upload began (upload, extraction on the queue, indexing)`);
  console.log(`\n${TimeBreakdown.heading}\n\n${breakdown}`);
  writeFileSync(
    path.join(worker.benchDir, 'results.json'),
    JSON.stringify({ date: new Date().toISOString(), documents: DOCUMENT_COUNT, latency, sizesMB: sizes, pdfIndexingSeconds }, null, 2),
  );
}

await runBenchmark(worker, main);
