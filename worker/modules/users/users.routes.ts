import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { validate } from '../../platform/validation';
import { requireUser } from '../auth/auth.middleware';
import { updateUserName } from './users.repository';
import { updateUserSchema } from './users.schemas';

type UserRow = { id: string; email: string; name: string; createdAt: Date; updatedAt: Date };

function toUserDto(user: UserRow) {
  return { id: user.id, email: user.email, name: user.name, roles: [] as string[], createdAt: user.createdAt, updatedAt: user.updatedAt };
}

const userNotFound = () => notFound('user.not_found', 'User not found');

export const usersRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/me', async (c) => {
    await c.var.access.verify();
    return c.json({ user: toUserDto(c.var.user) });
  })
  .put('/me', validate('json', updateUserSchema), async (c) => {
    const user = await updateUserName(c.var.db, c.var.user.id, c.req.valid('json').name);
    if (!user) throw userNotFound();
    return c.json({ user: toUserDto(user) });
  });
