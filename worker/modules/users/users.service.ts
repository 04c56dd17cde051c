import type { Dependencies } from '../../platform/dependencies';
import { userNotFound } from '../../../core/users/users.errors';
import { updateUserName } from './users.repository';

export async function renameUser({ db }: Dependencies, { userId, name }: { userId: string; name: string }) {
  const user = await updateUserName(db, userId, name);
  if (!user) throw userNotFound();
  return user;
}
