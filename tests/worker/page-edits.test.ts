import pdfiumModule from '@embedpdf/pdfium/pdfium.wasm';
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import threePageScan from '../fixtures/ocr/small-scan-3-pages.pdf';
import { createPdfium, PdfDocument } from '../../core/pages/pdfium';
import { api, createOrganizationOfFileUser, heldQueue, ORIGIN, readNextPage, runTasks, uploadFile } from './helpers';
import { rowsOfAllOrganizations } from './databases';

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
  const document = PdfDocument.open(await createPdfium(pdfiumModule), bytes);
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

  it('ask before replacing content edited by hand, and take only PDFs and JPEG images', async () => {
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
});
