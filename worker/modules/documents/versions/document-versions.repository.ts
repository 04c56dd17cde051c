import { and, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { insertIf } from '../../../platform/db/conditional-insert';
import { idsIn } from '../../../platform/db/json-ids';
import { documents } from '../documents.tables';
import { documentVersions } from './document-versions.tables';

export type VersionRow = typeof documentVersions.$inferSelect;
type NewVersion = typeof documentVersions.$inferInsert;

/** Every column but the texts, which a list never needs. */
const listedColumns = {
  id: documentVersions.id,
  documentId: documentVersions.documentId,
  number: documentVersions.number,
  label: documentVersions.label,
  source: documentVersions.source,
  restoredFromNumber: documentVersions.restoredFromNumber,
  originalName: documentVersions.originalName,
  mimeType: documentVersions.mimeType,
  size: documentVersions.size,
  sha256: documentVersions.sha256,
  storageKey: documentVersions.storageKey,
  createdBy: documentVersions.createdBy,
  createdAt: documentVersions.createdAt,
  pageImagesAt: documentVersions.pageImagesAt,
};
export type ListedVersion = { [K in keyof typeof listedColumns]: VersionRow[K] };

const ofDocument = (organizationId: string, documentId: string) =>
  and(eq(documentVersions.documentId, documentId), eq(documentVersions.organizationId, organizationId));

/** A document's versions, newest (the current one) first, for a read that checks the document is the organization's. */
export function selectVersions(db: Database, organizationId: string, documentId: string) {
  return db
    .select(listedColumns)
    .from(documentVersions)
    .where(ofDocument(organizationId, documentId))
    .orderBy(desc(documentVersions.number));
}

export async function findVersions(db: Database, organizationId: string, documentId: string): Promise<ListedVersion[]> {
  return selectVersions(db, organizationId, documentId);
}

/** One version of the document, with its kept text. */
export async function findVersion(db: Database, organizationId: string, documentId: string, versionId: string) {
  return db.query.documentVersions.findFirst({ where: and(eq(documentVersions.id, versionId), ofDocument(organizationId, documentId)) });
}

/** The number of a document's current version, as a subquery: the highest. */
const currentNumberOf = (documentId: string) =>
  sql`(SELECT max(${documentVersions.number}) FROM ${documentVersions} WHERE ${documentVersions.documentId} = ${documentId})`;

/** Whether the version row exists, as a condition for the statements after its insert in a batch. */
export const versionExists = (versionId: string) =>
  sql`EXISTS (SELECT 1 FROM ${documentVersions} WHERE ${documentVersions.id} = ${versionId})`;

/**
 * The insert of a document's next version, written only while `baseNumber` is still the current one
 * and the document is active: two versions landing at once, or one after the document went to the
 * trash, write nothing (judged inside the statement).
 */
export function nextVersionInsert(db: Database, version: NewVersion & { number: number }, baseNumber: number) {
  const isActive = sql`EXISTS (SELECT 1 FROM ${documents} WHERE ${documents.id} = ${version.documentId} AND ${documents.organizationId} = ${version.organizationId} AND ${documents.deletedAt} IS NULL)`;
  return insertIf(db, documentVersions, version, sql`${currentNumberOf(version.documentId)} = ${baseNumber} AND ${isActive}`);
}

/** A new document's versions, in the batch that inserts the document: its first, or an import's files in order. */
export function newDocumentVersionsInsert(db: Database, versions: NewVersion[]) {
  return db.insert(documentVersions).values(versions);
}

/**
 * Keeps the text of the version that stops being current (the document's, when its reading had
 * finished; none otherwise), once `condition` holds: a restore of it then needs no reading.
 */
export function keepTextOf(db: Database, { versionId, documentId }: { versionId: string; documentId: string }, condition: SQL) {
  const ofDocument = (column: SQL) =>
    sql`(SELECT ${column} FROM ${documents} WHERE ${documents.id} = ${documentId} AND ${documents.processingStatus} = 'processed')`;
  return db
    .update(documentVersions)
    .set({
      content: ofDocument(sql`${documents.content}`),
      contentEditedAt: ofDocument(sql`${documents.contentEditedAt}`),
      pageStarts: ofDocument(sql`${documents.pageStarts}`),
    })
    .where(and(eq(documentVersions.id, versionId), condition));
}

/** A version that becomes current again holds no copy of its text: the document's is it. */
export function dropKeptText(db: Database, versionId: string, condition: SQL) {
  return db
    .update(documentVersions)
    .set({ content: null, contentEditedAt: null, pageStarts: null })
    .where(and(eq(documentVersions.id, versionId), condition));
}

/** The deletion of a version, only while `isCurrent` says what the caller saw (the current one, or not). */
export function versionDelete(
  db: Database,
  { versionId, documentId, isCurrent }: { versionId: string; documentId: string; isCurrent: boolean },
) {
  const current = sql`${documentVersions.number} = ${currentNumberOf(documentId)}`;
  return db
    .delete(documentVersions)
    .where(and(eq(documentVersions.id, versionId), isCurrent ? current : sql`NOT (${current})`))
    .returning({ id: documentVersions.id });
}

export async function updateVersionLabel(
  db: Database,
  { organizationId, documentId, versionId, label }: { organizationId: string; documentId: string; versionId: string; label: string | null },
) {
  const [updated] = await db
    .update(documentVersions)
    .set({ label })
    .where(and(eq(documentVersions.id, versionId), ofDocument(organizationId, documentId)))
    .returning({ id: documentVersions.id });
  return updated !== undefined;
}

/** Whether another version of the document shares this stored object (a restore shares the one it copies). */
export async function isFileShared(
  db: Database,
  { documentId, versionId, storageKey }: { documentId: string; versionId: string; storageKey: string },
) {
  const [row] = await db
    .select({ id: documentVersions.id })
    .from(documentVersions)
    .where(
      and(eq(documentVersions.documentId, documentId), eq(documentVersions.storageKey, storageKey), ne(documentVersions.id, versionId)),
    )
    .limit(1);
  return row !== undefined;
}

/** The documents any version of which has these bytes, as a subquery. */
export const documentsWithFile = (db: Database, organizationId: string, sha256: string) =>
  db
    .select({ documentId: documentVersions.documentId })
    .from(documentVersions)
    .where(and(eq(documentVersions.organizationId, organizationId), eq(documentVersions.sha256, sha256)));

/** Every stored object of these documents' versions, each once, and the versions that have page images, for their deletion. */
export async function findVersionFiles(db: Database, documentIds: string[]) {
  if (documentIds.length === 0) return { storageKeys: [], withPageImages: [] };
  const rows = await db
    .select({
      id: documentVersions.id,
      organizationId: documentVersions.organizationId,
      storageKey: documentVersions.storageKey,
      pageImagesAt: documentVersions.pageImagesAt,
    })
    .from(documentVersions)
    .where(inArray(documentVersions.documentId, idsIn(documentIds)));
  return {
    storageKeys: [...new Set(rows.map(({ storageKey }) => storageKey))],
    withPageImages: rows.filter(({ pageImagesAt }) => pageImagesAt !== null).map(({ id, organizationId }) => ({ id, organizationId })),
  };
}

/** Notes that a version has page images in R2 (once: the first one made). */
export async function markPageImagesMade(db: Database, versionId: string) {
  await db
    .update(documentVersions)
    .set({ pageImagesAt: new Date() })
    .where(and(eq(documentVersions.id, versionId), sql`${documentVersions.pageImagesAt} IS NULL`));
}

/** A document's current version and its count of versions as one JSON object, as a subquery of its detail. */
export const versionsSummaryJsonOf = (documentId: SQL) =>
  sql<string>`(SELECT json_object('currentVersion', json_object('id', v.id, 'number', v.number, 'label', v.label), 'versionsCount', (SELECT count(*) FROM document_versions c WHERE c.document_id = ${documentId}))
    FROM document_versions v WHERE v.document_id = ${documentId} ORDER BY v.number DESC LIMIT 1)`;

/** Every version of these documents, oldest (the current one last) first, by document: what an export carries. */
export async function findVersionsOfDocuments(db: Database, organizationId: string, documentIds: string[]) {
  const rows = await db
    .select(listedColumns)
    .from(documentVersions)
    .where(and(eq(documentVersions.organizationId, organizationId), inArray(documentVersions.documentId, idsIn(documentIds))))
    .orderBy(documentVersions.documentId, documentVersions.number);
  const byDocument = new Map<string, ListedVersion[]>();
  for (const row of rows) byDocument.set(row.documentId, [...(byDocument.get(row.documentId) ?? []), row]);
  return byDocument;
}

/** The texts of these documents' versions that are no longer current (kept when each stopped being), by version id: for an export. */
export async function findOlderVersionContentsOf(db: Database, organizationId: string, documentIds: string[]) {
  const rows = await db
    .select({ id: documentVersions.id, content: documentVersions.content })
    .from(documentVersions)
    .where(
      and(
        eq(documentVersions.organizationId, organizationId),
        inArray(documentVersions.documentId, idsIn(documentIds)),
        isNotNull(documentVersions.content),
      ),
    );
  return new Map(rows.map(({ id, content }) => [id, content]));
}
