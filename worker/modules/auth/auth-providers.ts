import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import type { Settings } from '../../platform/settings';

const OIDC_SCOPES = ['openid', 'email', 'profile'];

/** GitHub and Google as better-auth social providers, the enabled ones; a new account only where registration is open. */
export function socialProvidersOf(settings: Settings) {
  const disableSignUp = !settings.AUTH_IS_REGISTRATION_ENABLED;
  return {
    ...(settings.AUTH_PROVIDERS_GITHUB_IS_ENABLED
      ? {
          github: {
            clientId: settings.AUTH_PROVIDERS_GITHUB_CLIENT_ID!,
            clientSecret: settings.AUTH_PROVIDERS_GITHUB_CLIENT_SECRET!,
            disableSignUp,
          },
        }
      : {}),
    ...(settings.AUTH_PROVIDERS_GOOGLE_IS_ENABLED
      ? {
          google: {
            clientId: settings.AUTH_PROVIDERS_GOOGLE_CLIENT_ID!,
            clientSecret: settings.AUTH_PROVIDERS_GOOGLE_CLIENT_SECRET!,
            disableSignUp,
          },
        }
      : {}),
  };
}

/** The custom providers of AUTH_PROVIDERS_CUSTOMS for better-auth's generic OAuth plugin. */
export function genericOAuthConfigOf(settings: Settings): GenericOAuthConfig[] {
  return settings.AUTH_PROVIDERS_CUSTOMS.map((provider) => ({
    providerId: provider.providerId,
    name: provider.providerName,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    discoveryUrl: provider.discoveryUrl,
    authorizationUrl: provider.authorizationUrl,
    tokenUrl: provider.tokenUrl,
    userInfoUrl: provider.userInfoUrl,
    scopes: provider.scopes ?? (provider.type === 'oidc' ? OIDC_SCOPES : []),
    pkce: provider.pkce,
    disableSignUp: !settings.AUTH_IS_REGISTRATION_ENABLED,
  }));
}

// better-auth's routes that read the OAuth providers; sign-out may end the provider's session too.
const OAUTH_ROUTE_PREFIXES = [
  '/sign-in/social',
  '/sign-in/oauth2',
  '/callback/',
  '/oauth2/',
  '/link-social',
  '/unlink-account',
  '/get-access-token',
  '/refresh-token',
  '/account-info',
  '/sign-out',
];

/**
 * Whether an auth request needs the custom providers: building them fetches each one's discovery
 * document, which the session check, email sign-in and the rest must not wait for (nor fail on).
 */
export function usesOAuthProviders(authPath: string): boolean {
  return OAUTH_ROUTE_PREFIXES.some((prefix) => authPath.startsWith(prefix));
}

/** The sign-in methods the login page offers: names and icons, never a credential. */
export function publicProvidersOf(settings: Settings) {
  return {
    email: { isEnabled: settings.AUTH_PROVIDERS_EMAIL_IS_ENABLED },
    github: { isEnabled: settings.AUTH_PROVIDERS_GITHUB_IS_ENABLED },
    google: { isEnabled: settings.AUTH_PROVIDERS_GOOGLE_IS_ENABLED },
    customs: settings.AUTH_PROVIDERS_CUSTOMS.map(({ providerId, providerName, providerIconUrl }) => ({
      providerId,
      providerName,
      ...(providerIconUrl ? { providerIconUrl } : {}),
    })),
  };
}
