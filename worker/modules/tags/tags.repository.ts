import { and, asc, eq, inArray, not, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { batchedRead, type Statement } from '../../platform/db/batched-read';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../platform/db/client';
import type { TagMatch } from '../../../core/documents/documents.schemas';
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

// For other modules' statements (documents, their activities, rules), as subqueries and reads to batch.

/** The ids of the documents carrying every one of the tags, or (`any`) at least one, as a subquery. */
export function documentIdsWithTags(tagIds: string[], match: TagMatch = 'all') {
  const every =
    match === 'all' ? sql` GROUP BY ${documentsTags.documentId} HAVING count(DISTINCT ${documentsTags.tagId}) = ${tagIds.length}` : sql``;
  return sql`(SELECT ${documentsTags.documentId} FROM ${documentsTags} WHERE ${inArray(documentsTags.tagId, tagIds)}${every})`;
}

/** The tags of the documents a subquery names, by name, each with its document's id. */
export function selectTagsOfDocuments(db: Database, documentIds: SQLWrapper) {
  return db
    .select({ documentId: documentsTags.documentId, id: tags.id, name: tags.name, color: tags.color })
    .from(documentsTags)
    .innerJoin(tags, eq(tags.id, documentsTags.tagId))
    .where(inArray(documentsTags.documentId, documentIds))
    .orderBy(asc(tags.name));
}

/** A document's tags as a JSON array of { id, name, color } by name, as a subquery (one statement reads a document whole). */
export const tagsJsonOf = (documentId: SQL) =>
  sql<string>`(SELECT json_group_array(json_object('id', t.id, 'name', t.name, 'color', t.color)) FROM (
      SELECT t.id, t.name, t.color FROM documents_tags dt JOIN tags t ON t.id = dt.tag_id WHERE dt.document_id = ${documentId} ORDER BY t.name
    ) t)`;

/** The ids of a document's tags as a JSON array, as a subquery (what the suggestions learn from). */
export const tagIdsJsonOf = (documentId: SQL) =>
  sql<string>`(SELECT json_group_array(dt.tag_id) FROM documents_tags dt WHERE dt.document_id = ${documentId})`;

/** A tag's id while it exists, its name and its colour; null for none. */
/** The names of a document's tags as a JSON array, as a subquery; aliased, as the select it sits in may leave its own columns unqualified. */
export const tagNamesJsonOf = (documentId: SQL) =>
  sql<string>`(SELECT json_group_array(t.name) FROM documents_tags dt JOIN tags t ON t.id = dt.tag_id WHERE dt.document_id = ${documentId})`;
export const tagIdOf = (tagId: SQLiteColumn) => sql<string | null>`(SELECT ${tags.id} FROM ${tags} WHERE ${tags.id} = ${tagId})`;
export const tagNameOf = (tagId: SQLiteColumn) => sql<string | null>`(SELECT ${tags.name} FROM ${tags} WHERE ${tags.id} = ${tagId})`;
export const tagColorOf = (tagId: SQLiteColumn) => sql<string | null>`(SELECT ${tags.color} FROM ${tags} WHERE ${tags.id} = ${tagId})`;

/** The tags whose ids a subquery answers, by name: for another module's batch (a rule's tags). */
export function selectTagsWithIdsIn(db: Database, tagIds: SQLWrapper) {
  return db.select({ id: tags.id, name: tags.name, color: tags.color }).from(tags).where(inArray(tags.id, tagIds)).orderBy(asc(tags.name));
}

export async function findTag(db: Database, organizationId: string, tagId: string) {
  return db.query.tags.findFirst({ where: and(eq(tags.id, tagId), inOrganization(organizationId)) });
}

/** The organization's tag of that name, ignoring case (names are unique so). */
export async function findTagByName(db: Database, organizationId: string, name: string) {
  return db.query.tags.findFirst({ where: and(inOrganization(organizationId), sql`lower(${tags.name}) = lower(${name})`) });
}

/** How many of these ids are tags of the organization (to refuse foreign or unknown ids). */
export async function countTagsInOrganization(db: Database, organizationId: string, tagIds: string[]) {
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(inOrganization(organizationId), inArray(tags.id, tagIds)));
  return rows.length;
}

export async function insertTag(db: Database, tag: typeof tags.$inferInsert) {
  const [created] = await db.insert(tags).values(tag).returning();
  return created!;
}

export async function updateTag(
  db: Database,
  organizationId: string,
  tagId: string,
  changes: { name: string; color: string; description: string | null },
) {
  const [updated] = await db
    .update(tags)
    .set(changes)
    .where(and(eq(tags.id, tagId), inOrganization(organizationId)))
    .returning();
  return updated;
}

export async function deleteTag(db: Database, organizationId: string, tagId: string) {
  await db.delete(tags).where(and(eq(tags.id, tagId), inOrganization(organizationId)));
}

/** Whether the document (an SQL expression of its id) carries the tag (its id or an SQL expression of it), judged inside a statement. */
export const isTagLinkedTo = (tagId: string | SQL, documentId: SQL) =>
  sql`EXISTS (SELECT 1 FROM ${documentsTags} WHERE ${documentsTags.documentId} = ${documentId} AND ${documentsTags.tagId} = ${tagId})`;

export type TagLink = { documentId: string; tagId: string };
/** The statement recording a link's change, given the condition on which it must be written. */
type RecordChange = (condition: SQL) => Statement;

const isLinked = ({ documentId, tagId }: TagLink) => isTagLinkedTo(tagId, sql`${documentId}`);

/**
 * Links a tag, with its activity in the same transaction; answers false when it was already there,
 * and then records nothing. The activity goes first, written only if the link is not there yet:
 * judged before the link is written, in the same batch, so no concurrent request comes in between.
 */
export async function insertDocumentTag(db: Database, link: TagLink, recordChange: RecordChange) {
  const [, inserted] = await db.batch([
    recordChange(not(isLinked(link))),
    db
      .insert(documentsTags)
      .values({ documentId: link.documentId, tagId: link.tagId })
      .onConflictDoNothing()
      .returning({ tagId: documentsTags.tagId }),
  ]);
  return inserted.length > 0;
}

/** Unlinks a tag, with its activity in the same transaction (only if the link was there); answers whether it was. */
export async function deleteDocumentTag(db: Database, link: TagLink, recordChange: RecordChange) {
  const [, deleted] = await db.batch([
    recordChange(isLinked(link)),
    db
      .delete(documentsTags)
      .where(and(eq(documentsTags.documentId, link.documentId), eq(documentsTags.tagId, link.tagId)))
      .returning({ tagId: documentsTags.tagId }),
  ]);
  return deleted.length > 0;
}

/** The links as one JSON parameter (D1 binds at most 100 values), and each one's columns inside a statement. */
const linksIn = (links: TagLink[]) => sql`json_each(${JSON.stringify(links)})`;
const linkColumns = sql`json_extract(value, '$.documentId'), json_extract(value, '$.tagId')`;

/** Links each tag to its document where it is not linked yet; answers the links it made. */
export function linkTags(db: Database, links: TagLink[]) {
  return db
    .insert(documentsTags)
    .select(sql`SELECT ${linkColumns}, ${Date.now()} FROM ${linksIn(links)} WHERE true`)
    .onConflictDoNothing()
    .returning({ documentId: documentsTags.documentId, tagId: documentsTags.tagId });
}

/** Links these tags to a new document, in the batch that inserts it (an import's). */
export function documentTagsInsert(db: Database, documentId: string, tagIds: string[]) {
  return db
    .insert(documentsTags)
    .select(sql`SELECT ${documentId}, value, ${Date.now()} FROM json_each(${JSON.stringify(tagIds)}) WHERE true`)
    .onConflictDoNothing();
}

/** Unlinks each tag from its document where it is linked; answers the links it removed. */
export function unlinkTags(db: Database, links: TagLink[]) {
  return db
    .delete(documentsTags)
    .where(sql`(${documentsTags.documentId}, ${documentsTags.tagId}) IN (SELECT ${linkColumns} FROM ${linksIn(links)})`)
    .returning({ documentId: documentsTags.documentId, tagId: documentsTags.tagId });
}

/** The tags of the source documents (those chosen, when `tagIds` is given) on a new document made of them. */
export function copiedTagsInsert(
  db: Database,
  { documentId, sourceIds, tagIds }: { documentId: string; sourceIds: string[]; tagIds?: string[] },
) {
  const chosen = tagIds ? sql` AND tag_id IN (SELECT value FROM json_each(${JSON.stringify(tagIds)}))` : sql``;
  // In the table's column order: document_id, tag_id, created_at.
  return db
    .insert(documentsTags)
    .select(
      sql`SELECT DISTINCT ${documentId}, tag_id, ${Date.now()} FROM documents_tags
        WHERE document_id IN (SELECT value FROM json_each(${JSON.stringify(sourceIds)}))${chosen}`,
    )
    .onConflictDoNothing();
}
