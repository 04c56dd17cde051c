/**
 * Documents benchmark: `npm run bench:documents` (or `npm run bench`).
 *
 * Starts its own local Worker (`wrangler dev` on 127.0.0.1:8788, state in .wrangler/bench/state,
 * wiped at each run), so the developer's data and port 8787 are never touched. It then:
 *   1. creates a user and an organization through the HTTP API (sign-up, dev outbox link, sign-in),
 *   2. seeds 100,000 document rows straight into that local D1 (wrangler d1 execute),
 *   3. times sequential requests, the kinds in turn: list (first and random pages), statistics,
 *      detail, and two references (no session; session and membership only),
 *   4. uploads 100 one-page and 10 fifty-page PDFs and waits for their extracted text,
 * and prints a table of figures, also written to .wrangler/bench/results.json.
 *
 * It prints figures, and where each request's time goes in the Worker (its Server-Timing), and never
 * fails on a missed target. Knobs: BENCH_PORT (8788), BENCH_DOCUMENTS (100000), BENCH_SAMPLES (300),
 * BENCH_ORGANIZATION_DATABASES (0: DB alone; 3: the organization in one of three organization
 * databases, its checks in DB, as "Scale" describes), BENCH_REUSE=1 (measure the documents an earlier
 * run seeded again, skipping the seeding's minutes: to compare two versions of the code on the same data).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Summary } from './bench-lib';

// Both loaded at run time through Node's type stripping; the import types keep them checked
// without the tsconfig flag a static `.ts` import would need.
type BenchLib = typeof import('./bench-lib');
const benchLibPath = './bench-lib.ts';
const {
  ApiClient,
  BenchWorker,
  ID_ALPHABET,
  ROOT,
  TimeBreakdown,
  createUserAndOrganization,
  runBenchmark,
  seedDocuments,
  reuseSeeded,
  step,
  summarize,
  table,
  timeInterleavedGets,
} = (await import(benchLibPath)) as BenchLib;
type Fixtures = typeof import('../core/extraction/extraction.fixtures');
const fixturesPath = '../core/extraction/extraction.fixtures.ts';
const { makeTextPdf } = (await import(fixturesPath)) as Fixtures;

const PORT = Number(process.env.BENCH_PORT ?? 8788);
const ORGANIZATION_DATABASES = Number(process.env.BENCH_ORGANIZATION_DATABASES ?? 0);
const worker = new BenchWorker(path.join(ROOT, '.wrangler', 'bench'), PORT, {
  organizationDatabases: ORGANIZATION_DATABASES,
  vars: { DEBUG_SERVER_TIMING: 'true' },
});
const api = new ApiClient(worker.baseUrl);
const RESULTS_FILE = path.join(worker.benchDir, 'results.json');

const DOCUMENT_COUNT = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const WARM_UP_REQUESTS = 30;
const PAGE_SIZE = 100;
const UPLOAD_CONCURRENCY = 8;
const POLL_INTERVAL_MS = 100;
const EXTRACTION_TIMEOUT_MS = 180_000;
const ROWS_PER_INSERT = 100;
const ROWS_PER_SEED_FILE = 25_000;

const TARGETS = { listP95Ms: 25, statisticsP95Ms: 25, onePagePdfsPerSecond: 20 };
/**
 * Targets relative to the floor, the p95 of GET /api/config in the same run (a request that touches
 * no database): they hold on a slower or busier machine too, where absolute figures drift.
 */
const FLOOR_TARGETS = { detailP95: 1.5, listFirstPageP95: 2 };

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

// --- seeding ------------------------------------------------------------------------------------

const documentId = () => `doc_${Array.from(randomBytes(24), (byte) => ID_ALPHABET[byte % 36]).join('')}`;

const WORDS =
  'invoice contract receipt payment tax statement account balance total amount due date customer supplier order delivery quantity price bank transfer reference number insurance policy premium salary report annual quarterly lease rent agreement signature terms conditions address phone email warranty'.split(
    ' ',
  );
const words = (count: number) => Array.from({ length: count }, () => WORDS[randomInt(WORDS.length)]).join(' ');

const KINDS = [
  { extension: 'pdf', mimeType: 'application/pdf', hasText: true },
  { extension: 'pdf', mimeType: 'application/pdf', hasText: true },
  { extension: 'pdf', mimeType: 'application/pdf', hasText: true },
  { extension: 'docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', hasText: true },
  { extension: 'txt', mimeType: 'text/plain', hasText: true },
  { extension: 'png', mimeType: 'image/png', hasText: false },
  { extension: 'jpg', mimeType: 'image/jpeg', hasText: false },
];

/**
 * DOCUMENT_COUNT documents spread over the past years, oldest first, one every ~15 minutes; a
 * third carry 1-3 KB of text (the others, images and such, none). Their ids go into `ids`.
 */
function* documentRows({ organizationId, userId }: { organizationId: string; userId: string }, ids: string[]) {
  const spacingMs = 15 * 60 * 1000;
  const firstCreatedAt = Date.now() - (DOCUMENT_COUNT + 1) * spacingMs;
  for (let index = 0; index < DOCUMENT_COUNT; index++) {
    const id = documentId();
    ids.push(id);
    const kind = KINDS[index % KINDS.length]!;
    const createdAt = firstCreatedAt + index * spacingMs + randomInt(spacingMs / 2);
    const name = `${WORDS[index % WORDS.length]}-${new Date(createdAt).getUTCFullYear()}-${String(index).padStart(6, '0')}.${kind.extension}`;
    const content = kind.hasText && index % 2 === 0 ? words(150 + randomInt(300)) : '';
    yield {
      id,
      organizationId,
      createdBy: userId,
      name,
      originalSize: 10_000 + randomInt(5_000_000),
      sha256: randomBytes(32).toString('hex'),
      mimeType: kind.mimeType,
      content,
      createdAt,
    };
  }
}

// --- measuring ----------------------------------------------------------------------------------

/** Every kind timed in turn (see timeInterleavedGets), its p50 and p95 printed, and where its time went. */
async function timeInterleaved<Kind extends string>(
  kinds: Record<Kind, { label: string; pathAt: () => string }>,
): Promise<{ latency: Record<Kind, Summary>; breakdown: string }> {
  const names = Object.keys(kinds) as Kind[];
  const pathAt = Object.fromEntries(names.map((name) => [name, kinds[name].pathAt])) as Record<Kind, () => string>;
  const timeBreakdown = new TimeBreakdown<Kind>();
  const latency = await timeInterleavedGets(api, {
    warmUp: WARM_UP_REQUESTS,
    samples: SAMPLES,
    pathAt,
    onSample: (kind, response, { ms }) => timeBreakdown.add(kind, response.headers, ms),
  });
  for (const name of names) step(`${kinds[name].label}: p50 ${latency[name].p50} ms, p95 ${latency[name].p95} ms`);
  return { latency, breakdown: names.map((name) => `${kinds[name].label}\n${timeBreakdown.table(name)}`).join('\n\n') };
}

type Ingestion = {
  documents: number;
  pagesPerPdf: number;
  pdfBytes: number;
  uploadSeconds: number;
  uploadsPerSecond: number;
  uploadToExtractedSeconds: number;
  extractedPerSecond: number;
  perDocumentExtractionMs: Summary;
  failed: number;
};

const pdfPage = (runId: string, document: number, page: number) =>
  Array.from({ length: 30 }, (_, line) => `Benchmark ${runId} document ${document} page ${page + 1} line ${line + 1}: ${words(8)}`).join(
    '\n',
  );

/**
 * Uploads `count` distinct PDFs, UPLOAD_CONCURRENCY at a time, while polling the newest documents
 * every POLL_INTERVAL_MS until each has left 'pending'. Time runs from the first upload.
 */
async function ingest(organizationId: string, count: number, pagesPerPdf: number): Promise<Ingestion> {
  const runId = randomBytes(4).toString('hex');
  const pdfs = Array.from({ length: count }, (_, document) =>
    makeTextPdf(Array.from({ length: pagesPerPdf }, (_, page) => pdfPage(runId, document, page))),
  );
  const uploadedAt = new Map<string, number>();
  const finishedAt = new Map<string, { at: number; status: string }>();
  const started = performance.now();
  let uploadsDone = false;
  let next = 0;

  const uploader = async () => {
    for (let index = next++; index < count; index = next++) {
      const form = new FormData();
      form.append(
        'file',
        new File([new Uint8Array(pdfs[index]!)], `bench-${runId}-${pagesPerPdf}p-${index}.pdf`, { type: 'application/pdf' }),
      );
      const response = await api.expectStatus('POST', `/api/organizations/${organizationId}/documents`, [201], { form });
      uploadedAt.set(response.json.document.id, performance.now());
    }
  };
  const poller = async () => {
    const listPath = `/api/organizations/${organizationId}/documents?pageIndex=0&pageSize=${Math.min(count, PAGE_SIZE)}`;
    while (!uploadsDone || finishedAt.size < uploadedAt.size) {
      if (performance.now() - started > EXTRACTION_TIMEOUT_MS)
        throw new Error(`Only ${finishedAt.size} of ${count} documents were processed after ${seconds(EXTRACTION_TIMEOUT_MS)}`);
      const { json } = await api.expectStatus('GET', listPath, [200]);
      const now = performance.now();
      for (const document of json.documents as { id: string; processingStatus: string }[]) {
        if (uploadedAt.has(document.id) && document.processingStatus !== 'pending' && !finishedAt.has(document.id))
          finishedAt.set(document.id, { at: now, status: document.processingStatus });
      }
      if (uploadsDone && finishedAt.size === uploadedAt.size) break;
      await sleep(POLL_INTERVAL_MS);
    }
  };

  const polling = poller();
  await Promise.all(Array.from({ length: UPLOAD_CONCURRENCY }, uploader));
  const uploadMs = performance.now() - started;
  uploadsDone = true;
  await polling;
  const extractedMs = Math.max(...[...finishedAt.values()].map(({ at }) => at)) - started;
  const failed = [...finishedAt.values()].filter(({ status }) => status !== 'processed').length;
  const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
  const result: Ingestion = {
    documents: count,
    pagesPerPdf,
    pdfBytes: pdfs[0]!.length,
    uploadSeconds: round(uploadMs / 1000, 2),
    uploadsPerSecond: round(count / (uploadMs / 1000)),
    uploadToExtractedSeconds: round(extractedMs / 1000, 2),
    extractedPerSecond: round(count / (extractedMs / 1000)),
    perDocumentExtractionMs: summarize([...finishedAt].map(([id, { at }]) => at - uploadedAt.get(id)!)),
    failed,
  };
  step(
    `${count} × ${pagesPerPdf}-page PDF: ${result.uploadsPerSecond} uploads/s, all extracted after ${result.uploadToExtractedSeconds} s (${result.extractedPerSecond}/s)${failed ? `, ${failed} FAILED` : ''}`,
  );
  return result;
}

// --- report -------------------------------------------------------------------------------------

const round2 = (value: number) => Math.round(value * 100) / 100;
const verdict = (isMet: boolean) => (isMet ? 'ok' : 'MISSED');

// --- main ---------------------------------------------------------------------------------------

type Seeded = {
  email: string;
  password: string;
  organizationId: string;
  binding: string;
  documentCount: number;
  ids: string[];
  seedSeconds: number;
};

/** Creates the account and seeds its documents, the server stopped meanwhile; recorded for BENCH_REUSE. */
async function seed(): Promise<Seeded> {
  await worker.reset();
  step(`applying migrations to ${path.relative(ROOT, worker.persistDir)}`);
  await worker.applyMigrations();

  step(`starting wrangler dev on ${worker.baseUrl}`);
  await worker.start();
  const account = await createUserAndOrganization(api, { emailPrefix: 'bench', organizationName: 'Benchmark archive' });
  const binding = await worker.databaseOf(account.organizationId);
  step(`created organization ${account.organizationId}, in database ${binding}`);
  // Seed with the server stopped: one process at a time on the SQLite files.
  await worker.stop();

  const seedStarted = Date.now();
  const ids: string[] = [];
  await seedDocuments(
    worker,
    documentRows(account, ids),
    { rowsPerInsert: ROWS_PER_INSERT, rowsPerFile: ROWS_PER_SEED_FILE, binding },
    (seeded) => step(`seeded ${seeded.toLocaleString('en')} documents (${seconds(Date.now() - seedStarted)})`),
  );
  const seeded = { ...account, binding, documentCount: DOCUMENT_COUNT, ids, seedSeconds: (Date.now() - seedStarted) / 1000 };
  worker.recordSeeded(seeded);
  step('restarting wrangler dev');
  await worker.start();
  const statistics = await api.expectStatus('GET', `/api/organizations/${account.organizationId}/documents/statistics`, [200]);
  if (statistics.json.organizationStats.documentsCount !== DOCUMENT_COUNT)
    throw new Error(`Expected ${DOCUMENT_COUNT} documents, the API counts ${statistics.json.organizationStats.documentsCount}`);
  return seeded;
}

/** BENCH_REUSE=1 measures what an earlier run seeded again (with the PDFs later runs uploaded), when it seeded as many documents. */
async function reuseOrSeed(): Promise<Seeded> {
  return (
    (await reuseSeeded<Seeded>(worker, api, (seeded) => seeded.documentCount === DOCUMENT_COUNT && seeded.ids !== undefined)) ?? seed()
  );
}

async function main() {
  const startedAt = Date.now();
  // Other processes on the machine slow every figure down: say how busy it was.
  const loadAtStart = os.loadavg()[0]!;
  const { organizationId, binding, ids, seedSeconds } = await reuseOrSeed();
  const documentsPath = `/api/organizations/${organizationId}/documents`;

  const pageCount = Math.ceil(DOCUMENT_COUNT / PAGE_SIZE);
  step(`timing ${SAMPLES} requests of each kind, in turn`);
  const { latency, breakdown } = await timeInterleaved({
    // References: what any request costs here, and what the session and membership checks add.
    config: { label: 'config (no session, no database)', pathAt: () => '/api/config' },
    organization: { label: 'organization (session and membership only)', pathAt: () => `/api/organizations/${organizationId}` },
    listFirstPage: { label: 'list, first page', pathAt: () => `${documentsPath}?pageIndex=0&pageSize=${PAGE_SIZE}` },
    listRandomPage: {
      label: 'list, random page',
      pathAt: () => `${documentsPath}?pageIndex=${randomInt(pageCount)}&pageSize=${PAGE_SIZE}`,
    },
    // Each order of the list's sort, first page: each reads an index of its own.
    listOldestFirst: {
      label: 'list sorted oldest first, first page',
      pathAt: () => `${documentsPath}?pageIndex=0&pageSize=${PAGE_SIZE}&sortBy=createdAt&sortOrder=asc`,
    },
    listByName: {
      label: 'list sorted by name A-Z, first page',
      pathAt: () => `${documentsPath}?pageIndex=0&pageSize=${PAGE_SIZE}&sortBy=name&sortOrder=asc`,
    },
    listByNameDescending: {
      label: 'list sorted by name Z-A, first page',
      pathAt: () => `${documentsPath}?pageIndex=0&pageSize=${PAGE_SIZE}&sortBy=name&sortOrder=desc`,
    },
    listBySize: {
      label: 'list sorted largest first, first page',
      pathAt: () => `${documentsPath}?pageIndex=0&pageSize=${PAGE_SIZE}&sortBy=size&sortOrder=desc`,
    },
    listBySizeAscending: {
      label: 'list sorted smallest first, first page',
      pathAt: () => `${documentsPath}?pageIndex=0&pageSize=${PAGE_SIZE}&sortBy=size&sortOrder=asc`,
    },
    statistics: { label: 'statistics', pathAt: () => `${documentsPath}/statistics` },
    detail: { label: 'detail', pathAt: () => `${documentsPath}/${ids[randomInt(ids.length)]}` },
  });

  const ingestion = {
    onePage: await ingest(organizationId, 100, 1),
    fiftyPages: await ingest(organizationId, 10, 50),
  };
  await worker.stop();

  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.arch()}`,
      loadAverage: { atStart: round2(loadAtStart), atEnd: round2(os.loadavg()[0]!) },
    },
    documents: DOCUMENT_COUNT,
    organizationDatabase: binding,
    seedSeconds: Math.round(seedSeconds * 10) / 10,
    samplesPerRequest: SAMPLES,
    latencyMs: latency,
    ingestion,
    targets: {
      listP95Ms: { target: TARGETS.listP95Ms, met: Math.max(latency.listFirstPage.p95, latency.listRandomPage.p95) <= TARGETS.listP95Ms },
      statisticsP95Ms: { target: TARGETS.statisticsP95Ms, met: latency.statistics.p95 <= TARGETS.statisticsP95Ms },
      onePagePdfsPerSecond: {
        target: TARGETS.onePagePdfsPerSecond,
        met: ingestion.onePage.extractedPerSecond >= TARGETS.onePagePdfsPerSecond,
      },
      detailP95OverFloor: { target: FLOOR_TARGETS.detailP95, met: latency.detail.p95 <= FLOOR_TARGETS.detailP95 * latency.config.p95 },
      listFirstPageP95OverFloor: {
        target: FLOOR_TARGETS.listFirstPageP95,
        met: latency.listFirstPage.p95 <= FLOOR_TARGETS.listFirstPageP95 * latency.config.p95,
      },
    },
    totalSeconds: Math.round((Date.now() - startedAt) / 100) / 10,
  };
  const busy = Math.max(loadAtStart, os.loadavg()[0]!) > 0.5 * os.cpus().length;
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);

  const floor = latency.config.p95;
  const latencyRow = (label: string, summary: Summary, { target, floorTarget }: { target?: number; floorTarget?: number } = {}) => [
    label,
    summary.p50.toFixed(1),
    summary.p95.toFixed(1),
    summary.max.toFixed(1),
    `${(summary.p95 / floor).toFixed(2)}×`,
    [
      target === undefined ? '' : `p95 <= ${target} ms: ${verdict(summary.p95 <= target)}`,
      floorTarget === undefined ? '' : `p95 <= ${floorTarget}× floor: ${verdict(summary.p95 <= floorTarget * floor)}`,
    ]
      .filter(Boolean)
      .join('; '),
  ];
  const ingestionRow = (label: string, run: Ingestion, target?: number) => [
    label,
    run.uploadsPerSecond.toFixed(1),
    run.uploadToExtractedSeconds.toFixed(2),
    run.extractedPerSecond.toFixed(1),
    `${run.perDocumentExtractionMs.p50.toFixed(0)} / ${run.perDocumentExtractionMs.p95.toFixed(0)}`,
    `${target === undefined ? '' : `>= ${target}/s: ${verdict(run.extractedPerSecond >= target)}`}${run.failed ? ` (${run.failed} failed)` : ''}`,
  ];
  console.log(`
Documents benchmark: ${DOCUMENT_COUNT.toLocaleString('en')} documents in one organization (in ${binding === 'DB' ? 'DB, the one database' : `${binding}, one of ${ORGANIZATION_DATABASES} organization databases`}), local wrangler dev, ${SAMPLES} sequential requests of each kind, in turn
(${results.machine.cpus} CPUs, ${results.machine.cpuModel}, Node ${process.version}, load average ${results.machine.loadAverage.atStart} at start and ${results.machine.loadAverage.atEnd} at end; seeded in ${seconds(seedSeconds * 1000)})${busy ? '\nThe machine was busy with other work: expect slower figures than on an idle one.' : ''}

${table(
  ['request (ms)', 'p50', 'p95', 'max', 'p95 / floor', 'target'],
  [
    latencyRow(`list, first page (${PAGE_SIZE})`, latency.listFirstPage, {
      target: TARGETS.listP95Ms,
      floorTarget: FLOOR_TARGETS.listFirstPageP95,
    }),
    latencyRow(`list, random page (${PAGE_SIZE})`, latency.listRandomPage, { target: TARGETS.listP95Ms }),
    latencyRow('list, oldest first', latency.listOldestFirst, { floorTarget: FLOOR_TARGETS.listFirstPageP95 }),
    latencyRow('list, name A-Z', latency.listByName, { floorTarget: FLOOR_TARGETS.listFirstPageP95 }),
    latencyRow('list, name Z-A', latency.listByNameDescending, { floorTarget: FLOOR_TARGETS.listFirstPageP95 }),
    latencyRow('list, largest first', latency.listBySize, { floorTarget: FLOOR_TARGETS.listFirstPageP95 }),
    latencyRow('list, smallest first', latency.listBySizeAscending, { floorTarget: FLOOR_TARGETS.listFirstPageP95 }),
    latencyRow('statistics', latency.statistics, { target: TARGETS.statisticsP95Ms }),
    latencyRow('detail, random document', latency.detail, { floorTarget: FLOOR_TARGETS.detailP95 }),
    latencyRow('floor: GET /api/config', latency.config),
    latencyRow('reference: GET organization', latency.organization),
  ],
)}

${table(
  ['ingestion', 'uploads/s', 'upload → all extracted (s)', 'extracted/s', 'per document p50 / p95 (ms)', 'target'],
  [
    ingestionRow(`${ingestion.onePage.documents} × 1-page PDF`, ingestion.onePage, TARGETS.onePagePdfsPerSecond),
    ingestionRow(`${ingestion.fiftyPages.documents} × 50-page PDF`, ingestion.fiftyPages),
  ],
)}

The floor: /api/config touches neither session nor database (what any request costs through wrangler dev);
GET /api/organizations/{id} adds the session and membership checks every documents request makes.
Uploads ${UPLOAD_CONCURRENCY} at a time; "per document" is from its upload's response until a poll (every ${POLL_INTERVAL_MS} ms) sees it processed.
Results: ${path.relative(ROOT, RESULTS_FILE)}; server log: ${path.relative(ROOT, worker.serverLog)}`);
  console.log(`\n${TimeBreakdown.heading}\n\n${breakdown}`);
}

await runBenchmark(worker, main);
