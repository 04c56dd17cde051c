import { and, desc, eq, exists, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { idsIn } from '../../platform/db/json-ids';
import type { Database } from '../../platform/db/client';
import { accounts, passkeys, sessions, users } from './auth.tables';

const liveSession = (token: string, now: Date) => and(eq(sessions.token, token), gt(sessions.expiresAt, now));

/** An authenticator app confirmed, or a passkey: what an organization requiring two factors admits. */
const hasSecondFactor = (db: Database) =>
  sql<boolean>`${or(eq(users.twoFactorEnabled, true), exists(db.select({ one: sql`1` }).from(passkeys).where(eq(passkeys.userId, users.id))))}`.mapWith(
    Boolean,
  );

/**
 * The user of a live session, looked up by its token on every request: a session ended by sign-out,
 * a password reset or a revocation is refused at once.
 */
export function findSessionUser(db: Database, token: string, now: Date) {
  return (
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        emailVerified: users.emailVerified,
        hasSecondFactor: hasSecondFactor(db),
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // Disabling ends the account's sessions; this refuses one opened in the same instant.
      .where(and(liveSession(token, now), isNull(users.disabledAt)))
  );
}

/** The user id of a live session, as a subquery for reads sent before the session is checked. */
export function sessionUserIdSql(db: Database, token: string, now: Date) {
  return sql`(${db.select({ userId: sessions.userId }).from(sessions).where(liveSession(token, now))})`;
}

/** Ends every session of the account at once (the console's disable): a statement for its batch. */
export function deleteSessionsOf(db: Database, userId: string) {
  return db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * How these accounts sign in, for the console: their providers (credential is a password), their
 * passkeys and their live sessions, newest first; three statements for one batch, columns named apart.
 */
export function selectSignInDetails(db: Database, userIds: string[], now: Date) {
  const ids = idsIn(userIds);
  return [
    db.select({ accountUserId: accounts.userId, providerId: accounts.providerId }).from(accounts).where(inArray(accounts.userId, ids)),
    db
      .select({ passkeyUserId: passkeys.userId, passkeyCount: sql<number>`count(*)` })
      .from(passkeys)
      .where(inArray(passkeys.userId, ids))
      .groupBy(passkeys.userId),
    db
      .select({
        sessionId: sessions.id,
        sessionUserId: sessions.userId,
        sessionCreatedAt: sql`${sessions.createdAt}`.mapWith(sessions.createdAt).as('session_created_at'),
        sessionExpiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(and(inArray(sessions.userId, ids), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.createdAt)),
  ] as const;
}
