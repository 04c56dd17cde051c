import { and, eq, exists, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { passkeys, sessions, users } from './auth.tables';

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
  return db
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
    .where(liveSession(token, now));
}

/** The user id of a live session, as a subquery for reads sent before the session is checked. */
export function sessionUserIdSql(db: Database, token: string, now: Date) {
  return sql`(${db.select({ userId: sessions.userId }).from(sessions).where(liveSession(token, now))})`;
}
