import { and, asc, count, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { insertIf, isBelowLimit } from '../../platform/db/conditional-insert';
import { users } from '../auth/auth.tables';
import { organizationMembers, organizations } from './organizations.tables';

const liveOrganization = isNull(organizations.deletedAt);

export async function listOrganizationsOfUser(db: Database, userId: string) {
  return db
    .select({ id: organizations.id, name: organizations.name, createdAt: organizations.createdAt, updatedAt: organizations.updatedAt })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizationMembers.userId, userId), liveOrganization))
    .orderBy(asc(organizations.createdAt));
}

/**
 * Creates the organization and its owner's membership, unless the user already belongs to
 * `maxOrganizationCount` organizations: the count is checked inside the insert, so parallel
 * creations cannot exceed it. Answers undefined when the limit refused it.
 */
export async function insertOrganizationWithOwner(
  db: Database,
  organization: { id: string; name: string },
  owner: { memberId: string; userId: string },
  maxOrganizationCount: number,
) {
  const organizationsOfOwner = db
    .select({ count: count() })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizationMembers.userId, owner.userId), liveOrganization));
  const [[created]] = await db.batch([
    insertIf(db, organizations, organization, isBelowLimit(organizationsOfOwner, maxOrganizationCount)).returning(),
    insertIf(
      db,
      organizationMembers,
      { id: owner.memberId, organizationId: organization.id, userId: owner.userId, role: 'owner' },
      sql`EXISTS (SELECT 1 FROM ${organizations} WHERE ${organizations.id} = ${organization.id})`,
    ),
  ]);
  return created;
}

/** The caller's membership in a live organization, with both records, or undefined. */
export async function findMembership(db: Database, organizationId: string, userId: string) {
  const [row] = await db
    .select({ organization: organizations, member: organizationMembers, user: { id: users.id, email: users.email, name: users.name } })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId), liveOrganization));
  return row;
}

export async function updateOrganizationName(db: Database, organizationId: string, name: string) {
  const [updated] = await db.update(organizations).set({ name }).where(eq(organizations.id, organizationId)).returning();
  return updated!;
}

/** Hides the organization and revokes every membership in one transaction; the data goes later. */
export async function markOrganizationDeleted(db: Database, organizationId: string, now: Date) {
  await db.batch([
    db.update(organizations).set({ deletedAt: now }).where(eq(organizations.id, organizationId)),
    db.delete(organizationMembers).where(eq(organizationMembers.organizationId, organizationId)),
  ]);
}

export async function findOrganizationsDeletedBefore(db: Database, before: Date, limit: number) {
  return db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(isNotNull(organizations.deletedAt), lt(organizations.deletedAt, before)))
    .limit(limit);
}

/** Removes a deleted organization's row; its dependent rows go with it (ON DELETE CASCADE). */
export async function deleteOrganizationRow(db: Database, organizationId: string) {
  await db.delete(organizations).where(and(eq(organizations.id, organizationId), isNotNull(organizations.deletedAt)));
}
