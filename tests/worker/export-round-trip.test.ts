import { exports } from 'cloudflare:workers';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createHttpApiClient } from '../../web/src/api/http-api-client';
import { EXPORT_MANIFEST_FILE_NAME, type ExportManifest, exportManifestSchema } from '../../core/documents/archive-export';
import { makeTextPdf } from '../../core/extraction/extraction.fixtures';
import {
  api,
  createOrganizationOfFileUser,
  drainDocumentsAndPages,
  heldQueue,
  ORIGIN,
  processDocuments,
  uploadFile,
  workerTransport,
} from './helpers';
import { deliverImports, documentAfterItsThumbnail } from './import-deliveries';
import { deliverAll, exportOf, type Owner, uploadArchivePart } from './archive-imports';

const textFile = (name: string, text: string) => new File([text], name, { type: 'text/plain' });

const importsPath = ({ organizationId }: Owner) => `/api/organizations/${organizationId}/imports`;

/** Uploads a part as an import of source `archive`, reads it and, unless it is refused, confirms it: its id and the import as read. */
async function confirmedPart(owner: Owner, zip: Uint8Array, held: ReturnType<typeof heldQueue>) {
  const importId = await uploadArchivePart(owner, zip, { fileName: 'export-part-1.zip', held });
  const analysed = (await api(`${importsPath(owner)}/${importId}`, { cookie: owner.cookie })).json.import;
  if (analysed.status !== 'refused') {
    const started = await api(`${importsPath(owner)}/${importId}/start`, {
      method: 'POST',
      cookie: owner.cookie,
      body: {},
      envOverride: { DOCUMENTS_QUEUE: held.queue },
    });
    expect(started.status, JSON.stringify(started.json)).toBe(202);
  }
  return { importId, analysed };
}

/** Uploads a part as an import of source `archive`, reads it, starts it and delivers it to the end: the import and its report. */
async function importPart(owner: Owner, zip: Uint8Array) {
  const { cookie } = owner;
  const base = importsPath(owner);
  const held = heldQueue();
  const { importId, analysed } = await confirmedPart(owner, zip, held);
  const report = (await api(`${base}/${importId}/report`, { cookie })).json.report;
  if (analysed.status === 'refused') return { import: analysed, report, finalReport: report };
  await deliverAll(held);
  const done = (await api(`${base}/${importId}`, { cookie })).json.import;
  return { import: done, report, finalReport: (await api(`${base}/${importId}/report`, { cookie })).json.report };
}

/** `value` with every id `names` knows, as a value or a key (values by property id), replaced by its name. */
function named<T>(value: T, names: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (names.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((item) => named(item, names)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [names.get(key) ?? key, named(item, names)])) as T;
  }
  return value;
}

const manifestOf = (zip: Uint8Array) =>
  exportManifestSchema.parse(JSON.parse(new TextDecoder().decode(unzipSync(zip)[EXPORT_MANIFEST_FILE_NAME]!)));

/**
 * The export with every id of its organization named by what it is (tags, properties and options by
 * name, documents by name, workflows by name) and what may differ left out: when and of which
 * organization it was made, and the ids of workflow runs (runs are not carried).
 */
function comparable(manifest: ExportManifest) {
  const names = new Map<string, string>();
  for (const tag of manifest.tags) names.set(tag.id!, `tag:${tag.name}`);
  for (const property of manifest.properties ?? []) {
    names.set(property.id!, `property:${property.name}`);
    for (const option of property.options) names.set(option.id!, `option:${property.name}/${option.name}`);
  }
  for (const document of manifest.documents) names.set(document.id, `document:${document.name}`);
  for (const workflow of manifest.workflows ?? []) names.set(workflow.id, `workflow:${workflow.name}`);
  const { exportedAt: _at, organization: _organization, ...rest } = named(manifest, names);
  return {
    ...rest,
    taggingRules: rest.taggingRules.toSorted((a, b) => a.name.localeCompare(b.name)),
    documents: rest.documents
      .map((document) => ({
        ...document,
        // Events of one millisecond are listed by their ids, which differ.
        activity: document.activity
          .map(({ eventData, ...activity }) => {
            const workflow = eventData?.workflow as { runId?: string } | undefined;
            return { ...activity, eventData: workflow ? { ...eventData, workflow: { ...workflow, runId: 'a run' } } : eventData };
          })
          .toSorted((a, b) => a.createdAt.localeCompare(b.createdAt) || JSON.stringify(a).localeCompare(JSON.stringify(b))),
      }))
      .toSorted((a, b) => a.name.localeCompare(b.name)),
  };
}

describe('an organization exported and imported into an empty one (source archive)', () => {
  it('gives back the same organization, field by field: only ids, share links and members may differ', { timeout: 120_000 }, async () => {
    const source = await createOrganizationOfFileUser('Round trip source');
    const client = createHttpApiClient(workerTransport(source.cookie));
    const org = source.organizationId;
    const unique = crypto.randomUUID();

    // The organization's records, every kind.
    const { tag: invoices } = await client.tags.create(org, { name: 'Invoices', color: '#FF0000', description: 'Bills to pay' });
    const { tag: archived } = await client.tags.create(org, { name: 'Archived', color: '#00AA00', description: null });
    const { property: status } = await client.properties.create(org, {
      name: 'Status',
      type: 'select',
      unit: null,
      description: 'Where it stands',
      options: [
        { name: 'Open', color: '#FFAA00' },
        { name: 'Paid', color: '#00FF00' },
      ],
    } as never);
    const paid = status.options.find((option) => option.name === 'Paid')!;
    const { property: amount } = await client.properties.create(org, {
      name: 'Amount',
      type: 'number',
      unit: 'EUR',
      description: null,
      options: [],
    } as never);
    const { property: due } = await client.properties.create(org, {
      name: 'Due',
      type: 'date',
      unit: null,
      description: null,
      options: [],
    } as never);
    const { property: related } = await client.properties.create(org, {
      name: 'Related',
      type: 'document',
      unit: null,
      description: null,
      options: [],
    } as never);
    const { property: labels } = await client.properties.create(org, {
      name: 'Labels',
      type: 'multiselect',
      unit: null,
      description: null,
      options: [
        { name: 'Urgent', color: '#FF0000' },
        { name: 'Tax', color: '#0000FF' },
      ],
    } as never);
    await client.taggingRules.create(org, {
      name: 'Invoices by name',
      description: 'Tags invoices',
      conditions: [{ field: 'name', operator: 'contains', value: 'invoice' }],
      tagIds: [invoices.id],
      propertyValues: [{ propertyId: status.id, value: status.options[0]!.id }],
      matchMode: 'all',
      isCaseSensitive: false,
      isEnabled: true,
    } as never);
    await client.workflows.create(org, {
      name: 'Paid invoices are archived',
      isEnabled: true,
      triggers: [{ type: 'tag_added', tagIds: [invoices.id] }],
      conditions: {
        matchMode: 'all',
        isCaseSensitive: false,
        rules: [],
        tags: { mode: 'any', tagIds: [invoices.id] },
        properties: [{ propertyId: status.id, operator: 'equals', value: paid.id }],
        query: null,
      },
      actions: [
        { type: 'add_tags', tagIds: [archived.id] },
        { type: 'set_property', propertyId: amount.id, value: 1 },
      ],
    } as never);
    await client.views.create(org, {
      name: 'Unpaid invoices',
      searchQuery: 'invoice',
      tagIds: [invoices.id],
      tagMatch: 'any',
      sort: 'name-asc',
      columns: [status.id, 'tags'],
      layout: 'grid',
    } as never);

    // Documents: one with two versions, its text edited, a date, a number, notes, tags and every kind of value; one linked to
    // it and in the trash; one plain.
    const { document: invoice } = await client.documents.upload(org, textFile('invoice-march.txt', `Invoice March ${unique}`));
    await processDocuments(invoice.id);
    await client.versions.upload(org, invoice.id, textFile('invoice-march-signed.txt', `Invoice March, signed ${unique}`), {
      label: 'signed',
    });
    await processDocuments(invoice.id);
    await client.documents.update(org, invoice.id, {
      content: `Invoice March, signed and checked ${unique}`,
      documentDate: '2025-03-12',
      archiveSerialNumber: 41,
    });
    await client.documents.addTag(org, invoice.id, invoices.id);
    await client.notes.create(org, invoice.id, { content: 'Paid by transfer' });
    await client.notes.create(org, invoice.id, { content: 'Receipt filed' });
    await client.properties.setValue(org, invoice.id, status.id, paid.id);
    await client.properties.setValue(org, invoice.id, amount.id, 129.5);
    await client.properties.setValue(org, invoice.id, due.id, '2025-04-01');
    await client.properties.setValue(
      org,
      invoice.id,
      labels.id,
      labels.options.map(({ id }) => id),
    );
    const { document: letter } = await client.documents.upload(org, textFile('letter.txt', `Letter ${unique}`));
    await processDocuments(letter.id);
    await client.properties.setValue(org, letter.id, related.id, invoice.id);
    await client.documents.addTag(org, letter.id, archived.id);
    await client.documents.delete(org, letter.id);
    const { document: plain } = await client.documents.upload(org, textFile('plain.txt', `Plain ${unique}`));
    await processDocuments(plain.id);

    const exported = await exportOf(source);
    const before = manifestOf(exported);
    expect(before).toMatchObject({ version: 2, part: 1 });
    expect(before.documents).toHaveLength(3);
    // Every kind of record is there to compare.
    expect([
      before.tags.length,
      before.properties?.length,
      before.taggingRules.length,
      before.workflows?.length,
      before.savedViews?.length,
    ]).toEqual([2, 5, 1, 1, 1]);
    const exportedInvoice = before.documents.find(({ name }) => name === 'invoice-march.txt')!;
    expect(exportedInvoice.versions?.map(({ number, label, content }) => [number, label, content])).toEqual([
      [1, null, `Invoice March ${unique}`],
      [2, 'signed', null],
    ]);
    expect(exportedInvoice).toMatchObject({
      documentDate: '2025-03-12',
      archiveSerialNumber: 41,
      content: `Invoice March, signed and checked ${unique}`,
    });
    expect(exportedInvoice.contentEditedAt).not.toBeNull();
    expect(exportedInvoice.notes).toHaveLength(2);
    expect(exportedInvoice.activity.map(({ event }) => event)).toEqual(
      expect.arrayContaining(['created', 'version_added', 'updated', 'tagged', 'note_added']),
    );
    expect(before.documents.find(({ name }) => name === 'letter.txt')).toMatchObject({ deletedByEmail: source.email });

    // Into an empty organization of the same person.
    const created = await api('/api/organizations', { method: 'POST', cookie: source.cookie, body: { name: 'Round trip target' } });
    expect(created.status).toBe(201);
    const target = { cookie: source.cookie, organizationId: created.json.organization.id as string };
    const first = await importPart(target, exported);
    expect(first.report).toMatchObject({
      isImportable: true,
      exporterVersion: 'archive-export 2',
      documentsComing: 3,
      documentsLeftOut: 0,
      problems: [],
    });
    expect(first.import).toMatchObject({ status: 'done', source: 'archive', documentsImported: 3, documentsSkipped: 0, error: null });
    expect(first.finalReport.problems).toEqual([]);

    const after = manifestOf(await exportOf(target));
    expect(comparable(after)).toEqual(comparable(before));

    // The same part again adds nothing.
    const second = await importPart(target, exported);
    expect(second.import).toMatchObject({ status: 'done', documentsImported: 0, documentsSkipped: 3 });
    expect(comparable(manifestOf(await exportOf(target)))).toEqual(comparable(before));
  });

  it('leaves out, with the reason, a document whose file does not match its checksum, one whose file is missing and one the format refuses', async () => {
    const source = await createOrganizationOfFileUser('Round trip faults');
    const client = createHttpApiClient(workerTransport(source.cookie));
    const unique = crypto.randomUUID();
    for (const name of ['tampered', 'missing', 'invalid', 'sound']) {
      const { document } = await client.documents.upload(source.organizationId, textFile(`${name}.txt`, `${name} ${unique}`));
      await processDocuments(document.id);
    }
    const entries = unzipSync(await exportOf(source));
    const manifest = JSON.parse(new TextDecoder().decode(entries[EXPORT_MANIFEST_FILE_NAME]!));
    manifest.documents.find((document: { name: string }) => document.name === 'invalid.txt').createdAt = 5;
    const { zipSync, strToU8 } = await import('fflate');
    const { 'missing.txt': _missing, ...kept } = entries;
    const zip = zipSync(
      { ...kept, 'tampered.txt': strToU8(`tampered, changed ${unique}`), [EXPORT_MANIFEST_FILE_NAME]: strToU8(JSON.stringify(manifest)) },
      { level: 0 },
    );

    const target = await createOrganizationOfFileUser('Round trip faults target');
    const { report, finalReport, import: done } = await importPart(target, zip);
    expect(report).toMatchObject({ isImportable: true, documentsComing: 2, documentsLeftOut: 2 });
    expect(done).toMatchObject({ status: 'done', documentsImported: 1 });
    const problems = finalReport.problems.map(({ code, message }: { code: string; message: string }) => `${code}: ${message}`);
    expect(problems.toSorted()).toEqual([
      expect.stringMatching(/^checksum\.mismatch: tampered\.txt: its SHA-256 is [0-9a-f]{64}, the export says [0-9a-f]{64}: left out$/),
      'document.invalid: createdAt: Invalid input: expected string, received number: left out',
      'file.missing: the export lacks missing.txt: left out',
    ]);
    const { documents } = await createHttpApiClient(workerTransport(target.cookie)).documents.list(target.organizationId, {
      pageIndex: 0,
      pageSize: 10,
    });
    expect(documents.map(({ name }) => name)).toEqual(['sound.txt']);
  });

  it('asks for the thumbnail of each document it brings with its text, which the pages queue draws without reading it again, and none when the part comes again', {
    timeout: 60_000,
  }, async () => {
    const source = await createOrganizationOfFileUser('Thumbnails source');
    const sourceQueue = heldQueue();
    const unique = crypto.randomUUID();
    const uploaded = await uploadFile(
      source.cookie,
      source.organizationId,
      // Forty letters and digits or more: read from its text layer, not by OCR, which may misread the id (run 78).
      { name: 'lease.pdf', content: makeTextPdf([`Lease agreement ${unique}`]), type: 'application/pdf' },
      { DOCUMENTS_QUEUE: sourceQueue.queue },
    );
    expect(uploaded.status).toBe(201);
    // Read to its end before the export, so that the part carries its text and the import stores it processed.
    await drainDocumentsAndPages(sourceQueue);
    const zip = await exportOf(source);
    const [exported] = manifestOf(zip).documents;
    expect(exported).toMatchObject({ processingStatus: 'processed', content: expect.stringContaining(unique) });

    const target = await createOrganizationOfFileUser('Thumbnails target');
    const held = heldQueue();
    const first = await confirmedPart(target, zip, held);
    const others = await deliverImports(held);
    const { documents } = await createHttpApiClient(workerTransport(target.cookie)).documents.list(target.organizationId, {
      pageIndex: 0,
      pageSize: 10,
    });
    expect(documents.map(({ name }) => name)).toEqual(['lease.pdf']);
    const imported = documents[0]!;
    // Its thumbnail only: nothing to read.
    expect(others).toEqual([{ type: 'document.read-pages', organizationId: target.organizationId, documentId: imported.id }]);
    expect(await documentAfterItsThumbnail(target, imported.id)).toMatchObject({
      processingStatus: 'processed',
      content: exported!.content,
    });

    const second = await confirmedPart(target, zip, held);
    expect(await deliverImports(held)).toEqual([]);
    const imports = (await api(importsPath(target), { cookie: target.cookie })).json.imports as { id: string }[];
    expect([first.importId, second.importId].map((id) => imports.find((row) => row.id === id))).toEqual([
      expect.objectContaining({ status: 'done', documentsImported: 1, documentsSkipped: 0 }),
      expect.objectContaining({ status: 'done', documentsImported: 0, documentsSkipped: 1 }),
    ]);
  });

  it('refuses a zip that is not an export of this app, and a broken metadata.json, with the reason', async () => {
    const owner = await createOrganizationOfFileUser('Round trip refusals');
    const { zipSync, strToU8 } = await import('fflate');
    const notOurs = zipSync({ 'manifest.json': strToU8('[]') }, { level: 0 });
    expect((await importPart(owner, notOurs)).report).toMatchObject({
      isImportable: false,
      problems: [expect.objectContaining({ message: expect.stringMatching(/no metadata.json/) })],
    });
    const broken = zipSync(
      { [EXPORT_MANIFEST_FILE_NAME]: strToU8('{"format": "archive-export", "version": 2, "documents": [{"id": ') },
      { level: 0 },
    );
    expect((await importPart(owner, broken)).report.problems[0].message).toMatch(/metadata.json/);
  });

  it('serves the format’s JSON Schema to anyone', async () => {
    const response = await exports.default.fetch(new Request(`${ORIGIN}/api/export-format/schema.json`));
    expect(response.status).toBe(200);
    const schema = (await response.json()) as { title: string; properties: Record<string, unknown>; required: string[] };
    expect(schema.title).toMatch(/version 2/);
    expect(schema.required).toEqual(expect.arrayContaining(['format', 'version', 'documents']));
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['workflows', 'savedViews', 'properties']));
  });
});
