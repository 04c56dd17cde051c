import { CircleAlert, KeyRound, Mail } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Config } from '@/api/types';
import { useConfig } from '@/config/config-provider';
import { Alert, AlertDescription, AlertTitle } from '@/ui/alert';
import { Button } from '@/ui/button';

/** The sign-in providers other than email that the config enables, in display order. */
function otherProviders({ github, google, customs }: Config['auth']['providers']): { key: string; name: string }[] {
  return [
    ...(github.isEnabled ? [{ key: 'github', name: 'GitHub' }] : []),
    ...(google.isEnabled ? [{ key: 'google', name: 'Google' }] : []),
    ...customs.map(({ providerId, providerName }) => ({ key: `custom:${providerId}`, name: providerName })),
  ];
}

export function useHasAnyAuthProvider(): boolean {
  const { providers } = useConfig().auth;
  return providers.email.isEnabled || otherProviders(providers).length > 0;
}

/** The API has no provider sign-in yet (the server enables email only), so a click only says so under the button. */
function ProviderButton({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const errorId = useId();
  const [isUnavailableShown, setIsUnavailableShown] = useState(false);

  return (
    <div className="grid gap-1.5">
      <Button type="button" variant="secondary" className="w-full" onClick={() => setIsUnavailableShown(true)} aria-describedby={isUnavailableShown ? errorId : undefined}>
        <KeyRound aria-hidden />
        {label}
      </Button>
      {isUnavailableShown && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {t('auth.providers.unavailable', { provider: name })}
        </p>
      )}
    </div>
  );
}

/**
 * How to sign in: the email form alone; when other providers are enabled, a button revealing the form,
 * a separator and one button per provider; with no provider at all, a message saying so.
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
  const { providers } = useConfig().auth;
  const [isEmailFormShown, setIsEmailFormShown] = useState(false);
  const isEmailEnabled = providers.email.isEnabled;
  const others = otherProviders(providers);

  if (others.length === 0) {
    if (isEmailEnabled) return emailForm;
    return (
      <Alert>
        <CircleAlert aria-hidden />
        <AlertTitle>{t('auth.providers.none.title')}</AlertTitle>
        <AlertDescription>{t('auth.providers.none.description')}</AlertDescription>
      </Alert>
    );
  }

  return (
    <div className="grid gap-4">
      {isEmailEnabled && (
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
        {others.map(({ key, name }) => (
          <ProviderButton key={key} name={name} label={providerButtonLabel(name)} />
        ))}
      </div>
    </div>
  );
}
