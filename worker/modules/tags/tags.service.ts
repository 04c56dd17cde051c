import { generateId } from '../../../core/ids';
import { conflictOnUniqueViolation } from '../../platform/db/unique-violation';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { tagAlreadyExists, tagNotFound } from '../../../core/tags/tags.errors';
import { deleteTag, findTag, insertTag, updateTag } from './tags.repository';

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
