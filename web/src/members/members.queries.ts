import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toast';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { Invitation, Member, Organization, OrganizationRole } from '@/api/types';
import { organizationsQueryKeys } from '@/lib/query-keys';
import { clearStoredCurrentOrganizationId } from '@/organizations/current-organization-storage';

export function useMembers(organizationId: string) {
  const api = useApi();
  return useQuery({ queryKey: organizationsQueryKeys.members(organizationId), queryFn: () => api.members.list(organizationId) });
}

export function useOrganizationInvitations(organizationId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: organizationsQueryKeys.invitations(organizationId),
    queryFn: () => api.members.listInvitations(organizationId),
    enabled,
  });
}

export function useChangeMemberRole(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: OrganizationRole }) =>
      api.members.updateRole(organizationId, memberId, { role }),
    onSuccess: async ({ member }) => {
      toast.success(t('members.role.success', { name: member.user.name || member.user.email }));
      await queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.members(organizationId) });
    },
    onError: (error) => toast.error(t('members.role.error'), { description: errorMessage(error, t) }),
  });
}

/** Removes a member (the caller confirms first), then says so. */
export function useRemoveMember(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: Member) => api.members.remove(organizationId, member.id),
    onSuccess: async (_result, member) => {
      toast.success(t('members.remove.success', { name: member.user.name || member.user.email }));
      await queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.members(organizationId) });
    },
    onError: (error) => toast.error(t('members.remove.error'), { description: errorMessage(error, t) }),
  });
}

/**
 * Leaves the organization (the caller confirms first) and says so, then goes to `/`, which picks
 * another; the organization is forgotten as the current one and dropped from the cache.
 */
export function useLeaveOrganization(organization: Pick<Organization, 'id' | 'name'>) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.members.leave(organization.id),
    onSuccess: async () => {
      toast.success(t('members.leave.success', { name: organization.name }));
      clearStoredCurrentOrganizationId(organization.id);
      await navigate('/', { replace: true });
      queryClient.removeQueries({ queryKey: organizationsQueryKeys.detail(organization.id) });
      await queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.list, exact: true });
    },
    onError: (error) => toast.error(t('members.leave.error'), { description: errorMessage(error, t) }),
  });
}

/**
 * Invites someone by email with a role and says so, then `onInvited` once the organization's
 * invitations are refreshed. `onError` gets the failure's message, after its toast.
 */
export function useInviteMember(
  organizationId: string,
  { onInvited, onError }: { onInvited?: () => Promise<void> | void; onError?: (message: string) => void } = {},
) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; role: OrganizationRole }) => api.members.invite(organizationId, input),
    onSuccess: async ({ invitation }) => {
      toast.success(t('members.invite.success', { email: invitation.email }));
      await queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.invitations(organizationId) });
      await onInvited?.();
    },
    onError: (error) => {
      const description = errorMessage(error, t);
      onError?.(description);
      toast.error(t('members.invite.error'), { description });
    },
  });
}

/** Sends an invitation again, or cancels it (the caller confirms first), then says so. */
export function useResendOrCancelInvitation(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitation, action }: { invitation: Invitation; action: 'resend' | 'cancel' }) =>
      action === 'resend' ? api.invitations.resend(invitation.id) : api.invitations.cancel(invitation.id),
    onSuccess: async (_result, { invitation, action }) => {
      toast.success(t(`members.invitations.${action}.success`, { email: invitation.email }));
      await queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.invitations(organizationId) });
    },
    onError: (error, { action }) => toast.error(t(`members.invitations.${action}.error`), { description: errorMessage(error, t) }),
  });
}
