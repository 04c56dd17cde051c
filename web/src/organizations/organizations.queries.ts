import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-provider';
import { organizationsQueryKeys } from '@/lib/query-keys';

/** Every organization of the signed-in user. */
export function useOrganizations() {
  const api = useApi();
  return useQuery({ queryKey: organizationsQueryKeys.list, queryFn: () => api.organizations.list() });
}

export function useOrganization(organizationId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: organizationsQueryKeys.detail(organizationId), queryFn: () => api.organizations.get(organizationId), enabled });
}

/** The signed-in user's membership (and so role) in one organization. */
export function useMyMembership(organizationId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: organizationsQueryKeys.membership(organizationId), queryFn: () => api.organizations.getMyMembership(organizationId), enabled });
}
