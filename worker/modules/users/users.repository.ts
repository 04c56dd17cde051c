import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { users } from '../auth/auth.tables';

export async function updateUserName(db: Database, userId: string, name: string) {
  const [user] = await db.update(users).set({ name }).where(eq(users.id, userId)).returning();
  return user;
}

export async function findUserEmail(db: Database, userId: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email;
}
