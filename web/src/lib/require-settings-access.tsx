import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { OrganizationAction } from '../../../core/permissions/organization-permissions';
import { useCan, useCurrentOrganization } from './current-organization';

/**
 * A settings page past the general one (webhooks, intake emails) is for those whose role allows
 * `action`, as the server refuses anyone else: others go to the organization's general settings.
 */
export function RequireSettingsAccess({ action, children }: { action: OrganizationAction; children: ReactNode }) {
  const { organization } = useCurrentOrganization();
  return useCan(action) ? children : <Navigate to={`/organizations/${organization.id}/settings`} replace />;
}
