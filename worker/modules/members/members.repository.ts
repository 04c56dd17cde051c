import { and, asc, count, desc, eq, inArray, isNotNull, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../platform/db/client';
import { batchedRead } from '../../platform/db/batched-read';
import { isStaleTimestamp } from '../../platform/db/stale-timestamp';
import { insertIf } from '../../platform/db/conditional-insert';
import { userEmailOf, userIdsWithEmail, userNameOf } from '../users/users.repository';
import type { AssignableRole, OrganizationRole } from '../../../core/permissions/organization-permissions';
import { organizationMembers } from './members.tables';
import { idsIn } from '../../platform/db/json-ids';

// Columns named apart: D1 keys a batch's rows by column name, and these reads are batched with the session's.
const memberColumns = {
  id: sql<string>`${organizationMembers.id}`.as('member_id'),
  organizationId: organizationMembers.organizationId,
  role: organizationMembers.role,
  createdAt: sql`${organizationMembers.createdAt}`.mapWith(organizationMembers.createdAt).as('member_created_at'),
};
const memberWithUser = {
  member: memberColumns,
  // A member's account exists as long as the membership does (it goes with the account).
  user: {
    id: sql<string>`${organizationMembers.userId}`.as('member_user_id'),
    email: sql<string>`${userEmailOf(organizationMembers.userId)}`.as('member_user_email'),
    name: sql<string>`${userNameOf(organizationMembers.userId)}`.as('member_user_name'),
  },
};

/** The members of an organization with their user, oldest first, ready to batch with the access check. */
export function listMembers(db: Database, organizationId: string) {
  const query = db
    .select(memberWithUser)
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.id));
  return batchedRead([query], ([rows]) => rows);
}

export async function findMember(db: Database, organizationId: string, memberId: string) {
  const [row] = await db
    .select(memberWithUser)
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.id, memberId)));
  return row;
}

/** Whether an account with this address (compared lowercased) belongs to the organization. */
export async function isEmailMember(db: Database, organizationId: string, email: string) {
  const [row] = await db
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), sql`${organizationMembers.userId} IN ${userIdsWithEmail(email)}`));
  return row !== undefined;
}

/** Changes a member's role unless they are an owner, judged in the statement itself. */
export async function updateMemberRole(db: Database, organizationId: string, memberId: string, role: AssignableRole) {
  const [updated] = await db
    .update(organizationMembers)
    .set({ role })
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.id, memberId),
        ne(organizationMembers.role, 'owner'),
      ),
    )
    .returning({ id: organizationMembers.id });
  return updated !== undefined;
}

/** Removes a member unless they are an owner. */
export async function deleteNonOwnerMember(db: Database, organizationId: string, memberId: string) {
  const deleted = await db
    .delete(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.id, memberId),
        ne(organizationMembers.role, 'owner'),
      ),
    )
    .returning({ id: organizationMembers.id });
  return deleted.length > 0;
}

/**
 * Removes the user's own membership, unless they are the organization's last owner: the check is in
 * the statement, so two owners leaving at once cannot both go.
 */
export async function deleteOwnMembership(db: Database, organizationId: string, userId: string) {
  const otherOwners = alias(organizationMembers, 'other_owners');
  const anotherOwner = sql`EXISTS ${db
    .select({ id: otherOwners.id })
    .from(otherOwners)
    .where(and(eq(otherOwners.organizationId, organizationId), eq(otherOwners.role, 'owner'), ne(otherOwners.userId, userId)))}`;
  const deleted = await db
    .delete(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.userId, userId),
        sql`(${organizationMembers.role} != 'owner' OR ${anotherOwner})`,
      ),
    )
    .returning({ id: organizationMembers.id });
  return deleted.length > 0;
}

// A deleted organization has no members left (its memberships go with the deletion, see
// markOrganizationDeleted), so the memberships alone say which organizations a user is in.

/** How many organizations a user belongs to, as a subquery. */
export function organizationCountOf(db: Database, userId: string | SQL) {
  return db.select({ count: count() }).from(organizationMembers).where(eq(organizationMembers.userId, userId));
}

/** The ids of the organizations a user (an id, or a subquery answering one) belongs to, as a subquery. */
export function organizationIdsOf(db: Database, userId: string | SQL) {
  return db.select({ id: organizationMembers.organizationId }).from(organizationMembers).where(eq(organizationMembers.userId, userId));
}

// Opening an organization is recorded at most once a minute: the landing page needs the latest, not each visit.
const OPENED_RESOLUTION_MS = 60_000;

/** The user opened the organization in the app: a new device of theirs starts there. */
export async function recordOrganizationOpened(
  db: Database,
  { organizationId, userId, now }: { organizationId: string; userId: string; now: Date },
) {
  await db
    .update(organizationMembers)
    .set({ lastOpenedAt: now })
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.userId, userId),
        isStaleTimestamp(organizationMembers.lastOpenedAt, now, OPENED_RESOLUTION_MS),
      ),
    );
}

/** The organization the user last opened in the app (null before any), for a read batched with the access check. */
export function readLastOpenedOrganizationId(db: Database, userId: string | SQL) {
  return batchedRead(
    [
      db
        .select({ organizationId: sql<string>`${organizationMembers.organizationId}`.as('last_opened_organization_id') })
        .from(organizationMembers)
        .where(and(eq(organizationMembers.userId, userId), isNotNull(organizationMembers.lastOpenedAt)))
        .orderBy(desc(organizationMembers.lastOpenedAt))
        .limit(1),
    ],
    ([[row]]) => row?.organizationId ?? null,
  );
}

/** The user's membership of the organization, ready to batch with the organization's row. */
export function findMembershipRow(db: Database, organizationId: string, userId: string | SQL) {
  return db
    .select(memberColumns)
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)));
}

/** The organizations whose only owner is this user. */
export async function findOrganizationsOwnedOnlyBy(db: Database, userId: string) {
  const otherOwners = alias(organizationMembers, 'other_owners');
  return db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.userId, userId),
        eq(organizationMembers.role, 'owner'),
        notExists(
          db
            .select({ id: otherOwners.id })
            .from(otherOwners)
            .where(
              and(
                eq(otherOwners.organizationId, organizationMembers.organizationId),
                eq(otherOwners.role, 'owner'),
                ne(otherOwners.userId, userId),
              ),
            ),
        ),
      ),
    );
}

/** Ends every membership of the organization: a statement for the batch that deletes it. */
export function deleteMembersOf(db: Database, organizationId: string) {
  return db.delete(organizationMembers).where(eq(organizationMembers.organizationId, organizationId));
}

/**
 * Adds a member when `condition` holds (judged in the statement); a user already in the organization
 * stays as they are.
 */
export function insertMemberIf(
  db: Database,
  member: { id: string; organizationId: string; userId: string; role: OrganizationRole },
  condition: SQL,
) {
  return insertIf(db, organizationMembers, member, condition).onConflictDoNothing();
}

/** A condition that the user is in the organization, for statements of the same batch. */
export function isMemberCondition(organizationId: string, userId: string): SQL {
  return sql`EXISTS (SELECT 1 FROM ${organizationMembers} WHERE ${organizationMembers.organizationId} = ${organizationId} AND ${organizationMembers.userId} = ${userId})`;
}

export async function isMemberUser(db: Database, organizationId: string, userId: string) {
  const [row] = await db
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)));
  return row !== undefined;
}

/** The addresses of the organization's owners and admins, who hear about its integrations. */
export async function findAdminEmails(db: Database, organizationId: string) {
  const rows = await db
    .select({ email: sql<string>`${userEmailOf(organizationMembers.userId)}`.as('email') })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), inArray(organizationMembers.role, ['owner', 'admin'])));
  return rows.map(({ email }) => email);
}

/** The memberships of these users, for the console's list of users: which organizations, with which role. */
export function selectMembershipsOfUsers(db: Database, userIds: string[]) {
  return db
    .select({
      membershipUserId: organizationMembers.userId,
      organizationId: organizationMembers.organizationId,
      role: organizationMembers.role,
    })
    .from(organizationMembers)
    .where(inArray(organizationMembers.userId, idsIn(userIds)))
    .orderBy(asc(organizationMembers.createdAt));
}

/** How many members each of these organizations has, for the console's list of organizations. */
export function selectMemberCounts(db: Database, organizationIds: string[]) {
  return db
    .select({ countedOrganizationId: organizationMembers.organizationId, membersCount: count() })
    .from(organizationMembers)
    .where(inArray(organizationMembers.organizationId, idsIn(organizationIds)))
    .groupBy(organizationMembers.organizationId);
}
