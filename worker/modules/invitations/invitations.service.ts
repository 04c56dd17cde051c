import { and } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { Dependencies } from '../../platform/dependencies';
import { runBatchedRead } from '../../platform/db/batched-read';
import { isBelowLimit } from '../../platform/db/conditional-insert';
import { conflictOnUniqueViolation } from '../../platform/db/unique-violation';
import { generateId } from '../../../core/ids';
import type { Settings } from '../../platform/settings';
import { insertMemberIf, isEmailMember, isMemberCondition, organizationCountOf } from '../members/members.repository';
import { isActionAllowed, type AssignableRole } from '../../../core/permissions/organization-permissions';
import { actionNotPermitted, maxOrganizationCountReached } from '../../../core/organizations/organizations.errors';
import { readMembership } from '../organizations/organizations.repository';
import { invitationStatusAt } from './invitations.dto';
import { invitationEmail } from './invitations.emails';
import {
  invitationAlreadyAccepted,
  invitationAlreadyExists,
  invitationLimitReached,
  invitationNotFound,
  invitationNotPending,
  userAlreadyInOrganization,
} from '../../../core/invitations/invitations.errors';
import {
  countPendingInvitationsTo,
  deleteInvitation,
  findInvitation,
  insertInvitation,
  isLivePendingCondition,
  listPendingInvitationsTo,
  markAcceptedIf,
  reopenInvitation,
  transitionInvitation,
} from './invitations.repository';

export { listInvitationsOfOrganization } from './invitations.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

type Inviter = { id: string; name: string; acceptLanguage: string | undefined };
type Invitee = { id: string; email: string; emailVerified: boolean };

const expiryFrom = (now: Date, settings: Settings) => new Date(now.getTime() + settings.ORGANIZATION_INVITATIONS_EXPIRY_DAYS * DAY_MS);

async function sendInvitationEmail(
  { emailSender, settings }: Dependencies,
  { to, organizationName, inviter, baseUrl }: { to: string; organizationName: string; inviter: Inviter; baseUrl: string },
) {
  const words = {
    organization: organizationName,
    inviter: inviter.name,
    url: `${baseUrl}/invitations`,
    days: settings.ORGANIZATION_INVITATIONS_EXPIRY_DAYS,
  };
  await emailSender.send(invitationEmail(to, words, inviter.acceptLanguage));
}

export async function inviteMember(
  deps: Dependencies,
  input: { organization: { id: string; name: string }; inviter: Inviter; email: string; role: AssignableRole; baseUrl: string; now?: Date },
) {
  const { db, settings } = deps;
  const { now = new Date() } = input;
  if (await isEmailMember(db, input.organization.id, input.email)) throw userAlreadyInOrganization();
  const invitation = {
    id: generateId('inv'),
    organizationId: input.organization.id,
    email: input.email,
    role: input.role,
    inviterId: input.inviter.id,
    expiresAt: expiryFrom(now, settings),
  };
  const limits = { now, dailyLimit: settings.ORGANIZATION_INVITATIONS_DAILY_LIMIT, sendId: generateId('invs') };
  const created = await conflictOnUniqueViolation(insertInvitation(db, invitation, limits), invitationAlreadyExists);
  if (!created) throw invitationLimitReached();
  try {
    await sendInvitationEmail(deps, {
      to: created.email,
      organizationName: input.organization.name,
      inviter: input.inviter,
      baseUrl: input.baseUrl,
    });
  } catch (error) {
    await deleteInvitation(db, created.id);
    throw error;
  }
  return created;
}

/** The invitation, when the caller may manage its organization's invitations; a 404 for non-members so nothing leaks. */
async function managedInvitation(db: Database, invitationId: string, userId: string) {
  const invitation = await findInvitation(db, invitationId);
  const membership = invitation ? await runBatchedRead(db, readMembership(db, invitation.organizationId, userId)) : undefined;
  if (!invitation || !membership) throw invitationNotFound();
  if (!isActionAllowed(membership.member.role, 'invitations:update')) throw actionNotPermitted('invitations:update');
  return { invitation, organization: membership.organization };
}

export async function resendInvitation(
  deps: Dependencies,
  { invitationId, inviter, baseUrl, now = new Date() }: { invitationId: string; inviter: Inviter; baseUrl: string; now?: Date },
) {
  const { db, settings } = deps;
  const { invitation, organization } = await managedInvitation(db, invitationId, inviter.id);
  if (invitation.status === 'accepted') throw invitationAlreadyAccepted();
  const limits = {
    now,
    dailyLimit: settings.ORGANIZATION_INVITATIONS_DAILY_LIMIT,
    sendId: generateId('invs'),
    expiresAt: expiryFrom(now, settings),
  };
  const reopened = await conflictOnUniqueViolation(reopenInvitation(db, invitationId, organization.id, limits), invitationAlreadyExists);
  if (reopened === 'limit') throw invitationLimitReached();
  if (!reopened) throw invitationAlreadyAccepted();
  await sendInvitationEmail(deps, { to: reopened.email, organizationName: organization.name, inviter, baseUrl });
  return reopened;
}

export async function cancelInvitation(
  { db }: Dependencies,
  { invitationId, userId, now = new Date() }: { invitationId: string; userId: string; now?: Date },
) {
  const { invitation } = await managedInvitation(db, invitationId, userId);
  const cancelled = await transitionInvitation(db, invitationId, ['pending'], 'cancelled', now);
  if (!cancelled) throw invitationNotPending(invitationStatusAt(invitation, now));
  return cancelled;
}

/** Invitations are answered by the account whose verified address they were sent to. */
const isAddressedTo = (invitation: { email: string }, user: Invitee) => user.emailVerified && invitation.email === user.email.toLowerCase();

async function receivedInvitation(db: Database, invitationId: string, user: Invitee) {
  const invitation = await findInvitation(db, invitationId);
  if (!invitation || !isAddressedTo(invitation, user)) throw invitationNotFound();
  return invitation;
}

/**
 * Joins the organization with the invitation's role, within MAX_ORGANIZATION_COUNT_PER_USER; the
 * membership and the status change are one transaction. Accepting again changes nothing.
 */
export async function acceptInvitation(
  { db, settings }: Dependencies,
  { invitationId, user, now = new Date() }: { invitationId: string; user: Invitee; now?: Date },
) {
  const invitation = await receivedInvitation(db, invitationId, user);
  if (invitation.status === 'accepted') return invitation;
  const member = {
    id: generateId('mem'),
    organizationId: invitation.organizationId,
    userId: user.id,
    role: invitation.role as AssignableRole,
  };
  const [, accepted] = await db.batch([
    insertMemberIf(
      db,
      member,
      and(
        isLivePendingCondition(invitationId, now),
        isBelowLimit(organizationCountOf(db, user.id), settings.MAX_ORGANIZATION_COUNT_PER_USER),
      )!,
    ),
    markAcceptedIf(db, invitationId, now, isMemberCondition(invitation.organizationId, user.id)),
  ]);
  if (accepted.length > 0) return { ...invitation, status: 'accepted' as const, updatedAt: now };
  const current = await receivedInvitation(db, invitationId, user);
  if (current.status === 'accepted') return current;
  const status = invitationStatusAt(current, now);
  if (status !== 'pending') throw invitationNotPending(status);
  throw maxOrganizationCountReached();
}

export async function rejectInvitation(
  { db }: Dependencies,
  { invitationId, user, now = new Date() }: { invitationId: string; user: Invitee; now?: Date },
) {
  const invitation = await receivedInvitation(db, invitationId, user);
  const rejected = await transitionInvitation(db, invitationId, ['pending'], 'rejected', now);
  if (!rejected) throw invitationNotPending(invitationStatusAt(invitation, now));
  return rejected;
}

export async function listMyInvitations({ db }: Dependencies, { user, now = new Date() }: { user: Invitee; now?: Date }) {
  return user.emailVerified ? listPendingInvitationsTo(db, user.email.toLowerCase(), now) : [];
}

export async function countMyPendingInvitations({ db }: Dependencies, { user, now = new Date() }: { user: Invitee; now?: Date }) {
  return user.emailVerified ? countPendingInvitationsTo(db, user.email.toLowerCase(), now) : 0;
}
