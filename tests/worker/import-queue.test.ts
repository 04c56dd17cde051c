import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { DAILY_CRON } from '../../worker/tasks';
import type { TaskMessage } from '../../worker/platform/queue';
import { createHttpApiClient } from '../../web/src/api/http-api-client';
import { importFilesPrefix } from '../../worker/platform/organization-files';
import {
  addMember,
  api,
  createApiKeyToken,
  createOrganizationOfFileUser,
  heldQueue,
  processDocuments,
  runTasks,
  workerTransport,
} from './helpers';
import { organizationBinding, organizationDatabase, runOnAllOrganizations } from './databases';
import { deliverAll, exportOf, type Owner, uploadArchivePart } from './archive-imports';

// The parts of an export confirmed at once run one after the other on the server, each started by the
// end of the one before: no second click, no dialog left open, nothing made twice.

type Import = { id: string; fileName: string; status: string; error: string | null; jobId: string | null; documentsImported: number };

/** An organization's export of one document tagged Tax, with a property Amount: a part, as each part of an export carries them. */
async function partWith(documentName: string) {
  const source = await createOrganizationOfFileUser(`Source of ${documentName}`);
  const client = createHttpApiClient(workerTransport(source.cookie));
  const { document } = await client.documents.upload(
    source.organizationId,
    new File([`${documentName} ${crypto.randomUUID()}`], documentName, { type: 'text/plain' }),
  );
  await processDocuments(document.id);
  const base = `/api/organizations/${source.organizationId}`;
  const tag = await api(`${base}/tags`, { method: 'POST', cookie: source.cookie, body: { name: 'Tax', color: '#2563eb' } });
  expect(
    (await api(`${base}/documents/${document.id}/tags`, { method: 'POST', cookie: source.cookie, body: { tagId: tag.json.tag.id } }))
      .status,
  ).toBe(204);
  expect(
    (await api(`${base}/properties`, { method: 'POST', cookie: source.cookie, body: { name: 'Amount', type: 'number' } })).status,
  ).toBe(201);
  return exportOf(source);
}

/** The target's imports by id, as the API answers them. */
async function importsOf({ cookie, organizationId }: Owner) {
  const { json } = await api(`/api/organizations/${organizationId}/imports`, { cookie });
  return new Map((json.imports as Import[]).map((row) => [row.id, row]));
}

/** The organization's import jobs, as the jobs panel lists them. */
async function importJobsOf({ cookie, organizationId }: Owner) {
  const { json } = await api(`/api/organizations/${organizationId}/documents/bulk-jobs`, { cookie });
  return (json.jobs as { id: string; action: string; status: string; error: string | null }[]).filter(({ action }) => action === 'import');
}

/**
 * Bindings in which the organization's database refuses the statement that starts its next import (the
 * queue's first moves to importing unless one is: "not exists"), as a Worker stopped there leaves it.
 */
async function failingNextImportStart(organizationId: string): Promise<Partial<Env>> {
  const database = await organizationDatabase(organizationId);
  const failing = new Proxy(database, {
    get(target, property) {
      if (property === 'prepare')
        return (query: string) => {
          if (/^update "imports"/i.test(query) && /not exists/i.test(query)) throw new Error('D1 is unreachable');
          return target.prepare(query);
        };
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { [await organizationBinding(organizationId)]: failing } as Partial<Env>;
}

const HOUR_MS = 60 * 60 * 1000;

/** Confirms the parts and delivers the first's message with the next start refused: answers that message, which asks to be retried. */
async function firstPartCutShort(target: Owner, queue: { ids: string[]; held: ReturnType<typeof heldQueue> }) {
  expect((await startAll(target, queue.ids, queue.held)).status).toBe(202);
  const [message] = queue.held.sent.splice(0) as TaskMessage[];
  const cutShort = await runTasks([message!], {
    DOCUMENTS_QUEUE: queue.held.queue,
    ...(await failingNextImportStart(target.organizationId)),
  });
  expect(cutShort.retryMessages).toHaveLength(1);
  return message!;
}

/** Parts uploaded and read into `target`, in this order: their ids, and the queue that holds the work. */
async function uploaded(target: Owner, parts: { fileName: string; zip: Uint8Array }[]) {
  const held = heldQueue();
  const ids = [];
  for (const { fileName, zip } of parts) ids.push(await uploadArchivePart(target, zip, { fileName, held }));
  return { ids, held };
}

const startAll = (target: Owner, importIds: string[], held: ReturnType<typeof heldQueue>, as: { cookie?: string; token?: string } = {}) =>
  api(`/api/organizations/${target.organizationId}/imports/start`, {
    method: 'POST',
    cookie: as.token ? undefined : (as.cookie ?? target.cookie),
    headers: as.token ? { authorization: `Bearer ${as.token}`, origin: '' } : {},
    body: { importIds },
    envOverride: { DOCUMENTS_QUEUE: held.queue },
  });

/** Delivers the queue to its end, checking after each round that no two imports of the organization ran at once. */
async function deliverOneAtATime(target: Owner, held: ReturnType<typeof heldQueue>) {
  await deliverAll(held, async () => {
    const running = [...(await importsOf(target)).values()].filter(({ status }) => status === 'importing');
    expect(running.length).toBeLessThanOrEqual(1);
  });
}

describe('the parts of an export confirmed at once', () => {
  it('run one after the other to the end with one call, each its own job, the tags and properties made once', async () => {
    const zips = [await partWith('first.txt'), await partWith('second.txt'), await partWith('third.txt')];
    const target = await createOrganizationOfFileUser('Queue target');
    const { ids, held } = await uploaded(
      target,
      zips.map((zip, index) => ({ fileName: `export-part-${index + 1}.zip`, zip })),
    );

    const started = await startAll(target, ids, held);
    expect(started.status, JSON.stringify(started.json)).toBe(202);
    // Answered in the order given: the first running, the others waiting their turn.
    expect(started.json.imports.map(({ id, status }: Import) => [id, status])).toEqual([
      [ids[0], 'importing'],
      [ids[1], 'queued'],
      [ids[2], 'queued'],
    ]);
    // The waiting ones confirmed again (a second tab): they keep their places, and none starts.
    const again = await startAll(target, [ids[2]!, ids[1]!], held);
    expect(again.json.imports.map(({ status }: Import) => status)).toEqual(['queued', 'queued']);

    await deliverOneAtATime(target, held);
    const ended = await importsOf(target);
    expect(ids.map((id) => [ended.get(id)!.status, ended.get(id)!.documentsImported])).toEqual([
      ['done', 1],
      ['done', 1],
      ['done', 1],
    ]);
    const jobs = await importJobsOf(target);
    const jobIds = ids.map((id) => ended.get(id)!.jobId);
    expect(new Set(jobIds).size).toBe(3);
    expect(jobIds.map((jobId) => jobs.find(({ id }) => id === jobId)?.status)).toEqual(['done', 'done', 'done']);

    const base = `/api/organizations/${target.organizationId}`;
    const tags = (await api(`${base}/tags`, { cookie: target.cookie })).json.tags as { name: string; documentsCount: number }[];
    expect(tags.map(({ name }) => name)).toEqual(['Tax']);
    const properties = (await api(`${base}/properties`, { cookie: target.cookie })).json.properties as { name: string }[];
    expect(properties.map(({ name }) => name)).toEqual(['Amount']);
    const documents = (await api(`${base}/documents?pageSize=10`, { cookie: target.cookie })).json.documents as {
      name: string;
      tags: { name: string }[];
    }[];
    expect(documents.map(({ name, tags: documentTags }) => [name, documentTags.map(({ name: tag }) => tag)]).toSorted()).toEqual([
      ['first.txt', ['Tax']],
      ['second.txt', ['Tax']],
      ['third.txt', ['Tax']],
    ]);
  });

  it('stop behind a part that fails, with the reason, and go on to the end once it is resumed from the list', async () => {
    const zips = [await partWith('one.txt'), await partWith('two.txt'), await partWith('three.txt')];
    const target = await createOrganizationOfFileUser('Queue with a failure');
    const { ids, held } = await uploaded(
      target,
      zips.map((zip, index) => ({ fileName: `part-${index + 1}.zip`, zip })),
    );
    // The second part's upload lost from storage after its reading: its job cannot open it.
    const secondExport = `${importFilesPrefix(target.organizationId, ids[1]!)}export.zip`;
    await env.FILES.delete(secondExport);

    expect((await startAll(target, ids, held)).status).toBe(202);
    await deliverOneAtATime(target, held);
    const stopped = await importsOf(target);
    expect(stopped.get(ids[0]!)).toMatchObject({ status: 'done', documentsImported: 1 });
    expect(stopped.get(ids[1]!)).toMatchObject({ status: 'failed', error: 'the uploaded export is missing from storage' });
    expect(stopped.get(ids[2]!)).toMatchObject({
      status: 'paused',
      error: 'part-2.zip, imported before it, failed: the uploaded export is missing from storage',
    });

    // Resumed from the list (the failed part's start), its file back: it runs again with its own job, then the paused one.
    await env.FILES.put(secondExport, zips[1]!);
    const resumed = await api(`/api/organizations/${target.organizationId}/imports/${ids[1]}/start`, {
      method: 'POST',
      cookie: target.cookie,
      body: {},
      envOverride: { DOCUMENTS_QUEUE: held.queue },
    });
    expect(resumed.status, JSON.stringify(resumed.json)).toBe(202);
    expect(resumed.json.import).toMatchObject({ status: 'importing', error: null, jobId: stopped.get(ids[1]!)!.jobId });
    expect((await importsOf(target)).get(ids[2]!)).toMatchObject({ status: 'queued', error: null });
    await deliverOneAtATime(target, held);
    const ended = await importsOf(target);
    expect(ids.map((id) => ended.get(id)!.status)).toEqual(['done', 'done', 'done']);
    const job = (await importJobsOf(target)).find(({ id }) => id === ended.get(ids[1]!)!.jobId);
    expect(job).toMatchObject({ status: 'done', error: null });
    const tags = (await api(`/api/organizations/${target.organizationId}/tags`, { cookie: target.cookie })).json.tags as { name: string }[];
    expect(tags.map(({ name }) => name)).toEqual(['Tax']);
  });

  it('wait for the daily upkeep when the start of their turn was lost, which starts them, and none whose turn has not come', async () => {
    const zips = [await partWith('before.txt'), await partWith('after.txt')];
    const parts = zips.map((zip, index) => ({ fileName: `upkeep-part-${index + 1}.zip`, zip }));
    // In one organization the first part ends, but the Worker stops before the second's start, and the
    // retries of the first's message are lost too: the second waits, queued, behind no job.
    const lost = await createOrganizationOfFileUser('Queue with a lost turn');
    const lostQueue = await uploaded(lost, parts);
    await firstPartCutShort(lost, lostQueue);
    // In another the retry comes: finding the first done, it starts the second at once.
    const repeated = await createOrganizationOfFileUser('Queue with a repeated end');
    const repeatedQueue = await uploaded(repeated, parts);
    await runTasks([await firstPartCutShort(repeated, repeatedQueue)], { DOCUMENTS_QUEUE: repeatedQueue.held.queue });
    expect(repeatedQueue.held.sent).toEqual([
      { type: 'imports.continue', organizationId: repeated.organizationId, importId: repeatedQueue.ids[1] },
    ]);
    expect(lostQueue.held.sent).toEqual([]);
    const stranded = await importsOf(lost);
    expect(lostQueue.ids.map((id) => [stranded.get(id)!.status, stranded.get(id)!.jobId])).toEqual([
      ['done', expect.any(String)],
      ['queued', null],
    ]);
    // The first's job ended with it all the same: the retry, finding the import done, would not end it.
    expect((await importJobsOf(lost)).map(({ id, status }) => [id, status])).toEqual([[stranded.get(lostQueue.ids[0]!)!.jobId, 'done']]);
    // In another the first part's job still runs, its message on its way, the second waiting behind it.
    const busy = await createOrganizationOfFileUser('Queue still running');
    const busyQueue = await uploaded(busy, parts);
    expect((await startAll(busy, busyQueue.ids, busyQueue.held)).status).toBe(202);
    const running = (await importsOf(busy)).get(busyQueue.ids[0]!)!;
    // Both second parts have waited for an hour.
    for (const id of [lostQueue.ids[1], busyQueue.ids[1]])
      await runOnAllOrganizations('UPDATE imports SET updated_at = ? WHERE id = ?', Date.now() - 2 * HOUR_MS, id);

    const upkeep = heldQueue();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: DAILY_CRON }), {
      ...env,
      DOCUMENTS_QUEUE: upkeep.queue,
    });
    // The cron sees every organization of the run's databases: these two's messages are the test's.
    const ours = (upkeep.sent as TaskMessage[]).filter(
      (message): message is TaskMessage & { organizationId: string } =>
        'organizationId' in message && [lost.organizationId, busy.organizationId].includes(message.organizationId),
    );
    expect(ours).toHaveLength(2);
    expect(ours).toEqual(
      expect.arrayContaining([
        { type: 'imports.continue', organizationId: lost.organizationId, importId: lostQueue.ids[1] },
        { type: 'imports.continue', organizationId: busy.organizationId, importId: busyQueue.ids[1] },
      ]),
    );
    for (const message of ours) {
      const { held } = message.organizationId === lost.organizationId ? lostQueue : busyQueue;
      expect((await runTasks([message], { DOCUMENTS_QUEUE: held.queue })).retryMessages).toEqual([]);
    }

    // The stranded part starts with a job of its own and goes to its end.
    expect((await importsOf(lost)).get(lostQueue.ids[1]!)).toMatchObject({ status: 'importing', jobId: expect.any(String) });
    await deliverOneAtATime(lost, lostQueue.held);
    const ended = await importsOf(lost);
    expect(lostQueue.ids.map((id) => [ended.get(id)!.status, ended.get(id)!.documentsImported])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
    const lostJobs = await importJobsOf(lost);
    expect(lostQueue.ids.map((id) => lostJobs.find((job) => job.id === ended.get(id)!.jobId)?.status)).toEqual(['done', 'done']);

    // Behind a running job nothing starts: the first keeps its one job and its one message, the second waits its turn.
    const waiting = await importsOf(busy);
    expect(waiting.get(busyQueue.ids[0]!)).toMatchObject({ status: 'importing', jobId: running.jobId });
    expect(waiting.get(busyQueue.ids[1]!)).toMatchObject({ status: 'queued', jobId: null });
    expect(busyQueue.held.sent).toEqual([{ type: 'imports.continue', organizationId: busy.organizationId, importId: busyQueue.ids[0] }]);
    expect((await importJobsOf(busy)).map(({ id, status }) => [id, status])).toEqual([[running.jobId, 'running']]);
    await deliverOneAtATime(busy, busyQueue.held);
    const finished = await importsOf(busy);
    expect(busyQueue.ids.map((id) => [finished.get(id)!.status, finished.get(id)!.documentsImported])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
    expect((await importJobsOf(busy)).map(({ status }) => status)).toEqual(['done', 'done']);
  });

  it('are confirmed by owners, admins and API keys that may import, refused to others, and only as imports of the organization', async () => {
    const zip = await partWith('alone.txt');
    const target = await createOrganizationOfFileUser('Queue permissions');
    const { ids, held } = await uploaded(target, [{ fileName: 'alone.zip', zip }]);

    const member = await addMember(target.cookie, target.organizationId, 'member');
    expect((await startAll(target, ids, held, { cookie: member.cookie })).json.error.code).toBe('organization.insufficient_role');
    const reader = await createApiKeyToken(target, ['documents:read', 'documents:create', 'documents:update', 'tags:create']);
    expect((await startAll(target, ids, held, { token: reader })).status).toBe(403);
    // Another organization's import is not found here; bad input is said.
    const other = await createOrganizationOfFileUser('Queue elsewhere');
    expect((await startAll(other, ids, held)).status).toBe(404);
    expect((await startAll(target, [ids[0]!, ids[0]!], held)).status).toBe(400);
    expect((await startAll(target, [], held)).status).toBe(400);

    const importer = await createApiKeyToken(target, ['documents:create', 'documents:update', 'tags:create', 'properties:update']);
    const started = await startAll(target, ids, held, { token: importer });
    expect(started.status, JSON.stringify(started.json)).toBe(202);
    await deliverOneAtATime(target, held);
    expect((await importsOf(target)).get(ids[0]!)).toMatchObject({ status: 'done', documentsImported: 1 });
    // Done, it cannot be confirmed again.
    expect((await startAll(target, ids, held)).json.error.code).toBe('import.not_ready');
  });
});
