import { Hono } from 'hono';
import { validate } from '../../platform/validation';
import { permit } from '../../platform/permit';
import type { OrganizationEnv } from '../access/organization-member.middleware';
import { toMemberDto } from './members.dto';
import { memberIdParamSchema, updateMemberRoleSchema } from '../../../core/members/members.schemas';
import { changeMemberRole, leaveOrganization, listMembers, removeMember } from './members.service';

const memberParam = validate('param', memberIdParamSchema);

/** Mounted at /organizations/:organizationId/members. */
export const membersRoutes = new Hono<OrganizationEnv>()
  .get('/', permit('members:read'), async (c) =>
    c.json({ members: (await c.var.access.read(listMembers(c.var.db, c.var.organizationId), c.var.db)).map(toMemberDto) }),
  )
  .get('/me', permit('members:read'), async (c) => {
    await c.var.access.verify();
    return c.json({ member: toMemberDto(c.var.membership) });
  })
  .delete('/me', permit('members:leave'), async (c) => {
    await leaveOrganization(c.var.deps, { organizationId: c.var.organizationId, userId: c.var.user.id });
    return c.body(null, 204);
  })
  .patch('/:memberId', permit('members:update'), memberParam, validate('json', updateMemberRoleSchema), async (c) => {
    const change = {
      organizationId: c.var.organizationId,
      actorRole: c.var.membership.member.role,
      memberId: c.req.valid('param').memberId,
    };
    return c.json({ member: toMemberDto(await changeMemberRole(c.var.deps, { ...change, role: c.req.valid('json').role })) });
  })
  .delete('/:memberId', permit('members:remove'), memberParam, async (c) => {
    await removeMember(c.var.deps, {
      organizationId: c.var.organizationId,
      actorRole: c.var.membership.member.role,
      memberId: c.req.valid('param').memberId,
    });
    return c.body(null, 204);
  });
