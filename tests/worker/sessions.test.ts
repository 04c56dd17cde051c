import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, cookieFrom, createOrganization, createVerifiedUser, latestEmailTo, PASSWORD } from './helpers';

/** Another device: a second session of the same account. */
async function signIn(email: string, password = PASSWORD) {
  const response = await api('/api/auth/sign-in/email', { method: 'POST', body: { email, password } });
  expect(response.status).toBe(200);
  return cookieFrom(response.headers);
}

/** A read and a write through the API, and better-auth's own session read. */
async function accessWith(cookie: string, organizationId: string) {
  const [me, documents, rename, session] = await Promise.all([
    api('/api/users/me', { cookie }),
    api(`/api/organizations/${organizationId}/documents`, { cookie }),
    api(`/api/organizations/${organizationId}`, { method: 'PUT', cookie, body: { name: 'Renamed by a ghost' } }),
    api('/api/auth/get-session', { cookie }),
  ]);
  return { me: me.status, documents: documents.status, rename: rename.status, session: session.json };
}

const refused = { me: 401, documents: 401, rename: 401, session: null };
const admitted = { me: 200, documents: 200, rename: 200 };

describe('sessions end when they should', () => {
  it('refuses a cookie captured before sign-out, the session cookie and any cached copy alike', async () => {
    const { cookie, email } = await createVerifiedUser();
    const organization = await createOrganization(cookie);
    const captured = await signIn(email);
    // No signed copy of the session travels in a cookie any more.
    expect(captured).not.toContain('session_data');
    expect(await accessWith(captured, organization.id)).toMatchObject(admitted);

    expect((await api('/api/auth/sign-out', { method: 'POST', cookie: captured, body: {} })).status).toBe(200);
    expect(await accessWith(captured, organization.id)).toEqual(refused);
    // The other device is still signed in.
    expect((await api('/api/users/me', { cookie })).status).toBe(200);
  });

  it('refuses a session cookie whose signature is not ours, and an expired session', async () => {
    const { cookie, userId } = await createVerifiedUser();
    const [name, value] = cookie.split('=') as [string, string];
    const token = decodeURIComponent(value).split('.')[0]!;
    const forged = `${name}=${encodeURIComponent(`${token}.${btoa('x'.repeat(32))}`)}`;
    expect((await api('/api/users/me', { cookie: forged })).status).toBe(401);
    expect((await api('/api/users/me', { cookie: `${name}=${token}` })).status).toBe(401);

    await env.DB.prepare('UPDATE sessions SET expires_at = ? WHERE user_id = ?')
      .bind(Date.now() - 1000, userId)
      .run();
    expect((await api('/api/users/me', { cookie })).status).toBe(401);
  });

  it('ends every session of the account on every device when the password is reset', async () => {
    const { cookie, email } = await createVerifiedUser();
    const organization = await createOrganization(cookie);
    const otherDevice = await signIn(email);

    await api('/api/auth/request-password-reset', { method: 'POST', body: { email, redirectTo: '/reset-password' } });
    const link = new URL((await latestEmailTo(email))!.links[0]!);
    const callback = await api(link.pathname + link.search);
    const token = new URL(callback.headers.get('location')!, 'http://localhost').searchParams.get('token');
    expect((await api('/api/auth/reset-password', { method: 'POST', body: { newPassword: 'a brand new password', token } })).status).toBe(
      200,
    );

    expect(await accessWith(cookie, organization.id)).toEqual(refused);
    expect(await accessWith(otherDevice, organization.id)).toEqual(refused);
    expect(await accessWith(await signIn(email, 'a brand new password'), organization.id)).toMatchObject(admitted);
  });

  it('revokes every session (revoke-sessions) or every other one (revoke-other-sessions)', async () => {
    const { cookie, email } = await createVerifiedUser();
    const organization = await createOrganization(cookie);
    const second = await signIn(email);
    const third = await signIn(email);

    expect((await api('/api/auth/revoke-other-sessions', { method: 'POST', cookie: third, body: {} })).status).toBe(200);
    expect(await accessWith(cookie, organization.id)).toEqual(refused);
    expect(await accessWith(second, organization.id)).toEqual(refused);
    expect(await accessWith(third, organization.id)).toMatchObject(admitted);

    const fourth = await signIn(email);
    expect((await api('/api/auth/revoke-sessions', { method: 'POST', cookie: fourth, body: {} })).status).toBe(200);
    expect(await accessWith(third, organization.id)).toEqual(refused);
    expect(await accessWith(fourth, organization.id)).toEqual(refused);
  });
});

describe('delete-user', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const { cookie } = await createVerifiedUser();
    const { status, json } = await api('/api/auth/delete-user', { method: 'POST', cookie, body: { password: 'not my password' } });
    expect(status).toBe(400);
    expect(json.error.code).toBe('INVALID_PASSWORD');
    expect((await api('/api/users/me', { cookie })).status).toBe(200);
  });

  it('deletes the account, its sessions and memberships, and the organizations it alone owns', async () => {
    const { cookie, email, userId } = await createVerifiedUser();
    const organization = await createOrganization(cookie);
    const otherDevice = await signIn(email);

    const deletion = await api('/api/auth/delete-user', { method: 'POST', cookie, body: { password: PASSWORD } });
    expect(deletion.status).toBe(200);

    expect(await accessWith(cookie, organization.id)).toEqual(refused);
    expect(await accessWith(otherDevice, organization.id)).toEqual(refused);
    expect((await api('/api/auth/sign-in/email', { method: 'POST', body: { email, password: PASSWORD } })).status).toBe(401);
    const count = async (sql: string) => (await env.DB.prepare(sql).bind(userId).first<{ n: number }>())!.n;
    expect(await count('SELECT count(*) AS n FROM users WHERE id = ?')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM sessions WHERE user_id = ?')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM organization_members WHERE user_id = ?')).toBe(0);
    const deleted = await env.DB.prepare('SELECT deleted_at FROM organizations WHERE id = ?')
      .bind(organization.id)
      .first<{ deleted_at: number | null }>();
    expect(deleted?.deleted_at).toBeGreaterThan(0);
  });
});
