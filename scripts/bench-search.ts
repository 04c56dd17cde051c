/**
 * Search benchmark: `npm run bench:search`.
 *
 * Starts its own local Worker (`wrangler dev` on 127.0.0.1:8789, state in .wrangler/bench-search,
 * wiped at each run), never touching port 8787 or the developer's data. It creates a user and an
 * organization through the API, seeds BENCH_DOCUMENTS (100,000) documents of 1-3 KB of text in
 * that organization straight into the local D1 (the triggers index them), then times sequential
 * search requests by kind of query and prints p50/p95 against the targets. Figures only: it never
 * fails on a missed target. Knobs: BENCH_PORT, BENCH_DOCUMENTS, BENCH_SAMPLES (200).
 *
 * The text is synthetic but shaped like language: a Zipf distribution over ~30,000 words (a few
 * hundred real words in the app's languages, accents included, plus syllable-built ones), so some
 * words are in nearly every document and most in a handful.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(import.meta.dirname, '..');
const BENCH_DIR = path.join(ROOT, '.wrangler', 'bench-search');
const PERSIST_DIR = path.join(BENCH_DIR, 'state');
const SEED_DIR = path.join(BENCH_DIR, 'seed');
const SERVER_LOG = path.join(BENCH_DIR, 'wrangler-dev.log');
const WRANGLER = path.join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
const PORT = Number(process.env.BENCH_PORT ?? 8789);
const DOCUMENT_COUNT = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const QUIET_ENV = { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' };
const TARGETS = { wordP95Ms: 50, substringP95Ms: 150, paletteP95Ms: 30 };

const step = (message: string) => console.log(`▸ ${message}`);

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

async function stopServer() {
  const child = server;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM'); // its own process group: wrangler and its workerd
  } catch {
    // already gone
  }
  if ((await Promise.race([exited, sleep(5000, 'timeout')])) === 'timeout') {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
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
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      if ((await fetch(`${BASE_URL}/api/config`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`wrangler dev did not answer on ${BASE_URL}; see ${path.relative(ROOT, SERVER_LOG)}`);
}

let cookie = '';

async function http(method: string, pathname: string, json?: unknown) {
  const headers: Record<string, string> = { origin: BASE_URL };
  if (cookie) headers.cookie = cookie;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${BASE_URL}${pathname}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json), redirect: 'manual' });
  const text = await response.text();
  let body: any = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, headers: response.headers, json: body, text };
}

async function createUserAndOrganization() {
  const email = `bench-search-${Date.now()}@example.com`;
  const password = 'correct horse battery staple';
  await http('POST', '/api/auth/sign-up/email', { email, password, name: 'Benchmark' });
  const outbox = await http('GET', '/api/dev/outbox');
  if (outbox.status !== 200) throw new Error('GET /api/dev/outbox failed: the benchmark needs APP_ENV=development in .dev.vars');
  const link = (outbox.json.emails as { to: string; links: string[] }[]).find((message) => message.to === email)!.links[0]!;
  await http('GET', new URL(link).pathname + new URL(link).search);
  const signIn = await http('POST', '/api/auth/sign-in/email', { email, password });
  cookie = signIn.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0])
    .join('; ');
  const organization = await http('POST', '/api/organizations', { name: 'Search benchmark' });
  if (organization.status !== 201) throw new Error(`create organization: ${organization.status} ${organization.text}`);
  return { userId: signIn.json.user.id as string, organizationId: organization.json.organization.id as string };
}

// --- corpus -------------------------------------------------------------------------------------

let seed = 42;
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const randomInt = (max: number) => Math.floor(random() * max);

const REAL_WORDS = (
  'invoice contract receipt payment statement account balance amount customer supplier order delivery insurance policy salary report annual lease agreement signature warranty tax bank transfer reference number premium quarterly rent terms conditions address phone email ' +
  'Rechnung Vertrag Versicherung Hundeschule Steuererklärung Kündigung Zahlung Mietvertrag Gehaltsabrechnung Straße Überweisung Betrag ' +
  'facture contrat reçu café école société paiement échéance assurance relevé impôts loyer ' +
  'fatura contrato recibo pagamento seguro endereço ' +
  'faktura umowa płatność ubezpieczenie Łódź złoty rachunek najmu ' +
  'factură plată asigurare chirie ' +
  'factura pago seguro alquiler nómina ' +
  'fattura contratto pagamento assicurazione affitto'
).split(' ');
const SYLLABLES = 'ka ri to ne sa mu le po di va sche ul ber gen stra ta ment ion con tra pre com par ver und ein lich keit ung cz rz ow ski ni ca de la re ti ço ção zi ță ești are ere ite ato ano ino ent ers ack ool fer rech nung hund bau haus zeit ra mo nu fa be go hi ju ki lo mi no pu si tu vi wo xa yo ze'.split(' ');

function buildVocabulary(size: number) {
  const vocabulary = new Set<string>();
  while (vocabulary.size < size - REAL_WORDS.length) {
    let word = '';
    for (let index = 0, count = 1 + randomInt(4); index < count; index++) word += SYLLABLES[randomInt(SYLLABLES.length)];
    vocabulary.add(word);
  }
  const words = [...vocabulary];
  // Real words at chosen ranks: some very common, most rare.
  REAL_WORDS.forEach((word, index) => words.splice(Math.floor(Math.pow(index + 1, 2.2)), 0, word));
  const cumulative = new Float64Array(words.length);
  let total = 0;
  for (let index = 0; index < words.length; index++) cumulative[index] = total += 1 / (index + 1);
  const pick = () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return words[low]!;
  };
  return { words, pick };
}

const vocabulary = buildVocabulary(30_000);

function text(bytes: number) {
  const parts: string[] = [];
  let length = 0;
  while (length < bytes) {
    const word = random() < 0.04 ? String(randomInt(100_000)) : vocabulary.pick();
    parts.push(word);
    length += word.length + 1;
    if (random() < 0.07) parts.push('.\n');
  }
  return parts.join(' ');
}

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const documentId = () => `doc_${Array.from({ length: 24 }, () => ID_ALPHABET[randomInt(36)]).join('')}`;

function writeSeedFiles({ organizationId, userId }: { organizationId: string; userId: string }) {
  rmSync(SEED_DIR, { recursive: true, force: true });
  mkdirSync(SEED_DIR, { recursive: true });
  const files: string[] = [];
  let statements: string[] = [];
  let values: string[] = [];
  let bytes = 0;
  const flushStatement = () => {
    if (values.length === 0) return;
    statements.push(`INSERT INTO documents (id, organization_id, created_by, name, original_name, original_size, original_sha256, mime_type, storage_key, content, processing_status, created_at, updated_at) VALUES\n${values.join(',\n')};`);
    values = [];
    bytes = 0;
  };
  const flushFile = () => {
    flushStatement();
    if (statements.length === 0) return;
    const file = path.join(SEED_DIR, `seed-${String(files.length).padStart(3, '0')}.sql`);
    writeFileSync(file, statements.join('\n'));
    files.push(file);
    statements = [];
  };
  const firstCreatedAt = Date.now() - DOCUMENT_COUNT * 15 * 60 * 1000;
  for (let index = 0; index < DOCUMENT_COUNT; index++) {
    const id = documentId();
    const name = `${vocabulary.pick()} ${vocabulary.pick()} ${index}.pdf`;
    const content = text(1000 + randomInt(2000));
    const createdAt = firstCreatedAt + index * 15 * 60 * 1000;
    const sha = Array.from({ length: 64 }, () => '0123456789abcdef'[randomInt(16)]).join('');
    const tuple = `(${[sqlText(id), sqlText(organizationId), sqlText(userId), sqlText(name), sqlText(name), String(10_000 + randomInt(1_000_000)), sqlText(sha), "'application/pdf'", sqlText(`${organizationId}/originals/${id}`), sqlText(content), "'processed'", String(createdAt), String(createdAt)].join(', ')})`;
    if (bytes + tuple.length > 90_000) flushStatement();
    values.push(tuple);
    bytes += tuple.length + 2;
    if (values.length === 25) flushStatement();
    if ((index + 1) % 10_000 === 0) flushFile();
  }
  flushFile();
  return files;
}

// --- measuring ----------------------------------------------------------------------------------

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

async function timeQueries(label: string, queries: string[], pageSize: number, pathOf = (searchQuery: string) => `/api/organizations/${organizationId}/documents/search?${new URLSearchParams({ searchQuery, pageIndex: '0', pageSize: String(pageSize) })}`) {
  const durations: number[] = [];
  const counts: number[] = [];
  for (let index = 0; index < SAMPLES + 20; index++) {
    const searchQuery = queries[index % queries.length]!;
    const pathname = pathOf(searchQuery);
    const started = performance.now();
    const response = await http('GET', pathname);
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${searchQuery}: ${response.status} ${response.text.slice(0, 300)}`);
    if (index >= 20) {
      durations.push(elapsed);
      counts.push(response.json.documentsCount ?? 0);
    }
  }
  durations.sort((a, b) => a - b);
  const summary = { p50: Math.round(percentile(durations, 0.5) * 10) / 10, p95: Math.round(percentile(durations, 0.95) * 10) / 10, max: Math.round(durations[durations.length - 1]! * 10) / 10 };
  step(`${label}: p50 ${summary.p50} ms, p95 ${summary.p95} ms, max ${summary.max} ms (matches per query ${Math.min(...counts)}-${Math.max(...counts)})`);
  return summary;
}

/** Per-query p95 too, to see which queries are the slow ones. */
async function perQuery(queries: string[], pageSize: number) {
  for (const query of queries) await timeQueries(`  ${JSON.stringify(query)}`, [query], pageSize);
}

let organizationId = '';

function databaseSize() {
  const directory = path.join(PERSIST_DIR, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  try {
    return readdirSync(directory)
      .filter((file) => file.endsWith('.sqlite'))
      .reduce((sum, file) => sum + statSync(path.join(directory, file)).size, 0);
  } catch {
    return 0;
  }
}

async function main() {
  await assertPortIsFree(PORT);
  rmSync(PERSIST_DIR, { recursive: true, force: true });
  mkdirSync(BENCH_DIR, { recursive: true });
  writeFileSync(SERVER_LOG, '');
  mkdirSync(path.join(ROOT, 'dist', 'client'), { recursive: true });
  step('applying migrations');
  await wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', PERSIST_DIR]);
  await startServer();
  const created = await createUserAndOrganization();
  organizationId = created.organizationId;
  await stopServer();

  const seedStarted = Date.now();
  const files = writeSeedFiles(created);
  for (const [index, file] of files.entries()) {
    await wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', PERSIST_DIR, '--file', file]);
    step(`seeded and indexed ${Math.min((index + 1) * 10_000, DOCUMENT_COUNT).toLocaleString('en')} documents (${Math.round((Date.now() - seedStarted) / 1000)} s)`);
  }
  rmSync(SEED_DIR, { recursive: true, force: true });
  step(`database files: ${(databaseSize() / 1e6).toFixed(0)} MB`);

  await startServer();
  const common = vocabulary.words.slice(0, 5);
  const medium = vocabulary.words.slice(100, 110);
  const rare = vocabulary.words.slice(5000, 5010);
  const words = [...common, ...medium, ...rare, 'invoice', 'Rechnung', 'café', 'cafe', 'Łódź', 'lodz', 'invoice 2023', 'contract -draft', '"annual report"', 'tax OR rent', 'name:invoice'];
  const prefixes = [...common, ...medium, ...rare].map((word) => word.slice(0, Math.max(2, Math.ceil(word.length / 2))));
  // Substrings from the middle of words: found only by the trigram index.
  const substrings = [...medium, ...rare, 'schule', 'erklärung', 'rechn', 'nvoic'].map((word) => (word.length > 5 ? word.slice(1, -1) : word));

  const results = {
    // What any organization request costs here (session and membership), for reference.
    baseline: await timeQueries('reference: GET organization (session and membership only)', [''], 0, () => `/api/organizations/${organizationId}`),
    word: await timeQueries('word and phrase queries, 100 per page', words, 100),
    prefix: await timeQueries('prefix queries, 100 per page', prefixes, 100),
    substring: await timeQueries('substring queries, 100 per page', substrings, 100),
    palette: await timeQueries('palette (5 results), words, prefixes and substrings', [...words, ...prefixes, ...substrings], 5),
  };
  if (process.env.BENCH_PER_QUERY) {
    await perQuery(words, 100);
    await perQuery(substrings, 100);
  }
  await stopServer();
  const verdict = (value: number, target: number) => `${value <= target ? 'ok' : 'MISSED'} (target ${target} ms)`;
  console.log(`\nreference request p50 ${results.baseline.p50} ms, p95 ${results.baseline.p95} ms`);
  console.log(`word p95 ${results.word.p95} ms ${verdict(results.word.p95, TARGETS.wordP95Ms)}`);
  console.log(`prefix p95 ${results.prefix.p95} ms ${verdict(results.prefix.p95, TARGETS.wordP95Ms)}`);
  console.log(`substring p95 ${results.substring.p95} ms ${verdict(results.substring.p95, TARGETS.substringP95Ms)}`);
  console.log(`palette p95 ${results.palette.p95} ms ${verdict(results.palette.p95, TARGETS.paletteP95Ms)}`);
  writeFileSync(path.join(BENCH_DIR, 'results.json'), JSON.stringify(results, null, 2));
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopServer());

