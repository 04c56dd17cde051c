import type { SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { conflictOnUniqueViolation } from '../../platform/db/unique-violation';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { generateId } from '../../../core/ids';
import { documentIsDeleted } from '../../../core/documents/documents.errors';
import { publishDocumentEvent } from '../documents/documents.events';
import { insertTagActivityIf } from '../documents/documents.repository';
import { getDocumentOrThrow } from '../documents/documents.service';
import { tagAlreadyExists, tagNotFound } from '../../../core/tags/tags.errors';
import { deleteDocumentTag, deleteTag, findTag, insertDocumentTag, insertTag, updateTag } from './tags.repository';

type TagInput = { name: string; color: string; description: string | null };

export async function createTag(
  { organizationDb: db }: OrganizationDependencies,
  { organizationId, input }: { organizationId: string; input: TagInput },
) {
  return conflictOnUniqueViolation(insertTag(db, { id: generateId('tag'), organizationId, ...input }), tagAlreadyExists);
}

export async function editTag(
  { organizationDb: db }: OrganizationDependencies,
  { organizationId, tagId, input }: { organizationId: string; tagId: string; input: TagInput },
) {
  const updated = await conflictOnUniqueViolation(updateTag(db, organizationId, tagId, input), tagAlreadyExists);
  if (!updated) throw tagNotFound();
  return updated;
}

export async function getTagOrThrow(
  { organizationDb: db }: OrganizationDependencies,
  { organizationId, tagId }: { organizationId: string; tagId: string },
) {
  const tag = await findTag(db, organizationId, tagId);
  if (!tag) throw tagNotFound();
  return tag;
}

/** Sent by the route with the session and membership checks, in one D1 batch (see access-check.ts). */
export { findTagByName, listTagsWithCounts } from './tags.repository';

/** The links to documents and rules go with it (ON DELETE CASCADE). */
export async function removeTag(deps: OrganizationDependencies, { organizationId, tagId }: { organizationId: string; tagId: string }) {
  const { organizationDb: db } = deps;
  await getTagOrThrow(deps, { organizationId, tagId });
  await deleteTag(db, organizationId, tagId);
}

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
