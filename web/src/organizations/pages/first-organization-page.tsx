import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useLogout } from '@/auth/sign-out.queries';
import { useSession } from '@/auth/use-session';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { LoadErrorAlert } from '@/ui/load-error';
import { LogoMark } from '@/ui/logo-mark';
import { ORGANIZATION_NAME_LENGTH } from '../../../../core/field-limits';
import { LoadingState } from '@/ui/spinner';
import { CreateOrganizationForm } from '../components/create-organization-form';
import { useOrganizations } from '../organizations.queries';

/** Standalone welcome page for a user without any organization yet. */
export function FirstOrganizationPage() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const organizationsQuery = useOrganizations();
  const logout = useLogout();

  // Decided on the first answer only: the list refreshed after this page creates an organization must
  // not send the user to /organizations/create while the new organization is opening.
  const [hadOrganizations, setHadOrganizations] = useState<boolean>();
  if (hadOrganizations === undefined && organizationsQuery.data) setHadOrganizations(organizationsQuery.data.organizations.length > 0);

  if (organizationsQuery.isPending) return <LoadingState className="min-h-dvh" />;
  if (hadOrganizations) return <Navigate to="/organizations/create" replace />;

  const userName = session?.user.name.trim();
  const nameWithUser = userName && t('organizations.first.default-name-with-user', { name: userName });
  // A long user name would make a name the form refuses before the person typed anything.
  const defaultName =
    nameWithUser && nameWithUser.length <= ORGANIZATION_NAME_LENGTH.max ? nameWithUser : t('organizations.first.default-name');

  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_60%)] px-4 py-16">
      <Button
        variant="ghost"
        size="sm"
        className="absolute right-3 top-3 text-muted-foreground sm:right-6 sm:top-6"
        onClick={() => logout.mutate()}
        isLoading={logout.isPending}
      >
        {!logout.isPending && <LogOut aria-hidden />}
        {t('layout.user-menu.logout')}
      </Button>

      <main className="w-full max-w-md">
        <div className="mb-8 flex flex-col items-center text-center">
          <LogoMark className="mb-6 size-12" />
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('organizations.first.title')}</h1>
          <p className="mt-2 text-sm text-muted-foreground sm:text-base">{t('organizations.first.description')}</p>
        </div>

        {organizationsQuery.isError ? (
          <LoadErrorAlert
            title={t('organizations.list.error')}
            error={organizationsQuery.error}
            onRetry={() => void organizationsQuery.refetch()}
            isRetrying={organizationsQuery.isFetching}
          />
        ) : (
          <Card>
            <CardContent>
              <CreateOrganizationForm defaultName={defaultName} submitLabel={t('organizations.first.submit')} isSubmitFullWidth />
            </CardContent>
          </Card>
        )}
      </main>
    </div>
  );
}
