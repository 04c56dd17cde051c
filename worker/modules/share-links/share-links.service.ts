import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { generateId } from '../../../core/ids';
import { isActionAllowed, type OrganizationRole } from '../../../core/permissions/organization-permissions';
import { documentIsDeleted } from '../../../core/documents/documents.errors';
import { shareLinkStatus } from '../../../core/share-links/share-link-status';
import type { CreateShareLinkInput } from '../../../core/share-links/share-links.schemas';
import {
  neverExpiringLinksNotAllowed,
  shareLinkNotFound,
  shareLinkNotYours,
  shareLinkUnavailable,
  shareWrongPassword,
} from '../../../core/share-links/share-links.errors';
import { generateShareToken, hashShareToken, isShareTokenShaped } from '../../../core/share-links/share-token';
import type { DocumentEvent } from '../documents/documents.events';
import type { Dependencies, OrganizationDependencies } from '../../platform/dependencies';
import { databaseDependencies } from '../../dependencies';
import { findOrganizationPlacement } from '../organizations/organizations.repository';
import { getDocumentOrThrow } from '../documents/documents.service';
import { countAttemptUnder, takeBackAttempt } from '../auth/auth-throttle.service';
import { tooManyAttempts } from '../auth/auth.throttle';
import { findUserNames } from '../users/users.repository';
import {
  type ShareLinkListed,
  type ShareLinkRead,
  findShareLink,
  findShareTokenOrganization,
  findSharedDocument,
  insertShareLink,
  listShareToken,
  recordShareLinkView,
  revokeDocumentsShareLinks,
  revokeShareLink,
} from './share-links.repository';

export { listDocumentShareLinks, listOrganizationShareLinks } from './share-links.repository';

/** Links with their creators' names, which DB keeps (links are in the organization's database). */
export async function withCreatorNames({ db }: Dependencies, links: ShareLinkRead[]): Promise<ShareLinkListed[]> {
  const nameOf = await findUserNames(
    db,
    links.map(({ createdById }) => createdById),
  );
  return links.map((link) => ({ ...link, createdByName: nameOf(link.createdById) }));
}

const DAY_MS = 86_400_000;
export const sharePagePath = (token: string) => `/share/${token}`;

/** A new link to a document in use; its token is in the answer's URL only (the database keeps its hash). */
export async function createShareLink(
  deps: OrganizationDependencies,
  {
    organizationId,
    documentId,
    userId,
    input,
    allowsPermanentLinks,
    baseUrl,
    now = new Date(),
  }: {
    organizationId: string;
    documentId: string;
    userId: string;
    input: CreateShareLinkInput;
    allowsPermanentLinks: boolean;
    baseUrl: string;
    now?: Date;
  },
) {
  const { organizationDb: db } = deps;
  const document = await getDocumentOrThrow(deps, { organizationId, documentId });
  if (document.deletedAt) throw documentIsDeleted();
  if (input.expiresInDays === null && !allowsPermanentLinks) throw neverExpiringLinksNotAllowed();
  const token = generateShareToken();
  const tokenHash = await hashShareToken(token);
  const id = generateId('shr');
  // Listed first: a link the directory missed would open for no one.
  await listShareToken(deps.db, { tokenHash, organizationId });
  await insertShareLink(
    db,
    {
      id,
      organizationId,
      documentId,
      tokenHash,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      allowDownload: input.allowDownload,
      expiresAt: input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS),
      createdBy: userId,
    },
    generateId('act'),
  );
  const [shareLink] = await withCreatorNames(deps, [(await findShareLink(db, organizationId, id))!]);
  return { shareLink: shareLink!, url: new URL(sharePagePath(token), baseUrl).toString() };
}

/** Its creator ends a link; so may the organization's admins. Ending an ended link changes nothing. */
export async function endShareLink(
  { organizationDb: db }: OrganizationDependencies,
  {
    organizationId,
    shareLinkId,
    userId,
    role,
    now = new Date(),
  }: { organizationId: string; shareLinkId: string; userId: string; role: OrganizationRole; now?: Date },
) {
  const link = await findShareLink(db, organizationId, shareLinkId);
  if (!link) throw shareLinkNotFound();
  if (link.createdById !== userId && !isActionAllowed(role, 'share-links:moderate')) throw shareLinkNotYours();
  await revokeShareLink(db, { organizationId, shareLinkId, documentId: link.documentId, userId, activityId: generateId('act'), now });
}

/** Subscriber of document events: a document moved to the trash ends its links. */
export async function endLinksOfTrashedDocuments({ organizationDb: db }: OrganizationDependencies, events: DocumentEvent[]) {
  const trashed = new Map<string, string[]>();
  for (const event of events)
    if (event.type === 'document.deleted')
      trashed.set(event.organizationId, [...(trashed.get(event.organizationId) ?? []), event.documentId]);
  for (const [organizationId, documentIds] of trashed) await revokeDocumentsShareLinks(db, organizationId, documentIds, new Date());
}

/**
 * The document a token opens, or the neutral refusal: 404 for a token no link has, 410 for a link
 * expired, revoked, or whose document is in the trash.
 */
export async function openSharedDocument(deps: Dependencies, { token, now = new Date() }: { token: string; now?: Date }) {
  if (!isShareTokenShaped(token)) throw shareLinkUnavailable(404);
  const tokenHash = await hashShareToken(token);
  const organizationId = (await findShareTokenOrganization(deps.db, tokenHash)) ?? (await listUnlistedShareToken(deps, tokenHash));
  const placement = organizationId ? await findOrganizationPlacement(deps.db, organizationId) : undefined;
  if (!organizationId || !placement || placement.deletedAt) throw shareLinkUnavailable(404);
  // During a move both databases have it: the one the organization lives in answers.
  const found = await findSharedDocument(deps.databases.open(placement.database), tokenHash);
  if (!found || found.link.organizationId !== organizationId) throw shareLinkUnavailable(404);
  if (shareLinkStatus(found.link, now) !== 'active' || found.document.deletedAt) throw shareLinkUnavailable(410);
  return { ...found, deps: databaseDependencies(deps, placement.database), isMoving: placement.movingTo !== null };
}

/**
 * A token the directory does not list: a link made in an organization database before the directory
 * existed (DB's were listed by its migration), or no link at all. The organization databases are
 * asked, and a link found is listed, so that its next visit is one lookup.
 */
async function listUnlistedShareToken({ db, databases }: Dependencies, tokenHash: string): Promise<string | undefined> {
  const bindings = databases.bindings.filter((binding) => binding !== 'DB');
  const answers = await Promise.all(bindings.map((binding) => findSharedDocument(databases.open(binding), tokenHash)));
  const organizationId = answers.find((answer) => answer)?.link.organizationId;
  if (organizationId) await listShareToken(db, { tokenHash, organizationId });
  return organizationId;
}

export type SharedDocument = Awaited<ReturnType<typeof openSharedDocument>>;

/** Counts a view, except while the organization is being moved (read-only: the count would stay behind). */
export async function countShareView({ shared: { link, deps, isMoving }, now = new Date() }: { shared: SharedDocument; now?: Date }) {
  if (!isMoving) await recordShareLinkView(deps.organizationDb, link.id, now);
}

/**
 * Checks a link's password. Wrong ones count per link and client (its IP address), like sign-in
 * attempts; past the limit the client waits for the window to end, whatever it sends.
 */
export async function checkSharePassword(
  deps: Dependencies,
  { shared: { link }, password, clientId }: { shared: SharedDocument; password: string; clientId: string | undefined },
) {
  if (!link.passwordHash) return;
  const { refusal, counts } = await countAttemptUnder(deps, {
    keys: [{ key: `share:${link.id}:client:${clientId ?? 'unknown'}`, limit: deps.settings.AUTH_THROTTLE_MAX_ATTEMPTS_PER_ACCOUNT }],
  });
  if (refusal) throw tooManyAttempts('share.too_many_attempts', refusal.retryAfterSeconds);
  if (!(await verifyPassword({ hash: link.passwordHash, password }))) throw shareWrongPassword();
  await takeBackAttempt(deps, { counts });
}
