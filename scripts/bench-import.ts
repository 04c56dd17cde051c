/**
 * Import benchmark: `npm run bench:import`.
 *
 * Writes a Paperless-ngx 3.x export of BENCH_DOCUMENTS (10,000) documents as a zip on disk, streamed
 * (each an incompressible file of about BENCH_FILE_KB (200) KB, so 2 GB at the defaults, with about
 * 12 KB of text in the manifest), starts its own local Worker (`wrangler dev` on BENCH_PORT, 8794,
 * state in .wrangler/bench-import, wiped at each run), then through the API: uploads the zip in
 * parts, waits for the report, starts the import and waits until every document is searchable (a word
 * only the last one has). Prints the time of each step, the documents read with OCR (none: all have
 * text), and the peak resident memory of the Worker's workerd processes (the Worker's isolate, with the
 * local D1, R2 and queues: an upper bound for the isolate). Never fails on a missed figure.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { once } from 'node:events';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

type BenchLib = typeof import('./bench-lib');
const benchLibPath = './bench-lib.ts';
const { ApiClient, BenchWorker, ROOT, createUserAndOrganization, runBenchmark, step, table } = (await import(benchLibPath)) as BenchLib;
type ImportsClientModule = typeof import('./imports-client');
const importsClientPath = './imports-client.ts';
const { ImportsClient, uploadMissingParts, waitWhile } = (await import(importsClientPath)) as ImportsClientModule;

const PORT = Number(process.env.BENCH_PORT ?? 8794);
const DOCUMENT_COUNT = Number(process.env.BENCH_DOCUMENTS ?? 10_000);
const FILE_BYTES = Number(process.env.BENCH_FILE_KB ?? 200) * 1024;
const TEXT_WORDS = 1_800;
const worker = new BenchWorker(path.join(ROOT, '.wrangler', 'bench-import'), PORT);
const api = new ApiClient(worker.baseUrl);
const exportFile = path.join(worker.benchDir, `paperless-${DOCUMENT_COUNT}.zip`);

const VOCABULARY =
  'invoice contract letter amount total due payment tenant landlord insurance policy renewal tax office city hall permit account statement balance'.split(
    ' ',
  );

/** A document's text: about 12 KB of words, and one only it has (`uniq<index>`), to find it by. */
function textOf(index: number) {
  const words = Array.from({ length: TEXT_WORDS }, (_, position) => VOCABULARY[(index * 31 + position * 7) % VOCABULARY.length]);
  return `uniq${index} ${words.join(' ')}`;
}

/** Writes the export zip, streamed: the files first (their checksums kept), then the manifest. */
async function writeExport() {
  mkdirSync(worker.benchDir, { recursive: true });
  const out = createWriteStream(exportFile);
  let failure: Error | null = null;
  const written = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else out.write(chunk);
    if (final) out.end();
  });
  const checksums: string[] = [];
  for (let index = 0; index < DOCUMENT_COUNT; index++) {
    const file = new ZipPassThrough(`originals/${String(index).padStart(6, '0')}.pdf`);
    zip.add(file);
    const bytes = Buffer.concat([Buffer.from(`%PDF-1.4\n% document ${index}\n`), randomBytes(FILE_BYTES)]);
    checksums.push(createHash('sha256').update(bytes).digest('hex'));
    file.push(bytes, true);
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  const manifest = new ZipDeflate('manifest.json', { level: 1 });
  zip.add(manifest);
  manifest.push(Buffer.from('[\n{"model": "documents.tag", "pk": 1, "fields": {"name": "Imported", "color": "#1f78b4"}}'));
  for (let index = 0; index < DOCUMENT_COUNT; index++) {
    const record = {
      model: 'documents.document',
      pk: index + 1,
      fields: {
        title: `Document ${index}`,
        content: textOf(index),
        mime_type: 'application/pdf',
        checksum: checksums[index],
        created: '2024-03-01',
        added: '2024-03-01T09:30:00Z',
        modified: '2024-03-01T12:00:00Z',
        original_filename: `scan-${index}.pdf`,
        archive_serial_number: index + 1,
        tags: [1],
      },
      __exported_file_name__: `originals/${String(index).padStart(6, '0')}.pdf`,
    };
    manifest.push(Buffer.from(`,\n${JSON.stringify(record)}`));
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  manifest.push(Buffer.from('\n]\n'), true);
  const metadata = new ZipPassThrough('metadata.json');
  zip.add(metadata);
  metadata.push(Buffer.from(JSON.stringify({ version: '3.0.2' })), true);
  zip.end();
  await written;
  if (failure) throw failure;
}

async function waitFor(pathname: string, done: (body: any) => boolean) {
  for (;;) {
    const { json } = await api.expectStatus('GET', pathname, [200]);
    if (done(json)) return json;
    await sleep(1000);
  }
}

await runBenchmark(worker, async () => {
  const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
  const figures: string[][] = [];
  let started = performance.now();
  step(`writing a Paperless-ngx export of ${DOCUMENT_COUNT.toLocaleString('en')} documents of ${FILE_BYTES / 1024} KB`);
  await writeExport();
  const size = statSync(exportFile).size;
  figures.push(['write the export (Node)', `${seconds(started)} s`, `${(size / 1024 ** 3).toFixed(2)} GiB`]);

  await worker.reset();
  await worker.applyMigrations();
  await worker.start();
  const { organizationId } = await createUserAndOrganization(api, { emailPrefix: 'bench-import', organizationName: 'Import bench' });
  const base = `/api/organizations/${organizationId}`;

  // The command line's client (scripts/imports-client.ts), with a key that may import.
  const key = await api.expectStatus('POST', '/api/api-keys', [201], {
    json: {
      name: 'bench',
      permissions: ['documents:create', 'documents:read', 'documents:update', 'tags:create', 'properties:update'],
      organizationIds: [organizationId],
    },
  });
  const client = new ImportsClient(new URL(worker.baseUrl), key.json.token as string, organizationId);

  started = performance.now();
  const uploaded = await uploadMissingParts(client, await client.create('export.zip', size), exportFile);
  await client.completeUpload(uploaded.id);
  figures.push(['upload in parts', `${seconds(started)} s`, `${uploaded.partsCount} parts of ${uploaded.partSize / 1024 ** 2} MiB`]);

  started = performance.now();
  await waitWhile(client, uploaded.id, 'analyzing', () => undefined);
  const report = (await client.report(uploaded.id))!;
  figures.push([
    'report (the manifest streamed)',
    `${seconds(started)} s`,
    `${report.documentsComing} coming, ${report.documentsToRead} to read`,
  ]);

  started = performance.now();
  await client.start(uploaded.id);
  const done = await waitWhile(client, uploaded.id, 'importing', () => undefined);
  const importSeconds = seconds(started);
  figures.push([
    'import (copy, verify, write)',
    `${importSeconds} s`,
    `${done.status}: ${done.documentsImported} imported, ${done.documentsSkipped} skipped`,
  ]);
  const last = `uniq${DOCUMENT_COUNT - 1}`;
  await waitFor(`${base}/documents/search?searchQuery=${last}`, (body) => body.documents?.length === 1);
  figures.push([
    'until the last is searchable',
    `${seconds(started)} s`,
    `${(DOCUMENT_COUNT / Number(importSeconds)).toFixed(0)} documents/s`,
  ]);
  const pending = await api.expectStatus('GET', `${base}/documents?pageSize=1`, [200]);
  figures.push(['documents read with OCR', String(report.documentsToRead), `${pending.json.documentsCount} documents in the organization`]);
  figures.push(['workerd peak resident memory', `${worker.workerdPeakMb()} MB`, 'the Worker with local D1, R2 and queues']);
  console.log(table(['step', 'time', ''], figures));
});
