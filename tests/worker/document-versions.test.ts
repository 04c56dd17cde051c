import { env, exports } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import { addMember, api, createOrganizationOfFileUser, heldQueue, ORIGIN, processDocuments, runTasks, uploadFile } from './helpers';
import { organizationDatabase, rowsOfAllOrganizations } from './databases';
import { exportManifestSchema } from '../../core/documents/archive-export';
import type { TaskMessage } from '../../worker/platform/queue';
import { zipEntries } from '../zip-entries';

type Member = { cookie: string; organizationId: string };
const documentPath = (member: Member, documentId: string) => `/api/organizations/${member.organizationId}/documents/${documentId}`;
const versionsPath = (member: Member, documentId: string) => `${documentPath(member, documentId)}/versions`;

/** Sends a file as the web app sends a new version: multipart, with its optional fields. */
async function uploadVersion(member: Member, documentId: string, content: string, fields: Record<string, string> = {}, name = 'v.txt') {
  const form = new FormData();
  form.append('file', new File([content], name, { type: 'text/plain' }));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}${versionsPath(member, documentId)}`, {
      method: 'POST',
      body: form,
      headers: { cookie: member.cookie, origin: ORIGIN },
    }),
  );
  return { status: response.status, json: (await response.json()) as any };
}

async function processedText(member: Member, name: string, content: string) {
  const { json } = await uploadFile(member.cookie, member.organizationId, { name, content, type: 'text/plain' });
  await processDocuments(json.document.id);
  return json.document.id as string;
}

const listVersions = async (member: Member, documentId: string) =>
  (await api(versionsPath(member, documentId), { cookie: member.cookie })).json.versions as any[];
const fileText = async (member: Member, path: string) =>
  (await exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: { cookie: member.cookie } }))).text();
const detail = async (member: Member, documentId: string) =>
  (await api(documentPath(member, documentId), { cookie: member.cookie })).json.document;
const storedSize = async (member: Member) =>
  (await api(`/api/organizations/${member.organizationId}/documents/statistics`, { cookie: member.cookie })).json.organizationStats
    .documentsSize as number;
const search = async (member: Member, query: string) =>
  (
    await api(`/api/organizations/${member.organizationId}/documents/search?searchQuery=${encodeURIComponent(query)}`, {
      cookie: member.cookie,
    })
  ).json.documents as { id: string }[];
const versionObjects = async (member: Member, documentId: string) =>
  (await env.FILES.list({ prefix: `${member.organizationId}/versions/${documentId}/` })).objects.map(({ key }) => key);

describe('document versions', () => {
  it('stack a new file on a document: it answers the new file and text, keeps its name, and lists every version newest first', async () => {
    const owner = await createOrganizationOfFileUser();
    const first = `Lease ${crypto.randomUUID()}`;
    const documentId = await processedText(owner, 'lease.txt', first);
    const before = await detail(owner, documentId);
    expect(before).toMatchObject({ currentVersion: { number: 1, label: null }, versionsCount: 1 });

    const second = `Signed lease ${crypto.randomUUID()} with amendments`;
    const added = await uploadVersion(owner, documentId, second, { label: 'signed', expectedVersionNumber: '1' }, 'lease-signed.txt');
    expect(added.status).toBe(201);
    expect(added.json.version).toMatchObject({
      number: 2,
      label: 'signed',
      source: 'upload',
      originalName: 'lease-signed.txt',
      size: second.length,
      isCurrent: true,
      createdBy: { name: 'Ada' },
    });
    expect(added.json.document).toMatchObject({
      name: 'lease.txt',
      originalName: 'lease-signed.txt',
      originalSize: second.length,
      currentVersion: { id: added.json.version.id, number: 2, label: 'signed' },
      versionsCount: 2,
    });
    expect(await fileText(owner, `${documentPath(owner, documentId)}/file`)).toBe(second);

    await processDocuments(documentId);
    expect((await detail(owner, documentId)).content).toBe(second);
    expect((await search(owner, second.split(' ')[2]!)).map(({ id }) => id)).toEqual([documentId]);
    expect(await search(owner, first.split(' ')[1]!)).toEqual([]);

    const versions = await listVersions(owner, documentId);
    expect(versions.map(({ number, isCurrent, source }) => [number, isCurrent, source])).toEqual([
      [2, true, 'upload'],
      [1, false, 'upload'],
    ]);
    expect(await fileText(owner, `${versionsPath(owner, documentId)}/${versions[1].id}/file`)).toBe(first);
    expect(await fileText(owner, `${versionsPath(owner, documentId)}/${versions[0].id}/file?download=true`)).toBe(second);

    const labelled = await api(`${versionsPath(owner, documentId)}/${versions[1].id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: { label: '  draft ' },
    });
    expect([labelled.status, labelled.json.version.label, labelled.json.version.isCurrent]).toEqual([200, 'draft', false]);
  });

  it('make an older version current as a new version copying it, with its text at once and no reading', async () => {
    const owner = await createOrganizationOfFileUser();
    const first = `Invoice ${crypto.randomUUID()}`;
    const documentId = await processedText(owner, 'invoice.txt', first);
    await uploadVersion(owner, documentId, `Corrected ${crypto.randomUUID()}`);
    await processDocuments(documentId);
    const [, v1] = await listVersions(owner, documentId);

    const restored = await api(`${versionsPath(owner, documentId)}/${v1.id}/restore`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { expectedVersionNumber: 2 },
    });
    expect(restored.status).toBe(201);
    expect(restored.json.version).toMatchObject({
      number: 3,
      source: 'restore',
      restoredFromVersionNumber: 1,
      sha256: v1.sha256,
      isCurrent: true,
    });
    expect(restored.json.document).toMatchObject({
      originalSize: first.length,
      processing: { status: 'done' },
      currentVersion: { number: 3 },
      versionsCount: 3,
    });
    expect((await detail(owner, documentId)).content).toBe(first);
    expect(await fileText(owner, `${documentPath(owner, documentId)}/file`)).toBe(first);
    // The restore shares version 1's object: no new file stored.
    expect(await versionObjects(owner, documentId)).toHaveLength(1);

    const events = (await api(`${documentPath(owner, documentId)}/activity`, { cookie: owner.cookie })).json.activities;
    expect(events.slice(0, 2).map(({ event, eventData }: any) => [event, eventData])).toEqual([
      ['version_restored', { version: { number: 3, label: null }, restoredFrom: { number: 1 } }],
      ['version_added', { version: { number: 2, label: null } }],
    ]);
    // Restoring the file the document already shows adds nothing.
    const again = await api(`${versionsPath(owner, documentId)}/${v1.id}/restore`, { method: 'POST', cookie: owner.cookie, body: {} });
    expect([again.status, again.json.error.code]).toEqual([409, 'document.version_unchanged']);
  });

  it('count every version toward storage, are deleted by admins only, and never the only one', async () => {
    const owner = await createOrganizationOfFileUser();
    const sizeBefore = await storedSize(owner);
    const documentId = await processedText(owner, 'plan.txt', 'one');
    await uploadVersion(owner, documentId, 'two22');
    await processDocuments(documentId);
    await uploadVersion(owner, documentId, 'three333');
    await processDocuments(documentId);
    expect((await storedSize(owner)) - sizeBefore).toBe(3 + 5 + 8);
    const [v3, v2, v1] = await listVersions(owner, documentId);

    const member = await addMember(owner.cookie, owner.organizationId, 'member');
    const asMember = { cookie: member.cookie, organizationId: owner.organizationId };
    const refused = await api(`${versionsPath(owner, documentId)}/${v2.id}`, { method: 'DELETE', cookie: member.cookie });
    expect([refused.status, refused.json.error.code]).toEqual([403, 'organization.insufficient_role']);
    // Members read and add versions.
    expect(await listVersions(asMember, documentId)).toHaveLength(3);

    expect((await api(`${versionsPath(owner, documentId)}/${v2.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    expect((await storedSize(owner)) - sizeBefore).toBe(3 + 8);
    expect(await versionObjects(owner, documentId)).toEqual([`${owner.organizationId}/versions/${documentId}/${v3.id}`]);

    // The current one: the highest remaining becomes current again, with its text.
    expect((await api(`${versionsPath(owner, documentId)}/${v3.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    expect(await detail(owner, documentId)).toMatchObject({
      content: 'one',
      originalSize: 3,
      currentVersion: { id: v1.id, number: 1 },
      versionsCount: 1,
      processing: { status: 'done' },
    });
    expect((await storedSize(owner)) - sizeBefore).toBe(3);
    expect(await versionObjects(owner, documentId)).toEqual([]);

    const only = await api(`${versionsPath(owner, documentId)}/${v1.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect([only.status, only.json.error.code]).toEqual([409, 'document.version_only']);
    const events = (await api(`${documentPath(owner, documentId)}/activity`, { cookie: owner.cookie })).json.activities;
    expect(events.slice(0, 2).map(({ event, eventData }: any) => [event, eventData.version.number])).toEqual([
      ['version_deleted', 3],
      ['version_deleted', 2],
    ]);
  });

  it('go with their document: trashed, they leave storage; purged, every file and row goes', async () => {
    const owner = await createOrganizationOfFileUser();
    const sizeBefore = await storedSize(owner);
    const documentId = await processedText(owner, 'memo.txt', `Memo ${crypto.randomUUID()}`);
    await uploadVersion(owner, documentId, `Memo again ${crypto.randomUUID()}`);
    expect(await versionObjects(owner, documentId)).toHaveLength(1);
    await api(documentPath(owner, documentId), { method: 'DELETE', cookie: owner.cookie });
    expect(await storedSize(owner)).toBe(sizeBefore);
    const trashedUpload = await uploadVersion(owner, documentId, 'into the trash');
    expect([trashedUpload.status, trashedUpload.json.error.code]).toEqual([400, 'document.is_deleted']);

    await api(`/api/organizations/${owner.organizationId}/documents/trash/${documentId}`, { method: 'DELETE', cookie: owner.cookie });
    expect(await versionObjects(owner, documentId)).toEqual([]);
    expect(await env.FILES.head(`${owner.organizationId}/originals/${documentId}`)).toBeNull();
    expect(await rowsOfAllOrganizations('SELECT id FROM document_versions WHERE document_id = ?', documentId)).toEqual([]);
  });

  it('refuse a file stacked on a version the page did not show, and store nothing for it', async () => {
    const owner = await createOrganizationOfFileUser();
    const documentId = await processedText(owner, 'contract.txt', `Contract ${crypto.randomUUID()}`);
    await uploadVersion(owner, documentId, `Contract v2 ${crypto.randomUUID()}`, { expectedVersionNumber: '1' });

    const stale = await uploadVersion(owner, documentId, `Contract v2 too ${crypto.randomUUID()}`, { expectedVersionNumber: '1' });
    expect([stale.status, stale.json.error.code, stale.json.error.details]).toEqual([
      409,
      'document.version_conflict',
      { currentVersionNumber: 2 },
    ]);
    expect(await versionObjects(owner, documentId)).toHaveLength(1);

    // Two pages that both showed version 2, saving at once: one lands.
    const racing = await Promise.all(
      [1, 2, 3].map((index) => uploadVersion(owner, documentId, `Racing ${index} ${crypto.randomUUID()}`, { expectedVersionNumber: '2' })),
    );
    expect(racing.map(({ status }) => status).sort()).toEqual([201, 409, 409]);
    expect((await listVersions(owner, documentId)).map(({ number }) => number)).toEqual([3, 2, 1]);
    expect(await versionObjects(owner, documentId)).toHaveLength(2);

    // Without the number (a script), parallel versions stack one on another.
    const stacked = await Promise.all([1, 2].map((index) => uploadVersion(owner, documentId, `Script ${index} ${crypto.randomUUID()}`)));
    expect(stacked.map(({ status }) => status)).toEqual([201, 201]);
    expect((await listVersions(owner, documentId)).map(({ number }) => number)).toEqual([5, 4, 3, 2, 1]);
  });

  it('refuse bytes another document has, or the current file again; an upload of an older version’s bytes is that document', async () => {
    const owner = await createOrganizationOfFileUser();
    const other = `Other ${crypto.randomUUID()}`;
    const otherId = await processedText(owner, 'other.txt', other);
    const first = `First ${crypto.randomUUID()}`;
    const documentId = await processedText(owner, 'mine.txt', first);

    const taken = await uploadVersion(owner, documentId, other);
    expect([taken.status, taken.json.error.code, taken.json.error.details]).toEqual([
      409,
      'document.already_exists',
      { documentId: otherId },
    ]);
    const unchanged = await uploadVersion(owner, documentId, first);
    expect([unchanged.status, unchanged.json.error.code]).toEqual([409, 'document.version_unchanged']);

    await uploadVersion(owner, documentId, `Second ${crypto.randomUUID()}`);
    const again = await uploadFile(owner.cookie, owner.organizationId, { name: 'first-again.txt', content: first, type: 'text/plain' });
    expect([again.status, again.json.error.details]).toEqual([409, { documentId }]);
  });

  it('are another organization’s 404, and malformed ids a 400', async () => {
    const owner = await createOrganizationOfFileUser();
    const stranger = await createOrganizationOfFileUser('Elsewhere');
    const documentId = await processedText(owner, 'private.txt', `Private ${crypto.randomUUID()}`);
    const [v1] = await listVersions(owner, documentId);
    const asStranger = { cookie: stranger.cookie, organizationId: stranger.organizationId };
    expect((await api(versionsPath(asStranger, documentId), { cookie: stranger.cookie })).status).toBe(404);
    expect((await api(`${versionsPath(asStranger, documentId)}/${v1.id}/file`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await uploadVersion(asStranger, documentId, 'x')).status).toBe(404);
    expect((await api(`${versionsPath(owner, documentId)}/nope/file`, { cookie: owner.cookie })).status).toBe(400);
    const label = await api(`${versionsPath(owner, documentId)}/${v1.id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: { label: 'x'.repeat(101) },
    });
    expect([label.status, label.json.error.code]).toEqual([400, 'server.invalid_request.body']);
    const fields = await uploadVersion(owner, documentId, 'y', { expectedVersionNumber: 'two' });
    expect([fields.status, fields.json.error.code]).toEqual([400, 'server.invalid_request.body']);
  });

  it('raise their own webhook events; the document’s events keep their shapes', async () => {
    const owner = await createOrganizationOfFileUser();
    const documentId = await processedText(owner, 'deed.txt', `Deed ${crypto.randomUUID()}`);
    const url = `http://127.0.0.1:${inject('webhookReceiverPort')}/hooks/versions-${crypto.randomUUID()}`;
    const { json } = await api(`/api/organizations/${owner.organizationId}/webhooks`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { name: 'Receiver', url, events: ['document:version:created', 'document:version:restored', 'document:version:deleted'] },
    });
    const added = await uploadVersion(owner, documentId, `Deed signed ${crypto.randomUUID()}`, { label: 'signed' });
    const [, v1] = await listVersions(owner, documentId);
    const restored = await api(`${versionsPath(owner, documentId)}/${v1.id}/restore`, { method: 'POST', cookie: owner.cookie, body: {} });
    await api(`${versionsPath(owner, documentId)}/${added.json.version.id}`, { method: 'DELETE', cookie: owner.cookie });

    const deliveries = await rowsOfAllOrganizations<{ event_type: string; payload: string }>(
      'SELECT event_type, payload FROM webhook_deliveries WHERE webhook_id = ? ORDER BY rowid',
      json.webhook.id,
    );
    expect(deliveries.map(({ event_type, payload }) => [event_type, JSON.parse(payload).data])).toEqual([
      [
        'document:version:created',
        expect.objectContaining({
          documentId,
          name: 'deed.txt',
          version: expect.objectContaining({ number: 2, label: 'signed', source: 'upload' }),
        }),
      ],
      [
        'document:version:restored',
        expect.objectContaining({
          documentId,
          version: expect.objectContaining({ number: 3, source: 'restore' }),
          restoredFrom: { id: v1.id, number: 1 },
        }),
      ],
      [
        'document:version:deleted',
        expect.objectContaining({
          version: expect.objectContaining({ number: 2 }),
          currentVersion: { id: restored.json.version.id, number: 3 },
        }),
      ],
    ]);
  });

  it('of documents stored before versions came from the migration: version 1 is the current file', async () => {
    const owner = await createOrganizationOfFileUser();
    const documentId = await processedText(owner, 'old.txt', `Old ${crypto.randomUUID()}`);
    const database = await organizationDatabase(owner.organizationId);
    await database.prepare('DELETE FROM document_versions WHERE document_id = ?').bind(documentId).run();
    const backfill = env.TEST_MIGRATIONS.find(({ name }) => name.startsWith('0034_'))!.queries;
    const copying = backfill.slice(backfill.findIndex((query) => query.includes('CREATE TABLE `version_backfill`')));
    expect(copying.filter((query) => query.includes('UPDATE `version_backfill`')).length).toBeGreaterThan(100);
    await database.batch(copying.map((query) => database.prepare(query)));

    const [version] = await listVersions(owner, documentId);
    const document = await detail(owner, documentId);
    expect(version).toMatchObject({
      number: 1,
      source: 'upload',
      originalName: document.originalName,
      size: document.originalSize,
      isCurrent: true,
      createdBy: { name: 'Ada' },
    });
    expect(version.id).toMatch(/^ver_[a-z0-9]{24}$/);
    expect(await fileText(owner, `${versionsPath(owner, documentId)}/${version.id}/file`)).toBe(document.content);
  });

  it('all travel in an export, oldest first, the older files under versions/, with the archive serial number; a download zip carries the current files only', async () => {
    const owner = await createOrganizationOfFileUser();
    const documentId = await processedText(owner, 'policy.txt', 'Policy, first draft');
    await uploadVersion(owner, documentId, 'Policy, signed', { label: 'signed' }, 'policy-signed.txt');
    await processDocuments(documentId);
    await api(documentPath(owner, documentId), { method: 'PATCH', cookie: owner.cookie, body: { archiveSerialNumber: 77 } });

    const held = heldQueue();
    const started = await api(`/api/organizations/${owner.organizationId}/exports`, {
      method: 'POST',
      cookie: owner.cookie,
      envOverride: { DOCUMENTS_QUEUE: held.queue },
    });
    expect(started.status).toBe(202);
    while (held.sent.length > 0) await runTasks(held.sent.splice(0) as TaskMessage[], { DOCUMENTS_QUEUE: held.queue });
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/api/organizations/${owner.organizationId}/documents/bulk-downloads/${started.json.job.id}/parts/1`, {
        headers: { cookie: owner.cookie },
      }),
    );
    const entries = zipEntries(new Uint8Array(await response.arrayBuffer()));
    expect(entries.map(({ name }) => name)).toEqual(['policy.txt', 'versions/policy.txt', 'metadata.csv', 'metadata.json']);
    expect(entries.map(({ name, text }) => [name, name.startsWith('metadata') ? '' : text()])).toEqual([
      ['policy.txt', 'Policy, signed'],
      ['versions/policy.txt', 'Policy, first draft'],
      ['metadata.csv', ''],
      ['metadata.json', ''],
    ]);
    const [document] = exportManifestSchema.parse(JSON.parse(entries[3]!.text())).documents;
    expect(document!.archiveSerialNumber).toBe(77);
    expect(document!.versions).toEqual([
      expect.objectContaining({
        number: 1,
        label: null,
        source: 'upload',
        file: 'versions/policy.txt',
        originalName: 'policy.txt',
        size: 19,
        createdByName: 'Ada',
      }),
      expect.objectContaining({ number: 2, label: 'signed', file: 'policy.txt', originalName: 'policy-signed.txt', size: 14 }),
    ]);
    // The size of an export counts every version.
    const [{ size }] = (await api(`/api/organizations/${owner.organizationId}/exports`, { cookie: owner.cookie })).json.jobs[0].parts;
    expect(size).toBeGreaterThan(19 + 14);

    const prepared = await api(`/api/organizations/${owner.organizationId}/documents/bulk/download`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { documentIds: [documentId] },
    });
    const download = await exports.default.fetch(
      new Request(`${ORIGIN}/api/organizations/${owner.organizationId}/documents/bulk-downloads/${prepared.json.job.id}`, {
        headers: { cookie: owner.cookie },
      }),
    );
    const downloaded = zipEntries(new Uint8Array(await download.arrayBuffer()));
    expect(downloaded.map(({ name }) => name)).toEqual(['policy.txt', 'metadata.csv']);
    expect(downloaded[0]!.text()).toBe('Policy, signed');
  });
});
