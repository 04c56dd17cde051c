import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';

/** The webhooks pages are for admins and owners (the server refuses anyone else): others go to the organization's settings. */
export function RequireWebhooksAccess({ children }: { children: ReactNode }) {
  const { organization } = useCurrentOrganization();
  return useCan('webhooks:read') ? children : <Navigate to={`/organizations/${organization.id}/settings`} replace />;
}
