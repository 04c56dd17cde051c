/**
 * Messages of the background-task queue (binding DOCUMENTS_QUEUE). Only ids travel: a message is
 * limited to 128 KB and may be delivered more than once, so every handler must be idempotent.
 */
export type TaskMessage =
  | { type: 'organization.purge'; organizationId: string }
  | { type: 'document.process'; documentId: string }
  | { type: 'trash.purge-expired' };

export async function enqueueTask(queue: Queue, message: TaskMessage): Promise<void> {
  await queue.send(message, { contentType: 'json' });
}
