import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { batchedRead, type Statement } from '../../platform/db/batched-read';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../platform/db/client';
import { idsIn } from '../../platform/db/json-ids';
import { documentIdsWithTags, selectTagsOfDocuments, tagIdsJsonOf, tagNamesJsonOf, tagsJsonOf } from '../tags/tags.repository';
import { propertyValuesJsonOf, propertyValuesOf, valuesByDocument } from '../properties/properties.repository';
import type { DocumentFields, DocumentPropertyValues, DocumentTag, DocumentVersionsSummary } from '../../../core/documents/documents.dto';
import { documentsWithFile, newDocumentVersionsInsert, versionsSummaryJsonOf } from './versions/document-versions.repository';
import type { VersionSource } from '../../../core/documents/document-versions.dto';
import { documentPages, documents, organizationDocumentStats } from './documents.tables';
import { activityInsert, activityInsertIf, insertActivitiesIf, receivedFromOf, selectActivities } from './activities/activities.repository';
import type { DocumentSort, TagMatch } from '../../../core/documents/documents.schemas';
import type { DocumentActivityData } from '../../../core/documents/document-states';
import { CONTENT_EXCERPT_LENGTH } from '../../../core/documents/documents.dto';
import type { Page } from '../../../core/pagination';
import type { KeysetCursor } from '../../../core/admin/admin.schemas';
import { beforeKeyset, cappedCount } from '../../platform/db/keyset';

export type DocumentRow = typeof documents.$inferSelect;

const ROWID = sql<number>`${documents}.rowid`;

const inOrganization = (organizationId: string) => eq(documents.organizationId, organizationId);

/**
 * These documents of the organization, by their ids: the organization is judged on each row found
 * (`+`: no index for it), so that SQLite looks the ids up by key instead of walking the organization's
 * documents through one of its indexes (0.02 ms against 10 at 100,000 documents, found by bench:workflows).
 */
const withIdsInOrganization = (organizationId: string, documentIds: string[]) =>
  and(sql`+${documents.organizationId} = ${organizationId}`, inArray(documents.id, idsIn(documentIds)));
const isActive = isNull(documents.deletedAt);
const isTrashed = isNotNull(documents.deletedAt);

/** Every column but the content and its page starts, which lists never need. */
const { content: _content, pageStarts: _pageStarts, ...listColumns } = getTableColumns(documents);

/**
 * The columns a document's answer shows (toDocumentDto), no more: what a search reads of each of its
 * results (a page of 100 carried 20 % more bytes out of D1 with the storage key, hash and creator).
 */
const ANSWERED_COLUMNS = [
  'id',
  'organizationId',
  'name',
  'originalName',
  'originalSize',
  'mimeType',
  'processingStatus',
  'processingError',
  'pagesDone',
  'pagesTotal',
  'thumbnailCreatedAt',
  'documentDate',
  'archiveSerialNumber',
  'contentEditedAt',
  'deletedAt',
  'deletedBy',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof DocumentFields)[];
export const documentAnsweredColumns = ANSWERED_COLUMNS.map((key) => [key, listColumns[key]] as const);
export type AnsweredDocument = Pick<DocumentRow, (typeof ANSWERED_COLUMNS)[number]>;

/** The text's beginning for a list's page (its rows alone, after the page is chosen by the index). */
export const contentExcerpt = sql<string>`substr(${documents.content}, 1, ${CONTENT_EXCERPT_LENGTH})`;

/** Documents carrying every one of the tags, or (`any`) at least one. */
const hasTags = (tagIds: string[], match: TagMatch = 'all') => inArray(documents.id, documentIdsWithTags(tagIds, match));

/**
 * The rowids of one page, read from the listing index alone: skipping to a deep page then walks
 * index entries instead of loading every skipped row.
 */
function pageRowids(db: Database, where: SQL | undefined, orderBy: SQL[], { pageIndex, pageSize }: Page) {
  return db
    .select({ rowid: ROWID })
    .from(documents)
    .where(where)
    .orderBy(...orderBy)
    .limit(pageSize)
    .offset(pageIndex * pageSize);
}

const countOf = (db: Database, where: SQL | undefined) => db.select({ count: count() }).from(documents).where(where);

/** An unfiltered total comes from the running totals; a filtered one has to be counted. */
const storedCount = (db: Database, organizationId: string, column: 'activeCount' | 'trashedCount') =>
  db
    .select({ count: sql<number>`${organizationDocumentStats[column]}` })
    .from(organizationDocumentStats)
    .where(eq(organizationDocumentStats.organizationId, organizationId));

type CountQuery = ReturnType<typeof countOf> | ReturnType<typeof storedCount>;

// The lists and the search read the suggestions module's pending suggestions by name (see
// tests/source-tree/import-boundaries.ts: a subquery of that module would make documents import suggestions,
// which imports documents), from document_suggestions_pending_index: the condition is written as the index's,
// so that SQLite uses it.
const isPendingRow = sql.raw(`ps.status = 'pending'`);

/** How many suggestions to review a document has (SQL expressions of its organization and id), as a subquery. */
export const pendingSuggestionsCountOf = (organizationId: SQL, documentId: SQL) =>
  sql<number>`(SELECT count(*) FROM document_suggestions ps WHERE ps.organization_id = ${organizationId} AND ps.document_id = ${documentId} AND ${isPendingRow})`;

/** Whether a document has suggestions to review, looked up in the index as each document comes. */
export const hasPendingSuggestions = (organizationId: SQL, documentId: SQL) =>
  sql`EXISTS (SELECT 1 FROM document_suggestions ps WHERE ps.organization_id = ${organizationId} AND ps.document_id = ${documentId} AND ${isPendingRow})`;

/** The rows naming the organization's documents with suggestions to review (several per document): a search can start from them. */
export const pendingSuggestionRows = (organizationId: SQL) => ({
  from: sql`document_suggestions ps`,
  documentId: sql`ps.document_id`,
  where: sql`ps.organization_id = ${organizationId} AND ${isPendingRow}`,
});

/** A listed active document's suggestions to review, which the list marks. */
const pendingSuggestionsCount = pendingSuggestionsCountOf(sql`${documents.organizationId}`, sql`${documents.id}`);

/** One page of documents, their total and their tags, in a single round trip to D1. */
function listPage(
  db: Database,
  organizationId: string,
  {
    where,
    order,
    total,
    extraColumns = {},
  }: { where: SQL | undefined; order: SQL[]; total: CountQuery; extraColumns?: { pendingSuggestionsCount?: SQL<number> } },
  page: Page,
) {
  const pageIds = db
    .select({ id: documents.id })
    .from(documents)
    .where(inArray(ROWID, pageRowids(db, where, order, page)));
  return batchedRead(
    [
      db
        .select({ ...listColumns, contentExcerpt, ...extraColumns })
        .from(documents)
        .where(inArray(ROWID, pageRowids(db, where, order, page)))
        .orderBy(...order),
      total,
      selectTagsOfDocuments(db, pageIds),
      propertyValuesOf(db, organizationId, sql`(${pageIds})`),
    ],
    ([rows, [counted], tagRows, valueRows]) => ({
      documents: rows,
      documentsCount: counted?.count ?? 0,
      tags: tagRows,
      properties: valuesByDocument(valueRows),
    }),
  );
}

/**
 * The ORDER BY of a sort, the rowid breaking ties the same way: each sort reads one index of
 * (organization, deleted_at, its column), so a first page costs the same whatever the order.
 */
function orderOf({ by, order }: DocumentSort): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  const column = {
    createdAt: documents.createdAt,
    deletedAt: documents.deletedAt,
    size: documents.originalSize,
    name: sql`${documents.name} COLLATE NOCASE`,
    documentDate: documents.documentDate,
    archiveSerialNumber: documents.archiveSerialNumber,
  }[by];
  return [direction(column), direction(ROWID)];
}

export function listActiveDocuments(
  db: Database,
  organizationId: string,
  {
    tagIds = [],
    tagMatch,
    sort = { by: 'createdAt', order: 'desc' },
    ...page
  }: Page & { tagIds?: string[]; tagMatch?: TagMatch; sort?: DocumentSort },
) {
  const where = and(inOrganization(organizationId), isActive, tagIds.length > 0 ? hasTags(tagIds, tagMatch) : undefined);
  const total = tagIds.length > 0 ? countOf(db, where) : storedCount(db, organizationId, 'activeCount');
  return listPage(db, organizationId, { where, order: orderOf(sort), total, extraColumns: { pendingSuggestionsCount } }, page);
}

export function listTrashedDocuments(
  db: Database,
  organizationId: string,
  { sort = { by: 'deletedAt', order: 'desc' }, ...page }: Page & { sort?: DocumentSort },
) {
  const total = storedCount(db, organizationId, 'trashedCount');
  return listPage(
    db,
    organizationId,
    // A trashed document shows no suggestions (listSuggestions) until it is restored.
    { where: and(inOrganization(organizationId), isTrashed), order: orderOf(sort), total },
    page,
  );
}

export async function findDocument(db: Database, organizationId: string, documentId: string) {
  return db.query.documents.findFirst({ where: and(eq(documents.id, documentId), inOrganization(organizationId)) });
}

const selectDocument = (db: Database, organizationId: string, documentId: string) =>
  db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), inOrganization(organizationId)));

export function findDocumentOnly(db: Database, organizationId: string, documentId: string) {
  return batchedRead([selectDocument(db, organizationId, documentId)], ([[document]]) => document);
}

/** The document's id if it is the organization's (in the trash too). */
const selectDocumentId = (db: Database, organizationId: string, documentId: string) =>
  db
    .select({ documentId: documents.id })
    .from(documents)
    .where(and(eq(documents.id, documentId), inOrganization(organizationId)));

/**
 * Rows about one document (its activities, notes, links), read with the check that the document is
 * the organization's, in one batch; undefined when it is not.
 */
export function readOfOrganizationDocument<Query extends Statement>(
  db: Database,
  { organizationId, documentId }: { organizationId: string; documentId: string },
  rows: Query,
) {
  return batchedRead([selectDocumentId(db, organizationId, documentId), rows], ([[document], found]) => (document ? found : undefined));
}

/** The words a document is compared by (similar documents): its name, its file's name and the start of its text; undefined when it is not the organization's. */
export function findDocumentText(db: Database, organizationId: string, documentId: string, contentLength: number) {
  const text = db
    .select({
      name: documents.name,
      originalName: documents.originalName,
      // Not a feature: the language model's suggestions leave out the date the document has.
      documentDate: documents.documentDate,
      content: sql<string>`substr(${documents.content}, 1, ${contentLength})`,
    })
    .from(documents)
    .where(and(eq(documents.id, documentId), inOrganization(organizationId)));
  return batchedRead([text], ([[row]]) => row);
}

/** A document's name, as a subquery another module's select embeds. */
export const documentNameOf = (documentId: SQLiteColumn) =>
  sql<string>`(SELECT ${documents.name} FROM ${documents} WHERE ${documents.id} = ${documentId})`;

/** What a share link's public page shows of its document (the one a subquery names), and where its file is. */
export function selectSharedFile(db: Database, documentId: SQLWrapper) {
  return db
    .select({
      name: documents.name,
      mimeType: documents.mimeType,
      size: documents.originalSize,
      storageKey: documents.storageKey,
      deletedAt: documents.deletedAt,
    })
    .from(documents)
    .where(inArray(documents.id, documentId));
}

/** Documents whole, as their detail answers them: each row with its tags and its custom properties' values in the same statement. */
function selectDocumentDetails(db: Database, where: SQL | undefined) {
  return db
    .select({
      ...getTableColumns(documents),
      tagsJson: tagsJsonOf(sql`${documents.id}`),
      propertiesJson: propertyValuesJsonOf(sql`${documents.id}`),
      versionsJson: versionsSummaryJsonOf(sql`${documents.id}`),
    })
    .from(documents)
    .where(where);
}

function detailOfRow({ tagsJson, propertiesJson, versionsJson, ...document }: Awaited<ReturnType<typeof selectDocumentDetails>>[number]) {
  return {
    document,
    tags: JSON.parse(tagsJson) as DocumentTag[],
    properties: JSON.parse(propertiesJson) as DocumentPropertyValues,
    // Absent only for a row written without its versions (seeded by a script).
    versions: versionsJson ? (JSON.parse(versionsJson) as DocumentVersionsSummary) : undefined,
  };
}

/** A document whole, in one statement (each statement of a batch costs D1 time of its own). */
export function findDocumentDetail(db: Database, organizationId: string, documentId: string) {
  const detail = selectDocumentDetails(db, and(eq(documents.id, documentId), inOrganization(organizationId)));
  return batchedRead([detail], ([[row]]) => (row ? detailOfRow(row) : undefined));
}

/** These documents of the organization whole (another's, or gone, are not found), in one statement. */
export function findDocumentDetails(db: Database, organizationId: string, documentIds: string[]) {
  return batchedRead([selectDocumentDetails(db, withIdsInOrganization(organizationId, documentIds))], ([rows]) => rows.map(detailOfRow));
}

/** The lowest number above every archive serial number of the organization (read from its unique index). */
export function readNextArchiveSerialNumber(db: Database, organizationId: string) {
  const next = db
    .select({ next: sql<number>`coalesce(max(${documents.archiveSerialNumber}), 0) + 1` })
    .from(documents)
    .where(and(inOrganization(organizationId), isNotNull(documents.archiveSerialNumber)));
  return batchedRead([next], ([[row]]) => row?.next ?? 1);
}

/** Every archive serial number the organization uses (the trash included): an import's conflicts. */
export async function listArchiveSerialNumbers(db: Database, organizationId: string) {
  const rows = await db
    .select({ number: documents.archiveSerialNumber })
    .from(documents)
    .where(and(inOrganization(organizationId), isNotNull(documents.archiveSerialNumber)));
  return rows.flatMap(({ number }) => (number === null ? [] : [number]));
}

/** The organization's document that has this archive serial number, if any. */
export async function findDocumentByArchiveSerialNumber(db: Database, organizationId: string, archiveSerialNumber: number) {
  return db.query.documents.findFirst({
    where: and(inOrganization(organizationId), eq(documents.archiveSerialNumber, archiveSerialNumber)),
    columns: { id: true },
  });
}

/** The organization's document any version of which has these bytes (its current file first). */
export async function findDocumentBySha256(db: Database, organizationId: string, sha256: string) {
  const [document] = await db
    .select()
    .from(documents)
    .where(
      and(
        inOrganization(organizationId),
        or(eq(documents.originalSha256, sha256), inArray(documents.id, documentsWithFile(db, organizationId, sha256))),
      ),
    )
    .orderBy(sql`${documents.originalSha256} = ${sha256} DESC`)
    .limit(1);
  return document;
}

type NewDocument = typeof documents.$inferInsert;

/** A file an import brings older than the document's current one: a version below it, with its text kept. */
export type OlderVersion = {
  id: string;
  label: string | null;
  originalName: string;
  mimeType: string;
  size: number;
  sha256: string;
  storageKey: string;
  content: string | null;
};

/**
 * The row, its versions (its file as version 1, or an import's older files below the current one) and
 * its 'created' activity (saying where it came from, when not from its creator), in one transaction.
 */
export async function insertDocument(
  db: Database,
  document: NewDocument & { createdBy: string | null },
  {
    versionId,
    versionSource = 'upload',
    versionLabel = null,
    olderVersions = [],
    ...activity
  }: {
    id: string;
    receivedFrom?: string;
    versionId: string;
    versionSource?: VersionSource;
    versionLabel?: string | null;
    olderVersions?: OlderVersion[];
  } & Pick<DocumentActivityData, 'splitFrom' | 'mergedFrom'>,
  more: Statement[] = [],
) {
  const ofDocument = {
    organizationId: document.organizationId,
    documentId: document.id,
    source: versionSource,
    createdBy: document.createdBy,
    createdAt: document.createdAt,
  };
  const [[created]] = await db.batch([
    db.insert(documents).values(document).returning(),
    newDocumentVersionsInsert(db, [
      ...olderVersions.map((version, index) => ({ ...ofDocument, ...version, number: index + 1 })),
      {
        ...ofDocument,
        id: versionId,
        number: olderVersions.length + 1,
        label: versionLabel,
        originalName: document.originalName,
        mimeType: document.mimeType,
        size: document.originalSize,
        sha256: document.originalSha256,
        storageKey: document.storageKey,
      },
    ]),
    activityInsert(db, {
      ...activity,
      organizationId: document.organizationId,
      documentId: document.id,
      event: 'created',
      userId: document.createdBy,
    }),
    ...more,
  ]);
  return created!;
}

/** Versions a statement inserts: their columns stay within the 100 parameters D1 binds. */
const VERSIONS_PER_INSERT = 6;

/**
 * A document brought back from an export of ours as it was: its row (dates, content, status, the
 * trash) and every version given, oldest first, with `more` (its history, tags, notes, values) in one
 * batch. Unlike an upload it records no activity of its own: the export's history is its history.
 */
export async function insertExportedDocument(
  db: Database,
  document: NewDocument & { createdBy: string | null },
  versions: Parameters<typeof newDocumentVersionsInsert>[1],
  more: Statement[],
) {
  const versionInserts = Array.from({ length: Math.ceil(versions.length / VERSIONS_PER_INSERT) }, (_, index) =>
    newDocumentVersionsInsert(db, versions.slice(index * VERSIONS_PER_INSERT, (index + 1) * VERSIONS_PER_INSERT)),
  );
  const [[created]] = await db.batch([db.insert(documents).values(document).returning(), ...versionInserts, ...more]);
  return created!;
}

type DocumentUpdate = {
  organizationId: string;
  documentId: string;
  userId: string | null;
  changes: DocumentChanges;
  foundDocumentDate?: string | null;
  expectedUpdatedAt?: Date;
  activityId: string;
};

/**
 * Renames, replaces the content and/or sets the date, with an 'updated' activity. Content written by a
 * person wins over a pending extraction, so the document counts as processed from then on; a date
 * written by a person wins over the finder's (`foundDocumentDate`, for new content).
 * Its statements (documentUpdateStatements, which a workflow chain batches with its runs) are the one
 * place user-edited content is written (saveExtractedContent writes extracted text);
 * the search index follows both through SQL triggers on documents (migrations/0003_search.sql).
 */
export async function updateDocument(db: Database, update: DocumentUpdate) {
  const [[updated]] = await db.batch(documentUpdateStatements(db, update));
  return updated;
}

/** The document's update with its activity, for a batch: its first statement answers the row as written (none if it was not). */
export function documentUpdateStatements(
  db: Database,
  { organizationId, documentId, userId, changes, foundDocumentDate, expectedUpdatedAt, activityId }: DocumentUpdate,
) {
  const { documentDate, ...texts } = changes;
  const updatedFields = Object.keys(changes);
  const editedAt = new Date();
  const set = {
    ...texts,
    // updatedAt is the version saves are checked against: two saves in one millisecond still make two versions.
    updatedAt: sql`max(${editedAt.getTime()}, ${documents.updatedAt} + 1)`,
    ...(texts.content === undefined
      ? {}
      : { processingStatus: 'processed' as const, processingError: null, contentEditedAt: editedAt, pageStarts: null }),
    ...(documentDate !== undefined
      ? { documentDate, documentDateSource: 'person' as const }
      : foundDocumentDate !== undefined
        ? foundDocumentDateSet(foundDocumentDate)
        : {}),
  };
  const isCurrent = expectedUpdatedAt ? eq(documents.updatedAt, expectedUpdatedAt) : undefined;
  return [
    db
      .update(documents)
      .set(set)
      .where(and(eq(documents.id, documentId), inOrganization(organizationId), isCurrent))
      .returning(),
    // Recorded only when the update above wrote the row (changes() counts the previous statement of the batch, not its triggers).
    activityInsertIf(db, { id: activityId, organizationId, documentId, event: 'updated', userId, updatedFields }, sql`changes() > 0`),
    // Pages still being read would only be thrown away: the person's text wins (once it is written).
    ...(texts.content === undefined
      ? []
      : [
          db
            .delete(documentPages)
            .where(
              and(
                eq(documentPages.documentId, documentId),
                sql`EXISTS (SELECT 1 FROM ${documents} WHERE ${documents.id} = ${documentId} AND ${documents.contentEditedAt} = ${editedAt.getTime()})`,
              ),
            ),
        ]),
  ] as const;
}

export type DocumentChanges = { name?: string; content?: string; documentDate?: string | null; archiveSerialNumber?: number | null };

/** The finder's date, unless a person chose one: what they set (or cleared) stays. */
export function foundDocumentDateSet(date: string | null) {
  const isPersons = sql`${documents.documentDateSource} = 'person'`;
  return {
    documentDate: sql`CASE WHEN ${isPersons} THEN ${documents.documentDate} ELSE ${date} END`,
    documentDateSource: sql`CASE WHEN ${isPersons} THEN 'person' ELSE 'found' END`,
  };
}

export async function setDocumentDeleted(
  db: Database,
  {
    organizationId,
    documentId,
    userId,
    deletedAt,
    activityId,
  }: { organizationId: string; documentId: string; userId: string | null; deletedAt: Date | null; activityId: string },
) {
  const [[updated]] = await db.batch([
    db
      .update(documents)
      .set({ deletedAt, deletedBy: deletedAt ? userId : null })
      .where(and(eq(documents.id, documentId), inOrganization(organizationId)))
      .returning(),
    activityInsert(db, { id: activityId, organizationId, documentId, event: deletedAt ? 'deleted' : 'restored', userId }),
  ]);
  return updated!;
}

/** A version's text as the document holds it while that version is current. */
export type KeptText = { content: string; contentEditedAt: Date | null; pageStarts: number[] | null };

/** A version's file as the document mirrors it while that version is current. */
export type CurrentFile = Pick<DocumentRow, 'originalName' | 'originalSize' | 'originalSha256' | 'mimeType' | 'storageKey'>;

/**
 * Makes another version's file the document's, once `condition` holds (its version row written, in the
 * same batch). With the version's kept text the document is read at once (only its thumbnail is drawn
 * again); without, it is pending, its old text searchable until the new one replaces it, as on a
 * reprocess. `otherVersionsSize` is the new total of the versions that are not current.
 */
export function currentFileUpdate(
  db: Database,
  {
    organizationId,
    documentId,
    file,
    otherVersionsSize,
    text,
    condition,
  }: {
    organizationId: string;
    documentId: string;
    file: CurrentFile;
    otherVersionsSize: SQL;
    text: KeptText | null;
    condition: SQL;
  },
) {
  return db
    .update(documents)
    .set({
      ...file,
      otherVersionsSize,
      // Without a kept text, the old one stays searchable until the new file's replaces it, but its page
      // starts describe another file: none, so that nothing is carried from it.
      ...(text
        ? { ...text, processingStatus: 'processed' as const }
        : { processingStatus: 'pending' as const, contentEditedAt: null, pageStarts: null }),
      processingError: null,
      pagesDone: 0,
      pagesTotal: 0,
      thumbnailCreatedAt: null,
      updatedAt: sql`max(${Date.now()}, ${documents.updatedAt} + 1)`,
    })
    .where(and(eq(documents.id, documentId), inOrganization(organizationId), condition))
    .returning();
}

/** The bytes of a deleted version that was not current leave the document's storage, once `condition` holds. */
export function otherVersionsSizeDecrease(
  db: Database,
  { documentId, size, condition }: { documentId: string; size: number; condition: SQL },
) {
  return db
    .update(documents)
    .set({
      otherVersionsSize: sql`${documents.otherVersionsSize} - ${size}`,
      updatedAt: sql`max(${Date.now()}, ${documents.updatedAt} + 1)`,
    })
    .where(and(eq(documents.id, documentId), condition));
}

/** The pages still being read of a document whose file changed: they were another file's. */
export const documentPagesDelete = (db: Database, documentId: string, condition: SQL) =>
  db.delete(documentPages).where(and(eq(documentPages.documentId, documentId), condition));

/**
 * Sends a document back to processing, with a 'reprocessed' activity: pending again, progress and
 * thumbnail reset. Its content stays (and searchable) until the new text replaces it.
 */
export async function resetProcessing(
  db: Database,
  {
    organizationId,
    documentId,
    userId,
    activityId,
  }: { organizationId: string; documentId: string; userId: string | null; activityId: string },
) {
  const [[updated]] = await db.batch([
    db
      .update(documents)
      .set({
        processingStatus: 'pending',
        processingError: null,
        pagesDone: 0,
        pagesTotal: 0,
        thumbnailCreatedAt: null,
        contentEditedAt: null,
      })
      .where(and(eq(documents.id, documentId), inOrganization(organizationId)))
      .returning(),
    db.delete(documentPages).where(eq(documentPages.documentId, documentId)),
    activityInsert(db, { id: activityId, organizationId, documentId, event: 'reprocessed', userId }),
  ]);
  return updated;
}

/** Stores extracted text once; a repeated queue message finds nothing pending and changes nothing. */
export async function saveExtractedContent(
  db: Database,
  documentId: string,
  result: ({ content: string } | { error: string }) & { documentDate: string | null },
) {
  const outcome =
    'content' in result
      ? { content: result.content, pageStarts: null, processingStatus: 'processed' as const, processingError: null }
      : { processingStatus: 'failed' as const, processingError: result.error };
  const set = { ...outcome, ...foundDocumentDateSet(result.documentDate) };
  // A document whose pages are read with OCR is ended by finishReadingPages (document-pages.repository.ts);
  // texts a page edit carried for pages the new file read without OCR are not needed.
  const [[updated]] = await db.batch([
    db
      .update(documents)
      .set(set)
      .where(and(eq(documents.id, documentId), eq(documents.processingStatus, 'pending')))
      .returning({ id: documents.id }),
    documentPagesDelete(db, documentId, sql`changes() > 0`),
  ]);
  return updated !== undefined;
}

/**
 * Documents the date finder has not read, oldest first (those uploaded before it existed), with the
 * start of their text: the finder reads no further.
 */
export async function findUndatedDocuments(db: Database, { limit, contentLength }: { limit: number; contentLength: number }) {
  return db
    .select({
      id: documents.id,
      originalName: documents.originalName,
      createdAt: documents.createdAt,
      content: sql<string>`substr(${documents.content}, 1, ${contentLength})`,
    })
    .from(documents)
    .where(and(isNull(documents.documentDateSource), inArray(documents.processingStatus, ['processed', 'failed'])))
    .orderBy(asc(documents.createdAt))
    .limit(limit);
}

/** The finder's dates for documents it had not read (null: none found), in one statement; one a person set meanwhile stays. */
export async function saveFoundDocumentDates(db: Database, found: { id: string; documentDate: string | null }[]) {
  if (found.length === 0) return;
  await db.run(sql`UPDATE documents SET document_date = found.document_date, document_date_source = 'found'
    FROM (SELECT json_extract(value, '$.id') AS id, json_extract(value, '$.documentDate') AS document_date FROM json_each(${JSON.stringify(found)})) AS found
    WHERE documents.id = found.id AND documents.document_date_source IS NULL`);
}

export async function findStalePendingDocuments(db: Database, createdBefore: Date, limit: number) {
  return db
    .select({ id: documents.id, organizationId: documents.organizationId })
    .from(documents)
    .where(and(eq(documents.processingStatus, 'pending'), lt(documents.createdAt, createdBefore)))
    .limit(limit);
}

/** A page of a document's activities, or undefined when the document is not the organization's. */
export function findActivities(db: Database, organizationId: string, documentId: string, page: Page) {
  return readOfOrganizationDocument(db, { organizationId, documentId }, selectActivities(db, organizationId, documentId, page));
}

/** From the running totals, as statistics. */
export async function countActiveDocuments(db: Database, organizationId: string) {
  const [row] = await storedCount(db, organizationId, 'activeCount');
  return row?.count ?? 0;
}

/** The next page of active documents after a (createdAt, id) cursor, oldest first (a rule applied to existing documents, a workflow's schedules). */
export async function findDocumentsAfter(
  db: Database,
  organizationId: string,
  cursor: { createdAt: Date; documentId: string } | null,
  limit: number,
) {
  const after = cursor
    ? or(gt(documents.createdAt, cursor.createdAt), and(eq(documents.createdAt, cursor.createdAt), gt(documents.id, cursor.documentId)))
    : undefined;
  return db
    .select({ id: documents.id, createdAt: documents.createdAt, documentDate: documents.documentDate })
    .from(documents)
    .where(and(inOrganization(organizationId), isActive, after))
    .orderBy(asc(documents.createdAt), asc(documents.id))
    .limit(limit);
}

/** The documents and bytes of these organizations of one database, for the console's list. */
export function selectStatisticsOf(db: Database, organizationIds: string[]) {
  return db
    .select({
      organizationId: organizationDocumentStats.organizationId,
      documentsCount: organizationDocumentStats.activeCount,
      documentsSize: organizationDocumentStats.activeSize,
    })
    .from(organizationDocumentStats)
    .where(inArray(organizationDocumentStats.organizationId, idsIn(organizationIds)));
}

export function getStatistics(db: Database, organizationId: string) {
  const query = db
    .select({ documentsCount: organizationDocumentStats.activeCount, documentsSize: organizationDocumentStats.activeSize })
    .from(organizationDocumentStats)
    .where(eq(organizationDocumentStats.organizationId, organizationId));
  return batchedRead([query], ([[row]]) => row ?? { documentsCount: 0, documentsSize: 0 });
}

export async function findTrashedDocuments(
  db: Database,
  where: { organizationId?: string; deletedBefore?: Date; documentId?: string; documentIds?: string[] },
  limit: number,
) {
  return db
    .select({ id: documents.id, organizationId: documents.organizationId, storageKey: documents.storageKey })
    .from(documents)
    .where(
      and(
        isTrashed,
        where.organizationId ? inOrganization(where.organizationId) : undefined,
        where.deletedBefore ? lt(documents.deletedAt, where.deletedBefore) : undefined,
        where.documentId ? eq(documents.id, where.documentId) : undefined,
        where.documentIds ? inArray(documents.id, idsIn(where.documentIds)) : undefined,
      ),
    )
    .limit(limit);
}

/** Deletes these documents if trashed, in one statement (the ids as one JSON parameter). */
export async function deleteDocumentRows(db: Database, documentIds: string[]) {
  await db.delete(documents).where(and(inArray(documents.id, idsIn(documentIds)), isTrashed));
}

/** A bulk chunk's documents that are the organization's (another's, or gone, are not found), with the days workflows' schedules count from. */
export async function findDocumentsIn(db: Database, organizationId: string, documentIds: string[]) {
  return db
    .select({
      id: documents.id,
      organizationId: documents.organizationId,
      name: documents.name,
      deletedAt: documents.deletedAt,
      storageKey: documents.storageKey,
      documentDate: documents.documentDate,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(withIdsInOrganization(organizationId, documentIds));
}

/** Trashes (a date) or restores (null) the chunk's documents not so already, each with its activity; answers the statements, the update's last. */
export function setDocumentsDeleted(
  db: Database,
  {
    organizationId,
    documentIds,
    userId,
    deletedAt,
  }: { organizationId: string; documentIds: string[]; userId: string | null; deletedAt: Date | null },
) {
  const isBefore = deletedAt ? isActive : isTrashed;
  const inState = (documentId: SQL) =>
    sql`EXISTS (SELECT 1 FROM ${documents} WHERE ${documents.id} = ${documentId} AND ${inOrganization(organizationId)} AND ${isBefore})`;
  return [
    insertActivitiesIf(
      db,
      { organizationId, event: deletedAt ? 'deleted' : 'restored', userId, targets: documentIds.map((documentId) => ({ documentId })) },
      ({ documentId }) => inState(documentId),
    ),
    db
      .update(documents)
      .set({ deletedAt, deletedBy: deletedAt ? userId : null })
      .where(and(withIdsInOrganization(organizationId, documentIds), isBefore))
      .returning({ id: documents.id }),
  ] as const;
}

/**
 * The documents a bulk action selects, as `SELECT id, position` in the order the list shows them:
 * the given ids (those of the organization; `isActiveOnly`: not in the trash), or every active one carrying
 * all `tagIds`, or the whole trash, or (an export) every document.
 */
export function selectedDocumentsSql(
  organizationId: string,
  selection:
    | { documentIds: string[]; isActiveOnly?: boolean }
    | { isTrash: boolean; tagIds: string[]; tagMatch?: TagMatch }
    | { isEverything: true },
): SQL {
  if ('documentIds' in selection) {
    const where = and(inOrganization(organizationId), selection.isActiveOnly ? isActive : undefined);
    return sql`SELECT j.value AS id, j.key AS position FROM json_each(${JSON.stringify(selection.documentIds)}) j JOIN ${documents} ON ${documents.id} = j.value WHERE ${where}`;
  }
  const isTrash = 'isTrash' in selection && selection.isTrash;
  const where =
    'isEverything' in selection
      ? inOrganization(organizationId)
      : isTrash
        ? and(inOrganization(organizationId), isTrashed)
        : and(
            inOrganization(organizationId),
            isActive,
            selection.tagIds.length > 0 ? hasTags(selection.tagIds, selection.tagMatch) : undefined,
          );
  const order = isTrash ? sql`${documents.deletedAt} DESC, ${ROWID} DESC` : sql`${documents.createdAt} DESC, ${ROWID} DESC`;
  return sql`SELECT ${documents.id} AS id, row_number() OVER (ORDER BY ${order}) AS position FROM ${documents} WHERE ${where}`;
}

/** A zip's chunk, with what its metadata says of each: tags by name, the content's start and length. Active ones unless `withTrash`. */
export async function findDocumentsForArchive(
  db: Database,
  organizationId: string,
  documentIds: string[],
  { withTrash = false }: { withTrash?: boolean } = {},
) {
  return db
    .select({
      id: documents.id,
      name: documents.name,
      originalName: documents.originalName,
      originalSize: documents.originalSize,
      otherVersionsSize: documents.otherVersionsSize,
      archiveSerialNumber: documents.archiveSerialNumber,
      mimeType: documents.mimeType,
      storageKey: documents.storageKey,
      createdAt: documents.createdAt,
      updatedAt: documents.updatedAt,
      deletedAt: documents.deletedAt,
      deletedBy: documents.deletedBy,
      documentDate: documents.documentDate,
      documentDateSource: documents.documentDateSource,
      source: documents.source,
      processingStatus: documents.processingStatus,
      processingError: documents.processingError,
      contentEditedAt: documents.contentEditedAt,
      contentStart: sql<string>`substr(${documents.content}, 1, 400)`,
      contentLength: sql<number>`length(${documents.content})`,
      // The texts kept of its older versions, which an export carries too.
      olderContentsLength: sql<number>`(SELECT coalesce(sum(length(v.content)), 0) FROM document_versions v WHERE v.document_id = documents.id)`,
      // Spelt out: drizzle leaves a single-table select's columns unqualified, and `id` there would be the tag's.
      tagNames: tagNamesJsonOf(sql`documents.id`),
    })
    .from(documents)
    .where(and(withIdsInOrganization(organizationId, documentIds), withTrash ? undefined : isActive));
}

export type ArchiveDocument = Awaited<ReturnType<typeof findDocumentsForArchive>>[number];

/** Whole contents, for an export: a few at a time, each may be long. */
export async function findContentsOf(db: Database, organizationId: string, documentIds: string[]) {
  return db
    .select({ id: documents.id, content: documents.content })
    .from(documents)
    .where(withIdsInOrganization(organizationId, documentIds));
}

/** The bytes of the documents a `SELECT id` names: whether a download streams or is built by a job. */
export async function sumOriginalSizes(db: Database, organizationId: string, documentIds: SQL) {
  const [row] = await db
    .select({ size: sql<number>`coalesce(sum(${documents.originalSize}), 0)` })
    .from(documents)
    .where(and(inOrganization(organizationId), sql`${documents.id} IN (${documentIds})`));
  return row?.size ?? 0;
}

/** What the suggestions read of a document: its words (the start of its content), where it came from, and its labels. */
function selectDocumentsToLearnFrom(db: Database, where: SQL | undefined, contentLength: number) {
  return db
    .select({
      id: documents.id,
      name: documents.name,
      originalName: documents.originalName,
      // Not a feature: the language model's suggestions leave out the date the document has.
      documentDate: documents.documentDate,
      content: sql<string>`substr(${documents.content}, 1, ${contentLength})`,
      senderAddress: receivedFromOf(sql`${documents.id}`),
      tagIdsJson: tagIdsJsonOf(sql`${documents.id}`),
      propertiesJson: propertyValuesJsonOf(sql`${documents.id}`),
    })
    .from(documents)
    .where(where);
}

const learnedOfRow = ({ tagIdsJson, propertiesJson, ...document }: Awaited<ReturnType<typeof selectDocumentsToLearnFrom>>[number]) => ({
  ...document,
  tagIds: JSON.parse(tagIdsJson) as string[],
  properties: (propertiesJson ? JSON.parse(propertiesJson) : {}) as DocumentPropertyValues,
});

/** The next page of the organization's active documents after `afterId`, by id, for a training. */
export async function findDocumentsToLearnFrom(
  db: Database,
  organizationId: string,
  { afterId, limit, contentLength }: { afterId: string | null; limit: number; contentLength: number },
) {
  const rows = await selectDocumentsToLearnFrom(
    db,
    and(inOrganization(organizationId), isActive, afterId ? gt(documents.id, afterId) : undefined),
    contentLength,
  )
    .orderBy(asc(documents.id))
    .limit(limit);
  return rows.map(learnedOfRow);
}

/** One active document of the organization as the suggestions read it; undefined if there is none. */
export async function findDocumentToSuggestFor(db: Database, organizationId: string, documentId: string, contentLength: number) {
  const [row] = await selectDocumentsToLearnFrom(
    db,
    and(inOrganization(organizationId), isActive, eq(documents.id, documentId)),
    contentLength,
  );
  return row ? learnedOfRow(row) : undefined;
}

/**
 * The operator's health screen, for one database: its documents waiting to be read and those whose
 * reading failed (trashed ones left out), each counted up to `cap`: statements for a batch.
 */
export function countProcessingBacklog(db: Database, cap: number) {
  const backlog = (where: SQL | undefined) => cappedCount(db, db.select({ id: documents.id }).from(documents).where(where).$dynamic(), cap);
  return [
    backlog(inArray(documents.processingStatus, ['pending', 'processing'])),
    backlog(and(eq(documents.processingStatus, 'failed'), isNull(documents.deletedAt))),
  ] as const;
}

/** A page of a database's documents whose reading failed (trashed ones left out), newest first, through the processing index. */
export function selectFailedDocuments(db: Database, cursor: KeysetCursor | undefined, limit: number) {
  return db
    .select({
      id: documents.id,
      organizationId: documents.organizationId,
      name: documents.name,
      error: documents.processingError,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(
      and(eq(documents.processingStatus, 'failed'), isNull(documents.deletedAt), beforeKeyset(documents.createdAt, documents.id, cursor)),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(limit);
}

/** The live documents and their bytes of every organization of a database, from the counters (a row per organization). */
export async function sumStatistics(db: Database) {
  const [totals] = await db
    .select({
      documents: sql<number>`coalesce(sum(${organizationDocumentStats.activeCount}), 0)`,
      storageBytes: sql<number>`coalesce(sum(${organizationDocumentStats.activeSize}), 0)`,
    })
    .from(organizationDocumentStats);
  return totals ?? { documents: 0, storageBytes: 0 };
}
