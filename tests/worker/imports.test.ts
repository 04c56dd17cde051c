import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { TASK_BATCH_SIZE, type TaskMessage } from '../../worker/platform/queue';
import { D1_STATEMENTS_PER_INVOCATION, takeStatementCounts, takeStatementViolations } from '../../worker/platform/db/statement-budget';
import { IMPORT_PART_BYTES } from '../../core/imports/imports.schemas';
import { type ExportFiles, paperlessExport, zipExport } from '../../core/imports/paperless/paperless-export.fixtures';
import mixedPdf from '../fixtures/ocr/mixed.pdf';
import scannedPng from '../fixtures/ocr/small-scan.png';
import { ORIGIN, api, createOrganizationMember, createOrganizationOfFileUser, heldQueue, runTasks } from './helpers';
import { deliverImports, documentAfterItsThumbnail } from './import-deliveries';
import webpDecoder from '@jsquash/webp/codec/dec/webp_dec.wasm';
import webpEncoder from '@jsquash/webp/codec/enc/webp_enc_simd.wasm';
import scanWebp from '../fixtures/pages/small-scan.webp';
import { makeThumbnail } from '../../core/pages/thumbnail';
import { decodeWebp } from '../../core/pages/webp-decoder';
import { webpSize } from '../../core/pages/webp-size';

type Member = Awaited<ReturnType<typeof createOrganizationOfFileUser>>;
const base = (member: { organizationId: string }) => `/api/organizations/${member.organizationId}`;

async function putPart(member: Member, importId: string, partNumber: number, bytes: Uint8Array) {
  const request = new Request(`${ORIGIN}${base(member)}/imports/${importId}/parts/${partNumber}`, {
    method: 'PUT',
    headers: { origin: ORIGIN, cookie: member.cookie, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  const response = await exports.default.fetch(request);
  return { status: response.status, json: (await response.json()) as any };
}

/** Uploads the export in parts and completes it; answers the import, analysed when `analyse` delivers the queue's message. */
async function uploadExport(member: Member, zip: Uint8Array, { fileName = 'export.zip' } = {}) {
  const created = await api(`${base(member)}/imports`, {
    method: 'POST',
    cookie: member.cookie,
    body: { source: 'paperless', fileName, size: zip.length },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const importId = created.json.import.id as string;
  for (let part = 1; part <= created.json.import.partsCount; part++) {
    const { status, json } = await putPart(member, importId, part, zip.subarray((part - 1) * IMPORT_PART_BYTES, part * IMPORT_PART_BYTES));
    expect(status, JSON.stringify(json)).toBe(200);
  }
  return importId;
}

async function analysed(member: Member, importId: string, held: ReturnType<typeof heldQueue>) {
  const completed = await api(`${base(member)}/imports/${importId}/upload-complete`, {
    method: 'POST',
    cookie: member.cookie,
    envOverride: { DOCUMENTS_QUEUE: held.queue },
  });
  expect(completed.status, JSON.stringify(completed.json)).toBe(202);
  expect(completed.json.import.status).toBe('analyzing');
  await deliverImports(held);
  return (await api(`${base(member)}/imports/${importId}`, { cookie: member.cookie })).json.import;
}

/** An export uploaded, read and confirmed, its job's messages held in `held`. */
async function startedImport(member: Member, zip: Uint8Array, held: ReturnType<typeof heldQueue>) {
  const importId = await uploadExport(member, zip);
  await analysed(member, importId, held);
  await api(`${base(member)}/imports/${importId}/start`, {
    method: 'POST',
    cookie: member.cookie,
    envOverride: { DOCUMENTS_QUEUE: held.queue },
  });
  return importId;
}

async function imported(
  member: Member,
  importId: string,
  held: ReturnType<typeof heldQueue>,
  { envOverride = {}, body }: { envOverride?: Partial<Env>; body?: { keepArchives: boolean } } = {},
) {
  const started = await api(`${base(member)}/imports/${importId}/start`, {
    method: 'POST',
    cookie: member.cookie,
    body,
    envOverride: { DOCUMENTS_QUEUE: held.queue },
  });
  expect(started.status, JSON.stringify(started.json)).toBe(202);
  const others = await deliverImports(held, envOverride);
  const { json } = await api(`${base(member)}/imports/${importId}`, { cookie: member.cookie });
  return { import: json.import, others };
}

const reportOf = async (member: Member, importId: string) =>
  (await api(`${base(member)}/imports/${importId}/report`, { cookie: member.cookie })).json.report;

/** The files' storage, whose second put fails: a job stopped midway by storage. */
function filesFailingSecondPut() {
  let puts = 0;
  return new Proxy(env.FILES, {
    get(target, property) {
      if (property === 'put')
        return (...args: Parameters<R2Bucket['put']>) => {
          if (++puts === 2) throw new Error('R2 is unreachable');
          return target.put(...args);
        };
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A document's thumbnail as stored: its type and bytes. */
async function thumbnailOf(member: Member, documentId: string) {
  const request = new Request(`${ORIGIN}${base(member)}/documents/${documentId}/thumbnail`, { headers: { cookie: member.cookie } });
  const response = await exports.default.fetch(request);
  expect(response.status).toBe(200);
  return { contentType: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function documentsOf(member: Member) {
  const active = (await api(`${base(member)}/documents?pageSize=100`, { cookie: member.cookie })).json.documents as any[];
  const trashed = (await api(`${base(member)}/documents/deleted?pageSize=100`, { cookie: member.cookie })).json.documents as any[];
  return { active, trashed };
}

describe('imports of a Paperless-ngx export', () => {
  it('uploads a 3.x zip, reports it, and imports its documents with text, dates, serial numbers, tags, notes and the trash', async () => {
    const member = await createOrganizationOfFileUser();
    const held = heldQueue();
    const importId = await uploadExport(member, zipExport(paperlessExport({ version: '3.0.2' })));
    const ready = await analysed(member, importId, held);
    expect(ready).toMatchObject({ status: 'ready', source: 'paperless', fileName: 'export.zip', uploadedParts: [1] });

    const report = await reportOf(member, importId);
    expect(report).toMatchObject({
      isImportable: true,
      exporterVersion: '3.0.2',
      documentsComing: 3,
      documentsLeftOut: 0,
      documentsToRead: 1,
    });
    expect(report.counts.find((row: { key: string }) => row.key === 'documents')).toMatchObject({ inExport: 3, coming: 3 });
    expect(report.notCarried.map((row: { kind: string }) => row.kind)).toContain('auth.user');

    const done = await imported(member, importId, held);
    expect(done.import).toMatchObject({ status: 'done', documentsImported: 3, documentsSkipped: 0, error: null });
    // Only the document exported without text is read here; the others' thumbnails are drawn.
    expect(done.others.map(({ type }) => type).sort()).toEqual(['document.process', 'document.read-pages', 'document.read-pages']);
    const job = (await api(`${base(member)}/documents/bulk-jobs`, { cookie: member.cookie })).json.jobs.find(
      (candidate: { id: string }) => candidate.id === done.import.jobId,
    );
    expect(job).toMatchObject({ action: 'import', status: 'done', documentsCount: 3, processedCount: 3, changedCount: 3 });

    const { active, trashed } = await documentsOf(member);
    expect(active.map((document) => document.name).sort()).toEqual(['Invoice March', 'Letter']);
    expect(trashed.map((document) => document.name)).toEqual(['Permit']);
    const invoice = active.find((document) => document.name === 'Invoice March');
    expect(invoice).toMatchObject({ documentDate: '2024-03-01', archiveSerialNumber: 1, createdAt: '2024-03-01T09:30:00.000Z' });
    const detail = (await api(`${base(member)}/documents/${invoice.id}`, { cookie: member.cookie })).json.document;
    // Its original, its archived PDF/A, then its version of 3.0: the newest is current, with its own text.
    expect(detail.content).toBe('INV-17 signed');
    const versions = (await api(`${base(member)}/documents/${invoice.id}/versions`, { cookie: member.cookie })).json.versions as {
      number: number;
      label: string | null;
      source: string;
      originalName: string;
    }[];
    expect(versions.map(({ number, label, source, originalName }) => [number, label, source, originalName])).toEqual([
      [3, 'Signed', 'import', '2024-03-01 Invoice March v4.pdf'],
      [2, 'PDF/A (archived by Paperless-ngx)', 'import', 'scan-1.pdf'],
      [1, null, 'import', 'scan-1.pdf'],
    ]);
    const properties = (await api(`${base(member)}/properties`, { cookie: member.cookie })).json.properties as {
      id: string;
      name: string;
      type: string;
      unit: string | null;
      options: { id: string; name: string }[];
    }[];
    expect(properties.map(({ name, type, unit }) => [name, type, unit])).toEqual([
      ['Correspondent', 'select', null],
      ['Document type', 'select', null],
      ['Storage path', 'text', null],
      ['Amount', 'number', 'EUR'],
      ['Status', 'select', null],
      ['Due', 'date', null],
      ['Checked', 'boolean', null],
      ['Related', 'document', null],
      ['Pages', 'number', null],
    ]);
    const named = (name: string) => properties.find((property) => property.name === name)!;
    const optionId = (property: string, option: string) => named(property).options.find((candidate) => candidate.name === option)!.id;
    const letterId = active.find((document) => document.name === 'Letter').id;
    expect(detail.properties).toEqual({
      [named('Correspondent').id]: optionId('Correspondent', 'Acme'),
      [named('Document type').id]: optionId('Document type', 'Invoice'),
      [named('Storage path').id]: '{correspondent}/{title}',
      [named('Amount').id]: 12.5,
      [named('Status').id]: optionId('Status', 'Paid'),
      [named('Due').id]: '2024-04-01',
      [named('Checked').id]: true,
      // The letter came after the invoice: the links' pass wrote it once both were here.
      [named('Related').id]: letterId,
    });
    expect(invoice.tags.map((tag: { name: string }) => tag.name).sort()).toEqual(['Finance / Tax', 'Inbox']);
    const letter = active.find((document) => document.name === 'Letter');
    const notes = (await api(`${base(member)}/documents/${letter.id}/notes`, { cookie: member.cookie })).json.notes;
    // bob is not a member here: his name stays in the note.
    expect(notes).toEqual([expect.objectContaining({ content: 'Answer by May\n\n— bob', createdAt: '2022-01-20T08:00:00.000Z' })]);
    expect(trashed[0].deletedAt).toBe('2024-05-02T10:00:00.000Z');

    // The saved view whose rules translate, and the matching rules ours can say as disabled workflows to review.
    const views = (await api(`${base(member)}/views`, { cookie: member.cookie })).json.views as { name: string; tagIds: string[] }[];
    expect(views.map((view) => view.name)).toEqual(['Acme taxes']);
    const workflows = (await api(`${base(member)}/workflows`, { cookie: member.cookie })).json.workflows as {
      name: string;
      isEnabled: boolean;
      actions: unknown[];
    }[];
    const tags = (await api(`${base(member)}/tags`, { cookie: member.cookie })).json.tags as { id: string; name: string; color: string }[];
    expect(tags.map(({ name, color }) => `${name} ${color}`).sort()).toEqual(['Finance #1f78b4', 'Finance / Tax #33a02c', 'Inbox #a6cee3']);
    expect(workflows.map(({ name, isEnabled, actions }) => [name, isEnabled, actions])).toEqual([
      ['To review: tag Finance (any word)', false, [{ type: 'add_tags', tagIds: [tags.find((tag) => tag.name === 'Finance')!.id] }]],
      [
        'To review: correspondent Acme (exact)',
        false,
        [{ type: 'set_property', propertyId: named('Correspondent').id, value: optionId('Correspondent', 'Acme') }],
      ],
    ]);

    const search = (await api(`${base(member)}/documents/search?searchQuery=neighbour`, { cookie: member.cookie })).json;
    expect(search.documents.map((document: { name: string }) => document.name)).toEqual(['Letter']);
  });

  it('imports the same export a second time adding nothing, and a member’s note keeps its author', async () => {
    const member = await createOrganizationMember('alice');
    const held = heldQueue();
    const files = paperlessExport({ version: '2.15.0' });
    // alice wrote the invoice's note in Paperless; here she is this member.
    files['manifest.json'] = new TextEncoder().encode(
      new TextDecoder().decode(files['manifest.json']).replace('alice@example.com', member.email),
    );
    const zip = zipExport(files);
    const first = await uploadExport(member, zip);
    await analysed(member, first, held);
    expect((await imported(member, first, held)).import).toMatchObject({ status: 'done', documentsImported: 3 });
    const invoice = (await documentsOf(member)).active.find((document) => document.name === 'Invoice March');
    const notes = (await api(`${base(member)}/documents/${invoice.id}/notes`, { cookie: member.cookie })).json.notes;
    expect(notes).toEqual([expect.objectContaining({ content: 'Paid by transfer', author: { id: member.userId, name: 'alice' } })]);

    const second = await uploadExport(member, zip);
    await analysed(member, second, held);
    expect((await imported(member, second, held)).import).toMatchObject({ status: 'done', documentsImported: 0, documentsSkipped: 3 });
    const { active, trashed } = await documentsOf(member);
    expect(active.length + trashed.length).toBe(3);
  });

  it('leaves out a document whose file does not match its checksum, with the reason in the report', async () => {
    const member = await createOrganizationOfFileUser();
    const held = heldQueue();
    const files: ExportFiles = paperlessExport({ version: '3.0.2' });
    const letterFile = Object.keys(files).find((name) => name.endsWith('Letter.pdf'))!;
    files[letterFile] = new TextEncoder().encode('%PDF-1.4 not the letter that was exported');
    const importId = await uploadExport(member, zipExport(files));
    await analysed(member, importId, held);
    const done = await imported(member, importId, held, { body: { keepArchives: false } });
    expect(done.import).toMatchObject({ status: 'done', documentsImported: 2, documentsSkipped: 1, keepArchives: false });
    const problems = (await reportOf(member, importId)).problems as { code: string; subject: string }[];
    expect(problems).toContainEqual(expect.objectContaining({ code: 'checksum.mismatch', subject: 'document 3 (Letter)' }));
    const { active } = await documentsOf(member);
    expect(active.map((document) => document.name)).toEqual(['Invoice March']);
    // Without the archived PDF/A: its original and its version of 3.0.
    const versions = (await api(`${base(member)}/documents/${active[0].id}/versions`, { cookie: member.cookie })).json.versions;
    expect(versions.map((version: { label: string | null }) => version.label)).toEqual(['Signed', null]);
  });

  it('resumes a job stopped midway by a storage failure without doubling a document', async () => {
    const member = await createOrganizationOfFileUser();
    const held = heldQueue();
    const importId = await uploadExport(member, zipExport(paperlessExport({ version: '3.0.2' })));
    await analysed(member, importId, held);
    const failingSecondPut = filesFailingSecondPut();
    const started = await api(`${base(member)}/imports/${importId}/start`, {
      method: 'POST',
      cookie: member.cookie,
      envOverride: { DOCUMENTS_QUEUE: held.queue },
    });
    const [message] = held.sent.splice(0) as TaskMessage[];
    const result = await runTasks([message!], { DOCUMENTS_QUEUE: held.queue, FILES: failingSecondPut });
    expect(result.retryMessages).toHaveLength(1);
    expect((await api(`${base(member)}/imports/${importId}`, { cookie: member.cookie })).json.import.status).toBe('importing');

    // The queue's retry, storage back.
    await runTasks([message!], { DOCUMENTS_QUEUE: held.queue });
    await deliverImports(held);
    const { json } = await api(`${base(member)}/imports/${importId}`, { cookie: member.cookie });
    expect(json.import).toMatchObject({ status: 'done', documentsImported: 3, documentsSkipped: 0, jobId: started.json.import.jobId });
    const { active, trashed } = await documentsOf(member);
    expect(active.length + trashed.length).toBe(3);
    // What the failed attempt stored went with it: an original per document, and the 4 files below current ones.
    const stored = async (folder: string) => (await env.FILES.list({ prefix: `${member.organizationId}/${folder}/` })).objects.length;
    expect([await stored('originals'), await stored('versions')]).toEqual([3, 4]);
  });

  it('draws the thumbnails of documents imported with their text, once, however the job is resumed or the export imported again', {
    timeout: 60_000,
  }, async () => {
    const member = await createOrganizationOfFileUser();
    const held = heldQueue();
    const files: ExportFiles = { 'metadata.json': new TextEncoder().encode('{"version": "3.0.2"}') };
    const records: unknown[] = [];
    for (const [index, [name, bytes]] of (
      [
        ['mixed.pdf', mixedPdf],
        ['scan.png', scannedPng],
      ] as const
    ).entries()) {
      files[name] = new Uint8Array(bytes);
      const checksum = [...new Uint8Array(await crypto.subtle.digest('SHA-256', files[name]!))]
        .map((byte) => byte.toString(16).padStart(2, '0'))
        .join('');
      // A thumbnail that is not a WebP (or not of about our size: fitsAsThumbnail) is not kept: ours is drawn.
      files[`${index}-thumbnail.webp`] = new TextEncoder().encode('RIFF not ours');
      records.push({
        model: 'documents.document',
        pk: index + 1,
        fields: { title: name, content: `text of ${name}`, checksum, created: '2024-01-01' },
        __exported_file_name__: name,
        __exported_thumbnail_name__: `${index}-thumbnail.webp`,
      });
    }
    files['manifest.json'] = new TextEncoder().encode(JSON.stringify(records));
    const zip = zipExport(files);
    await startedImport(member, zip, held);

    // The first attempt writes the first document, then storage fails on the second's file: the queue tries again.
    const failingSecondFile = filesFailingSecondPut();
    const [message] = held.sent.splice(0) as TaskMessage[];
    const failed = await runTasks([message!], { DOCUMENTS_QUEUE: held.queue, PAGES_QUEUE: held.queue, FILES: failingSecondFile });
    expect(failed.retryMessages).toHaveLength(1);
    await runTasks([message!], { DOCUMENTS_QUEUE: held.queue, PAGES_QUEUE: held.queue });
    const others = await deliverImports(held);
    const { active } = await documentsOf(member);
    expect(active).toHaveLength(2);
    // No reading (the text came), one thumbnail each: the first's asked for before the failure was thrown, not again on the retry.
    expect(others.sort((a, b) => ('documentId' in a && 'documentId' in b ? a.documentId.localeCompare(b.documentId) : 0))).toEqual(
      active
        .map(({ id }) => ({ type: 'document.read-pages', organizationId: member.organizationId, documentId: id }))
        .sort((a, b) => a.documentId.localeCompare(b.documentId)),
    );

    for (const { id } of active) {
      const document = await documentAfterItsThumbnail(member, id);
      expect(document).toMatchObject({ processingStatus: 'processed', content: `text of ${document.originalName}` });
    }

    // The same export again: nothing added, no thumbnail asked for.
    const again = await uploadExport(member, zip);
    await analysed(member, again, held);
    const repeat = await imported(member, again, held);
    expect(repeat.import).toMatchObject({ status: 'done', documentsImported: 0, documentsSkipped: 2 });
    expect(repeat.others).toEqual([]);
  });

  it('keeps an exported thumbnail that fits ours, drawing no page for it, and draws ours for one that does not', async () => {
    const member = await createOrganizationOfFileUser();
    const held = heldQueue();
    const page = await decodeWebp(webpDecoder, new Uint8Array(scanWebp));
    const fitting = (await makeThumbnail(webpEncoder, page)).bytes;
    const tooWide = new Uint8Array(scanWebp);
    expect([webpSize(fitting)?.width, webpSize(tooWide)?.width]).toEqual([320, 1000]);
    const files: ExportFiles = {
      'metadata.json': new TextEncoder().encode('{"version": "3.0.2"}'),
      'kept.pdf': new Uint8Array(mixedPdf),
      'kept-thumbnail.webp': fitting,
      'drawn.png': new Uint8Array(scannedPng),
      'drawn-thumbnail.webp': tooWide,
    };
    const sha256 = async (bytes: Uint8Array) =>
      [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>))]
        .map((byte) => byte.toString(16).padStart(2, '0'))
        .join('');
    const records = [];
    for (const [pk, name] of [
      [1, 'kept'],
      [2, 'drawn'],
    ] as const) {
      const fileName = name === 'kept' ? 'kept.pdf' : 'drawn.png';
      records.push({
        model: 'documents.document',
        pk,
        fields: { title: name, content: `text of ${name}`, checksum: await sha256(files[fileName]!), created: '2024-01-01' },
        __exported_file_name__: fileName,
        __exported_thumbnail_name__: `${name}-thumbnail.webp`,
      });
    }
    files['manifest.json'] = new TextEncoder().encode(JSON.stringify(records));
    const importId = await uploadExport(member, zipExport(files));
    await analysed(member, importId, held);
    const { import: done, others } = await imported(member, importId, held);
    expect(done).toMatchObject({ status: 'done', documentsImported: 2 });

    const { active } = await documentsOf(member);
    const idOf = (name: string) => active.find((document) => document.name === name)!.id as string;
    // The kept one is whole at once: its thumbnail is the export's, byte for byte, and no page is drawn for it.
    expect(await thumbnailOf(member, idOf('kept'))).toEqual({ contentType: 'image/webp', bytes: fitting });
    expect(others).toEqual([{ type: 'document.read-pages', organizationId: member.organizationId, documentId: idOf('drawn') }]);
    // The other's is too wide to be ours: ours is drawn from its page.
    await documentAfterItsThumbnail(member, idOf('drawn'));
    const drawn = await thumbnailOf(member, idOf('drawn'));
    expect(drawn.bytes).not.toEqual(tooWide);
    expect(webpSize(drawn.bytes)?.width).toBeLessThanOrEqual(320);
  });

  it('works through a larger export in messages each within its share of D1 statements, and again when nothing is new', async () => {
    const member = await createOrganizationOfFileUser();
    const held = heldQueue();
    const count = 40;
    const files: ExportFiles = { 'metadata.json': new TextEncoder().encode('{"version": "3.0.2"}') };
    const records: unknown[] = [{ model: 'documents.tag', pk: 1, fields: { name: 'Bulk', color: '#1f78b4' } }];
    for (let index = 0; index < count; index++) {
      // Text files: a PDF imported with its text but no thumbnail yet would be queued by the thumbnails'
      // backfill, whose test (ocr.test.ts) then waits behind forty fake PDFs that fail to draw.
      const bytes = new TextEncoder().encode(`document ${index}`);
      files[`${index}.txt`] = bytes;
      const checksum = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))]
        .map((byte) => byte.toString(16).padStart(2, '0'))
        .join('');
      records.push({
        model: 'documents.document',
        pk: index + 1,
        fields: { title: `Document ${index}`, content: `word${index}`, checksum, created: '2024-01-01', tags: [1] },
        __exported_file_name__: `${index}.txt`,
      });
    }
    files['manifest.json'] = new TextEncoder().encode(JSON.stringify(records));
    const zip = zipExport(files);

    // In a full batch a message has a tenth of the invocation's statements; alone, all of them.
    const fillers = Array.from({ length: TASK_BATCH_SIZE - 1 }, (_, index) => ({
      type: 'document.process' as const,
      organizationId: 'org_000000000000000000missing',
      documentId: `doc_filler${index}`,
    }));
    for (const { inFullBatch, expected } of [
      { inFullBatch: true, expected: { documentsImported: count, documentsSkipped: 0 } },
      { inFullBatch: false, expected: { documentsImported: 0, documentsSkipped: count } },
    ]) {
      const importId = await startedImport(member, zip, held);
      takeStatementCounts();
      let messages = 0;
      for (let message = held.sent.shift(); message; message = held.sent.shift()) {
        if ((message as TaskMessage).type !== 'imports.continue') continue;
        messages++;
        await runTasks([message as TaskMessage, ...(inFullBatch ? fillers : [])], { DOCUMENTS_QUEUE: held.queue });
        expect(takeStatementCounts()[0]![1]).toBeLessThanOrEqual(D1_STATEMENTS_PER_INVOCATION);
        expect(takeStatementViolations()).toEqual([]);
      }
      // 40 documents of about ten statements: several messages of a hundred, or one of a thousand.
      expect(messages).toBe(inFullBatch ? 5 : 1);
      const { json } = await api(`${base(member)}/imports/${importId}`, { cookie: member.cookie });
      expect(json.import).toMatchObject({ status: 'done', ...expected });
    }
  });

  it('takes an export in parts sent in any order and again, and completes only when every part is there', async () => {
    const member = await createOrganizationOfFileUser();
    const held = heldQueue();
    const files = paperlessExport({ version: '3.0.2' });
    // A file the manifest does not name, of bytes that do not compress, makes the export span two parts; it is reported, not imported.
    const padding = new Uint8Array(IMPORT_PART_BYTES);
    for (let offset = 0; offset < padding.length; offset += 65_536) crypto.getRandomValues(padding.subarray(offset, offset + 65_536));
    files['padding.bin'] = padding;
    const zip = zipExport(files);
    const created = await api(`${base(member)}/imports`, {
      method: 'POST',
      cookie: member.cookie,
      body: { source: 'paperless', fileName: 'big.zip', size: zip.length },
    });
    const { id: importId, partsCount } = created.json.import;
    expect(partsCount).toBe(2);
    const part = (n: number) => zip.subarray((n - 1) * IMPORT_PART_BYTES, n * IMPORT_PART_BYTES);

    expect((await putPart(member, importId, 2, part(2))).json.import.uploadedParts).toEqual([2]);
    const early = await api(`${base(member)}/imports/${importId}/upload-complete`, { method: 'POST', cookie: member.cookie });
    expect(early).toMatchObject({ status: 409, json: { error: { code: 'import.parts_missing' } } });
    expect((await putPart(member, importId, 1, part(1).subarray(1))).json.error.code).toBe('import.part_wrong_size');
    expect((await putPart(member, importId, 3, part(2))).json.error.code).toBe('import.part_out_of_range');
    expect((await putPart(member, importId, 1, part(1))).json.import.uploadedParts).toEqual([1, 2]);
    expect((await putPart(member, importId, 1, part(1))).json.import.uploadedParts).toEqual([1, 2]);

    const ready = await analysed(member, importId, held);
    expect(ready.status).toBe('ready');
    const problems = (await reportOf(member, importId)).problems as { code: string; subject: string }[];
    expect(problems).toContainEqual(expect.objectContaining({ code: 'file.not_in_manifest', subject: 'padding.bin' }));
    expect((await putPart(member, importId, 1, part(1))).json.error.code).toBe('import.not_uploading');
  });

  it('refuses an upload that is not an export, and removes an import with its files', async () => {
    const member = await createOrganizationOfFileUser();
    const held = heldQueue();
    const importId = await uploadExport(member, new TextEncoder().encode('not a zip at all'), { fileName: 'notes.txt' });
    const refused = await analysed(member, importId, held);
    expect(refused.status).toBe('refused');
    expect(refused.error).toMatch(/zip/i);
    expect((await api(`${base(member)}/imports/${importId}/start`, { method: 'POST', cookie: member.cookie })).json.error.code).toBe(
      'import.not_ready',
    );

    expect((await api(`${base(member)}/imports/${importId}`, { method: 'DELETE', cookie: member.cookie })).status).toBe(204);
    expect((await api(`${base(member)}/imports/${importId}`, { cookie: member.cookie })).status).toBe(404);
    const left = await env.FILES.list({ prefix: `${member.organizationId}/imports/${importId}/` });
    expect(left.objects).toEqual([]);
  });

  it('answers clear errors for bad input and keeps another organization’s imports out of reach', async () => {
    const member = await createOrganizationOfFileUser();
    const other = await createOrganizationOfFileUser('Other archive');
    const bad = await api(`${base(member)}/imports`, {
      method: 'POST',
      cookie: member.cookie,
      body: { source: 'dropbox', fileName: '', size: 0 },
    });
    expect(bad.status).toBe(400);
    const importId = await uploadExport(member, zipExport(paperlessExport({ version: '3.0.2' })));
    expect((await api(`${base(other)}/imports/${importId}`, { cookie: other.cookie })).status).toBe(404);
    expect((await api(`${base(other)}/imports/${importId}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    const listed = (await api(`${base(member)}/imports`, { cookie: member.cookie })).json.imports;
    expect(listed.map((row: { id: string }) => row.id)).toContain(importId);
  });
});
