import { env } from 'cloudflare:workers';
import { createExecutionContext, createScheduledController } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { deleteExpiredThrottles } from '../../worker/modules/auth/auth-throttle.repository';
import { createDatabase } from '../../worker/platform/db/client';
import { api, createVerifiedUser, ORIGIN, PASSWORD, uniqueEmail } from './helpers';

const WRONG_PASSWORD = 'not the right password';
// Dozens of sign-ups and password hashes per test: more than the default 5 s on a busy machine.
const SLOW = { timeout: 30_000 };

type Call = { body: unknown; ip?: string; settings?: Record<string, string>; contentType?: string; cookie?: string };

/** POSTs to the Worker, from `ip` when given (as Cloudflare's cf-connecting-ip), with some settings overridden. */
async function post(path: string, { body, ip, settings = {}, contentType = 'application/json', cookie }: Call) {
  const headers: Record<string, string> = { origin: ORIGIN, 'content-type': contentType };
  if (ip) headers['cf-connecting-ip'] = ip;
  if (cookie) headers.cookie = cookie;
  const request = new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await worker.fetch(request, { ...env, ...settings } as Env, createExecutionContext());
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
}

const signIn = (email: string, password: string, call: Omit<Call, 'body'> = {}) =>
  post('/api/auth/sign-in/email', { body: { email, password }, ...call });

let ipCounter = 0;
/** A client address of its own for each test: storage is shared by the tests of this file. */
function uniqueIp() {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

async function throttleRow(key: string) {
  return env.DB.prepare('SELECT key, count, window_ends_at AS windowEndsAt FROM auth_throttles WHERE key = ?')
    .bind(key)
    .first<{ key: string; count: number; windowEndsAt: number }>();
}

/** Ends a key's window now, as if its 15 minutes had gone by. */
async function endWindow(key: string) {
  await env.DB.prepare('UPDATE auth_throttles SET window_ends_at = ? WHERE key = ?')
    .bind(Date.now() - 1, key)
    .run();
}

async function emailsSentTo(to: string) {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM dev_outbox_emails WHERE "to" = ?').bind(to).first<{ n: number }>();
  return row!.n;
}

function expectTooManyRequests(answer: { status: number; headers: Headers; json: any }, maxSeconds = 900) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(answer.json).toEqual({
    error: {
      code: 'auth.too_many_requests',
      message: `Too many attempts. Try again in ${Math.ceil(retryAfter / 60)} minute${Math.ceil(retryAfter / 60) === 1 ? '' : 's'}.`,
    },
  });
}

describe('sign-in throttling per account', SLOW, () => {
  it('answers 429 after 5 wrong passwords, the right one too, until the window ends', async () => {
    const { email } = await createVerifiedUser();
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      last = await api('/api/auth/sign-in/email', { method: 'POST', body: { email, password: WRONG_PASSWORD } });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(45).fill(429)]);
    expectTooManyRequests(last!);
    expect(last!.json.error.message).toBe('Too many attempts. Try again in 15 minutes.');

    expectTooManyRequests(await api('/api/auth/sign-in/email', { method: 'POST', body: { email, password: PASSWORD } }));

    // Fifty failures also reached the ceiling across clients: both windows end.
    for (const key of [`sign-in:account:${email}:client:unknown`, `sign-in:account:${email}`]) await endWindow(key);
    const afterWindow = await api('/api/auth/sign-in/email', { method: 'POST', body: { email, password: PASSWORD } });
    expect(afterWindow.status).toBe(200);
    expect(afterWindow.json.user.email).toBe(email);
  });

  it('lets the right password in again once a short configured window has passed', async () => {
    const { email } = await createVerifiedUser();
    const settings = { AUTH_THROTTLE_WINDOW_SECONDS: '1', AUTH_THROTTLE_MAX_ATTEMPTS_PER_ACCOUNT: '2' };
    expect((await signIn(email, WRONG_PASSWORD, { settings })).status).toBe(401);
    expect((await signIn(email, WRONG_PASSWORD, { settings })).status).toBe(401);
    const refused = await signIn(email, PASSWORD, { settings });
    expectTooManyRequests(refused, 1);
    expect(refused.json.error.message).toBe('Too many attempts. Try again in 1 minute.');

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signIn(email, PASSWORD, { settings })).status).toBe(200);
  });

  it('counts failures only: a successful or unverified sign-in takes nothing from the allowance', async () => {
    const { email } = await createVerifiedUser();
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await signIn(email, WRONG_PASSWORD)).status).toBe(401);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    expect((await throttleRow(`sign-in:account:${email}`))?.count).toBe(4);
    expect((await signIn(email, WRONG_PASSWORD)).status).toBe(401);
    expectTooManyRequests(await signIn(email, WRONG_PASSWORD));

    const unverified = uniqueEmail('unverified');
    await post('/api/auth/sign-up/email', { body: { email: unverified, password: PASSWORD, name: 'Later' } });
    for (let attempt = 0; attempt < 7; attempt += 1)
      expect((await signIn(unverified, PASSWORD)).json.error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('counts the same account whatever the case of its email or the encoding of the body', async () => {
    const { email } = await createVerifiedUser();
    for (const spelling of [email, email.toUpperCase(), email.replace(/^./, (first) => first.toUpperCase()), email, email.toUpperCase()]) {
      expect((await signIn(spelling, WRONG_PASSWORD)).status).toBe(401);
    }
    const form = await post('/api/auth/sign-in/email', {
      body: new URLSearchParams({ email: email.toUpperCase(), password: PASSWORD }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
    expectTooManyRequests(form);
  });

  it('stops parallel wrong attempts at the limit', async () => {
    const { email } = await createVerifiedUser();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(email, WRONG_PASSWORD)));
    const statuses = answers.map(({ status }) => status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    expectTooManyRequests(await signIn(email, PASSWORD));
  });
});

describe('a stranger cannot lock the owner out', SLOW, () => {
  it('counts failures per account and client: another client of the account is not held back', async () => {
    const { email } = await createVerifiedUser();
    const stranger = uniqueIp();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn(email, WRONG_PASSWORD, { ip: stranger })).status).toBe(401);
    expectTooManyRequests(await signIn(email, PASSWORD, { ip: stranger }));
    expect((await signIn(email, PASSWORD, { ip: uniqueIp() })).status).toBe(200);
  });

  it('slows a distributed attack with a much higher ceiling per account across all clients', async () => {
    const { email } = await createVerifiedUser();
    const settings = { AUTH_THROTTLE_MAX_ATTEMPTS_PER_ACCOUNT_ALL_CLIENTS: '3' };
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await signIn(email, WRONG_PASSWORD, { ip: uniqueIp(), settings })).status).toBe(401);
    expectTooManyRequests(await signIn(email, WRONG_PASSWORD, { ip: uniqueIp(), settings }));
    expectTooManyRequests(await signIn(email, PASSWORD, { ip: uniqueIp(), settings }));
  });

  it('never holds back a device the account signed in on before, whatever others did; its own failures count on it', async () => {
    const { email } = await createVerifiedUser();
    const settings = { AUTH_THROTTLE_MAX_ATTEMPTS_PER_ACCOUNT_ALL_CLIENTS: '3', AUTH_THROTTLE_MAX_ATTEMPTS_PER_CLIENT: '3' };
    const home = uniqueIp();
    const first = await signIn(email, PASSWORD, { ip: home, settings });
    const device = first.headers.getSetCookie().find((cookie) => cookie.startsWith('known_device='));
    expect(device).toMatch(/Path=\/api\/auth; HttpOnly; SameSite=Lax/);
    const cookie = device!.split(';')[0]!;

    // Strangers, some behind the same address, use up the account's and the address's allowances.
    for (let attempt = 0; attempt < 3; attempt += 1) await signIn(email, WRONG_PASSWORD, { ip: home, settings });
    expectTooManyRequests(await signIn(email, PASSWORD, { ip: home, settings }));
    expect((await signIn(email, PASSWORD, { ip: home, settings, cookie })).status).toBe(200);

    // The cookie is the account's: it opens no other account's allowance, and it cannot be forged.
    const other = await createVerifiedUser();
    for (let attempt = 0; attempt < 3; attempt += 1) await signIn(other.email, WRONG_PASSWORD, { ip: uniqueIp(), settings });
    expectTooManyRequests(await signIn(other.email, PASSWORD, { ip: uniqueIp(), settings, cookie }));
    expectTooManyRequests(await signIn(email, PASSWORD, { ip: home, settings, cookie: `${cookie.slice(0, -3)}abc` }));

    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await signIn(email, WRONG_PASSWORD, { ip: home, settings, cookie })).status).toBe(401);
    expectTooManyRequests(await signIn(email, PASSWORD, { ip: home, settings, cookie }));
  });
});

describe('sign-in throttling per client', SLOW, () => {
  const settings = { AUTH_THROTTLE_MAX_ATTEMPTS_PER_CLIENT: '3' };

  it('answers 429 to a client that failed too often, whichever account it tries next', async () => {
    const ip = uniqueIp();
    const users = await Promise.all([createVerifiedUser(), createVerifiedUser(), createVerifiedUser(), createVerifiedUser()]);
    for (const { email } of users.slice(0, 3)) expect((await signIn(email, WRONG_PASSWORD, { ip, settings })).status).toBe(401);

    expectTooManyRequests(await signIn(users[3]!.email, WRONG_PASSWORD, { ip, settings }));
    expectTooManyRequests(await signIn(users[3]!.email, PASSWORD, { ip, settings }));
    // Another client, and the account itself, are not held back.
    expect((await signIn(users[3]!.email, PASSWORD, { ip: uniqueIp(), settings })).status).toBe(200);
    expect((await signIn(users[0]!.email, PASSWORD, { settings })).status).toBe(200);

    await endWindow(`sign-in:client:${ip}`);
    expect((await signIn(users[3]!.email, PASSWORD, { ip, settings })).status).toBe(200);
  });

  it('treats the addresses of one IPv6 /64 network as one client', async () => {
    const { email } = await createVerifiedUser();
    for (const ip of ['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2:ffff:ffff:ffff:ffff']) {
      expect((await signIn(uniqueEmail('nobody'), WRONG_PASSWORD, { ip, settings })).status).toBe(401);
    }
    expectTooManyRequests(await signIn(email, PASSWORD, { ip: '2001:db8:1:2::c', settings }));
    expect((await signIn(email, PASSWORD, { ip: '2001:db8:1:3::c', settings })).status).toBe(200);
  });
});

describe('throttling of calls that send an email', SLOW, () => {
  it('limits sign-ups, verification resends and reset requests for one address together', async () => {
    const email = uniqueEmail('target');
    const signUp = await post('/api/auth/sign-up/email', { body: { email, password: PASSWORD, name: 'Target' } });
    expect(signUp.status).toBe(200);
    expect((await post('/api/auth/sign-up/email', { body: { email, password: PASSWORD, name: 'Again' } })).status).not.toBe(429);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await post('/api/auth/send-verification-email', { body: { email } })).status).toBe(200);
    }
    expect((await post('/api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } })).status).toBe(200);
    const sentBefore = await emailsSentTo(email);

    expectTooManyRequests(await post('/api/auth/send-verification-email', { body: { email } }));
    expectTooManyRequests(
      await post('/api/auth/request-password-reset', { body: { email: email.toUpperCase(), redirectTo: '/reset-password' } }),
    );
    expectTooManyRequests(await post('/api/auth/sign-up/email', { body: { email, password: PASSWORD, name: 'Third' } }));
    expect(await emailsSentTo(email)).toBe(sentBefore);
  });

  it('limits reset requests for an existing account', async () => {
    const { email } = await createVerifiedUser();
    // The sign-up counted once already.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await post('/api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } })).status).toBe(200);
    }
    expectTooManyRequests(await post('/api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } }));
    expect(await emailsSentTo(email)).toBe(1 + 4);
    // Sign-in keeps its own counter.
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it('limits the emails one client may trigger, whatever the addresses', async () => {
    const ip = uniqueIp();
    const settings = { AUTH_THROTTLE_MAX_ATTEMPTS_PER_CLIENT: '3' };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await post('/api/auth/sign-up/email', { ip, settings, body: { email: uniqueEmail(), password: PASSWORD, name: 'Bulk' } })).status,
      ).toBe(200);
    }
    expectTooManyRequests(
      await post('/api/auth/sign-up/email', { ip, settings, body: { email: uniqueEmail(), password: PASSWORD, name: 'Bulk' } }),
    );
    expectTooManyRequests(
      await post('/api/auth/request-password-reset', { ip, settings, body: { email: uniqueEmail(), redirectTo: '/reset-password' } }),
    );
    expectTooManyRequests(await post('/api/auth/send-verification-email', { ip, settings, body: { email: uniqueEmail() } }));
    // Failed sign-ins are counted apart.
    expect((await signIn(uniqueEmail(), WRONG_PASSWORD, { ip, settings })).status).toBe(401);
  });

  it('does not count sign-ups that validation refuses', async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 7; attempt += 1) {
      expect((await post('/api/auth/sign-up/email', { body: { email, password: 'short', name: 'X' } })).status).toBe(400);
    }
    expect((await post('/api/auth/sign-up/email', { body: { email, password: PASSWORD, name: 'X' } })).status).toBe(200);
  });
});

describe('settings', SLOW, () => {
  it('throttles nothing when disabled', async () => {
    const { email } = await createVerifiedUser();
    const settings = { AUTH_THROTTLE_IS_ENABLED: 'false' };
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 8; attempt += 1) expect((await signIn(email, WRONG_PASSWORD, { ip, settings })).status).toBe(401);
    expect((await signIn(email, PASSWORD, { ip, settings })).status).toBe(200);
    for (let attempt = 0; attempt < 7; attempt += 1) {
      expect(
        (await post('/api/auth/request-password-reset', { ip, settings, body: { email, redirectTo: '/reset-password' } })).status,
      ).toBe(200);
    }
    expect(await throttleRow(`sign-in:account:${email}`)).toBeNull();
    expect(await throttleRow(`sign-in:client:${ip}`)).toBeNull();
  });

  it('honours the configured account limit and window', async () => {
    const { email } = await createVerifiedUser();
    const settings = { AUTH_THROTTLE_MAX_ATTEMPTS_PER_ACCOUNT: '2', AUTH_THROTTLE_WINDOW_SECONDS: '120' };
    expect((await signIn(email, WRONG_PASSWORD, { settings })).status).toBe(401);
    expect((await signIn(email, WRONG_PASSWORD, { settings })).status).toBe(401);
    const refused = await signIn(email, WRONG_PASSWORD, { settings });
    expectTooManyRequests(refused, 120);
    expect(refused.json.error.message).toBe('Too many attempts. Try again in 2 minutes.');
  });

  it.each([
    'AUTH_THROTTLE_WINDOW_SECONDS',
    'AUTH_THROTTLE_MAX_ATTEMPTS_PER_ACCOUNT',
    'AUTH_THROTTLE_MAX_ATTEMPTS_PER_CLIENT',
    'AUTH_THROTTLE_MAX_ATTEMPTS_PER_ACCOUNT_ALL_CLIENTS',
  ])('refuses %s=0 as a configuration error', async (name) => {
    const { status, json } = await signIn(uniqueEmail(), PASSWORD, { settings: { [name]: '0' } });
    expect(status).toBe(500);
    expect(json.error.code).toBe('server.misconfigured');
    expect(json.error.message).toContain(name);
  });
});

describe('clean-up', SLOW, () => {
  it('deletes the rows of ended windows in the daily maintenance, and keeps the running ones', async () => {
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare('INSERT INTO auth_throttles (key, count, window_ends_at) VALUES (?, ?, ?)').bind(
        'sign-in:account:ended@example.com',
        9,
        now - 1000,
      ),
      env.DB.prepare('INSERT INTO auth_throttles (key, count, window_ends_at) VALUES (?, ?, ?)').bind(
        'email:client:192.0.2.99',
        2,
        now - 60_000,
      ),
      env.DB.prepare('INSERT INTO auth_throttles (key, count, window_ends_at) VALUES (?, ?, ?)').bind(
        'sign-in:account:running@example.com',
        3,
        now + 600_000,
      ),
    ]);
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: '0 3 * * *' }), env);

    expect(await throttleRow('sign-in:account:ended@example.com')).toBeNull();
    expect(await throttleRow('email:client:192.0.2.99')).toBeNull();
    expect(await throttleRow('sign-in:account:running@example.com')).toMatchObject({ count: 3 });
    const { n } = (await env.DB.prepare('SELECT count(*) AS n FROM auth_throttles WHERE window_ends_at <= ?')
      .bind(now)
      .first<{ n: number }>())!;
    expect(n).toBe(0);
  });

  it('deletes in bounded batches', async () => {
    const now = Date.now();
    await env.DB.batch(
      Array.from({ length: 25 }, (_, index) =>
        env.DB.prepare('INSERT INTO auth_throttles (key, count, window_ends_at) VALUES (?, 1, ?)').bind(
          `email:account:batch-${index}@example.com`,
          now - 1000,
        ),
      ),
    );
    const db = createDatabase(env.DB);
    expect(await deleteExpiredThrottles(db, new Date(now), { batchSize: 10, maxBatches: 2 })).toBe(20);
    expect(await deleteExpiredThrottles(db, new Date(now), { batchSize: 10, maxBatches: 2 })).toBe(5);
    expect(await deleteExpiredThrottles(db, new Date(now), { batchSize: 10, maxBatches: 2 })).toBe(0);
  });
});
