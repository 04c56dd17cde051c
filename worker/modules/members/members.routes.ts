import { Hono } from 'hono';
import type { OrganizationEnv } from '../organizations/organizations.middleware';

export const membersRoutes = new Hono<OrganizationEnv>().get('/me', async (c) => {
  await c.var.access.verify();
  const { member, user } = c.var.membership;
  return c.json({
    member: { id: member.id, organizationId: member.organizationId, role: member.role, user, createdAt: member.createdAt },
  });
});
