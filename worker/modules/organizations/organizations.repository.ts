import { and, asc, eq, isNotNull, isNull, lt, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../platform/db/client';
import { batchedRead } from '../../platform/db/batched-read';
import { insertIf, isBelowLimit } from '../../platform/db/conditional-insert';
import { organizationCountOf } from './memberships.repository';
import { organizationMembers, organizations } from './organizations.tables';
import type { DocumentLanguage } from '../../../core/locales/document-languages';

const liveOrganization = isNull(organizations.deletedAt);

const organizationColumns = {
  id: organizations.id,
  name: organizations.name,
  documentLanguages: organizations.documentLanguages,
  allowPermanentShareLinks: organizations.allowPermanentShareLinks,
  requireTwoFactor: organizations.requireTwoFactor,
  createdAt: organizations.createdAt,
  updatedAt: organizations.updatedAt,
};
export type OrganizationSettingsChanges = { name?: string; documentLanguages?: DocumentLanguage[]; allowPermanentShareLinks?: boolean; requireTwoFactor?: boolean };

export function listOrganizationsOfUser(db: Database, userId: string | SQL) {
  const query = db
    .select(organizationColumns)
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizationMembers.userId, userId), liveOrganization))
    .orderBy(asc(organizations.createdAt));
  return batchedRead([query], ([rows]) => rows);
}

/**
 * Creates the organization and its owner's membership, unless the user already belongs to
 * `maxOrganizationCount` organizations: the count is checked inside the insert, so parallel
 * creations cannot exceed it. Answers undefined when the limit refused it.
 */
export async function insertOrganizationWithOwner(
  db: Database,
  organization: { id: string; name: string; documentLanguages: DocumentLanguage[] },
  owner: { memberId: string; userId: string },
  maxOrganizationCount: number,
) {
  const [[created]] = await db.batch([
    insertIf(db, organizations, organization, isBelowLimit(organizationCountOf(db, owner.userId), maxOrganizationCount)).returning(),
    insertIf(
      db,
      organizationMembers,
      { id: owner.memberId, organizationId: organization.id, userId: owner.userId, role: 'owner' },
      sql`EXISTS (SELECT 1 FROM ${organizations} WHERE ${organizations.id} = ${organization.id})`,
    ),
  ]);
  return created;
}

/**
 * The membership of a user (an id, or a subquery answering one) in a live organization, with both
 * records, ready to batch: its columns are named apart (D1 keys batch rows by column name).
 */
export function findMembership(db: Database, organizationId: string, userId: string | SQL) {
  return db
    .select({
      organization: organizationColumns,
      member: {
        id: sql<string>`${organizationMembers.id}`.as('member_id'),
        organizationId: organizationMembers.organizationId,
        role: organizationMembers.role,
        createdAt: sql`${organizationMembers.createdAt}`.mapWith(organizationMembers.createdAt).as('member_created_at'),
      },
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId), liveOrganization));
}

/** The live organizations whose only owner is this user. */
export async function findOrganizationsOwnedOnlyBy(db: Database, userId: string) {
  const otherOwners = alias(organizationMembers, 'other_owners');
  return db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(
      and(
        eq(organizationMembers.userId, userId),
        eq(organizationMembers.role, 'owner'),
        liveOrganization,
        notExists(
          db
            .select({ id: otherOwners.id })
            .from(otherOwners)
            .where(and(eq(otherOwners.organizationId, organizationMembers.organizationId), eq(otherOwners.role, 'owner'), ne(otherOwners.userId, userId))),
        ),
      ),
    );
}

export async function updateOrganizationSettings(db: Database, organizationId: string, changes: OrganizationSettingsChanges) {
  const [updated] = await db.update(organizations).set(changes).where(eq(organizations.id, organizationId)).returning();
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

export async function findStripeCustomerId(db: Database, organizationId: string) {
  const [row] = await db.select({ stripeCustomerId: organizations.stripeCustomerId }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.stripeCustomerId ?? undefined;
}

/** Records the organization's Stripe customer unless one already is; answers the one kept. */
export async function setStripeCustomerIdIfUnset(db: Database, organizationId: string, stripeCustomerId: string) {
  await db.update(organizations).set({ stripeCustomerId }).where(and(eq(organizations.id, organizationId), isNull(organizations.stripeCustomerId)));
  return (await findStripeCustomerId(db, organizationId))!;
}

/** The languages the organization's scans are read in. */
export async function findDocumentLanguages(db: Database, organizationId: string) {
  const [row] = await db.select({ documentLanguages: organizations.documentLanguages }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.documentLanguages ?? ['en'];
}

export async function findOrganizationName(db: Database, organizationId: string) {
  const [row] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.name;
}
