import { AppError } from '../../../core/errors';
import { generateId } from '../../../core/ids';
import { conflictOnUniqueViolation } from '../../platform/db/unique-violation';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { tagAlreadyExists, tagNotFound } from '../../../core/tags/tags.errors';
import { deleteTag, findTag, findTagByName, insertTag, updateTag } from './tags.repository';

type TagInput = { name: string; color: string; description: string | null };

export async function createTag(
  { organizationDb: db }: OrganizationDependencies,
  { organizationId, input }: { organizationId: string; input: TagInput },
) {
  return conflictOnUniqueViolation(insertTag(db, { id: generateId('tag'), organizationId, ...input }), tagAlreadyExists);
}

// A tag the app makes rather than a person (a barcode's label, an accepted suggestion): neutral, for a person to recolour.
const MADE_TAG_COLOR = '#64748b';

/**
 * The organization's tag of that name (in any case), made as a person's create makes it when there is
 * none: a tag of that name made meanwhile, even by a request running at the same time, is the one answered.
 */
export async function findOrCreateTag(deps: OrganizationDependencies, { organizationId, name }: { organizationId: string; name: string }) {
  const existing = await findTagByName(deps.organizationDb, organizationId, name);
  if (existing) return existing;
  try {
    return await createTag(deps, { organizationId, input: { name, color: MADE_TAG_COLOR, description: null } });
  } catch (error) {
    const made =
      error instanceof AppError && error.code === 'tags.already_exists' && (await findTagByName(deps.organizationDb, organizationId, name));
    if (!made) throw error;
    return made;
  }
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
