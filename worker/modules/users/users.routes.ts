import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';
import { validate } from '../../platform/validation';
import { toUserDto } from './users.dto';
import { updateUserSchema } from '../../../core/users/users.schemas';
import { renameUser } from './users.service';
import { operatorRoleOf } from '../../../core/admin/operator-permissions';

export const usersRoutes = new Hono<AppEnv>()
  .get('/me', async (c) => {
    await c.var.access.verify();
    // Only an operator learns that the console exists: the app links to it from their account settings.
    const role = operatorRoleOf(c.var.settings.APP_OPERATOR_EMAILS, c.var.user.email);
    return c.json({ user: toUserDto(c.var.user, role ? [role] : []) });
  })
  .put('/me', validate('json', updateUserSchema), async (c) =>
    c.json({ user: toUserDto(await renameUser(c.var.deps, { userId: c.var.user.id, name: c.req.valid('json').name })) }),
  );
