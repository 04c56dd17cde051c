import { env } from 'cloudflare:workers';
import { failingOrganizationDatabase, organizationDatabase, runOnAllOrganizations } from './databases';
import { createScheduledController } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import {
  api,
  createOrganizationMember,
  createOrganizationOfFileUser,
  heldQueue,
  processDocuments,
  runTasks,
  uploadFile,
  withFailing,
} from './helpers';

const documentsPath = (organizationId: string) => `/api/organizations/${organizationId}/documents`;

async function uploadText(
  member: { cookie: string; organizationId: string },
  name = 'notes.txt',
  content = `Hello archive ${crypto.randomUUID()}`,
) {
  const { status, json } = await uploadFile(member.cookie, member.organizationId, { name, content, type: 'text/plain' });
  expect(status).toBe(201);
  return json.document as { id: string; name: string };
}

describe('upload', () => {
  it('stores the file in R2 under ids, answers the document, then extracts its text in the queue', async () => {
    const member = await createOrganizationOfFileUser();
    const { status, json } = await uploadFile(member.cookie, member.organizationId, {
      name: 'Café notes.txt',
      content: 'Le café est prêt',
      type: 'text/plain',
    });
    expect(status).toBe(201);
    expect(json.isRestored).toBe(false);
    const document = json.document;
    expect(document).toMatchObject({
      name: 'Café notes.txt',
      originalName: 'Café notes.txt',
      originalSize: 18,
      mimeType: 'text/plain',
      processingStatus: 'pending',
      isDeleted: false,
      tags: [],
    });
    expect(document.id).toMatch(/^doc_[a-z0-9]{24}$/);

    const object = await env.FILES.get(`${member.organizationId}/originals/${document.id}`);
    expect(await object?.text()).toBe('Le café est prêt');

    await processDocuments(document.id);
    const detail = await api(`${documentsPath(member.organizationId)}/${document.id}`, { cookie: member.cookie });
    expect(detail.json.document).toMatchObject({ content: 'Le café est prêt', processingStatus: 'processed' });
  });

  it('corrects a generic mime type from the magic bytes', async () => {
    const member = await createOrganizationOfFileUser();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    // Its processing goes through held queues, not the real ones: they would read this broken image in
    // the background after the file ends, and a console line from work past a file's end has made the
    // Vitest pool lose the end of that file and wait forever (2026-11-29).
    const documents = heldQueue();
    const pages = heldQueue();
    const { json } = await uploadFile(
      member.cookie,
      member.organizationId,
      { name: 'scan', content: png, type: 'application/octet-stream' },
      { DOCUMENTS_QUEUE: documents.queue },
    );
    expect(json.document.mimeType).toBe('image/png');
    const processing = { type: 'document.process', organizationId: member.organizationId, documentId: json.document.id } as const;
    expect(documents.sent).toEqual([processing]);
    // An image goes on to be read with OCR (tests/worker/ocr.test.ts).
    await runTasks([processing], { PAGES_QUEUE: pages.queue });
    expect(pages.sent).toEqual([{ ...processing, type: 'document.read-pages' }]);
    const detail = await api(`${documentsPath(member.organizationId)}/${json.document.id}`, { cookie: member.cookie });
    expect(detail.json.document).toMatchObject({ content: '', processing: { status: 'processing', step: 'reading', pagesTotal: 1 } });
  });

  it('shortens a 10,000-character name to 255 characters keeping its extension, without control characters', async () => {
    const member = await createOrganizationOfFileUser();
    const name = `${'Quarterly\u0001 report\u0007\t\u007f\u0085 '.repeat(460)}\u202efdp.exe`.slice(-10_000);
    expect(name).toHaveLength(10_000);
    const { status, json } = await uploadFile(member.cookie, member.organizationId, { name, content: 'a long name', type: 'text/plain' });
    expect(status).toBe(201);
    const stored: string = json.document.name;
    expect(Array.from(stored).length).toBeLessThanOrEqual(255);
    expect(stored).toMatch(/^[^\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]+\.exe$/);
    expect(json.document.originalName).toBe(stored);
    const file = await api(`${documentsPath(member.organizationId)}/${json.document.id}/file`, { cookie: member.cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')!.length).toBeLessThan(1024);
  });

  it('refuses files over DOCUMENT_STORAGE_MAX_UPLOAD_SIZE with 413 and stores nothing', async () => {
    const member = await createOrganizationOfFileUser();
    const { status, json } = await uploadFile(member.cookie, member.organizationId, { name: 'big.txt', content: 'x'.repeat(101) }, {
      DOCUMENT_STORAGE_MAX_UPLOAD_SIZE: '100',
    } as never);
    expect(status).toBe(413);
    expect(json.error).toEqual({ code: 'document.size_too_large', message: 'File too large' });
    expect((await env.FILES.list({ prefix: `${member.organizationId}/` })).objects).toEqual([]);
  });

  it('refuses by Content-Length alone a body far over the limit, without waiting for the body', async () => {
    const member = await createOrganizationOfFileUser();
    // A body that sends four bytes and never ends: the answer must not depend on reading it.
    const body = new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('tiny')) });
    const response = await worker.fetch(
      new Request(`http://localhost${documentsPath(member.organizationId)}`, {
        method: 'POST',
        headers: {
          cookie: member.cookie,
          origin: 'http://localhost',
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(50 * 1024 * 1024),
        },
        body,
        duplex: 'half',
      } as RequestInit),
      env,
      {} as ExecutionContext,
    );
    expect(response.status).toBe(413);
  });

  it.each([['an empty file', { name: 'empty.txt', content: '' }, 'document.empty_file']])('refuses %s', async (_label, file, code) => {
    const member = await createOrganizationOfFileUser();
    const { status, json } = await uploadFile(member.cookie, member.organizationId, file);
    expect(status).toBe(400);
    expect(json.error.code).toBe(code);
  });

  it('refuses a request without a file field or not multipart', async () => {
    const member = await createOrganizationOfFileUser();
    const noFile = await api(documentsPath(member.organizationId), { method: 'POST', cookie: member.cookie, body: { file: 'nope' } });
    expect(noFile.status).toBe(400);
    expect(noFile.json.error.code).toBe('server.invalid_request.body');
  });

  it('answers 409 for content already in the organization, and restores it from the trash instead', async () => {
    const member = await createOrganizationOfFileUser();
    const first = await uploadText(member, 'a.txt', 'same content');
    const again = await uploadFile(member.cookie, member.organizationId, { name: 'b.txt', content: 'same content' });
    expect(again.status).toBe(409);
    // The original client's answer, and which document holds that content, for a link to it.
    expect(again.json.error).toEqual({
      code: 'document.already_exists',
      message: 'The document already exists',
      details: { documentId: first.id },
    });

    await api(`${documentsPath(member.organizationId)}/${first.id}`, { method: 'DELETE', cookie: member.cookie });
    const restored = await uploadFile(member.cookie, member.organizationId, { name: 'c.txt', content: 'same content' });
    expect(restored.status).toBe(200);
    expect(restored.json).toMatchObject({ isRestored: true, document: { id: first.id, isDeleted: false } });
    expect((await env.FILES.list({ prefix: `${member.organizationId}/` })).objects).toHaveLength(1);

    // The same content in another organization is a different document.
    const other = await createOrganizationMember('Other');
    expect((await uploadFile(other.cookie, other.organizationId, { name: 'a.txt', content: 'same content' })).status).toBe(201);
  });
});

describe('list, detail, rename, content', () => {
  it('lists newest first with pagination and a total count, without content', async () => {
    const member = await createOrganizationOfFileUser();
    const ids = [];
    for (let index = 0; index < 3; index += 1) ids.push((await uploadText(member, `file-${index}.txt`)).id);
    const page0 = await api(`${documentsPath(member.organizationId)}?pageIndex=0&pageSize=2`, { cookie: member.cookie });
    expect(page0.json.documentsCount).toBe(3);
    expect(page0.json.documents.map((document: { id: string }) => document.id)).toEqual([ids[2], ids[1]]);
    expect(page0.json.documents[0].content).toBeUndefined();
    const page1 = await api(`${documentsPath(member.organizationId)}?pageIndex=1&pageSize=2`, { cookie: member.cookie });
    expect(page1.json.documents.map((document: { id: string }) => document.id)).toEqual([ids[0]]);
  });

  it.each([
    ['pageSize=101', 'pageSize must be at most 100'],
    ['pageSize=0', 'pageSize must be at least 1'],
    ['pageIndex=-1', 'pageIndex must be 0 or more'],
    ['pageIndex=abc', 'pageIndex must be a whole number'],
    ['tags=not-a-tag', 'tags must be tag ids'],
  ])('rejects %s', async (query, message) => {
    const member = await createOrganizationMember();
    const { status, json } = await api(`${documentsPath(member.organizationId)}?${query}`, { cookie: member.cookie });
    expect(status).toBe(400);
    expect(json.error).toMatchObject({ code: 'server.invalid_request.query', message });
  });

  it('filters by tags, all of them', async () => {
    const member = await createOrganizationOfFileUser();
    const [a, b] = [await uploadText(member, 'a.txt'), await uploadText(member, 'b.txt')];
    const db = await organizationDatabase(member.organizationId);
    await db.batch([
      db
        .prepare(
          "INSERT INTO tags (id, organization_id, name, color, created_at, updated_at) VALUES ('tag_red', ?, 'Red', '#ff0000', 0, 0), ('tag_blue', ?, 'Blue', '#0000ff', 0, 0)",
        )
        .bind(member.organizationId, member.organizationId),
      db
        .prepare(
          "INSERT INTO documents_tags (document_id, tag_id, created_at) VALUES (?, 'tag_red', 0), (?, 'tag_blue', 0), (?, 'tag_red', 0)",
        )
        .bind(a.id, a.id, b.id),
    ]);
    const red = await api(`${documentsPath(member.organizationId)}?tags=tag_red`, { cookie: member.cookie });
    expect(red.json.documentsCount).toBe(2);
    const both = await api(`${documentsPath(member.organizationId)}?tags=tag_red&tags=tag_blue`, { cookie: member.cookie });
    expect(both.json.documents.map((document: { id: string }) => document.id)).toEqual([a.id]);
    expect(both.json.documents[0].tags.map((tag: { name: string }) => tag.name)).toEqual(['Blue', 'Red']);
  });

  it('renames (trimmed) and edits content, recording the updated fields', async () => {
    const member = await createOrganizationOfFileUser();
    const document = await uploadText(member);
    const path = `${documentsPath(member.organizationId)}/${document.id}`;
    expect((await api(path, { method: 'PATCH', cookie: member.cookie, body: { name: '  Renamed.txt  ' } })).json.document.name).toBe(
      'Renamed.txt',
    );
    expect((await api(path, { method: 'PATCH', cookie: member.cookie, body: { content: 'Typed by hand' } })).status).toBe(200);
    expect((await api(path, { cookie: member.cookie })).json.document).toMatchObject({
      name: 'Renamed.txt',
      content: 'Typed by hand',
      processingStatus: 'processed',
    });

    // The pending extraction must not overwrite what a person typed.
    await processDocuments(document.id);
    expect((await api(path, { cookie: member.cookie })).json.document.content).toBe('Typed by hand');

    const { json } = await api(`${path}/activity`, { cookie: member.cookie });
    expect(json.activities.map((activity: { event: string; eventData: unknown }) => [activity.event, activity.eventData])).toEqual([
      ['updated', { updatedFields: ['content'] }],
      ['updated', { updatedFields: ['name'] }],
      ['created', null],
    ]);
    expect(json.activities[0].user).toMatchObject({ name: 'Ada' });
  });

  it('removes control and bidi characters from a new name, as from an uploaded one', async () => {
    const member = await createOrganizationOfFileUser();
    const document = await uploadText(member);
    const { json } = await api(`${documentsPath(member.organizationId)}/${document.id}`, {
      method: 'PATCH',
      cookie: member.cookie,
      body: { name: ' Re\u202enamed\u0007.txt\n' },
    });
    expect(json.document.name).toBe('Renamed.txt');
  });

  it.each([
    [{ name: '   ' }, 'The document name is required'],
    [{ name: ' \u0000\u202e\t' }, 'The document name is required'],
    [{ name: 'x'.repeat(256) }, 'The document name must be at most 255 characters'],
    [{}, 'Nothing to update: send a name, a content, a document date or an archive serial number'],
    [{ content: 42 }, 'The content must be text'],
  ])('rejects the update %j', async (body, message) => {
    const member = await createOrganizationMember();
    const document = await uploadText(member);
    const { status, json } = await api(`${documentsPath(member.organizationId)}/${document.id}`, {
      method: 'PATCH',
      cookie: member.cookie,
      body,
    });
    expect(status).toBe(400);
    expect(json.error.message).toBe(message);
  });

  it('answers 400 for a malformed document id and 404 for an unknown one', async () => {
    const member = await createOrganizationOfFileUser();
    expect((await api(`${documentsPath(member.organizationId)}/not-an-id`, { cookie: member.cookie })).status).toBe(400);
    const missing = await api(`${documentsPath(member.organizationId)}/doc_missing000000000000000000`, { cookie: member.cookie });
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe('document.not_found');
  });
});

describe('file download', () => {
  it('serves the original with its type, length and a safe disposition', async () => {
    const member = await createOrganizationOfFileUser();
    const document = await uploadText(member, 'Résumé; final\\v2.txt', 'plain text');
    const response = await api(`${documentsPath(member.organizationId)}/${document.id}/file`, { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(response.text).toBe('plain text');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-length')).toBe('10');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="R_sum_; final_v2.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%3B%20final%5Cv2.txt`,
    );
    const download = await api(`${documentsPath(member.organizationId)}/${document.id}/file?download=true`, { cookie: member.cookie });
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(download.headers.get('content-type')).toBe('text/plain');
  });

  it.each([
    // declared type → served type, or undefined for a sandboxed attachment of the declared type
    ['page.html', 'text/html', undefined],
    ['style.xsl', 'text/xsl', undefined],
    ['style.xslt', 'application/xslt+xml', undefined],
    ['feed.xml', 'application/xml', undefined],
    ['logo.svg', 'image/svg+xml', undefined],
    ['app.js', 'application/javascript', undefined],
    ['stream', 'multipart/x-mixed-replace', undefined],
    ['data.bin', 'application/x-custom', undefined],
    ['README.md', 'text/markdown', 'text/plain; charset=utf-8'],
    ['data.json', 'application/json', 'text/plain; charset=utf-8'],
  ])('serves %s (%s) inline only if inert: %s', async (name, type, inlineType) => {
    const member = await createOrganizationMember();
    const { json } = await uploadFile(member.cookie, member.organizationId, {
      name,
      content: '<?xml version="1.0"?><x><script>alert(1)</script></x>',
      type,
    });
    expect(json.document.mimeType).toBe(type);
    const response = await api(`${documentsPath(member.organizationId)}/${json.document.id}/file`, { cookie: member.cookie });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    if (inlineType) {
      expect(response.headers.get('content-type')).toBe(inlineType);
      expect(response.headers.get('content-disposition')).toMatch(/^inline;/);
      expect(response.headers.get('content-security-policy')).not.toContain('sandbox');
    } else {
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
    }
  });
});

describe('trash', () => {
  it('soft-deletes, lists the trash, restores, and keeps statistics to active documents', async () => {
    const member = await createOrganizationOfFileUser();
    const kept = await uploadText(member, 'kept.txt', '12345');
    const trashed = await uploadText(member, 'trashed.txt', '1234567890');
    const base = documentsPath(member.organizationId);

    expect((await api(`${base}/statistics`, { cookie: member.cookie })).json.organizationStats).toEqual({
      documentsCount: 2,
      documentsSize: 15,
    });
    expect((await api(`${base}/${trashed.id}`, { method: 'DELETE', cookie: member.cookie })).status).toBe(204);

    const detail = (await api(`${base}/${trashed.id}`, { cookie: member.cookie })).json.document;
    expect(detail).toMatchObject({ isDeleted: true, deletedBy: member.userId });
    expect(detail.deletedAt).toBeTruthy();
    expect((await api(base, { cookie: member.cookie })).json.documents.map((d: { id: string }) => d.id)).toEqual([kept.id]);
    expect((await api(`${base}/deleted`, { cookie: member.cookie })).json).toMatchObject({
      documentsCount: 1,
      documents: [{ id: trashed.id }],
    });
    expect((await api(`${base}/statistics`, { cookie: member.cookie })).json.organizationStats).toEqual({
      documentsCount: 1,
      documentsSize: 5,
    });

    const restored = await api(`${base}/${trashed.id}/restore`, { method: 'POST', cookie: member.cookie });
    expect(restored.json.document.isDeleted).toBe(false);
    const events = (await api(`${base}/${trashed.id}/activity`, { cookie: member.cookie })).json.activities.map(
      (a: { event: string }) => a.event,
    );
    expect(events).toEqual(['restored', 'deleted', 'created']);
  });

  it('deletes one trashed document for good, R2 object included, and refuses an active one', async () => {
    const member = await createOrganizationOfFileUser();
    const document = await uploadText(member);
    const base = documentsPath(member.organizationId);
    const active = await api(`${base}/trash/${document.id}`, { method: 'DELETE', cookie: member.cookie });
    expect(active.status).toBe(400);
    expect(active.json.error.code).toBe('document.not_deleted');

    await api(`${base}/${document.id}`, { method: 'DELETE', cookie: member.cookie });
    expect((await api(`${base}/trash/${document.id}`, { method: 'DELETE', cookie: member.cookie })).status).toBe(204);
    expect((await api(`${base}/${document.id}`, { cookie: member.cookie })).status).toBe(404);
    expect(await env.FILES.get(`${member.organizationId}/originals/${document.id}`)).toBeNull();
  });

  it('empties the whole trash and leaves active documents', async () => {
    const member = await createOrganizationOfFileUser();
    const base = documentsPath(member.organizationId);
    const active = await uploadText(member);
    for (let index = 0; index < 3; index += 1) {
      const document = await uploadText(member);
      await api(`${base}/${document.id}`, { method: 'DELETE', cookie: member.cookie });
    }
    expect((await api(`${base}/trash`, { method: 'DELETE', cookie: member.cookie })).status).toBe(204);
    expect((await api(`${base}/deleted`, { cookie: member.cookie })).json.documentsCount).toBe(0);
    expect((await env.FILES.list({ prefix: `${member.organizationId}/` })).objects.map((object) => object.key)).toEqual([
      `${member.organizationId}/originals/${active.id}`,
    ]);
  });

  it('purges documents trashed longer than the retention on the daily cron, and only those', async () => {
    const member = await createOrganizationOfFileUser();
    const base = documentsPath(member.organizationId);
    const [old, recent] = [await uploadText(member), await uploadText(member)];
    for (const document of [old, recent]) await api(`${base}/${document.id}`, { method: 'DELETE', cookie: member.cookie });
    const now = Date.UTC(2030, 0, 31);
    const day = 24 * 60 * 60 * 1000;
    await runOnAllOrganizations('UPDATE documents SET deleted_at = ? WHERE id = ?', now - 31 * day, old.id);
    await runOnAllOrganizations('UPDATE documents SET deleted_at = ? WHERE id = ?', now - 29 * day, recent.id);

    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: '0 3 * * *' }), env);

    expect((await api(`${base}/${old.id}`, { cookie: member.cookie })).status).toBe(404);
    expect(await env.FILES.get(`${member.organizationId}/originals/${old.id}`)).toBeNull();
    expect((await api(`${base}/${recent.id}`, { cookie: member.cookie })).status).toBe(200);
  });
});

describe('processing', () => {
  it('is idempotent: the same message twice changes nothing', async () => {
    const member = await createOrganizationOfFileUser();
    const document = await uploadText(member, 'a.txt', 'first words');
    const first = await processDocuments(document.id);
    expect(first.explicitAcks).toEqual(['task-0']);
    const afterFirst = (await api(`${documentsPath(member.organizationId)}/${document.id}`, { cookie: member.cookie })).json.document;
    const second = await processDocuments(document.id);
    expect(second.explicitAcks).toEqual(['task-0']);
    const afterSecond = (await api(`${documentsPath(member.organizationId)}/${document.id}`, { cookie: member.cookie })).json.document;
    expect(afterSecond).toEqual(afterFirst);
  });

  it('records an extraction failure on the document instead of retrying forever', async () => {
    const member = await createOrganizationOfFileUser();
    const { json } = await uploadFile(member.cookie, member.organizationId, {
      name: 'broken.pdf',
      content: '%PDF-1.7 this is not really a pdf',
      type: 'application/pdf',
    });
    const result = await processDocuments(json.document.id);
    expect(result.explicitAcks).toEqual(['task-0']);
    const detail = (await api(`${documentsPath(member.organizationId)}/${json.document.id}`, { cookie: member.cookie })).json.document;
    expect(detail.processingStatus).toBe('failed');
    expect(detail.processingError).toBeTruthy();
  });

  it('processes a document only for a message naming its own organization', async () => {
    const member = await createOrganizationOfFileUser();
    const stranger = await createOrganizationMember('Stranger');
    const document = await uploadText(member);
    const { runTasks } = await import('./helpers');
    const result = await runTasks([{ type: 'document.process', organizationId: stranger.organizationId, documentId: document.id }]);
    expect(result.explicitAcks).toEqual(['task-0']);
    const detail = (await api(`${documentsPath(member.organizationId)}/${document.id}`, { cookie: member.cookie })).json.document;
    expect(detail.processingStatus).toBe('pending');
    await processDocuments(document.id);
    expect(
      (await api(`${documentsPath(member.organizationId)}/${document.id}`, { cookie: member.cookie })).json.document.processingStatus,
    ).toBe('processed');
  });

  it('retries with backoff when storage fails', async () => {
    const member = await createOrganizationOfFileUser();
    const document = await uploadText(member);
    const brokenFiles = {
      get: async () => {
        throw new Error('R2 unavailable');
      },
    } as unknown as R2Bucket;
    const { runTasks } = await import('./helpers');
    const result = await runTasks([{ type: 'document.process', organizationId: member.organizationId, documentId: document.id }], {
      FILES: brokenFiles,
    });
    expect(result.retryMessages.map((message) => message.msgId)).toEqual(['task-0']);
    expect(result.explicitAcks).toEqual([]);
  });
});

describe('failures leave no orphans', () => {
  it('removes the R2 object when the database insert fails', async () => {
    const member = await createOrganizationOfFileUser();
    const { status } = await uploadFile(
      member.cookie,
      member.organizationId,
      { name: 'a.txt', content: 'orphan?' },
      await failingOrganizationDatabase(member.organizationId, 'batch', 'D1 is down'),
    );
    expect(status).toBe(500);
    expect((await env.FILES.list({ prefix: `${member.organizationId}/` })).objects).toEqual([]);
    expect((await api(documentsPath(member.organizationId), { cookie: member.cookie })).json.documentsCount).toBe(0);
  });

  it('writes no row when R2 fails', async () => {
    const member = await createOrganizationOfFileUser();
    const failingFiles = withFailing(env.FILES, 'put', 'R2 is down');
    const { status, json } = await uploadFile(
      member.cookie,
      member.organizationId,
      { name: 'a.txt', content: 'no row' },
      { FILES: failingFiles },
    );
    expect(status).toBe(500);
    expect(json.error.code).toBe('internal.error');
    expect((await api(documentsPath(member.organizationId), { cookie: member.cookie })).json.documentsCount).toBe(0);
  });
});

describe('tenant isolation', () => {
  it("never shows or touches another organization's document", async () => {
    const owner = await createOrganizationOfFileUser();
    const intruder = await createOrganizationMember('Intruder');
    const document = await uploadText(owner, 'secret.txt', 'top secret');
    await api(`${documentsPath(owner.organizationId)}/${document.id}`, { method: 'DELETE', cookie: owner.cookie });
    const trashedId = document.id;
    const kept = await uploadText(owner, 'kept.txt', 'also secret');

    // Through the intruder's own organization, the owner's document ids do not exist.
    const documentRoutes: [string, string, unknown?][] = [
      ['GET', `/${kept.id}`],
      ['PATCH', `/${kept.id}`, { name: 'pwned' }],
      ['DELETE', `/${kept.id}`],
      ['POST', `/${trashedId}/restore`],
      ['GET', `/${kept.id}/file`],
      ['GET', `/${kept.id}/activity`],
      ['DELETE', `/trash/${trashedId}`],
    ];
    for (const [method, suffix, body] of documentRoutes) {
      const { status, text } = await api(`${documentsPath(intruder.organizationId)}${suffix}`, { method, cookie: intruder.cookie, body });
      expect(status, `${method} ${suffix}`).toBe(404);
      expect(text).not.toContain('secret');
    }
    await api(`${documentsPath(intruder.organizationId)}/trash`, { method: 'DELETE', cookie: intruder.cookie });

    // Through the owner's organization, the intruder is not a member.
    const viaOwnerOrganization: [string, string, unknown?][] = [
      ['GET', ''],
      ['GET', '/deleted'],
      ['GET', '/statistics'],
      ...documentRoutes,
      ['DELETE', '/trash'],
    ];
    for (const [method, suffix, body] of viaOwnerOrganization) {
      const { status } = await api(`${documentsPath(owner.organizationId)}${suffix}`, { method, cookie: intruder.cookie, body });
      expect(status, `${method} ${suffix}`).toBe(403);
    }
    const upload = await uploadFile(intruder.cookie, owner.organizationId, { name: 'x.txt', content: 'x' });
    expect(upload.status).toBe(403);

    // Nothing changed for the owner.
    expect((await api(`${documentsPath(owner.organizationId)}/${kept.id}`, { cookie: owner.cookie })).json.document.name).toBe('kept.txt');
    expect((await api(`${documentsPath(owner.organizationId)}/deleted`, { cookie: owner.cookie })).json.documentsCount).toBe(1);
  });
});

describe('saving over a newer version', () => {
  it('refuses a save made on a version that changed since (409 document.modified), and writes nothing', async () => {
    const member = await createOrganizationOfFileUser();
    const { id } = await uploadText(member);
    await processDocuments(id);
    const path = `${documentsPath(member.organizationId)}/${id}`;
    const opened = (await api(path, { cookie: member.cookie })).json.document;

    // The other tab saves first, from the same version.
    const first = await api(path, {
      method: 'PATCH',
      cookie: member.cookie,
      body: { content: 'Their text', expectedUpdatedAt: opened.updatedAt },
    });
    expect(first.status).toBe(200);
    const stale = await api(path, {
      method: 'PATCH',
      cookie: member.cookie,
      body: { content: 'My text', expectedUpdatedAt: opened.updatedAt },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({
      code: 'document.modified',
      message: 'This document was changed since you opened it: reload it, then save again',
    });
    const renamed = await api(path, {
      method: 'PATCH',
      cookie: member.cookie,
      body: { name: 'mine.txt', expectedUpdatedAt: opened.updatedAt },
    });
    expect(renamed.status).toBe(409);

    const after = (await api(path, { cookie: member.cookie })).json.document;
    expect([after.content, after.name]).toEqual(['Their text', opened.name]);
    const activity = (await api(`${path}/activity`, { cookie: member.cookie })).json.activities;
    expect(activity.filter((entry: { event: string }) => entry.event === 'updated')).toHaveLength(1);

    // Saved on the version now current, and without a version (the first clients), it goes through.
    expect(
      (await api(path, { method: 'PATCH', cookie: member.cookie, body: { content: 'My text', expectedUpdatedAt: after.updatedAt } }))
        .status,
    ).toBe(200);
    expect((await api(path, { method: 'PATCH', cookie: member.cookie, body: { name: 'mine.txt' } })).status).toBe(200);
  });

  it('refuses a malformed version with a clear 400', async () => {
    const member = await createOrganizationOfFileUser();
    const { id } = await uploadText(member);
    const { status, json } = await api(`${documentsPath(member.organizationId)}/${id}`, {
      method: 'PATCH',
      cookie: member.cookie,
      body: { name: 'x.txt', expectedUpdatedAt: 'yesterday' },
    });
    expect(status).toBe(400);
    expect(json.error.message).toBe('expectedUpdatedAt must be the document’s updatedAt, as answered');
  });
});
