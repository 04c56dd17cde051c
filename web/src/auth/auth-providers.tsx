import { CircleAlert, Github, KeyRound, Mail } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '@/api/error-message';
import { useConfig } from '@/config/config-provider';
import { Alert, AlertDescription, AlertTitle } from '@/ui/alert';
import { Button } from '@/ui/button';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { useSignInWithProvider } from './sign-in.queries';
import { providerErrorMessageKey, providerErrorOf, signInChoiceOf, type SignInProvider } from './sign-in-providers';

export function useHasAnyAuthProvider(): boolean {
  return signInChoiceOf(useConfig().auth.providers).kind !== 'none';
}

/** Google's "G", in its four colours (lucide draws no brand marks but GitHub's). */
function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.21 3.31v2.77h3.57c2.08-1.92 3.28-4.74 3.28-8.09z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.09A6.6 6.6 0 0 1 5.49 12c0-.73.13-1.43.35-2.09V7.07H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.93z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.96 10.96 0 0 0 12 1 11 11 0 0 0 2.18 7.07l3.66 2.84c.87-2.6 3.3-4.53 6.16-4.53z"
      />
    </svg>
  );
}

function ProviderIcon({ provider }: { provider: SignInProvider }) {
  if (provider.kind === 'social') return provider.id === 'github' ? <Github aria-hidden /> : <GoogleIcon />;
  if (provider.iconUrl)
    return <img src={provider.iconUrl} alt="" referrerPolicy="no-referrer" className="size-4 shrink-0 object-contain" />;
  return <KeyRound aria-hidden />;
}

/**
 * One provider's button: asks the API for the provider's authorization URL and goes there, loading
 * until the browser has left. A failure, of that call or of the sign-in at the provider (`urlError`,
 * from the page's address), shows in red under the button, which can be used again.
 */
function ProviderButton({
  provider,
  label,
  urlError,
  onStart,
}: {
  provider: SignInProvider;
  label: string;
  urlError: string | undefined;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const errorId = useId();

  const signIn = useSignInWithProvider(provider, pathname);
  const { reset } = signIn;

  // Back from the provider with the browser's back button, the page may come from the back-forward
  // cache as it was left, still loading: the button must work again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => event.persisted && reset();
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const error = signIn.error ? errorMessage(signIn.error, t) : urlError;

  return (
    <div className="grid gap-1.5">
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        isLoading={signIn.isPending || signIn.isSuccess}
        aria-describedby={error ? errorId : undefined}
        onClick={() => {
          onStart();
          signIn.mutate();
        }}
      >
        {!(signIn.isPending || signIn.isSuccess) && <ProviderIcon provider={provider} />}
        {label}
      </Button>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * How to sign in: the email form alone; when other providers are enabled, a button revealing the form,
 * a separator and one button per provider; with no provider at all, a message saying so. A provider
 * sign-in that failed comes back with `?provider=<id>&error=<code>`: the message shows under that
 * provider's button (above them all when the provider is not known) until a button is used again.
 */
export function AuthProviderChoice({
  emailForm,
  emailButtonLabel,
  providerButtonLabel,
}: {
  emailForm: ReactNode;
  emailButtonLabel: string;
  providerButtonLabel: (provider: string) => string;
}) {
  const { t } = useTranslation();
  const choice = signInChoiceOf(useConfig().auth.providers);
  const [searchParams, setSearchParams] = useSearchParams();
  const [isEmailFormShown, setIsEmailFormShown] = useState(false);

  if (choice.kind === 'email-only') return emailForm;
  if (choice.kind === 'none') {
    return (
      <Alert>
        <CircleAlert aria-hidden />
        <AlertTitle>{t('auth.providers.none.title')}</AlertTitle>
        <AlertDescription>{t('auth.providers.none.description')}</AlertDescription>
      </Alert>
    );
  }

  const urlError = providerErrorOf(searchParams);
  const urlErrorMessage = urlError && t(`auth.providers.errors.${providerErrorMessageKey(urlError.code)}`);
  const isUrlErrorOfAButton = urlError !== null && choice.providers.some(({ id }) => id === urlError.providerId);
  const clearUrlError = () => urlError && setSearchParams({}, { replace: true });

  return (
    <div className="grid gap-4">
      {urlErrorMessage && !isUrlErrorOfAButton && <FormErrorAlert message={urlErrorMessage} />}
      {choice.isEmailEnabled && (
        <>
          {isEmailFormShown ? (
            emailForm
          ) : (
            <Button type="button" className="w-full" onClick={() => setIsEmailFormShown(true)}>
              <Mail aria-hidden />
              {emailButtonLabel}
            </Button>
          )}
          <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground" role="separator">
            <span className="h-px flex-1 bg-border" />
            {t('auth.providers.separator')}
            <span className="h-px flex-1 bg-border" />
          </div>
        </>
      )}
      <div className="grid gap-2">
        {choice.providers.map((provider) => (
          <ProviderButton
            key={`${provider.kind}:${provider.id}`}
            provider={provider}
            label={providerButtonLabel(provider.name)}
            urlError={urlErrorMessage && urlError?.providerId === provider.id ? urlErrorMessage : undefined}
            onStart={clearUrlError}
          />
        ))}
      </div>
    </div>
  );
}
