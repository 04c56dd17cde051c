import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useNavigate, useParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { loadSettingsMessages } from '@/i18n/i18n';
import { CurrentOrganizationContext, type CurrentOrganization } from '@/lib/current-organization';
import { LoadErrorMessage } from '@/ui/load-error';
import { PageContainer } from '@/ui/page';
import { LoadingState } from '@/ui/spinner';
import { clearStoredCurrentOrganizationId, setStoredCurrentOrganizationId } from './current-organization-storage';
import { isOrganizationId } from './organization-id';
import { useMyMembership, useOrganization } from './organizations.queries';

/** Spec: these answers while loading an organization send the user back to `/`. */
const LEAVE_STATUSES = new Set([400, 401, 403]);
const shouldLeave = (error: unknown) => isApiError(error) && LEAVE_STATUSES.has(error.status) && !isTwoFactorRequired(error);
/** The organization's owner requires a second factor this account does not have yet: it stays, with the way to set one up. */
const isTwoFactorRequired = (error: unknown) => isApiError(error) && error.code === 'two_factor.required_by_organization';

/** Rare, so its code and texts (the settings part) come when it shows. */
const TwoFactorRequired = lazy(() =>
  Promise.all([import('./components/two-factor-required'), loadSettingsMessages()]).then(([{ TwoFactorRequired }]) => ({
    default: TwoFactorRequired,
  })),
);

/** Rare too: an organization the service's operators made read-only. */
const ReadOnlyNotice = lazy(() => import('./components/read-only-notice').then(({ ReadOnlyNotice }) => ({ default: ReadOnlyNotice })));

/**
 * `/organizations/:organizationId`: checks the id, loads the organization and the user's role,
 * remembers it as the current organization and hands both to the pages below.
 */
export function OrganizationLayout() {
  const { organizationId = '' } = useParams();
  const isValidId = isOrganizationId(organizationId);
  const { t } = useTranslation();
  const navigate = useNavigate();

  const organizationQuery = useOrganization(organizationId, { enabled: isValidId });
  const membershipQuery = useMyMembership(organizationId, { enabled: isValidId });
  const isForbidden = shouldLeave(organizationQuery.error) || shouldLeave(membershipQuery.error);
  const loadedId = organizationQuery.data?.organization.id;

  useEffect(() => {
    if (loadedId) setStoredCurrentOrganizationId(loadedId);
  }, [loadedId]);

  useEffect(() => {
    if (!isForbidden) return;
    // Forget it first, or `/` would send the user straight back here.
    clearStoredCurrentOrganizationId(organizationId);
    void navigate('/', { replace: true });
  }, [isForbidden, organizationId, navigate]);

  const value = useMemo<CurrentOrganization | null>(() => {
    const organization = organizationQuery.data?.organization;
    const membership = membershipQuery.data?.member;
    return organization && membership ? { organization, membership, role: membership.role } : null;
  }, [organizationQuery.data, membershipQuery.data]);

  if (!isValidId) return <Navigate to="/" replace />;
  if (isTwoFactorRequired(organizationQuery.error) || isTwoFactorRequired(membershipQuery.error)) {
    return (
      <Suspense fallback={<LoadingState className="min-h-[60vh]" />}>
        <TwoFactorRequired />
      </Suspense>
    );
  }
  if (isForbidden) return <LoadingState className="min-h-[60vh]" />;

  const error = organizationQuery.error ?? membershipQuery.error;
  if (error) {
    const retry = () => {
      if (organizationQuery.isError) void organizationQuery.refetch();
      if (membershipQuery.isError) void membershipQuery.refetch();
    };
    return (
      <PageContainer className="flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 text-center">
        <LoadErrorMessage
          title={t('organizations.layout.error')}
          error={error}
          onRetry={retry}
          isRetrying={organizationQuery.isFetching || membershipQuery.isFetching}
        />
      </PageContainer>
    );
  }

  if (!value) return <LoadingState className="min-h-[60vh]" />;

  return (
    <CurrentOrganizationContext.Provider value={value}>
      {value.organization.readOnly && (
        <Suspense fallback={null}>
          <ReadOnlyNotice reason={value.organization.readOnly.reason} />
        </Suspense>
      )}
      <Outlet />
    </CurrentOrganizationContext.Provider>
  );
}
