import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { usePendingInvitationsCount } from '@/invitations/invitations.queries';
import { LoadErrorMessage } from '@/ui/load-error';
import { LoadingState } from '@/ui/spinner';
import { getStoredCurrentOrganizationId } from '@/organizations/current-organization-storage';
import { useOrganizations } from '@/organizations/organizations.queries';
import { landingPathOf } from './landing-path';

/** `/`: where the user lands (landingPathOf), once a fresh list is in, so a just-deleted organization is never chosen. */
export function RootRedirect() {
  const { t } = useTranslation();
  const { data, isError, error, isFetching, refetch } = useOrganizations();
  const hasOrganizations = data !== undefined && data.organizations.length > 0;
  const pendingInvitationsCount = usePendingInvitationsCount({ enabled: data !== undefined && !hasOrganizations });

  if (isError && !isFetching) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <LoadErrorMessage title={t('organizations.list.error')} error={error} onRetry={() => void refetch()} />
      </main>
    );
  }
  if (!data || isFetching || (!hasOrganizations && pendingInvitationsCount.isPending)) return <LoadingState className="min-h-dvh" />;

  const path = landingPathOf({
    organizationIds: data.organizations.map(({ id }) => id),
    storedId: getStoredCurrentOrganizationId(),
    lastOpenedId: data.lastOpenedOrganizationId,
    pendingInvitationsCount: pendingInvitationsCount.data ?? 0,
  });
  return <Navigate to={path} replace />;
}
