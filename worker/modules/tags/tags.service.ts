import type { Database } from '../../platform/db/client';
import { generateId } from '../../platform/ids';
import { documentIsDeleted } from '../documents/documents.errors';
import { publishDocumentEvent } from '../documents/documents.events';
import { getDocumentOrThrow } from '../documents/documents.service';
import { tagAlreadyExists, tagNotFound } from './tags.errors';
import { deleteDocumentTag, findTag, findTagByName, insertDocumentTag, insertTag, updateTag } from './tags.repository';

type Dependencies = { db: Database; env: Env };
type TagInput = { name: string; color: string; description: string | null };

async function assertNameIsFree(db: Database, organizationId: string, name: string, exceptTagId?: string) {
  const existing = await findTagByName(db, organizationId, name);
  if (existing && existing.id !== exceptTagId) throw tagAlreadyExists();
}

/** The unique index catches a concurrent twin that slipped past the check. */
async function orAlreadyExists<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (String(error).includes('UNIQUE constraint failed')) throw tagAlreadyExists();
    throw error;
  }
}

export async function createTag(db: Database, organizationId: string, input: TagInput) {
  await assertNameIsFree(db, organizationId, input.name);
  return orAlreadyExists(insertTag(db, { id: generateId('tag'), organizationId, ...input }));
}

export async function editTag(db: Database, organizationId: string, tagId: string, input: TagInput) {
  if (!(await findTag(db, organizationId, tagId))) throw tagNotFound();
  await assertNameIsFree(db, organizationId, input.name, tagId);
  return (await orAlreadyExists(updateTag(db, organizationId, tagId, input)))!;
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
