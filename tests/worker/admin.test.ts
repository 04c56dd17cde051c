import { env } from 'cloudflare:workers';
import { createScheduledController } from 'cloudflare:test';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { createApp } from '../../worker/app';
import { declaredOperatorActionOf } from '../../worker/platform/permit';
import { API_KEY_PERMISSIONS } from '../../core/permissions/organization-permissions';
import { organizationDatabaseBindings } from './databases';
import { addMember, api, cookieFrom, createOrganizationMember, createVerifiedUser, latestEmailTo, PASSWORD, uniqueEmail } from './helpers';

/** The Worker with these accounts as its operators (APP_OPERATOR_EMAILS), and what else a test sets. */
const operatedBy = (emails: string[], settings: Record<string, string> = {}) =>
  ({ APP_OPERATOR_EMAILS: emails.join(', '), ...settings }) as Partial<Env>;

/** A signed-in operator, and how to call the Worker that names them. */
async function createOperator(settings: Record<string, string> = {}) {
  const operator = await createVerifiedUser('Olga Operator', uniqueEmail('operator'));
  const envOverride = operatedBy([operator.email.toUpperCase()], settings);
  const call = (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
    api(path, { cookie: operator.cookie, ...init, envOverride });
  return { ...operator, envOverride, call };
}

/** Every console route, as the app registered it, with the operator action it declared first. */
function consoleEndpoints() {
  const endpoints = new Map<string, { method: string; path: string; action: unknown }>();
  for (const route of createApp().routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/admin/')) continue;
    const key = `${route.method} ${route.path}`;
    if (!endpoints.has(key))
      endpoints.set(key, { method: route.method, path: route.path, action: declaredOperatorActionOf(route.handler) });
  }
  return [...endpoints.values()];
}
const urlOf = (path: string) =>
  path
    .replace(':userId', 'usr_000000000000000000000000')
    .replace(':organizationId', 'org_000000000000000000000000')
    .replace(':documentId', 'doc_000000000000000000000000')
    .replace(':deliveryId', 'whd_000000000000000000000000');

const codeOf = (totpURI: string) => createOTP(base32.decode(new URL(totpURI).searchParams.get('secret')!)).totp();

describe("the operator's console: who enters", () => {
  it('declares an operator action on every route', () => {
    const endpoints = consoleEndpoints();
    expect(endpoints.length).toBeGreaterThanOrEqual(7);
    expect(endpoints.filter(({ action }) => action === undefined)).toEqual([]);
  });

  it('answers 404 on every route to a member, an owner, an API key, a signed-out visitor, and to everyone while no operator is named', async () => {
    const operator = await createOperator();
    const owner = await createOrganizationMember('Owen Owner');
    const member = await addMember(owner.cookie, owner.organizationId, 'member');
    // The operator's own key: keys never reach the console.
    const key = await api('/api/api-keys', {
      method: 'POST',
      cookie: operator.cookie,
      body: { name: 'Script', permissions: [...API_KEY_PERMISSIONS] },
    });
    expect(key.status).toBe(201);
    const callers = {
      member: { cookie: member.cookie },
      owner: { cookie: owner.cookie },
      apiKey: { headers: { authorization: `Bearer ${key.json.token}`, origin: '' } },
      signedOut: {},
    };
    for (const endpoint of consoleEndpoints()) {
      const url = urlOf(endpoint.path);
      const body = endpoint.method === 'GET' ? undefined : { reason: 'Abuse' };
      for (const [who, caller] of Object.entries(callers)) {
        const answer = await api(url, { method: endpoint.method, body, ...caller, envOverride: operator.envOverride });
        expect([who, endpoint.path, answer.status, answer.json]).toEqual([
          who,
          endpoint.path,
          404,
          { error: { code: 'server.not_found', message: `No API route for ${endpoint.method} ${url}` } },
        ]);
      }
      // Without APP_OPERATOR_EMAILS the console does not exist, for the would-be operator too.
      expect((await api(url, { method: endpoint.method, body, cookie: operator.cookie })).status).toBe(404);
    }
    // The same answer as a path no route serves.
    const nowhere = await api('/api/admin/nothing-here', { cookie: operator.cookie, envOverride: operator.envOverride });
    expect(nowhere.status).toBe(404);
    expect((await operator.call('/api/admin/users')).status).toBe(200);
  });

  it('sends an operator without a second factor to set one up, when one is required', async () => {
    const operator = await createOperator({ APP_OPERATOR_REQUIRE_TWO_FACTOR: 'true' });
    const refused = await operator.call('/api/admin/users');
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('operator.two_factor_required');
    expect(refused.json.error.message).toContain('account settings');

    const enabled = await api('/api/auth/two-factor/enable', { method: 'POST', cookie: operator.cookie, body: { password: PASSWORD } });
    const confirmed = await api('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: operator.cookie,
      body: { code: await codeOf(enabled.json.totpURI) },
    });
    expect(confirmed.status).toBe(200);
    expect((await operator.call('/api/admin/users', { cookie: cookieFrom(confirmed.headers) })).status).toBe(200);
  });
});

describe("the operator's console: users", () => {
  it('finds users by the start of their email or name, a page at a time, newest first', async () => {
    const operator = await createOperator();
    const label = `paged${Math.random().toString(36).slice(2, 8)}`;
    const made = [];
    for (const name of ['First', 'Second', 'Third']) made.push(await createVerifiedUser(`${label} ${name}`, uniqueEmail(label)));
    const first = await operator.call(`/api/admin/users?search=${label.toUpperCase()}&pageSize=2`);
    expect(first.status).toBe(200);
    expect(first.json.users.map((user: { email: string }) => user.email)).toEqual([made[2]!.email, made[1]!.email]);
    expect(first.json.nextCursor).toEqual(expect.any(String));
    const second = await operator.call(`/api/admin/users?search=${label}&pageSize=2&cursor=${first.json.nextCursor}`);
    expect(second.json.users.map((user: { email: string }) => user.email)).toEqual([made[0]!.email]);
    expect(second.json.nextCursor).toBeNull();

    const byEmail = await operator.call(`/api/admin/users?search=${encodeURIComponent(made[0]!.email)}`);
    expect(byEmail.json.users).toHaveLength(1);
    expect(byEmail.json.users[0]).toMatchObject({
      id: made[0]!.userId,
      name: `${label} First`,
      emailVerified: true,
      signInMethods: ['credential'],
      hasSecondFactor: false,
      organizations: [],
      disabled: null,
      lastSignInAt: expect.any(String),
      createdAt: expect.any(String),
    });
    // The verification link's (it signs in) and the password's.
    expect(byEmail.json.users[0].sessions).toHaveLength(2);

    expect((await operator.call('/api/admin/users?cursor=nope')).status).toBe(400);
  });

  it('lists a user with their organizations and roles', async () => {
    const operator = await createOperator();
    const owner = await createOrganizationMember('Organization Owner');
    const found = await operator.call(`/api/admin/users?search=${owner.userId}`);
    expect(found.json.users[0].organizations).toEqual([{ id: owner.organizationId, name: 'Acme archive', role: 'owner' }]);
  });

  it('disables an account: its sessions end at once and signing in is refused with the reason why; enabling lets it back in', async () => {
    const operator = await createOperator();
    const user = await createVerifiedUser('Mallory');
    const disabled = await operator.call(`/api/admin/users/${user.userId}/disable`, { method: 'POST', body: { reason: 'Spam uploads' } });
    expect(disabled.status).toBe(204);

    expect((await api('/api/users/me', { cookie: user.cookie })).status).toBe(401);
    const signIn = await api('/api/auth/sign-in/email', { method: 'POST', body: { email: user.email, password: PASSWORD } });
    expect(signIn.status).toBe(403);
    expect(signIn.json.error).toMatchObject({ code: 'auth.account_disabled', message: expect.stringContaining('disabled') });
    const listed = await operator.call(`/api/admin/users?search=${user.userId}`);
    expect(listed.json.users[0]).toMatchObject({ disabled: { reason: 'Spam uploads' }, sessions: [] });

    expect((await operator.call(`/api/admin/users/${user.userId}/enable`, { method: 'POST' })).status).toBe(204);
    const again = await api('/api/auth/sign-in/email', { method: 'POST', body: { email: user.email, password: PASSWORD } });
    expect(again.status).toBe(200);
    expect((await api('/api/users/me', { cookie: cookieFrom(again.headers) })).status).toBe(200);

    const audit = await operator.call(`/api/admin/audit-log?search=${user.userId}`);
    expect(audit.json.entries).toMatchObject([
      { action: 'user.enabled', targetId: user.userId, targetLabel: user.email, operatorEmail: operator.email, reason: null },
      { action: 'user.disabled', targetId: user.userId, targetLabel: user.email, operatorEmail: operator.email, reason: 'Spam uploads' },
    ]);
  });

  it("refuses to disable the operator's own account, an unknown one, or without a reason", async () => {
    const operator = await createOperator();
    const self = await operator.call(`/api/admin/users/${operator.userId}/disable`, { method: 'POST', body: { reason: 'Oops' } });
    expect([self.status, self.json.error.code]).toEqual([400, 'admin.cannot_disable_self']);
    const unknown = await operator.call('/api/admin/users/usr_000000000000000000000000/disable', { method: 'POST', body: { reason: 'x' } });
    expect([unknown.status, unknown.json.error.code]).toEqual([404, 'admin.user_not_found']);
    const user = await createVerifiedUser();
    const noReason = await operator.call(`/api/admin/users/${user.userId}/disable`, { method: 'POST', body: {} });
    expect(noReason.status).toBe(400);
  });

  it('sends an account that has not verified its address the verification email again, audited, and refuses once it is verified', async () => {
    const operator = await createOperator();
    const email = uniqueEmail('unverified');
    expect(
      (await api('/api/auth/sign-up/email', { method: 'POST', body: { email, password: PASSWORD, name: 'Una Verified' } })).status,
    ).toBe(200);
    const emailsTo = async () => ((await api('/api/dev/outbox')).json.emails as { to: string }[]).filter(({ to }) => to === email).length;
    expect(await emailsTo()).toBe(1);
    const [user] = (await operator.call(`/api/admin/users?search=${encodeURIComponent(email)}`)).json.users;
    expect(user).toMatchObject({ email, emailVerified: false });

    expect((await operator.call(`/api/admin/users/${user.id}/resend-verification`, { method: 'POST' })).status).toBe(204);
    expect(await emailsTo()).toBe(2);
    const audit = await operator.call(`/api/admin/audit-log?search=${encodeURIComponent(operator.email)}`);
    expect(audit.json.entries[0]).toMatchObject({ action: 'user.verification_resent', targetLabel: email, reason: null });

    // The link it carries verifies the account; then there is nothing to send.
    const link = new URL((await latestEmailTo(email))!.links[0]!);
    expect((await api(link.pathname + link.search)).status).toBeLessThan(400);
    const again = await operator.call(`/api/admin/users/${user.id}/resend-verification`, { method: 'POST' });
    expect([again.status, again.json.error.code]).toEqual([409, 'admin.user_already_verified']);
    const unknown = await operator.call('/api/admin/users/usr_000000000000000000000000/resend-verification', { method: 'POST' });
    expect([unknown.status, unknown.json.error.code]).toEqual([404, 'admin.user_not_found']);
    expect(await emailsTo()).toBe(2);
  });
});

describe("the operator's console: organizations", () => {
  it('lists organizations with their members, documents and database', async () => {
    const operator = await createOperator();
    const owner = await createOrganizationMember();
    await addMember(owner.cookie, owner.organizationId, 'viewer');
    const found = await operator.call(`/api/admin/organizations?search=${owner.organizationId}`);
    expect(found.status).toBe(200);
    expect(found.json.organizations).toEqual([
      expect.objectContaining({
        id: owner.organizationId,
        name: 'Acme archive',
        membersCount: 2,
        documentsCount: 0,
        documentsSize: 0,
        database: expect.stringMatching(/^(DB|ORG_DB_\d)$/),
        readOnly: null,
      }),
    ]);
    const byName = await operator.call('/api/admin/organizations?search=acme&pageSize=1');
    expect(byName.json.organizations).toHaveLength(1);
  });

  it('makes an organization read-only: reads work, every write answers 423 with the reason, its owner sees who did it; lifting it ends that', async () => {
    const operator = await createOperator();
    const owner = await createOrganizationMember();
    const member = await addMember(owner.cookie, owner.organizationId, 'member');
    const base = `/api/organizations/${owner.organizationId}`;
    const suspended = await operator.call(`/api/admin/organizations/${owner.organizationId}/suspend`, {
      method: 'POST',
      body: { reason: 'Unpaid invoices' },
    });
    expect(suspended.status).toBe(204);

    expect((await api(`${base}/documents`, { cookie: member.cookie })).status).toBe(200);
    const organization = await api(base, { cookie: member.cookie });
    expect(organization.json.organization.readOnly).toEqual({ since: expect.any(String), reason: 'Unpaid invoices' });
    for (const [method, path, body] of [
      ['POST', '/tags', { name: 'Invoices', color: '#ff0000' }],
      ['PUT', '', { name: 'Renamed' }],
      ['DELETE', '/documents/doc_000000000000000000000000', undefined],
    ] as const) {
      const refused = await api(`${base}${path}`, { method, body, cookie: path === '' ? owner.cookie : member.cookie });
      expect([path, refused.status, refused.json.error.code]).toEqual([path, 423, 'organization.read_only']);
      expect(refused.json.error.message).toContain('Unpaid invoices');
    }
    const seen = await api(`${base}/operator-actions`, { cookie: owner.cookie });
    expect(seen.json.operatorActions).toMatchObject([{ action: 'organization.suspended', reason: 'Unpaid invoices' }]);
    expect((await api(`${base}/operator-actions`, { cookie: member.cookie })).status).toBe(403);

    expect((await operator.call(`/api/admin/organizations/${owner.organizationId}/lift`, { method: 'POST' })).status).toBe(204);
    expect(
      (await api(`${base}/tags`, { method: 'POST', body: { name: 'Invoices', color: '#ff0000' }, cookie: member.cookie })).status,
    ).toBe(201);
    expect((await api(base, { cookie: member.cookie })).json.organization.readOnly).toBeNull();

    const audit = await operator.call(`/api/admin/audit-log?search=${owner.organizationId}`);
    expect(audit.json.entries.map((entry: { action: string }) => entry.action)).toEqual(['organization.lifted', 'organization.suspended']);
    expect(audit.json.entries[1]).toMatchObject({ targetType: 'organization', targetLabel: 'Acme archive', operatorEmail: operator.email });
  });
});

describe("the operator's console: moving an organization", () => {
  it('moves an organization to another database a call at a time, as the command line does, its start audited', async () => {
    const operator = await createOperator();
    const owner = await createOrganizationMember();
    const tag = await api(`/api/organizations/${owner.organizationId}/tags`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { name: 'Moved', color: '#00aa00' },
    });
    expect(tag.status).toBe(201);
    const listed = await operator.call(`/api/admin/organizations?search=${owner.organizationId}`);
    const source = listed.json.organizations[0].database as string;
    const target = organizationDatabaseBindings.map(({ binding }) => binding).find((binding) => binding !== source)!;
    expect(target).toBeDefined();

    let move: { isFinished: boolean; step: string; target: string } | undefined;
    for (let call = 0; call < 50 && !move?.isFinished; call += 1) {
      const answer = await operator.call(`/api/admin/organizations/${owner.organizationId}/move`, {
        method: 'POST',
        body: { database: target, settleSeconds: 0 },
      });
      expect(answer.status).toBe(200);
      move = answer.json.move;
    }
    expect(move).toMatchObject({ isFinished: true, step: 'done', target });
    expect((await operator.call(`/api/admin/organizations?search=${owner.organizationId}`)).json.organizations[0]).toMatchObject({
      database: target,
      movingTo: null,
    });
    const tags = await api(`/api/organizations/${owner.organizationId}/tags`, { cookie: owner.cookie });
    expect(tags.json.tags.map((each: { name: string }) => each.name)).toEqual(['Moved']);
    expect((await operator.call(`/api/admin/organizations/${owner.organizationId}/move`)).json.move).toMatchObject({ step: 'done' });

    // A move back, given up after its first call: the organization stays where it is, writable.
    const back = await operator.call(`/api/admin/organizations/${owner.organizationId}/move`, {
      method: 'POST',
      body: { database: source, settleSeconds: 0, maxSteps: 1 },
    });
    expect(back.json.move).toMatchObject({ isFinished: false, target: source });
    let rolledBack: { isFinished: boolean; step: string } | undefined;
    for (let call = 0; call < 50 && !rolledBack?.isFinished; call += 1) {
      const answer = await operator.call(`/api/admin/organizations/${owner.organizationId}/move`, { method: 'DELETE', body: {} });
      expect(answer.status).toBe(200);
      rolledBack = answer.json.move;
    }
    expect(rolledBack).toMatchObject({ isFinished: true, step: 'rolled-back' });
    expect((await operator.call(`/api/admin/organizations?search=${owner.organizationId}`)).json.organizations[0]).toMatchObject({
      database: target,
      movingTo: null,
    });
    expect((await operator.call(`/api/admin/audit-log?search=${owner.organizationId}`)).json.entries).toEqual([
      expect.objectContaining({ action: 'organization.move_rolled_back', detail: `${target} → ${source}` }),
      expect.objectContaining({ action: 'organization.move_started', detail: `${target} → ${source}` }),
      expect.objectContaining({ action: 'organization.move_started', detail: `${source} → ${target}` }),
    ]);
    expect(
      (
        await api(`/api/organizations/${owner.organizationId}/tags`, {
          method: 'POST',
          cookie: owner.cookie,
          body: { name: 'Back', color: '#0000aa' },
        })
      ).status,
    ).toBe(201);

    const nowhere = await operator.call(`/api/admin/organizations/${owner.organizationId}/move`, {
      method: 'POST',
      body: { database: 'ORG_DB_9' },
    });
    expect(nowhere.status).toBe(400);
  });
});

describe("the operator's console: deleting", () => {
  it('deletes an organization with a reason: gone for its members at once (the purge follows through the queue), audited', async () => {
    const operator = await createOperator();
    const owner = await createOrganizationMember();
    const deleted = await operator.call(`/api/admin/organizations/${owner.organizationId}`, {
      method: 'DELETE',
      body: { reason: 'Fraud' },
    });
    expect(deleted.status).toBe(204);
    expect((await api(`/api/organizations/${owner.organizationId}`, { cookie: owner.cookie })).status).toBe(403);
    expect((await api('/api/organizations', { cookie: owner.cookie })).json.organizations).toEqual([]);
    expect((await operator.call(`/api/admin/organizations?search=${owner.organizationId}`)).json.organizations).toEqual([]);
    const [entry] = (await operator.call(`/api/admin/audit-log?search=${owner.organizationId}`)).json.entries;
    expect(entry).toMatchObject({ action: 'organization.deleted', targetLabel: 'Acme archive', reason: 'Fraud' });
    const again = await operator.call(`/api/admin/organizations/${owner.organizationId}`, { method: 'DELETE', body: { reason: 'Fraud' } });
    expect([again.status, again.json.error.code]).toEqual([404, 'admin.organization_not_found']);
    const unexplained = await operator.call(`/api/admin/organizations/${owner.organizationId}`, { method: 'DELETE', body: {} });
    expect(unexplained.status).toBe(400);
  });

  it("deletes an account only once no organization depends on it as its only owner; never the operator's own", async () => {
    const operator = await createOperator();
    const owner = await createOrganizationMember('Sole Owner');
    const refused = await operator.call(`/api/admin/users/${owner.userId}`, { method: 'DELETE', body: { reason: 'Asked by email' } });
    expect([refused.status, refused.json.error.code, refused.json.error.details]).toEqual([
      409,
      'admin.user_sole_owner',
      { organizations: 'Acme archive' },
    ]);
    // A member's account goes at once: its membership with it.
    const member = await addMember(owner.cookie, owner.organizationId, 'member');
    const memberDeleted = await operator.call(`/api/admin/users/${member.userId}`, {
      method: 'DELETE',
      body: { reason: 'Asked by email' },
    });
    expect(memberDeleted.status).toBe(204);
    expect((await api(`/api/organizations/${owner.organizationId}/members`, { cookie: owner.cookie })).json.members).toHaveLength(1);
    expect((await api('/api/users/me', { cookie: member.cookie })).status).toBe(401);

    await operator.call(`/api/admin/organizations/${owner.organizationId}`, { method: 'DELETE', body: { reason: 'Asked by email' } });
    const ownerDeleted = await operator.call(`/api/admin/users/${owner.userId}`, { method: 'DELETE', body: { reason: 'Asked by email' } });
    expect(ownerDeleted.status).toBe(204);
    expect((await operator.call(`/api/admin/users?search=${owner.userId}`)).json.users).toEqual([]);
    const [entry] = (await operator.call(`/api/admin/audit-log?search=${owner.userId}`)).json.entries;
    expect(entry).toMatchObject({ action: 'user.deleted', targetLabel: owner.email, reason: 'Asked by email' });

    const self = await operator.call(`/api/admin/users/${operator.userId}`, { method: 'DELETE', body: { reason: 'Leaving' } });
    expect([self.status, self.json.error.code]).toEqual([400, 'admin.cannot_delete_self']);
    const unknown = await operator.call('/api/admin/users/usr_000000000000000000000000', { method: 'DELETE', body: { reason: 'Gone' } });
    expect(unknown.status).toBe(404);
  });
});

describe("the operator's audit log", () => {
  it('is searched by operator, pages newest first, and the daily cron removes rows past the retention', async () => {
    const operator = await createOperator();
    for (const name of ['A', 'B', 'C']) {
      const user = await createVerifiedUser(name);
      await operator.call(`/api/admin/users/${user.userId}/disable`, { method: 'POST', body: { reason: `Reason ${name}` } });
    }
    const first = await operator.call(`/api/admin/audit-log?search=${encodeURIComponent(operator.email)}&pageSize=2`);
    expect(first.json.entries.map((entry: { reason: string }) => entry.reason)).toEqual(['Reason C', 'Reason B']);
    const second = await operator.call(
      `/api/admin/audit-log?search=${encodeURIComponent(operator.email)}&pageSize=2&cursor=${first.json.nextCursor}`,
    );
    expect(second.json).toMatchObject({ entries: [{ reason: 'Reason A' }], nextCursor: null });

    // A year and more on (the default retention is 400 days), the rows are gone.
    const later = Date.now() + 401 * 24 * 3600 * 1000;
    await worker.scheduled(createScheduledController({ scheduledTime: later, cron: '0 3 * * *' }), env);
    const { n } = (await env.DB.prepare('SELECT count(*) AS n FROM operator_audit_log WHERE operator_email = ?')
      .bind(operator.email)
      .first<{ n: number }>())!;
    expect(n).toBe(0);
  });
});
