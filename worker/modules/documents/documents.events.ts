import type { OrganizationDependencies } from '../../platform/dependencies';
import type { PropertyChange } from '../../../core/properties/property-types';

/**
 * Domain events of documents, published after the change is stored. Later features subscribe
 * here instead of being called from each use case: tagging rules react to `document.processed`
 * and `document.restored`, webhooks to all of them.
 */
type OfDocument = { organizationId: string; documentId: string; documentName: string };
type OfTag = OfDocument & { tagId: string; tagName: string };
type VersionSummary = {
  id: string;
  number: number;
  label: string | null;
  source: string;
  originalName: string;
  mimeType: string;
  size: number;
};
type OfVersion = OfDocument & { version: VersionSummary };

/** The names travel with the ids: subscribers (webhooks) tell what changed without reading it again. */
export type DocumentEvent =
  | ({ type: 'document.created' } & OfDocument)
  | ({ type: 'document.processed' } & OfDocument)
  | ({ type: 'document.updated'; updatedFields: string[]; properties?: PropertyChange[] } & OfDocument)
  | ({ type: 'document.deleted' } & OfDocument)
  | ({ type: 'document.restored' } & OfDocument)
  | ({ type: 'document.tag.added' } & OfTag)
  | ({ type: 'document.tag.removed' } & OfTag)
  | ({ type: 'document.version.created' } & OfVersion)
  | ({ type: 'document.version.restored'; restoredFrom: { id: string; number: number } } & OfVersion)
  | ({ type: 'document.version.deleted'; currentVersion: { id: string; number: number } } & OfVersion);

/** Takes events in order; a bulk action publishes one per document it changed, together. */
type DocumentEventSubscriber = (deps: OrganizationDependencies, events: DocumentEvent[]) => Promise<void>;

const subscribers: DocumentEventSubscriber[] = [];

export function subscribeToDocumentEvents(subscriber: DocumentEventSubscriber) {
  subscribers.push(subscriber);
}

/** Runs every subscriber; one failing does not stop the others, nor undo the stored changes. */
export async function publishDocumentEvents(deps: OrganizationDependencies, events: DocumentEvent[]) {
  if (events.length === 0) return;
  const results = await Promise.allSettled(subscribers.map((subscriber) => subscriber(deps, events)));
  for (const result of results) if (result.status === 'rejected') console.error(`Subscriber of ${events[0]!.type} failed:`, result.reason);
}

export const publishDocumentEvent = (deps: OrganizationDependencies, event: DocumentEvent) => publishDocumentEvents(deps, [event]);
