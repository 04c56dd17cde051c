/**
 * Bulk actions benchmark: `npm run bench:bulk`.
 *
 * Starts its own local Worker (`wrangler dev` on 127.0.0.1:8793, state in .wrangler/bench-bulk, wiped
 * at each run), seeds BENCH_DOCUMENTS (100,000) documents into one organization, one in ten named
 * `tenth-…`, then through the API:
 *   1. times the list's first page and a search, sequentially, with nothing else running (baseline),
 *   2. tags every `name:tenth` document (10,000) with one request, and times it from the request to the
 *      job's end (its last chunk writes its activity rows with its links), timing the list and the
 *      search meanwhile,
 *   3. moves the same 10,000 to the trash the same way.
 * Prints figures and never fails on a missed target (≤ 60 s each). Knobs: BENCH_PORT, BENCH_DOCUMENTS.
 */
import { randomBytes, randomInt } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Summary } from './bench-lib';

type BenchLib = typeof import('./bench-lib');
const benchLibPath = './bench-lib.ts';
const { ApiClient, BenchWorker, ID_ALPHABET, ROOT, createUserAndOrganization, runBenchmark, seedDocuments, step, summarize, table } =
  (await import(benchLibPath)) as BenchLib;

const PORT = Number(process.env.BENCH_PORT ?? 8793);
const DOCUMENT_COUNT = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const worker = new BenchWorker(path.join(ROOT, '.wrangler', 'bench-bulk'), PORT);
const api = new ApiClient(worker.baseUrl);
const TARGET_SECONDS = 60;
const BASELINE_SAMPLES = 100;

const documentId = () => `doc_${Array.from(randomBytes(24), (byte) => ID_ALPHABET[byte % 36]).join('')}`;

function* documentRows({ organizationId, userId }: { organizationId: string; userId: string }) {
  const firstCreatedAt = Date.now() - DOCUMENT_COUNT * 60_000;
  for (let index = 0; index < DOCUMENT_COUNT; index++) {
    yield {
      id: documentId(),
      organizationId,
      createdBy: userId,
      name: `${index % 10 === 0 ? 'tenth' : 'other'}-${String(index).padStart(6, '0')}.pdf`,
      originalSize: 10_000 + randomInt(1_000_000),
      sha256: randomBytes(32).toString('hex'),
      mimeType: 'application/pdf',
      content: index % 3 === 0 ? `invoice ${index} total amount due` : '',
      createdAt: firstCreatedAt + index * 60_000,
    };
  }
}

/** Sequential GETs of the list's first page and a search, in turn, while `isRunning()` (or `samples` rounds). */
async function timeReads(paths: { list: string; search: string }, until: { samples?: number; isRunning?: () => boolean }) {
  const durations = { list: [] as number[], search: [] as number[] };
  for (let round = 0; until.samples ? round < until.samples : until.isRunning!(); round++) {
    for (const kind of ['list', 'search'] as const) {
      const started = performance.now();
      await api.expectStatus('GET', paths[kind], [200]);
      durations[kind].push(performance.now() - started);
    }
  }
  return { list: summarize(durations.list), search: summarize(durations.search) };
}

type Run = { action: string; documents: number; seconds: number; reads: { list: Summary; search: Summary } };

/** One bulk action on `name:tenth`, timed from the request to the job's end, with the reads timed meanwhile. */
async function runBulk(
  documentsPath: string,
  readPaths: { list: string; search: string },
  action: string,
  body: Record<string, unknown>,
): Promise<Run> {
  const started = performance.now();
  const { json } = await api.expectStatus('POST', `${documentsPath}/bulk/${action}`, [200, 202], {
    json: { ...body, query: { searchQuery: 'name:tenth' } },
  });
  let job = json.job;
  let isRunning = job.status === 'running';
  const polling = (async () => {
    while (isRunning) {
      await sleep(250);
      job = (await api.expectStatus('GET', `${documentsPath}/bulk-jobs/${job.id}`, [200])).json.job;
      isRunning = job.status === 'running';
    }
  })();
  const reads = await timeReads(readPaths, { isRunning: () => isRunning });
  await polling;
  const seconds = (performance.now() - started) / 1000;
  if (job.status !== 'done') throw new Error(`The ${action} job ended ${job.status}: ${job.error}`);
  step(
    `${action}: ${job.changedCount.toLocaleString('en')} of ${job.documentsCount.toLocaleString('en')} documents in ${seconds.toFixed(1)} s`,
  );
  return { action, documents: job.changedCount, seconds, reads };
}

async function main() {
  const loadAtStart = os.loadavg()[0]!;
  await worker.reset();
  await worker.applyMigrations();
  await worker.start();
  const { userId, organizationId } = await createUserAndOrganization(api, {
    emailPrefix: 'bench-bulk',
    organizationName: 'Bulk benchmark',
  });
  await worker.stop();
  const seedStarted = Date.now();
  await seedDocuments(worker, documentRows({ organizationId, userId }), { rowsPerInsert: 100, rowsPerFile: 25_000 }, (seeded) =>
    step(`seeded ${seeded.toLocaleString('en')} documents (${((Date.now() - seedStarted) / 1000).toFixed(1)} s)`),
  );
  await worker.start();

  const documentsPath = `/api/organizations/${organizationId}/documents`;
  const readPaths = {
    list: `${documentsPath}?pageIndex=0&pageSize=100`,
    search: `${documentsPath}/search?searchQuery=invoice&pageIndex=0&pageSize=20`,
  };
  await timeReads(readPaths, { samples: 20 });
  const baseline = await timeReads(readPaths, { samples: BASELINE_SAMPLES });
  step(`baseline: list p95 ${baseline.list.p95} ms, search p95 ${baseline.search.p95} ms`);

  const tag = await api.expectStatus('POST', `/api/organizations/${organizationId}/tags`, [201], {
    json: { name: 'Benchmark', color: '#2563eb' },
  });
  const runs = [
    await runBulk(documentsPath, readPaths, 'add-tag', { tagId: tag.json.tag.id }),
    await runBulk(documentsPath, readPaths, 'trash', {}),
  ];

  const moved = (during: Summary, before: Summary) => `${during.p95.toFixed(1)} (${(during.p95 / before.p95).toFixed(2)}×)`;
  console.log(`
Bulk actions benchmark: ${DOCUMENT_COUNT.toLocaleString('en')} documents in one organization, local wrangler dev
(${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? 'unknown'}, Node ${process.version}, load average ${loadAtStart.toFixed(2)} at start and ${os.loadavg()[0]!.toFixed(2)} at end)

${table(
  ['action on name:tenth', 'documents', 'request → done (s)', 'target', 'list p95 meanwhile (ms)', 'search p95 meanwhile (ms)'],
  runs.map((run) => [
    run.action,
    run.documents.toLocaleString('en'),
    run.seconds.toFixed(1),
    `<= ${TARGET_SECONDS} s: ${run.seconds <= TARGET_SECONDS ? 'ok' : 'MISSED'}`,
    moved(run.reads.list, baseline.list),
    moved(run.reads.search, baseline.search),
  ]),
)}

Baseline, nothing else running (${BASELINE_SAMPLES} of each): list first page p95 ${baseline.list.p95} ms, search p95 ${baseline.search.p95} ms.
"Meanwhile": the same requests, one after the other, for as long as the job ran; × is the ratio to the baseline.
Server log: ${path.relative(ROOT, worker.serverLog)}`);
}

await runBenchmark(worker, main);
