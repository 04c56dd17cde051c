import { Hono } from 'hono';
import type { OrganizationEnv } from '../organizations/organizations.middleware';
import { toMemberDto } from './members.dto';

export const membersRoutes = new Hono<OrganizationEnv>().get('/me', async (c) => {
  await c.var.access.verify();
  return c.json({ member: toMemberDto(c.var.membership) });
});
