import type { Dependencies } from '../../platform/dependencies';
import type { ConsoleListQuery, OperatorAuditAction } from '../../../core/admin/admin.schemas';
import {
  adminOrganizationNotFound,
  adminUserAlreadyVerified,
  adminUserNotFound,
  adminUserSoleOwner,
  operatorCannotDeleteSelf,
  operatorCannotDisableSelf,
} from '../../../core/admin/admin.errors';
import { publishUserDeleting } from '../auth/auth.events';
import { deleteOrganization } from '../organizations/organizations.service';
import { findOrganizationMove, moveOrganization, rollBackMove } from '../organization-moves/organization-moves.service';
import type { MoveInput, MovePace } from '../organization-moves/organization-moves.schemas';
import type { OrganizationMove } from '../organization-moves/organization-moves.repository';
import { findOrganizationsOwnedOnlyBy } from '../members/members.repository';
import { deleteSessionsOf, selectSignInDetails } from '../auth/sessions.repository';
import { deleteUserRow, findUserForConsole, searchUsers, setUserDisabled } from '../users/users.repository';
import { selectMemberCounts, selectMembershipsOfUsers } from '../members/members.repository';
import {
  findLiveOrganization,
  searchOrganizations,
  findOrganizationNames,
  setOrganizationSuspension,
} from '../organizations/organizations.repository';
import { selectStatisticsOf } from '../documents/documents.repository';
import { auditInsert, listAuditOfTarget, searchAuditLog, type AuditEntry } from './admin.repository';
import type { ConsoleOrganizationRow, ConsoleUserRow } from './admin.dto';

/** Who acts in the console, and from where: every audit row says both. */
export type OperatorCall = { operator: { id: string; email: string }; from: AuditEntry['from']; now: Date };

/** A page of rows fetched one past its size: the page, and the cursor of the next when there is one. */
export function pageOf<Row extends { createdAt: Date; id: string }>(rows: Row[], pageSize: number) {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { rows: page, next: rows.length > pageSize && last ? { createdAt: last.createdAt, id: last.id } : null };
}

const groupBy = <Row, Key>(rows: Row[], keyOf: (row: Row) => Key) => {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
};

/** The console's users: a page, each with how they sign in, their organizations with their role, and their live sessions. */
export async function listUsersForConsole({ db }: Dependencies, query: ConsoleListQuery, now: Date) {
  const { rows, next } = pageOf(await searchUsers(db, query), query.pageSize);
  if (rows.length === 0) return { users: [], next };
  const ids = rows.map(({ id }) => id);
  const [accounts, passkeys, sessions, memberships] = await db.batch([
    ...selectSignInDetails(db, ids, now),
    selectMembershipsOfUsers(db, ids),
  ]);
  const names = await findOrganizationNames(
    db,
    memberships.map(({ organizationId }) => organizationId),
  );
  const providers = groupBy(accounts, ({ accountUserId }) => accountUserId);
  const passkeyCounts = new Map(passkeys.map(({ passkeyUserId, passkeyCount }) => [passkeyUserId, passkeyCount]));
  const sessionsOf = groupBy(sessions, ({ sessionUserId }) => sessionUserId);
  const membershipsOf = groupBy(memberships, ({ membershipUserId }) => membershipUserId);
  const users = rows.map((user): ConsoleUserRow => {
    const hasPasskey = (passkeyCounts.get(user.id) ?? 0) > 0;
    return {
      ...user,
      signInMethods: [...(providers.get(user.id) ?? []).map(({ providerId }) => providerId), ...(hasPasskey ? ['passkey'] : [])],
      hasSecondFactor: user.twoFactorEnabled || hasPasskey,
      organizations: (membershipsOf.get(user.id) ?? []).map(({ organizationId, role }) => ({
        id: organizationId,
        name: names.get(organizationId)?.name ?? '',
        role,
      })),
      sessions: (sessionsOf.get(user.id) ?? []).map((session) => ({
        id: session.sessionId,
        createdAt: session.sessionCreatedAt as Date,
        expiresAt: session.sessionExpiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })),
    };
  });
  return { users, next };
}

/** The console's organizations: a page, each with its members, documents, bytes stored and database. */
export async function listOrganizationsForConsole({ db, databases }: Dependencies, query: ConsoleListQuery) {
  const { rows, next } = pageOf(await searchOrganizations(db, query), query.pageSize);
  if (rows.length === 0) return { organizations: [], next };
  const memberCounts = new Map(
    (
      await selectMemberCounts(
        db,
        rows.map(({ id }) => id),
      )
    ).map(({ countedOrganizationId, membersCount }) => [countedOrganizationId, membersCount]),
  );
  // Each organization's records are in its own database: one read per database the page reaches, together.
  const byDatabase = groupBy(
    rows.filter(({ database }) => databases.bindings.includes(database)),
    ({ database }) => database,
  );
  const statistics = new Map(
    (
      await Promise.all(
        [...byDatabase].map(([binding, organizations]) =>
          selectStatisticsOf(
            databases.open(binding),
            organizations.map(({ id }) => id),
          ),
        ),
      )
    )
      .flat()
      .map(({ organizationId, ...counts }) => [organizationId, counts]),
  );
  const organizations = rows.map(
    (organization): ConsoleOrganizationRow => ({
      ...organization,
      membersCount: memberCounts.get(organization.id) ?? 0,
      documentsCount: statistics.get(organization.id)?.documentsCount ?? 0,
      documentsSize: statistics.get(organization.id)?.documentsSize ?? 0,
    }),
  );
  return { organizations, next };
}

/** A page of the audit log. */
export async function listAuditLog({ db }: Dependencies, query: ConsoleListQuery) {
  return pageOf(await searchAuditLog(db, query), query.pageSize);
}

/** A page of what the operators did to one organization, for its owners. */
export async function listOperatorActionsOn(
  { db }: Dependencies,
  organizationId: string,
  query: Pick<ConsoleListQuery, 'cursor' | 'pageSize'>,
) {
  return pageOf(await listAuditOfTarget(db, organizationId, query), query.pageSize);
}

export const audit = (
  call: OperatorCall,
  action: OperatorAuditAction,
  target: AuditEntry['target'],
  reason: string | null,
  detail?: string,
): AuditEntry => ({
  operator: call.operator,
  action,
  target,
  detail,
  reason,
  from: call.from,
  at: call.now,
});

/**
 * Disables an account, with why: its sessions end in the same batch (every request reads its session from
 * D1, so an open tab is signed out at its next call), its API keys stop, and signing in is refused. Given
 * no reason (null), enables it again.
 */
export async function setAccountDisabled(
  { db }: Dependencies,
  call: OperatorCall,
  { userId, reason }: { userId: string; reason: string | null },
) {
  if (reason !== null && userId === call.operator.id) throw operatorCannotDisableSelf();
  const user = await findUserForConsole(db, userId);
  if (!user) throw adminUserNotFound();
  const target = { type: 'user', id: userId, label: user.email } as const;
  if (reason === null) await db.batch([setUserDisabled(db, userId, null), auditInsert(db, audit(call, 'user.enabled', target, null))]);
  else
    await db.batch([
      setUserDisabled(db, userId, { at: call.now, reason }),
      deleteSessionsOf(db, userId),
      auditInsert(db, audit(call, 'user.disabled', target, reason)),
    ]);
}

/**
 * Sends an account that has not verified its email address the verification email again (`send`:
 * the auth library's own link, through the app's mail driver), audited.
 */
export async function resendVerification(
  { db }: Dependencies,
  call: OperatorCall,
  { userId, send }: { userId: string; send: (email: string) => Promise<unknown> },
) {
  const user = await findUserForConsole(db, userId);
  if (!user) throw adminUserNotFound();
  if (user.emailVerified) throw adminUserAlreadyVerified();
  await send(user.email);
  await auditInsert(db, audit(call, 'user.verification_resent', { type: 'user', id: userId, label: user.email }, null));
}

/** The live organization an operator acts on, as its audit rows name it; 404 when there is none. */
export async function organizationTarget(db: Dependencies['db'], organizationId: string): Promise<AuditEntry['target']> {
  const organization = await findLiveOrganization(db, organizationId);
  if (!organization) throw adminOrganizationNotFound();
  return { type: 'organization', id: organizationId, label: organization.name };
}

/**
 * Makes an organization read-only, with why: its members' writes are refused with the reason (the
 * organization guard), reads go on. Given no reason (null), lifts it.
 */
export async function setOrganizationReadOnly(
  { db }: Dependencies,
  call: OperatorCall,
  { organizationId, reason }: { organizationId: string; reason: string | null },
) {
  const target = await organizationTarget(db, organizationId);
  await db.batch([
    setOrganizationSuspension(db, organizationId, reason === null ? null : { at: call.now, reason }),
    auditInsert(db, audit(call, reason === null ? 'organization.lifted' : 'organization.suspended', target, reason)),
  ]);
}

/**
 * Deletes an account as deleting itself would (its id leaves every organization database; its sessions,
 * keys and memberships go with the row), with why, but never the organizations it alone owns: those
 * need another owner, or deleting on their own, first (409 naming them).
 */
export async function deleteAccount(deps: Dependencies, call: OperatorCall, { userId, reason }: { userId: string; reason: string }) {
  const { db } = deps;
  if (userId === call.operator.id) throw operatorCannotDeleteSelf();
  const user = await findUserForConsole(db, userId);
  if (!user) throw adminUserNotFound();
  const owned = await findOrganizationNames(
    db,
    (await findOrganizationsOwnedOnlyBy(db, userId)).map(({ id }) => id),
  );
  const liveOwned = [...owned.values()].filter(({ isLive }) => isLive).map(({ name }) => name);
  if (liveOwned.length > 0) throw adminUserSoleOwner(liveOwned);
  await publishUserDeleting(deps, userId);
  await db.batch([
    deleteUserRow(db, userId),
    auditInsert(db, audit(call, 'user.deleted', { type: 'user', id: userId, label: user.email }, reason)),
  ]);
}

/** Deletes an organization, with why: gone at once for its members, its records and files purged through the queue. */
export async function deleteOrganizationForOperator(
  deps: Dependencies,
  call: OperatorCall,
  { organizationId, reason }: { organizationId: string; reason: string },
) {
  const target = await organizationTarget(deps.db, organizationId);
  await deleteOrganization(deps, { organizationId, now: call.now });
  await auditInsert(deps.db, audit(call, 'organization.deleted', target, reason));
}

/**
 * A call of an organization's move from the console: `callMove` answers the move and whether this call
 * began what it does, the one call of it audited, with where from and to (the later calls only go on).
 */
async function auditedMoveCall(
  deps: Dependencies,
  call: OperatorCall,
  organizationId: string,
  action: OperatorAuditAction,
  callMove: () => Promise<{ move: OrganizationMove; isFirstCall: boolean }>,
) {
  const target = await organizationTarget(deps.db, organizationId);
  const { move, isFirstCall } = await callMove();
  if (isFirstCall) await auditInsert(deps.db, audit(call, action, target, null, `${move.source} → ${move.target}`));
  return move;
}

/**
 * Starts moving an organization to another database, or goes on with its move, a call at a time as the
 * command line does (organization-moves.service.ts); the call that starts it is audited, with where from and to.
 */
export const moveForOperator = (
  deps: Dependencies,
  call: OperatorCall,
  { organizationId, input }: { organizationId: string; input: MoveInput },
) =>
  auditedMoveCall(deps, call, organizationId, 'organization.move_started', async () => {
    const move = await moveOrganization(deps, { organizationId, input, now: call.now });
    return { move, isFirstCall: move.startedAt.getTime() === call.now.getTime() };
  });

/**
 * Gives an organization's move up before its switch, a call at a time (the command line's --roll-back):
 * the target's copies go and the organization is writable again where it was. The first call is audited.
 */
export const rollBackMoveForOperator = (
  deps: Dependencies,
  call: OperatorCall,
  { organizationId, pace }: { organizationId: string; pace: MovePace },
) =>
  auditedMoveCall(deps, call, organizationId, 'organization.move_rolled_back', async () => {
    const before = await findOrganizationMove(deps, organizationId);
    return { move: await rollBackMove(deps, { organizationId, pace }), isFirstCall: before.step !== 'rolling-back' };
  });
