import { and, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ConsoleListQuery } from '../../../core/admin/admin.schemas';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { beforeKeyset } from '../../platform/db/keyset';
import type { Database } from '../../platform/db/client';
import { users } from '../auth/auth.tables';
import { idsIn } from '../../platform/db/json-ids';
import { startsWith } from '../../platform/db/starts-with';

export async function updateUserName(db: Database, userId: string, name: string) {
  const [user] = await db.update(users).set({ name }).where(eq(users.id, userId)).returning();
  return user;
}

export async function findUserEmail(db: Database, userId: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email;
}

/**
 * The account a subquery names (an API key's user), to batch with the statement that finds it:
 * columns named apart, as D1 keys a batch's rows by column name.
 */
export function selectUserWhereId(db: Database, userId: SQL) {
  return (
    db
      .select({
        id: sql<string>`${users.id}`.as('caller_user_id'),
        email: users.email,
        name: sql<string>`${users.name}`.as('caller_user_name'),
        emailVerified: users.emailVerified,
        createdAt: sql`${users.createdAt}`.mapWith(users.createdAt).as('caller_user_created_at'),
        updatedAt: sql`${users.updatedAt}`.mapWith(users.updatedAt).as('caller_user_updated_at'),
      })
      .from(users)
      // A disabled account's keys stop with its sessions.
      .where(and(eq(users.id, userId), isNull(users.disabledAt)))
  );
}

// For other modules' statements: the users table is read here only, each piece a subquery that
// their select embeds, so that their read stays one statement.

/** The user's name; null when there is no such user. */
/**
 * The names of these users, for records an organization database keeps (it cannot join the users of
 * DB): a lookup by id, null for none or for a deleted account.
 */
export async function findUserNames(db: Database, userIds: (string | null)[]): Promise<(userId: string | null) => string | null> {
  const ids = [...new Set(userIds.filter((id) => id !== null))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, idsIn(ids)));
  const names = new Map(rows.map(({ id, name }) => [id, name]));
  return (userId) => (userId === null ? null : (names.get(userId) ?? null));
}

/** Emails of these users, for an export: an import finds its members by them. */
export async function findUserEmails(db: Database, userIds: (string | null)[]): Promise<(userId: string | null) => string | null> {
  const ids = [...new Set(userIds.filter((id) => id !== null))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(users.id, idsIn(ids)));
  const emails = new Map(rows.map(({ id, email }) => [id, email]));
  return (userId) => (userId === null ? null : (emails.get(userId) ?? null));
}

export const userNameOf = (userId: SQLiteColumn | SQL) =>
  sql<string | null>`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${userId})`;

/** The user's email; null when there is no such user. */
export const userEmailOf = (userId: SQLiteColumn | SQL) =>
  sql<string | null>`(SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${userId})`;

/** The ids of the accounts with this email (compared lowercased), as a subquery. */
export const userIdsWithEmail = (email: string) =>
  sql`(SELECT ${users.id} FROM ${users} WHERE lower(${users.email}) = ${email.toLowerCase()})`;

/**
 * A page of the console's users, newest first, after `cursor`: those whose email or name starts with
 * `search` (in any case), or whose id it is. Each condition has its index (the email's, users_name_lower_index,
 * the key), and the page reads one row past its size to know whether another follows, counting nothing.
 */
export function searchUsers(db: Database, { search, cursor, pageSize }: ConsoleListQuery) {
  const term = search?.toLowerCase();
  const matches = term ? or(eq(users.id, term), startsWith(users.email, term), startsWith(sql`lower(${users.name})`, term)) : undefined;
  const after = beforeKeyset(users.createdAt, users.id, cursor);
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
      lastSignInAt: users.lastSignInAt,
      disabledAt: users.disabledAt,
      disabledReason: users.disabledReason,
    })
    .from(users)
    .where(and(matches, after))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(pageSize + 1);
}

export async function findUserForConsole(db: Database, userId: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** Disables the account (with why) or, given null, enables it again: a statement for the console's batch. */
export function setUserDisabled(db: Database, userId: string, disabled: { at: Date; reason: string } | null) {
  return db
    .update(users)
    .set({ disabledAt: disabled?.at ?? null, disabledReason: disabled?.reason ?? null })
    .where(eq(users.id, userId));
}

/** Deletes the account: its sessions, sign-in accounts, keys and memberships go with it (foreign keys); a statement for the console's batch. */
export function deleteUserRow(db: Database, userId: string) {
  return db.delete(users).where(eq(users.id, userId));
}

/** How many accounts were made in [from, to), through the creation index: a statement for a batch. */
export function countSignUpsBetween(db: Database, from: Date, to: Date) {
  return db
    .select({ count: count() })
    .from(users)
    .where(and(gte(users.createdAt, from), lt(users.createdAt, to)));
}

/** How many accounts signed in at or after `since`, through the last sign-in index: a statement for a batch. */
export function countSignedInSince(db: Database, since: Date) {
  return db.select({ count: count() }).from(users).where(gte(users.lastSignInAt, since));
}
