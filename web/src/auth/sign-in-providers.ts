import type { Config } from '@/api/types';

type ProvidersConfig = Config['auth']['providers'];

/**
 * A way to sign in other than email and password: GitHub and Google are better-auth's social
 * providers (`POST /sign-in/social { provider }`), the others custom OAuth2 / OIDC providers
 * (`POST /sign-in/oauth2 { providerId }`). `id` is also the `?provider=` a failed sign-in comes back with.
 */
export type SignInProvider =
  | { kind: 'social'; id: 'github' | 'google'; name: string }
  | { kind: 'custom'; id: string; name: string; iconUrl?: string };

/** The sign-in providers other than email that the config enables, in display order: GitHub, Google, then the custom ones. */
export function signInProvidersOf({ github, google, customs }: ProvidersConfig): SignInProvider[] {
  return [
    ...(github.isEnabled ? [{ kind: 'social', id: 'github', name: 'GitHub' } as const] : []),
    ...(google.isEnabled ? [{ kind: 'social', id: 'google', name: 'Google' } as const] : []),
    ...customs.map(
      ({ providerId, providerName, providerIconUrl }): SignInProvider => ({
        kind: 'custom',
        id: providerId,
        name: providerName,
        iconUrl: providerIconUrl,
      }),
    ),
  ];
}

/**
 * What an auth page offers: the email form alone (no other provider), the email form behind its own
 * button followed by the providers, the providers alone (email off), or nothing at all.
 */
type SignInChoice = { kind: 'email-only' } | { kind: 'providers'; isEmailEnabled: boolean; providers: SignInProvider[] } | { kind: 'none' };

export function signInChoiceOf(providersConfig: ProvidersConfig): SignInChoice {
  const providers = signInProvidersOf(providersConfig);
  const isEmailEnabled = providersConfig.email.isEnabled;
  if (providers.length > 0) return { kind: 'providers', isEmailEnabled, providers };
  return isEmailEnabled ? { kind: 'email-only' } : { kind: 'none' };
}

/**
 * The `?error=` codes a provider sign-in comes back with, by the message that explains them: the
 * provider's own OAuth errors, and better-auth's (its "signup disabled" becomes signup_disabled).
 */
const MESSAGE_KEY_BY_ERROR_CODE: Record<string, ProviderErrorMessageKey> = {
  access_denied: 'access-denied',
  signup_disabled: 'signup-disabled',
  account_not_linked: 'account-not-linked',
  unable_to_link_account: 'account-not-linked',
  account_already_linked_to_different_user: 'account-not-linked',
  email_not_found: 'email-not-found',
  email_not_verified: 'email-not-verified',
  please_restart_the_process: 'restart',
  state_mismatch: 'restart',
  state_not_found: 'restart',
  invalid_callback_request: 'restart',
  payload_expired: 'restart',
  no_code: 'restart',
};

type ProviderErrorMessageKey =
  | 'access-denied'
  | 'signup-disabled'
  | 'account-not-linked'
  | 'email-not-found'
  | 'email-not-verified'
  | 'restart'
  | 'unknown';

/** The message (under auth.providers.errors) for the error code a provider sign-in came back with. */
export function providerErrorMessageKey(code: string): ProviderErrorMessageKey {
  return MESSAGE_KEY_BY_ERROR_CODE[code] ?? 'unknown';
}

/**
 * The provider error a page was opened with: `?error=<code>`, and `?provider=<id>` when the sign-in
 * was started from one of the provider buttons (better-auth's own failures, before it knows where to
 * send the user back, come without it).
 */
export function providerErrorOf(searchParams: URLSearchParams): { code: string; providerId: string | null } | null {
  const code = searchParams.get('error');
  return code ? { code, providerId: searchParams.get('provider') } : null;
}
