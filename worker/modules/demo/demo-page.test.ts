import { describe, expect, it } from 'vitest';
import { DEMO_PAGE_CSP } from '../../../core/demo/demo-page-policy';
import { demoPageHeaders, demoPageHtml, isDemoFilePath, withDemoPolicy } from './demo-page';

const INDEX = '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Archive</title>\n  </head>\n  <body></body>\n</html>';
const APP_CSP = "default-src 'none'; script-src 'self'";

describe('demoPageHtml', () => {
  it.each<[string, string | undefined, string]>([
    ['unset: the page unchanged', undefined, INDEX],
    ['empty: the page unchanged', '', INDEX],
    [
      'a URL: its meta tag last in the head',
      'https://chat.example.com/archive',
      INDEX.replace('  </head>', '  <meta name="demo-community-url" content="https://chat.example.com/archive" /></head>'),
    ],
    [
      'a URL with characters of HTML: escaped',
      `https://chat.example.com/?a=1&b="2"'<x>`,
      INDEX.replace(
        '  </head>',
        '  <meta name="demo-community-url" content="https://chat.example.com/?a=1&amp;b=&quot;2&quot;&#39;&lt;x&gt;" /></head>',
      ),
    ],
  ])('%s', (_, communityUrl, expected) => {
    expect(demoPageHtml(INDEX, { communityUrl })).toBe(expected);
  });

  it('refuses a page without a head rather than dropping the link', () => {
    expect(() => demoPageHtml('<p>no head</p>', { communityUrl: 'https://chat.example.com' })).toThrow('</head>');
  });
});

describe('withDemoPolicy', () => {
  it.each<[string, Record<string, string>, Record<string, string>]>([
    [
      "the app's policy replaced, every other header kept",
      {
        'content-security-policy': APP_CSP,
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: '"1"',
      },
      {
        'content-security-policy': DEMO_PAGE_CSP,
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: '"1"',
      },
    ],
    // vite dev applies no _headers, and its pages need inline scripts: no policy to replace, none added.
    ['no policy: none added', { 'content-type': 'text/javascript' }, { 'content-type': 'text/javascript' }],
  ])('%s', (_, given, expected) => {
    expect(Object.fromEntries(withDemoPolicy(new Headers(given)))).toEqual(expected);
  });

  it('leaves the headers it was given as they were', () => {
    const given = new Headers({ 'content-security-policy': APP_CSP });
    withDemoPolicy(given);
    expect(given.get('content-security-policy')).toBe(APP_CSP);
  });
});

describe('demoPageHeaders', () => {
  it("answers index.html's headers with the demo's policy, revalidated on each visit, without the file's validators", () => {
    const index = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': APP_CSP,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cache-control': 'public, max-age=0, must-revalidate',
      etag: '"d673517c"',
      'last-modified': 'Wed, 01 Jan 2026 00:00:00 GMT',
      'content-length': '814',
    });
    expect(Object.fromEntries(demoPageHeaders(index))).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': DEMO_PAGE_CSP,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cache-control': 'no-cache',
    });
  });
});

describe('isDemoFilePath', () => {
  it.each<[string, boolean]>([
    ['/demo/assets/index-BKuO-PtB.js', true],
    ['/demo/assets/file-reader.worker-M0AO89QO.js', true],
    ['/demo/favicon.svg', true],
    ['/demo', false],
    ['/demo/', false],
    ['/demo/organizations/org_abc/documents', false],
    ['/demo/organizations/org_abc/documents/doc_1', false],
  ])('%s → %s', (path, expected) => expect(isDemoFilePath(path)).toBe(expected));
});
