import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ConsoleListQuery } from '../../../core/admin/admin.schemas';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { beforeKeyset } from '../../platform/db/keyset';
import type { Database } from '../../platform/db/client';
import { batchedRead } from '../../platform/db/batched-read';
import { idsIn } from '../../platform/db/json-ids';
import { startsWith } from '../../platform/db/starts-with';
import { insertIf, isBelowLimit } from '../../platform/db/conditional-insert';
import { deleteMembersOf, findMembershipRow, insertMemberIf, organizationCountOf, organizationIdsOf } from '../members/members.repository';
import { organizationDatabases, organizations } from './organizations.tables';
import { DEFAULT_BARCODE_SETTINGS, type BarcodeSettings } from '../../../core/documents/barcode-settings';
import type { DocumentLanguage } from '../../../core/locales/document-languages';

const liveOrganization = isNull(organizations.deletedAt);

const organizationColumns = {
  id: organizations.id,
  name: organizations.name,
  documentLanguages: organizations.documentLanguages,
  allowPermanentShareLinks: organizations.allowPermanentShareLinks,
  requireTwoFactor: organizations.requireTwoFactor,
  barcodeSettings: organizations.barcodeSettings,
  suggestionsEnabled: organizations.suggestionsEnabled,
  languageModelEnabled: organizations.languageModelEnabled,
  newTagSuggestionsEnabled: organizations.newTagSuggestionsEnabled,
  // Its members see that the service's operators made it read-only, and why.
  suspendedAt: organizations.suspendedAt,
  suspensionReason: organizations.suspensionReason,
  createdAt: organizations.createdAt,
  updatedAt: organizations.updatedAt,
};
export type OrganizationSettingsChanges = {
  name?: string;
  documentLanguages?: DocumentLanguage[];
  allowPermanentShareLinks?: boolean;
  requireTwoFactor?: boolean;
  barcodeSettings?: BarcodeSettings;
  suggestionsEnabled?: boolean;
  languageModelEnabled?: boolean;
  newTagSuggestionsEnabled?: boolean;
};

export function listOrganizationsOfUser(db: Database, userId: string | SQL) {
  const query = db
    .select(organizationColumns)
    .from(organizations)
    .where(and(inArray(organizations.id, organizationIdsOf(db, userId)), liveOrganization))
    .orderBy(asc(organizations.createdAt));
  return batchedRead([query], ([rows]) => rows);
}

// What a new organization is expected to add to its database before the next measurement: enough
// that a burst of creations between two measurements spreads over the open databases.
const PLACEMENT_ESTIMATE_BYTES = 1024 * 1024;

/** The open database with the fewest bytes (one not measured yet counts as empty). */
function smallestDatabase(openDatabases: string[]) {
  const open = sql.join(
    openDatabases.map((binding) => sql`(${binding})`),
    sql`, `,
  );
  return sql`(SELECT open.column1 FROM (VALUES ${open}) AS open LEFT JOIN ${organizationDatabases} ON ${organizationDatabases.binding} = open.column1
    ORDER BY coalesce(${organizationDatabases.sizeBytes}, 0), open.column1 LIMIT 1)`;
}

/**
 * Creates the organization, in the open database with the fewest bytes, and its owner's membership,
 * unless the user already belongs to `maxOrganizationCount` organizations: the count is checked
 * inside the insert, so parallel creations cannot exceed it. Answers undefined when the limit refused it.
 */
export async function insertOrganizationWithOwner(
  db: Database,
  organization: { id: string; name: string; documentLanguages: DocumentLanguage[] },
  owner: { memberId: string; userId: string },
  { maxOrganizationCount, openDatabases }: { maxOrganizationCount: number; openDatabases: string[] },
) {
  const created = sql`EXISTS (SELECT 1 FROM ${organizations} WHERE ${organizations.id} = ${organization.id})`;
  const [[row]] = await db.batch([
    insertIf(
      db,
      organizations,
      { ...organization, database: smallestDatabase(openDatabases) as unknown as string },
      isBelowLimit(organizationCountOf(db, owner.userId), maxOrganizationCount),
    ).returning(),
    insertMemberIf(db, { id: owner.memberId, organizationId: organization.id, userId: owner.userId, role: 'owner' }, created),
    db
      .insert(organizationDatabases)
      .select(
        sql`SELECT ${organizations.database}, ${PLACEMENT_ESTIMATE_BYTES}, ${Date.now()} FROM ${organizations} WHERE ${organizations.id} = ${organization.id}`,
      )
      .onConflictDoUpdate({
        target: organizationDatabases.binding,
        set: { sizeBytes: sql`${organizationDatabases.sizeBytes} + excluded.size_bytes` },
      }),
  ]);
  return row;
}

/** The database an organization lives in, and the one it is being moved to; undefined for none. */
export async function findOrganizationPlacement(db: Database, organizationId: string) {
  const [row] = await db
    .select({ database: organizations.database, movingTo: organizations.movingTo, deletedAt: organizations.deletedAt })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

/** Of these organizations, the ones being moved (read-only meanwhile). */
export async function findMovingOrganizations(db: Database, organizationIds: string[]): Promise<Set<string>> {
  if (organizationIds.length === 0) return new Set();
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(inArray(organizations.id, idsIn(organizationIds)), isNotNull(organizations.movingTo)));
  return new Set(rows.map(({ id }) => id));
}

/** Turns a live organization read-only for its move to `target`; false when it is gone, moving already, or there. */
export async function markOrganizationMoving(db: Database, organizationId: string, target: string) {
  const updated = await db
    .update(organizations)
    .set({ movingTo: target })
    .where(
      and(
        eq(organizations.id, organizationId),
        liveOrganization,
        isNull(organizations.movingTo),
        sql`${organizations.database} <> ${target}`,
      ),
    )
    .returning({ id: organizations.id });
  return updated.length > 0;
}

/** The end of a move: the organization lives in `target` from now on, writable again. */
export async function switchOrganizationDatabase(db: Database, organizationId: string, target: string) {
  await db
    .update(organizations)
    .set({ database: target, movingTo: null })
    .where(and(eq(organizations.id, organizationId), eq(organizations.movingTo, target)));
}

/** A move given up: the organization stays where it is, writable again. */
export async function unmarkOrganizationMoving(db: Database, organizationId: string, target: string) {
  await db
    .update(organizations)
    .set({ movingTo: null })
    .where(and(eq(organizations.id, organizationId), eq(organizations.movingTo, target)));
}

/** Records a database's measured size, for placing the next organizations. */
export async function recordDatabaseSize(db: Database, binding: string, sizeBytes: number, now: Date) {
  await db
    .insert(organizationDatabases)
    .values({ binding, sizeBytes, updatedAt: now })
    .onConflictDoUpdate({ target: organizationDatabases.binding, set: { sizeBytes, updatedAt: now } });
}

// For other modules' statements, as subqueries their select embeds.

/** The organization's name. */
export const organizationNameOf = (organizationId: SQLiteColumn) =>
  sql<string>`(SELECT ${organizations.name} FROM ${organizations} WHERE ${organizations.id} = ${organizationId})`;

/** That the organization exists and is not deleted. */
export const isLiveOrganization = (organizationId: SQLiteColumn) =>
  sql`EXISTS (SELECT 1 FROM ${organizations} WHERE ${organizations.id} = ${organizationId} AND ${organizations.deletedAt} IS NULL)`;

/**
 * The membership of a user (an id, or a subquery answering one) in a live organization, with both
 * records, ready to batch; undefined when there is none.
 */
export function readMembership(db: Database, organizationId: string, userId: string | SQL) {
  const organization = db
    .select({ ...organizationColumns, database: organizations.database, movingTo: organizations.movingTo })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), liveOrganization));
  return batchedRead([organization, findMembershipRow(db, organizationId, userId)], ([[organization], [member]]) =>
    organization && member ? { organization, member } : undefined,
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
    deleteMembersOf(db, organizationId),
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
  const [row] = await db
    .select({ stripeCustomerId: organizations.stripeCustomerId })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.stripeCustomerId ?? undefined;
}

/** Records the organization's Stripe customer unless one already is; answers the one kept. */
export async function setStripeCustomerIdIfUnset(db: Database, organizationId: string, stripeCustomerId: string) {
  await db
    .update(organizations)
    .set({ stripeCustomerId })
    .where(and(eq(organizations.id, organizationId), isNull(organizations.stripeCustomerId)));
  return (await findStripeCustomerId(db, organizationId))!;
}

/** How the organization's scans are read: in which languages, and what their barcodes do. */
export async function findReadingSettings(db: Database, organizationId: string) {
  const [row] = await db
    .select({ documentLanguages: organizations.documentLanguages, barcodes: organizations.barcodeSettings })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return { documentLanguages: row?.documentLanguages ?? ['en'], barcodes: row?.barcodes ?? DEFAULT_BARCODE_SETTINGS };
}

export async function findOrganizationName(db: Database, organizationId: string) {
  const [row] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.name;
}

/**
 * Whether the organization's documents get suggestions, the language model's besides, and new tags
 * among those: none for an organization gone.
 */
export async function findSuggestionSwitches(db: Database, organizationId: string) {
  const [row] = await db
    .select({
      suggestionsEnabled: organizations.suggestionsEnabled,
      languageModelEnabled: organizations.languageModelEnabled,
      newTagSuggestionsEnabled: organizations.newTagSuggestionsEnabled,
    })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), liveOrganization));
  return row ?? { suggestionsEnabled: false, languageModelEnabled: false, newTagSuggestionsEnabled: false };
}

/** Whether the organization's documents get learned suggestions: false for an organization gone. */
export async function areSuggestionsEnabled(db: Database, organizationId: string) {
  return (await findSuggestionSwitches(db, organizationId)).suggestionsEnabled;
}

/**
 * A page of the console's organizations (deleted ones left out), newest first, after `cursor`: those whose
 * name starts with `search` (in any case), or whose id it is; one row past the page says another follows.
 */
export function searchOrganizations(db: Database, { search, cursor, pageSize }: ConsoleListQuery) {
  const term = search?.toLowerCase();
  const matches = term ? or(eq(organizations.id, term), startsWith(sql`lower(${organizations.name})`, term)) : undefined;
  const after = beforeKeyset(organizations.createdAt, organizations.id, cursor);
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      createdAt: organizations.createdAt,
      database: organizations.database,
      movingTo: organizations.movingTo,
      suspendedAt: organizations.suspendedAt,
      suspensionReason: organizations.suspensionReason,
      stripeCustomerId: organizations.stripeCustomerId,
    })
    .from(organizations)
    .where(and(liveOrganization, matches, after))
    .orderBy(desc(organizations.createdAt), desc(organizations.id))
    .limit(pageSize + 1);
}

/** The names of these organizations by id, whether each is live: deleted ones too (a user's list says what they were in). */
export async function findOrganizationNames(db: Database, organizationIds: Iterable<string>) {
  const ids = [...new Set(organizationIds)];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: organizations.id, name: organizations.name, deletedAt: organizations.deletedAt })
          .from(organizations)
          .where(inArray(organizations.id, idsIn(ids)));
  return new Map(rows.map(({ id, name, deletedAt }) => [id, { name, isLive: deletedAt === null }]));
}

export async function findLiveOrganization(db: Database, organizationId: string) {
  const [organization] = await db
    .select({ id: organizations.id, name: organizations.name, suspendedAt: organizations.suspendedAt })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), liveOrganization));
  return organization;
}

/** Makes the organization read-only (with why) or, given null, lifts it: a statement for the console's batch. */
export function setOrganizationSuspension(db: Database, organizationId: string, suspension: { at: Date; reason: string } | null) {
  return db
    .update(organizations)
    .set({ suspendedAt: suspension?.at ?? null, suspensionReason: suspension?.reason ?? null })
    .where(eq(organizations.id, organizationId));
}

/** How many live organizations each database holds, for the console's health screen. */
export function countOrganizationsByDatabase(db: Database) {
  return db
    .select({ database: organizations.database, organizationsCount: count() })
    .from(organizations)
    .where(liveOrganization)
    .groupBy(organizations.database);
}
