import { createScheduledController } from 'cloudflare:test';
import { runOnAllOrganizations } from './databases';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import corruptPng from '../fixtures/ocr/corrupt.png';
import mixedPdf from '../fixtures/ocr/mixed.pdf';
import threePageScan from '../fixtures/ocr/small-scan-3-pages.pdf';
import upsideDownPng from '../fixtures/ocr/small-scan-upside-down.png';
import scannedPdf from '../fixtures/ocr/small-scan.pdf';
import scannedPng from '../fixtures/ocr/small-scan.png';
import { makeDeepPageTreePdf } from '../../core/extraction/extraction.fixtures';
import {
  addMember,
  api,
  createOrganizationMember,
  heldQueue,
  ORIGIN,
  readNextPage,
  runTasks,
  uploadFile,
  createOrganizationOfFileUser,
} from './helpers';

type Member = Awaited<ReturnType<typeof createOrganizationMember>>;

const documentPath = (member: Member, documentId: string) => `/api/organizations/${member.organizationId}/documents/${documentId}`;
const getDocument = async (member: Member, documentId: string) =>
  (await api(documentPath(member, documentId), { cookie: member.cookie })).json.document;

async function upload(member: Member, name: string, bytes: ArrayBuffer, type: string) {
  const { status, json } = await uploadFile(member.cookie, member.organizationId, { name, content: new Uint8Array(bytes), type });
  expect(status).toBe(201);
  return json.document.id as string;
}

/** An upload whose queue messages are held, to be delivered one by one by the test. */
async function uploadHeld(member: Member, name: string, bytes: ArrayBuffer) {
  const held = heldQueue();
  const { status, json } = await uploadFile(
    member.cookie,
    member.organizationId,
    { name, content: new Uint8Array(bytes), type: 'application/pdf' },
    { DOCUMENTS_QUEUE: held.queue },
  );
  expect(status).toBe(201);
  return { documentId: json.document.id as string, pages: heldQueue() };
}

type Processing = { status: string; step: string | null; pagesDone: number; pagesTotal: number; error: string | null };

/**
 * Waits for the real local queues (documents, then pages, one message per page) to finish the
 * document, and answers it with every processing state seen on the way.
 */
async function processed(member: Member, documentId: string) {
  const seen: Processing[] = [];
  for (const started = Date.now(); Date.now() - started < 60_000; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const document = await getDocument(member, documentId);
    if (JSON.stringify(seen.at(-1)) !== JSON.stringify(document.processing)) seen.push(document.processing);
    if (document.processing.status === 'done' || document.processing.status === 'failed') return { document, seen };
  }
  throw new Error(`${documentId} still ${JSON.stringify(seen.at(-1))} after 60 s`);
}

// OCR takes a second or more a page, several on a busy machine.
describe('reading scans (OCR)', { timeout: 60_000 }, () => {
  it('reads a scanned image into searchable content, with a thumbnail', async () => {
    const member = await createOrganizationOfFileUser();
    const documentId = await upload(member, 'scan.png', scannedPng, 'image/png');
    const { document } = await processed(member, documentId);
    expect(document).toMatchObject({
      processingStatus: 'processed',
      processing: { status: 'done', step: null, pagesDone: 1, pagesTotal: 1, error: null },
    });
    expect(document.content).toContain('Harbour Supplies');
    expect(document.content).toContain('2024-117');
    expect(document.thumbnailCreatedAt).toEqual(expect.any(String));

    const search = await api(`/api/organizations/${member.organizationId}/documents/search?searchQuery=harbour`, { cookie: member.cookie });
    expect(search.json.documents.map((found: { id: string }) => found.id)).toEqual([documentId]);
  });

  it('reads a scan uploaded with an API key', async () => {
    const member = await createOrganizationOfFileUser();
    const { json: key } = await api('/api/api-keys', {
      method: 'POST',
      cookie: member.cookie,
      body: { name: 'Scanner', permissions: ['documents:create', 'documents:read'] },
    });
    const form = new FormData();
    form.append('file', new File([new Uint8Array(scannedPng)], 'scan.png', { type: 'image/png' }));
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/api/organizations/${member.organizationId}/documents`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${key.token}` },
      }),
    );
    expect(response.status).toBe(201);
    const { document } = await processed(member, ((await response.json()) as { document: { id: string } }).document.id);
    expect(document.content).toContain('Harbour Supplies');
  });

  it('reads a scanned PDF without a text layer', async () => {
    const member = await createOrganizationOfFileUser();
    const { document } = await processed(member, await upload(member, 'scan.pdf', scannedPdf, 'application/pdf'));
    expect(document.processing).toMatchObject({ status: 'done', pagesDone: 1, pagesTotal: 1 });
    expect(document.content).toContain('Harbour Supplies');
  });

  it('keeps the text layer of a mixed PDF and reads only its scanned page', async () => {
    const member = await createOrganizationOfFileUser();
    const { documentId, pages } = await uploadHeld(member, 'mixed.pdf', mixedPdf);
    await runTasks([{ type: 'document.process', organizationId: member.organizationId, documentId }], { PAGES_QUEUE: pages.queue });
    // The text page is read at once; the scanned one waits for OCR, on the pages queue.
    expect((await getDocument(member, documentId)).processing).toMatchObject({ status: 'processing', pagesDone: 1, pagesTotal: 2 });
    expect(pages.sent).toEqual([{ type: 'document.read-pages', organizationId: member.organizationId, documentId }]);
    await readNextPage(member.organizationId, documentId, { PAGES_QUEUE: pages.queue });
    const { content } = await getDocument(member, documentId);
    // The text layer, as extracted, before the scanned page's words.
    expect(content.indexOf('QUARTERLY MAINTENANCE REPORT')).toBe(0);
    expect(content).toContain('APPENDIX: DELIVERY LOG EXTRACT');
    expect(content).toContain('Calder Timber');
  });

  it('reads a page that lies upside down', async () => {
    const member = await createOrganizationOfFileUser();
    const { document } = await processed(member, await upload(member, 'upside-down.png', upsideDownPng, 'image/png'));
    expect(document.content).toContain('Harbour Supplies');
  });

  it('reads a long scan one page per message, its pages in order', async () => {
    const member = await createOrganizationOfFileUser();
    const { documentId, pages } = await uploadHeld(member, 'three pages.pdf', threePageScan);
    await runTasks([{ type: 'document.process', organizationId: member.organizationId, documentId }], { PAGES_QUEUE: pages.queue });
    for (const pagesDone of [1, 2]) {
      await readNextPage(member.organizationId, documentId, { PAGES_QUEUE: pages.queue });
      expect((await getDocument(member, documentId)).processing).toMatchObject({
        status: 'processing',
        step: 'reading',
        pagesDone,
        pagesTotal: 3,
      });
      // Each message reads one page and sends the next.
      expect(pages.sent).toHaveLength(pagesDone + 1);
    }
    await readNextPage(member.organizationId, documentId, { PAGES_QUEUE: pages.queue });
    const document = await getDocument(member, documentId);
    expect(document.processing).toMatchObject({ status: 'done', pagesDone: 3, pagesTotal: 3 });
    expect(pages.sent).toHaveLength(3);
    const positions = ['amber lantern', 'copper kettle', 'silver compass'].map((words) => document.content.indexOf(words));
    expect(positions.every((position: number) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // A message delivered again finds nothing more to do.
    await readNextPage(member.organizationId, documentId, { PAGES_QUEUE: pages.queue });
    expect(await getDocument(member, documentId)).toMatchObject({ content: document.content, processing: { status: 'done' } });
  });

  it('picks a reading whose next message was lost back up on the daily cron', async () => {
    const member = await createOrganizationOfFileUser();
    const { documentId, pages } = await uploadHeld(member, 'lost.pdf', scannedPdf);
    await runTasks([{ type: 'document.process', organizationId: member.organizationId, documentId }], { PAGES_QUEUE: pages.queue });
    expect((await getDocument(member, documentId)).processing.status).toBe('processing');
    // The message never arrives, and the document stops moving.
    await runOnAllOrganizations('UPDATE documents SET updated_at = ? WHERE id = ?', Date.now() - 60 * 60 * 1000, documentId);
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '0 3 * * *' }), env);
    expect((await processed(member, documentId)).document.content).toContain('Harbour Supplies');
  });

  it('stops reading after DOCUMENTS_OCR_MAX_PAGES scanned pages and says where', async () => {
    const member = await createOrganizationOfFileUser();
    const { documentId } = await uploadHeld(member, 'long.pdf', threePageScan);
    await runTasks([{ type: 'document.process', organizationId: member.organizationId, documentId }], {
      DOCUMENTS_OCR_MAX_PAGES: '2',
    } as never);
    const { document } = await processed(member, documentId);
    expect(document.content).toContain('copper kettle');
    expect(document.content).not.toContain('silver compass');
    expect(document.content).toContain(
      '[Text recognition stopped here, at page 3: only the first 2 scanned pages of a document are read.]',
    );
  });

  it('reads the scanned documents again when the languages change, leaving text edited by hand', async () => {
    const member = await createOrganizationOfFileUser();
    const scanId = await upload(member, 'scan.png', scannedPng, 'image/png');
    const editedId = await upload(member, 'scan.pdf', scannedPdf, 'application/pdf');
    await processed(member, scanId);
    await processed(member, editedId);
    await api(documentPath(member, editedId), { method: 'PATCH', cookie: member.cookie, body: { content: 'My own words' } });

    // An image stored before OCR existed: processed, without text.
    const olderId = await upload(member, 'older.png', upsideDownPng, 'image/png');
    await processed(member, olderId);
    await runOnAllOrganizations("UPDATE documents SET content = '', pages_total = 0, pages_done = 0 WHERE id = ?", olderId);

    await api(`/api/organizations/${member.organizationId}`, {
      method: 'PUT',
      cookie: member.cookie,
      body: { documentLanguages: ['en', 'de'] },
    });
    const reprocess = await api(`/api/organizations/${member.organizationId}/documents/reprocess-scanned`, {
      method: 'POST',
      cookie: member.cookie,
    });
    expect(reprocess).toMatchObject({ status: 202, json: { documentsCount: 2 } });
    expect((await processed(member, olderId)).document.content).toContain('Harbour Supplies');

    const { document } = await processed(member, scanId);
    expect(document.content).toContain('Harbour Supplies');
    expect((await api(`${documentPath(member, scanId)}/activity`, { cookie: member.cookie })).json.activities[0]).toMatchObject({
      event: 'reprocessed',
      user: { name: 'Ada' },
    });
    expect((await getDocument(member, editedId)).content).toBe('My own words');
  });

  it('fails a damaged image with its reason, and reads it again on request', async () => {
    const member = await createOrganizationOfFileUser();
    const documentId = await upload(member, 'broken.png', corruptPng, 'image/png');
    const { document } = await processed(member, documentId);
    // Its header announces a 3-gigapixel image: refused before any decoding.
    expect(document).toMatchObject({
      processingStatus: 'failed',
      processing: { status: 'failed', error: expect.stringMatching(/^The image is too large to read/) },
      thumbnailCreatedAt: null,
    });

    const retry = await api(`${documentPath(member, documentId)}/reprocess`, { method: 'POST', cookie: member.cookie });
    expect(retry.status).toBe(202);
    expect(retry.json.document.processing).toMatchObject({ status: 'pending', error: null });
    expect((await processed(member, documentId)).document.processing.status).toBe('failed');
  });
});

describe('hostile files', () => {
  // Bounded by the test's timeout (a hang guard, not a speed measure): it failed after minutes of
  // retries when a page PDFium could not draw was taken for a passing failure.
  it('end read or failed with their reason, never retried for minutes: a page tree 5,000 levels deep', { timeout: 20_000 }, async () => {
    const member = await createOrganizationOfFileUser();
    const bytes = makeDeepPageTreePdf(5000, 'The bottom of a deep page tree');
    expect(bytes.length).toBeGreaterThan(480_000);
    const documentId = await upload(member, 'deep.pdf', bytes.buffer as ArrayBuffer, 'application/pdf');
    const { document } = await processed(member, documentId);
    // Its one line is too short to be taken for a text layer, so the page goes to OCR, which PDFium cannot draw.
    expect(document).toMatchObject({
      processing: { status: 'failed', error: 'Page 1 of the PDF cannot be read: its page tree is damaged or too deep' },
      thumbnailCreatedAt: null,
    });
  });
});

describe('thumbnails', { timeout: 60_000 }, () => {
  it('answers the thumbnail to members and viewers, with a validator, and removes it with the document', async () => {
    const member = await createOrganizationOfFileUser();
    const documentId = await upload(member, 'scan.png', scannedPng, 'image/png');
    await processed(member, documentId);

    const thumbnail = await api(`${documentPath(member, documentId)}/thumbnail`, { cookie: member.cookie });
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect(thumbnail.headers.get('cache-control')).toContain('private');
    const object = await env.FILES.get(`${member.organizationId}/thumbnails/${documentId}`);
    expect(object!.size).toBeLessThanOrEqual(25_000);
    expect(new Uint8Array(await object!.arrayBuffer()).subarray(8, 12)).toEqual(new TextEncoder().encode('WEBP'));

    const etag = thumbnail.headers.get('etag')!;
    expect(
      (await api(`${documentPath(member, documentId)}/thumbnail`, { cookie: member.cookie, headers: { 'if-none-match': etag } })).status,
    ).toBe(304);

    const viewer = await addMember(member.cookie, member.organizationId, 'viewer');
    expect((await api(`${documentPath(member, documentId)}/thumbnail`, { cookie: viewer.cookie })).status).toBe(200);
    const stranger = await createOrganizationMember('Eve');
    expect(
      (await api(`/api/organizations/${stranger.organizationId}/documents/${documentId}/thumbnail`, { cookie: stranger.cookie })).status,
    ).toBe(404);

    await api(documentPath(member, documentId), { method: 'DELETE', cookie: member.cookie });
    expect(
      (await api(`/api/organizations/${member.organizationId}/documents/trash/${documentId}`, { method: 'DELETE', cookie: member.cookie }))
        .status,
    ).toBe(204);
    expect(await env.FILES.head(`${member.organizationId}/thumbnails/${documentId}`)).toBeNull();
  });

  it('are made for documents stored before thumbnails existed by the operator backfill, a page at a time, resumable', async () => {
    const member = await createOrganizationOfFileUser();
    const scanId = await upload(member, 'old-scan.png', scannedPng, 'image/png');
    await processed(member, scanId);
    const textId = await upload(member, 'old-note.txt', new TextEncoder().encode('No pages to draw').buffer as ArrayBuffer, 'text/plain');
    await processed(member, textId);
    // As stored before thumbnails existed: processed, and none.
    await runOnAllOrganizations('UPDATE documents SET thumbnail_created_at = NULL WHERE id IN (?, ?)', scanId, textId);
    await env.FILES.delete(`${member.organizationId}/thumbnails/${scanId}`);

    const backfill = (body: unknown, secret = 'test-operator-secret') =>
      api('/api/operator/thumbnails', { method: 'POST', body, headers: { authorization: `Bearer ${secret}` } });
    expect((await backfill({}, 'wrong')).status).toBe(401);
    expect((await backfill({ cursor: { database: 'ORG_DB_9' } })).json.error.code).toBe('operator.unknown_database');
    expect((await backfill({ pageSize: 1000 })).status).toBe(400);

    // Two documents a call at first, then a hundred: each answer's cursor is where the next call (or a run
    // started again) goes on, to the last database.
    const cursors = [];
    const queuedIds: string[] = [];
    for (let cursor = undefined, calls = 0; calls < 10_000; calls++) {
      const { status, json } = await backfill({ cursor, pageSize: calls < 3 ? 2 : 100 });
      expect(status, JSON.stringify(json)).toBe(200);
      expect(json.queued).toBe(json.queuedDocumentIds.length);
      expect(json.queued).toBeLessThanOrEqual(json.scanned);
      queuedIds.push(...json.queuedDocumentIds);
      cursor = json.cursor ?? undefined;
      if (!cursor) break;
      cursors.push(cursor);
    }
    expect(cursors.length).toBeGreaterThanOrEqual(3);
    // The scan is queued once, the text (no pages to draw) never. The backfill queues every finished PDF
    // or image without a thumbnail, other test files' too, so waiting here for the shared pages queue to
    // draw this one waited behind all of theirs (50 s was not always enough); the first test above proves
    // that a queued document gets its thumbnail.
    expect(queuedIds.filter((id) => id === scanId)).toHaveLength(1);
    expect(queuedIds).not.toContain(textId);
    expect((await getDocument(member, textId)).thumbnailCreatedAt).toBeNull();
  });
});
