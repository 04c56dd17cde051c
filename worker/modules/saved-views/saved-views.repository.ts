import { and, asc, count, eq, sql } from 'drizzle-orm';
import { batchedRead } from '../../platform/db/batched-read';
import type { Database } from '../../platform/db/client';
import { insertIf, isBelowLimit } from '../../platform/db/conditional-insert';
import { savedViews } from './saved-views.tables';
import type { SavedViewInput } from '../../../core/saved-views/saved-views.schemas';

export type SavedViewRow = typeof savedViews.$inferSelect;

const ofOrganization = (organizationId: string, viewId: string) =>
  and(eq(savedViews.organizationId, organizationId), eq(savedViews.id, viewId));

/** The organization's views in their navigation order, ready to batch with the access check. */
export function listSavedViews(db: Database, organizationId: string) {
  return batchedRead(
    [
      db
        .select()
        .from(savedViews)
        .where(eq(savedViews.organizationId, organizationId))
        .orderBy(asc(savedViews.position), asc(savedViews.id)),
    ],
    ([rows]) => rows,
  );
}

/** Adds a view last in the navigation if the organization is below its limit, judged in the insert; undefined otherwise. */
export async function insertSavedViewWithinLimit(
  db: Database,
  view: SavedViewInput & { id: string; organizationId: string; createdBy: string },
  limit: number,
) {
  const ofTheOrganization = eq(savedViews.organizationId, view.organizationId);
  const position = sql`(SELECT coalesce(max(${savedViews.position}), -1) + 1 FROM ${savedViews} WHERE ${ofTheOrganization})`;
  const countOfOrganization = db.select({ count: count() }).from(savedViews).where(ofTheOrganization);
  const [created] = await insertIf(
    db,
    savedViews,
    { ...view, position: position as unknown as number },
    isBelowLimit(countOfOrganization, limit),
  ).returning();
  return created;
}

export async function updateSavedView(db: Database, organizationId: string, viewId: string, changes: SavedViewInput) {
  const [updated] = await db.update(savedViews).set(changes).where(ofOrganization(organizationId, viewId)).returning();
  return updated;
}

export async function deleteSavedView(db: Database, organizationId: string, viewId: string) {
  const deleted = await db.delete(savedViews).where(ofOrganization(organizationId, viewId)).returning({ id: savedViews.id });
  return deleted.length > 0;
}

/** Each view's position is its index in `viewIds`, all in one transaction. */
export async function setSavedViewPositions(db: Database, organizationId: string, viewIds: string[]) {
  const [first, ...rest] = viewIds.map((viewId, position) =>
    db.update(savedViews).set({ position }).where(ofOrganization(organizationId, viewId)),
  );
  if (first) await db.batch([first, ...rest]);
}
