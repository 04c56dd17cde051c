/**
 * Organization databases benchmark: `npm run bench:shards`.
 *
 * Starts its own local Worker with three organization databases (`wrangler dev` on 127.0.0.1:8789,
 * state in .wrangler/bench-shards/state, wiped at each run), so the developer's data and port 8787
 * are never touched. It then:
 *   1. creates 30 organizations of mixed sizes (up to 100,000 documents) through the HTTP API, the
 *      largest first, in three rounds with the daily cron in between (it measures the databases, as
 *      between days of sign-ups), each organization's documents seeded straight into its database,
 *   2. reads the placement: organizations, documents and measured bytes per database,
 *   3. times the list's first page and a document's detail in one organization of 10,000 documents,
 *   4. moves an organization of 10,000 documents to the smallest other database (operator route),
 *   5. times the same requests on a second Worker with DB alone, the same organization seeded there,
 * and prints tables of figures, also written to .wrangler/bench-shards/results.json.
 *
 * It prints figures and never fails on a missed target. Knobs: BENCH_PORT (8789), BENCH_SAMPLES
 * (200), BENCH_SHARDS_LARGEST (100000: the largest organization), BENCH_SHARDS_MEASURED (10000: the
 * organization timed), BENCH_SHARDS_MOVED (10000: the organization moved).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiClient as Api, BenchWorker as Worker, Summary } from './bench-lib';

// Loaded at run time through Node's type stripping; the import type keeps it checked without the
// tsconfig flag a static `.ts` import would need.
type BenchLib = typeof import('./bench-lib');
const benchLibPath = './bench-lib.ts';
const {
  ApiClient,
  BenchWorker,
  ID_ALPHABET,
  ROOT,
  createUserAndOrganization,
  runBenchmark,
  seedDocuments,
  step,
  table,
  timeInterleavedGets,
} = (await import(benchLibPath)) as BenchLib;

const PORT = Number(process.env.BENCH_PORT ?? 8789);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const LARGEST = Number(process.env.BENCH_SHARDS_LARGEST ?? 100_000);
const MEASURED = Number(process.env.BENCH_SHARDS_MEASURED ?? 10_000);
const MOVED = Number(process.env.BENCH_SHARDS_MOVED ?? 10_000);
const ORGANIZATION_COUNT = 30;
const ORGANIZATION_DATABASES = 3;
const ROUNDS = 3;
const SMALLEST = 10;
const WARM_UP_REQUESTS = 30;
const PAGE_SIZE = 100;
const ROWS_PER_INSERT = 100;
const ROWS_PER_SEED_FILE = 25_000;
const OPERATOR_SECRET = 'bench-operator-secret';

const BENCH_DIR = path.join(ROOT, '.wrangler', 'bench-shards');
const worker = new BenchWorker(BENCH_DIR, PORT, {
  organizationDatabases: ORGANIZATION_DATABASES,
  // One owner for all 30 organizations (10 by default).
  vars: { OPERATOR_SECRET, MAX_ORGANIZATION_COUNT_PER_USER: String(ORGANIZATION_COUNT) },
});
// The reference: DB alone, started once the first Worker has stopped (same port, one at a time).
const oneDatabaseWorker = new BenchWorker(path.join(BENCH_DIR, 'one-database'), PORT);
const RESULTS_FILE = path.join(BENCH_DIR, 'results.json');

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const count = (value: number) => value.toLocaleString('en');

/**
 * The organizations' sizes, largest first: the timed and the moved one, and 28 spread evenly on a
 * log scale from LARGEST down to SMALLEST, as a few large organizations and many small ones.
 */
function organizationSizes() {
  const spread = ORGANIZATION_COUNT - 2;
  const sizes = Array.from({ length: spread }, (_, index) => Math.round(LARGEST * (SMALLEST / LARGEST) ** (index / (spread - 1))));
  return [
    { documents: MEASURED, role: 'measured' as const },
    { documents: MOVED, role: 'moved' as const },
    ...sizes.map((documents) => ({ documents, role: 'other' as const })),
  ].sort((a, b) => b.documents - a.documents);
}

// --- seeding ------------------------------------------------------------------------------------

const documentId = () => `doc_${Array.from(randomBytes(24), (byte) => ID_ALPHABET[byte % 36]).join('')}`;

const WORDS =
  'invoice contract receipt payment tax statement account balance total amount due date customer supplier order delivery quantity price bank transfer reference number insurance policy premium salary report annual quarterly lease rent agreement signature terms conditions address phone email warranty'.split(
    ' ',
  );
const words = (wordCount: number) => Array.from({ length: wordCount }, () => WORDS[randomInt(WORDS.length)]).join(' ');

/** `documentCount` PDFs, one every ~15 minutes up to now; a third carry 1-3 KB of text, as in bench-documents. Their ids go into `ids`. */
function* documentRows(
  { organizationId, userId, documentCount }: { organizationId: string; userId: string; documentCount: number },
  ids: string[],
) {
  const spacingMs = 15 * 60 * 1000;
  const firstCreatedAt = Date.now() - (documentCount + 1) * spacingMs;
  for (let index = 0; index < documentCount; index++) {
    const id = documentId();
    ids.push(id);
    const createdAt = firstCreatedAt + index * spacingMs + randomInt(spacingMs / 2);
    yield {
      id,
      organizationId,
      createdBy: userId,
      name: `${WORDS[index % WORDS.length]}-${String(index).padStart(6, '0')}.pdf`,
      originalSize: 10_000 + randomInt(5_000_000),
      sha256: randomBytes(32).toString('hex'),
      mimeType: 'application/pdf',
      content: index % 3 === 0 ? words(150 + randomInt(300)) : '',
      createdAt,
    };
  }
}

/** Seeds an organization's documents into its own database (the server stopped); answers their ids. */
async function seedOrganization(into: Worker, organization: { id: string; database: string; documents: number }, userId: string) {
  const ids: string[] = [];
  const rows = documentRows({ organizationId: organization.id, userId, documentCount: organization.documents }, ids);
  await seedDocuments(
    into,
    rows,
    { rowsPerInsert: ROWS_PER_INSERT, rowsPerFile: ROWS_PER_SEED_FILE, binding: organization.database },
    () => {},
  );
  return ids;
}

// --- measuring ----------------------------------------------------------------------------------

/** The floor, the list's first page and a random document's detail, in turn (see timeInterleavedGets). */
async function timeRequests(api: Api, organizationId: string, ids: string[]) {
  const documentsPath = `/api/organizations/${organizationId}/documents`;
  return timeInterleavedGets(api, {
    warmUp: WARM_UP_REQUESTS,
    samples: SAMPLES,
    pathAt: {
      config: () => '/api/config',
      listFirstPage: () => `${documentsPath}?pageIndex=0&pageSize=${PAGE_SIZE}`,
      detail: () => `${documentsPath}/${ids[randomInt(ids.length)]}`,
    },
  });
}

/** Calls the operator's move route until the move is done, as `npm run org:move` does; times the whole loop. */
async function moveOrganization(organizationId: string, database: string) {
  const started = performance.now();
  let calls = 0;
  for (;;) {
    const response = await fetch(`${worker.baseUrl}/api/operator/organizations/${organizationId}/move`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_SECRET}`, 'content-type': 'application/json' },
      // No settling: nothing else writes to the organization here.
      body: JSON.stringify({ database, settleSeconds: 0 }),
    });
    calls++;
    const answer = await response.json();
    if (!response.ok) throw new Error(`POST move answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    const move = answer.move as { step: string; copiedRows: number; restarts: number; isFinished: boolean; waitSeconds: number };
    if (move.isFinished) {
      if (move.step !== 'done') throw new Error(`The move ended as ${move.step}`);
      return { calls, milliseconds: performance.now() - started, copiedRows: move.copiedRows, restarts: move.restarts };
    }
    if (move.waitSeconds > 0) await sleep(move.waitSeconds * 1000);
  }
}

// --- run ----------------------------------------------------------------------------------------

type Organization = { id: string; database: string; documents: number; role: 'measured' | 'moved' | 'other' };

/**
 * Creates the organizations, largest first, in ROUNDS rounds: the cron measures the databases
 * before each round after the first, and each round's organizations are seeded once created, so
 * that later placements see the earlier organizations' bytes. Leaves the server running, measured.
 */
async function createOrganizations(api: Api) {
  const sizes = organizationSizes();
  const perRound = Math.ceil(sizes.length / ROUNDS);
  const organizations: Organization[] = [];
  const measuredIds: string[] = [];
  let userId = '';
  for (let round = 0; round < ROUNDS; round++) {
    if (round > 0) {
      await worker.start();
      await worker.runScheduled();
    }
    const created: { id: string; documents: number; role: Organization['role'] }[] = [];
    for (const { documents, role } of sizes.slice(round * perRound, (round + 1) * perRound)) {
      const name = `Bench ${organizations.length + created.length + 1} (${count(documents)} documents)`;
      if (!userId) {
        const account = await createUserAndOrganization(api, { emailPrefix: 'bench-shards', organizationName: name });
        userId = account.userId;
        created.push({ id: account.organizationId, documents, role });
      } else {
        const response = await api.expectStatus('POST', '/api/organizations', [201], { json: { name } });
        created.push({ id: response.json.organization.id as string, documents, role });
      }
    }
    const placement = new Map(
      (await worker.query<{ id: string; database: string }>('SELECT id, database FROM organizations')).map(({ id, database }) => [
        id,
        database,
      ]),
    );
    await worker.stop();
    for (const organization of created) {
      const placed = { ...organization, database: placement.get(organization.id)! };
      step(`round ${round + 1}: seeding ${count(placed.documents)} documents into ${placed.database}`);
      const ids = await seedOrganization(worker, placed, userId);
      if (placed.role === 'measured') measuredIds.push(...ids);
      organizations.push(placed);
    }
  }
  await worker.start();
  await worker.runScheduled();
  return { organizations, measuredIds };
}

async function main() {
  const startedAt = Date.now();
  const loadAtStart = os.loadavg()[0]!;
  const api = new ApiClient(worker.baseUrl);

  step(`starting a Worker with ${ORGANIZATION_DATABASES} organization databases on ${worker.baseUrl}`);
  await worker.reset();
  await worker.applyMigrations();
  await worker.start();
  const { organizations, measuredIds } = await createOrganizations(api);
  const sizes = new Map(
    (await worker.query<{ binding: string; size_bytes: number }>('SELECT binding, size_bytes FROM organization_databases')).map(
      ({ binding, size_bytes }) => [binding, size_bytes],
    ),
  );
  const placement = worker.organizationDatabases.map((binding) => {
    const placed = organizations.filter((organization) => organization.database === binding);
    return {
      binding,
      organizations: placed.length,
      documents: placed.reduce((sum, organization) => sum + organization.documents, 0),
      sizeBytes: sizes.get(binding) ?? 0,
    };
  });

  const measured = organizations.find((organization) => organization.role === 'measured')!;
  step(`timing ${SAMPLES} requests of each kind in an organization of ${count(MEASURED)} documents (${measured.database})`);
  const shardedLatency = await timeRequests(api, measured.id, measuredIds);

  const moved = organizations.find((organization) => organization.role === 'moved')!;
  const target = placement.filter(({ binding }) => binding !== moved.database).sort((a, b) => a.sizeBytes - b.sizeBytes)[0]!.binding;
  step(`moving an organization of ${count(MOVED)} documents from ${moved.database} to ${target}`);
  const move = await moveOrganization(moved.id, target);
  const statistics = await api.expectStatus('GET', `/api/organizations/${moved.id}/documents/statistics`, [200]);
  if (statistics.json.organizationStats.documentsCount !== MOVED)
    throw new Error(`Expected ${MOVED} documents after the move, the API counts ${statistics.json.organizationStats.documentsCount}`);
  if ((await worker.databaseOf(moved.id)) !== target) throw new Error(`The moved organization is not in ${target}`);
  await worker.stop();

  step(`starting a Worker with DB alone, an organization of ${count(MEASURED)} documents`);
  const oneDatabaseApi = new ApiClient(oneDatabaseWorker.baseUrl);
  await oneDatabaseWorker.reset();
  await oneDatabaseWorker.applyMigrations();
  await oneDatabaseWorker.start();
  const account = await createUserAndOrganization(oneDatabaseApi, {
    emailPrefix: 'bench-shards-one',
    organizationName: 'Bench one database',
  });
  await oneDatabaseWorker.stop();
  const oneDatabaseIds = await seedOrganization(
    oneDatabaseWorker,
    { id: account.organizationId, database: 'DB', documents: MEASURED },
    account.userId,
  );
  await oneDatabaseWorker.start();
  step(`timing ${SAMPLES} requests of each kind with DB alone`);
  const oneDatabaseLatency = await timeRequests(oneDatabaseApi, account.organizationId, oneDatabaseIds);
  await oneDatabaseWorker.stop();

  const moveSeconds = move.milliseconds / 1000;
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.arch()}`,
      loadAverage: { atStart: Math.round(loadAtStart * 100) / 100, atEnd: Math.round(os.loadavg()[0]! * 100) / 100 },
    },
    organizations: organizations.map(({ id, database, documents, role }) => ({ id, database, documents, role })),
    placement,
    samplesPerRequest: SAMPLES,
    latencyMs: { organizationDatabases: shardedLatency, oneDatabase: oneDatabaseLatency },
    move: {
      documents: MOVED,
      from: moved.database,
      to: target,
      calls: move.calls,
      seconds: Math.round(moveSeconds * 10) / 10,
      secondsPer10000Documents: Math.round(((moveSeconds * 10_000) / MOVED) * 10) / 10,
      copiedRows: move.copiedRows,
      rowsPerSecond: Math.round(move.copiedRows / moveSeconds),
      restarts: move.restarts,
    },
    totalSeconds: Math.round((Date.now() - startedAt) / 100) / 10,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);

  const busy = Math.max(loadAtStart, os.loadavg()[0]!) > 0.5 * os.cpus().length;
  const sizesInBytes = placement.map(({ sizeBytes }) => sizeBytes);
  const latencyRow = (label: string, sharded: Summary, oneDatabase: Summary) => [
    label,
    `${sharded.p50.toFixed(1)} / ${sharded.p95.toFixed(1)}`,
    `${oneDatabase.p50.toFixed(1)} / ${oneDatabase.p95.toFixed(1)}`,
    `${(sharded.p95 / oneDatabase.p95).toFixed(2)}×`,
  ];
  console.log(`
Organization databases benchmark: ${ORGANIZATION_COUNT} organizations of ${count(SMALLEST)} to ${count(LARGEST)} documents in ${ORGANIZATION_DATABASES} databases, local wrangler dev
(${results.machine.cpus} CPUs, ${results.machine.cpuModel}, Node ${process.version}, load average ${results.machine.loadAverage.atStart} at start and ${results.machine.loadAverage.atEnd} at end)${busy ? '\nThe machine was busy with other work: expect slower figures than on an idle one.' : ''}

${table(
  ['database', 'organizations', 'documents', 'size (daily cron)'],
  [
    ...placement.map(({ binding, organizations: placed, documents, sizeBytes }) => [
      binding,
      String(placed),
      count(documents),
      megabytes(sizeBytes),
    ]),
    ['largest / smallest', '', '', `${(Math.max(...sizesInBytes) / Math.max(1, Math.min(...sizesInBytes))).toFixed(2)}×`],
  ],
)}

${table(
  [`request, ${count(MEASURED)} documents (ms)`, `${ORGANIZATION_DATABASES} databases p50 / p95`, 'DB alone p50 / p95', 'p95 ratio'],
  [
    latencyRow(`list, first page (${PAGE_SIZE})`, shardedLatency.listFirstPage, oneDatabaseLatency.listFirstPage),
    latencyRow('detail, random document', shardedLatency.detail, oneDatabaseLatency.detail),
    latencyRow('floor: GET /api/config', shardedLatency.config, oneDatabaseLatency.config),
  ],
)}

${table(
  ['move', 'calls', 'duration', 'per 10,000 documents', 'rows copied', 'rows/s', 'restarts'],
  [
    [
      `${count(MOVED)} documents, ${moved.database} → ${target}`,
      String(move.calls),
      seconds(move.milliseconds),
      seconds((move.milliseconds * 10_000) / MOVED),
      count(move.copiedRows),
      count(results.move.rowsPerSecond),
      String(move.restarts),
    ],
  ],
)}

Organizations are created largest first, in ${ROUNDS} rounds with the daily cron (which measures the databases) before each
round after the first; sizes are the cron's last measurement, before the move. ${SAMPLES} sequential requests of each kind,
in turn, after ${WARM_UP_REQUESTS} unmeasured rounds; the two Workers are timed one after the other. The move runs with
settleSeconds 0 and the default rowsPerPage; "rows copied" counts every moved table, not only documents.
Results: ${path.relative(ROOT, RESULTS_FILE)}; server logs: ${path.relative(ROOT, worker.serverLog)}, ${path.relative(ROOT, oneDatabaseWorker.serverLog)}`);
}

await runBenchmark([worker, oneDatabaseWorker], main);
