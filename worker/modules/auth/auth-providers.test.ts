import { describe, expect, it } from 'vitest';
import { settingsSchema } from '../../platform/settings';
import { getSettings } from '../config/config.service';
import { genericOAuthConfigOf, publicProvidersOf, socialProvidersOf, usesOAuthProviders } from './auth-providers';

const settingsOf = (env: Record<string, string>) => settingsSchema.parse({ APP_ENV: 'test', ...env });
const keycloak = {
  providerId: 'keycloak',
  providerName: 'Company SSO',
  providerIconUrl: 'https://sso.example.com/icon.svg',
  clientId: 'archive',
  clientSecret: 's3cret',
  discoveryUrl: 'https://sso.example.com/.well-known/openid-configuration',
};
const plainOAuth = {
  providerId: 'forge',
  providerName: 'Forge',
  clientId: 'id',
  authorizationUrl: 'https://forge.example.com/authorize',
  tokenUrl: 'https://forge.example.com/token',
  userInfoUrl: 'https://forge.example.com/me',
  type: 'oauth2',
  pkce: false,
};

describe('auth providers from settings', () => {
  it.each([
    [{}, {}],
    [
      {
        AUTH_PROVIDERS_GITHUB_IS_ENABLED: 'true',
        AUTH_PROVIDERS_GITHUB_CLIENT_ID: 'gh-id',
        AUTH_PROVIDERS_GITHUB_CLIENT_SECRET: 'gh-secret',
      },
      { github: { clientId: 'gh-id', clientSecret: 'gh-secret', disableSignUp: false } },
    ],
    [
      {
        AUTH_PROVIDERS_GOOGLE_IS_ENABLED: 'true',
        AUTH_PROVIDERS_GOOGLE_CLIENT_ID: 'g-id',
        AUTH_PROVIDERS_GOOGLE_CLIENT_SECRET: 'g-secret',
        AUTH_IS_REGISTRATION_ENABLED: 'false',
      },
      { google: { clientId: 'g-id', clientSecret: 'g-secret', disableSignUp: true } },
    ],
    [{ AUTH_PROVIDERS_GITHUB_IS_ENABLED: 'false', AUTH_PROVIDERS_GITHUB_CLIENT_ID: 'gh-id' }, {}],
  ])('social providers of %j → %j', (env, expected) => {
    expect(socialProvidersOf(settingsOf(env))).toEqual(expected);
  });

  it('builds the generic OAuth plugin configuration: OIDC scopes by default, plain OAuth2 as given', () => {
    const settings = settingsOf({ AUTH_PROVIDERS_CUSTOMS: JSON.stringify([keycloak, plainOAuth]) });
    expect(genericOAuthConfigOf(settings)).toEqual([
      expect.objectContaining({
        providerId: 'keycloak',
        name: 'Company SSO',
        clientId: 'archive',
        clientSecret: 's3cret',
        discoveryUrl: keycloak.discoveryUrl,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
        disableSignUp: false,
      }),
      expect.objectContaining({
        providerId: 'forge',
        authorizationUrl: plainOAuth.authorizationUrl,
        tokenUrl: plainOAuth.tokenUrl,
        userInfoUrl: plainOAuth.userInfoUrl,
        scopes: [],
        pkce: false,
      }),
    ]);
  });

  it('tells the browser names and icons, never a credential', () => {
    const settings = settingsOf({
      AUTH_PROVIDERS_GITHUB_IS_ENABLED: 'true',
      AUTH_PROVIDERS_GITHUB_CLIENT_ID: 'gh-id',
      AUTH_PROVIDERS_GITHUB_CLIENT_SECRET: 'gh-secret',
      AUTH_PROVIDERS_CUSTOMS: JSON.stringify([keycloak, plainOAuth]),
    });
    const providers = publicProvidersOf(settings);
    expect(providers).toEqual({
      email: { isEnabled: true },
      github: { isEnabled: true },
      google: { isEnabled: false },
      customs: [
        { providerId: 'keycloak', providerName: 'Company SSO', providerIconUrl: keycloak.providerIconUrl },
        { providerId: 'forge', providerName: 'Forge' },
      ],
    });
    expect(JSON.stringify(providers)).not.toMatch(/secret|gh-id/);
  });

  it.each([
    [{ AUTH_PROVIDERS_CUSTOMS: '[{' }, 'Invalid setting AUTH_PROVIDERS_CUSTOMS: must be valid JSON'],
    [
      { AUTH_PROVIDERS_CUSTOMS: JSON.stringify([{ ...keycloak, discoveryUrl: undefined }]) },
      'Invalid setting AUTH_PROVIDERS_CUSTOMS.0: each provider needs discoveryUrl, or authorizationUrl, tokenUrl and userInfoUrl',
    ],
    [{ AUTH_PROVIDERS_CUSTOMS: JSON.stringify([keycloak, keycloak]) }, 'Invalid setting AUTH_PROVIDERS_CUSTOMS: providerIds must differ'],
    [
      { AUTH_PROVIDERS_CUSTOMS: JSON.stringify([{ ...keycloak, providerId: 'Key Cloak' }]) },
      'Invalid setting AUTH_PROVIDERS_CUSTOMS.0.providerId: providerId must be lowercase letters, digits and dashes (it is in the callback URL)',
    ],
    [
      { AUTH_PROVIDERS_GOOGLE_IS_ENABLED: 'true', AUTH_PROVIDERS_GOOGLE_CLIENT_SECRET: 'x' },
      'Invalid setting AUTH_PROVIDERS_GOOGLE_CLIENT_ID: is required when AUTH_PROVIDERS_GOOGLE_IS_ENABLED is true',
    ],
  ])('a malformed %j is the clear server.misconfigured error naming the setting', (env, message) => {
    expect(() => getSettings({ APP_ENV: 'test', ...env })).toThrow(expect.objectContaining({ code: 'server.misconfigured', message }));
  });

  it.each([
    ['/sign-in/social', true],
    ['/sign-in/oauth2', true],
    ['/callback/github', true],
    ['/oauth2/callback/keycloak', true],
    ['/sign-out', true],
    ['/get-session', false],
    ['/sign-in/email', false],
    ['/sign-up/email', false],
    ['/verify-email', false],
  ])('the auth route %s builds the custom providers: %s', (path, expected) => {
    expect(usesOAuthProviders(path)).toBe(expected);
  });
});
