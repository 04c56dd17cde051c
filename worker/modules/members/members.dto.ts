import type { OrganizationRole } from '../../../core/permissions/organization-permissions';

type MembershipOfUser = {
  member: { id: string; organizationId: string; role: OrganizationRole; createdAt: Date };
  user: { id: string; email: string; name: string };
};

export const toMemberDto = ({ member, user }: MembershipOfUser) => ({
  id: member.id,
  organizationId: member.organizationId,
  role: member.role,
  user,
  createdAt: member.createdAt,
});
