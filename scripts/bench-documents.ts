/**
 * Documents benchmark: `npm run bench:documents` (or `npm run bench`).
 *
 * Starts its own local Worker (`wrangler dev` on 127.0.0.1:8788, state in .wrangler/bench/state,
 * wiped at each run), so the developer's data and port 8787 are never touched. It then:
 *   1. creates a user and an organization through the HTTP API (sign-up, dev outbox link, sign-in),
 *   2. seeds 100,000 document rows straight into that local D1 (wrangler d1 execute),
 *   3. times sequential requests: list (first and random pages), statistics, detail,
 *   4. uploads 100 one-page and 10 fifty-page PDFs and waits for their extracted text,
 * and prints a table of figures, also written to .wrangler/bench/results.json.
 *
 * It prints figures and never fails on a missed target. Knobs: BENCH_PORT (8788),
 * BENCH_DOCUMENTS (100000), BENCH_SAMPLES (300).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

type Fixtures = typeof import('../worker/modules/documents/extraction/extraction.fixtures');
// Loaded at run time through Node's type stripping; the import type above keeps it checked
// without the tsconfig flag a static `.ts` import would need.
const fixturesPath = '../worker/modules/documents/extraction/extraction.fixtures.ts';
const { makeTextPdf } = (await import(fixturesPath)) as Fixtures;

const ROOT = path.resolve(import.meta.dirname, '..');
const BENCH_DIR = path.join(ROOT, '.wrangler', 'bench');
const PERSIST_DIR = path.join(BENCH_DIR, 'state');
const SEED_DIR = path.join(BENCH_DIR, 'seed');
const SERVER_LOG = path.join(BENCH_DIR, 'wrangler-dev.log');
const RESULTS_FILE = path.join(BENCH_DIR, 'results.json');
const WRANGLER = path.join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');

const PORT = Number(process.env.BENCH_PORT ?? 8788);
const DOCUMENT_COUNT = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const WARM_UP_REQUESTS = 30;
const PAGE_SIZE = 100;
const UPLOAD_CONCURRENCY = 8;
const POLL_INTERVAL_MS = 100;
const EXTRACTION_TIMEOUT_MS = 180_000;
const ROWS_PER_INSERT = 100;
const MAX_STATEMENT_BYTES = 90_000; // local D1 refuses statements over 100 KB (SQLITE_TOOBIG)
const ROWS_PER_SEED_FILE = 25_000;

const TARGETS = { listP95Ms: 25, statisticsP95Ms: 25, onePagePdfsPerSecond: 20 };

const BASE_URL = `http://127.0.0.1:${PORT}`;
// Same as the npm scripts: no calls to the internet, no banner, no telemetry.
const QUIET_ENV = { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' };

const step = (message: string) => console.log(`▸ ${message}`);
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

// --- wrangler -----------------------------------------------------------------------------------

/** Runs a wrangler command with the same Node as this script; throws with its output on failure. */
function wrangler(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRANGLER, ...args], { cwd: ROOT, env: { ...process.env, ...QUIET_ENV }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`wrangler ${args.slice(0, 3).join(' ')} exited with ${code}:\n${output}`))));
  });
}

let server: ChildProcess | undefined;

function killServer(signal: NodeJS.Signals) {
  if (!server?.pid || server.exitCode !== null || server.signalCode !== null) return;
  try {
    process.kill(-server.pid, signal); // its own process group: wrangler and its workerd
  } catch {
    // already gone
  }
}

async function stopServer() {
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killServer('SIGTERM');
  if ((await Promise.race([exited, sleep(5000, 'timeout')])) === 'timeout') killServer('SIGKILL');
  server = undefined;
}

function assertPortIsFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`Port ${port} is in use: set BENCH_PORT to a free port`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function startServer() {
  const log = openSync(SERVER_LOG, 'a');
  const args = ['dev', '--port', String(PORT), '--ip', '127.0.0.1', '--persist-to', PERSIST_DIR, '--log-level', 'warn'];
  server = spawn(process.execPath, [WRANGLER, ...args], { cwd: ROOT, env: { ...process.env, ...QUIET_ENV }, stdio: ['ignore', log, log], detached: true });
  closeSync(log);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${BASE_URL}/api/config`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  const tail = readFileSync(SERVER_LOG, 'utf8').split('\n').slice(-30).join('\n');
  throw new Error(`wrangler dev did not answer on ${BASE_URL} (log: ${path.relative(ROOT, SERVER_LOG)}):\n${tail}`);
}

// --- HTTP ---------------------------------------------------------------------------------------

let cookie = '';

async function http(method: string, pathname: string, body?: { json?: unknown; form?: FormData }) {
  const headers: Record<string, string> = { origin: BASE_URL };
  if (cookie) headers.cookie = cookie;
  let payload: string | FormData | undefined;
  if (body?.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body?.form) {
    payload = body.form;
  }
  const response = await fetch(`${BASE_URL}${pathname}`, { method, headers, body: payload, redirect: 'manual' });
  const text = await response.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, json, text };
}

async function expectStatus(method: string, pathname: string, expected: number[], body?: { json?: unknown; form?: FormData }) {
  const response = await http(method, pathname, body);
  if (!expected.includes(response.status)) throw new Error(`${method} ${pathname} answered ${response.status}: ${response.text.slice(0, 500)}`);
  return response;
}

async function createUserAndOrganization() {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'correct horse battery staple';
  await expectStatus('POST', '/api/auth/sign-up/email', [200], { json: { email, password, name: 'Benchmark' } });
  const outbox = await http('GET', '/api/dev/outbox');
  if (outbox.status !== 200) throw new Error(`GET /api/dev/outbox answered ${outbox.status}: the benchmark needs APP_ENV=development in .dev.vars`);
  const link = (outbox.json.emails as { to: string; links: string[] }[]).find((message) => message.to === email)?.links[0];
  if (!link) throw new Error(`No verification email for ${email} in the dev outbox`);
  const url = new URL(link);
  await expectStatus('GET', url.pathname + url.search, [200, 302]);
  const signIn = await expectStatus('POST', '/api/auth/sign-in/email', [200], { json: { email, password } });
  cookie = signIn.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0])
    .join('; ');
  const organization = await expectStatus('POST', '/api/organizations', [201], { json: { name: 'Benchmark archive' } });
  return { userId: signIn.json.user.id as string, organizationId: organization.json.organization.id as string };
}

// --- seeding ------------------------------------------------------------------------------------

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const documentId = () => `doc_${Array.from(randomBytes(24), (byte) => ID_ALPHABET[byte % 36]).join('')}`;

const WORDS = 'invoice contract receipt payment tax statement account balance total amount due date customer supplier order delivery quantity price bank transfer reference number insurance policy premium salary report annual quarterly lease rent agreement signature terms conditions address phone email warranty'.split(' ');
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

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Writes the INSERTs as SQL files of ROWS_PER_SEED_FILE rows, up to ROWS_PER_INSERT rows and
 * MAX_STATEMENT_BYTES per statement.
 * Documents are spread over the past years, oldest first, one every ~15 minutes; a third carry
 * 1-3 KB of text (the others, images and such, none). Returns the files and the ids.
 */
function writeSeedFiles({ organizationId, userId }: { organizationId: string; userId: string }) {
  rmSync(SEED_DIR, { recursive: true, force: true });
  mkdirSync(SEED_DIR, { recursive: true });
  const spacingMs = 15 * 60 * 1000;
  const firstCreatedAt = Date.now() - (DOCUMENT_COUNT + 1) * spacingMs;
  const ids: string[] = [];
  const files: string[] = [];
  let statements: string[] = [];
  let values: string[] = [];
  let statementBytes = 0;
  const flushStatement = () => {
    if (values.length === 0) return;
    statements.push(
      'INSERT INTO documents (id, organization_id, created_by, name, original_name, original_size, original_sha256, mime_type, storage_key, content, processing_status, created_at, updated_at) VALUES\n' +
        values.join(',\n') +
        ';',
    );
    values = [];
    statementBytes = 0;
  };
  const flushFile = () => {
    flushStatement();
    if (statements.length === 0) return;
    const file = path.join(SEED_DIR, `seed-${String(files.length).padStart(3, '0')}.sql`);
    writeFileSync(file, statements.join('\n'));
    files.push(file);
    statements = [];
  };
  for (let index = 0; index < DOCUMENT_COUNT; index++) {
    const id = documentId();
    ids.push(id);
    const kind = KINDS[index % KINDS.length]!;
    const createdAt = firstCreatedAt + index * spacingMs + randomInt(spacingMs / 2);
    const name = `${WORDS[index % WORDS.length]}-${new Date(createdAt).getUTCFullYear()}-${String(index).padStart(6, '0')}.${kind.extension}`;
    const content = kind.hasText && index % 2 === 0 ? words(150 + randomInt(300)) : '';
    const row = [
      sqlText(id),
      sqlText(organizationId),
      sqlText(userId),
      sqlText(name),
      sqlText(name),
      String(10_000 + randomInt(5_000_000)),
      sqlText(randomBytes(32).toString('hex')),
      sqlText(kind.mimeType),
      sqlText(`${organizationId}/originals/${id}`),
      sqlText(content),
      "'processed'",
      String(createdAt),
      String(createdAt),
    ];
    const tuple = `(${row.join(', ')})`;
    if (statementBytes + tuple.length > MAX_STATEMENT_BYTES) flushStatement();
    values.push(tuple);
    statementBytes += tuple.length + 2;
    if (values.length === ROWS_PER_INSERT) flushStatement();
    if ((index + 1) % ROWS_PER_SEED_FILE === 0) flushFile();
  }
  flushFile();
  return { files, ids };
}

// --- measuring ----------------------------------------------------------------------------------

type Summary = { samples: number; p50: number; p95: number; max: number; mean: number };

function percentile(sorted: number[], fraction: number) {
  // Nearest rank: the smallest sample with at least `fraction` of the samples at or below it.
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

function summarize(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    samples: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    max: round(sorted[sorted.length - 1] ?? 0),
    mean: round(sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length)),
  };
}

/** Sequential requests, after a warm-up; each sample is the full round trip, body read. */
async function timeRequests(label: string, nextPath: () => string): Promise<Summary> {
  for (let index = 0; index < WARM_UP_REQUESTS; index++) await expectStatus('GET', nextPath(), [200]);
  const durations: number[] = [];
  for (let index = 0; index < SAMPLES; index++) {
    const pathname = nextPath();
    const started = performance.now();
    const response = await http('GET', pathname);
    durations.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`GET ${pathname} answered ${response.status}: ${response.text.slice(0, 300)}`);
  }
  const summary = summarize(durations);
  step(`${label}: p50 ${summary.p50} ms, p95 ${summary.p95} ms`);
  return summary;
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
  Array.from({ length: 30 }, (_, line) => `Benchmark ${runId} document ${document} page ${page + 1} line ${line + 1}: ${words(8)}`).join('\n');

/**
 * Uploads `count` distinct PDFs, UPLOAD_CONCURRENCY at a time, while polling the newest documents
 * every POLL_INTERVAL_MS until each has left 'pending'. Time runs from the first upload.
 */
async function ingest(organizationId: string, count: number, pagesPerPdf: number): Promise<Ingestion> {
  const runId = randomBytes(4).toString('hex');
  const pdfs = Array.from({ length: count }, (_, document) => makeTextPdf(Array.from({ length: pagesPerPdf }, (_, page) => pdfPage(runId, document, page))));
  const uploadedAt = new Map<string, number>();
  const finishedAt = new Map<string, { at: number; status: string }>();
  const started = performance.now();
  let uploadsDone = false;
  let next = 0;

  const uploader = async () => {
    for (let index = next++; index < count; index = next++) {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(pdfs[index]!)], `bench-${runId}-${pagesPerPdf}p-${index}.pdf`, { type: 'application/pdf' }));
      const response = await expectStatus('POST', `/api/organizations/${organizationId}/documents`, [201], { form });
      uploadedAt.set(response.json.document.id, performance.now());
    }
  };
  const poller = async () => {
    const listPath = `/api/organizations/${organizationId}/documents?pageIndex=0&pageSize=${Math.min(count, PAGE_SIZE)}`;
    while (!uploadsDone || finishedAt.size < uploadedAt.size) {
      if (performance.now() - started > EXTRACTION_TIMEOUT_MS) throw new Error(`Only ${finishedAt.size} of ${count} documents were processed after ${seconds(EXTRACTION_TIMEOUT_MS)}`);
      const { json } = await expectStatus('GET', listPath, [200]);
      const now = performance.now();
      for (const document of json.documents as { id: string; processingStatus: string }[]) {
        if (uploadedAt.has(document.id) && document.processingStatus !== 'pending' && !finishedAt.has(document.id)) finishedAt.set(document.id, { at: now, status: document.processingStatus });
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
  step(`${count} × ${pagesPerPdf}-page PDF: ${result.uploadsPerSecond} uploads/s, all extracted after ${result.uploadToExtractedSeconds} s (${result.extractedPerSecond}/s)${failed ? `, ${failed} FAILED` : ''}`);
  return result;
}

// --- report -------------------------------------------------------------------------------------

function table(headers: string[], rows: string[][]) {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('   ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('   '), ...rows.map(line)].join('\n');
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const verdict = (isMet: boolean) => (isMet ? 'ok' : 'MISSED');

// --- main ---------------------------------------------------------------------------------------

async function main() {
  const startedAt = Date.now();
  // Other processes on the machine slow every figure down: say how busy it was.
  const loadAtStart = os.loadavg()[0]!;
  await assertPortIsFree(PORT);
  rmSync(PERSIST_DIR, { recursive: true, force: true });
  mkdirSync(BENCH_DIR, { recursive: true });
  writeFileSync(SERVER_LOG, '');
  // wrangler.jsonc serves assets from dist/client; the benchmark only calls /api, so an empty folder will do.
  mkdirSync(path.join(ROOT, 'dist', 'client'), { recursive: true });

  step(`applying migrations to ${path.relative(ROOT, PERSIST_DIR)}`);
  await wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', PERSIST_DIR]);

  step(`starting wrangler dev on ${BASE_URL}`);
  await startServer();
  const { userId, organizationId } = await createUserAndOrganization();
  step(`created organization ${organizationId}`);
  // Seed with the server stopped: one process at a time on the SQLite files.
  await stopServer();

  const seedStarted = Date.now();
  const { files, ids } = writeSeedFiles({ organizationId, userId });
  for (const [index, file] of files.entries()) {
    await wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', PERSIST_DIR, '--file', file]);
    step(`seeded ${Math.min((index + 1) * ROWS_PER_SEED_FILE, DOCUMENT_COUNT).toLocaleString('en')} documents (${seconds(Date.now() - seedStarted)})`);
  }
  rmSync(SEED_DIR, { recursive: true, force: true });
  const seedSeconds = (Date.now() - seedStarted) / 1000;

  step('restarting wrangler dev');
  await startServer();
  const documentsPath = `/api/organizations/${organizationId}/documents`;
  const statistics = await expectStatus('GET', `${documentsPath}/statistics`, [200]);
  if (statistics.json.organizationStats.documentsCount !== DOCUMENT_COUNT) throw new Error(`Expected ${DOCUMENT_COUNT} documents, the API counts ${statistics.json.organizationStats.documentsCount}`);

  const pageCount = Math.ceil(DOCUMENT_COUNT / PAGE_SIZE);
  const latency = {
    // References: what any request costs here, and what the session and membership checks add.
    config: await timeRequests('config (no session, no database)', () => '/api/config'),
    organization: await timeRequests('organization (session and membership only)', () => `/api/organizations/${organizationId}`),
    listFirstPage: await timeRequests('list, first page', () => `${documentsPath}?pageIndex=0&pageSize=${PAGE_SIZE}`),
    listRandomPage: await timeRequests('list, random page', () => `${documentsPath}?pageIndex=${randomInt(pageCount)}&pageSize=${PAGE_SIZE}`),
    statistics: await timeRequests('statistics', () => `${documentsPath}/statistics`),
    detail: await timeRequests('detail', () => `${documentsPath}/${ids[randomInt(ids.length)]}`),
  };

  const ingestion = {
    onePage: await ingest(organizationId, 100, 1),
    fiftyPages: await ingest(organizationId, 10, 50),
  };
  await stopServer();

  const results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version, platform: `${os.platform()} ${os.arch()}`, loadAverage: { atStart: round2(loadAtStart), atEnd: round2(os.loadavg()[0]!) } },
    documents: DOCUMENT_COUNT,
    seedSeconds: Math.round(seedSeconds * 10) / 10,
    samplesPerRequest: SAMPLES,
    latencyMs: latency,
    ingestion,
    targets: {
      listP95Ms: { target: TARGETS.listP95Ms, met: Math.max(latency.listFirstPage.p95, latency.listRandomPage.p95) <= TARGETS.listP95Ms },
      statisticsP95Ms: { target: TARGETS.statisticsP95Ms, met: latency.statistics.p95 <= TARGETS.statisticsP95Ms },
      onePagePdfsPerSecond: { target: TARGETS.onePagePdfsPerSecond, met: ingestion.onePage.extractedPerSecond >= TARGETS.onePagePdfsPerSecond },
    },
    totalSeconds: Math.round((Date.now() - startedAt) / 100) / 10,
  };
  const busy = Math.max(loadAtStart, os.loadavg()[0]!) > 0.5 * os.cpus().length;
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);

  const latencyRow = (label: string, summary: Summary, target?: number) => [
    label,
    summary.p50.toFixed(1),
    summary.p95.toFixed(1),
    summary.max.toFixed(1),
    target === undefined ? '' : `p95 <= ${target} ms: ${verdict(summary.p95 <= target)}`,
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
Documents benchmark: ${DOCUMENT_COUNT.toLocaleString('en')} documents in one organization, local wrangler dev, ${SAMPLES} sequential requests each
(${results.machine.cpus} CPUs, ${results.machine.cpuModel}, Node ${process.version}, load average ${results.machine.loadAverage.atStart} at start and ${results.machine.loadAverage.atEnd} at end; seeded in ${seconds(seedSeconds * 1000)})${busy ? '\nThe machine was busy with other work: expect slower figures than on an idle one.' : ''}

${table(
  ['request (ms)', 'p50', 'p95', 'max', 'target'],
  [
    latencyRow(`list, first page (${PAGE_SIZE})`, latency.listFirstPage, TARGETS.listP95Ms),
    latencyRow(`list, random page (${PAGE_SIZE})`, latency.listRandomPage, TARGETS.listP95Ms),
    latencyRow('statistics', latency.statistics, TARGETS.statisticsP95Ms),
    latencyRow('detail, random document', latency.detail),
    latencyRow('reference: GET /api/config', latency.config),
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

References: /api/config touches neither session nor database (the floor of any request through wrangler dev);
GET /api/organizations/{id} adds the session and membership checks every documents request makes.
Uploads ${UPLOAD_CONCURRENCY} at a time; "per document" is from its upload's response until a poll (every ${POLL_INTERVAL_MS} ms) sees it processed.
Results: ${path.relative(ROOT, RESULTS_FILE)}; server log: ${path.relative(ROOT, SERVER_LOG)}`);
}

// Stop the server whatever happens: error, Ctrl-C, kill.
process.on('exit', () => killServer('SIGKILL'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killServer('SIGTERM');
    process.exit(130);
  });
}

try {
  await main();
} catch (error) {
  console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopServer();
}
