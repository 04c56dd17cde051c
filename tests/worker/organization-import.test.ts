import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createHttpApiClient } from '../../web/src/api/http-api-client';
import { importWorkspace } from '../../web/src/lib/workspace-import';
import { readExport } from '../../web/src/organizations/export/read-export';
import { api, createOrganizationOfFileUser, ORIGIN, processDocuments } from './helpers';
import { workerTransport } from './helpers';
import { exportOf, type Owner } from './archive-imports';

const textFile = (name: string, text: string) => new File([text], name, { type: 'text/plain' });

/** The organization's export, built by its job, as the zip part a person downloads. */
const exportPart = async (owner: Owner) => new File([await exportOf(owner)], 'export-part-1.zip', { type: 'application/zip' });

describe("an organization's export imported by the web app", () => {
  it('brings each document back with every version, oldest first, and its archive serial number unless another document has it', async () => {
    const source = await createOrganizationOfFileUser('Source');
    const client = createHttpApiClient(workerTransport(source.cookie));
    const unique = crypto.randomUUID();
    const { document: policy } = await client.documents.upload(
      source.organizationId,
      textFile('policy.txt', `Policy, first draft ${unique}`),
    );
    await processDocuments(policy.id);
    const { version } = await client.versions.upload(
      source.organizationId,
      policy.id,
      textFile('policy-signed.txt', `Policy, signed ${unique}`),
      {
        label: 'signed',
      },
    );
    expect(version).toMatchObject({ number: 2, label: 'signed', isCurrent: true });
    await client.documents.update(source.organizationId, policy.id, { archiveSerialNumber: 77 });
    const { document: receipt } = await client.documents.upload(source.organizationId, textFile('receipt.txt', `Receipt ${unique}`));
    await client.documents.update(source.organizationId, receipt.id, { archiveSerialNumber: 78 });
    await processDocuments(policy.id, receipt.id);
    const part = await exportPart(source);

    // The organization it goes to already numbers one of its documents 78.
    const target = await createOrganizationOfFileUser('Target');
    const { document: own } = await client.documents.upload(target.organizationId, textFile('own.txt', `Our own ${unique}`));
    await client.documents.update(target.organizationId, own.id, { archiveSerialNumber: 78 });

    const summary = await importWorkspace(await readExport([part]), {
      api: client,
      organizationId: target.organizationId,
      onProgress: () => undefined,
    });
    expect({ ...summary, imported: summary.imported.toSorted() }).toEqual({
      imported: ['policy.txt', 'receipt.txt'],
      duplicates: [],
      numbersTaken: ['receipt.txt'],
      failed: [],
    });

    const { documents } = await client.documents.list(target.organizationId, { pageIndex: 0, pageSize: 10 });
    const numbers = Object.fromEntries(documents.map(({ name, archiveSerialNumber }) => [name, archiveSerialNumber]));
    expect(numbers).toEqual({ 'policy.txt': 77, 'receipt.txt': null, 'own.txt': 78 });
    const imported = documents.find(({ name }) => name === 'policy.txt')!;
    const { json } = await api(`/api/organizations/${target.organizationId}/documents/${imported.id}/versions`, { cookie: source.cookie });
    expect(json.versions).toEqual([
      expect.objectContaining({ number: 2, label: 'signed', originalName: 'policy-signed.txt', isCurrent: true }),
      expect.objectContaining({ number: 1, label: null, originalName: 'policy.txt', isCurrent: false }),
    ]);
    const current = await exports.default.fetch(
      new Request(`${ORIGIN}/api/organizations/${target.organizationId}/documents/${imported.id}/file`, {
        headers: { cookie: source.cookie },
      }),
    );
    expect(await current.text()).toBe(`Policy, signed ${unique}`);
  });
});
