import { expect } from 'vitest';
import type { PagesMessage, TaskMessage } from '../../worker/platform/queue';
import { api, type heldQueue, readNextPage, runTasks } from './helpers';

// An import's job delivered by the test, whatever the export's source, and the work it leaves to other consumers.

/**
 * Delivers the queue's import messages until none is left, the pages queue held in the same queue; answers
 * the other messages they sent (documents to read, thumbnails to draw), not delivered.
 */
export async function deliverImports(held: ReturnType<typeof heldQueue>, envOverride: Partial<Env> = {}) {
  const others: (TaskMessage | PagesMessage)[] = [];
  for (let round = 0; round < 50; round++) {
    const messages = held.sent.splice(0) as (TaskMessage | PagesMessage)[];
    const imports = messages.filter((message): message is TaskMessage => message.type.startsWith('imports.'));
    others.push(...messages.filter((message) => !message.type.startsWith('imports.')));
    if (imports.length === 0) return others;
    await runTasks(imports, { DOCUMENTS_QUEUE: held.queue, PAGES_QUEUE: held.queue, ...envOverride });
  }
  throw new Error('the import did not end');
}

/**
 * An imported document that kept its text has no thumbnail until the pages consumer draws its first page,
 * then one of ours: answers the document as it is afterwards.
 */
export async function documentAfterItsThumbnail(
  { cookie, organizationId }: { cookie: string; organizationId: string },
  documentId: string,
) {
  const path = `/api/organizations/${organizationId}/documents/${documentId}`;
  expect((await api(`${path}/thumbnail`, { cookie })).status).toBe(404);
  await readNextPage(organizationId, documentId);
  const thumbnail = await api(`${path}/thumbnail`, { cookie });
  expect(thumbnail.status).toBe(200);
  expect(thumbnail.headers.get('content-type')).toBe('image/webp');
  return (await api(path, { cookie })).json.document;
}
