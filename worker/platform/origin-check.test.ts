import { describe, expect, it } from 'vitest';
import { isWriteFromAllowedOrigin } from './origin-check';

const appOrigin = 'https://archive.example.com';
const cookie = 'better-auth.session_token=abc.def';

describe('isWriteFromAllowedOrigin', () => {
  it.each([
    ['a write from the app', { method: 'POST', origin: appOrigin, cookie }, true],
    ['a write from the app, by Referer only', { method: 'PATCH', referer: `${appOrigin}/organizations/org_1/documents`, cookie }, true],
    ['a write from another site', { method: 'POST', origin: 'https://evil.example', cookie }, false],
    ['a write from another port', { method: 'PUT', origin: 'https://archive.example.com:8443', cookie }, false],
    ['a write from another scheme', { method: 'DELETE', origin: 'http://archive.example.com', cookie }, false],
    ['a write from an opaque origin', { method: 'POST', origin: 'null', cookie }, false],
    ['a write saying neither Origin nor Referer', { method: 'POST', cookie }, false],
    [
      'a write whose Origin wins over a Referer of the app',
      { method: 'POST', origin: 'https://evil.example', referer: `${appOrigin}/`, cookie },
      false,
    ],
    ['a write from another site by Referer', { method: 'DELETE', referer: 'https://evil.example/page', cookie }, false],
    ['a write with a malformed Referer', { method: 'POST', referer: 'not a url', cookie }, false],
    ['a read from another site', { method: 'GET', origin: 'https://evil.example', cookie }, true],
    ['a HEAD from nowhere', { method: 'HEAD', cookie }, true],
    ['a write without cookies (an API key, a sign-in)', { method: 'POST', origin: 'https://evil.example' }, true],
    [
      "a script's write with the bookmark its cookie jar kept",
      { method: 'PATCH', cookie: 'd1_bookmark=00000001-0000; d1_bookmark_org_db_1=00000002-0000' },
      true,
    ],
    [
      'a write with the secure session cookie among others',
      { method: 'POST', origin: 'https://evil.example', cookie: 'd1_bookmark=1; __Secure-better-auth.session_token=abc.def' },
      false,
    ],
    ['a write waiting for its second factor', { method: 'POST', cookie: 'better-auth.two_factor=abc.def' }, false],
    ['a cookie that only ends like the session one', { method: 'POST', cookie: 'not-better-auth.session_token=x' }, true],
  ])('%s → %s', (_label, facts, expected) => {
    expect(isWriteFromAllowedOrigin({ ...facts, appOrigin })).toBe(expected);
  });
});
