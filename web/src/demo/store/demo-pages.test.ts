import pdfiumModule from '@embedpdf/pdfium/pdfium.wasm';
import pdfiumCallbacks from '../../../../core/pages/pdfium-callbacks.wasm';
import webpDecoderModule from '@jsquash/webp/codec/dec/webp_dec.wasm';
import { describe, expect, it } from 'vitest';
import { isApiError } from '@/api/api-error';
import threePageScanFile from '../../../../tests/fixtures/ocr/small-scan-3-pages.pdf';
import scanWebpFile from '../../../../tests/fixtures/pages/small-scan.webp';
import { pageStartsOf } from '../../../../core/extraction/page-texts';
import { runPageOperation } from '../pages/page-operations';
import type { ReadFile } from './demo-processing';
import { openDemoTestClient } from './demo-test-client';

/** Their bytes, by wrangler's Data rule in the tests' workerd (vite/client types a .pdf or .webp import as a URL). */
const threePageScan = threePageScanFile as unknown as ArrayBuffer;
const scanWebp = scanWebpFile as unknown as ArrayBuffer;
/** What OCR reads on each page of small-scan-3-pages.pdf. */
const PAGE_TEXTS = ['amber lantern', 'copper kettle', 'silver compass'];

/**
 * The demo's client with the page operations run in place (the Web Worker's own code, PDFium from the
 * bundled module), and a reader that stands for OCR: every file reads as the scan's three pages, and
 * what it was asked is kept.
 */
async function demoClient() {
  const reads: Parameters<ReadFile>[0][] = [];
  const readFile: ReadFile = async (input) => {
    reads.push(input);
    const content = PAGE_TEXTS.join('\n\n');
    return { content, thumbnail: null, pagesTotal: PAGE_TEXTS.length, pageStarts: pageStartsOf(PAGE_TEXTS, content) };
  };
  const { api, processor } = await openDemoTestClient({
    readFile,
    runPageOperation: (operation) =>
      runPageOperation(operation, {
        pdfium: async () => pdfiumModule,
        pdfiumCallbacks: async () => pdfiumCallbacks,
        webpDecoder: async () => webpDecoderModule,
      }),
  });
  const { organization } = await api.organizations.create({ name: 'Pages' });
  const upload = async (name: string, bytes: ArrayBuffer | Uint8Array, type = 'application/pdf') => {
    const { document } = await api.documents.upload(organization.id, new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
    await processor.idle();
    return (await api.documents.get(organization.id, document.id)).document;
  };
  return { api, organizationId: organization.id, upload, reads, idle: () => processor.idle() };
}

async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return { status: error.status, code: error.code };
}

describe("the demo's page editor", () => {
  it('lists a version’s pages, and makes a new version of the pages kept, turned and reordered, carrying the unturned ones’ text', async () => {
    const { api, organizationId, upload, reads, idle } = await demoClient();
    const scan = await upload('letters.pdf', threePageScan);
    const first = scan.currentVersion;
    expect((await api.pages.list(organizationId, scan.id, first.id)).pages).toEqual([
      { number: 1, rotation: 0 },
      { number: 2, rotation: 0 },
      { number: 3, rotation: 0 },
    ]);

    const { version, document } = await api.pages.edit(organizationId, scan.id, {
      pages: [
        { page: 3, rotate: 0 },
        { page: 1, rotate: 90 },
      ],
      expectedVersionNumber: 1,
    });
    expect(version).toMatchObject({ number: 2, source: 'pages', mimeType: 'application/pdf' });
    expect(document.currentVersion.number).toBe(2);
    await idle();
    // Only the turned page is left for OCR: the kept one carries its text to its new place.
    expect(reads.at(-1)?.carriedPages).toEqual([{ pageNumber: 1, text: 'silver compass' }]);
    expect((await api.pages.list(organizationId, scan.id, version.id)).pages).toEqual([
      { number: 1, rotation: 0 },
      { number: 2, rotation: 90 },
    ]);
    // The first version is intact.
    expect((await api.pages.list(organizationId, scan.id, first.id)).pages).toHaveLength(3);
    const { activities } = await api.documents.getActivity(organizationId, scan.id, { pageIndex: 0, pageSize: 20 });
    expect(activities[0]).toMatchObject({
      event: 'version_added',
      eventData: { version: { number: 2 }, pageOperations: { rotated: 1, deleted: 1, isReordered: true } },
    });
  });

  it('refuses as the server does: a page not in the file, a stale version, text typed by hand, a damaged WebP, a version of another document', async () => {
    const { api, organizationId, upload } = await demoClient();
    const scan = await upload('letters.pdf', threePageScan);
    expect(await refusal(api.pages.edit(organizationId, scan.id, { pages: [{ page: 9, rotate: 0 }] }))).toEqual({
      status: 400,
      code: 'document.pages_invalid',
    });
    expect(await refusal(api.pages.edit(organizationId, scan.id, { pages: [{ page: 1, rotate: 45 as 90 }] }))).toMatchObject({
      status: 400,
      code: 'server.invalid_request.body',
    });
    expect(await refusal(api.pages.edit(organizationId, scan.id, { pages: [{ page: 1, rotate: 90 }], expectedVersionNumber: 4 }))).toEqual({
      status: 409,
      code: 'document.version_conflict',
    });
    await api.documents.update(organizationId, scan.id, { content: 'Typed by hand' });
    expect(await refusal(api.pages.edit(organizationId, scan.id, { pages: [{ page: 1, rotate: 90 }] }))).toEqual({
      status: 409,
      code: 'document.content_edited',
    });
    const { version } = await api.pages.edit(organizationId, scan.id, { pages: [{ page: 1, rotate: 90 }], replaceEditedContent: true });
    expect(version.number).toBe(2);

    // A WebP is a page as in the Worker; one its decoder cannot read is refused.
    const receipt = await upload('receipt.webp', new Uint8Array(scanWebp), 'image/webp');
    expect(await api.pages.list(organizationId, receipt.id, receipt.currentVersion.id)).toEqual({ pages: [{ number: 1, rotation: 0 }] });
    const webp = new Uint8Array([
      ...new TextEncoder().encode('RIFF'),
      30,
      0,
      0,
      0,
      ...new TextEncoder().encode('WEBPVP8 '),
      ...Array(22).fill(0),
    ]);
    const image = await upload('photo.webp', webp, 'image/webp');
    expect(await refusal(api.pages.list(organizationId, image.id, image.currentVersion.id))).toEqual({
      status: 400,
      code: 'document.pages_unsupported',
    });
    expect(await refusal(api.pages.list(organizationId, image.id, scan.currentVersion.id))).toEqual({
      status: 404,
      code: 'document.version_not_found',
    });
  });

  it('splits a document into new ones with the tags chosen, then merges them into one, the merged ones in the trash', async () => {
    const { api, organizationId, upload, reads, idle } = await demoClient();
    const scan = await upload('letters.pdf', threePageScan);
    const { tag: kept } = await api.tags.create(organizationId, { name: 'Letters', color: '#336699' });
    const { tag: dropped } = await api.tags.create(organizationId, { name: 'Inbox', color: '#996633' });
    for (const tag of [kept, dropped]) await api.documents.addTag(organizationId, scan.id, tag.id);

    const { documents: parts } = await api.pages.split(organizationId, scan.id, {
      parts: [
        { pages: [{ page: 1, rotate: 0 }] },
        {
          pages: [
            { page: 2, rotate: 0 },
            { page: 3, rotate: 180 },
          ],
          name: 'The rest.pdf',
        },
      ],
      tagIds: [kept.id],
      trashOriginal: true,
    });
    expect(parts.map(({ name, tags }) => [name, tags.map(({ name: tagName }) => tagName)])).toEqual([
      ['letters (1).pdf', ['Letters']],
      ['The rest.pdf', ['Letters']],
    ]);
    expect((await api.documents.get(organizationId, scan.id)).document.isDeleted).toBe(true);
    const created = await api.documents.getActivity(organizationId, parts[1]!.id, { pageIndex: 0, pageSize: 20 });
    expect(created.activities.at(-1)).toMatchObject({ event: 'created', eventData: { splitFrom: { id: scan.id, pages: [2, 3] } } });
    await idle();
    expect(reads.find(({ fileName }) => fileName === 'The rest.pdf')?.carriedPages).toEqual([{ pageNumber: 1, text: 'copper kettle' }]);

    const { document: merged } = await api.pages.merge(organizationId, { documentIds: parts.map(({ id }) => id), name: 'Together.pdf' });
    expect(merged).toMatchObject({ name: 'Together.pdf', mimeType: 'application/pdf' });
    expect(merged.tags.map(({ name }) => name)).toEqual(['Letters']);
    for (const { id } of parts) expect((await api.documents.get(organizationId, id)).document.isDeleted).toBe(true);
    expect((await api.pages.list(organizationId, merged.id, merged.currentVersion.id)).pages.map(({ rotation }) => rotation)).toEqual([
      0, 0, 180,
    ]);
    expect(await refusal(api.pages.merge(organizationId, { documentIds: [merged.id, scan.id] }))).toEqual({
      status: 400,
      code: 'document.is_deleted',
    });
  });
});
