/**
 * Web app benchmark: `npm run bench:web`.
 *
 * What a person waits for in the browser, measured in Chromium (Playwright) against the built SPA
 * served by a local Worker of its own (`wrangler dev` on 127.0.0.1:8790, state in
 * .wrangler/bench-web, wiped at each run). It:
 *   1. builds the SPA into dist/client (the Worker serves it from there),
 *   2. creates a user and an organization through the API, seeds 300 processed documents straight
 *      into the local D1, then tags some of the 100 newest through the API (the list shows chips),
 *   3. times the documents page: warm (app loaded, side-nav click) and cold (fresh context),
 *      at 1× and a throttled CPU, with the /api request waterfall of a cold load,
 *   4. sums the gzipped JavaScript and CSS each main route loads,
 *   5. imports 120 small text files through the top bar's import button,
 * and prints tables, also written to .wrangler/bench-web/results.json.
 *
 * It prints figures and never fails on a missed target; a measure that breaks (the app changed
 * under it) is reported as an error and the others still run. Knobs: BENCH_PORT (8790),
 * BENCH_RUNS (5), BENCH_CPU_SLOWDOWN (4; 1 measures at full speed only), CHROMIUM_PATH.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import type { DocumentRow, Summary } from './bench-lib';

// Loaded at run time through Node's type stripping; the import type keeps it checked without the
// tsconfig flag a static `.ts` import would need.
type BenchLib = typeof import('./bench-lib');
const benchLibPath = './bench-lib.ts';
const { ApiClient, BenchWorker, ID_ALPHABET, ROOT, createUserAndOrganization, runBenchmark, seedDocuments, step, summarize, table } =
  (await import(benchLibPath)) as BenchLib;

// Not 8789: bench:search has that one, and the two may run side by side.
const PORT = Number(process.env.BENCH_PORT ?? 8790);
const worker = new BenchWorker(path.join(ROOT, '.wrangler', 'bench-web'), PORT);
const api = new ApiClient(worker.baseUrl);
const RESULTS_FILE = path.join(worker.benchDir, 'results.json');
const CLIENT_DIR = path.join(ROOT, 'dist', 'client');

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** CPU rates measured: full speed, then a throttled "mobile-like" one (Chrome DevTools' "4× slowdown" is the usual stand-in for a mid-range phone). */
const CPU_RATES = [...new Set([1, Number(process.env.BENCH_CPU_SLOWDOWN ?? 4)])];
const DOCUMENT_COUNT = 300;
/** Spec: the documents list shows 100 per page by default (DEFAULT_PAGE_SIZE in web/src/documents/pages/documents-page.tsx). */
const EXPECTED_ROWS = 100;
const UPLOAD_FILES = 120;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VIEWPORT = { width: 1280, height: 800 };
const TAGS = [
  { name: 'Invoices', color: '#2563eb' },
  { name: 'Taxes', color: '#16a34a' },
  { name: 'Contracts', color: '#d97706' },
  { name: 'Personal', color: '#db2777' },
];

// Texts the script looks for, from the English locale, so a reworded label does not break it.
const en = JSON.parse(readFileSync(path.join(ROOT, 'web', 'src', 'i18n', 'locales', 'en.json'), 'utf8'));
const IMPORT_BUTTON_LABEL: string = en.uploads['import-button'].label;
const uploadSuccessTitle = (count: number) => (en.uploads.panel.title.success as string).replace('{{count}}', String(count));
const UPLOAD_ERROR_PREFIX = (en.uploads.panel.title.error as string).split('{{')[0]!;

const round1 = (value: number) => Math.round(value * 10) / 10;

// --- in the page ----------------------------------------------------------------------------------

/**
 * Installed in every page before its own scripts (addInitScript), as plain JavaScript: this
 * tsconfig has no DOM types. A MutationObserver notes when the document rows reach EXPECTED_ROWS
 * (rows of a table body holding a link to a document: no CSS class, so a restyled or rewritten
 * table still counts), then a double requestAnimationFrame approximates the paint of that frame.
 * It also notes the first screen of rows: the first time the rows reach the bottom of the viewport
 * (or all are there), what a person sees before scrolling.
 * Long tasks are collected from the start. Everything is in the page's performance.now() timebase,
 * the one Resource and Paint Timing use, so the figures compare without clock skew.
 *
 * `armOnNextClick` restarts the watch and sets its start at the click itself (a capturing listener),
 * not when Playwright was asked to click. `whenPainted` is a promise for page.evaluate: the app's CSP
 * refuses eval, which page.waitForFunction with a string needs.
 */
const IN_PAGE_SCRIPT = `(() => {
  const ROWS = 'tbody tr:has(a[href*="/documents/doc_"])';
  const state = { armedAt: 0, armOnClick: false, screenPaintedAt: null, rowsAt: null, paintedAt: null, longTasks: [], waiters: [] };
  const afterPaint = (then) => requestAnimationFrame(() => requestAnimationFrame(then));
  let isScreenNoted = false;
  const check = () => {
    if (state.armOnClick || state.rowsAt !== null) return;
    const rows = document.querySelectorAll(ROWS);
    if (!isScreenNoted && rows.length > 0 && (rows.length >= ${EXPECTED_ROWS} || rows[rows.length - 1].getBoundingClientRect().bottom >= innerHeight)) {
      isScreenNoted = true;
      afterPaint(() => (state.screenPaintedAt = performance.now()));
    }
    if (rows.length < ${EXPECTED_ROWS}) return;
    state.rowsAt = performance.now();
    afterPaint(() => {
      state.paintedAt = performance.now();
      state.waiters.splice(0).forEach((resolve) => resolve());
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  addEventListener('click', () => {
    if (!state.armOnClick) return;
    state.armOnClick = false;
    state.armedAt = performance.now();
  }, true);
  window.__bench = {
    armOnNextClick() { state.armOnClick = true; isScreenNoted = false; state.screenPaintedAt = null; state.rowsAt = null; state.paintedAt = null; },
    whenPainted: () => new Promise((resolve) => (state.paintedAt !== null ? resolve() : state.waiters.push(resolve))),
    snapshot: () => ({
      armedAt: state.armedAt,
      screenPaintedAt: state.screenPaintedAt,
      rowsAt: state.rowsAt,
      paintedAt: state.paintedAt,
      longTasks: state.longTasks.slice(),
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      mainScript: document.querySelector('script[type="module"][src]')?.src ?? null,
      resources: performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd })),
    }),
  };
})();`;

type InPageSnapshot = {
  armedAt: number;
  screenPaintedAt: number | null;
  rowsAt: number | null;
  paintedAt: number | null;
  longTasks: { start: number; duration: number }[];
  fcp: number | null;
  mainScript: string | null;
  resources: { url: string; start: number; end: number }[];
};

const snapshot = (page: Page) => page.evaluate<InPageSnapshot>('window.__bench.snapshot()');
const ROWS_TIMEOUT_MS = 60_000;
async function waitForRowsPainted(page: Page) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${EXPECTED_ROWS} document rows not painted after ${ROWS_TIMEOUT_MS / 1000} s on ${page.url()}`)),
      ROWS_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([page.evaluate('window.__bench.whenPainted()'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The longest task overlapping [from, to], in ms (0 if none). */
const longestTask = (tasks: InPageSnapshot['longTasks'], from: number, to: number) =>
  Math.max(0, ...tasks.filter((task) => task.start < to && task.start + task.duration > from).map((task) => task.duration));

// --- browser --------------------------------------------------------------------------------------

let browser: Browser;
let sessionCookies: { name: string; value: string; url: string }[] = [];

/** A fresh context (its own empty HTTP cache), signed in with the API client's session unless `signedOut`. */
async function newContext({ signedOut = false } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: worker.baseUrl, locale: 'en-US', viewport: VIEWPORT });
  if (!signedOut) await context.addCookies(sessionCookies);
  await context.addInitScript({ content: IN_PAGE_SCRIPT });
  return context;
}

const cdpSessions = new WeakMap<Page, CDPSession>();
/** Slows the page's CPU `rate` times (CDP; the rate stays across navigations until changed). */
async function setCpuRate(page: Page, rate: number) {
  let cdp = cdpSessions.get(page);
  if (!cdp && rate === 1) return;
  if (!cdp) cdpSessions.set(page, (cdp = await page.context().newCDPSession(page)));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** A page of `context` with its CPU slowed `rate` times. */
async function newPage(context: BrowserContext, rate: number): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await setCpuRate(page, rate);
  return page;
}

// --- 1. documents page, warm ----------------------------------------------------------------------

type WarmRun = {
  responseToScreenPaintedMs: number;
  responseToPaintedMs: number;
  responseToRowsInDomMs: number;
  clickToPaintedMs: number;
  longestTaskMs: number;
};

/**
 * The app loaded (organization home, JS in the HTTP cache), then a click on the side navigation's
 * documents link: from the end of the documents-list response to 100 rows painted (what the
 * client costs), and from the click (adds the route's code and the request).
 * A full reload of the home each run: otherwise the list would come from React Query's cache. The
 * CPU is slowed from the click to the paint only: the home's load is not measured, and slowed it
 * would only make the run longer.
 */
async function warmRun(page: Page, rate: number, organizationId: string): Promise<WarmRun> {
  await page.goto(`/organizations/${organizationId}`, { waitUntil: 'networkidle' });
  const documentsLink = page.locator(`nav a[href="/organizations/${organizationId}/documents"]`).first();
  await documentsLink.waitFor();
  await page.evaluate('window.__bench.armOnNextClick()');
  await setCpuRate(page, rate);
  try {
    await documentsLink.click();
    await waitForRowsPainted(page);
  } finally {
    await setCpuRate(page, 1);
  }
  const result = await snapshot(page);
  const listPath = `/api/organizations/${organizationId}/documents`;
  const list = result.resources.filter((entry) => new URL(entry.url).pathname === listPath && entry.start >= result.armedAt).at(-1);
  if (!list) throw new Error(`No ${listPath} request after the click`);
  const paintedAt = result.paintedAt!;
  return {
    responseToScreenPaintedMs: result.screenPaintedAt! - list.end,
    responseToPaintedMs: paintedAt - list.end,
    // Without the layout and paint of the frame: what React's render and commit take.
    responseToRowsInDomMs: result.rowsAt! - list.end,
    clickToPaintedMs: paintedAt - result.armedAt,
    longestTaskMs: longestTask(result.longTasks, list.end, paintedAt),
  };
}

// --- 2. documents page, cold ----------------------------------------------------------------------

type ApiRequest = { path: string; start: number; end: number; chained: boolean };
type ColdRun = {
  firstContentfulPaintMs: number;
  mainJsLoadedMs: number;
  screenPaintedAfterJsMs: number;
  rowsPaintedMs: number;
  rowsPaintedAfterJsMs: number;
  longestTaskMs: number;
  apiRequests: number;
  apiDepth: number;
  waterfall: ApiRequest[];
};

/**
 * The longest chain of requests each starting after the previous one ended: how many round trips
 * the page waits for one after another (requests sent together count once).
 */
function longestChain(requests: { start: number; end: number }[]): Set<number> {
  const depth: number[] = [];
  const previous: number[] = [];
  requests.forEach((request, index) => {
    depth[index] = 1;
    previous[index] = -1;
    for (let before = 0; before < index; before++) {
      if (requests[before]!.end <= request.start && depth[before]! + 1 > depth[index]!) {
        depth[index] = depth[before]! + 1;
        previous[index] = before;
      }
    }
  });
  const chain = new Set<number>();
  let last = depth.indexOf(Math.max(0, ...depth));
  while (last >= 0) {
    chain.add(last);
    last = previous[last]!;
  }
  return chain;
}

/** Ids replaced by placeholders, so the paths read the same from run to run. */
const readablePath = (url: string, organizationId: string) => {
  const { pathname, search } = new URL(url);
  return (pathname + search).replaceAll(organizationId, '{org}').replace(/doc_[a-z0-9]+/g, '{doc}');
};

/** `/organizations/{id}/documents` in a fresh context (empty HTTP cache), times from navigation start. */
async function coldRun(rate: number, organizationId: string): Promise<ColdRun> {
  const context = await newContext();
  try {
    const page = await newPage(context, rate);
    await page.goto(`/organizations/${organizationId}/documents`, { waitUntil: 'commit' });
    await waitForRowsPainted(page);
    const result = await snapshot(page);
    const paintedAt = result.paintedAt!;
    const mainJs = result.resources.find((entry) => entry.url === result.mainScript);
    if (!mainJs) throw new Error(`No Resource Timing entry for the main script ${result.mainScript}`);
    const apiEntries = result.resources
      .filter((entry) => new URL(entry.url).pathname.startsWith('/api/') && entry.start < paintedAt)
      .sort((a, b) => a.start - b.start);
    const chain = longestChain(apiEntries);
    return {
      firstContentfulPaintMs: result.fcp ?? NaN,
      mainJsLoadedMs: mainJs.end,
      screenPaintedAfterJsMs: result.screenPaintedAt! - mainJs.end,
      rowsPaintedMs: paintedAt,
      rowsPaintedAfterJsMs: paintedAt - mainJs.end,
      longestTaskMs: longestTask(result.longTasks, 0, paintedAt),
      apiRequests: apiEntries.length,
      apiDepth: chain.size,
      waterfall: apiEntries.map((entry, index) => ({
        path: readablePath(entry.url, organizationId),
        start: round1(entry.start),
        end: round1(entry.end),
        chained: chain.has(index),
      })),
    };
  } finally {
    await context.close();
  }
}

// --- 3. bytes per route ---------------------------------------------------------------------------

type RouteBytes = { route: string; jsFiles: number; jsBytes: number; jsGzipBytes: number; cssFiles: number; cssGzipBytes: number };

const gzipSizes = new Map<string, number>();
/** gzip (zlib's default level, about what a CDN sends) of a file served from /assets, else of the body received. */
async function gzipSize(url: string, body: () => Promise<Buffer>) {
  const { pathname } = new URL(url);
  let size = gzipSizes.get(pathname);
  if (size === undefined) {
    const file = path.join(CLIENT_DIR, pathname);
    size = gzipSync(existsSync(file) ? readFileSync(file) : await body()).length;
    gzipSizes.set(pathname, size);
  }
  return size;
}

/**
 * A cold load of `route` until the network is idle (dynamic imports included), and the JavaScript and
 * CSS it fetched, by file type or extension (a modulepreload counts as JavaScript).
 */
async function routeBytes(label: string, route: string, { signedOut = false } = {}): Promise<RouteBytes> {
  const context = await newContext({ signedOut });
  try {
    const page = await newPage(context, 1);
    const fetched = new Map<string, { kind: 'js' | 'css'; body: () => Promise<Buffer> }>();
    page.on('response', (response) => {
      const url = response.url();
      const { pathname } = new URL(url);
      const type = response.request().resourceType();
      const kind =
        type === 'script' || /\.m?js$/.test(pathname) ? 'js' : type === 'stylesheet' || pathname.endsWith('.css') ? 'css' : undefined;
      if (kind && response.ok()) fetched.set(url, { kind, body: () => response.body() });
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    const bytes: RouteBytes = { route: label, jsFiles: 0, jsBytes: 0, jsGzipBytes: 0, cssFiles: 0, cssGzipBytes: 0 };
    for (const [url, { kind, body }] of fetched) {
      const gzipped = await gzipSize(url, body);
      if (kind === 'js') {
        bytes.jsFiles++;
        bytes.jsGzipBytes += gzipped;
        const file = path.join(CLIENT_DIR, new URL(url).pathname);
        bytes.jsBytes += existsSync(file) ? readFileSync(file).length : (await body()).length;
      } else {
        bytes.cssFiles++;
        bytes.cssGzipBytes += gzipped;
      }
    }
    return bytes;
  } finally {
    await context.close();
  }
}

/** Everything the build wrote to dist/client/assets, by kind: what a visit to every route would cost at most. */
function distAssets() {
  const totals: Record<'js' | 'css' | 'other', { files: number; bytes: number; gzipBytes: number }> = {
    js: { files: 0, bytes: 0, gzipBytes: 0 },
    css: { files: 0, bytes: 0, gzipBytes: 0 },
    other: { files: 0, bytes: 0, gzipBytes: 0 },
  };
  const assetsDir = path.join(CLIENT_DIR, 'assets');
  for (const entry of readdirSync(assetsDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const content = readFileSync(path.join(entry.parentPath, entry.name));
    const total = totals[entry.name.endsWith('.js') ? 'js' : entry.name.endsWith('.css') ? 'css' : 'other'];
    total.files++;
    total.bytes += content.length;
    total.gzipBytes += gzipSync(content).length;
  }
  return totals;
}

// --- 4. bulk upload -------------------------------------------------------------------------------

type BulkUpload = { files: number; bytesPerFile: number; seconds: number; filesPerSecond: number; documentsAfter: number };

/**
 * UPLOAD_FILES distinct small text files chosen at once through the top bar's import button on the
 * organization home, timed from the choice until the upload panel says all of them were imported.
 */
async function bulkUpload(organizationId: string): Promise<BulkUpload> {
  const runId = randomBytes(4).toString('hex');
  const files = Array.from({ length: UPLOAD_FILES }, (_, index) => ({
    name: `bench-web-${runId}-${String(index).padStart(3, '0')}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from(`Benchmark ${runId}, file ${index} of ${UPLOAD_FILES}.\n${words(40)}\n`),
  }));
  const context = await newContext();
  try {
    const page = await newPage(context, 1);
    await page.goto(`/organizations/${organizationId}`, { waitUntil: 'networkidle' });
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: IMPORT_BUTTON_LABEL, exact: true }).click();
    const fileChooser = await chooser;
    const success = page.getByText(uploadSuccessTitle(UPLOAD_FILES), { exact: true });
    const failure = page.getByText(UPLOAD_ERROR_PREFIX);
    const started = performance.now();
    await fileChooser.setFiles(files);
    await success.or(failure).first().waitFor({ timeout: 150_000 });
    const milliseconds = performance.now() - started;
    if (await failure.isVisible()) throw new Error(`The upload panel reports failures: ${await failure.first().textContent()}`);
    const statistics = await api.expectStatus('GET', `/api/organizations/${organizationId}/documents/statistics`, [200]);
    return {
      files: UPLOAD_FILES,
      bytesPerFile: Math.round(files.reduce((sum, file) => sum + file.buffer.length, 0) / UPLOAD_FILES),
      seconds: Math.round(milliseconds / 10) / 100,
      filesPerSecond: round1(UPLOAD_FILES / (milliseconds / 1000)),
      documentsAfter: statistics.json.organizationStats.documentsCount,
    };
  } finally {
    await context.close();
  }
}

// --- seeding --------------------------------------------------------------------------------------

const documentId = () => `doc_${Array.from(randomBytes(24), (byte) => ID_ALPHABET[byte % 36]).join('')}`;
const WORDS =
  'invoice contract receipt payment tax statement account balance total amount due date customer supplier order delivery quantity price bank transfer reference number insurance policy premium salary report annual quarterly lease rent agreement signature terms conditions address phone email warranty'.split(
    ' ',
  );
const words = (count: number) => Array.from({ length: count }, () => WORDS[randomInt(WORDS.length)]).join(' ');
const KINDS = [
  { extension: 'pdf', mimeType: 'application/pdf' },
  { extension: 'pdf', mimeType: 'application/pdf' },
  { extension: 'docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  { extension: 'txt', mimeType: 'text/plain' },
  { extension: 'png', mimeType: 'image/png' },
  { extension: 'jpg', mimeType: 'image/jpeg' },
];

/** DOCUMENT_COUNT processed documents, one an hour up to now, oldest first (the last ids are the newest). */
function documentRows({ organizationId, userId }: { organizationId: string; userId: string }, ids: string[]): DocumentRow[] {
  const spacingMs = 60 * 60 * 1000;
  const firstCreatedAt = Date.now() - (DOCUMENT_COUNT + 1) * spacingMs;
  return Array.from({ length: DOCUMENT_COUNT }, (_, index) => {
    const id = documentId();
    ids.push(id);
    const kind = KINDS[index % KINDS.length]!;
    const createdAt = firstCreatedAt + index * spacingMs;
    return {
      id,
      organizationId,
      createdBy: userId,
      name: `${WORDS[index % WORDS.length]}-${new Date(createdAt).getUTCFullYear()}-${String(index).padStart(4, '0')}.${kind.extension}`,
      originalSize: 10_000 + randomInt(5_000_000),
      sha256: randomBytes(32).toString('hex'),
      mimeType: kind.mimeType,
      content: kind.extension === 'png' || kind.extension === 'jpg' ? '' : words(100 + randomInt(200)),
      createdAt,
    };
  });
}

/** TAGS created through the API, and put on about two thirds of the 100 newest documents (a fifth of those get a second one). */
async function tagNewestDocuments(organizationId: string, newest: string[]) {
  const tagIds: string[] = [];
  for (const tag of TAGS) {
    const created = await api.expectStatus('POST', `/api/organizations/${organizationId}/tags`, [201], { json: tag });
    tagIds.push(created.json.tag.id);
  }
  const links = newest.flatMap((documentId, index) => {
    if (index % 3 === 0) return [];
    const first = { documentId, tagId: tagIds[index % tagIds.length]! };
    return index % 5 === 0 ? [first, { documentId, tagId: tagIds[(index + 1) % tagIds.length]! }] : [first];
  });
  // A few at a time: one request per link is the only way in through the API.
  let next = 0;
  const attach = async () => {
    for (let index = next++; index < links.length; index = next++) {
      const { documentId, tagId } = links[index]!;
      await api.expectStatus('POST', `/api/organizations/${organizationId}/documents/${documentId}/tags`, [204], { json: { tagId } });
    }
  };
  await Promise.all(Array.from({ length: 4 }, attach));
  return links.length;
}

/** One real upload (its file in R2, its text extracted), for the document page: a seeded one has no file to preview. */
async function uploadOneDocument(organizationId: string) {
  const form = new FormData();
  form.append('file', new File([`Benchmark document.\n${words(200)}\n`], 'bench-web-detail.txt', { type: 'text/plain' }));
  const uploaded = await api.expectStatus('POST', `/api/organizations/${organizationId}/documents`, [201], { form });
  const id = uploaded.json.document.id as string;
  // Wait until processed, so the page shows its steady state (a pending one keeps polling).
  for (let attempt = 0; attempt < 100; attempt++) {
    const { json } = await api.expectStatus('GET', `/api/organizations/${organizationId}/documents/${id}`, [200]);
    if (json.document.processingStatus !== 'pending') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return id;
}

// --- build ----------------------------------------------------------------------------------------

/** `vite build` with the same Node, as `npm run build` does: BenchWorker serves dist/client. */
function buildSpa(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))));
  });
}

// --- report ---------------------------------------------------------------------------------------

type Outcome<T> = { value: T } | { error: string };

/** Runs one measure; a failure is kept as its error so the others still run and print. */
async function attempt<T>(label: string, measure: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { value: await measure() };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    step(`${label} FAILED: ${message}`);
    return { error: message };
  }
}

const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);
const rateLabel = (rate: number) => `${rate}×`;

/** Median and max of one field over the runs that succeeded (and had it: a paint Chromium did not report is left out). */
function figures<Run>(runs: Run[], field: (run: Run) => number): Summary {
  return summarize(runs.map(field).filter(Number.isFinite));
}
const medianMax = (summary: Summary) => (summary.samples === 0 ? ['–', '–'] : [summary.p50.toFixed(1), summary.max.toFixed(1)]);

// --- main -----------------------------------------------------------------------------------------

async function main() {
  const startedAt = Date.now();
  const loadAtStart = os.loadavg()[0]!;
  // Where the run's time goes, printed at the end: the whole command should stay within a few minutes.
  const phaseSeconds: Record<string, number> = {};
  let phaseStartedAt = Date.now();
  const endPhase = (name: string) => {
    phaseSeconds[name] = round1((Date.now() - phaseStartedAt) / 1000);
    phaseStartedAt = Date.now();
  };
  await worker.reset();

  step('building the SPA (vite build)');
  await buildSpa();
  endPhase('build');

  step(`applying migrations to ${path.relative(ROOT, worker.persistDir)}`);
  await worker.applyMigrations();
  step(`starting wrangler dev on ${worker.baseUrl}`);
  await worker.start();
  const { userId, organizationId } = await createUserAndOrganization(api, {
    emailPrefix: 'bench-web',
    organizationName: 'Benchmark archive',
  });
  step(`created organization ${organizationId}`);
  // Seed with the server stopped: one process at a time on the SQLite files.
  await worker.stop();
  const ids: string[] = [];
  await seedDocuments(
    worker,
    documentRows({ organizationId, userId }, ids),
    { rowsPerInsert: 100, rowsPerFile: DOCUMENT_COUNT },
    (seeded) => step(`seeded ${seeded} documents`),
  );
  step('restarting wrangler dev');
  await worker.start();
  const tagLinks = await tagNewestDocuments(organizationId, ids.slice(-EXPECTED_ROWS).reverse());
  const detailDocumentId = await uploadOneDocument(organizationId);
  step(`created ${TAGS.length} tags, ${tagLinks} tag links on the ${EXPECTED_ROWS} newest documents, uploaded one document`);
  endPhase('setup');

  sessionCookies = api.cookie
    .split('; ')
    .filter(Boolean)
    .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: worker.baseUrl }));
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });

  try {
    // Unmeasured: the Worker's first requests compile and fill caches, the browser starts its processes.
    await attempt('warm-up', () => coldRun(1, organizationId));

    // Runs of every kind in turn (cold and warm, each CPU rate), so that whatever else the machine
    // does at a given moment weighs on all of them alike. One warm page per rate keeps its HTTP cache.
    step(`documents page: ${RUNS} runs, warm and cold, CPU ${CPU_RATES.map(rateLabel).join(' and ')}`);
    const warmPages = new Map<number, Page>();
    for (const rate of CPU_RATES) {
      const page = await newPage(await newContext(), 1);
      // Unmeasured: fills this context's HTTP cache with the home's and the documents route's code.
      await attempt(`warm-up, CPU ${rateLabel(rate)}`, () => warmRun(page, rate, organizationId));
      warmPages.set(rate, page);
    }
    const warm = new Map<number, { runs: WarmRun[]; errors: string[] }>(CPU_RATES.map((rate) => [rate, { runs: [], errors: [] }]));
    const cold = new Map<number, { runs: ColdRun[]; errors: string[] }>(CPU_RATES.map((rate) => [rate, { runs: [], errors: [] }]));
    for (let run = 0; run < RUNS; run++) {
      for (const rate of CPU_RATES) {
        const coldOutcome = await attempt(`cold load, CPU ${rateLabel(rate)}`, () => coldRun(rate, organizationId));
        if ('value' in coldOutcome) cold.get(rate)!.runs.push(coldOutcome.value);
        else cold.get(rate)!.errors.push(coldOutcome.error);
        const warmOutcome = await attempt(`warm navigation, CPU ${rateLabel(rate)}`, () =>
          warmRun(warmPages.get(rate)!, rate, organizationId),
        );
        if ('value' in warmOutcome) warm.get(rate)!.runs.push(warmOutcome.value);
        else warm.get(rate)!.errors.push(warmOutcome.error);
      }
    }
    for (const page of warmPages.values()) await page.context().close();
    endPhase('documents page');

    step('JavaScript and CSS per route (cold loads until network idle)');
    const organizationPath = `/organizations/${organizationId}`;
    const routes: [string, string, { signedOut?: boolean }?][] = [
      ['login (signed out)', '/login', { signedOut: true }],
      ['organization home', organizationPath],
      ['documents list', `${organizationPath}/documents`],
      ['document page', `${organizationPath}/documents/${detailDocumentId}`],
      ['tags', `${organizationPath}/tags`],
      ['tagging rules', `${organizationPath}/tagging-rules`],
      ['organization settings', `${organizationPath}/settings`],
      ['account settings', '/settings'],
    ];
    const bytes: [string, Outcome<RouteBytes>][] = [];
    for (const [label, route, options] of routes)
      bytes.push([label, await attempt(`bytes of ${label}`, () => routeBytes(label, route, options))]);
    const dist = distAssets();
    endPhase('bytes per route');

    step(`importing ${UPLOAD_FILES} text files through the import button`);
    const upload = await attempt('bulk upload', () => bulkUpload(organizationId));
    endPhase('bulk import');

    await browser.close();
    await worker.stop();
    report({ startedAt, loadAtStart, phaseSeconds, tagLinks, warm, cold, bytes, dist, upload });
  } finally {
    await browser.close().catch(() => undefined);
  }
}

function report({
  startedAt,
  loadAtStart,
  phaseSeconds,
  tagLinks,
  warm,
  cold,
  bytes,
  dist,
  upload,
}: {
  startedAt: number;
  loadAtStart: number;
  phaseSeconds: Record<string, number>;
  tagLinks: number;
  warm: Map<number, { runs: WarmRun[]; errors: string[] }>;
  cold: Map<number, { runs: ColdRun[]; errors: string[] }>;
  bytes: [string, Outcome<RouteBytes>][];
  dist: ReturnType<typeof distAssets>;
  upload: Outcome<BulkUpload>;
}) {
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    chromium: browser.version(),
    loadAverage: { atStart: round1(loadAtStart), atEnd: round1(os.loadavg()[0]!) },
  };
  const busy = Math.max(loadAtStart, os.loadavg()[0]!) > 0.5 * machine.cpus;

  const documentsPage = CPU_RATES.map((rate) => {
    const warmRuns = warm.get(rate)!.runs;
    const coldRuns = cold.get(rate)!.runs;
    return {
      cpuSlowdown: rate,
      warm: {
        runs: warmRuns.length,
        errors: warm.get(rate)!.errors,
        responseToScreenPaintedMs: figures(warmRuns, (run) => run.responseToScreenPaintedMs),
        responseToPaintedMs: figures(warmRuns, (run) => run.responseToPaintedMs),
        responseToRowsInDomMs: figures(warmRuns, (run) => run.responseToRowsInDomMs),
        clickToPaintedMs: figures(warmRuns, (run) => run.clickToPaintedMs),
        longestTaskMs: figures(warmRuns, (run) => run.longestTaskMs),
      },
      cold: {
        runs: coldRuns.length,
        errors: cold.get(rate)!.errors,
        firstContentfulPaintMs: figures(coldRuns, (run) => run.firstContentfulPaintMs),
        mainJsLoadedMs: figures(coldRuns, (run) => run.mainJsLoadedMs),
        rowsPaintedMs: figures(coldRuns, (run) => run.rowsPaintedMs),
        screenPaintedAfterJsMs: figures(coldRuns, (run) => run.screenPaintedAfterJsMs),
        rowsPaintedAfterJsMs: figures(coldRuns, (run) => run.rowsPaintedAfterJsMs),
        longestTaskMs: figures(coldRuns, (run) => run.longestTaskMs),
        apiRequests: figures(coldRuns, (run) => run.apiRequests),
        apiDepth: figures(coldRuns, (run) => run.apiDepth),
        // The waterfall of the median run (by time to rows painted).
        waterfall: [...coldRuns].sort((a, b) => a.rowsPaintedMs - b.rowsPaintedMs)[Math.floor((coldRuns.length - 1) / 2)]?.waterfall ?? [],
      },
    };
  });

  const results = {
    date: new Date().toISOString(),
    machine,
    documents: DOCUMENT_COUNT + 1,
    expectedRows: EXPECTED_ROWS,
    tagLinks,
    runs: RUNS,
    phaseSeconds,
    documentsPage,
    routes: bytes.map(([route, outcome]) => ('value' in outcome ? outcome.value : { route, error: outcome.error })),
    distAssets: dist,
    bulkUpload: 'value' in upload ? upload.value : { error: upload.error },
    totalSeconds: round1((Date.now() - startedAt) / 1000),
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);

  const pageRows = documentsPage.flatMap(({ cpuSlowdown, warm: w, cold: c }) => {
    const cpu = rateLabel(cpuSlowdown);
    return [
      ['warm: list response end → first screen of rows painted', cpu, ...medianMax(w.responseToScreenPaintedMs)],
      ['warm: list response end → all rows painted', cpu, ...medianMax(w.responseToPaintedMs)],
      ['warm: click → rows painted', cpu, ...medianMax(w.clickToPaintedMs)],
      ['warm: longest task, response → painted', cpu, ...medianMax(w.longestTaskMs)],
      ['cold: first contentful paint', cpu, ...medianMax(c.firstContentfulPaintMs)],
      ['cold: main JS loaded', cpu, ...medianMax(c.mainJsLoadedMs)],
      ['cold: rows painted (from navigation)', cpu, ...medianMax(c.rowsPaintedMs)],
      ['cold: first screen of rows painted (from main JS loaded)', cpu, ...medianMax(c.screenPaintedAfterJsMs)],
      ['cold: all rows painted (from main JS loaded)', cpu, ...medianMax(c.rowsPaintedAfterJsMs)],
      ['cold: longest task until rows painted', cpu, ...medianMax(c.longestTaskMs)],
      ['cold: /api requests before rows (count)', cpu, ...medianMax(c.apiRequests).map((value) => value.replace('.0', ''))],
      ['cold: /api depth (one after another)', cpu, ...medianMax(c.apiDepth).map((value) => value.replace('.0', ''))],
    ];
  });
  const errors = documentsPage.flatMap(({ cpuSlowdown, warm: w, cold: c }) => [
    ...w.errors.map((error) => `warm ${rateLabel(cpuSlowdown)}: ${error}`),
    ...c.errors.map((error) => `cold ${rateLabel(cpuSlowdown)}: ${error}`),
  ]);

  const waterfall = documentsPage[0]!.cold.waterfall;
  const waterfallRows = waterfall.map((request) => [
    request.path,
    request.start.toFixed(1),
    request.end.toFixed(1),
    (request.end - request.start).toFixed(1),
    request.chained ? '◆' : '',
  ]);

  const routeRows = bytes.map(([route, outcome]) =>
    'value' in outcome
      ? [
          route,
          String(outcome.value.jsFiles),
          kilobytes(outcome.value.jsBytes),
          kilobytes(outcome.value.jsGzipBytes),
          String(outcome.value.cssFiles),
          kilobytes(outcome.value.cssGzipBytes),
        ]
      : [route, 'error', outcome.error.slice(0, 60), '', '', ''],
  );
  const distRow = (label: string, total: { files: number; bytes: number; gzipBytes: number }) => [
    label,
    String(total.files),
    kilobytes(total.bytes),
    kilobytes(total.gzipBytes),
  ];

  console.log(`
Web benchmark: the built SPA in Chromium ${machine.chromium} (headless), local wrangler dev, ${DOCUMENT_COUNT + 1} documents (${tagLinks} tag links on the ${EXPECTED_ROWS} newest), ${RUNS} runs of each
(${machine.cpus} CPUs, ${machine.cpuModel}, Node ${process.version}, load average ${machine.loadAverage.atStart} at start and ${machine.loadAverage.atEnd} at end)${busy ? '\nThe machine was busy with other work: expect slower figures than on an idle one.' : ''}

${table([`documents page, ${EXPECTED_ROWS} rows (ms)`, 'CPU', 'median', 'max'], pageRows)}
${errors.length ? `\nFailed runs:\n${errors.map((error) => `  ${error}`).join('\n')}\n` : ''}
/api requests of the median cold load at ${rateLabel(CPU_RATES[0]!)} until the rows were painted (ms from navigation start; ◆ = on the longest chain of requests each started after the previous one ended):
${waterfallRows.length ? table(['request', 'start', 'end', 'duration', 'chain'], waterfallRows) : '(no successful cold load)'}

${table(['route (cold load, until network idle)', 'JS files', 'JS KB', 'JS gzip KB', 'CSS files', 'CSS gzip KB'], routeRows)}

${table(['dist/client/assets', 'files', 'KB', 'gzip KB'], [distRow('JavaScript', dist.js), distRow('CSS', dist.css), distRow('other', dist.other)])}

${
  'value' in upload
    ? `Bulk import: ${upload.value.files} text files of ~${upload.value.bytesPerFile} bytes through the import button: all reported imported after ${upload.value.seconds.toFixed(2)} s (${upload.value.filesPerSecond} files/s); the API counts ${upload.value.documentsAfter} documents.`
    : `Bulk import FAILED: ${upload.error}`
}

Warm: the organization home loaded, then a click on the side navigation's documents link; "response end" is the documents-list
request's Resource Timing responseEnd, "rows painted" a double requestAnimationFrame after ${EXPECTED_ROWS} document rows are in the DOM.
Cold: a new browser context (empty HTTP cache) opening the documents page; times from navigation start. CPU ${CPU_RATES.slice(1).map(rateLabel).join(', ') || '(none)'}: Chrome's CPU throttling (a mid-range phone).
Gzip: zlib's default level over the files as built.
Took ${results.totalSeconds} s (${Object.entries(phaseSeconds)
    .map(([phase, value]) => `${phase} ${value} s`)
    .join(', ')}). Results: ${path.relative(ROOT, RESULTS_FILE)}; server log: ${path.relative(ROOT, worker.serverLog)}`);
}

await runBenchmark(worker, main);
