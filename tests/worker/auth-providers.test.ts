import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { ORIGIN } from './helpers';

// The providers are switched on for these requests only; the flow through a real provider is the
// browser test's (tests/e2e/sign-in-providers.spec.ts, a real OIDC server on loopback).
const withProviders = {
  ...env,
  AUTH_PROVIDERS_GITHUB_IS_ENABLED: 'true',
  AUTH_PROVIDERS_GITHUB_CLIENT_ID: 'gh-client',
  AUTH_PROVIDERS_GITHUB_CLIENT_SECRET: 'gh-secret',
  AUTH_PROVIDERS_GOOGLE_IS_ENABLED: 'true',
  AUTH_PROVIDERS_GOOGLE_CLIENT_ID: 'google-client',
  AUTH_PROVIDERS_GOOGLE_CLIENT_SECRET: 'google-secret',
  AUTH_PROVIDERS_CUSTOMS: JSON.stringify([
    {
      providerId: 'forge',
      providerName: 'Forge',
      clientId: 'forge-client',
      clientSecret: 'forge-secret',
      type: 'oauth2',
      authorizationUrl: 'https://forge.example.com/authorize',
      tokenUrl: 'https://forge.example.com/token',
      userInfoUrl: 'https://forge.example.com/me',
    },
  ]),
} as Env;

async function post(path: string, body: unknown) {
  const request = new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(body),
  });
  const response = await worker.fetch(request, withProviders, createExecutionContext());
  return { status: response.status, json: (await response.json()) as any, setCookie: response.headers.getSetCookie() };
}

describe('sign-in with a provider', () => {
  it.each([
    ['github', 'https://github.com/login/oauth/authorize', 'gh-client'],
    ['google', 'https://accounts.google.com/o/oauth2/v2/auth', 'google-client'],
  ])(
    'POST /api/auth/sign-in/social for %s answers its authorization URL with our client id and callback',
    async (provider, authorizationUrl, clientId) => {
      const { status, json, setCookie } = await post('/api/auth/sign-in/social', { provider, callbackURL: '/' });
      expect(status).toBe(200);
      const url = new URL(json.url);
      expect(`${url.origin}${url.pathname}`).toBe(authorizationUrl);
      expect(url.searchParams.get('client_id')).toBe(clientId);
      expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/auth/callback/${provider}`);
      expect(url.searchParams.get('state')).toBeTruthy();
      expect(setCookie.join(';')).toContain('state');
    },
  );

  it("POST /api/auth/sign-in/oauth2 answers a custom provider's authorization URL", async () => {
    const { status, json } = await post('/api/auth/sign-in/oauth2', { providerId: 'forge', callbackURL: '/' });
    expect(status).toBe(200);
    const url = new URL(json.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://forge.example.com/authorize');
    expect(url.searchParams.get('client_id')).toBe('forge-client');
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/auth/callback/forge`);
  });

  it('lists the enabled providers in the config, without a credential', async () => {
    const response = await worker.fetch(new Request(`${ORIGIN}/api/config`), withProviders, createExecutionContext());
    const { config } = (await response.json()) as any;
    expect(config.auth.providers).toEqual({
      email: { isEnabled: true },
      github: { isEnabled: true },
      google: { isEnabled: true },
      customs: [{ providerId: 'forge', providerName: 'Forge' }],
    });
    expect(JSON.stringify(config)).not.toMatch(/secret|client/);
  });

  it('answers an unknown provider with the JSON error envelope', async () => {
    const { status, json } = await post('/api/auth/sign-in/oauth2', { providerId: 'nope', callbackURL: '/' });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(json.error.code).toBeTruthy();
  });
});
