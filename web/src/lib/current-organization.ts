import { createContext, useContext } from 'react';
import type { Member, Organization, OrganizationRole } from '@/api/types';

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
