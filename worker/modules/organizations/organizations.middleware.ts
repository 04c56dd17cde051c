import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { invalidRequest } from '../../platform/validation';
import { findMembership } from './organizations.repository';
import { hasRoleAtLeast } from './organizations.roles';
import { organizationIdParamSchema } from './organizations.schemas';
import type { OrganizationRole } from './organizations.tables';

export type Membership = NonNullable<Awaited<ReturnType<typeof findMembership>>>;
export type OrganizationEnv = AppEnv & { Variables: { membership: Membership } };

const notAMember = () => forbidden('user.not_in_organization', 'You are not a member of this organization.');

/**
 * Guards every `/organizations/:organizationId/*` route: a malformed id is a 400, and anything the
 * caller is not a member of, missing or deleted alike, is the same 403 so nothing leaks.
 */
export const requireOrganizationMember = createMiddleware<OrganizationEnv>(async (c, next) => {
  const parsed = organizationIdParamSchema.safeParse({ organizationId: c.req.param('organizationId') });
  if (!parsed.success) throw invalidRequest('params', parsed.error);
  const membership = await findMembership(c.var.db, parsed.data.organizationId, c.var.user.id);
  if (!membership) throw notAMember();
  c.set('membership', membership);
  await next();
});

export function requireRole(minimum: OrganizationRole) {
  return createMiddleware<OrganizationEnv>(async (c, next) => {
    if (!hasRoleAtLeast(c.var.membership.member.role, minimum)) {
      throw forbidden('organization.insufficient_role', `This action needs the ${minimum} role or higher.`);
    }
    await next();
  });
}
