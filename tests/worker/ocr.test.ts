import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import corruptPng from '../fixtures/ocr/corrupt.png';
import mixedPdf from '../fixtures/ocr/mixed.pdf';
import threePageScan from '../fixtures/ocr/small-scan-3-pages.pdf';
import upsideDownPng from '../fixtures/ocr/small-scan-upside-down.png';
import scannedPdf from '../fixtures/ocr/small-scan.pdf';
import scannedPng from '../fixtures/ocr/small-scan.png';
import { addMember, api, createOrganizationMember, processDocuments, readNextPage, uploadFile } from './helpers';

type Member = Awaited<ReturnType<typeof createOrganizationMember>>;

const documentPath = (member: Member, documentId: string) => `/api/organizations/${member.organizationId}/documents/${documentId}`;
const getDocument = async (member: Member, documentId: string) => (await api(documentPath(member, documentId), { cookie: member.cookie })).json.document;

async function upload(member: Member, name: string, bytes: ArrayBuffer, type: string) {
  const { status, json } = await uploadFile(member.cookie, member.organizationId, { name, content: new Uint8Array(bytes), type });
  expect(status).toBe(201);
  return json.document.id as string;
}

/** The queue's work for a document: extraction, then one pages message at a time until none follows. */
async function processFully(member: Member, documentId: string) {
  await processDocuments(documentId);
  for (let message = 0; message < 10 && (await getDocument(member, documentId)).processing.status === 'processing'; message++) await readNextPage(member.organizationId, documentId);
  return getDocument(member, documentId);
}

describe('reading scans (OCR)', () => {
  it('reads a scanned image into searchable content, with a thumbnail', async () => {
    const member = await createOrganizationMember();
    const documentId = await upload(member, 'scan.png', scannedPng, 'image/png');

    await processDocuments(documentId);
    expect(await getDocument(member, documentId)).toMatchObject({ processingStatus: 'pending', processing: { status: 'processing', step: 'reading', pagesDone: 0, pagesTotal: 1 } });

    await readNextPage(member.organizationId, documentId);
    const document = await getDocument(member, documentId);
    expect(document).toMatchObject({ processingStatus: 'processed', processing: { status: 'done', step: null, pagesDone: 1, pagesTotal: 1, error: null } });
    expect(document.content).toContain('Harbour Supplies');
    expect(document.content).toContain('2024-117');
    expect(document.thumbnailCreatedAt).toEqual(expect.any(String));

    const search = await api(`/api/organizations/${member.organizationId}/documents/search?searchQuery=harbour`, { cookie: member.cookie });
    expect(search.json.documents.map((found: { id: string }) => found.id)).toEqual([documentId]);
  });

  it('reads a scanned PDF without a text layer', async () => {
    const member = await createOrganizationMember();
    const document = await processFully(member, await upload(member, 'scan.pdf', scannedPdf, 'application/pdf'));
    expect(document.processing).toMatchObject({ status: 'done', pagesDone: 1, pagesTotal: 1 });
    expect(document.content).toContain('Harbour Supplies');
  });

  it('keeps the text layer of a mixed PDF and reads only its scanned page', async () => {
    const member = await createOrganizationMember();
    const documentId = await upload(member, 'mixed.pdf', mixedPdf, 'application/pdf');
    await processDocuments(documentId);
    // The text page is read at once; the scanned one waits for OCR.
    expect((await getDocument(member, documentId)).processing).toMatchObject({ status: 'processing', pagesDone: 1, pagesTotal: 2 });
    const { content } = await processFully(member, documentId);
    // The text layer, as extracted, before the scanned page's words.
    expect(content.indexOf('QUARTERLY MAINTENANCE REPORT')).toBe(0);
    expect(content).toContain('APPENDIX: DELIVERY LOG EXTRACT');
    expect(content).toContain('Calder Timber');
  });

  it('reads a page that lies upside down', async () => {
    const member = await createOrganizationMember();
    const document = await processFully(member, await upload(member, 'upside-down.png', upsideDownPng, 'image/png'));
    expect(document.content).toContain('Harbour Supplies');
  });

  it('reads a long scan one page per message, its pages in order', async () => {
    const member = await createOrganizationMember();
    const documentId = await upload(member, 'three pages.pdf', threePageScan, 'application/pdf');
    await processDocuments(documentId);
    await readNextPage(member.organizationId, documentId);
    expect((await getDocument(member, documentId)).processing).toMatchObject({ status: 'processing', step: 'reading', pagesDone: 1, pagesTotal: 3 });
    await readNextPage(member.organizationId, documentId);
    expect((await getDocument(member, documentId)).processing).toMatchObject({ pagesDone: 2, pagesTotal: 3 });
    await readNextPage(member.organizationId, documentId);
    const document = await getDocument(member, documentId);
    expect(document.processing).toMatchObject({ status: 'done', pagesDone: 3, pagesTotal: 3 });
    const positions = ['amber lantern', 'copper kettle', 'silver compass'].map((words) => document.content.indexOf(words));
    expect(positions.every((position: number) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // A repeated message finds nothing more to do.
    await readNextPage(member.organizationId, documentId);
    expect((await getDocument(member, documentId)).content).toBe(document.content);
  });

  it('fails a damaged image with its reason, and reads it again on request', async () => {
    const member = await createOrganizationMember();
    const documentId = await upload(member, 'broken.png', corruptPng, 'image/png');
    const document = await processFully(member, documentId);
    // Its header announces a 3-gigapixel image: refused before any decoding.
    expect(document).toMatchObject({ processingStatus: 'failed', processing: { status: 'failed', error: expect.stringMatching(/^The image is too large to read/) }, thumbnailCreatedAt: null });

    const retry = await api(`${documentPath(member, documentId)}/reprocess`, { method: 'POST', cookie: member.cookie });
    expect(retry.status).toBe(202);
    expect(retry.json.document.processing).toMatchObject({ status: 'pending', error: null });
    expect((await processFully(member, documentId)).processing.status).toBe('failed');
  });
});

describe('thumbnails', () => {
  it('answers the thumbnail to members and viewers, with a validator, and removes it with the document', async () => {
    const member = await createOrganizationMember();
    const documentId = await upload(member, 'scan.png', scannedPng, 'image/png');
    await processFully(member, documentId);

    const thumbnail = await api(`${documentPath(member, documentId)}/thumbnail`, { cookie: member.cookie });
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect(thumbnail.headers.get('cache-control')).toContain('private');
    const object = await env.FILES.get(`${member.organizationId}/thumbnails/${documentId}`);
    expect(object!.size).toBeLessThanOrEqual(25_000);
    expect(new Uint8Array(await object!.arrayBuffer()).subarray(8, 12)).toEqual(new TextEncoder().encode('WEBP'));

    const etag = thumbnail.headers.get('etag')!;
    expect((await api(`${documentPath(member, documentId)}/thumbnail`, { cookie: member.cookie, headers: { 'if-none-match': etag } })).status).toBe(304);

    const viewer = await addMember(member.cookie, member.organizationId, 'viewer');
    expect((await api(`${documentPath(member, documentId)}/thumbnail`, { cookie: viewer.cookie })).status).toBe(200);
    const stranger = await createOrganizationMember('Eve');
    expect((await api(`/api/organizations/${stranger.organizationId}/documents/${documentId}/thumbnail`, { cookie: stranger.cookie })).status).toBe(404);

    await api(documentPath(member, documentId), { method: 'DELETE', cookie: member.cookie });
    expect((await api(`/api/organizations/${member.organizationId}/documents/trash/${documentId}`, { method: 'DELETE', cookie: member.cookie })).status).toBe(204);
    expect(await env.FILES.head(`${member.organizationId}/thumbnails/${documentId}`)).toBeNull();
  });
});
