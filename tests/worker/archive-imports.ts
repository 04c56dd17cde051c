import { exports } from 'cloudflare:workers';
import { expect } from 'vitest';
import { IMPORT_PART_BYTES } from '../../core/imports/imports.schemas';
import type { TaskMessage } from '../../worker/platform/queue';
import { api, heldQueue, ORIGIN, runTasks } from './helpers';

// Exports of ours made and brought back through the API, for the tests of the archive import.

export type Owner = { cookie: string; organizationId: string };
type Held = ReturnType<typeof heldQueue>;

/** Delivers what the held queue got until it is empty (documents to read included), `after` told after each round. */
export async function deliverAll(held: Held, after: () => Promise<void> = async () => undefined) {
  for (let round = 0; round < 100 && held.sent.length > 0; round++) {
    await runTasks(held.sent.splice(0) as TaskMessage[], { DOCUMENTS_QUEUE: held.queue });
    await after();
  }
  expect(held.sent).toEqual([]);
}

/** The organization's export, built by its job: its one part's bytes. */
export async function exportOf({ cookie, organizationId }: Owner) {
  const held = heldQueue();
  const started = await api(`/api/organizations/${organizationId}/exports`, {
    method: 'POST',
    cookie,
    envOverride: { DOCUMENTS_QUEUE: held.queue },
  });
  expect(started.status).toBe(202);
  await deliverAll(held);
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}/api/organizations/${organizationId}/documents/bulk-downloads/${started.json.job.id}/parts/1`, {
      headers: { cookie },
    }),
  );
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** Uploads a part as an import of source `archive` and delivers its reading: its id, read (ready or refused). */
export async function uploadArchivePart(
  { cookie, organizationId }: Owner,
  zip: Uint8Array,
  { fileName, held }: { fileName: string; held: Held },
) {
  const base = `/api/organizations/${organizationId}/imports`;
  const created = await api(base, { method: 'POST', cookie, body: { source: 'archive', fileName, size: zip.length } });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const importId = created.json.import.id as string;
  for (let part = 1; part <= created.json.import.partsCount; part++) {
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}${base}/${importId}/parts/${part}`, {
        method: 'PUT',
        headers: { origin: ORIGIN, cookie, 'content-type': 'application/octet-stream' },
        body: zip.subarray((part - 1) * IMPORT_PART_BYTES, part * IMPORT_PART_BYTES),
      }),
    );
    expect(response.status).toBe(200);
  }
  expect(
    (await api(`${base}/${importId}/upload-complete`, { method: 'POST', cookie, envOverride: { DOCUMENTS_QUEUE: held.queue } })).status,
  ).toBe(202);
  await deliverAll(held);
  return importId;
}
