import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { batchedRead } from '../../platform/db/batched-read';
import type { Database } from '../../platform/db/client';
import { idsIn } from '../../platform/db/json-ids';
import { documentNameOf, readOfOrganizationDocument, selectSharedFile } from '../documents/documents.repository';
import { activityInsert, activityInsertIf } from '../documents/activities/activities.repository';
import { shareLinkDirectory, shareLinks } from './share-links.tables';

const linkColumns = {
  id: shareLinks.id,
  documentId: shareLinks.documentId,
  documentName: sql<string>`${documentNameOf(shareLinks.documentId)}`.as('document_name'),
  createdById: shareLinks.createdBy,
  hasPassword: sql<boolean>`${shareLinks.passwordHash} IS NOT NULL`.mapWith(Boolean).as('has_password'),
  allowDownload: shareLinks.allowDownload,
  expiresAt: shareLinks.expiresAt,
  revokedAt: shareLinks.revokedAt,
  viewsCount: shareLinks.viewsCount,
  lastViewedAt: shareLinks.lastViewedAt,
  createdAt: shareLinks.createdAt,
};
export type ShareLinkRead = {
  id: string;
  documentId: string;
  documentName: string;
  createdById: string | null;
  hasPassword: boolean;
  allowDownload: boolean;
  expiresAt: Date | null;
  revokedAt: Date | null;
  viewsCount: number;
  lastViewedAt: Date | null;
  createdAt: Date;
};
export type ShareLinkListed = ShareLinkRead & { createdByName: string | null };

const listed = (db: Database) => db.select(linkColumns).from(shareLinks);

const MAX_LISTED = 500;

/** A document's links, newest first; undefined when the document is not the organization's. */
export function listDocumentShareLinks(db: Database, organizationId: string, documentId: string) {
  const links = listed(db)
    .where(and(eq(shareLinks.organizationId, organizationId), eq(shareLinks.documentId, documentId)))
    .orderBy(desc(shareLinks.createdAt));
  return readOfOrganizationDocument(db, { organizationId, documentId }, links);
}

/** Every link of the organization (the newest 500), for its admins. */
export function listOrganizationShareLinks(db: Database, organizationId: string) {
  return batchedRead(
    [listed(db).where(eq(shareLinks.organizationId, organizationId)).orderBy(desc(shareLinks.createdAt)).limit(MAX_LISTED)],
    ([links]): ShareLinkRead[] => links,
  );
}

export async function findShareLink(db: Database, organizationId: string, shareLinkId: string): Promise<ShareLinkRead | undefined> {
  const [link] = await listed(db).where(and(eq(shareLinks.organizationId, organizationId), eq(shareLinks.id, shareLinkId)));
  return link;
}

/** The link and its "created" activity, in one transaction. */
export async function insertShareLink(db: Database, link: typeof shareLinks.$inferInsert & { createdBy: string }, activityId: string) {
  await db.batch([
    db.insert(shareLinks).values(link),
    activityInsert(db, {
      id: activityId,
      organizationId: link.organizationId,
      documentId: link.documentId,
      event: 'share_link_created',
      userId: link.createdBy,
    }),
  ]);
}

/** Ends a link now, with its activity; answers whether it was still working (not revoked before). */
export async function revokeShareLink(
  db: Database,
  {
    organizationId,
    shareLinkId,
    documentId,
    userId,
    activityId,
    now,
  }: { organizationId: string; shareLinkId: string; documentId: string; userId: string; activityId: string; now: Date },
) {
  const [revoked] = await db.batch([
    db
      .update(shareLinks)
      .set({ revokedAt: now })
      .where(and(eq(shareLinks.organizationId, organizationId), eq(shareLinks.id, shareLinkId), isNull(shareLinks.revokedAt)))
      .returning({ id: shareLinks.id }),
    activityInsertIf(db, { id: activityId, organizationId, documentId, event: 'share_link_revoked', userId }, sql`changes() > 0`),
  ]);
  return revoked.length > 0;
}

/** Trashing documents ends their links (restoring them does not bring the links back). */
export async function revokeDocumentsShareLinks(db: Database, organizationId: string, documentIds: string[], now: Date) {
  await db
    .update(shareLinks)
    .set({ revokedAt: now })
    .where(
      and(eq(shareLinks.organizationId, organizationId), inArray(shareLinks.documentId, idsIn(documentIds)), isNull(shareLinks.revokedAt)),
    );
}

/** A link by its token's hash, with what the public page may show of its document; undefined for an unknown token. */
export async function findSharedDocument(db: Database, tokenHash: string) {
  const ofToken = eq(shareLinks.tokenHash, tokenHash);
  const [[link], [document]] = await db.batch([
    db
      .select({
        id: shareLinks.id,
        organizationId: shareLinks.organizationId,
        passwordHash: shareLinks.passwordHash,
        allowDownload: shareLinks.allowDownload,
        expiresAt: shareLinks.expiresAt,
        revokedAt: shareLinks.revokedAt,
      })
      .from(shareLinks)
      .where(ofToken),
    selectSharedFile(db, db.select({ documentId: shareLinks.documentId }).from(shareLinks).where(ofToken)),
  ]);
  return link && document ? { link, document } : undefined;
}

export async function recordShareLinkView(db: Database, shareLinkId: string, now: Date) {
  await db
    .update(shareLinks)
    .set({ viewsCount: sql`${shareLinks.viewsCount} + 1`, lastViewedAt: now })
    .where(eq(shareLinks.id, shareLinkId));
}

/** Lists a token in the directory (in DB). Listing it again changes nothing. */
export async function listShareToken(db: Database, entry: { tokenHash: string; organizationId: string }) {
  await db.insert(shareLinkDirectory).values(entry).onConflictDoNothing();
}

/** The organization a token's link belongs to, by the directory; undefined for a token it does not list. */
export async function findShareTokenOrganization(db: Database, tokenHash: string): Promise<string | undefined> {
  const [entry] = await db
    .select({ organizationId: shareLinkDirectory.organizationId })
    .from(shareLinkDirectory)
    .where(eq(shareLinkDirectory.tokenHash, tokenHash));
  return entry?.organizationId;
}
