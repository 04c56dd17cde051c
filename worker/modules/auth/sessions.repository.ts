import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { sessions, users } from './auth.tables';

const liveSession = (token: string, now: Date) => and(eq(sessions.token, token), gt(sessions.expiresAt, now));

/**
 * The user of a live session, looked up by its token on every request: a session ended by sign-out,
 * a password reset or a revocation is refused at once.
 */
export function findSessionUser(db: Database, token: string, now: Date) {
  return db
    .select({ id: users.id, email: users.email, name: users.name, emailVerified: users.emailVerified, createdAt: users.createdAt, updatedAt: users.updatedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(token, now));
}

/** The user id of a live session, as a subquery for reads sent before the session is checked. */
export function sessionUserIdSql(db: Database, token: string, now: Date) {
  return sql`(${db.select({ userId: sessions.userId }).from(sessions).where(liveSession(token, now))})`;
}
