import type { Database } from '../../platform/db/client';
import { conflictOnUniqueViolation } from '../../platform/db/unique-violation';
import { generateId } from '../../platform/ids';
import { documentIsDeleted } from '../documents/documents.errors';
import { publishDocumentEvent } from '../documents/documents.events';
import { getDocumentOrThrow } from '../documents/documents.service';
import { tagAlreadyExists, tagNotFound } from './tags.errors';
import { deleteDocumentTag, findTag, insertDocumentTag, insertTag, updateTag } from './tags.repository';

type Dependencies = { db: Database; env: Env };
type TagInput = { name: string; color: string; description: string | null };

export async function createTag(db: Database, organizationId: string, input: TagInput) {
  return conflictOnUniqueViolation(insertTag(db, { id: generateId('tag'), organizationId, ...input }), tagAlreadyExists);
}

export async function editTag(db: Database, organizationId: string, tagId: string, input: TagInput) {
  const updated = await conflictOnUniqueViolation(updateTag(db, organizationId, tagId, input), tagAlreadyExists);
  if (!updated) throw tagNotFound();
  return updated;
}

export async function getTagOrThrow(db: Database, organizationId: string, tagId: string) {
  const tag = await findTag(db, organizationId, tagId);
  if (!tag) throw tagNotFound();
  return tag;
}

type TagChange = { organizationId: string; documentId: string; tagId: string; userId: string | null };

/** Attaching a tag twice is harmless: the second time changes nothing and records nothing. */
export async function addTagToDocument({ db, env }: Dependencies, change: TagChange) {
  const document = await getDocumentOrThrow(db, change.organizationId, change.documentId);
  if (document.deletedAt) throw documentIsDeleted();
  await getTagOrThrow(db, change.organizationId, change.tagId);
  const isAdded = await insertDocumentTag(db, { ...change, activityId: generateId('act') });
  if (isAdded) await publishDocumentEvent({ type: 'document.tag.added', ...pickIds(change) }, { db, env });
  return isAdded;
}

export async function removeTagFromDocument({ db, env }: Dependencies, change: TagChange) {
  await getDocumentOrThrow(db, change.organizationId, change.documentId);
  await getTagOrThrow(db, change.organizationId, change.tagId);
  const isRemoved = await deleteDocumentTag(db, { ...change, activityId: generateId('act') });
  if (isRemoved) await publishDocumentEvent({ type: 'document.tag.removed', ...pickIds(change) }, { db, env });
}

const pickIds = ({ organizationId, documentId, tagId }: TagChange) => ({ organizationId, documentId, tagId });
