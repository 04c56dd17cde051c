import { organizationDeps, rowsOfAllOrganizations } from './databases';
import { createScheduledController } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import { exportManifestSchema } from '../../core/documents/archive-export';
import { API_KEY_PERMISSIONS } from '../../core/permissions/organization-permissions';
import worker from '../../worker/index';
import { archivePartResponse } from '../../worker/modules/bulk-jobs/archive-jobs.service';
import { findJob } from '../../worker/modules/bulk-jobs/bulk-jobs.repository';
import {
  addMember,
  api,
  createOrganizationMember,
  heldQueue,
  latestEmailTo,
  ORIGIN,
  processDocuments,
  runTasks,
  uploadFile,
  createOrganizationOfFileUser,
} from './helpers';
import type { TaskMessage } from '../../worker/platform/queue';
import { zipEntries } from '../zip-entries';

type Member = Awaited<ReturnType<typeof createOrganizationMember>>;
const documentsPath = (member: Member) => `/api/organizations/${member.organizationId}/documents`;

async function uploadDocuments(member: Member, names: string[]) {
  const ids: string[] = [];
  for (const name of names) {
    const { status, json } = await uploadFile(member.cookie, member.organizationId, { name, content: `${name} ${crypto.randomUUID()}` });
    expect(status).toBe(201);
    ids.push(json.document.id);
  }
  return ids;
}

async function createTag(member: Member, name = 'Invoices') {
  const { json } = await api(`/api/organizations/${member.organizationId}/tags`, {
    method: 'POST',
    cookie: member.cookie,
    body: { name, color: '#112233' },
  });
  return json.tag as { id: string; name: string };
}

const bulk = (
  member: Member,
  action: string,
  body: unknown,
  options: { envOverride?: Partial<Env>; headers?: Record<string, string>; cookie?: string } = {},
) => api(`${documentsPath(member)}/bulk/${action}`, { method: 'POST', cookie: member.cookie, body, ...options });

const tagIdsOf = async (member: Member, documentId: string) =>
  ((await api(`${documentsPath(member)}/${documentId}`, { cookie: member.cookie })).json.document.tags as { id: string }[]).map(
    ({ id }) => id,
  );
const activitiesOf = async (member: Member, documentId: string) =>
  ((await api(`${documentsPath(member)}/${documentId}/activity`, { cookie: member.cookie })).json.activities as { event: string }[]).map(
    ({ event }) => event,
  );

/** The raw answer, for a file's bytes. */
const fetchFile = (path: string, cookie: string) =>
  exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: { cookie, origin: ORIGIN } }));

async function waitForJob(member: Member, jobId: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { json } = await api(`${documentsPath(member)}/bulk-jobs/${jobId}`, { cookie: member.cookie });
    if (json.job.status !== 'running') return json.job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${jobId} still running`);
}

describe('bulk actions by id', () => {
  it('tags and untags the selected documents at once, each with its activity; one already tagged is skipped, another organization’s is never touched', async () => {
    const owner = await createOrganizationOfFileUser();
    const other = await createOrganizationMember('Eve');
    const [first, second, third] = await uploadDocuments(owner, ['a.txt', 'b.txt', 'c.txt']);
    const [foreign] = await uploadDocuments(other, ['foreign.txt']);
    const tag = await createTag(owner);
    await api(`${documentsPath(owner)}/${first}/tags`, { method: 'POST', cookie: owner.cookie, body: { tagId: tag.id } });

    const added = await bulk(owner, 'add-tag', { tagId: tag.id, documentIds: [first, second, third, foreign] });
    expect(added.status).toBe(200);
    expect(added.json.job).toMatchObject({
      action: 'add-tag',
      tagId: tag.id,
      status: 'done',
      documentsCount: 3,
      processedCount: 3,
      changedCount: 2,
      skippedCount: 1,
      error: null,
    });
    for (const id of [first!, second!, third!]) expect(await tagIdsOf(owner, id)).toEqual([tag.id]);
    expect(await tagIdsOf(other, foreign!)).toEqual([]);
    expect(await activitiesOf(owner, second!)).toEqual(['tagged', 'created']);
    expect(await activitiesOf(owner, first!)).toEqual(['tagged', 'created']);

    const removed = await bulk(owner, 'remove-tag', { tagId: tag.id, documentIds: [first, second] });
    expect(removed.json.job).toMatchObject({ status: 'done', changedCount: 2, skippedCount: 0 });
    expect(await tagIdsOf(owner, first!)).toEqual([]);
    expect(await tagIdsOf(owner, third!)).toEqual([tag.id]);
    expect(await activitiesOf(owner, first!)).toEqual(['untagged', 'tagged', 'created']);
  });

  it('trashes, restores and deletes for good, files included; each only from the state it applies to', async () => {
    const owner = await createOrganizationOfFileUser();
    const [first, second, third] = await uploadDocuments(owner, ['a.txt', 'b.txt', 'c.txt']);
    expect((await bulk(owner, 'trash', { documentIds: [first, second] })).json.job).toMatchObject({ status: 'done', changedCount: 2 });
    expect((await api(`${documentsPath(owner)}/deleted`, { cookie: owner.cookie })).json.documentsCount).toBe(2);
    expect(await activitiesOf(owner, first!)).toEqual(['deleted', 'created']);

    // Restoring an active document does nothing to it.
    // Answered done: a restore goes a chunk a message (it runs the tagging rules), and this one is its first and last.
    const restored = await bulk(owner, 'restore', { documentIds: [first, third] });
    expect(restored.status).toBe(200);
    expect(restored.json.job).toMatchObject({ status: 'done', changedCount: 1, skippedCount: 1 });
    expect(await activitiesOf(owner, first!)).toEqual(['restored', 'deleted', 'created']);

    expect(await env.FILES.head(`${owner.organizationId}/originals/${second}`)).not.toBeNull();
    // Deleting for good takes only what is in the trash.
    expect((await bulk(owner, 'delete', { documentIds: [second, third] })).json.job).toMatchObject({
      status: 'done',
      changedCount: 1,
      skippedCount: 1,
    });
    expect((await api(`${documentsPath(owner)}/${second}`, { cookie: owner.cookie })).status).toBe(404);
    expect(await env.FILES.head(`${owner.organizationId}/originals/${second}`)).toBeNull();
    expect((await api(`${documentsPath(owner)}/${third}`, { cookie: owner.cookie })).status).toBe(200);
  });

  it('answers clear errors for a bad selection or tag', async () => {
    const owner = await createOrganizationOfFileUser();
    const [first] = await uploadDocuments(owner, ['a.txt']);
    const tag = await createTag(owner);
    const cases: [string, unknown, number, string][] = [
      ['trash', { documentIds: [] }, 400, 'Select at least one document'],
      ['trash', {}, 400, 'Send documentIds, or query for all matching documents'],
      ['trash', { documentIds: ['nope'] }, 400, 'documentIds must be document ids'],
      ['trash', { documentIds: [first], query: {} }, 400, 'Send documentIds, or query for all matching documents'],
      ['restore', { query: { searchQuery: 'a' } }, 400, 'Unrecognized key: "searchQuery"'],
      ['add-tag', { documentIds: [first] }, 400, 'tagId is required'],
      ['add-tag', { tagId: 'tag_unknown', documentIds: [first] }, 404, 'Tag not found'],
      ['add-tag', { tagId: tag.id, query: { searchQuery: 'created:>yesterday' } }, 400, ''],
      // Its statement would pass D1's 100 KB (search.test.ts).
      [
        'add-tag',
        { tagId: tag.id, query: { searchQuery: `schule ${'-a-e-i-o-u-c-n '.repeat(23)}`, tags: [tag.id] } },
        400,
        'This search is too long to run: remove some of its terms',
      ],
    ];
    for (const [action, body, status, message] of cases) {
      const answer = await bulk(owner, action, body);
      expect([action, answer.status]).toEqual([action, status]);
      if (message) expect(answer.json.error.message).toBe(message);
    }
    expect((await api(`${documentsPath(owner)}/bulk-jobs`, { cookie: owner.cookie })).json.jobs).toEqual([]);
  });
});

describe('bulk actions by query', () => {
  it('takes every document matching the search (inside words too) and the tag filter, and nothing else', async () => {
    const owner = await createOrganizationOfFileUser();
    const [invoice, otherInvoice, letter] = await uploadDocuments(owner, ['invoice-march.txt', 'invoice-april.txt', 'letter.txt']);
    const paid = await createTag(owner, 'Paid');
    await api(`${documentsPath(owner)}/${otherInvoice}/tags`, { method: 'POST', cookie: owner.cookie, body: { tagId: paid.id } });
    await runTasks(
      [invoice, otherInvoice, letter].map((documentId) => ({
        type: 'document.process',
        organizationId: owner.organizationId,
        documentId: documentId!,
      })),
    );

    const trashed = await bulk(owner, 'trash', { query: { searchQuery: 'voice', tags: [paid.id] } });
    expect(trashed.json.job).toMatchObject({ documentsCount: 1, changedCount: 1 });
    expect((await api(`${documentsPath(owner)}/${otherInvoice}`, { cookie: owner.cookie })).json.document.isDeleted).toBe(true);

    const tag = await createTag(owner, 'Mail');
    expect((await bulk(owner, 'add-tag', { tagId: tag.id, query: {} })).json.job).toMatchObject({ documentsCount: 2, changedCount: 2 });
    expect(await tagIdsOf(owner, letter!)).toEqual([tag.id]);

    // The whole trash.
    expect((await bulk(owner, 'restore', { query: {} })).json.job).toMatchObject({ documentsCount: 1, changedCount: 1 });
    expect((await bulk(owner, 'trash', { query: { searchQuery: 'nothing-matches-this' } })).json.job).toMatchObject({
      status: 'done',
      documentsCount: 0,
    });
  });
});

describe('bulk jobs', () => {
  it('runs more than 100 documents through the real queue, with progress, on the creator’s panel until dismissed', {
    timeout: 60_000,
  }, async () => {
    const owner = await createOrganizationOfFileUser();
    const ids = await uploadDocuments(
      owner,
      Array.from({ length: 105 }, (_, index) => `doc-${index}.txt`),
    );
    const tag = await createTag(owner);

    const started = await bulk(owner, 'add-tag', { tagId: tag.id, query: {} });
    expect(started.status).toBe(202);
    expect(started.json.job).toMatchObject({ status: 'running', documentsCount: 105 });
    const job = await waitForJob(owner, started.json.job.id);
    expect(job).toMatchObject({ status: 'done', processedCount: 105, changedCount: 105 });
    expect(job.finishedAt).not.toBeNull();
    expect(await tagIdsOf(owner, ids[0]!)).toEqual([tag.id]);
    expect(await tagIdsOf(owner, ids[104]!)).toEqual([tag.id]);

    const panel = await api(`${documentsPath(owner)}/bulk-jobs`, { cookie: owner.cookie });
    expect(panel.json.jobs.map(({ id }: { id: string }) => id)).toEqual([job.id]);
    // Another member sees none of it.
    const colleague = await addMember(owner.cookie, owner.organizationId, 'member');
    expect((await api(`${documentsPath(owner)}/bulk-jobs`, { cookie: colleague.cookie })).json.jobs).toEqual([]);
    expect((await api(`${documentsPath(owner)}/bulk-jobs/${job.id}`, { cookie: colleague.cookie })).status).toBe(404);

    expect((await api(`${documentsPath(owner)}/bulk-jobs/${job.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    expect((await api(`${documentsPath(owner)}/bulk-jobs`, { cookie: owner.cookie })).json.jobs).toEqual([]);
  });

  it('skips and counts a document trashed while the job waits, and fails with the reason when its tag is deleted', {
    timeout: 60_000,
  }, async () => {
    const owner = await createOrganizationOfFileUser();
    const ids = await uploadDocuments(
      owner,
      Array.from({ length: 102 }, (_, index) => `doc-${index}.txt`),
    );
    const tag = await createTag(owner);
    const { queue, sent } = heldQueue();

    const started = await bulk(owner, 'add-tag', { tagId: tag.id, query: {} }, { envOverride: { DOCUMENTS_QUEUE: queue } });
    expect(started.status).toBe(202);
    expect((await api(`${documentsPath(owner)}/${ids[50]}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    // A message naming another organization does nothing.
    await runTasks((sent as TaskMessage[]).map((message) => ({ ...message, organizationId: 'org_00000000000000000000other' })));
    expect((await api(`${documentsPath(owner)}/bulk-jobs/${started.json.job.id}`, { cookie: owner.cookie })).json.job).toMatchObject({
      status: 'running',
      processedCount: 0,
    });
    await runTasks(sent as TaskMessage[]);
    // Delivered twice, as a queue may: nothing is done twice.
    await runTasks(sent as TaskMessage[]);
    expect(await waitForJob(owner, started.json.job.id)).toMatchObject({
      status: 'done',
      processedCount: 102,
      changedCount: 101,
      skippedCount: 1,
    });
    expect(await tagIdsOf(owner, ids[50]!)).toEqual([]);
    expect(await activitiesOf(owner, ids[0]!)).toEqual(['tagged', 'created']);

    const held = heldQueue();
    const second = await bulk(owner, 'remove-tag', { tagId: tag.id, query: {} }, { envOverride: { DOCUMENTS_QUEUE: held.queue } });
    await api(`/api/organizations/${owner.organizationId}/tags/${tag.id}`, { method: 'DELETE', cookie: owner.cookie });
    await runTasks(held.sent as TaskMessage[]);
    expect(await waitForJob(owner, second.json.job.id)).toMatchObject({
      status: 'failed',
      error: 'The tag was deleted',
      processedCount: 0,
    });
  });
});

describe('bulk actions and permissions', () => {
  it('refuses viewers and API keys without the permission of the single action', async () => {
    const owner = await createOrganizationOfFileUser();
    const [first] = await uploadDocuments(owner, ['a.txt']);
    const tag = await createTag(owner);
    const viewer = await addMember(owner.cookie, owner.organizationId, 'viewer');
    expect((await bulk(owner, 'trash', { documentIds: [first] }, { cookie: viewer.cookie })).status).toBe(403);
    expect((await api(`${documentsPath(owner)}/bulk-jobs`, { cookie: viewer.cookie })).status).toBe(200);

    const keyWith = async (permissions: string[]) =>
      (await api('/api/api-keys', { method: 'POST', cookie: owner.cookie, body: { name: 'Script', permissions } })).json.token as string;
    const asKey = (token: string) => ({ cookie: '', headers: { authorization: `Bearer ${token}`, origin: '' } });
    const reader = await keyWith(['documents:read']);
    expect((await bulk(owner, 'add-tag', { tagId: tag.id, documentIds: [first] }, asKey(reader))).status).toBe(403);
    const updater = await keyWith(['documents:update']);
    expect((await bulk(owner, 'add-tag', { tagId: tag.id, documentIds: [first] }, asKey(updater))).json.job).toMatchObject({
      changedCount: 1,
    });
    expect((await bulk(owner, 'trash', { documentIds: [first] }, asKey(updater))).status).toBe(403);
    const deleter = await keyWith([...API_KEY_PERMISSIONS]);
    expect((await bulk(owner, 'trash', { documentIds: [first] }, asKey(deleter))).json.job).toMatchObject({ changedCount: 1 });
  });
});

describe('bulk actions and webhooks', () => {
  it('sends one event per document changed, in the selection’s order, named as the original product names it too', async () => {
    const owner = await createOrganizationOfFileUser();
    const ids = await uploadDocuments(owner, ['a.txt', 'b.txt', 'c.txt']);
    const tag = await createTag(owner);
    const url = `http://127.0.0.1:${inject('webhookReceiverPort')}/hooks/bulk-${crypto.randomUUID()}`;
    const { json } = await api(`/api/organizations/${owner.organizationId}/webhooks`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { name: 'Receiver', url, events: ['document:tag:added', 'document:deleted'] },
    });

    await bulk(owner, 'add-tag', { tagId: tag.id, documentIds: [ids[2], ids[0], ids[1]] });
    await bulk(owner, 'trash', { documentIds: [ids[1]] });
    const results = await rowsOfAllOrganizations<{ event_type: string; payload: string }>(
      'SELECT event_type, payload FROM webhook_deliveries WHERE webhook_id = ? ORDER BY rowid',
      json.webhook.id,
    );
    expect(results.map(({ event_type, payload }) => [event_type, JSON.parse(payload).data.name])).toEqual([
      ['document:tag:added', 'c.txt'],
      ['document:tag:added', 'a.txt'],
      ['document:tag:added', 'b.txt'],
      ['document:deleted', 'b.txt'],
    ]);
    expect(JSON.parse(results[0]!.payload).data).toMatchObject({
      documentId: ids[2],
      documentName: 'c.txt',
      tagId: tag.id,
      tagName: 'Invoices',
    });
  });
});

describe('bulk download', () => {
  it('streams a zip of the selection, names made unique, with metadata.csv; only its creator fetches it', async () => {
    const owner = await createOrganizationOfFileUser();
    const first = await uploadFile(owner.cookie, owner.organizationId, { name: 'invoice.txt', content: 'Invoice 1\nTotal 12' });
    const second = await uploadFile(owner.cookie, owner.organizationId, { name: 'invoice.txt', content: '=cmd|calc\nsecond' });
    const [third] = await uploadDocuments(owner, ['letter.txt']);
    const tag = await createTag(owner, 'Tax');
    await api(`${documentsPath(owner)}/${first.json.document.id}/tags`, { method: 'POST', cookie: owner.cookie, body: { tagId: tag.id } });
    await runTasks(
      [first.json.document.id, second.json.document.id].map((documentId) => ({
        type: 'document.process',
        organizationId: owner.organizationId,
        documentId,
      })),
    );
    const { property } = (
      await api(`/api/organizations/${owner.organizationId}/properties`, {
        method: 'POST',
        cookie: owner.cookie,
        body: { name: 'Amount', type: 'number' },
      })
    ).json;
    await api(`${documentsPath(owner)}/${first.json.document.id}/properties/${property.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { value: 12 },
    });
    await api(`${documentsPath(owner)}/${first.json.document.id}/notes`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { content: 'Paid' },
    });

    const prepared = await api(`${documentsPath(owner)}/bulk/download`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { documentIds: [first.json.document.id, second.json.document.id] },
    });
    expect(prepared.status).toBe(201);
    expect(prepared.json.job).toMatchObject({ action: 'download', status: 'done', documentsCount: 2 });
    const response = await fetchFile(`${documentsPath(owner)}/bulk-downloads/${prepared.json.job.id}`, owner.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="documents-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = zipEntries(new Uint8Array(await response.arrayBuffer()));
    expect(entries.map(({ name }) => name)).toEqual(['invoice.txt', 'invoice (2).txt', 'metadata.csv']);
    expect(entries[0]!.text()).toBe('Invoice 1\nTotal 12');
    // A byte order mark first, for spreadsheets (the decoder drops it).
    expect([...entries[2]!.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = entries[2]!.text().split('\r\n');
    expect(csv[0]).toBe('file,name,original name,size,type,created,document date,tags,first line,notes,Amount');
    expect(csv[1]).toMatch(/^invoice\.txt,invoice\.txt,invoice\.txt,18,text\/plain,\d{4}-.+Z,,Tax,Invoice 1,Paid,12$/);
    expect(csv[2]).toMatch(/,'=cmd\|calc,,$/);

    const colleague = await addMember(owner.cookie, owner.organizationId, 'viewer');
    expect((await fetchFile(`${documentsPath(owner)}/bulk-downloads/${prepared.json.job.id}`, colleague.cookie)).status).toBe(404);
    // A viewer downloads too; a trashed document is not in the zip.
    await api(`${documentsPath(owner)}/${third}`, { method: 'DELETE', cookie: owner.cookie });
    const empty = await api(`${documentsPath(owner)}/bulk/download`, {
      method: 'POST',
      cookie: colleague.cookie,
      body: { documentIds: [third] },
    });
    expect([empty.status, empty.json.error.code]).toEqual([400, 'document.bulk_download_empty']);
    const all = await api(`${documentsPath(owner)}/bulk/download`, { method: 'POST', cookie: colleague.cookie, body: { query: {} } });
    expect(all.json.job.documentsCount).toBe(2);
  });
});

/** Delivers what the held queue got, and what those messages send in turn, until it stays empty. */
async function drain(held: ReturnType<typeof heldQueue>, envOverride: Partial<Env>) {
  while (held.sent.length > 0) await runTasks(held.sent.splice(0) as TaskMessage[], { ...envOverride, DOCUMENTS_QUEUE: held.queue });
}

const DAY_MS = 86_400_000;

describe('zips built by a job', () => {
  it('builds a download too large to stream into R2 in parts, offered for 7 days on the creator’s panel and by email, then removed', {
    timeout: 60_000,
  }, async () => {
    const owner = await createOrganizationOfFileUser();
    const ids = await uploadDocuments(owner, ['a.txt', 'b.txt', 'c.txt']);
    const held = heldQueue();
    // Each file is some 42 bytes: parts of two at most.
    const settings = { DOCUMENTS_DOWNLOAD_STREAM_MAX_BYTES: '100', DOCUMENTS_ARCHIVE_PART_MAX_BYTES: '90' } as unknown as Partial<Env>;

    const started = await api(`${documentsPath(owner)}/bulk/download`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { documentIds: ids },
      headers: { 'accept-language': 'fr' },
      envOverride: { ...settings, DOCUMENTS_QUEUE: held.queue },
    });
    expect(started.status).toBe(202);
    expect(started.json.job).toMatchObject({ action: 'download', status: 'running', documentsCount: 3, parts: [] });
    expect(
      (await api(`${documentsPath(owner)}/bulk-jobs`, { cookie: owner.cookie })).json.jobs.map(({ id }: { id: string }) => id),
    ).toEqual([started.json.job.id]);
    await drain(held, settings);

    const job = await waitForJob(owner, started.json.job.id);
    expect(job).toMatchObject({ status: 'done', processedCount: 3, changedCount: 3 });
    expect(job.parts.map(({ number, documentsCount }: { number: number; documentsCount: number }) => [number, documentsCount])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(new Date(job.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * DAY_MS);

    const names: string[] = [];
    for (const { number, size } of job.parts) {
      const response = await fetchFile(`${documentsPath(owner)}/bulk-downloads/${job.id}/parts/${number}`, owner.cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="documents-\\d{4}-\\d{2}-\\d{2}-part-${number}\\.zip"`),
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(bytes.byteLength).toBe(size);
      const entries = zipEntries(bytes);
      expect(entries.at(-1)!.name).toBe('metadata.csv');
      names.push(...entries.slice(0, -1).map(({ name }) => name));
    }
    expect(names).toEqual(['a.txt', 'b.txt', 'c.txt']);
    // A download that resumes asks for the rest.
    const whole = new Uint8Array(
      await (await fetchFile(`${documentsPath(owner)}/bulk-downloads/${job.id}/parts/1`, owner.cookie)).arrayBuffer(),
    );
    const rest = await exports.default.fetch(
      new Request(`${ORIGIN}${documentsPath(owner)}/bulk-downloads/${job.id}/parts/1`, {
        headers: { cookie: owner.cookie, range: 'bytes=100-' },
      }),
    );
    expect([rest.status, rest.headers.get('content-range'), rest.headers.get('content-length')]).toEqual([
      206,
      `bytes 100-${whole.length - 1}/${whole.length}`,
      String(whole.length - 100),
    ]);
    expect(new Uint8Array(await rest.arrayBuffer())).toEqual(whole.subarray(100));
    const beyond = await exports.default.fetch(
      new Request(`${ORIGIN}${documentsPath(owner)}/bulk-downloads/${job.id}/parts/1`, {
        headers: { cookie: owner.cookie, range: `bytes=${whole.length}-` },
      }),
    );
    expect([beyond.status, beyond.headers.get('content-range')]).toEqual([416, `bytes */${whole.length}`]);

    // APP_BASE_URL is unset here: the links carry the origin the download was asked from, and open the parts.
    const email = await latestEmailTo(owner.email);
    expect(email?.subject).toBe('Votre zip de 3 documents est prêt');
    const partUrls = job.parts.map(
      ({ number }: { number: number }) =>
        `${ORIGIN}/api/organizations/${owner.organizationId}/documents/bulk-downloads/${job.id}/parts/${number}`,
    );
    expect(email?.links).toEqual(partUrls);
    for (const url of partUrls) expect((await fetchFile(new URL(url).pathname, owner.cookie)).status).toBe(200);
    const colleague = await addMember(owner.cookie, owner.organizationId, 'admin');
    expect((await fetchFile(`${documentsPath(owner)}/bulk-downloads/${job.id}/parts/1`, colleague.cookie)).status).toBe(404);
    expect((await fetchFile(`${documentsPath(owner)}/bulk-downloads/${job.id}/parts/3`, owner.cookie)).status).toBe(404);
    // The streamed path has no parts, and a part has no streamed zip.
    expect((await fetchFile(`${documentsPath(owner)}/bulk-downloads/${job.id}`, owner.cookie)).status).toBe(404);

    const eightDaysOn = new Date(Date.now() + 8 * DAY_MS);
    const deps = await organizationDeps(owner.organizationId);
    const row = (await findJob(deps.organizationDb, { organizationId: owner.organizationId, jobId: job.id }))!;
    await expect(archivePartResponse(deps, { job: row, partNumber: 1, now: eightDaysOn })).rejects.toMatchObject({
      status: 410,
      code: 'document.bulk_download_expired',
    });
    await worker.scheduled(createScheduledController({ scheduledTime: eightDaysOn.getTime(), cron: '0 3 * * *' }), env);
    expect((await env.FILES.list({ prefix: `${owner.organizationId}/archives/` })).objects).toEqual([]);
    expect((await waitForJob(owner, job.id)).parts).toEqual([]);
  });

  it('exports every document, the trash’s too, with content, tags, tagging rules, properties, notes and activity; for owners and admins only, never API keys', {
    timeout: 60_000,
  }, async () => {
    const owner = await createOrganizationOfFileUser();
    const kept = await uploadFile(owner.cookie, owner.organizationId, { name: 'invoice.txt', content: 'Invoice 7\nTotal 12' });
    const [trashed] = await uploadDocuments(owner, ['old.txt']);
    const tag = await createTag(owner, 'Tax');
    await api(`${documentsPath(owner)}/${kept.json.document.id}/tags`, { method: 'POST', cookie: owner.cookie, body: { tagId: tag.id } });
    await api(`/api/organizations/${owner.organizationId}/tagging-rules`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { name: 'Invoices', conditions: [{ field: 'content', operator: 'contains', value: 'invoice' }], tagIds: [tag.id] },
    });
    await api(`${documentsPath(owner)}/${trashed}`, { method: 'DELETE', cookie: owner.cookie });
    await processDocuments(kept.json.document.id);
    const { property } = (
      await api(`/api/organizations/${owner.organizationId}/properties`, {
        method: 'POST',
        cookie: owner.cookie,
        body: { name: 'Status', type: 'select', options: [{ name: 'Paid', color: '#16a34a' }] },
      })
    ).json;
    await api(`${documentsPath(owner)}/${kept.json.document.id}/properties/${property.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { value: property.options[0].id },
    });
    for (const content of ['Paid by card, "in full"', 'Ask for a copy\nnext year'])
      await api(`${documentsPath(owner)}/${kept.json.document.id}/notes`, { method: 'POST', cookie: owner.cookie, body: { content } });

    const exportsPath = `/api/organizations/${owner.organizationId}/exports`;
    const member = await addMember(owner.cookie, owner.organizationId, 'member');
    expect((await api(exportsPath, { method: 'POST', cookie: member.cookie })).status).toBe(403);
    const token = (
      await api('/api/api-keys', { method: 'POST', cookie: owner.cookie, body: { name: 'Script', permissions: [...API_KEY_PERMISSIONS] } })
    ).json.token as string;
    expect((await api(exportsPath, { method: 'POST', headers: { authorization: `Bearer ${token}`, origin: '' } })).status).toBe(403);

    const held = heldQueue();
    const started = await api(exportsPath, { method: 'POST', cookie: owner.cookie, envOverride: { DOCUMENTS_QUEUE: held.queue } });
    expect(started.status).toBe(202);
    expect(started.json.job).toMatchObject({ action: 'export', status: 'running', documentsCount: 2 });
    await drain(held, {});
    const [job] = (await api(exportsPath, { cookie: owner.cookie })).json.jobs;
    expect(job).toMatchObject({ id: started.json.job.id, status: 'done', changedCount: 2 });
    expect((await api(exportsPath, { cookie: (await addMember(owner.cookie, owner.organizationId, 'admin')).cookie })).json.jobs).toEqual(
      [],
    );

    const response = await fetchFile(`${documentsPath(owner)}/bulk-downloads/${job.id}/parts/1`, owner.cookie);
    expect(response.headers.get('content-disposition')).toMatch(/filename="export-\d{4}-\d{2}-\d{2}\.zip"/);
    const entries = zipEntries(new Uint8Array(await response.arrayBuffer()));
    expect(entries.map(({ name }) => name)).toEqual(['old.txt', 'invoice.txt', 'metadata.csv', 'metadata.json']);
    const manifest = exportManifestSchema.parse(JSON.parse(entries[3]!.text()));
    expect(manifest).toMatchObject({
      format: 'archive-export',
      version: 2,
      part: 1,
      organization: { name: 'Acme archive' },
      tags: [{ name: 'Tax', color: '#112233' }],
    });
    expect(manifest.taggingRules).toEqual([
      expect.objectContaining({
        name: 'Invoices',
        tags: ['Tax'],
        conditions: [{ field: 'content', operator: 'contains', value: 'invoice' }],
      }),
    ]);
    const [old, invoice] = manifest.documents;
    expect(old).toMatchObject({ file: 'old.txt', name: 'old.txt', tags: [] });
    expect(old!.deletedAt).not.toBeNull();
    expect(invoice).toMatchObject({
      file: 'invoice.txt',
      deletedAt: null,
      tags: ['Tax'],
      content: 'Invoice 7\nTotal 12',
      mimeType: 'text/plain',
      size: 18,
    });
    expect(manifest.properties).toEqual([
      {
        id: expect.stringMatching(/^prop_/),
        name: 'Status',
        type: 'select',
        unit: null,
        description: null,
        options: [{ id: expect.stringMatching(/^opt_/), name: 'Paid', color: '#16a34a' }],
      },
    ]);
    expect([invoice!.properties, old!.properties]).toEqual([{ Status: 'Paid' }, {}]);
    expect(invoice!.activity.map(({ event }) => event)).toEqual(['created', 'tagged', 'updated', 'note_added', 'note_added']);
    // The notes' text, not only that they were added; in metadata.csv too, with a column per property.
    expect(invoice!.notes).toEqual([
      expect.objectContaining({ content: 'Paid by card, "in full"', authorName: 'Ada' }),
      expect.objectContaining({ content: 'Ask for a copy\nnext year', authorName: 'Ada' }),
    ]);
    expect(old!.notes).toEqual([]);
    const csvLines = entries[2]!.text().split('\r\n');
    expect(csvLines[0]).toBe('file,name,original name,size,type,created,document date,tags,first line,notes,Status');
    expect(csvLines.find((line) => line.startsWith('invoice.txt,'))).toMatch(
      /,Tax,Invoice 7,"Paid by card, ""in full""\n\nAsk for a copy\nnext year",Paid$/,
    );
    expect(invoice!.activity[1]).toMatchObject({ tagName: 'Tax', userName: 'Ada' });
    const email = await latestEmailTo(owner.email);
    expect(email?.subject).toBe('The export of Acme archive is ready');
    expect(email?.links).toEqual([`${ORIGIN}${documentsPath(owner)}/bulk-downloads/${job.id}/parts/1`]);
  });
});
