import type { OrganizationRole } from '../../../core/permissions/organization-permissions';
import type { InvitationStatus } from './invitations.tables';

type InvitationRow = {
  id: string;
  organizationId: string;
  email: string;
  role: OrganizationRole;
  status: InvitationStatus;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
};

/** A pending invitation past its date shows as expired at once; the daily cron records it later. */
export function invitationStatusAt(invitation: Pick<InvitationRow, 'status' | 'expiresAt'>, now: Date): InvitationStatus {
  return invitation.status === 'pending' && invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : invitation.status;
}

export const toInvitationDto = (invitation: InvitationRow, now = new Date()) => ({
  id: invitation.id,
  organizationId: invitation.organizationId,
  email: invitation.email,
  role: invitation.role,
  status: invitationStatusAt(invitation, now),
  expiresAt: invitation.expiresAt,
  createdAt: invitation.createdAt,
  updatedAt: invitation.updatedAt,
});

/** One of the signed-in user's own invitations, with where it leads and who sent it. */
export const toReceivedInvitationDto = (
  {
    organization,
    inviter,
    ...invitation
  }: InvitationRow & { organization: { id: string; name: string }; inviter: { name: string | null } },
  now = new Date(),
) => ({
  ...toInvitationDto(invitation, now),
  organization,
  inviter: inviter.name === null ? null : { name: inviter.name },
});
