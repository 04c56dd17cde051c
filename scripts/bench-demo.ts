/// <reference lib="dom" />
// (The DOM types: part of this script runs in the page, through page.evaluate.)
/**
 * Demo benchmark: `npm run bench:demo`.
 *
 * What a visitor of the demo waits for, in Chromium, on the standalone demo build (dist/demo, served by
 * `vite preview` on 127.0.0.1:8792):
 *   1. the first visit: from navigation to the sample organization's home, seeding included, against
 *      a second visit to the same, seeded, workspace (their difference is about the seeding);
 *   2. workspaces of growing size (BENCH_DEMO_SIZES, documents of ~1.5 KB of text each, written
 *      straight into the demo's IndexedDB in the shape the demo stores): the documents page's first
 *      screen after a reload, and the command palette's search of a word inside a longer word, from
 *      the keystroke to the result on screen (its 300 ms typing pause included), median of BENCH_RUNS;
 *   3. the bytes the browser stores for each.
 * It prints figures and never fails on a missed target. Knobs: BENCH_PORT, BENCH_RUNS (5),
 * BENCH_DEMO_SIZES (500,2000,5000), CHROMIUM_PATH.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 8792);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SIZES = (process.env.BENCH_DEMO_SIZES ?? '500,2000,5000').split(',').map(Number);
const en = JSON.parse(readFileSync(path.join(ROOT, 'web/src/i18n/locales/en.json'), 'utf8'));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;

console.log('▸ building the standalone demo (npm run build:demo)');
if (spawnSync('npm', ['run', 'build:demo'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) throw new Error('build:demo failed');
const server = spawn('npx', ['vite', 'preview', '--mode', 'demo', '--port', String(PORT), '--strictPort'], {
  cwd: ROOT,
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => process.kill(-server.pid!, 'SIGTERM');

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(BASE_URL).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${BASE_URL} did not answer`);
}

async function timeToHome(page: Page) {
  const started = performance.now();
  await page.goto(`${BASE_URL}/`);
  await page.waitForURL(/\/organizations\/org_[a-z0-9]+$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return performance.now() - started;
}

/** Adds `count` processed text documents to the demo's first organization, in its IndexedDB, in the demo's record shape (web/src/demo/store/demo-database.ts). */
async function addDocuments(page: Page, count: number) {
  await page.evaluate(async (count) => {
    const words =
      'invoice contract receipt insurance renewal meeting notes quarterly budget supplier delivery payment reminder warranty lease tenancy statement account transfer'.split(
        ' ',
      );
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('archive-demo');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const organizationId = await new Promise<string>((resolve) => {
      const request = database.transaction('organizations').objectStore('organizations').getAllKeys();
      request.onsuccess = () => resolve(String(request.result[0]));
    });
    const transaction = database.transaction(['documents', 'files'], 'readwrite');
    for (let index = 0; index < count; index++) {
      const content =
        Array.from({ length: 200 }, (_, word) => words[(index * 7 + word * 13) % words.length]).join(' ') +
        (index === count - 1 ? ' Zahnarztpraxis' : '');
      const id = `doc_bench${String(index).padStart(15, '0')}`;
      const createdAt = new Date(Date.now() - index * 60_000);
      transaction.objectStore('documents').put({
        id,
        organizationId,
        name: `bench-${index}.txt`,
        originalName: `bench-${index}.txt`,
        originalSize: content.length,
        originalSha256: id,
        mimeType: 'text/plain',
        content,
        processingStatus: 'processed',
        processingError: null,
        pagesDone: 0,
        pagesTotal: 0,
        thumbnailCreatedAt: null,
        contentEditedAt: null,
        deletedAt: null,
        deletedBy: null,
        createdBy: 'usr_demo',
        tagIds: [],
        createdAt,
        updatedAt: createdAt,
      });
      transaction.objectStore('files').put({ documentId: id, blob: new Blob([content], { type: 'text/plain' }) });
    }
    await new Promise((resolve, reject) => {
      transaction.oncomplete = resolve;
      transaction.onerror = () => reject(transaction.error);
    });
    database.close();
  }, count);
}

async function timeDocumentsPage(page: Page, organizationPath: string) {
  const started = performance.now();
  await page.goto(`${BASE_URL}${organizationPath}/documents`);
  await page.getByRole('row').nth(1).waitFor();
  return performance.now() - started;
}

/** The documents page opened on a search (the search box's query in the URL): its first result row. */
async function timeSearchPage(page: Page, organizationPath: string) {
  const started = performance.now();
  await page.goto(`${BASE_URL}${organizationPath}/documents?q=arztpraxis`);
  await page
    .getByRole('row', { name: /bench-\d+\.txt/ })
    .first()
    .waitFor();
  return performance.now() - started;
}

async function timePaletteSearch(page: Page) {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog');
  const started = performance.now();
  await palette.getByRole('combobox').fill('arztpraxis');
  await palette
    .getByRole('option', { name: /bench-\d+\.txt/ })
    .first()
    .waitFor();
  const elapsed = performance.now() - started;
  await page.keyboard.press('Escape');
  await palette.waitFor({ state: 'hidden' });
  return elapsed;
}

try {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

  const firstVisits: number[] = [];
  const secondVisits: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    firstVisits.push(await timeToHome(page));
    secondVisits.push(await timeToHome(page));
    await context.close();
  }
  console.log(
    `\nFirst visit (seeding included): ${ms(median(firstVisits))} · seeded workspace: ${ms(median(secondVisits))} · seeding ≈ ${ms(median(firstVisits) - median(secondVisits))} (median of ${RUNS})`,
  );

  console.log('\n| documents | documents page | documents page on a search | palette search (typing pause included) | stored |');
  console.log('|---:|---:|---:|---:|---:|');
  for (const size of SIZES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await timeToHome(page);
    const organizationPath = new URL(page.url()).pathname;
    const started = performance.now();
    await addDocuments(page, size);
    const writeMs = performance.now() - started;
    const pageTimes: number[] = [];
    const searchPageTimes: number[] = [];
    const searchTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      pageTimes.push(await timeDocumentsPage(page, organizationPath));
      searchTimes.push(await timePaletteSearch(page));
      searchPageTimes.push(await timeSearchPage(page, organizationPath));
    }
    const { usage } = await page.evaluate(() => navigator.storage.estimate());
    console.log(
      `| ${size.toLocaleString('en')} | ${ms(median(pageTimes))} | ${ms(median(searchPageTimes))} | ${ms(median(searchTimes))} | ${((usage ?? 0) / 1024 / 1024).toFixed(1)} MB (written in ${ms(writeMs)}) |`,
    );
    await context.close();
  }
  console.log(`\n(${en.demo.popup.title}: the standalone build, Chromium headless, this machine.)`);
  await browser.close();
} finally {
  stopServer();
}
