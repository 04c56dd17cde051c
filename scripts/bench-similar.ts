/**
 * Similar documents benchmark: `npm run bench:similar`.
 *
 * Starts its own local Worker (`wrangler dev` on 127.0.0.1:8796, state in .wrangler/bench-similar,
 * wiped at each run), never touching port 8787 or the developer's data. It creates a user and an
 * organization through the API, seeds BENCH_DOCUMENTS (100,000) documents straight into the local D1
 * (the triggers index them), runs the daily maintenance (which merges the index), then times
 * sequential `GET …/documents/{id}/similar` requests for random documents, beside a document's
 * detail and the reference of every request (the session and membership checks alone), and prints
 * p50/p95 against the target (≤ 50 ms). Figures only: it never fails on a missed target. Knobs:
 * BENCH_PORT, BENCH_DOCUMENTS, BENCH_SAMPLES (200), BENCH_REUSE=1 (measure the documents an earlier
 * run seeded again, skipping the seeding's minutes).
 *
 * The text is bench-corpus.ts's (a Zipf distribution over ~30,000 words, as bench:search), and one
 * document in FAMILY_EVERY belongs to one of FAMILIES families: its name and text carry some of its
 * family's own words, as letters of one sender share a letterhead. How many of a family document's
 * similar documents are of its family is printed too: the answers are right, not only fast.
 */
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import type { BenchAccount } from './bench-lib';

// Loaded at run time through Node's type stripping, as bench-search.ts does.
type BenchLib = typeof import('./bench-lib');
const benchLibPath = './bench-lib.ts';
const {
  ApiClient,
  BenchWorker,
  ROOT,
  TimeBreakdown,
  createUserAndOrganization,
  reuseSeeded,
  runBenchmark,
  seedDocuments,
  step,
  timeInterleavedGets,
} = (await import(benchLibPath)) as BenchLib;
type Corpus = typeof import('./bench-corpus');
const corpusPath = './bench-corpus.ts';
const { documentRows } = (await import(corpusPath)) as Corpus;

const PORT = Number(process.env.BENCH_PORT ?? 8796);
const worker = new BenchWorker(path.join(ROOT, '.wrangler', 'bench-similar'), PORT, { vars: { DEBUG_SERVER_TIMING: 'true' } });
const api = new ApiClient(worker.baseUrl);
const DOCUMENT_COUNT = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARM_UP_REQUESTS = 20;
const TARGET_P95_MS = 50;
/** Documents asked about: random ones, and as many of the families'. */
const ASKED_DOCUMENTS = 200;

const FAMILIES = 200;
const FAMILY_EVERY = 20;
const FAMILY_WORDS = 8;
/** A family's own words: made of letters no corpus word has, so they are its alone. */
const familyWord = (family: number, word: number) => `qx${family}v${word}`;

/** The corpus, with one document in FAMILY_EVERY given 5 of its family's words in its text and 2 in its name. */
function* rowsWithFamilies(account: BenchAccount) {
  let index = 0;
  let members = 0;
  for (const row of documentRows(account, DOCUMENT_COUNT)) {
    if (index++ % FAMILY_EVERY === 0) {
      // 37 is prime to FAMILIES: the families take turns, and each member has its own 5 of the 8 words.
      const family = (members * 37) % FAMILIES;
      const words = Array.from({ length: FAMILY_WORDS }, (_, word) => familyWord(family, word)).filter(
        (_, word) => (word + members) % FAMILY_WORDS < 5,
      );
      members += 1;
      yield { ...row, name: `${words.slice(0, 2).join(' ')} ${row.name}`, content: `${words.join(' ')} ${row.content}` };
    } else yield row;
  }
}

/** The family a document's name says (`qx<family>v<word> …`), or '' for none. */
const familyOf = (name: string) => /^qx(\d+)v/.exec(name)?.[1] ?? '';

type Seeded = BenchAccount & { documentCount: number; randomIds: string[]; familyIds: { id: string; family: string }[] };

async function seedCorpus(): Promise<Seeded> {
  await worker.reset();
  worker.forgetSeeded();
  step('applying migrations');
  await worker.applyMigrations();
  await worker.start();
  const account = await createUserAndOrganization(api, { emailPrefix: 'bench-similar', organizationName: 'Similar documents benchmark' });
  // Seed with the server stopped: one process at a time on the SQLite files.
  await worker.stop();
  const seedStarted = Date.now();
  await seedDocuments(worker, rowsWithFamilies(account), { rowsPerInsert: 25, rowsPerFile: 10_000 }, (seeded) =>
    step(`seeded and indexed ${seeded.toLocaleString('en')} documents (${Math.round((Date.now() - seedStarted) / 1000)} s)`),
  );
  const randomIds = (
    await worker.query<{ id: string }>(
      `SELECT id FROM documents WHERE organization_id = '${account.organizationId}' ORDER BY random() LIMIT ${ASKED_DOCUMENTS}`,
    )
  ).map(({ id }) => id);
  const familyIds = (
    await worker.query<{ id: string; name: string }>(
      `SELECT id, name FROM documents WHERE organization_id = '${account.organizationId}' AND name LIKE 'qx%' ORDER BY random() LIMIT ${ASKED_DOCUMENTS}`,
    )
  ).map(({ id, name }) => ({ id, family: familyOf(name) }));
  const seeded = { ...account, documentCount: DOCUMENT_COUNT, randomIds, familyIds };
  worker.recordSeeded(seeded);
  return seeded;
}

async function reuseOrSeed(): Promise<Seeded> {
  const previous = await reuseSeeded<Seeded>(worker, api, (seeded) => seeded.documentCount === DOCUMENT_COUNT);
  if (previous) return previous;
  const seeded = await seedCorpus();
  await worker.start();
  return seeded;
}

async function main() {
  const seeded = await reuseOrSeed();
  const { organizationId } = seeded;
  const maintenanceStarted = performance.now();
  await worker.runScheduled();
  step(`ran the daily maintenance (the index merge) in ${Math.round(performance.now() - maintenanceStarted) / 1000} s`);

  const documentPath = (id: string) => `/api/organizations/${organizationId}/documents/${id}`;
  const kinds = {
    baseline: { label: 'reference: GET organization (session and membership only)', pathAt: () => `/api/organizations/${organizationId}` },
    detail: { label: 'a document’s detail', pathAt: (round: number) => documentPath(seeded.randomIds[round % seeded.randomIds.length]!) },
    similar: {
      label: 'similar documents of a random document (5)',
      pathAt: (round: number) => `${documentPath(seeded.randomIds[round % seeded.randomIds.length]!)}/similar`,
    },
    similarOfFamily: {
      label: 'similar documents of a family’s document (5)',
      pathAt: (round: number) => `${documentPath(seeded.familyIds[round % seeded.familyIds.length]!.id)}/similar`,
    },
    similarTwenty: {
      label: 'similar documents of a random document (20)',
      pathAt: (round: number) => `${documentPath(seeded.randomIds[(round + 7) % seeded.randomIds.length]!)}/similar?limit=20`,
    },
  };
  type Kind = keyof typeof kinds;
  const timeBreakdown = new TimeBreakdown<Kind>();
  const found: number[] = [];
  const familyHits = { sameFamily: 0, listed: 0 };
  step(`timing ${SAMPLES} rounds of sequential requests, one of each kind per round`);
  const latency = await timeInterleavedGets(api, {
    warmUp: WARM_UP_REQUESTS,
    samples: SAMPLES,
    pathAt: Object.fromEntries(Object.entries(kinds).map(([name, kind]) => [name, kind.pathAt])) as Record<Kind, (round: number) => string>,
    onSample: (kind, response, { pathname, ms }) => {
      timeBreakdown.add(kind, response.headers, ms);
      if (kind === 'similar') found.push(response.json.documents.length);
      if (kind !== 'similarOfFamily') return;
      const asked = seeded.familyIds.find(({ id }) => pathname.includes(id))!;
      for (const document of response.json.documents as { name: string }[]) {
        familyHits.listed += 1;
        if (familyOf(document.name) === asked.family) familyHits.sameFamily += 1;
      }
    },
  });

  console.log(
    `\nSimilar documents benchmark: ${DOCUMENT_COUNT.toLocaleString('en')} documents of 1-3 KB (one in ${FAMILY_EVERY} of ${FAMILIES} families), local wrangler dev, ${SAMPLES} sequential requests per kind`,
  );
  for (const [name, kind] of Object.entries(kinds) as [Kind, (typeof kinds)[Kind]][]) {
    const { p50, p95, max } = latency[name];
    const verdict = name.startsWith('similar') ? `  ${p95 <= TARGET_P95_MS ? 'ok' : 'MISSED'} (p95 target ${TARGET_P95_MS} ms)` : '';
    console.log(
      `${kind.label.padEnd(58)} p50 ${p50.toFixed(1).padStart(5)} ms  p95 ${p95.toFixed(1).padStart(5)} ms  max ${max.toFixed(1).padStart(6)} ms${verdict}`,
    );
  }
  const familyPrecision = familyHits.listed === 0 ? 0 : familyHits.sameFamily / familyHits.listed;
  console.log(
    `found per random document: ${Math.min(...found)}-${Math.max(...found)} (of 5); a family document's similar documents of its family: ${(familyPrecision * 100).toFixed(1)}% (${familyHits.sameFamily} of ${familyHits.listed})`,
  );
  console.log(`\n${TimeBreakdown.heading}\n`);
  for (const name of Object.keys(kinds) as Kind[]) console.log(`${kinds[name].label}\n${timeBreakdown.table(name)}\n`);
  writeFileSync(
    path.join(worker.benchDir, 'results.json'),
    JSON.stringify({ date: new Date().toISOString(), documents: DOCUMENT_COUNT, latency, familyPrecision }, null, 2),
  );
}

await runBenchmark(worker, main);
