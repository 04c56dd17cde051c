import type { Database } from '../../platform/db/client';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { runBatchedRead } from '../../platform/db/batched-read';
import { conflictOnUniqueViolation } from '../../platform/db/unique-violation';
import { generateId } from '../../../core/ids';
import type { SavedViewInput } from '../../../core/saved-views/saved-views.schemas';
import {
  savedViewAlreadyExists,
  savedViewNotFound,
  savedViewsLimitReached,
  savedViewsOrderMismatch,
  savedViewUnknownTags,
} from '../../../core/saved-views/saved-views.errors';
import { countTagsInOrganization } from '../tags/tags.repository';
import {
  deleteSavedView,
  insertSavedViewWithinLimit,
  listSavedViews,
  setSavedViewPositions,
  updateSavedView,
} from './saved-views.repository';

export { listSavedViews } from './saved-views.repository';

async function checkTags(db: Database, organizationId: string, tagIds: string[]) {
  if (tagIds.length > 0 && (await countTagsInOrganization(db, organizationId, tagIds)) !== tagIds.length) throw savedViewUnknownTags();
}

export async function createSavedView(
  { organizationDb: db }: OrganizationDependencies,
  { organizationId, userId, input, limit }: { organizationId: string; userId: string; input: SavedViewInput; limit: number },
) {
  await checkTags(db, organizationId, input.tagIds);
  // Two views of one name race to the unique index: the loser is told, as a duplicate is.
  const created = await conflictOnUniqueViolation(
    insertSavedViewWithinLimit(db, { ...input, id: generateId('view'), organizationId, createdBy: userId }, limit),
    savedViewAlreadyExists,
  );
  if (!created) throw savedViewsLimitReached(limit);
  return created;
}

export async function editSavedView(
  { organizationDb: db }: OrganizationDependencies,
  { organizationId, viewId, input }: { organizationId: string; viewId: string; input: SavedViewInput },
) {
  await checkTags(db, organizationId, input.tagIds);
  const updated = await conflictOnUniqueViolation(updateSavedView(db, organizationId, viewId, input), savedViewAlreadyExists);
  if (!updated) throw savedViewNotFound();
  return updated;
}

export async function removeSavedView(
  { organizationDb: db }: OrganizationDependencies,
  { organizationId, viewId }: { organizationId: string; viewId: string },
) {
  if (!(await deleteSavedView(db, organizationId, viewId))) throw savedViewNotFound();
}

/** The navigation's new order: every view of the organization, each once. */
export async function reorderSavedViews(
  { organizationDb: db }: OrganizationDependencies,
  { organizationId, viewIds }: { organizationId: string; viewIds: string[] },
) {
  const views = await runBatchedRead(db, listSavedViews(db, organizationId));
  const known = new Set(views.map((view) => view.id));
  if (viewIds.length !== known.size || new Set(viewIds).size !== viewIds.length || !viewIds.every((id) => known.has(id)))
    throw savedViewsOrderMismatch();
  await setSavedViewPositions(db, organizationId, viewIds);
}
