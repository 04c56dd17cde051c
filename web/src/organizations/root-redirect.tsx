import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadErrorMessage } from '@/ui/load-error';
import { LoadingState } from '@/ui/spinner';
import { getStoredCurrentOrganizationId } from './current-organization-storage';
import { useOrganizations } from './organizations.queries';

/**
 * `/`: the last-used organization if it is still one of the user's, else the list when there is
 * one, else the first-organization page. Waits for a fresh list so a just-deleted organization is
 * never chosen.
 */
export function RootRedirect() {
  const { t } = useTranslation();
  const { data, isError, error, isFetching, refetch } = useOrganizations();

  if (isError && !isFetching) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <LoadErrorMessage title={t('organizations.list.error')} error={error} onRetry={() => void refetch()} />
      </main>
    );
  }
  if (!data || isFetching) return <LoadingState className="min-h-dvh" />;

  const { organizations } = data;
  const storedId = getStoredCurrentOrganizationId();
  if (storedId && organizations.some(({ id }) => id === storedId)) return <Navigate to={`/organizations/${storedId}`} replace />;
  return <Navigate to={organizations.length > 0 ? '/organizations' : '/organizations/first'} replace />;
}
