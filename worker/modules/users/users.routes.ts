import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';
import { validate } from '../../platform/validation';
import { toUserDto } from './users.dto';
import { updateUserSchema } from '../../../core/users/users.schemas';
import { renameUser } from './users.service';

export const usersRoutes = new Hono<AppEnv>()
  .get('/me', async (c) => {
    await c.var.access.verify();
    return c.json({ user: toUserDto(c.var.user) });
  })
  .put('/me', validate('json', updateUserSchema), async (c) =>
    c.json({ user: toUserDto(await renameUser(c.var.deps, { userId: c.var.user.id, name: c.req.valid('json').name })) }),
  );
