import { and, count, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { batchedRead } from '../../platform/db/batched-read';
import { insertIf, isBelowLimit } from '../../platform/db/conditional-insert';
import { userNameOf } from '../users/users.repository';
import { isLiveOrganization, organizationNameOf } from '../organizations/organizations.repository';
import type { AssignableRole } from '../../../core/permissions/organization-permissions';
import { organizationInvitationSends, organizationInvitations, type InvitationStatus } from './invitations.tables';

const DAY_MS = 24 * 60 * 60 * 1000;

const invitationColumns = {
  id: organizationInvitations.id,
  organizationId: organizationInvitations.organizationId,
  email: organizationInvitations.email,
  role: organizationInvitations.role,
  status: organizationInvitations.status,
  expiresAt: organizationInvitations.expiresAt,
  createdAt: organizationInvitations.createdAt,
  updatedAt: organizationInvitations.updatedAt,
};

/** A send recorded only while the organization sent fewer than `dailyLimit` in the last 24 hours. */
function recordSendIf(db: Database, send: { id: string; organizationId: string }, { now, dailyLimit }: { now: Date; dailyLimit: number }) {
  const sentToday = db
    .select({ count: count() })
    .from(organizationInvitationSends)
    .where(
      and(
        eq(organizationInvitationSends.organizationId, send.organizationId),
        gt(organizationInvitationSends.sentAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return insertIf(db, organizationInvitationSends, { ...send, sentAt: now }, isBelowLimit(sentToday, dailyLimit)).returning({
    id: organizationInvitationSends.id,
  });
}

const sendRecorded = (sendId: string) =>
  sql`EXISTS (SELECT 1 FROM ${organizationInvitationSends} WHERE ${organizationInvitationSends.id} = ${sendId})`;

type NewInvitation = { id: string; organizationId: string; email: string; role: AssignableRole; inviterId: string; expiresAt: Date };

/**
 * Creates a pending invitation within the organization's daily limit, in one transaction: an
 * earlier pending invitation of the address that is past its date is marked expired first, so only
 * a live one blocks the new one (the pending unique index, which also settles parallel twins).
 * Answers undefined when the daily limit refused it.
 */
export async function insertInvitation(db: Database, invitation: NewInvitation, limits: { now: Date; dailyLimit: number; sendId: string }) {
  const [, [send], [created]] = await db.batch([
    expirePastPending(
      db,
      limits.now,
      and(eq(organizationInvitations.organizationId, invitation.organizationId), eq(organizationInvitations.email, invitation.email)),
    ),
    recordSendIf(db, { id: limits.sendId, organizationId: invitation.organizationId }, limits),
    insertIf(db, organizationInvitations, { ...invitation, status: 'pending' }, sendRecorded(limits.sendId)).returning(invitationColumns),
  ]);
  return send ? created : undefined;
}

/**
 * Makes a rejected, expired, cancelled or pending invitation pending again with a new date, within
 * the daily limit. Answers 'limit' when refused by it, undefined when the invitation is not in a
 * state to resend (accepted, or gone).
 */
export async function reopenInvitation(
  db: Database,
  invitationId: string,
  organizationId: string,
  limits: { now: Date; dailyLimit: number; sendId: string; expiresAt: Date },
) {
  const [[send], [reopened]] = await db.batch([
    recordSendIf(db, { id: limits.sendId, organizationId }, limits),
    db
      .update(organizationInvitations)
      .set({ status: 'pending', expiresAt: limits.expiresAt, updatedAt: limits.now })
      .where(and(eq(organizationInvitations.id, invitationId), ne(organizationInvitations.status, 'accepted'), sendRecorded(limits.sendId)))
      .returning(invitationColumns),
  ]);
  if (!send) return 'limit' as const;
  return reopened;
}

/** Moves an invitation from one of `from` to `to`; answers the row when it moved. */
export async function transitionInvitation(db: Database, invitationId: string, from: InvitationStatus[], to: InvitationStatus, now: Date) {
  const [moved] = await db
    .update(organizationInvitations)
    .set({ status: to, updatedAt: now })
    .where(
      and(
        eq(organizationInvitations.id, invitationId),
        inArray(organizationInvitations.status, from),
        gt(organizationInvitations.expiresAt, now),
      ),
    )
    .returning(invitationColumns);
  return moved;
}

/** Forgets the invitation whose email could not be sent, so nothing claims an email went out. */
export async function deleteInvitation(db: Database, invitationId: string) {
  await db.delete(organizationInvitations).where(eq(organizationInvitations.id, invitationId));
}

export async function findInvitation(db: Database, invitationId: string) {
  const [row] = await db.select(invitationColumns).from(organizationInvitations).where(eq(organizationInvitations.id, invitationId));
  return row;
}

/** The organization's invitations but the accepted ones, newest first, ready to batch. */
export function listInvitationsOfOrganization(db: Database, organizationId: string) {
  const query = db
    .select(invitationColumns)
    .from(organizationInvitations)
    .where(and(eq(organizationInvitations.organizationId, organizationId), ne(organizationInvitations.status, 'accepted')))
    .orderBy(desc(organizationInvitations.createdAt), desc(organizationInvitations.id));
  return batchedRead([query], ([rows]) => rows);
}

const isPendingTo = (email: string, now: Date) =>
  and(eq(organizationInvitations.email, email), eq(organizationInvitations.status, 'pending'), gt(organizationInvitations.expiresAt, now));

/** The live pending invitations sent to an address, with their organization and inviter. */
export async function listPendingInvitationsTo(db: Database, email: string, now: Date) {
  return db
    .select({
      ...invitationColumns,
      organization: {
        id: organizationInvitations.organizationId,
        name: sql<string>`${organizationNameOf(organizationInvitations.organizationId)}`.as('organization_name'),
      },
      inviter: { name: sql<string | null>`${userNameOf(organizationInvitations.inviterId)}`.as('inviter_name') },
    })
    .from(organizationInvitations)
    .where(and(isPendingTo(email, now), isLiveOrganization(organizationInvitations.organizationId)))
    .orderBy(desc(organizationInvitations.createdAt));
}

export async function countPendingInvitationsTo(db: Database, email: string, now: Date) {
  const [row] = await db
    .select({ count: count() })
    .from(organizationInvitations)
    .where(and(isPendingTo(email, now), isLiveOrganization(organizationInvitations.organizationId)));
  return row?.count ?? 0;
}

function expirePastPending(db: Database, now: Date, scope = sql`1`) {
  return db
    .update(organizationInvitations)
    .set({ status: 'expired', updatedAt: now })
    .where(and(scope, eq(organizationInvitations.status, 'pending'), lte(organizationInvitations.expiresAt, now)));
}

/** The daily cron: records as expired what the answers already show as expired, and forgets old sends. */
export async function expireInvitations(db: Database, now: Date) {
  await db.batch([
    expirePastPending(db, now),
    db.delete(organizationInvitationSends).where(lte(organizationInvitationSends.sentAt, new Date(now.getTime() - 2 * DAY_MS))),
  ]);
}

/** Accepting: the membership statement comes from the organizations module (see the service). */
export function markAcceptedIf(db: Database, invitationId: string, now: Date, condition: ReturnType<typeof sql>) {
  return db
    .update(organizationInvitations)
    .set({ status: 'accepted', updatedAt: now })
    .where(and(eq(organizationInvitations.id, invitationId), eq(organizationInvitations.status, 'pending'), condition))
    .returning({ id: organizationInvitations.id });
}

/** A condition that the invitation is still pending and live, for statements of the same batch. */
export function isLivePendingCondition(invitationId: string, now: Date) {
  return sql`EXISTS (SELECT 1 FROM ${organizationInvitations} WHERE ${organizationInvitations.id} = ${invitationId} AND ${organizationInvitations.status} = 'pending' AND ${organizationInvitations.expiresAt} > ${now.getTime()})`;
}
