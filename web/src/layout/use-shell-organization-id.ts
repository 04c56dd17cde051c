import { useMatch } from 'react-router';
import { getStoredCurrentOrganizationId } from '@/organizations/current-organization-storage';
import { isOrganizationId } from '@/organizations/organization-id';
import { useOrganizations } from '@/organizations/organizations.queries';

/**
 * The organization the shell (navigation, switcher, search, import, drop zone) works in: the one of
 * the URL (`/organizations/org_…/*`); on the pages outside one (account settings, the organizations
 * list), the last one opened, while it is still one of the user's.
 */
export function useShellOrganizationId(): string | undefined {
  const match = useMatch('/organizations/:organizationId/*');
  const routeOrganizationId = match?.params.organizationId;
  const organizations = useOrganizations().data?.organizations;
  if (isOrganizationId(routeOrganizationId)) return routeOrganizationId;
  const storedId = getStoredCurrentOrganizationId();
  return storedId && organizations?.some(({ id }) => id === storedId) ? storedId : undefined;
}
