import { createContext, useContext } from 'react';
import type { Member, Organization, OrganizationRole } from '@/api/types';
import { isActionAllowed, type OrganizationAction } from '../../../core/permissions/organization-permissions';

export type CurrentOrganization = { organization: Organization; membership: Member; role: OrganizationRole };

export const CurrentOrganizationContext = createContext<CurrentOrganization | null>(null);

/**
 * The organization of the current `/organizations/:organizationId` route and the user's role in it,
 * provided by the organizations feature's OrganizationLayout to every page below it.
 */
export function useCurrentOrganization(): CurrentOrganization {
  const context = useContext(CurrentOrganizationContext);
  if (!context) throw new Error('useCurrentOrganization needs an OrganizationLayout');
  return context;
}

/**
 * Whether the user's role in the current organization allows an action: the server's own permission
 * table, so the screens hide exactly what the API would refuse.
 */
export function useCan(action: OrganizationAction): boolean {
  return isActionAllowed(useCurrentOrganization().role, action);
}
