import { env } from 'cloudflare:workers';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { describe, expect, inject, it } from 'vitest';
import { addMember, api, cookieFrom, createOrganization, createVerifiedUser, ORIGIN, PASSWORD } from './helpers';

/** The current code of the authenticator app that scanned this otpauth:// address. */
function codeOf(totpURI: string) {
  const secret = new URL(totpURI).searchParams.get('secret')!;
  return createOTP(base32.decode(secret)).totp();
}

async function enableTwoFactor(cookie: string) {
  const enabled = await api('/api/auth/two-factor/enable', { method: 'POST', cookie, body: { password: PASSWORD } });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = enabled.json as { totpURI: string; backupCodes: string[] };
  const confirmed = await api('/api/auth/two-factor/verify-totp', { method: 'POST', cookie, body: { code: await codeOf(totpURI) } });
  expect(confirmed.status).toBe(200);
  // Confirming replaces the session (a new one, with the factor): its cookie is the account's now.
  return { totpURI, backupCodes, cookie: cookieFrom(confirmed.headers) };
}

async function signInFirstStep(email: string, headers: Record<string, string> = {}) {
  const response = await api('/api/auth/sign-in/email', { method: 'POST', body: { email, password: PASSWORD }, headers });
  expect(response.status).toBe(200);
  return { body: response.json as { twoFactorRedirect?: boolean; twoFactorMethods?: string[] }, cookie: cookieFrom(response.headers) };
}

describe('two-factor sign-in with an authenticator app', () => {
  it('is enabled only once a code confirms the secret, then asks every sign-in for a code', async () => {
    const { cookie, email } = await createVerifiedUser();
    const started = await api('/api/auth/two-factor/enable', { method: 'POST', cookie, body: { password: PASSWORD } });
    expect(started.json).toMatchObject({ totpURI: expect.stringMatching(/^otpauth:\/\/totp\/Archive:/), backupCodes: expect.any(Array) });
    expect((started.json as { backupCodes: string[] }).backupCodes).toHaveLength(10);
    // Not confirmed yet: the password alone still signs in.
    expect((await signInFirstStep(email)).body).not.toHaveProperty('twoFactorRedirect');

    const { totpURI } = await enableTwoFactor(cookie);
    const { body, cookie: challenge } = await signInFirstStep(email);
    expect(body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    // No session yet: only the challenge's cookie.
    expect((await api('/api/users/me', { cookie: challenge })).status).toBe(401);

    const wrong = await api('/api/auth/two-factor/verify-totp', { method: 'POST', cookie: challenge, body: { code: '000000' } });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ error: { code: 'INVALID_CODE' } });

    const verified = await api('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: challenge,
      body: { code: await codeOf(totpURI) },
    });
    expect(verified.status).toBe(200);
    expect((await api('/api/users/me', { cookie: cookieFrom(verified.headers) })).status).toBe(200);
  });

  it('takes each backup code once, and regenerates them with the password', async () => {
    const { cookie: firstCookie, email } = await createVerifiedUser();
    const { backupCodes, cookie } = await enableTwoFactor(firstCookie);

    const first = await signInFirstStep(email);
    const used = await api('/api/auth/two-factor/verify-backup-code', {
      method: 'POST',
      cookie: first.cookie,
      body: { code: backupCodes[0] },
    });
    expect(used.status).toBe(200);
    expect((await api('/api/users/me', { cookie: cookieFrom(used.headers) })).status).toBe(200);

    const second = await signInFirstStep(email);
    expect(
      (await api('/api/auth/two-factor/verify-backup-code', { method: 'POST', cookie: second.cookie, body: { code: backupCodes[0] } }))
        .status,
    ).toBe(401);

    const regenerated = await api('/api/auth/two-factor/generate-backup-codes', { method: 'POST', cookie, body: { password: PASSWORD } });
    const fresh = (regenerated.json as { backupCodes: string[] }).backupCodes;
    expect(fresh).toHaveLength(10);
    expect(
      (await api('/api/auth/two-factor/verify-backup-code', { method: 'POST', cookie: second.cookie, body: { code: backupCodes[1] } }))
        .status,
    ).toBe(401);
    expect(
      (await api('/api/auth/two-factor/verify-backup-code', { method: 'POST', cookie: second.cookie, body: { code: fresh[0] } })).status,
    ).toBe(200);
  });

  it('spares a trusted device the code for 30 days, and is disabled with the password only', async () => {
    const { cookie: firstCookie, email } = await createVerifiedUser();
    const { totpURI, cookie } = await enableTwoFactor(firstCookie);
    const challenge = await signInFirstStep(email);
    const trusted = await api('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: challenge.cookie,
      body: { code: await codeOf(totpURI), trustDevice: true },
    });
    const trustCookie = trusted.headers.getSetCookie().find((line) => line.startsWith('better-auth.trust_device='))!;
    expect(trustCookie).toMatch(/Max-Age=2592000/);

    const again = await api('/api/auth/sign-in/email', {
      method: 'POST',
      body: { email, password: PASSWORD },
      cookie: trustCookie.split(';')[0],
    });
    expect(again.json).not.toHaveProperty('twoFactorRedirect');
    expect((await api('/api/users/me', { cookie: cookieFrom(again.headers) })).status).toBe(200);

    expect((await api('/api/auth/two-factor/disable', { method: 'POST', cookie, body: { password: 'not the password' } })).status).toBe(
      400,
    );
    expect((await api('/api/auth/two-factor/disable', { method: 'POST', cookie, body: { password: PASSWORD } })).status).toBe(200);
    expect((await signInFirstStep(email)).body).not.toHaveProperty('twoFactorRedirect');
  });

  it('throttles wrong codes per client like wrong passwords', async () => {
    const { cookie, email } = await createVerifiedUser();
    await enableTwoFactor(cookie);
    const headers = { 'cf-connecting-ip': '198.51.100.77' };
    const envOverride = { AUTH_THROTTLE_IS_ENABLED: 'true', AUTH_THROTTLE_MAX_ATTEMPTS_PER_CLIENT: '3' } as Partial<Env>;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const challenge = await signInFirstStep(email);
      statuses.push(
        (
          await api('/api/auth/two-factor/verify-totp', {
            method: 'POST',
            cookie: challenge.cookie,
            body: { code: '000000' },
            headers,
            envOverride,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('two-factor sign-in through a provider, and the known device', () => {
  const throttled = { AUTH_THROTTLE_IS_ENABLED: 'true' } as Partial<Env>;
  const knownDeviceOf = (headers: Headers) => headers.getSetCookie().find((line) => line.startsWith('known_device='));

  it('marks the device known only once the second factor passed', async () => {
    const { cookie: firstCookie, email } = await createVerifiedUser();
    const { totpURI } = await enableTwoFactor(firstCookie);
    const password = await api('/api/auth/sign-in/email', { method: 'POST', body: { email, password: PASSWORD }, envOverride: throttled });
    expect(password.json).toMatchObject({ twoFactorRedirect: true });
    expect(knownDeviceOf(password.headers)).toBeUndefined();
    const verified = await api('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: cookieFrom(password.headers),
      body: { code: await codeOf(totpURI) },
      envOverride: throttled,
    });
    expect(verified.status).toBe(200);
    expect(knownDeviceOf(verified.headers)).toMatch(/^known_device=.+Path=\/api\/auth; HttpOnly; SameSite=Lax/);
  });

  it('asks for the code after a sign-in with an OIDC provider, as after a password, unless the device is trusted', async () => {
    const { cookie: firstCookie, email } = await createVerifiedUser('Grace Hopper');
    const { totpURI } = await enableTwoFactor(firstCookie);
    await fetch(`http://127.0.0.1:${inject('oidcControlPort')}/identity`, {
      method: 'PUT',
      body: JSON.stringify({ sub: `sub-${email}`, email, name: 'Grace Hopper' }),
    });
    const withProvider = {
      AUTH_PROVIDERS_CUSTOMS: JSON.stringify([
        {
          providerId: 'loopback-sso',
          providerName: 'Loopback SSO',
          clientId: 'archive',
          clientSecret: 'archive-secret',
          type: 'oidc',
          discoveryUrl: `${inject('oidcProviderUrl')}/.well-known/openid-configuration`,
        },
      ]),
    } as Partial<Env>;

    /** Through the provider and back: the callback's answer. */
    const signInWithProvider = async (cookie = '') => {
      const started = await api('/api/auth/sign-in/oauth2', {
        method: 'POST',
        body: { providerId: 'loopback-sso', callbackURL: '/' },
        cookie,
        envOverride: withProvider,
      });
      expect(started.status, started.text).toBe(200);
      const approved = await fetch(started.json.url, { redirect: 'manual' });
      const callback = new URL(approved.headers.get('location')!);
      expect(callback.pathname).toBe('/api/auth/callback/loopback-sso');
      return api(callback.pathname + callback.search, {
        cookie: [cookie, cookieFrom(started.headers)].filter(Boolean).join('; '),
        envOverride: withProvider,
      });
    };

    const challenged = await signInWithProvider();
    expect([challenged.status, challenged.headers.get('location')]).toEqual([302, `${ORIGIN}/login/two-factor`]);
    const challenge = cookieFrom(challenged.headers);
    expect(challenge).toMatch(/better-auth\.two_factor=/);
    // The session the callback opened is gone: its cookie expired, its row deleted.
    expect(challenged.headers.getSetCookie().filter((line) => /^better-auth\.session_token=[^;]/.test(line))).toEqual([]);
    expect((await api('/api/users/me', { cookie: challenge })).status).toBe(401);

    const verified = await api('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: challenge,
      body: { code: await codeOf(totpURI), trustDevice: true },
    });
    expect(verified.status).toBe(200);
    expect((await api('/api/users/me', { cookie: cookieFrom(verified.headers) })).json.user.email).toBe(email);

    // A trusted device goes straight in, back where the sign-in started.
    const trust = verified.headers
      .getSetCookie()
      .find((line) => line.startsWith('better-auth.trust_device='))!
      .split(';')[0]!;
    const trusted = await signInWithProvider(trust);
    expect([trusted.status, trusted.headers.get('location')]).toEqual([302, '/']);
    expect((await api('/api/users/me', { cookie: cookieFrom(trusted.headers) })).json.user.email).toBe(email);
  });
});

describe('an organization that requires two factors', () => {
  it('keeps out members without a second factor, but not their API keys, and lets them leave', async () => {
    const owner = await createVerifiedUser('Olive Owner');
    const organization = await createOrganization(owner.cookie);
    const member = await addMember(owner.cookie, organization.id, 'member');

    const tooEarly = await api(`/api/organizations/${organization.id}/security`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { requireTwoFactor: true },
    });
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.json).toMatchObject({ error: { code: 'two_factor.setup_first' } });

    const ownerCookie = (await enableTwoFactor(owner.cookie)).cookie;
    const signedIn = await api('/api/auth/sign-in/email', { method: 'POST', body: { email: owner.email, password: PASSWORD } });
    expect(signedIn.json).toMatchObject({ twoFactorRedirect: true });
    expect(
      (
        await api(`/api/organizations/${organization.id}/security`, {
          method: 'PUT',
          cookie: member.cookie,
          body: { requireTwoFactor: true },
        })
      ).status,
    ).toBe(403);
    const required = await api(`/api/organizations/${organization.id}/security`, {
      method: 'PUT',
      cookie: ownerCookie,
      body: { requireTwoFactor: true },
    });
    expect(required.json).toMatchObject({ organization: { requireTwoFactor: true } });

    const key = await api('/api/api-keys', {
      method: 'POST',
      cookie: member.cookie,
      body: { name: 'Scanner', permissions: ['documents:read'], allOrganizations: true },
    });
    expect(key.status).toBe(201);
    const token = (key.json as { token: string }).token;

    const refused = await api(`/api/organizations/${organization.id}/documents`, { cookie: member.cookie });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ error: { code: 'two_factor.required_by_organization' } });
    expect((await api(`/api/organizations/${organization.id}/documents`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      200,
    );
    expect((await api(`/api/organizations/${organization.id}/documents`, { cookie: ownerCookie })).status).toBe(200);

    const memberCookie = (await enableTwoFactor(member.cookie)).cookie;
    expect((await api(`/api/organizations/${organization.id}/documents`, { cookie: memberCookie })).status).toBe(200);
    await env.DB.prepare('UPDATE users SET two_factor_enabled = 0 WHERE email = ?').bind(member.email).run();
    expect((await api(`/api/organizations/${organization.id}/documents`, { cookie: memberCookie })).status).toBe(403);
    expect((await api(`/api/organizations/${organization.id}/members/me`, { method: 'DELETE', cookie: memberCookie })).status).toBe(204);
  });
});

describe('passkeys', () => {
  it('offers registration options for the signed-in account and sign-in options to anyone', async () => {
    const { cookie } = await createVerifiedUser();
    const register = await api('/api/auth/passkey/generate-register-options', { cookie });
    expect(register.status).toBe(200);
    expect(register.json).toMatchObject({ rp: { id: 'localhost', name: 'Archive' }, challenge: expect.any(String) });
    expect((await api('/api/auth/passkey/generate-register-options')).status).toBe(401);

    const authenticate = await api('/api/auth/passkey/generate-authenticate-options');
    expect(authenticate.status).toBe(200);
    expect(authenticate.json).toMatchObject({ rpId: 'localhost', challenge: expect.any(String) });
    expect((await api('/api/auth/passkey/list-user-passkeys', { cookie })).json).toEqual([]);

    // An assertion no registered passkey made signs nobody in.
    const forged = await api('/api/auth/passkey/verify-authentication', {
      method: 'POST',
      cookie: cookieFrom(authenticate.headers),
      body: {
        response: {
          id: 'bm90LWEta2V5',
          rawId: 'bm90LWEta2V5',
          type: 'public-key',
          response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
          clientExtensionResults: {},
        },
      },
    });
    expect(forged.status).toBe(401);
  });
});
