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
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Loaded at run time through Node's type stripping; the import type keeps it checked without the
// tsconfig flag a static `.ts` import would need.
type BenchLib = typeof import('./bench-lib');
const benchLibPath = './bench-lib.ts';
const { ApiClient, BenchWorker, ID_ALPHABET, ROOT, createUserAndOrganization, runBenchmark, seedDocuments, step, timeGets } = (await import(benchLibPath)) as BenchLib;

const PORT = Number(process.env.BENCH_PORT ?? 8789);
const worker = new BenchWorker(path.join(ROOT, '.wrangler', 'bench-search'), PORT);
const api = new ApiClient(worker.baseUrl);
const DOCUMENT_COUNT = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARM_UP_REQUESTS = 20;
const TARGETS = { wordP95Ms: 50, substringP95Ms: 150, paletteP95Ms: 30 };

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

const documentId = () => `doc_${Array.from({ length: 24 }, () => ID_ALPHABET[randomInt(36)]).join('')}`;

/** The documents, every one a processed PDF with 1-3 KB of text, one every 15 minutes up to now. */
function* documentRows({ organizationId, userId }: { organizationId: string; userId: string }) {
  const firstCreatedAt = Date.now() - DOCUMENT_COUNT * 15 * 60 * 1000;
  for (let index = 0; index < DOCUMENT_COUNT; index++) {
    // Drawn in this order from the seeded generator, so that every run seeds the same corpus.
    const id = documentId();
    const name = `${vocabulary.pick()} ${vocabulary.pick()} ${index}.pdf`;
    const content = text(1000 + randomInt(2000));
    const createdAt = firstCreatedAt + index * 15 * 60 * 1000;
    const sha256 = Array.from({ length: 64 }, () => '0123456789abcdef'[randomInt(16)]).join('');
    const originalSize = 10_000 + randomInt(1_000_000);
    yield { id, organizationId, createdBy: userId, name, originalSize, sha256, mimeType: 'application/pdf', content, createdAt };
  }
}

// --- measuring ----------------------------------------------------------------------------------

async function timeQueries(label: string, queries: string[], pageSize: number, pathOf = (searchQuery: string) => `/api/organizations/${organizationId}/documents/search?${new URLSearchParams({ searchQuery, pageIndex: '0', pageSize: String(pageSize) })}`) {
  const counts: number[] = [];
  const { p50, p95, max } = await timeGets(api, {
    warmUp: WARM_UP_REQUESTS,
    samples: SAMPLES,
    pathAt: (index) => pathOf(queries[index % queries.length]!),
    onSample: (response) => counts.push(response.json.documentsCount ?? 0),
  });
  const summary = { p50, p95, max };
  step(`${label}: p50 ${summary.p50} ms, p95 ${summary.p95} ms, max ${summary.max} ms (matches per query ${Math.min(...counts)}-${Math.max(...counts)})`);
  return summary;
}

/** Per-query p95 too, to see which queries are the slow ones. */
async function perQuery(queries: string[], pageSize: number) {
  for (const query of queries) await timeQueries(`  ${JSON.stringify(query)}`, [query], pageSize);
}

let organizationId = '';

function databaseSize() {
  const directory = path.join(worker.persistDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  try {
    return readdirSync(directory)
      .filter((file) => file.endsWith('.sqlite'))
      .reduce((sum, file) => sum + statSync(path.join(directory, file)).size, 0);
  } catch {
    return 0;
  }
}

async function main() {
  await worker.reset();
  step('applying migrations');
  await worker.applyMigrations();
  await worker.start();
  const created = await createUserAndOrganization(api, { emailPrefix: 'bench-search', organizationName: 'Search benchmark' });
  organizationId = created.organizationId;
  // Seed with the server stopped: one process at a time on the SQLite files.
  await worker.stop();

  const seedStarted = Date.now();
  await seedDocuments(worker, documentRows(created), { rowsPerInsert: 25, rowsPerFile: 10_000 }, (seeded) =>
    step(`seeded and indexed ${seeded.toLocaleString('en')} documents (${Math.round((Date.now() - seedStarted) / 1000)} s)`),
  );
  step(`database files: ${(databaseSize() / 1e6).toFixed(0)} MB`);

  await worker.start();
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
  await worker.stop();
  const verdict = (value: number, target: number) => `${value <= target ? 'ok' : 'MISSED'} (target ${target} ms)`;
  console.log(`\nreference request p50 ${results.baseline.p50} ms, p95 ${results.baseline.p95} ms`);
  console.log(`word p95 ${results.word.p95} ms ${verdict(results.word.p95, TARGETS.wordP95Ms)}`);
  console.log(`prefix p95 ${results.prefix.p95} ms ${verdict(results.prefix.p95, TARGETS.wordP95Ms)}`);
  console.log(`substring p95 ${results.substring.p95} ms ${verdict(results.substring.p95, TARGETS.substringP95Ms)}`);
  console.log(`palette p95 ${results.palette.p95} ms ${verdict(results.palette.p95, TARGETS.paletteP95Ms)}`);
  writeFileSync(path.join(worker.benchDir, 'results.json'), JSON.stringify(results, null, 2));
}

await runBenchmark(worker, main);
