import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { api, createVerifiedUser, ORIGIN, PASSWORD, uniqueEmail, withFailingDatabase } from './helpers';
import { createEmailSender } from '../../worker/email-sender';
import { getSettings } from '../../worker/modules/config/config.service';
import { createDatabase } from '../../worker/platform/db/client';

/** Calls the worker with some settings overridden, as other Worker vars would. */
async function callWith(overrides: Record<string, unknown>, path: string, init: RequestInit = {}) {
  const headers = { origin: ORIGIN, 'content-type': 'application/json', ...(init.headers as Record<string, string>) };
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { ...init, headers }),
    { ...env, ...overrides } as Env,
    createExecutionContext(),
  );
  return { status: response.status, json: (await response.json()) as any };
}

describe('GET /api/config', () => {
  it('answers the client configuration with its defaults and no secret', async () => {
    const { status, json, text } = await api('/api/config');
    expect(status).toBe(200);
    expect(json.config).toMatchObject({
      version: '0.9.1',
      baseUrl: ORIGIN,
      auth: {
        isRegistrationEnabled: true,
        isPasswordResetEnabled: true,
        isEmailVerificationRequired: true,
        providers: { email: { isEnabled: true } },
      },
      documentsStorage: { maxUploadSize: 10485760 },
      documents: { deletedDocumentsRetentionDays: 30 },
      documentsPageEdit: { maxBytes: 31457280, maxPages: 500 },
      // The test bindings switch intake emails on (vitest.config.ts).
      intakeEmails: { isEnabled: true },
      isSubscriptionsEnabled: false,
      analytics: { isEnabled: false, apiKey: null, host: null },
      links: { repositoryUrl: null, socialUrl: null, releaseUrl: null },
    });
    expect(json.config.auth.legalLinks).toBeNull();
    expect(text).not.toContain(env.AUTH_SECRET);
  });

  it('reflects settings from Worker vars', async () => {
    const { json } = await callWith(
      { DOCUMENT_STORAGE_MAX_UPLOAD_SIZE: '1000', AUTH_IS_REGISTRATION_ENABLED: 'false', APP_BASE_URL: 'https://archive.example.com' },
      '/api/config',
    );
    expect(json.config.documentsStorage.maxUploadSize).toBe(1000);
    expect(json.config.auth.isRegistrationEnabled).toBe(false);
    expect(json.config.baseUrl).toBe('https://archive.example.com');
  });

  it("tells the web app about analytics, the rail's links and the legal links when they are set", async () => {
    const { json } = await callWith(
      {
        ANALYTICS_POSTHOG_API_KEY: 'phc_public',
        ANALYTICS_POSTHOG_HOST: 'https://eu.i.posthog.com',
        APP_REPOSITORY_URL: 'https://git.example.com/archive/',
        APP_SOCIAL_URL: 'https://social.example.com/@archive',
        AUTH_SHOW_LEGAL_LINKS: 'true',
        AUTH_LEGAL_TERMS_URL: 'https://example.com/terms',
        AUTH_LEGAL_PRIVACY_URL: 'https://example.com/privacy',
      },
      '/api/config',
    );
    expect(json.config.analytics).toEqual({ isEnabled: true, apiKey: 'phc_public', host: 'https://eu.i.posthog.com' });
    expect(json.config.links).toEqual({
      repositoryUrl: 'https://git.example.com/archive/',
      socialUrl: 'https://social.example.com/@archive',
      releaseUrl: 'https://git.example.com/archive/releases/tag/v0.9.1',
    });
    expect(json.config.auth.legalLinks).toEqual({ termsUrl: 'https://example.com/terms', privacyUrl: 'https://example.com/privacy' });
    const missing = await callWith({ AUTH_SHOW_LEGAL_LINKS: 'true' }, '/api/config');
    expect(missing.json.error).toMatchObject({
      code: 'server.misconfigured',
      message: 'Invalid setting AUTH_LEGAL_TERMS_URL: is required when AUTH_SHOW_LEGAL_LINKS is true',
    });
  });

  it('refuses to serve in production with a missing or short AUTH_SECRET', async () => {
    for (const secret of [undefined, 'too-short']) {
      const { status, json } = await callWith({ APP_ENV: 'production', AUTH_SECRET: secret }, '/api/config');
      expect(status).toBe(500);
      expect(json.error.code).toBe('server.misconfigured');
      expect(json.error.message).toContain('AUTH_SECRET');
    }
  });

  it('reports an invalid setting clearly', async () => {
    const { status, json } = await callWith({ MAX_ORGANIZATION_COUNT_PER_USER: 'lots' }, '/api/config');
    expect(status).toBe(500);
    expect(json.error.message).toContain('MAX_ORGANIZATION_COUNT_PER_USER');
  });
});

describe('settings that switch features off', () => {
  it('refuses sign-up when registration is disabled', async () => {
    const { status, json } = await callWith({ AUTH_IS_REGISTRATION_ENABLED: 'false' }, '/api/auth/sign-up/email', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail(), password: PASSWORD, name: 'Nobody' }),
    });
    expect(status).toBe(403);
    expect(json.error).toEqual({ code: 'auth.registration_disabled', message: 'Registration is disabled' });
  });

  it('refuses password reset requests when reset is disabled', async () => {
    const { status, json } = await callWith({ AUTH_IS_PASSWORD_RESET_ENABLED: 'false' }, '/api/auth/request-password-reset', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail() }),
    });
    expect(status).toBe(403);
    expect(json.error.code).toBe('auth.password_reset_disabled');
  });

  it('lets users sign in right after sign-up when verification is not required', async () => {
    const email = uniqueEmail();
    const overrides = { AUTH_IS_EMAIL_VERIFICATION_REQUIRED: 'false' };
    await callWith(overrides, '/api/auth/sign-up/email', {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD, name: 'Quick' }),
    });
    const signIn = await callWith(overrides, '/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
  });
});

describe('errors', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const { status, json, headers } = await api('/api/does-not-exist');
    expect(status).toBe(404);
    expect(headers.get('content-type')).toContain('application/json');
    expect(json.error.code).toBe('server.not_found');
  });

  it('answers unexpected failures with 500 internal.error and no SQL or stack', async () => {
    const { cookie } = await createVerifiedUser();
    const brokenDb = withFailingDatabase(env.DB, 'prepare', 'D1_ERROR: no such table: SELECT secret FROM organizations');
    const response = await worker.fetch(
      new Request(`${ORIGIN}/api/users/me`, { headers: { cookie, origin: ORIGIN } }),
      { ...env, DB: brokenDb },
      createExecutionContext(),
    );
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text).error).toEqual({ code: 'internal.error', message: 'An error occurred, try again later.' });
    expect(text).not.toMatch(/SELECT|D1_ERROR|at /);
  });

  it('hides the dev outbox in production', async () => {
    const { status } = await callWith({ APP_ENV: 'production' }, '/api/dev/outbox');
    expect(status).toBe(404);
  });
});

describe('read replicas (D1 sessions)', () => {
  it("hands a write's bookmark back, and reads with it, or without, or with a bad one", async () => {
    const { cookie } = await createVerifiedUser();
    const renamed = await api('/api/users/me', { method: 'PUT', cookie, body: { name: 'Replica Reader' } });
    expect(renamed.status).toBe(200);
    const bookmark = renamed.headers.get('x-d1-bookmark');
    expect(bookmark).toMatch(/^[0-9a-f][0-9a-f-]{15,127}$/);
    expect(renamed.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(new RegExp(`^d1_bookmark=${bookmark}; Max-Age=3600; Path=/api; HttpOnly; SameSite=Lax$`)),
    );

    const reads: Record<string, string>[] = [
      { cookie: `${cookie}; d1_bookmark=${bookmark}` },
      { cookie, 'x-d1-bookmark': bookmark! },
      { cookie, 'x-d1-bookmark': 'not a bookmark' },
      { cookie },
    ];
    for (const headers of reads) {
      const read = await api('/api/users/me', { headers });
      expect(read.json.user.name).toBe('Replica Reader');
      // A read changes nothing: it hands no bookmark back.
      expect(read.headers.get('x-d1-bookmark')).toBeNull();
    }
  });
});

describe('mail drivers', () => {
  it('send through Cloudflare’s Email Sending binding (simulated here) when EMAIL_DRIVER says so, in production only', async () => {
    const sender = createEmailSender(
      getSettings({ ...env, APP_ENV: 'production', EMAIL_DRIVER: 'cloudflare', EMAIL_FROM: 'Archive <no-reply@example.com>' } as Env),
      createDatabase(env.DB),
      env.EMAIL,
    );
    await expect(sender.send({ to: 'someone@example.com', subject: 'A workflow ran', text: 'It did.' })).resolves.toBeUndefined();
    const missing = createEmailSender(
      getSettings({ ...env, APP_ENV: 'production', EMAIL_DRIVER: 'cloudflare' } as Env),
      createDatabase(env.DB),
      undefined,
    );
    await expect(missing.send({ to: 'someone@example.com', subject: 's', text: 't' })).rejects.toMatchObject({
      code: 'email.not_configured',
    });
  });
});
