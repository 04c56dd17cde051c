import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, KeyRound, Mail } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import type { ApiClient } from '@/api/api-client';
import { isApiError } from '@/api/api-error';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import { useConfig } from '@/config/config-provider';
import { Alert, AlertDescription, AlertTitle } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { AuthFooterLink, AuthHeader } from '../auth-layout';
import { SESSION_QUERY_KEY } from '../use-session';

// ---------------------------------------------------------------------------------------------
// Other sign-in providers (GitHub, Google, custom OAuth). Shared with the register page.
// ---------------------------------------------------------------------------------------------

export type AuthProvider =
  | { kind: 'social'; id: 'github' | 'google'; name: string }
  | { kind: 'oauth2'; id: string; name: string; iconUrl?: string };

/** The providers other than email that the config enables, in display order. */
export function useOtherAuthProviders(): AuthProvider[] {
  const { providers } = useConfig().auth;
  return useMemo(() => {
    const list: AuthProvider[] = [];
    if (providers.github.isEnabled) list.push({ kind: 'social', id: 'github', name: 'GitHub' });
    if (providers.google.isEnabled) list.push({ kind: 'social', id: 'google', name: 'Google' });
    for (const custom of providers.customs) {
      list.push({ kind: 'oauth2', id: custom.providerId, name: custom.providerName, iconUrl: custom.providerIconUrl });
    }
    return list;
  }, [providers]);
}

/**
 * The API client has no provider sign-in call yet (the server only enables email sign-in). When it gains
 * `auth.signInWithProvider({ provider } | { providerId })` answering `{ url }`, the buttons use it as is.
 */
type ProviderSignIn = (input: { provider: string } | { providerId: string }) => Promise<{ url?: string }>;

class ProviderUnavailableError extends Error {}

function GitHubIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden fill="currentColor">
      <path d="M12 .297c-6.63 0-12 5.373-12 12 0 5.303 3.438 9.8 8.205 11.385.6.113.82-.258.82-.577 0-.285-.01-1.04-.015-2.04-3.338.724-4.042-1.61-4.042-1.61C4.422 18.07 3.633 17.7 3.633 17.7c-1.087-.744.084-.729.084-.729 1.205.084 1.838 1.236 1.838 1.236 1.07 1.835 2.809 1.305 3.495.998.108-.776.417-1.305.76-1.605-2.665-.3-5.466-1.332-5.466-5.93 0-1.31.465-2.38 1.235-3.22-.135-.303-.54-1.523.105-3.176 0 0 1.005-.322 3.3 1.23.96-.267 1.98-.399 3-.405 1.02.006 2.04.138 3 .405 2.28-1.552 3.285-1.23 3.285-1.23.645 1.653.24 2.873.12 3.176.765.84 1.23 1.91 1.23 3.22 0 4.61-2.805 5.625-5.475 5.92.42.36.81 1.096.81 2.22 0 1.606-.015 2.896-.015 3.286 0 .315.21.69.825.57C20.565 22.092 24 17.592 24 12.297c0-6.627-5.373-12-12-12" />
    </svg>
  );
}

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92c-.26 1.37-1.04 2.53-2.21 3.31v2.77h3.57c2.08-1.92 3.28-4.74 3.28-8.09z" />
      <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84C3.99 20.53 7.7 23 12 23z" />
      <path fill="#FBBC05" d="M5.84 14.09c-.22-.66-.35-1.36-.35-2.09s.13-1.43.35-2.09V7.07H2.18C1.43 8.55 1 10.22 1 12s.43 3.45 1.18 4.93l2.85-2.22.81-.62z" />
      <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1 7.7 1 3.99 3.47 2.18 7.07l3.66 2.84c.87-2.6 3.3-4.53 6.16-4.53z" />
    </svg>
  );
}

function ProviderIcon({ provider }: { provider: AuthProvider }) {
  if (provider.kind === 'social') return provider.id === 'github' ? <GitHubIcon /> : <GoogleIcon />;
  if (provider.iconUrl) return <img src={provider.iconUrl} alt="" className="size-4 shrink-0 object-contain" />;
  return <KeyRound aria-hidden />;
}

function ProviderButton({ provider, label }: { provider: AuthProvider; label: (name: string) => string }) {
  const { t } = useTranslation();
  const api = useApi();
  const errorId = useId();
  const [isLoading, setIsLoading] = useState(false);
  const [error, setError] = useState<string>();

  const signIn = async () => {
    setIsLoading(true);
    setError(undefined);
    try {
      const signInWithProvider = (api.auth as ApiClient['auth'] & { signInWithProvider?: ProviderSignIn }).signInWithProvider;
      if (!signInWithProvider) throw new ProviderUnavailableError();
      const { url } = await signInWithProvider(provider.kind === 'social' ? { provider: provider.id } : { providerId: provider.id });
      // The provider's consent page; the loading state stays on while the browser leaves.
      if (url) window.location.assign(url);
      else setIsLoading(false);
    } catch (caught) {
      setError(caught instanceof ProviderUnavailableError ? t('auth.providers.unavailable', { provider: provider.name }) : errorMessage(caught, t));
      setIsLoading(false);
    }
  };

  return (
    <div className="grid gap-1.5">
      <Button type="button" variant="secondary" className="w-full" isLoading={isLoading} onClick={signIn} aria-describedby={error ? errorId : undefined}>
        {!isLoading && <ProviderIcon provider={provider} />}
        {label(provider.name)}
      </Button>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The "or" line between the email option and the provider buttons. */
export function AuthSeparator() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground" role="separator">
      <span className="h-px flex-1 bg-border" />
      {t('auth.providers.separator')}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}

/**
 * The email form, or — when other providers exist — a button revealing it, a separator and one button
 * per provider.
 */
export function ProviderChoice({
  providers,
  isEmailEnabled,
  emailButtonLabel,
  providerButtonLabel,
  emailForm,
}: {
  providers: AuthProvider[];
  isEmailEnabled: boolean;
  emailButtonLabel: string;
  providerButtonLabel: (name: string) => string;
  emailForm: ReactNode;
}) {
  const [isEmailFormShown, setIsEmailFormShown] = useState(false);
  if (providers.length === 0) return <>{emailForm}</>;

  return (
    <div className="grid gap-4">
      {isEmailEnabled &&
        (isEmailFormShown ? (
          emailForm
        ) : (
          <Button type="button" className="w-full" onClick={() => setIsEmailFormShown(true)}>
            <Mail aria-hidden />
            {emailButtonLabel}
          </Button>
        ))}
      {isEmailEnabled && <AuthSeparator />}
      <div className="grid gap-2">
        {providers.map((provider) => (
          <ProviderButton key={`${provider.kind}:${provider.id}`} provider={provider} label={providerButtonLabel} />
        ))}
      </div>
    </div>
  );
}

/** Shown when the instance enables no way to sign in at all. */
export function NoAuthProviderMessage() {
  const { t } = useTranslation();
  return (
    <Alert>
      <CircleAlert aria-hidden />
      <AlertTitle>{t('auth.providers.none.title')}</AlertTitle>
      <AlertDescription>{t('auth.providers.none.description')}</AlertDescription>
    </Alert>
  );
}

// ---------------------------------------------------------------------------------------------
// Login
// ---------------------------------------------------------------------------------------------

function useLoginSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({
        email: z.string().trim().min(1, t('auth.fields.email.required')).pipe(z.email(t('auth.fields.email.invalid'))),
        password: z.string().min(1, t('auth.fields.password.required')),
        rememberMe: z.boolean(),
      }),
    [t],
  );
}

function LoginForm() {
  const { t } = useTranslation();
  const api = useApi();
  const config = useConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const rememberMeId = useId();
  const schema = useLoginSchema();

  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '', rememberMe: true },
  });

  const signIn = useMutation({
    mutationFn: async (values: z.output<typeof schema>) => {
      await api.auth.signIn(values);
      return api.auth.getSession();
    },
    onSuccess: (session) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
      navigate('/', { replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') navigate('/email-validation-required');
    },
  });

  const formError = signIn.error && !(isApiError(signIn.error) && signIn.error.code === 'EMAIL_NOT_VERIFIED') ? errorMessage(signIn.error, t) : undefined;

  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit((values) => signIn.mutate(values))}>
      <FormField label={t('auth.fields.email.label')} error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="email" autoFocus placeholder={t('auth.fields.email.placeholder')} {...register('email')} />
      </FormField>
      <FormField label={t('auth.fields.password.label')} error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </FormField>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Controller
          control={control}
          name="rememberMe"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Checkbox
                id={rememberMeId}
                ref={field.ref}
                name={field.name}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
              <Label htmlFor={rememberMeId} className="font-normal">
                {t('auth.login.remember-me')}
              </Label>
            </div>
          )}
        />
        {config.auth.isPasswordResetEnabled && (
          <Link to="/request-password-reset" className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:underline focus-visible:outline-none">
            {t('auth.login.forgot-password')}
          </Link>
        )}
      </div>

      {formError && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}

      <Button type="submit" className="w-full" isLoading={signIn.isPending}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}

export function LoginPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const providers = useOtherAuthProviders();
  const isEmailEnabled = config.auth.providers.email.isEnabled;
  const hasAnyProvider = isEmailEnabled || providers.length > 0;

  return (
    <>
      <AuthHeader title={t('auth.login.title')} description={t('auth.login.description')} />
      {hasAnyProvider ? (
        <ProviderChoice
          providers={providers}
          isEmailEnabled={isEmailEnabled}
          emailButtonLabel={t('auth.login.with-email')}
          providerButtonLabel={(provider) => t('auth.login.with-provider', { provider })}
          emailForm={<LoginForm />}
        />
      ) : (
        <NoAuthProviderMessage />
      )}
      {config.auth.isRegistrationEnabled && hasAnyProvider && (
        <AuthFooterLink text={t('auth.login.no-account')} linkLabel={t('auth.login.register')} to="/register" />
      )}
    </>
  );
}
