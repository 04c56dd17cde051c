import pdfiumModule from '@embedpdf/pdfium/pdfium.wasm';
import pdfiumCallbacks from '../../core/pages/pdfium-callbacks.wasm';
import { exports } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import photoJpg from '../fixtures/ocr/photo-en.jpg';
import scanWebp from '../fixtures/pages/small-scan.webp';
import twoPageScan from '../fixtures/ocr/scan-two-pages-pt.pdf';
import threePageScan from '../fixtures/ocr/small-scan-3-pages.pdf';
import { createPdfium, PdfDocument } from '../../core/pages/pdfium';
import { api, createOrganizationOfFileUser, heldQueue, ORIGIN, readNextPage, runTasks, uploadFile } from './helpers';
import { rowsOfAllOrganizations } from './databases';
import { API_KEY_PERMISSIONS } from '../../core/permissions/organization-permissions';
import { env } from 'cloudflare:workers';

type Member = { cookie: string; organizationId: string };
const documentPath = (member: Member, documentId: string) => `/api/organizations/${member.organizationId}/documents/${documentId}`;
const detail = async (member: Member, documentId: string) =>
  (await api(documentPath(member, documentId), { cookie: member.cookie })).json.document;
const fileBytes = async (member: Member, path: string) =>
  new Uint8Array(
    await (await exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: { cookie: member.cookie } }))).arrayBuffer(),
  );

/** Reads a document through its queue messages, delivered here one by one (documents, then a page per message). */
async function readWhole(member: Member, documentId: string) {
  const pages = heldQueue();
  await runTasks([{ type: 'document.process', organizationId: member.organizationId, documentId }], { PAGES_QUEUE: pages.queue });
  for (let message = 0; message < 10 && (await detail(member, documentId)).processing.status !== 'done'; message++)
    await readNextPage(member.organizationId, documentId, { PAGES_QUEUE: pages.queue });
  return detail(member, documentId);
}

/** The queues held, so that the test reads the new version itself. */
const held = () => {
  const queue = heldQueue().queue;
  return { DOCUMENTS_QUEUE: queue, PAGES_QUEUE: queue };
};

const editPages = (member: Member, documentId: string, body: unknown, envOverride: Partial<Env> = held()) =>
  api(`${documentPath(member, documentId)}/pages`, { method: 'POST', cookie: member.cookie, body, envOverride });

async function scanOfThreePages(member: Member) {
  const { json } = await uploadFile(
    member.cookie,
    member.organizationId,
    { name: 'letters.pdf', content: new Uint8Array(threePageScan), type: 'application/pdf' },
    held(),
  );
  const document = await readWhole(member, json.document.id);
  expect(document.content).toMatch(/amber lantern[\s\S]*copper kettle[\s\S]*silver compass/);
  return json.document.id as string;
}

async function pagesOf(bytes: Uint8Array) {
  const document = PdfDocument.open(await createPdfium({ pdfium: pdfiumModule, pdfiumCallbacks }), bytes);
  try {
    return document.rotations();
  } finally {
    document.close();
  }
}

// OCR takes a second or more a page, several on a busy machine.
describe('page edits', { timeout: 60_000 }, () => {
  it('rotate, delete and reorder pages as a new version; only the turned page is read again; the deleted page’s text goes', async () => {
    const owner = await createOrganizationOfFileUser();
    const documentId = await scanOfThreePages(owner);
    const original = await fileBytes(owner, `${documentPath(owner, documentId)}/file`);

    const edited = await editPages(owner, documentId, {
      pages: [{ page: 3 }, { page: 1, rotate: 180 }],
      label: 'tidied',
      expectedVersionNumber: 1,
    });
    expect(edited.status).toBe(201);
    expect(edited.json.version).toMatchObject({
      number: 2,
      source: 'pages',
      label: 'tidied',
      mimeType: 'application/pdf',
      isCurrent: true,
    });
    expect(edited.json.document).toMatchObject({ currentVersion: { number: 2 }, processing: { status: 'pending' } });
    expect(await pagesOf(await fileBytes(owner, `${documentPath(owner, documentId)}/file`))).toEqual([0, 2]);

    // Reading the new file: page 1 (the old page 3, unturned) has its text already; page 2 (turned) is read with OCR.
    await runTasks([{ type: 'document.process', organizationId: owner.organizationId, documentId }], held());
    const rows = await rowsOfAllOrganizations<{ page_number: number; needs_ocr: number; text: string }>(
      'SELECT page_number, needs_ocr, text FROM document_pages WHERE document_id = ? ORDER BY page_number',
      documentId,
    );
    expect(rows.map(({ page_number, needs_ocr }) => [page_number, needs_ocr])).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(rows[0]!.text).toMatch(/^Page three: silver compass/);
    const document = await readWhole(owner, documentId);
    expect(document.content).toMatch(/^Page three: silver compass[\s\S]*amber lantern/);
    expect(document.content).not.toContain('copper');

    // The first version is kept as it was.
    const [, first] = (await api(`${documentPath(owner, documentId)}/versions`, { cookie: owner.cookie })).json.versions;
    expect(await fileBytes(owner, `${documentPath(owner, documentId)}/versions/${first.id}/file`)).toEqual(original);
    expect(await pagesOf(original)).toEqual([0, 0, 0]);
    const activity = (await api(`${documentPath(owner, documentId)}/activity`, { cookie: owner.cookie })).json.activities[0];
    expect(activity).toMatchObject({
      event: 'version_added',
      eventData: { version: { number: 2, label: 'tidied' }, pageOperations: { rotated: 1, deleted: 1, isReordered: true } },
    });
  });

  it('refuse pages that are not in the file, twice, none, or an edit that changes nothing', async () => {
    const owner = await createOrganizationOfFileUser();
    const documentId = await scanOfThreePages(owner);
    for (const [pages, code] of [
      [[{ page: 4 }], 'document.pages_invalid'],
      [[{ page: 1 }, { page: 1, rotate: 90 }], 'document.pages_invalid'],
      [[{ page: 1 }, { page: 2 }, { page: 3 }], 'document.pages_invalid'],
      [[], 'server.invalid_request.body'],
      [[{ page: 1, rotate: 45 }], 'server.invalid_request.body'],
      [[{ page: 0 }], 'server.invalid_request.body'],
    ] as const) {
      const { status, json } = await editPages(owner, documentId, { pages });
      expect([pages, status, json.error.code]).toEqual([pages, 400, code]);
    }
    const stale = await editPages(owner, documentId, { pages: [{ page: 2 }], expectedVersionNumber: 3 });
    expect([stale.status, stale.json.error.code]).toEqual([409, 'document.version_conflict']);
    const tooLarge = await editPages(owner, documentId, { pages: [{ page: 2 }] }, {
      ...held(),
      DOCUMENTS_PAGE_EDIT_MAX_BYTES: '1000',
    } as never);
    expect([tooLarge.status, tooLarge.json.error.code, tooLarge.json.error.details]).toEqual([
      413,
      'document.too_large_to_edit',
      { maxBytes: 1000, maxPages: 500 },
    ]);
    expect((await api(`${documentPath(owner, documentId)}/versions`, { cookie: owner.cookie })).json.versions).toHaveLength(1);
  });

  it('ask before replacing content edited by hand, and take only PDFs and images', async () => {
    const owner = await createOrganizationOfFileUser();
    const documentId = await scanOfThreePages(owner);
    await api(documentPath(owner, documentId), { method: 'PATCH', cookie: owner.cookie, body: { content: 'Typed by hand' } });
    const asked = await editPages(owner, documentId, { pages: [{ page: 1 }] });
    expect([asked.status, asked.json.error.code]).toEqual([409, 'document.content_edited']);
    const confirmed = await editPages(owner, documentId, { pages: [{ page: 1 }], replaceEditedContent: true });
    expect(confirmed.status).toBe(201);
    // Nothing is carried from a text typed by hand: the one page is read again.
    expect((await readWhole(owner, documentId)).content).toMatch(/^Page one: amber lantern/);

    const { json } = await uploadFile(owner.cookie, owner.organizationId, { name: 'notes.txt', content: `Notes ${crypto.randomUUID()}` });
    const text = await editPages(owner, json.document.id, { pages: [{ page: 1 }] });
    expect([text.status, text.json.error.code]).toEqual([400, 'document.pages_unsupported']);
  });

  it('make a WebP a page of its pixels: its page listed, then turned into a new version, a PDF', async () => {
    const owner = await createOrganizationOfFileUser();
    const { json } = await uploadFile(
      owner.cookie,
      owner.organizationId,
      { name: 'receipt.webp', content: new Uint8Array(scanWebp), type: 'image/webp' },
      held(),
    );
    const documentId = json.document.id as string;
    const [webpVersion] = (await api(`${documentPath(owner, documentId)}/versions`, { cookie: owner.cookie })).json.versions;
    const listed = await api(`${documentPath(owner, documentId)}/versions/${webpVersion.id}/pages`, { cookie: owner.cookie });
    expect(listed.json.pages).toEqual([{ number: 1, rotation: 0 }]);

    const edited = await editPages(owner, documentId, { pages: [{ page: 1, rotate: 90 }], expectedVersionNumber: 1 });
    expect(edited.status).toBe(201);
    expect(edited.json.version).toMatchObject({ number: 2, mimeType: 'application/pdf', originalName: 'receipt.pdf', isCurrent: true });
    expect(await pagesOf(await fileBytes(owner, `${documentPath(owner, documentId)}/file`))).toEqual([1]);
    const versions = (await api(`${documentPath(owner, documentId)}/versions`, { cookie: owner.cookie })).json.versions;
    expect(versions.map(({ number, mimeType }: any) => [number, mimeType])).toEqual([
      [2, 'application/pdf'],
      [1, 'image/webp'],
    ]);
  });

  it('carry no text from a version that is not the current file: a new version not read yet is read whole', async () => {
    const owner = await createOrganizationOfFileUser();
    const documentId = await scanOfThreePages(owner);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(twoPageScan)], 'other.pdf', { type: 'application/pdf' }));
    // Its reading held: the test reads it itself.
    const added = await worker.fetch(
      new Request(`${ORIGIN}${documentPath(owner, documentId)}/versions`, {
        method: 'POST',
        body: form,
        headers: { cookie: owner.cookie, origin: ORIGIN },
      }),
      { ...env, ...held() } as Env,
      createExecutionContext(),
    );
    expect(added.status).toBe(201);
    // Edited before the new file was read: the old file's page texts must not land on the new file's pages.
    expect((await editPages(owner, documentId, { pages: [{ page: 2 }] })).status).toBe(201);
    await runTasks([{ type: 'document.process', organizationId: owner.organizationId, documentId }], held());
    expect(
      await rowsOfAllOrganizations(
        'SELECT page_number, needs_ocr FROM document_pages WHERE document_id = ? ORDER BY page_number',
        documentId,
      ),
    ).toEqual([{ page_number: 1, needs_ocr: 1 }]);
  });

  it('draw each page of a version small, once, kept in R2 until the version goes', async () => {
    const owner = await createOrganizationOfFileUser();
    const documentId = await scanOfThreePages(owner);
    const [v1] = (await api(`${documentPath(owner, documentId)}/versions`, { cookie: owner.cookie })).json.versions;
    const pages = await api(`${documentPath(owner, documentId)}/versions/${v1.id}/pages`, { cookie: owner.cookie });
    expect(pages.json.pages).toEqual([
      { number: 1, rotation: 0 },
      { number: 2, rotation: 0 },
      { number: 3, rotation: 0 },
    ]);
    const imagePath = `${ORIGIN}${documentPath(owner, documentId)}/versions/${v1.id}/pages/2/image`;
    const image = await exports.default.fetch(new Request(imagePath, { headers: { cookie: owner.cookie } }));
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
    const again = await exports.default.fetch(
      new Request(imagePath, { headers: { cookie: owner.cookie, 'if-none-match': image.headers.get('etag')! } }),
    );
    expect(again.status).toBe(304);
    const missing = await exports.default.fetch(
      new Request(imagePath.replace('/pages/2/', '/pages/9/'), { headers: { cookie: owner.cookie } }),
    );
    expect(missing.status).toBe(404);

    const stored = async () => (await env.FILES.list({ prefix: `${owner.organizationId}/pages/${v1.id}/` })).objects.map(({ key }) => key);
    expect(await stored()).toEqual([`${owner.organizationId}/pages/${v1.id}/2.webp`]);
    await editPages(owner, documentId, { pages: [{ page: 2 }] });
    expect((await api(`${documentPath(owner, documentId)}/versions/${v1.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(
      204,
    );
    expect(await stored()).toEqual([]);
  });

  it('split a scan of three letters into three documents that keep its tags, carry their text and leave the scan in the trash', async () => {
    const owner = await createOrganizationOfFileUser();
    const documentId = await scanOfThreePages(owner);
    const { json: tag } = await api(`/api/organizations/${owner.organizationId}/tags`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { name: 'Letters', color: '#112233' },
    });
    await api(`${documentPath(owner, documentId)}/tags`, { method: 'POST', cookie: owner.cookie, body: { tagId: tag.tag.id } });

    const split = await api(`${documentPath(owner, documentId)}/split`, {
      method: 'POST',
      cookie: owner.cookie,
      body: {
        parts: [{ pages: [{ page: 1 }], name: 'First letter.pdf' }, { pages: [{ page: 2 }] }, { pages: [{ page: 3 }] }],
        trashOriginal: true,
      },
      envOverride: held(),
    });
    expect(split.status).toBe(201);
    expect(split.json.documents.map(({ name, tags }: any) => [name, tags.map(({ name: tagName }: any) => tagName)])).toEqual([
      ['First letter.pdf', ['Letters']],
      ['letters (2).pdf', ['Letters']],
      ['letters (3).pdf', ['Letters']],
    ]);
    const texts = [];
    for (const { id } of split.json.documents) {
      await runTasks([{ type: 'document.process', organizationId: owner.organizationId, documentId: id }], held());
      // Every page's text came with it: nothing is left to read.
      expect(await rowsOfAllOrganizations('SELECT 1 FROM document_pages WHERE document_id = ? AND needs_ocr = 1', id)).toEqual([]);
      texts.push((await readWhole(owner, id)).content.split('\n')[0]);
    }
    expect(texts).toEqual(['Page one: amber lantern', 'Page two: copper kettle', 'Page three: silver compass']);
    expect((await detail(owner, documentId)).isDeleted).toBe(true);
    const [created] = (await api(`${documentPath(owner, split.json.documents[1].id)}/activity`, { cookie: owner.cookie })).json.activities;
    expect(created).toMatchObject({ event: 'created', eventData: { splitFrom: { id: documentId, name: 'letters.pdf', pages: [2] } } });
  });

  it('merge documents (a JPEG is a page) into one, in order, the merged ones in the trash; a key needs to create and delete', async () => {
    const owner = await createOrganizationOfFileUser();
    const scanId = await scanOfThreePages(owner);
    const photo = await uploadFile(
      owner.cookie,
      owner.organizationId,
      { name: 'receipt.jpg', content: new Uint8Array(photoJpg), type: 'image/jpeg' },
      held(),
    );
    const documentIds = [photo.json.document.id, scanId];

    const { json: key } = await api('/api/api-keys', {
      method: 'POST',
      cookie: owner.cookie,
      body: { name: 'Script', permissions: API_KEY_PERMISSIONS.filter((permission) => permission !== 'documents:delete') },
    });
    const withKey = await api(`/api/organizations/${owner.organizationId}/documents/bulk/merge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key.token}`, origin: '' },
      body: { documentIds },
    });
    expect([withKey.status, withKey.json.error.code]).toEqual([403, 'api_key.permission_missing']);
    const splitWithKey = await api(`${documentPath(owner, scanId)}/split`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key.token}`, origin: '' },
      body: { parts: [{ pages: [{ page: 1 }] }], trashOriginal: true },
    });
    expect([splitWithKey.status, splitWithKey.json.error.code]).toEqual([403, 'api_key.permission_missing']);

    const merged = await api(`/api/organizations/${owner.organizationId}/documents/bulk/merge`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { documentIds, name: 'Receipt and letters.pdf' },
      envOverride: held(),
    });
    expect(merged.status).toBe(201);
    expect(merged.json.document).toMatchObject({ name: 'Receipt and letters.pdf', mimeType: 'application/pdf' });
    expect(await pagesOf(await fileBytes(owner, `${documentPath(owner, merged.json.document.id)}/file`))).toHaveLength(4);
    for (const id of documentIds) expect((await detail(owner, id)).isDeleted).toBe(true);
    // The scan's three pages carry their text; the photo, never read, is read with OCR.
    await runTasks([{ type: 'document.process', organizationId: owner.organizationId, documentId: merged.json.document.id }], held());
    const rows = await rowsOfAllOrganizations<{ page_number: number; needs_ocr: number }>(
      'SELECT page_number, needs_ocr FROM document_pages WHERE document_id = ? ORDER BY page_number',
      merged.json.document.id,
    );
    expect(rows.map(({ page_number, needs_ocr }) => [page_number, needs_ocr])).toEqual([
      [1, 1],
      [2, 0],
      [3, 0],
      [4, 0],
    ]);
  });
});
