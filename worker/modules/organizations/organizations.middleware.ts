import { createMiddleware } from 'hono/factory';
import { allOf, guardRoutes } from '../../platform/access-check';
import type { AppEnv, SessionUser } from '../../platform/context';
import { batchedRead } from '../../platform/db/batched-read';
import { invalidRequest } from '../../platform/validation';
import { sessionGuard } from '../auth/auth.middleware';
import { insufficientRole, notInOrganization } from './organizations.errors';
import { findMembership } from './organizations.repository';
import { hasRoleAtLeast } from './organizations.roles';
import { organizationIdParamSchema } from './organizations.schemas';
import type { OrganizationRole } from './organizations.tables';

type MembershipRow = Awaited<ReturnType<typeof findMembership>>[number];
export type Membership = MembershipRow & { user: Pick<SessionUser, 'id' | 'email' | 'name'> };
export type OrganizationEnv = AppEnv & { Variables: { organizationId: string; membership: Membership } };

/**
 * Guards every `/organizations/:organizationId/*` route: a malformed id is a 400; the session, then
 * the membership, are checked with the request's first read (see access-check.ts). Anything the
 * caller is not a member of, missing or deleted alike, is the same 403 so nothing leaks.
 * `c.var.organizationId` is there from the start, `c.var.membership` once admitted.
 */
export const requireOrganizationMember = guardRoutes<OrganizationEnv>(async (c) => {
  const session = await sessionGuard(c);
  const parsed = organizationIdParamSchema.safeParse({ organizationId: c.req.param('organizationId') });
  if (!parsed.success) throw invalidRequest('params', parsed.error);
  const { organizationId } = parsed.data;
  c.set('organizationId', organizationId);
  const membership = batchedRead([findMembership(c.var.db, organizationId, c.var.sessionUserId)], ([[row]]) => {
    if (!row) throw notInOrganization();
    const { id, email, name } = c.var.user;
    c.set('membership', { ...row, user: { id, email, name } });
  });
  return allOf(session, membership);
});

export function requireRole(minimum: OrganizationRole) {
  return createMiddleware<OrganizationEnv>(async (c, next) => {
    if (!hasRoleAtLeast(c.var.membership.member.role, minimum)) {
      throw insufficientRole(minimum);
    }
    await next();
  });
}
