import { describe, expect, it } from 'vitest';
import { api, cookieFrom, createVerifiedUser, latestEmailTo, PASSWORD, uniqueEmail } from './helpers';

describe('sign-up and email verification', () => {
  it('sends a verification email and refuses sign-in until the link is followed', async () => {
    const email = uniqueEmail();
    const signUp = await api('/api/auth/sign-up/email', { method: 'POST', body: { email, password: PASSWORD, name: 'Grace' } });
    expect(signUp.status).toBe(200);

    const beforeVerification = await api('/api/auth/sign-in/email', { method: 'POST', body: { email, password: PASSWORD } });
    expect(beforeVerification.status).toBe(403);
    expect(beforeVerification.json.error.code).toBe('EMAIL_NOT_VERIFIED');

    const mail = await latestEmailTo(email);
    expect(mail?.subject).toBe('Verify your email address');
    const link = new URL(mail!.links[0]!);
    expect(link.pathname).toBe('/api/auth/verify-email');

    const verify = await api(link.pathname + link.search);
    expect(verify.status).toBe(302);
    expect(cookieFrom(verify.headers)).toContain('session_token');

    const signIn = await api('/api/auth/sign-in/email', { method: 'POST', body: { email, password: PASSWORD, rememberMe: true } });
    expect(signIn.status).toBe(200);
    const session = await api('/api/auth/get-session', { cookie: cookieFrom(signIn.headers) });
    expect(session.json.user.email).toBe(email);
  });

  it.each([
    ['an invalid email', { email: 'not-an-email', name: 'X', password: PASSWORD }, 'email'],
    ['a missing name', { email: uniqueEmail(), name: '   ', password: PASSWORD }, 'name'],
    ['a name over 64 characters', { email: uniqueEmail(), name: 'n'.repeat(65), password: PASSWORD }, 'name'],
    ['a password under 8 characters', { email: uniqueEmail(), name: 'X', password: 'short' }, 'password'],
    ['a password over 128 characters', { email: uniqueEmail(), name: 'X', password: 'p'.repeat(129) }, 'password'],
  ])('rejects %s with a 400 envelope', async (_label, body, field) => {
    const { status, json } = await api('/api/auth/sign-up/email', { method: 'POST', body });
    expect(status).toBe(400);
    expect(json.error.code).toBe('server.invalid_request.body');
    expect(json.error.details.map((detail: { path: string }) => detail.path)).toContain(field);
  });

  it('accepts passwords of exactly 8 and 128 characters', async () => {
    for (const password of ['p'.repeat(8), 'p'.repeat(128)]) {
      const { status } = await api('/api/auth/sign-up/email', { method: 'POST', body: { email: uniqueEmail(), name: 'Edge', password } });
      expect(status).toBe(200);
    }
  });

  it('rejects a wrong password with the error envelope', async () => {
    const { email } = await createVerifiedUser();
    const { status, json } = await api('/api/auth/sign-in/email', { method: 'POST', body: { email, password: 'wrong password' } });
    expect(status).toBe(401);
    expect(json.error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('signs out', async () => {
    const { cookie } = await createVerifiedUser();
    const signOut = await api('/api/auth/sign-out', { method: 'POST', cookie, body: {} });
    expect(signOut.status).toBe(200);
    const me = await api('/api/users/me', { cookie: cookieFrom(signOut.headers) });
    expect(me.status).toBe(401);
  });
});

describe("the original web client's password reset request", () => {
  it('POST /api/auth/forget-password is still answered: it sends the reset email', async () => {
    const { email } = await createVerifiedUser();
    const request = await api('/api/auth/forget-password', { method: 'POST', body: { email, redirectTo: '/reset-password' } });
    expect(request.status).toBe(200);
    const mail = await latestEmailTo(email);
    expect(mail?.subject).toBe('Reset your password');
    expect(new URL(mail!.links[0]!).pathname).toMatch(/^\/api\/auth\/reset-password\//);
  });
});

describe('the emails of sign-up and password reset', () => {
  it("are written in the language of the request that sent them (the web app's interface language)", async () => {
    const email = uniqueEmail();
    await api('/api/auth/sign-up/email', {
      method: 'POST',
      body: { email, password: PASSWORD, name: 'Marie' },
      headers: { 'accept-language': 'fr' },
    });
    expect((await latestEmailTo(email))?.subject).toBe('Confirmez votre adresse e-mail');

    const verified = await createVerifiedUser();
    await api('/api/auth/request-password-reset', {
      method: 'POST',
      body: { email: verified.email, redirectTo: '/reset-password' },
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect((await latestEmailTo(verified.email))?.subject).toBe('Setzen Sie Ihr Passwort zurück');
  });
});

describe('password reset', () => {
  it('emails a reset link whose token sets a new password', async () => {
    const { email } = await createVerifiedUser();
    const request = await api('/api/auth/request-password-reset', { method: 'POST', body: { email, redirectTo: '/reset-password' } });
    expect(request.status).toBe(200);

    const mail = await latestEmailTo(email);
    expect(mail?.subject).toBe('Reset your password');
    const link = new URL(mail!.links[0]!);
    const callback = await api(link.pathname + link.search);
    expect(callback.status).toBe(302);
    const token = new URL(callback.headers.get('location')!, 'http://localhost').searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await api('/api/auth/reset-password', { method: 'POST', body: { newPassword: 'a brand new password', token } });
    expect(reset.status).toBe(200);

    const oldPassword = await api('/api/auth/sign-in/email', { method: 'POST', body: { email, password: PASSWORD } });
    expect(oldPassword.status).toBe(401);
    const newPassword = await api('/api/auth/sign-in/email', { method: 'POST', body: { email, password: 'a brand new password' } });
    expect(newPassword.status).toBe(200);
  });

  it('rejects an unknown token', async () => {
    const { status, json } = await api('/api/auth/reset-password', { method: 'POST', body: { newPassword: 'whatever123', token: 'nope' } });
    expect(status).toBe(400);
    expect(json.error.code).toBe('INVALID_TOKEN');
  });
});

describe('users/me', () => {
  it('answers 401 without a session', async () => {
    const { status, json } = await api('/api/users/me');
    expect(status).toBe(401);
    expect(json.error.code).toBe('auth.unauthorized');
  });

  it('reads and renames the current user', async () => {
    const { cookie, email } = await createVerifiedUser('Ada');
    expect((await api('/api/users/me', { cookie })).json.user).toMatchObject({ email, name: 'Ada' });
    const update = await api('/api/users/me', { method: 'PUT', cookie, body: { name: '  Ada King  ' } });
    expect(update.status).toBe(200);
    expect(update.json.user.name).toBe('Ada King');
  });

  it.each([
    ['empty', ''],
    ['over 64 characters', 'x'.repeat(65)],
  ])('rejects a name that is %s', async (_label, name) => {
    const { cookie } = await createVerifiedUser();
    const { status, json } = await api('/api/users/me', { method: 'PUT', cookie, body: { name } });
    expect(status).toBe(400);
    expect(json.error.code).toBe('server.invalid_request.body');
  });
});
