import type { Dependencies } from '../../platform/dependencies';
import { roleChangeRefusal, memberRemovalRefusal, type OrganizationRole } from '../../../core/permissions/organization-permissions';
import { actionNotPermitted } from '../../../core/organizations/organizations.errors';
import { deleteNonOwnerMember, deleteOwnMembership, findMember, updateMemberRole } from './members.repository';
import {
  lastOwnerCannotLeave,
  memberNotFound,
  ownerCannotBeRemoved,
  ownerRoleCannotBeGiven,
  ownerRoleCannotChange,
} from '../../../core/members/members.errors';

export { listMembers } from './members.repository';

type MemberChange = { organizationId: string; actorRole: OrganizationRole; memberId: string };

export async function changeMemberRole(
  { db }: Dependencies,
  { organizationId, actorRole, memberId, role }: MemberChange & { role: OrganizationRole },
) {
  const target = await findMember(db, organizationId, memberId);
  if (!target) throw memberNotFound();
  const refusal = roleChangeRefusal(actorRole, target.member.role, role);
  if (refusal === 'insufficient_role') throw actionNotPermitted('members:update');
  if (refusal === 'owner_target') throw ownerRoleCannotChange();
  if (refusal === 'owner_role' || role === 'owner') throw ownerRoleCannotBeGiven();
  // The statement refuses an owner target again, should one have appeared since the read.
  if (!(await updateMemberRole(db, organizationId, memberId, role))) throw ownerRoleCannotChange();
  return { ...target, member: { ...target.member, role } };
}

export async function removeMember({ db }: Dependencies, { organizationId, actorRole, memberId }: MemberChange) {
  const target = await findMember(db, organizationId, memberId);
  if (!target) throw memberNotFound();
  const refusal = memberRemovalRefusal(actorRole, target.member.role);
  if (refusal === 'insufficient_role') throw actionNotPermitted('members:remove');
  if (refusal === 'owner_target' || !(await deleteNonOwnerMember(db, organizationId, memberId))) throw ownerCannotBeRemoved();
}

export async function leaveOrganization({ db }: Dependencies, { organizationId, userId }: { organizationId: string; userId: string }) {
  if (!(await deleteOwnMembership(db, organizationId, userId))) throw lastOwnerCannotLeave();
}
