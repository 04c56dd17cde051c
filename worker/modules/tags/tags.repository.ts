import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { batchedRead } from '../../platform/db/batched-read';
import type { Database } from '../../platform/db/client';
import { documentActivities } from '../documents/documents.tables';
import { documentsTags, tags } from './tags.tables';

const inOrganization = (organizationId: string) => eq(tags.organizationId, organizationId);

export type TagRow = typeof tags.$inferSelect;

/** Tags with the number of active documents carrying each. */
export function listTagsWithCounts(db: Database, organizationId: string) {
  const query = db
    .select({
      id: tags.id,
      organizationId: tags.organizationId,
      name: tags.name,
      color: tags.color,
      description: tags.description,
      createdAt: tags.createdAt,
      updatedAt: tags.updatedAt,
      // Qualified by hand: inside a subquery drizzle would leave "id" ambiguous.
      documentsCount: sql<number>`(SELECT count(*) FROM documents_tags INNER JOIN documents ON documents.id = documents_tags.document_id WHERE documents_tags.tag_id = tags.id AND documents.deleted_at IS NULL)`,
    })
    .from(tags)
    .where(inOrganization(organizationId))
    .orderBy(asc(sql`lower(${tags.name})`));
  return batchedRead([query], ([rows]) => rows);
}

/** Every tag's id and name, to resolve the names a search query mentions. */
export function listTagNames(db: Database, organizationId: string) {
  return batchedRead([db.select({ id: tags.id, name: tags.name }).from(tags).where(inOrganization(organizationId))], ([rows]) => rows);
}

export async function findTag(db: Database, organizationId: string, tagId: string) {
  return db.query.tags.findFirst({ where: and(eq(tags.id, tagId), inOrganization(organizationId)) });
}

/** How many of these ids are tags of the organization (to refuse foreign or unknown ids). */
export async function countTagsInOrganization(db: Database, organizationId: string, tagIds: string[]) {
  const rows = await db.select({ id: tags.id }).from(tags).where(and(inOrganization(organizationId), inArray(tags.id, tagIds)));
  return rows.length;
}

export async function insertTag(db: Database, tag: typeof tags.$inferInsert) {
  const [created] = await db.insert(tags).values(tag).returning();
  return created!;
}

export async function updateTag(db: Database, organizationId: string, tagId: string, changes: { name: string; color: string; description: string | null }) {
  const [updated] = await db.update(tags).set(changes).where(and(eq(tags.id, tagId), inOrganization(organizationId))).returning();
  return updated;
}

export async function deleteTag(db: Database, organizationId: string, tagId: string) {
  await db.delete(tags).where(and(eq(tags.id, tagId), inOrganization(organizationId)));
}

type Link = { organizationId: string; documentId: string; tagId: string; userId: string | null; activityId: string };

function insertTagActivity(db: Database, event: 'tagged' | 'untagged', { organizationId, documentId, tagId, userId, activityId }: Link) {
  return db.insert(documentActivities).values({ id: activityId, organizationId, documentId, event, userId, tagId });
}

/** Links a tag; answers false when it was already there, and then records no activity. */
export async function insertDocumentTag(db: Database, link: Link) {
  const [inserted] = await db.insert(documentsTags).values({ documentId: link.documentId, tagId: link.tagId }).onConflictDoNothing().returning({ tagId: documentsTags.tagId });
  if (inserted) await insertTagActivity(db, 'tagged', link);
  return inserted !== undefined;
}

export async function deleteDocumentTag(db: Database, link: Link) {
  const deleted = await db
    .delete(documentsTags)
    .where(and(eq(documentsTags.documentId, link.documentId), eq(documentsTags.tagId, link.tagId)))
    .returning({ tagId: documentsTags.tagId });
  if (deleted.length > 0) await insertTagActivity(db, 'untagged', link);
  return deleted.length > 0;
}
