import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-provider';

export const organizationsQueryKey = ['organizations'] as const;
export const organizationQueryKey = (organizationId: string) => ['organizations', organizationId] as const;
export const membershipQueryKey = (organizationId: string) => ['organizations', organizationId, 'membership'] as const;

/** Every organization of the signed-in user. */
export function useOrganizations() {
  const api = useApi();
  return useQuery({ queryKey: organizationsQueryKey, queryFn: () => api.organizations.list() });
}

export function useOrganization(organizationId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: organizationQueryKey(organizationId), queryFn: () => api.organizations.get(organizationId), enabled });
}

/** The signed-in user's membership (and so role) in one organization. */
export function useMyMembership(organizationId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: membershipQueryKey(organizationId), queryFn: () => api.organizations.getMyMembership(organizationId), enabled });
}
