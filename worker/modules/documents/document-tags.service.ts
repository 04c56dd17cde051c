import { not, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { generateId } from '../../../core/ids';
import { documentIsDeleted } from '../../../core/documents/documents.errors';
import { deleteDocumentTag, insertDocumentTag, isTagLinkedTo, linkTags, unlinkTags, type TagLink } from '../tags/tags.repository';
import { getTagOrThrow } from '../tags/tags.service';
import { publishDocumentEvent } from './documents.events';
import { insertActivitiesIf, insertTagActivityIf } from './activities/activities.repository';
import { getDocumentOrThrow } from './documents.service';

type TagChange = { organizationId: string; documentId: string; tagId: string; userId: string | null };

/** The document's activity for this change, written with the link in one batch when `condition` holds. */
const recordTagActivity = (db: Database, event: 'tagged' | 'untagged', change: TagChange) => (condition: SQL) =>
  insertTagActivityIf(db, { id: generateId('act'), event, ...change }, condition);

/** Attaching a tag twice is harmless: the second time changes nothing and records nothing. */
export async function addTagToDocument(deps: OrganizationDependencies, change: TagChange) {
  const { organizationDb: db } = deps;
  const document = await getDocumentOrThrow(deps, change);
  if (document.deletedAt) throw documentIsDeleted();
  const tag = await getTagOrThrow(deps, change);
  const isAdded = await insertDocumentTag(db, change, recordTagActivity(db, 'tagged', change));
  if (isAdded) await publishDocumentEvent(deps, { type: 'document.tag.added', ...namedIds(change, document, tag) });
  return isAdded;
}

export async function removeTagFromDocument(deps: OrganizationDependencies, change: TagChange) {
  const { organizationDb: db } = deps;
  const document = await getDocumentOrThrow(deps, change);
  const tag = await getTagOrThrow(deps, change);
  const isRemoved = await deleteDocumentTag(db, change, recordTagActivity(db, 'untagged', change));
  if (isRemoved) await publishDocumentEvent(deps, { type: 'document.tag.removed', ...namedIds(change, document, tag) });
}

const namedIds = ({ organizationId, documentId, tagId }: TagChange, document: { name: string }, tag: { name: string }) => ({
  organizationId,
  documentId,
  documentName: document.name,
  tagId,
  tagName: tag.name,
});

/**
 * Tags linked to (or unlinked from) documents at once, each link with its activity where it changes:
 * two statements whatever the number of documents and tags, for the caller's batch. The activities go
 * first, judged on the links there before; the second answers the links changed.
 */
export function tagChangeStatements(
  db: Database,
  { organizationId, userId, links, isAdding }: { organizationId: string; userId: string | null; links: TagLink[]; isAdding: boolean },
) {
  const activities = insertActivitiesIf(
    db,
    { organizationId, event: isAdding ? 'tagged' : 'untagged', userId, targets: links },
    ({ documentId, tagId }) => (isAdding ? not(isTagLinkedTo(tagId, documentId)) : isTagLinkedTo(tagId, documentId)),
  );
  const change = isAdding ? linkTags(db, links) : unlinkTags(db, links);
  return [activities, change] as const;
}
