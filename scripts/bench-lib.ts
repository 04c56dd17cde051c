/**
 * Plumbing shared by the benchmarks (bench-documents.ts, bench-search.ts, bench-web.ts,
 * bench-shards.ts): a private `wrangler dev` with its own port and state, an API client holding a
 * session, a verified user with an organization to measure in, documents seeded straight into the
 * local D1, timing helpers and a table printer.
 *
 * The scripts load this file with a dynamic import of its `.ts` path (Node's type stripping needs
 * the extension, and a static `.ts` import would need allowImportingTsExtensions in tsconfig.json).
 * No parameter properties, enums or namespaces here: type stripping cannot run them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TimingEntry } from '../worker/platform/server-timing-header';

// Loaded through Node's type stripping, as the scripts load this file (see above).
type ServerTimingHeader = typeof import('../worker/platform/server-timing-header');
const serverTimingHeaderPath = '../worker/platform/server-timing-header.ts';
const { parseServerTiming } = (await import(serverTimingHeaderPath)) as ServerTimingHeader;

export const ROOT = path.resolve(import.meta.dirname, '..');
const WRANGLER = path.join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
// Same as the npm scripts: no calls to the internet, no banner, no telemetry.
const QUIET_ENV = { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' };

export const step = (message: string) => console.log(`▸ ${message}`);

// --- wrangler -----------------------------------------------------------------------------------

/** Runs a wrangler command with the same Node as this script; throws with its output on failure. */
function wrangler(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRANGLER, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...QUIET_ENV },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`wrangler ${args.slice(0, 3).join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0); // signal 0: only checks that the process exists
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function assertPortIsFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`Port ${port} is in use: set BENCH_PORT to a free port`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * One benchmark's own local Worker: `wrangler dev` on 127.0.0.1:`port`, D1 and R2 state in
 * `benchDir`/state, its log in `benchDir`/wrangler-dev.log. A port and folder of its own keep the
 * developer's server (port 8787) and data out of it, and two benchmarks apart.
 */
export class BenchWorker {
  readonly benchDir: string;
  readonly port: number;
  readonly baseUrl: string;
  readonly persistDir: string;
  readonly seedDir: string;
  readonly serverLog: string;
  /** The organization databases besides DB (ORG_DB_1…), which take every new organization; none: DB alone. */
  readonly organizationDatabases: string[];
  /** The wrangler configuration with those databases (none: wrangler.toml itself). */
  readonly configFile: string | undefined;
  readonly #configArgs: string[];
  readonly #varArgs: string[];
  readonly #logLevel: string;
  #server: ChildProcess | undefined;
  #lockFile: string | undefined;

  /**
   * `vars`: settings for this Worker only (wrangler dev --var), over wrangler.toml and .dev.vars.
   * `logLevel`: wrangler dev's (BENCH_LOG_LEVEL, else `warn`); `info` logs each request and each queue
   * batch with its duration, into `wrangler-dev.log`.
   */
  constructor(
    benchDir: string,
    port: number,
    { organizationDatabases = 0, vars = {} as Record<string, string>, logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn' } = {},
  ) {
    this.benchDir = benchDir;
    this.port = port;
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.persistDir = path.join(benchDir, 'state');
    this.seedDir = path.join(benchDir, 'seed');
    this.serverLog = path.join(benchDir, 'wrangler-dev.log');
    this.organizationDatabases = Array.from({ length: organizationDatabases }, (_, index) => `ORG_DB_${index + 1}`);
    this.configFile = organizationDatabases > 0 ? this.#writeConfig() : undefined;
    this.#configArgs = this.configFile ? ['--config', this.configFile] : [];
    this.#varArgs = Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
    this.#logLevel = logLevel;
  }

  /**
   * wrangler.toml with the organization databases added (local only: their ids are never used), at
   * the top of the repository so that its relative paths hold; ignored by git (.wrangler-bench-*).
   */
  #writeConfig() {
    const file = path.join(ROOT, `.wrangler-bench-${path.basename(this.benchDir)}.toml`);
    const databases = this.organizationDatabases.map(
      (binding, index) =>
        `\n[[d1_databases]]\nbinding = "${binding}"\ndatabase_name = "archive-bench-org-${index + 1}"\ndatabase_id = "00000000-0000-0000-0000-00000000000${index + 1}"\nmigrations_dir = "migrations-organization"\n`,
    );
    const base = readFileSync(path.join(ROOT, 'wrangler.toml'), 'utf8');
    const vars = `\n[vars]\nORGANIZATION_DATABASES = "${this.organizationDatabases.join(',')}"\n`;
    writeFileSync(
      file,
      (/^\[vars\]/m.test(base)
        ? base.replace(/^\[vars\]\n/m, `[vars]\nORGANIZATION_DATABASES = "${this.organizationDatabases.join(',')}"\n`)
        : base + vars) + databases.join(''),
    );
    return file;
  }

  /**
   * Takes the port and `benchDir` for this run and starts from empty state and an empty log, so
   * each run measures the same database; `keepState` keeps what an earlier run seeded instead.
   */
  async reset({ keepState = false } = {}) {
    await assertPortIsFree(this.port);
    this.#lock();
    if (!keepState) rmSync(this.persistDir, { recursive: true, force: true });
    mkdirSync(this.benchDir, { recursive: true });
    writeFileSync(this.serverLog, '');
    // wrangler.toml serves assets from dist/client; the API benchmarks only call /api, so an empty
    // folder will do (bench-web builds the SPA into it).
    mkdirSync(path.join(ROOT, 'dist', 'client'), { recursive: true });
  }

  /** What the last complete seeding here wrote with `recordSeeded`, if the state is still there. */
  readSeeded<Seeded>(): Seeded | undefined {
    const file = path.join(this.benchDir, 'seeded.json');
    return existsSync(file) && existsSync(this.persistDir) ? (JSON.parse(readFileSync(file, 'utf8')) as Seeded) : undefined;
  }

  recordSeeded(seeded: unknown) {
    writeFileSync(path.join(this.benchDir, 'seeded.json'), JSON.stringify(seeded, null, 2));
  }

  forgetSeeded() {
    rmSync(path.join(this.benchDir, 'seeded.json'), { force: true });
  }

  /**
   * Claims `benchDir` for this process. A second run of the same benchmark would otherwise wipe
   * the first one's state while its server is stopped for seeding (the port check alone cannot
   * see that). A lock left by a process that no longer exists is taken over.
   */
  #lock() {
    const lockFile = path.join(this.benchDir, 'run.lock');
    mkdirSync(this.benchDir, { recursive: true });
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
    } catch {
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (holder && holder !== process.pid && isRunning(holder))
        throw new Error(`Another run (pid ${holder}) is using ${path.relative(ROOT, this.benchDir)}: wait for it to finish`);
      writeFileSync(lockFile, String(process.pid));
    }
    this.#lockFile = lockFile;
  }

  /** Gives `benchDir` back. Synchronous, so usable in an 'exit' handler. */
  unlock() {
    const lockFile = this.#lockFile;
    this.#lockFile = undefined;
    if (lockFile && existsSync(lockFile) && readFileSync(lockFile, 'utf8') === String(process.pid)) rmSync(lockFile, { force: true });
  }

  async applyMigrations() {
    for (const binding of ['DB', ...this.organizationDatabases])
      await wrangler(['d1', 'migrations', 'apply', binding, '--local', '--persist-to', this.persistDir, ...this.#configArgs]);
  }

  /**
   * Runs a SQL file against a local D1 database; call it with the server stopped (one process at a
   * time on the SQLite files). `json`: the output is wrangler's JSON, each statement's result with
   * its duration in ms as D1 measured it.
   */
  executeSqlFile(file: string, binding = 'DB', { json = false } = {}) {
    return wrangler([
      'd1',
      'execute',
      binding,
      '--local',
      '--persist-to',
      this.persistDir,
      '--file',
      file,
      ...(json ? ['--json'] : []),
      ...this.#configArgs,
    ]);
  }

  /** The rows one SQL statement reads from a local D1 database. */
  async query<Row>(statement: string, binding = 'DB'): Promise<Row[]> {
    const output = await wrangler([
      'd1',
      'execute',
      binding,
      '--local',
      '--persist-to',
      this.persistDir,
      '--json',
      '--command',
      statement,
      ...this.#configArgs,
    ]);
    return (JSON.parse(output.slice(output.indexOf('['))) as { results: Row[] }[])[0]!.results;
  }

  /** The local SQLite file of `DB` (with no organization database, the only one), for node:sqlite. */
  databaseFile() {
    const directory = path.join(this.persistDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
    const file = readdirSync(directory).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
    if (!file) throw new Error(`No D1 database file in ${directory}`);
    return path.join(directory, file);
  }

  /** The binding of the database an organization lives in. */
  async databaseOf(organizationId: string): Promise<string> {
    return (await this.query<{ database: string }>(`SELECT database FROM organizations WHERE id = '${organizationId}'`))[0]!.database;
  }

  /** Starts wrangler dev and waits until it answers /api/config (90 s at most). */
  async start() {
    const log = openSync(this.serverLog, 'a');
    const args = [
      'dev',
      '--port',
      String(this.port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      this.persistDir,
      '--log-level',
      this.#logLevel,
      ...this.#configArgs,
      ...this.#varArgs,
    ];
    // Its own process group (detached), so that kill() reaches workerd too, not just wrangler.
    const server = spawn(process.execPath, [WRANGLER, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...QUIET_ENV },
      stdio: ['ignore', log, log],
      detached: true,
    });
    this.#server = server;
    closeSync(log);
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (server.exitCode !== null) break;
      try {
        if ((await fetch(`${this.baseUrl}/api/config`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    const tail = readFileSync(this.serverLog, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`wrangler dev did not answer on ${this.baseUrl} (log: ${path.relative(ROOT, this.serverLog)}):\n${tail}`);
  }

  /** Runs a Cron Trigger, the daily one unless told (miniflare's local endpoint for it), and waits for it to finish. */
  async runScheduled(cron = '0 3 * * *') {
    const response = await fetch(`${this.baseUrl}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}`);
    if (!response.ok) throw new Error(`The scheduled handler failed: ${response.status} ${await response.text()}`);
  }

  /**
   * CPU time in ms the server's workerd processes have used so far (the Worker, and its local D1 and
   * queues, which run in workerd too), from /proc: Linux only, in steps of 10 ms (a clock tick).
   */
  workerdCpuMs(): number {
    let ticks = 0;
    for (const { fields } of this.#workerdProcesses()) ticks += Number(fields[11]) + Number(fields[12]);
    return ticks * 10;
  }

  /**
   * The peak resident memory of the server's workerd processes (the Worker's isolate with the local
   * D1, R2 and queues: an upper bound for the isolate) since they started or since the last
   * `resetWorkerdPeak`, in MB, from /proc (VmHWM): Linux only.
   */
  workerdPeakMb(): number {
    return this.#largestWorkerdMb('VmHWM');
  }

  /**
   * Starts the peak of `workerdPeakMb` again from the memory resident now (clear_refs 5), and answers
   * that memory, in MB: what the peak that follows grows from.
   */
  resetWorkerdPeak(): number {
    for (const { pid } of this.#workerdProcesses()) {
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
      } catch {
        // gone meanwhile
      }
    }
    return this.#largestWorkerdMb('VmRSS');
  }

  /** The largest of a /proc status figure (in kB) over the server's workerd processes, in MB. */
  #largestWorkerdMb(figure: 'VmHWM' | 'VmRSS'): number {
    let largestKb = 0;
    for (const { pid } of this.#workerdProcesses()) {
      try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        largestKb = Math.max(largestKb, Number(new RegExp(`^${figure}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0));
      } catch {
        // gone meanwhile
      }
    }
    return Math.round(largestKb / 1024);
  }

  /** The server's workerd processes (its process group), with their /proc stat fields after the command. */
  #workerdProcesses(): { pid: string; fields: string[] }[] {
    const group = this.#server?.pid;
    if (!group) throw new Error('The server is not running');
    const processes = [];
    for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // gone meanwhile
      }
      // pid (comm) state ppid pgrp … utime stime: the fields after the command's closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (stat.includes('(workerd)') && Number(fields[2]) === group) processes.push({ pid, fields });
    }
    return processes;
  }

  /** Signals the server's whole process group, if it is still running. Synchronous, so usable in an 'exit' handler. */
  kill(signal: NodeJS.Signals) {
    const server = this.#server;
    if (!server?.pid || server.exitCode !== null || server.signalCode !== null) return;
    try {
      process.kill(-server.pid, signal);
    } catch {
      // already gone
    }
  }

  /** Asks the server to stop, and kills it if it has not within 5 s. */
  async stop() {
    const server = this.#server;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    this.kill('SIGTERM');
    if ((await Promise.race([exited, sleep(5000, 'timeout')])) === 'timeout') this.kill('SIGKILL');
    this.#server = undefined;
  }
}

/**
 * Runs a benchmark's main function and stops its servers (one worker, or several) whatever happens:
 * success, error, Ctrl-C or kill (a server left behind would hold the port and the state folder for
 * the next run).
 */
export async function runBenchmark(workerOrWorkers: BenchWorker | BenchWorker[], main: () => Promise<void>) {
  const workers = Array.isArray(workerOrWorkers) ? workerOrWorkers : [workerOrWorkers];
  process.on('exit', () => {
    for (const worker of workers) {
      worker.kill('SIGKILL');
      worker.unlock();
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      for (const worker of workers) worker.kill('SIGTERM');
      process.exit(130);
    });
  }
  try {
    await main();
  } catch (error) {
    console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    for (const worker of workers) {
      await worker.stop();
      worker.unlock();
    }
  }
}

// --- HTTP ---------------------------------------------------------------------------------------

type RequestBody = { json?: unknown; form?: FormData };

/** Calls the API as the web app does (same-origin requests, session cookie once signed in). */
export class ApiClient {
  readonly baseUrl: string;
  cookie = '';

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  /** One request, body read and parsed: benchmarks time this whole round trip. */
  async request(method: string, pathname: string, body?: RequestBody) {
    // The API refuses cross-site writes: send the origin a browser on the app would.
    const headers: Record<string, string> = { origin: this.baseUrl };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: string | FormData | undefined;
    if (body?.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body?.form) {
      payload = body.form;
    }
    const response = await fetch(`${this.baseUrl}${pathname}`, { method, headers, body: payload, redirect: 'manual' });
    const text = await response.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, headers: response.headers, json, text };
  }

  async expectStatus(method: string, pathname: string, expected: number[], body?: RequestBody) {
    const response = await this.request(method, pathname, body);
    if (!expected.includes(response.status))
      throw new Error(`${method} ${pathname} answered ${response.status}: ${response.text.slice(0, 500)}`);
    return response;
  }
}

export type BenchAccount = { email: string; password: string; userId: string; organizationId: string };

/** Signs `api` in: later requests carry the session cookie. */
export async function signIn(api: ApiClient, { email, password }: { email: string; password: string }) {
  const signedIn = await api.expectStatus('POST', '/api/auth/sign-in/email', [200], { json: { email, password } });
  api.cookie = signedIn.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0])
    .join('; ');
  return signedIn.json.user.id as string;
}

/**
 * Signs up a new user, follows the verification link from the dev outbox, signs `api` in and
 * creates an organization, all through the API, as a person would. The outbox needs
 * APP_ENV=development in .dev.vars (written by scripts/setup-dev-vars.mjs).
 */
export async function createUserAndOrganization(
  api: ApiClient,
  { emailPrefix, organizationName }: { emailPrefix: string; organizationName: string },
): Promise<BenchAccount> {
  const email = `${emailPrefix}-${Date.now()}@example.com`;
  const password = 'correct horse battery staple';
  await api.expectStatus('POST', '/api/auth/sign-up/email', [200], { json: { email, password, name: 'Benchmark' } });
  const outbox = await api.request('GET', '/api/dev/outbox');
  if (outbox.status !== 200)
    throw new Error(`GET /api/dev/outbox answered ${outbox.status}: the benchmark needs APP_ENV=development in .dev.vars`);
  const link = (outbox.json.emails as { to: string; links: string[] }[]).find((message) => message.to === email)?.links[0];
  if (!link) throw new Error(`No verification email for ${email} in the dev outbox`);
  const url = new URL(link);
  await api.expectStatus('GET', url.pathname + url.search, [200, 302]);
  const userId = await signIn(api, { email, password });
  const organization = await api.expectStatus('POST', '/api/organizations', [201], { json: { name: organizationName } });
  return { email, password, userId, organizationId: organization.json.organization.id as string };
}

/**
 * With BENCH_REUSE=1, what an earlier run seeded in `worker`'s state, when `fits` accepts it: the
 * migrations added since applied, the server started and `api` signed in as its account. Otherwise
 * undefined, for the caller to seed.
 */
export async function reuseSeeded<Seeded extends { email: string; password: string; documentCount: number }>(
  worker: BenchWorker,
  api: ApiClient,
  fits: (seeded: Seeded) => boolean,
): Promise<Seeded | undefined> {
  const previous = process.env.BENCH_REUSE ? worker.readSeeded<Seeded>() : undefined;
  if (!previous || !fits(previous)) return undefined;
  await worker.reset({ keepState: true });
  step(`reusing the ${previous.documentCount.toLocaleString('en')} documents seeded by an earlier run, with the migrations added since`);
  await worker.applyMigrations();
  await worker.start();
  await signIn(api, previous);
  return previous;
}

// --- seeding ------------------------------------------------------------------------------------

/** The app's id alphabet (core/ids.ts): seeded ids look like the ones it makes. */
export const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** One processed document; its original's storage key follows the app's `{organization}/originals/{id}`. */
export type DocumentRow = {
  id: string;
  organizationId: string;
  createdBy: string;
  name: string;
  originalSize: number;
  sha256: string;
  mimeType: string;
  content: string;
  createdAt: number;
};

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

const documentTuple = (row: DocumentRow) =>
  `(${[
    sqlText(row.id),
    sqlText(row.organizationId),
    sqlText(row.createdBy),
    sqlText(row.name),
    sqlText(row.name),
    String(row.originalSize),
    sqlText(row.sha256),
    sqlText(row.mimeType),
    sqlText(`${row.organizationId}/originals/${row.id}`),
    sqlText(row.content),
    "'processed'",
    String(row.createdAt),
    String(row.createdAt),
  ].join(', ')})`;

// Local D1 refuses statements over 100 KB (SQLITE_TOOBIG).
const MAX_STATEMENT_BYTES = 90_000;

/**
 * Inserts `rows` into the local D1 with the server stopped: writes them as SQL files of
 * `rowsPerFile` rows (statements of up to `rowsPerInsert` rows and MAX_STATEMENT_BYTES), then runs
 * the files one by one through `wrangler d1 execute`, the fastest way in (the API would take hours),
 * calling `onProgress` with the number of rows in so far after each.
 */
export async function seedDocuments(
  worker: BenchWorker,
  rows: Iterable<DocumentRow>,
  { rowsPerInsert, rowsPerFile, binding = 'DB' }: { rowsPerInsert: number; rowsPerFile: number; binding?: string },
  onProgress: (rowsSeeded: number) => void,
) {
  rmSync(worker.seedDir, { recursive: true, force: true });
  mkdirSync(worker.seedDir, { recursive: true });
  const files: { file: string; rowsSoFar: number }[] = [];
  let rowCount = 0;
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
    const file = path.join(worker.seedDir, `seed-${String(files.length).padStart(3, '0')}.sql`);
    writeFileSync(file, statements.join('\n'));
    files.push({ file, rowsSoFar: rowCount });
    statements = [];
  };
  for (const row of rows) {
    const tuple = documentTuple(row);
    if (statementBytes + tuple.length > MAX_STATEMENT_BYTES) flushStatement();
    values.push(tuple);
    statementBytes += tuple.length + 2;
    rowCount++;
    if (values.length === rowsPerInsert) flushStatement();
    if (rowCount % rowsPerFile === 0) flushFile();
  }
  flushFile();
  for (const { file, rowsSoFar } of files) {
    await worker.executeSqlFile(file, binding);
    onProgress(rowsSoFar);
  }
  rmSync(worker.seedDir, { recursive: true, force: true });
}

// --- measuring ----------------------------------------------------------------------------------

export type Summary = { samples: number; p50: number; p95: number; max: number; mean: number };

function percentile(sorted: number[], fraction: number) {
  // Nearest rank: the smallest sample with at least `fraction` of the samples at or below it.
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/** Percentiles, maximum and mean of durations in ms, rounded to 0.1 ms. */
export function summarize(values: number[]): Summary {
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

/**
 * Sequential GETs, one of each kind in turn (then again), so that whatever else the machine does at
 * a given moment weighs on every kind alike: `warmUp` unmeasured rounds first (the first requests pay
 * for compiling and cold caches), then `samples` measured ones, each the full round trip with the
 * body read. `pathAt[kind](round)` names the request. Throws on any answer but 200; `onSample` sees
 * each measured response and its duration.
 */
export async function timeInterleavedGets<Kind extends string>(
  api: ApiClient,
  {
    warmUp,
    samples,
    pathAt,
    onSample,
  }: {
    warmUp: number;
    samples: number;
    pathAt: Record<Kind, (round: number) => string>;
    onSample?: (kind: Kind, response: Awaited<ReturnType<ApiClient['request']>>, sample: { pathname: string; ms: number }) => void;
  },
): Promise<Record<Kind, Summary>> {
  const kinds = Object.keys(pathAt) as Kind[];
  const durations = new Map<Kind, number[]>(kinds.map((kind) => [kind, []]));
  for (let round = 0; round < warmUp + samples; round++) {
    for (const kind of kinds) {
      const pathname = pathAt[kind](round);
      const started = performance.now();
      const response = await api.request('GET', pathname);
      const ms = performance.now() - started;
      if (response.status !== 200) throw new Error(`GET ${pathname} answered ${response.status}: ${response.text.slice(0, 300)}`);
      if (round < warmUp) continue;
      durations.get(kind)!.push(ms);
      onSample?.(kind, response, { pathname, ms });
    }
  }
  return Object.fromEntries(kinds.map((kind) => [kind, summarize(durations.get(kind)!)])) as Record<Kind, Summary>;
}

/**
 * Where each kind's time goes: the Worker's `Server-Timing` of every sample (the benchmarks start it
 * with DEBUG_SERVER_TIMING, see worker/platform/server-timing.ts), its steps, D1 round trips and
 * statements, beside the round trip the client measured and the part of it outside the Worker.
 */
export class TimeBreakdown<Kind extends string> {
  static readonly heading =
    `Where the time goes, request by request (the Worker's Server-Timing: its steps, each D1 round trip and the SQLite time
of each statement D1 reports; the runtime's clock moves on I/O only, so a step without any reads 0):`;
  readonly #samples = new Map<Kind, TimingEntry[][]>();

  add(kind: Kind, headers: Headers, roundTripMs: number) {
    const entries = parseServerTiming(headers.get('server-timing') ?? '');
    const total = entries.find(({ name }) => name === 'total')?.ms;
    const client = [{ name: 'round trip (client)', ms: roundTripMs }];
    if (total !== undefined) client.push({ name: 'outside the Worker (round trip − total)', ms: roundTripMs - total });
    this.#samples.set(kind, [...(this.#samples.get(kind) ?? []), [...entries, ...client]]);
  }

  /** A table of each entry's mean, p50 and p95 over the kind's samples; a statement run twice in a request is two rows (#2). */
  table(kind: Kind): string {
    const samples = this.#samples.get(kind) ?? [];
    const rows = new Map<string, number[]>();
    for (const entries of samples) {
      const seen = new Map<string, number>();
      for (const { name, ms, description } of entries) {
        const label = description === undefined ? name : `${name} ${description}`;
        const occurrence = (seen.get(label) ?? 0) + 1;
        seen.set(label, occurrence);
        const key = occurrence === 1 ? label : `${label} #${occurrence}`;
        rows.set(key, [...(rows.get(key) ?? []), ms]);
      }
    }
    return table(
      ['step, round trip or statement (ms)', 'in', 'mean', 'p50', 'p95'],
      [...rows].map(([label, durations]) => {
        const { mean, p50, p95 } = summarize(durations);
        return [`  ${label}`, `${durations.length}/${samples.length}`, mean.toFixed(1), p50.toFixed(1), p95.toFixed(1)];
      }),
    );
  }
}

// --- report -------------------------------------------------------------------------------------

/** A plain-text table: the first column left-aligned, the others right-aligned (figures). */
export function table(headers: string[], rows: string[][]) {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('   ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('   '), ...rows.map(line)].join('\n');
}
