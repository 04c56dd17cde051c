/**
 * Messages of the background-task queue (binding DOCUMENTS_QUEUE). Only ids travel: a message is
 * limited to 128 KB and may be delivered more than once, so every handler must be idempotent.
 */
export type TaskMessage =
  | { type: 'organization.purge'; organizationId: string }
  | { type: 'document.process'; documentId: string }
  | { type: 'trash.purge-expired' }
  // One page of "apply to existing documents"; afterDocumentId is where that page starts, so a
  // message delivered twice finds the run already moved on and does nothing.
  | { type: 'tagging-rule.apply'; runId: string; afterDocumentId: string | null };

export async function enqueueTask(queue: Queue, message: TaskMessage): Promise<void> {
  await queue.send(message, { contentType: 'json' });
}
