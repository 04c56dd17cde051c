import type { ServiceDependencies } from '../../platform/dependencies';

/**
 * Domain events of documents, published after the change is stored. Later features subscribe
 * here instead of being called from each use case: tagging rules react to `document.processed`
 * and `document.restored`, webhooks to all of them.
 */
export type DocumentEvent =
  | { type: 'document.created'; organizationId: string; documentId: string }
  | { type: 'document.processed'; organizationId: string; documentId: string }
  | { type: 'document.updated'; organizationId: string; documentId: string; updatedFields: string[] }
  | { type: 'document.deleted'; organizationId: string; documentId: string }
  | { type: 'document.restored'; organizationId: string; documentId: string }
  | { type: 'document.tag.added'; organizationId: string; documentId: string; tagId: string }
  | { type: 'document.tag.removed'; organizationId: string; documentId: string; tagId: string };

export type DocumentEventSubscriber = (event: DocumentEvent, context: ServiceDependencies) => Promise<void>;

const subscribers: DocumentEventSubscriber[] = [];

export function subscribeToDocumentEvents(subscriber: DocumentEventSubscriber) {
  subscribers.push(subscriber);
}

/** Runs every subscriber; one failing does not stop the others, nor undo the stored change. */
export async function publishDocumentEvent(event: DocumentEvent, context: ServiceDependencies) {
  const results = await Promise.allSettled(subscribers.map((subscriber) => subscriber(event, context)));
  for (const result of results) if (result.status === 'rejected') console.error(`Subscriber of ${event.type} failed:`, result.reason);
}
