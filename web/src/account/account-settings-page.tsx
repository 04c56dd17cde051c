import { CircleAlert, LogOut } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod/mini';
import { errorMessage } from '@/api/error-message';
import type { User } from '@/api/types';
import { useLogout } from '@/auth/sign-out.queries';
import { useConfig } from '@/config/config-provider';
import { useCurrentUser, useUpdateMyName } from './account.queries';
import { ChangePasswordCard } from './components/change-password-card';
import { DeleteAccountCard } from './components/delete-account-card';
import { PasskeysCard } from './components/passkeys-card';
import { SessionsCard } from './components/sessions-card';
import { TwoFactorCard } from './components/two-factor-card';
import { textField } from '@/lib/text-field';
import { useZodForm } from '@/lib/use-zod-form';
import { Alert, AlertDescription, AlertTitle } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { PageHeading } from '@/ui/page';
import { LoadingState } from '@/ui/spinner';
import { USER_NAME_MAX_LENGTH } from '../../../core/field-limits';

function useFullNameSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({
        name: textField({
          min: 1,
          tooShort: t('account.name.required'),
          max: USER_NAME_MAX_LENGTH,
          tooLong: t('account.name.max-length', { max: USER_NAME_MAX_LENGTH }),
        }),
      }),
    [t],
  );
}

function EmailCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t('account.email.title')}</CardTitle>
        <CardDescription>{t('account.email.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* Text, not a read-only field: a long address wraps instead of being cut at a phone's width. */}
        <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm [overflow-wrap:anywhere]">{email}</p>
      </CardContent>
    </Card>
  );
}

function FullNameCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const titleId = useId();
  const schema = useFullNameSchema();

  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, defaultValues },
  } = useZodForm(schema, { name: user.name });

  const name = useWatch({ control, name: 'name' });
  // Compared with the last saved name (reset after each update), ignoring surrounding spaces.
  const isUnchanged = name.trim() === (defaultValues?.name ?? '').trim();

  const updateName = useUpdateMyName({ onUpdated: (name) => reset({ name }) });

  return (
    <Card aria-labelledby={titleId}>
      <form noValidate className="flex flex-col gap-6" onSubmit={handleSubmit((values) => updateName.mutate(values))}>
        <CardHeader>
          <CardTitle id={titleId}>{t('account.name.title')}</CardTitle>
          <CardDescription>{t('account.name.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <FormField label={t('account.name.label')} error={errors.name?.message}>
            <Input type="text" autoComplete="name" placeholder={t('account.name.placeholder')} {...register('name')} />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={isUnchanged} isLoading={updateName.isPending}>
            {t('account.name.submit')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

function LogoutCard() {
  const { t } = useTranslation();
  const titleId = useId();

  const signOut = useLogout({ errorTitle: t('account.logout.failed') });

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t('account.logout.title')}</CardTitle>
        <CardDescription>{t('account.logout.description')}</CardDescription>
      </CardHeader>
      <CardFooter className="justify-end">
        <Button type="button" variant="secondary" isLoading={signOut.isPending} onClick={() => signOut.mutate()}>
          {!signOut.isPending && <LogOut aria-hidden />}
          {t('account.logout.submit')}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** For the service's operators (APP_OPERATOR_EMAILS) only: the way to their console. */
function OperatorConsoleCard() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t('account.operator-console.title')}</CardTitle>
        <CardDescription>{t('account.operator-console.description')}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild variant="outline">
          <Link to="/admin">{t('account.operator-console.open')}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

export function AccountSettingsPage() {
  const { t } = useTranslation();
  const userQuery = useCurrentUser();
  // The demo's account lives in the browser: no password, no sessions elsewhere.
  const { isDemoMode } = useConfig();

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <header className="flex flex-col gap-1">
        <PageHeading className="text-2xl font-semibold tracking-tight">{t('account.title')}</PageHeading>
        <p className="text-sm text-muted-foreground">{t('account.description')}</p>
      </header>

      {userQuery.isPending ? (
        <LoadingState />
      ) : userQuery.isError ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <AlertTitle>{t('account.load-failed')}</AlertTitle>
          <AlertDescription>{errorMessage(userQuery.error, t)}</AlertDescription>
        </Alert>
      ) : (
        <>
          <EmailCard email={userQuery.data.user.email} />
          <FullNameCard key={userQuery.data.user.id} user={userQuery.data.user} />
          {userQuery.data.user.roles.includes('operator') && <OperatorConsoleCard />}
        </>
      )}

      {!isDemoMode && (
        <>
          <ChangePasswordCard />
          <TwoFactorCard />
          <PasskeysCard />
          <SessionsCard />
        </>
      )}
      <LogoutCard />
      {!isDemoMode && <DeleteAccountCard />}
    </div>
  );
}
