import { describe, expect, it } from 'vitest';
import { describeApiClientContract } from '@/api/api-client.contract';
import { isApiError } from '@/api/api-error';
import { readDocumentFile } from '../reading/document-file-reading';
import { isDemoWorkspaceSeeded, seedDemoWorkspace } from '../seed/seed-workspace';
import { SAMPLE_DOCUMENTS } from '../seed/sample-documents';
import { DEMO_LIST_PAGE_SIZE } from './demo-documents';
import type { ReadFile } from './demo-processing';
import { openDemoTestClient } from './demo-test-client';

// The Web Worker's own reading, run in place: these tests upload text, which needs no WebAssembly.
const readInPlace: ReadFile = (input, options) =>
  readDocumentFile(input, (pagesDone, pagesTotal) => options?.onProgress?.(pagesDone, pagesTotal));

async function demoClient() {
  const { api, database } = await openDemoTestClient({ readFile: readInPlace });
  return { api, database };
}

describeApiClientContract('demo, on IndexedDB', async () => {
  const { api } = await demoClient();
  const { organization } = await api.organizations.create({ name: 'Contract archive' });
  return { api, organizationId: organization.id };
});

async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isApiError(error)) throw new Error('expected an ApiError');
  return { status: error.status, code: error.code, message: error.message };
}

describe('the demo client', () => {
  it('seeds a sample organization once: documents in several languages, tags, two rules, a trash and activity', async () => {
    const { api, database } = await demoClient();
    expect(await isDemoWorkspaceSeeded(database)).toBe(false);
    const organizationId = await seedDemoWorkspace(database);
    expect(await isDemoWorkspaceSeeded(database)).toBe(true);

    const trashedCount = SAMPLE_DOCUMENTS.filter((sample) => sample.trashedDaysAgo !== undefined).length;
    const list = await api.documents.list(organizationId, { pageIndex: 0, pageSize: 100 });
    expect(list.documentsCount).toBe(SAMPLE_DOCUMENTS.length - trashedCount);
    expect((await api.documents.listDeleted(organizationId, { pageIndex: 0, pageSize: 100 })).documentsCount).toBe(trashedCount);
    expect((await api.tags.list(organizationId)).tags.length).toBeGreaterThanOrEqual(4);
    expect((await api.taggingRules.list(organizationId)).taggingRules).toHaveLength(2);
    const pdf = list.documents.find((document) => document.mimeType === 'application/pdf')!;
    expect((await api.documents.getActivity(organizationId, pdf.id, { pageIndex: 0, pageSize: 20 })).activities.at(-1)?.event).toBe(
      'created',
    );
    expect((await api.documents.search(organizationId, { searchQuery: 'schule', pageIndex: 0, pageSize: 5 })).documents[0]?.name).toBe(
      'Hundeschule_Anmeldung.pdf',
    );
  });

  it('reads the sample PDFs it made as the server would: their text is the seeded content', async () => {
    const { api, database } = await demoClient();
    const organizationId = await seedDemoWorkspace(database);
    const { documents } = await api.documents.list(organizationId, { pageIndex: 0, pageSize: 100 });
    const invoice = documents.find((document) => document.name === 'invoice-northwind-2025-03.pdf')!;
    const file = (await database.get('files', invoice.id))!.blob;
    const { document } = await api.documents.get(organizationId, invoice.id);
    const { extractText } = await import('../../../../core/extraction/extract-text');
    const text = await extractText({
      bytes: new Uint8Array(await file.arrayBuffer()),
      mimeType: 'application/pdf',
      fileName: invoice.name,
    });
    expect(text.replace(/\s+/g, ' ')).toContain('INVOICE INV-2025-0312');
    expect(document.content).toContain('INVOICE INV-2025-0312');
  });

  it('answers what the spec excludes from the demo with 501', async () => {
    const { api } = await demoClient();
    const { organization } = await api.organizations.create({ name: 'Demo archive' });
    expect(await refusal(api.members.invite(organization.id, { email: 'ada@example.com', role: 'member' }))).toEqual({
      status: 501,
      code: 'demo.not_available',
      message: 'This feature is not available in demo',
    });
    // An export to import is read by the server: every call of the imports answers so.
    for (const call of [
      api.imports.create(organization.id, { source: 'paperless', fileName: 'export.zip', size: 10 }),
      api.imports.uploadPart(organization.id, 'imp_1', 1, new Blob(['part'])),
      api.imports.list(organization.id),
      api.imports.start(organization.id, 'imp_1', { keepArchives: true }),
      api.imports.startAll(organization.id, { importIds: ['imp_1'], keepArchives: true }),
    ])
      expect(await refusal(call)).toMatchObject({ status: 501, code: 'demo.not_available' });
    expect(await refusal(api.organizations.getCustomerPortalUrl(organization.id))).toEqual({
      status: 501,
      code: 'demo.not_available',
      message: 'Not available in demo',
    });
    expect(await refusal(api.documents.upload(organization.id, undefined as unknown as File))).toMatchObject({
      status: 400,
      code: 'server.invalid_request.body',
    });
    expect((await api.getConfig()).config.isDemoMode).toBe(true);
  });

  it('pages lists from 0 with 10 documents when the caller gives no page (spec, demo constants)', async () => {
    const { api, database } = await demoClient();
    const organizationId = await seedDemoWorkspace(database);
    const list = await api.documents.list(organizationId, {} as never);
    expect(list.documents).toHaveLength(DEMO_LIST_PAGE_SIZE);
  });
});
