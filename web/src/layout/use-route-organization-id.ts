import { useMatch } from 'react-router';
import { isOrganizationId } from '@/organizations/organization-id';

/** The organization id of the current URL (`/organizations/org_…/*`), or undefined outside one. */
export function useRouteOrganizationId(): string | undefined {
  const match = useMatch('/organizations/:organizationId/*');
  const organizationId = match?.params.organizationId;
  return isOrganizationId(organizationId) ? organizationId : undefined;
}
