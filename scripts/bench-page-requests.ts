/**
 * The page editor through a local Worker, each operation from its request until what it made is read
 * and searchable: the second half of `npm run bench:pages` (the first, scripts/bench-pages.ts, times
 * PDFium's work alone, in Node).
 *
 * Starts its own Worker (`wrangler dev` on BENCH_PORT, 8795, state in .wrangler/bench-page-requests,
 * wiped at each run; the OCR models from the static assets, so `dist/` is built first when missing),
 * uploads two scans made of the OCR fixture's three scanned letters (50 and 100 pages, no text layer)
 * and waits for them to be read (OCR of every page), then through the API:
 *   1. rotates page 2 of the 50-page scan: a new version, read again with OCR of page 2 alone;
 *   2. splits the 100-page scan into 10 documents of 10 pages: their text carried, no OCR;
 *   3. deletes 10 pages of the 100: a new version, its text carried;
 *   4. merges the 10 documents of step 2 into one.
 * Each is timed until every document it made or changed is read (its processing done, its text in the
 * search index) and found by a search for a word of its letters, with the CPU time of the workerd
 * processes meanwhile (OCR shows there: about a second a page) and their peak resident memory (the
 * Worker with its local D1, R2 and queues: an upper bound for the isolate). Never fails on a missed
 * figure.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiClient, BenchWorker, ROOT, createUserAndOrganization, runBenchmark, step, table } from './bench-lib.ts';
import { letter } from './barcode-fixture-pages.ts';
import { nodePdfiumModules } from './node-pdfium.ts';
import { createPdfium, PdfDocument } from '../core/pages/pdfium.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8795);
/** A word the OCR reads on each of the three letters ("Page one: amber lantern": tests/fixtures/ocr/small-scan-3-pages.txt). */
const LETTER_WORD = 'page';
const worker = new BenchWorker(path.join(ROOT, '.wrangler', 'bench-page-requests'), PORT);
const api = new ApiClient(worker.baseUrl);

const pdfium = await createPdfium(nodePdfiumModules);
/**
 * Page `index` (from 0) of a scan of the three letters, so ordered that no two runs of ten pages are
 * alike: the first three pages of each ten spell its number in base 3 (a split's parts of the same
 * pages would be the same file, refused as a duplicate).
 */
const letterAt = (index: number) => {
  const [ten, position] = [Math.floor(index / 10), index % 10];
  return letter(position < 3 ? (Math.floor(ten / 3 ** position) % 3) + 1 : (position % 3) + 1);
};
const scanOf = (pages: number) =>
  PdfDocument.compose(
    pdfium,
    Array.from({ length: pages }, (_, index) => letterAt(index)),
  ).bytes;
const keep = (count: number, except: number[] = []) =>
  Array.from({ length: count }, (_, index) => ({ page: index + 1, rotate: 0 })).filter(({ page }) => !except.includes(page));

type Document = { id: string; processingStatus: string };

await runBenchmark(worker, async () => {
  if (!existsSync(path.join(ROOT, 'dist', 'client', 'ocr'))) {
    step('building the app: the Worker reads the OCR models from its static assets');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  await worker.reset();
  await worker.applyMigrations();
  await worker.start();
  const { organizationId } = await createUserAndOrganization(api, { emailPrefix: 'bench-pages', organizationName: 'Pages bench' });
  const base = `/api/organizations/${organizationId}`;

  const detail = async (id: string): Promise<Document> => (await api.expectStatus('GET', `${base}/documents/${id}`, [200])).json.document;

  /** Waits until each document is read (10 minutes at most) and a search for a word of its letters finds it. */
  async function readAndFound(ids: string[]) {
    const deadline = Date.now() + 600_000;
    for (const id of ids) {
      for (;;) {
        const { processingStatus } = await detail(id);
        if (processingStatus === 'processed') break;
        if (processingStatus === 'failed') throw new Error(`Reading ${id} failed`);
        if (Date.now() > deadline) throw new Error(`${id} was not read within 10 minutes`);
        await sleep(200);
      }
    }
    for (;;) {
      const { json } = await api.expectStatus('GET', `${base}/documents/search?searchQuery=${LETTER_WORD}&pageSize=100`, [200]);
      const found = new Set((json.documents as { id: string }[]).map(({ id }) => id));
      if (ids.every((id) => found.has(id))) return;
      if (Date.now() > deadline) throw new Error('The documents were read but not found by search within 10 minutes');
      await sleep(200);
    }
  }

  async function upload(name: string, bytes: Uint8Array): Promise<string> {
    const form = new FormData();
    form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }));
    return (await api.expectStatus('POST', `${base}/documents`, [201], { form })).json.document.id;
  }

  const figures: string[][] = [];
  /** Times `operate` from its request until the documents it names are read and found, with the memory peak meanwhile. */
  async function measured(label: string, operate: () => Promise<string[]>) {
    const residentBefore = worker.resetWorkerdPeak();
    const [started, cpuBefore] = [performance.now(), worker.workerdCpuMs()];
    const ids = await operate();
    await readAndFound(ids);
    figures.push([
      label,
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
      `${((worker.workerdCpuMs() - cpuBefore) / 1000).toFixed(1)} s`,
      `${worker.workerdPeakMb()} MB (+${worker.workerdPeakMb() - residentBefore})`,
    ]);
    return ids;
  }

  step('uploading a 50-page and a 100-page scan of letters, read with OCR');
  const [fifty] = await measured('upload a 50-page scan, read by OCR (setup)', async () => [await upload('fifty pages.pdf', scanOf(50))]);
  const [hundred] = await measured('upload a 100-page scan, read by OCR (setup)', async () => [
    await upload('hundred pages.pdf', scanOf(100)),
  ]);

  step('rotate, split, delete, merge');
  await measured('1. rotate page 2 of the 50 pages', async () => {
    const pages = keep(50).map((page) => (page.page === 2 ? { ...page, rotate: 90 } : page));
    await api.expectStatus('POST', `${base}/documents/${fifty}/pages`, [201], { json: { pages } });
    return [fifty!];
  });
  const parts = await measured('2. split the 100 pages into 10 documents', async () => {
    const split = await api.expectStatus('POST', `${base}/documents/${hundred}/split`, [201], {
      json: {
        parts: Array.from({ length: 10 }, (_, part) => ({ pages: keep(10).map(({ page }) => ({ page: part * 10 + page, rotate: 0 })) })),
      },
    });
    return (split.json.documents as { id: string }[]).map(({ id }) => id);
  });
  await measured('3. delete 10 pages of the 100', async () => {
    const pages = keep(100, [5, 15, 25, 35, 45, 55, 65, 75, 85, 95]);
    await api.expectStatus('POST', `${base}/documents/${hundred}/pages`, [201], { json: { pages } });
    return [hundred!];
  });
  await measured('4. merge the 10 documents of 10 pages', async () => {
    const merged = await api.expectStatus('POST', `${base}/documents/bulk/merge`, [201], { json: { documentIds: parts } });
    return [merged.json.document.id as string];
  });

  console.log(
    table(['through a local Worker, from the request', 'until read and found', 'workerd CPU', 'workerd peak (+ over its start)'], figures),
  );
});
