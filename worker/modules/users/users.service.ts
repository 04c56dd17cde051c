import type { Database } from '../../platform/db/client';
import { userNotFound } from '../../../core/users/users.errors';
import { updateUserName } from './users.repository';

export async function renameUser(db: Database, userId: string, name: string) {
  const user = await updateUserName(db, userId, name);
  if (!user) throw userNotFound();
  return user;
}
