/**
 * OCR benchmark: `npm run bench:ocr`.
 *
 * Reads every file of the OCR fixture corpus (tests/fixtures/ocr/, its README explains the files)
 * with the app's page reader (core/pages) in workerd, and prints, per file, the character error rate
 * against its ground truth and the CPU seconds per page, then the memory a page took (the peak of
 * the OCR path, measured in Node) and the thumbnail's size. It starts a Worker of its own, not the
 * app (scripts/bench-ocr/: `wrangler dev` on 127.0.0.1:8791, the recognition models served from
 * .wrangler/bench-ocr/assets as the app serves them from dist/client/ocr), and for each file:
 *   1. asks its page count (PDFium), then, page by page, POSTs the file to /read twice; each read
 *      starts an OCR engine of its own and ends it (the Worker keeps none from page to page: see
 *      PagesHost.keepsEngine in core/pages/page-reader.ts); the first read of the file's first page
 *      ("cold") also pays for the first use of its models and code in the isolate, the second
 *      ("warm") is the steady state;
 *   2. reads it in the file's language (from its name: clean-de → de), as an organization whose
 *      documents are German is set up; BENCH_OCR_WITH_ENGLISH=1 adds English, as a new organization
 *      made from a German browser reads (defaultDocumentLanguages; core/pages puts English last);
 *   3. times each request from here: the CPU time of the workerd processes over the request, read in
 *      /proc (one request at a time in a single-threaded isolate, so it is the page's CPU; wall time
 *      where /proc is missing), and the round trip;
 *   4. makes the file's thumbnail (WebP) and notes its size in bytes;
 *   5. then, the Worker stopped, measures the OCR path's memory in Node (scripts/ocr-memory.ts, one
 *      process per file: workerd shows no heap figures): the same code, modules and models, the file
 *      read as the pages consumer reads it (thumbnail and page 1, then each page, every page twice),
 *      the peak of V8's heap in use plus every ArrayBuffer and WebAssembly memory, after garbage
 *      collection, at each step; its head says exactly what is counted.
 * Scoring follows tests/fixtures/ocr/README.md (scripts/ocr-cer.ts): a multi-page file's pages are
 * joined; Romanian cedilla ş ţ, which Tesseract's model writes, are folded to the page's comma-below
 * ș ț first (the raw figure is in the results too). corrupt.png must be refused (422).
 *
 * Targets (the issues'): CER <= 1% on clean scans, <= 4% on the photos (photo-*), at <= 8 s of CPU
 * per A4 page (the warm figure); the OCR path's peak <= 96 MB (of the isolate's 128 MB). It prints
 * figures and never fails on a missed target. Results go to .wrangler/bench-ocr/results.json, each
 * file's OCR text to .wrangler/bench-ocr/text/.
 * Knobs: BENCH_PORT (8791), BENCH_OCR_FILES (comma-separated file names: only those),
 * BENCH_OCR_WITH_ENGLISH (1: English too).
 * About 3 minutes on a 2-core machine (the memory half 1.5).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { OCR_LANGUAGES, type OcrLanguage } from '../core/pages/ocr-languages.ts';
import { BenchWorker, ROOT, runBenchmark, step, table } from './bench-lib.ts';
import { cer, foldRomanianCedillas } from './ocr-cer.ts';
import { copyOcrModels } from './ocr-models.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8791);
// BenchWorker for its port check, lock and log; the server is started here, from the bench's own config.
const worker = new BenchWorker(path.join(ROOT, '.wrangler', 'bench-ocr'), PORT);
const RESULTS_FILE = path.join(worker.benchDir, 'results.json');
const TEXT_DIR = path.join(worker.benchDir, 'text');
const ASSETS_DIR = path.join(worker.benchDir, 'assets');
const CONFIG = path.join(ROOT, 'scripts', 'bench-ocr', 'wrangler.jsonc');
const FIXTURES = path.join(ROOT, 'tests', 'fixtures', 'ocr');
/** Where English goes in a non-English file's languages: 'first' (en+de, the default), 'last' (de+en) or 'none' (de). */
const WITH_ENGLISH = process.env.BENCH_OCR_WITH_ENGLISH === '1';
const ONLY_FILES = process.env.BENCH_OCR_FILES?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);

const TARGETS = { cleanCer: 0.01, photoCer: 0.04, cpuSecondsPerPage: 8, peakMemoryMB: 96 };
const MEMORY_SCRIPT = path.join(ROOT, 'scripts', 'ocr-memory.ts');
// --expose-gc: the script collects before each reading; single-threaded, so that a collection has
// freed what it found by the time it returns; TypeScript run as it is (scripts/node-ts-hooks.mjs).
const MEMORY_NODE_FLAGS = [
  '--expose-gc',
  '--single-threaded-gc',
  '--no-concurrent-array-buffer-sweeping',
  '--no-warnings',
  '--experimental-transform-types',
  '--import',
  path.join(ROOT, 'scripts', 'node-ts-hooks.mjs'),
];

const WRANGLER = path.join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
const QUIET_ENV = { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' };

// --- the bench Worker ------------------------------------------------------------------------------

let server: ChildProcess | undefined;

function killServer(signal: NodeJS.Signals) {
  if (!server?.pid || server.exitCode !== null || server.signalCode !== null) return;
  try {
    process.kill(-server.pid, signal);
  } catch {
    // already gone
  }
}

/** `wrangler dev` of scripts/bench-ocr/wrangler.jsonc, in its own process group (so that a kill reaches workerd). */
async function startServer() {
  const log = openSync(worker.serverLog, 'a');
  const args = [
    'dev',
    '-c',
    CONFIG,
    '--port',
    String(PORT),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    path.join(worker.benchDir, 'state'),
    '--log-level',
    'warn',
  ];
  server = spawn(process.execPath, [WRANGLER, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...QUIET_ENV },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  process.on('exit', () => killServer('SIGKILL'));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      if ((await fetch(`${worker.baseUrl}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  const tail = readFileSync(worker.serverLog, 'utf8').split('\n').slice(-30).join('\n');
  throw new Error(`wrangler dev did not answer on ${worker.baseUrl} (log: ${path.relative(ROOT, worker.serverLog)}):\n${tail}`);
}

async function stopServer() {
  const running = server;
  if (!running || running.exitCode !== null || running.signalCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  killServer('SIGTERM');
  if ((await Promise.race([exited, sleep(5000, 'timeout')])) === 'timeout') killServer('SIGKILL');
  // wrangler bundles into a .wrangler/tmp next to the config: not left among the sources.
  rmSync(path.join(path.dirname(CONFIG), '.wrangler'), { recursive: true, force: true });
}

// --- CPU time ----------------------------------------------------------------------------------------

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux

/** User + system seconds of the server's workerd processes so far (Linux /proc), or undefined elsewhere. */
function workerdCpuSeconds(): number | undefined {
  if (!server?.pid || !existsSync('/proc/self/stat')) return undefined;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state, ppid, pgrp, …, utime (14th field of the line) and stime (15th).
    if (name !== 'workerd' || Number(fields[2]) !== server.pid) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}

type Timed<T> = { status: number; json: T; cpuSeconds: number; wallSeconds: number };

/** One POST of the file to the bench Worker, timed. */
async function post<T>(pathname: string, bytes: Uint8Array<ArrayBuffer>): Promise<Timed<T>> {
  const cpuBefore = workerdCpuSeconds();
  const started = performance.now();
  const response = await fetch(`${worker.baseUrl}${pathname}`, { method: 'POST', body: bytes });
  const text = await response.text();
  const wallSeconds = (performance.now() - started) / 1000;
  const cpuAfter = workerdCpuSeconds();
  let json: T;
  try {
    json = JSON.parse(text) as T;
  } catch {
    throw new Error(`POST ${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  if (response.status >= 500) throw new Error(`POST ${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  return {
    status: response.status,
    json,
    cpuSeconds: cpuBefore === undefined || cpuAfter === undefined ? wallSeconds : cpuAfter - cpuBefore,
    wallSeconds,
  };
}

// --- the corpus ------------------------------------------------------------------------------------

type Fixture = {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  languages: OcrLanguage[];
  kind: 'clean' | 'photo';
  truth: string | undefined;
};

/** The language in the file's name (clean-de.png, scan-two-pages-pt.pdf), English when none. */
function languageOf(name: string): OcrLanguage {
  const tokens = path.parse(name).name.split('-');
  return ((OCR_LANGUAGES as readonly string[]).find((language) => tokens.includes(language)) as OcrLanguage | undefined) ?? 'en';
}

function fixtures(): Fixture[] {
  const names = readdirSync(FIXTURES)
    .filter((name) => !name.endsWith('.txt') && !name.endsWith('.md'))
    .filter((name) => !ONLY_FILES || ONLY_FILES.includes(name))
    .sort();
  if (names.length === 0) throw new Error(`No fixture matches BENCH_OCR_FILES=${process.env.BENCH_OCR_FILES}`);
  return names.map((name) => {
    const language = languageOf(name);
    const truthFile = path.join(FIXTURES, `${path.parse(name).name}.txt`);
    return {
      name,
      bytes: new Uint8Array(readFileSync(path.join(FIXTURES, name))),
      languages: language === 'en' || !WITH_ENGLISH ? [language] : [language, 'en'],
      kind: name.startsWith('photo-') ? 'photo' : 'clean',
      truth: existsSync(truthFile) ? readFileSync(truthFile, 'utf8') : undefined,
    };
  });
}

/** Tesseract 5.3's CER on each file (psm 3 and psm 1), from the table in the corpus's README. */
function nativeCers(): Map<string, { psm3: string; psm1: string }> {
  const native = new Map<string, { psm3: string; psm1: string }>();
  const lines = readFileSync(path.join(FIXTURES, 'README.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|'));
  const cells = (line: string) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
  const header = lines.map(cells).find((row) => row[0] === 'file' && row.some((cell) => cell.startsWith('native CER')));
  if (!header) return native;
  const psm3 = header.findIndex((cell) => cell.startsWith('native CER'));
  const psm1 = header.indexOf('psm 1');
  for (const row of lines.map(cells)) {
    if (row[0] && row[0] !== 'file' && !row[0].startsWith('-'))
      native.set(row[0], { psm3: row[psm3]?.split(' ')[0] ?? '', psm1: row[psm1] ?? '' });
  }
  return native;
}

// --- measuring ---------------------------------------------------------------------------------------

type ReadAnswer = {
  text: string;
  engineMemoryBytes: number | null;
  page: { width: number; height: number; channels: number; bytes: number; dpi: number } | null;
  rotation: number | null;
  confidence: number | null;
  decodedImageBytes: number | null;
  pdfiumMemoryBytes: number;
  error?: string;
  message?: string;
};

type PageRun = { page: number; cold: Timed<ReadAnswer>; warm: Timed<ReadAnswer> };

type FileResult = {
  file: string;
  kind: 'clean' | 'photo';
  languages: OcrLanguage[];
  pageCount: number;
  rejected?: string;
  cer?: number;
  cerRaw?: number;
  cerTarget?: number;
  coldDiffersFromWarm?: boolean;
  coldCpuSeconds?: number;
  warmCpuSecondsPerPage?: { mean: number; max: number };
  warmWallSecondsPerPage?: { mean: number; max: number };
  pages?: {
    page: number;
    cold: { cpuSeconds: number; wallSeconds: number };
    warm: { cpuSeconds: number; wallSeconds: number };
    bitmap: ReadAnswer['page'];
    rotation: number | null;
    confidence: number | null;
    engineMemoryBytes: number | null;
    largestBitmapBytes: number;
    pdfiumMemoryBytes: number;
  }[];
  thumbnail?: { bytes: number; contentType: string; cpuSeconds: number };
  memory?: PathMemory;
};

/** What scripts/ocr-memory.ts prints for a file. */
type PathMemory = {
  peakMB: number;
  peakStep: string;
  peakPartsMB: Record<string, number>;
  largestMB: Record<string, number>;
  heldAfterMB: number;
  texts: string[];
  error?: string;
};

/** The OCR path's memory for a file read in workerd, measured in a Node process of its own (scripts/ocr-memory.ts). */
function measureMemory(fixture: Fixture, pageCount: number): Promise<PathMemory> {
  return new Promise((resolve, reject) => {
    const args = [...MEMORY_NODE_FLAGS, MEMORY_SCRIPT, path.join(FIXTURES, fixture.name), fixture.languages.join(','), String(pageCount)];
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = output.trim().split('\n').at(-1) ?? '';
      try {
        const memory = JSON.parse(line) as PathMemory;
        if (memory.error) reject(new Error(`ocr-memory.ts ${fixture.name}: ${memory.error}`));
        else resolve(memory);
      } catch {
        reject(new Error(`ocr-memory.ts ${fixture.name} exited with ${code}:\n${output}${errors}`));
      }
    });
  });
}

async function measure(fixture: Fixture): Promise<FileResult> {
  const base = { file: fixture.name, kind: fixture.kind, languages: fixture.languages };
  const query = (page: number) => `/read?page=${page}&languages=${fixture.languages.join(',')}`;
  const info = await post<{ pageCount?: number; error?: string; message?: string }>('/info', fixture.bytes);
  if (info.status !== 200) return { ...base, pageCount: 0, rejected: `${info.json.error}: ${info.json.message}` };
  const pageCount = info.json.pageCount ?? 1;
  const runs: PageRun[] = [];
  for (let page = 1; page <= pageCount; page++) {
    const cold = await post<ReadAnswer>(query(page), fixture.bytes);
    if (cold.status !== 200) return { ...base, pageCount, rejected: `${cold.json.error}: ${cold.json.message}` };
    const warm = await post<ReadAnswer>(query(page), fixture.bytes);
    runs.push({ page, cold, warm });
    step(`${fixture.name} page ${page}/${pageCount}: ${warm.cpuSeconds.toFixed(2)} s CPU warm, ${cold.cpuSeconds.toFixed(2)} s first read`);
  }
  const thumbnail = await post<{ bytes: number; contentType: string }>('/thumbnail', fixture.bytes);

  const warmText = runs.map((run) => run.warm.json.text).join('\n\f\n');
  writeFileSync(path.join(TEXT_DIR, `${path.parse(fixture.name).name}.txt`), warmText);
  const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;
  const meanMax = (values: number[]) => ({
    mean: round(values.reduce((sum, value) => sum + value, 0) / values.length),
    max: round(Math.max(...values)),
  });
  return {
    ...base,
    pageCount,
    ...(fixture.truth === undefined
      ? {}
      : {
          cer: round(cer(foldRomanianCedillas(fixture.truth), foldRomanianCedillas(warmText)), 5),
          cerRaw: round(cer(fixture.truth, warmText), 5),
          cerTarget: fixture.kind === 'photo' ? TARGETS.photoCer : TARGETS.cleanCer,
        }),
    coldDiffersFromWarm: runs.some((run) => run.cold.json.text !== run.warm.json.text),
    coldCpuSeconds: round(runs[0]!.cold.cpuSeconds),
    warmCpuSecondsPerPage: meanMax(runs.map((run) => run.warm.cpuSeconds)),
    warmWallSecondsPerPage: meanMax(runs.map((run) => run.warm.wallSeconds)),
    pages: runs.map(({ page, cold, warm }) => ({
      page,
      cold: { cpuSeconds: round(cold.cpuSeconds), wallSeconds: round(cold.wallSeconds) },
      warm: { cpuSeconds: round(warm.cpuSeconds), wallSeconds: round(warm.wallSeconds) },
      bitmap: warm.json.page,
      rotation: warm.json.rotation,
      confidence: warm.json.confidence,
      engineMemoryBytes: warm.json.engineMemoryBytes,
      largestBitmapBytes: Math.max(warm.json.page?.bytes ?? 0, warm.json.decodedImageBytes ?? 0),
      pdfiumMemoryBytes: warm.json.pdfiumMemoryBytes,
    })),
    thumbnail: thumbnail.status === 200 ? { ...thumbnail.json, cpuSeconds: round(thumbnail.cpuSeconds) } : undefined,
  };
}

// --- report ------------------------------------------------------------------------------------------

const round2 = (value: number) => Math.round(value * 100) / 100;
const verdict = (isMet: boolean) => (isMet ? 'ok' : 'MISSED');
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const megabytes = (bytes: number | null | undefined) => (bytes ? (bytes / 2 ** 20).toFixed(1) : '-');

async function main() {
  const startedAt = Date.now();
  const loadAtStart = os.loadavg()[0]!;
  const corpus = fixtures();
  const native = nativeCers();
  await worker.reset();
  rmSync(TEXT_DIR, { recursive: true, force: true });
  mkdirSync(TEXT_DIR, { recursive: true });
  copyOcrModels(ASSETS_DIR);

  step(`starting the bench Worker (wrangler dev -c ${path.relative(ROOT, CONFIG)}) on ${worker.baseUrl}`);
  const results: FileResult[] = [];
  let isCpuTime = true;
  try {
    await startServer();
    isCpuTime = workerdCpuSeconds() !== undefined;
    if (!isCpuTime) step('no /proc here: the seconds below are wall time, not CPU time');
    for (const fixture of corpus) results.push(await measure(fixture));
  } finally {
    await stopServer();
  }
  for (const [index, fixture] of corpus.entries()) {
    const result = results[index]!;
    if (result.rejected) continue;
    result.memory = await measureMemory(fixture, result.pageCount);
    step(`${fixture.name}: the OCR path's peak ${result.memory.peakMB} MB (${result.memory.peakStep})`);
  }

  const read = results.filter((result) => !result.rejected);
  const cpuMet = (result: FileResult) => result.warmCpuSecondsPerPage!.max <= TARGETS.cpuSecondsPerPage;
  const cerMet = (result: FileResult) => result.cer! <= result.cerTarget!;
  const summary = {
    cleanCerMet: read.filter((result) => result.kind === 'clean' && result.cer !== undefined).every(cerMet),
    photoCerMet: read.filter((result) => result.kind === 'photo' && result.cer !== undefined).every(cerMet),
    cpuMet: read.every(cpuMet),
    peakMemoryMet: read.every((result) => result.memory!.peakMB <= TARGETS.peakMemoryMB),
  };
  const output = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.arch()}`,
      loadAverage: { atStart: round2(loadAtStart), atEnd: round2(os.loadavg()[0]!) },
    },
    cpuTime: isCpuTime ? 'workerd user+system (/proc)' : 'wall',
    targets: { ...TARGETS, ...summary },
    files: results,
    totalSeconds: Math.round((Date.now() - startedAt) / 100) / 10,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(output, null, 2)}\n`);
  const busy = Math.max(loadAtStart, os.loadavg()[0]!) > 0.5 * os.cpus().length;

  const nativeOf = (file: string) => {
    const figures = native.get(file);
    if (!figures) return '-';
    return figures.psm1 && figures.psm1 !== figures.psm3 ? `${figures.psm3} (psm 1: ${figures.psm1})` : figures.psm3;
  };
  const accuracyRow = (result: FileResult) => {
    if (result.rejected) {
      const expected = !existsSync(path.join(FIXTURES, `${path.parse(result.file).name}.txt`));
      return [
        result.file,
        result.languages.join('+'),
        '-',
        'refused',
        nativeOf(result.file),
        expected ? 'refused: ok' : 'MISSED (not read)',
        '-',
        '-',
        '-',
        '-',
      ];
    }
    const cerText =
      result.cer === undefined
        ? '-'
        : result.cerRaw !== result.cer
          ? `${percent(result.cer)} (raw ${percent(result.cerRaw!)})`
          : percent(result.cer);
    return [
      result.file,
      result.languages.join('+'),
      String(result.pageCount),
      cerText,
      nativeOf(result.file),
      result.cer === undefined
        ? 'no ground truth: should be refused: MISSED'
        : `<= ${result.cerTarget! * 100}%: ${verdict(cerMet(result))}`,
      result.warmCpuSecondsPerPage!.mean.toFixed(2),
      result.warmCpuSecondsPerPage!.max.toFixed(2),
      result.coldCpuSeconds!.toFixed(2),
      `<= ${TARGETS.cpuSecondsPerPage} s: ${verdict(cpuMet(result))}`,
    ];
  };
  const memoryRow = (result: FileResult) => {
    if (result.rejected) return [result.file, '-', '-', '-', '-', '-', '-', '-', '-', '-', '-'];
    const pages = result.pages!;
    const largest = pages.reduce((most, page) => (page.largestBitmapBytes > most.largestBitmapBytes ? page : most));
    const engine = Math.max(...pages.map((page) => page.engineMemoryBytes ?? 0));
    const bitmapSizes = [...new Set(pages.map((page) => (page.bitmap ? `${page.bitmap.width}×${page.bitmap.height}` : '-')))].join(', ');
    const rotations = [...new Set(pages.map((page) => page.rotation ?? 0))].filter((rotation) => rotation !== 0);
    return [
      result.file,
      `${bitmapSizes}${rotations.length ? ` (turned ${rotations.join('/')}°)` : ''}`,
      megabytes(largest.largestBitmapBytes),
      megabytes(engine),
      megabytes(Math.max(...pages.map((page) => page.pdfiumMemoryBytes))),
      result.memory!.peakMB.toFixed(1),
      result.memory!.peakStep,
      Object.entries(result.memory!.peakPartsMB)
        .map(([part, mb]) => `${part} ${mb.toFixed(1)}`)
        .join(' + '),
      result.memory!.heldAfterMB.toFixed(1),
      result.thumbnail ? result.thumbnail.bytes.toLocaleString('en') : 'failed',
      result.thumbnail ? result.thumbnail.cpuSeconds.toFixed(2) : '-',
    ];
  };
  const cpuLabel = isCpuTime ? 'CPU s' : 'wall s';
  const rejected = results.filter((result) => result.rejected);
  const differing = read.filter((result) => result.coldDiffersFromWarm).map((result) => result.file);
  const textOf = (result: FileResult) => readFileSync(path.join(TEXT_DIR, `${path.parse(result.file).name}.txt`), 'utf8');
  const differingInNode = read.filter((result) => result.memory!.texts.join('\n\f\n') !== textOf(result)).map((result) => result.file);
  const highest = read.reduce((most, result) => (result.memory!.peakMB > most.memory!.peakMB ? result : most));
  console.log(`
OCR benchmark: ${results.length} files of tests/fixtures/ocr, core/pages in workerd (wrangler dev), one request at a time
(${output.machine.cpus} CPUs, ${output.machine.cpuModel}, Node ${process.version}, load average ${output.machine.loadAverage.atStart} at start and ${output.machine.loadAverage.atEnd} at end; ${output.totalSeconds} s in all)${busy ? '\nThe machine was busy with other work: expect slower figures than on an idle one.' : ''}

${table(
  ['file', 'languages', 'pages', 'CER', 'native Tesseract', 'CER target', `${cpuLabel}/page warm`, 'max', 'cold', 'CPU target (warm max)'],
  results.map(accuracyRow),
)}

${table(
  [
    'file',
    'OCR bitmap (px)',
    'largest JS bitmap MB',
    'engine MB',
    'PDFium MB',
    'peak MB',
    'peak at',
    'peak made of (MB)',
    'held after MB',
    'thumbnail bytes',
    `thumbnail ${cpuLabel}`,
  ],
  results.map(memoryRow),
)}

The OCR path's peak: ${highest.memory!.peakMB.toFixed(1)} MB (${highest.file}, ${highest.memory!.peakStep}); target <= ${TARGETS.peakMemoryMB} MB: ${verdict(summary.peakMemoryMet)}.

CER: edit distance over the ground truth's length after NFC and whitespace folding (tests/fixtures/ocr/README.md); pages joined;
ş ţ folded to ș ț before scoring (raw: without). Native Tesseract: 5.3.0 from the corpus's README (psm 3; psm 1 adds orientation detection).
${cpuLabel}: the workerd processes' user + system time over the request (the file's bytes in, the JSON out), per page. Each read starts an
engine of its own (instance, models gunzipped and loaded) and ends it; warm: the second read of the page; cold: the file's first read.
Engine MB: the OCR engine's wasm memory after the page (it only grows: its peak). Largest JS bitmap: the page given to the engine,
or an image's decoded RGBA (PNG), whichever is larger. PDFium MB: the wasm memory of the PDFium instance that drew the page (dropped after).
Peak (scripts/ocr-memory.ts, in Node, the same code, modules and models): the most the OCR path held at once, V8's heap in use plus every
ArrayBuffer and WebAssembly memory at its full size, after garbage collection, above Node's own; the file read as the pages consumer reads
it, every page twice. Made of: the WebAssembly memories alive then (engine, pdfium, webp) and the rest (js: bitmaps, the file, objects).
Held after: what the isolate still holds once the last page is read.
${differingInNode.length ? `Node read different texts from workerd's for: ${differingInNode.join(', ')}.\n` : ''}${rejected.map((result) => `${result.file} was refused: ${result.rejected}\n`).join('')}${differing.length ? `The cold and warm reads gave different texts for: ${differing.join(', ')} (the warm text is scored).\n` : ''}Results: ${path.relative(ROOT, RESULTS_FILE)}; OCR texts: ${path.relative(ROOT, TEXT_DIR)}/; server log: ${path.relative(ROOT, worker.serverLog)}`);
}

await runBenchmark(worker, main);
