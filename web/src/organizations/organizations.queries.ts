import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/api-client';
import { useApi } from '@/api/api-provider';
import { organizationsQueryKeys } from '@/lib/query-keys';
import { isActionAllowed, type OrganizationAction } from '../../../core/permissions/organization-permissions';

export const organizationsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: organizationsQueryKeys.list, queryFn: () => api.organizations.list() });

/** Every organization of the signed-in user. */
export function useOrganizations() {
  return useQuery(organizationsQueryOptions(useApi()));
}

export const organizationQueryOptions = (api: ApiClient, organizationId: string) =>
  queryOptions({ queryKey: organizationsQueryKeys.detail(organizationId), queryFn: () => api.organizations.get(organizationId) });

/** The signed-in user's membership (and so role) in one organization: read again when the tab comes back, so a role an admin changed meanwhile shows. */
export const membershipQueryOptions = (api: ApiClient, organizationId: string) =>
  queryOptions({
    queryKey: organizationsQueryKeys.membership(organizationId),
    queryFn: () => api.organizations.getMyMembership(organizationId),
    refetchOnWindowFocus: 'always',
  });

export function useOrganization(organizationId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...organizationQueryOptions(useApi(), organizationId), enabled });
}

export function useMyMembership(organizationId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...membershipQueryOptions(useApi(), organizationId), enabled });
}

/**
 * Whether the user's role in an organization allows an action, for the shell outside the organization
 * pages (the import button, the drop overlay); false until the role is known.
 */
export function useCanIn(organizationId: string | undefined, action: OrganizationAction): boolean {
  const role = useMyMembership(organizationId ?? '', { enabled: organizationId !== undefined }).data?.member.role;
  return role !== undefined && isActionAllowed(role, action);
}
