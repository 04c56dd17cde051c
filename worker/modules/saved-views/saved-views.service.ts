import type { Database } from '../../platform/db/client';
import { runBatchedRead } from '../../platform/db/batched-read';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { generateId } from '../../../core/ids';
import type { SavedViewInput } from '../../../core/saved-views/saved-views.schemas';
import { savedViewAlreadyExists, savedViewNotFound, savedViewsLimitReached, savedViewsOrderMismatch, savedViewUnknownTags } from '../../../core/saved-views/saved-views.errors';
import { countTagsInOrganization } from '../tags/tags.repository';
import { deleteSavedView, insertSavedViewWithinLimit, listSavedViews, setSavedViewPositions, updateSavedView } from './saved-views.repository';

export { listSavedViews } from './saved-views.repository';

async function checkTags(db: Database, organizationId: string, tagIds: string[]) {
  if (tagIds.length > 0 && (await countTagsInOrganization(db, organizationId, tagIds)) !== tagIds.length) throw savedViewUnknownTags();
}

/** Two views of one name race to the unique index: the loser is told, as a duplicate is. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw savedViewAlreadyExists();
    throw error;
  }
}

export async function createSavedView(db: Database, { organizationId, userId, input, limit }: { organizationId: string; userId: string; input: SavedViewInput; limit: number }) {
  await checkTags(db, organizationId, input.tagIds);
  const created = await uniqueName(() => insertSavedViewWithinLimit(db, { ...input, id: generateId('view'), organizationId, createdBy: userId }, limit));
  if (!created) throw savedViewsLimitReached(limit);
  return created;
}

export async function editSavedView(db: Database, { organizationId, viewId, input }: { organizationId: string; viewId: string; input: SavedViewInput }) {
  await checkTags(db, organizationId, input.tagIds);
  const updated = await uniqueName(() => updateSavedView(db, organizationId, viewId, input));
  if (!updated) throw savedViewNotFound();
  return updated;
}

export async function removeSavedView(db: Database, organizationId: string, viewId: string) {
  if (!(await deleteSavedView(db, organizationId, viewId))) throw savedViewNotFound();
}

/** The navigation's new order: every view of the organization, each once. */
export async function reorderSavedViews(db: Database, organizationId: string, viewIds: string[]) {
  const views = await runBatchedRead(db, listSavedViews(db, organizationId));
  const known = new Set(views.map((view) => view.id));
  if (viewIds.length !== known.size || new Set(viewIds).size !== viewIds.length || !viewIds.every((id) => known.has(id))) throw savedViewsOrderMismatch();
  await setSavedViewPositions(db, organizationId, viewIds);
}
