import { describe, expect, it } from 'vitest';
import {
  accountIdOf,
  clientIdOf,
  isSignInFailure,
  throttleKeys,
  throttleRefusal,
  throttleScopeOf,
  tooManyAttemptsMessage,
} from './auth.throttle';

describe('throttleScopeOf', () => {
  it.each([
    ['POST', '/api/auth/sign-in/email', 'sign-in'],
    ['post', '/api/auth/sign-in/email', 'sign-in'],
    ['POST', '/api/auth/two-factor/verify-totp', 'sign-in'],
    ['POST', '/api/auth/two-factor/verify-backup-code', 'sign-in'],
    ['POST', '/api/auth/passkey/verify-authentication', 'sign-in'],
    ['POST', '/api/auth/sign-up/email', 'email'],
    ['POST', '/api/auth/request-password-reset', 'email'],
    ['POST', '/api/auth/forget-password', 'email'],
    ['POST', '/api/auth/send-verification-email', 'email'],
    ['GET', '/api/auth/sign-in/email', undefined],
    ['POST', '/api/auth/sign-out', undefined],
    ['POST', '/api/auth/reset-password', undefined],
    ['GET', '/api/auth/verify-email', undefined],
    ['POST', '/api/auth/constructor', undefined],
    ['POST', '/api/auth/toString', undefined],
  ])('%s %s → %s', (method, path, scope) => {
    expect(throttleScopeOf(method, path)).toBe(scope);
  });
});

describe('isSignInFailure', () => {
  it.each([
    [401, true],
    [200, false],
    [403, false], // right password, email not verified
    [400, false], // malformed body: no password was checked
    [415, false],
    [500, false],
  ])('%d → %s', (status, failed) => {
    expect(isSignInFailure(status)).toBe(failed);
  });
});

describe('accountIdOf', () => {
  it.each([
    ['Ada@Example.COM', 'ada@example.com'],
    ['  ada@example.com ', 'ada@example.com'],
    ['', undefined],
    ['   ', undefined],
    [undefined, undefined],
    [null, undefined],
    [42, undefined],
    [['ada@example.com'], undefined],
  ])('%j → %j', (email, id) => {
    expect(accountIdOf(email)).toBe(id);
  });

  it('caps very long values', () => {
    expect(accountIdOf(`${'a'.repeat(400)}@example.com`)).toHaveLength(320);
  });
});

describe('clientIdOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:DB8:85A3:08D3:ffff::1', '2001:db8:85a3:8d3::/64'],
    ['2001:db8::1', '2001:db8::/64'],
    ['2001:db8::2', '2001:db8::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['::1', '::/64'],
    ['::', '::/64'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['not:an:address', 'not:an:address'],
    ['1::2::3', '1::2::3'],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %j', (ip, id) => {
    expect(clientIdOf(ip)).toBe(id);
  });
});

describe('throttleKeys', () => {
  const settings = {
    AUTH_THROTTLE_MAX_ATTEMPTS_PER_ACCOUNT: 5,
    AUTH_THROTTLE_MAX_ATTEMPTS_PER_CLIENT: 100,
    AUTH_THROTTLE_MAX_ATTEMPTS_PER_ACCOUNT_ALL_CLIENTS: 50,
  };

  it.each([
    [
      'sign-in',
      { accountId: 'ada@example.com', clientId: '203.0.113.7' },
      [
        { key: 'sign-in:account:ada@example.com:client:203.0.113.7', limit: 5 },
        { key: 'sign-in:account:ada@example.com', limit: 50 },
        { key: 'sign-in:client:203.0.113.7', limit: 100 },
      ],
    ],
    [
      'sign-in',
      { accountId: 'ada@example.com' },
      [
        { key: 'sign-in:account:ada@example.com:client:unknown', limit: 5 },
        { key: 'sign-in:account:ada@example.com', limit: 50 },
      ],
    ],
    [
      'sign-in',
      { accountId: 'ada@example.com', clientId: '203.0.113.7', knownDeviceId: 'dev1' },
      [{ key: 'sign-in:account:ada@example.com:device:dev1', limit: 5 }],
    ],
    ['sign-in', { clientId: '203.0.113.7', knownDeviceId: 'dev1' }, [{ key: 'sign-in:client:203.0.113.7', limit: 100 }]],
    [
      'email',
      { accountId: 'ada@example.com', clientId: '203.0.113.7', knownDeviceId: 'dev1' },
      [
        { key: 'email:account:ada@example.com', limit: 5 },
        { key: 'email:client:203.0.113.7', limit: 100 },
      ],
    ],
    ['email', { accountId: 'ada@example.com' }, [{ key: 'email:account:ada@example.com', limit: 5 }]],
    ['email', { clientId: '203.0.113.7' }, [{ key: 'email:client:203.0.113.7', limit: 100 }]],
    ['sign-in', {}, []],
  ] as const)('%s %j', (scope, ids, keys) => {
    expect(throttleKeys(scope, ids, settings)).toEqual(keys);
  });
});

describe('throttleRefusal', () => {
  const now = 1_000_000;
  const keys = [
    { key: 'account', limit: 5 },
    { key: 'client', limit: 100 },
  ];

  it.each([
    ['under both limits', [5, 100], [now + 60_000, now + 60_000], undefined],
    ['past the account limit', [6, 10], [now + 60_000, now + 900_000], { retryAfterSeconds: 60 }],
    ['past the client limit', [1, 101], [now + 60_000, now + 900_000], { retryAfterSeconds: 900 }],
    ['past both: the later window', [7, 101], [now + 300_500, now + 120_000], { retryAfterSeconds: 301 }],
    ['a window ending now: at least one second', [6, 1], [now, now], { retryAfterSeconds: 1 }],
  ])('%s', (_label, [accountCount, clientCount], [accountEnd, clientEnd], refusal) => {
    const counts = [
      { key: 'account', count: accountCount!, windowEndsAt: accountEnd! },
      { key: 'client', count: clientCount!, windowEndsAt: clientEnd! },
    ];
    expect(throttleRefusal(keys, counts, now)).toEqual(refusal);
  });

  it('refuses nothing without keys', () => {
    expect(throttleRefusal([], [], now)).toBeUndefined();
  });
});

describe('tooManyAttemptsMessage', () => {
  it.each([
    [1, 'Too many attempts. Try again in 1 minute.'],
    [60, 'Too many attempts. Try again in 1 minute.'],
    [61, 'Too many attempts. Try again in 2 minutes.'],
    [900, 'Too many attempts. Try again in 15 minutes.'],
  ])('%d s → %s', (seconds, message) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(message);
  });
});
