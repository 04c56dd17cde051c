import { describe, expect, it } from 'vitest';
import asnLabel from '../fixtures/barcodes/asn-label.pdf';
import asnPhoto from '../fixtures/barcodes/asn-photo.webp';
import separatorScan from '../fixtures/barcodes/separator-scan.pdf';
import tagLabel from '../fixtures/barcodes/tag-label.pdf';
import { DEFAULT_BARCODE_SETTINGS, type BarcodeSettings } from '../../core/documents/barcode-settings';
import { api, createOrganizationOfFileUser, heldQueue, readNextPage, runTasks, uploadFile } from './helpers';
import { rowsOfAllOrganizations } from './databases';

type Member = { cookie: string; organizationId: string };
const documentPath = (member: Member, documentId: string) => `/api/organizations/${member.organizationId}/documents/${documentId}`;
const detail = async (member: Member, documentId: string) =>
  (await api(documentPath(member, documentId), { cookie: member.cookie })).json.document;

/** Queues held: the test delivers each message itself. */
function heldQueues() {
  const held = heldQueue();
  return { held, env: { DOCUMENTS_QUEUE: held.queue, PAGES_QUEUE: held.queue } };
}

async function setBarcodes(member: Member, changes: Partial<{ [K in keyof BarcodeSettings]: Partial<BarcodeSettings[K]> }>) {
  const barcodes = Object.fromEntries(
    Object.entries(DEFAULT_BARCODE_SETTINGS).map(([kind, defaults]) => [kind, { ...defaults, ...changes[kind as keyof BarcodeSettings] }]),
  );
  const { status, json } = await api(`/api/organizations/${member.organizationId}`, {
    method: 'PUT',
    cookie: member.cookie,
    body: { barcodes },
  });
  expect(status).toBe(200);
  return json.organization;
}

/** Uploads a scan or a photo and reads it, page by page, as the queues would. */
async function uploadAndRead(member: Member, name: string, file: ArrayBuffer, type = 'application/pdf') {
  const { env } = heldQueues();
  const { json } = await uploadFile(member.cookie, member.organizationId, { name, content: new Uint8Array(file), type }, env);
  const documentId = json.document.id as string;
  await readWhole(member, documentId);
  return documentId;
}

async function readWhole(member: Member, documentId: string) {
  const { env } = heldQueues();
  await runTasks([{ type: 'document.process', organizationId: member.organizationId, documentId }], env);
  for (let message = 0; message < 12 && (await detail(member, documentId)).processing.status !== 'done'; message++)
    await readNextPage(member.organizationId, documentId, env);
  return detail(member, documentId);
}

const pageBarcodes = (documentId: string) =>
  rowsOfAllOrganizations<{ page_number: number; barcodes: string | null }>(
    'SELECT page_number, barcodes FROM document_pages WHERE document_id = ? ORDER BY page_number',
    documentId,
  );

// OCR takes a second or more a page, several on a busy machine.
describe('barcodes on scanned pages', { timeout: 90_000 }, () => {
  it('are not looked for until the organization turns them on, and each setting is explained in its answer', async () => {
    const owner = await createOrganizationOfFileUser();
    const organization = (await api(`/api/organizations/${owner.organizationId}`, { cookie: owner.cookie })).json.organization;
    expect(organization.barcodes).toEqual(DEFAULT_BARCODE_SETTINGS);
    const { env } = heldQueues();
    const { json } = await uploadFile(
      owner.cookie,
      owner.organizationId,
      { name: 'label.pdf', content: new Uint8Array(asnLabel), type: 'application/pdf' },
      env,
    );
    await runTasks([{ type: 'document.process', organizationId: owner.organizationId, documentId: json.document.id }], env);
    await readNextPage(owner.organizationId, json.document.id, env);
    // Page 1 read with OCR, and not searched for barcodes.
    expect(await pageBarcodes(json.document.id)).toEqual([
      { page_number: 1, barcodes: null },
      { page_number: 2, barcodes: null },
    ]);
    expect((await readWhole(owner, json.document.id)).archiveSerialNumber).toBeNull();

    const invalid = await api(`/api/organizations/${owner.organizationId}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { barcodes: { ...DEFAULT_BARCODE_SETTINGS, asn: { isEnabled: true, prefix: ' ' } } },
    });
    expect([invalid.status, invalid.json.error.code]).toEqual([400, 'server.invalid_request.body']);
  });

  it('give the document the number of an archive serial number label', async () => {
    const owner = await createOrganizationOfFileUser();
    await setBarcodes(owner, { asn: { isEnabled: true } });
    const documentId = await uploadAndRead(owner, 'label.pdf', asnLabel);
    expect(await detail(owner, documentId)).toMatchObject({
      archiveSerialNumber: 42,
      content: expect.stringMatching(/^Page one: amber lantern/),
    });
    // Another scan with the same label: the number is taken, the document stays unnumbered.
    const { env } = heldQueues();
    const copy = await uploadFile(
      owner.cookie,
      owner.organizationId,
      { name: 'copy.pdf', content: new Uint8Array([...new Uint8Array(asnLabel), 10]), type: 'application/pdf' },
      env,
    );
    expect((await readWhole(owner, copy.json.document.id)).archiveSerialNumber).toBeNull();
  });

  it('give the number of a label photographed by a phone', async () => {
    const owner = await createOrganizationOfFileUser();
    await setBarcodes(owner, { asn: { isEnabled: true } });
    const documentId = await uploadAndRead(owner, 'label.webp', asnPhoto, 'image/webp');
    expect((await detail(owner, documentId)).archiveSerialNumber).toBe(43);
  });

  it('add the tag of a tag label, created only when the organization allows it', async () => {
    const owner = await createOrganizationOfFileUser();
    await setBarcodes(owner, { tags: { isEnabled: true } });
    const refused = await uploadAndRead(owner, 'tagged.pdf', tagLabel);
    expect((await detail(owner, refused)).tags).toEqual([]);

    await setBarcodes(owner, { tags: { isEnabled: true, mayCreateTags: true } });
    await api(`/api/organizations/${owner.organizationId}/documents/${refused}/reprocess`, {
      method: 'POST',
      cookie: owner.cookie,
      envOverride: heldQueues().env,
    });
    const tagged = await readWhole(owner, refused);
    expect(tagged.tags.map(({ name }: { name: string }) => name)).toEqual(['Invoices']);
  });

  it('split a scan at its separator sheets into documents read once, the sheets dropped and the scan kept as the first one’s first version', async () => {
    const owner = await createOrganizationOfFileUser();
    await setBarcodes(owner, { separator: { isEnabled: true } });
    const documentId = await uploadAndRead(owner, 'post.pdf', separatorScan);

    const versions = (await api(`${documentPath(owner, documentId)}/versions`, { cookie: owner.cookie })).json.versions;
    expect(versions.map(({ number, source }: { number: number; source: string }) => [number, source])).toEqual([
      [2, 'pages'],
      [1, 'upload'],
    ]);
    const documents = (
      await api(`/api/organizations/${owner.organizationId}/documents?sortBy=name&sortOrder=asc`, { cookie: owner.cookie })
    ).json.documents;
    expect(documents.map(({ name }: { name: string }) => name)).toEqual(['post (2).pdf', 'post (3).pdf', 'post.pdf']);

    const contents = [];
    for (const { id } of documents) {
      const { env } = heldQueues();
      await runTasks([{ type: 'document.process', organizationId: owner.organizationId, documentId: id }], env);
      // Every page's text came with it: nothing is read with OCR again.
      expect(await rowsOfAllOrganizations('SELECT 1 FROM document_pages WHERE document_id = ? AND needs_ocr = 1', id)).toEqual([]);
      contents.push((await readWhole(owner, id)).content);
    }
    expect(contents).toEqual([
      expect.stringMatching(/^Page two: copper kettle/),
      expect.stringMatching(/^Page three: silver compass/),
      expect.stringMatching(/^Page one: amber lantern/),
    ]);
  });
});
