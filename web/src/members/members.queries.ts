import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { OrganizationRole } from '@/api/types';
import { organizationsQueryKeys } from '@/lib/query-keys';

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
