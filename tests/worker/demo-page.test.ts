import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { DEMO_PAGE_CSP } from '../../core/demo/demo-page-policy';
import appHeadersFile from '../../web/public/_headers?raw';
import { ORIGIN } from './helpers';

// The Worker's /demo: its page and the files of the demo build (dist/client/demo). In these tests a
// request reaches the Worker directly: the asset server in front of it (which answers `/`, `/login` and
// every file of the app without the Worker) does not run, and dist/client holds the builds only after
// `npm run build`. So the Worker's ASSETS binding is a stand-in here that answers as the asset server
// does, with the rules that web/public/_headers gives; the last tests use the real binding when built.

/** The headers a rule of a _headers file gives, by its path pattern. */
function headersOfRule(file: string, pattern: string): Record<string, string> {
  const blocks = file.split(/\n(?=\S)/).filter((block) => !block.startsWith('#'));
  const block = blocks.find((candidate) => candidate.split('\n')[0]!.trim() === pattern);
  if (!block) throw new Error(`no ${pattern} rule in _headers`);
  const lines = block
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
    .filter(Boolean);
  return Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

const APP_PAGE_HEADERS = headersOfRule(appHeadersFile, '/*');
const APP_PAGE_CSP = APP_PAGE_HEADERS['content-security-policy']!;
const INDEX_HTML =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Archive</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
const WORKER_SCRIPT = 'self.onmessage = () => {};';

/** An ASSETS binding that answers as the asset server does for the demo's index.html and its /demo/assets/ files, and keeps what it was asked. */
function assetsStandIn() {
  const requests: Request[] = [];
  const binding = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = new Request(input, init);
      requests.push(request);
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/demo/assets/')) {
        const headers = {
          ...APP_PAGE_HEADERS,
          ...headersOfRule(appHeadersFile, '/assets/*'),
          'content-type': 'text/javascript',
          etag: '"script"',
        };
        if (request.headers.get('if-none-match') === '"script"') return new Response(null, { status: 304, headers });
        return new Response(WORKER_SCRIPT, { headers });
      }
      return new Response(INDEX_HTML, {
        headers: {
          ...APP_PAGE_HEADERS,
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'public, max-age=0, must-revalidate',
          etag: '"index"',
        },
      });
    },
  };
  return { binding: binding as unknown as Fetcher, requests };
}

async function request(
  path: string,
  {
    settings = {},
    headers = {},
    method = 'GET',
  }: { settings?: Record<string, string>; headers?: Record<string, string>; method?: string } = {},
) {
  const assets = assetsStandIn();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { method, headers }),
    { ...env, ...settings, ASSETS: assets.binding } as Env,
    createExecutionContext(),
  );
  return { response, text: await response.text(), assetRequests: assets.requests };
}

/** A policy as its directives, each with its sources. */
const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

describe('the demo page', () => {
  it.each(['/demo', '/demo/', '/demo/organizations/x', '/demo/organizations/x/documents?query=tag%3Ainvoice'])(
    'answers %s with the SPA and the demo policy, and only it',
    async (path) => {
      const { response, text, assetRequests } = await request(path);

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(text).toContain('<div id="root"></div>');
      expect(assetRequests.map(({ url }) => new URL(url).pathname)).toEqual(['/demo/']);
      // Two Content-Security-Policy headers would read here as one value joined by a comma.
      expect(response.headers.get('content-security-policy')).toBe(DEMO_PAGE_CSP);
      expect(DEMO_PAGE_CSP).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(DEMO_PAGE_CSP).toContain("worker-src 'self' blob:");
      // The pages' other headers, as _headers gives them.
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      // Revalidated on each visit like index.html; the file's ETag would not describe this body.
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('etag')).toBeNull();
    },
  );

  it('answers HEAD with the same headers and no body', async () => {
    const { response, text } = await request('/demo/organizations/x', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(DEMO_PAGE_CSP);
    expect(text).toBe('');
  });

  it("is the app pages' policy with only the demo's additions", () => {
    const app = directivesOf(APP_PAGE_CSP);
    const demo = directivesOf(DEMO_PAGE_CSP);
    const added = Object.fromEntries(
      [...demo]
        .map(([name, sources]) => [name, sources.filter((source) => !app.get(name)?.includes(source))])
        .filter(([, sources]) => sources!.length > 0),
    );

    expect(added).toEqual({
      'script-src': ["'wasm-unsafe-eval'"],
      'img-src': ['blob:', 'data:'],
      'connect-src': ['blob:', 'data:'],
      'frame-src': ['blob:'],
      'worker-src': ["'self'", 'blob:'],
    });
    // Nothing of the app's policy is dropped.
    for (const [name, sources] of app) expect(demo.get(name), name).toEqual(expect.arrayContaining(sources));
  });

  it('carries the community link when DEMO_COMMUNITY_URL is set, escaped, and none when it is not', async () => {
    const configured = await request('/demo', {
      settings: { DEMO_COMMUNITY_URL: 'https://chat.example.com/invite?server=archive&channel="demo"' },
    });
    expect(configured.response.status).toBe(200);
    expect(configured.text).toContain(
      '<meta name="demo-community-url" content="https://chat.example.com/invite?server=archive&amp;channel=&quot;demo&quot;" /></head>',
    );

    const unset = await request('/demo');
    expect(unset.text).toBe(INDEX_HTML);
    expect(unset.text).not.toContain('demo-community-url');
  });

  it('names an invalid DEMO_COMMUNITY_URL as every other setting is named', async () => {
    const { response, text } = await request('/demo', { settings: { DEMO_COMMUNITY_URL: 'not a url' } });
    expect(response.status).toBe(500);
    expect(JSON.parse(text).error).toMatchObject({ code: 'server.misconfigured' });
    expect(JSON.parse(text).error.message).toContain('DEMO_COMMUNITY_URL');
  });

  it('answers a missing build as the asset server does', async () => {
    const missing = { fetch: async () => new Response('Not Found', { status: 404 }) } as unknown as Fetcher;
    const response = await worker.fetch(new Request(`${ORIGIN}/demo`), { ...env, ASSETS: missing } as Env, createExecutionContext());
    expect(response.status).toBe(404);
  });
});

describe("the demo build's files", () => {
  it("are served unchanged but for the demo policy (its Web Worker is governed by its own response's)", async () => {
    const { response, text, assetRequests } = await request('/demo/assets/file-reader.worker-Bx3_k9Qa.js');
    expect(response.status).toBe(200);
    expect(text).toBe(WORKER_SCRIPT);
    expect(assetRequests.map(({ url }) => new URL(url).pathname)).toEqual(['/demo/assets/file-reader.worker-Bx3_k9Qa.js']);
    expect(response.headers.get('content-security-policy')).toBe(DEMO_PAGE_CSP);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBe('"script"');
  });

  it('keep their revalidation', async () => {
    const { response } = await request('/demo/assets/file-reader.worker-Bx3_k9Qa.js', { headers: { 'if-none-match': '"script"' } });
    expect(response.status).toBe(304);
    expect(response.headers.get('content-security-policy')).toBe(DEMO_PAGE_CSP);
  });

  it('answer 404 for a file that is not there, not the page in its place', async () => {
    const { response } = await request('/demo/favicon.svg');
    expect(response.status).toBe(404);
  });
});

describe("the app's pages", () => {
  it('keep their policy, without what the demo adds', () => {
    expect(APP_PAGE_CSP).toContain("script-src 'self';");
    expect(APP_PAGE_CSP).not.toContain('wasm-unsafe-eval');
    expect(APP_PAGE_CSP).not.toContain('worker-src');
    expect(APP_PAGE_CSP).not.toContain('blob:');
  });

  it('are not answered by the Worker (the asset server answers them)', async () => {
    for (const path of ['/', '/login', '/organizations/x', '/demonstration']) {
      const { response, assetRequests } = await request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toBe('application/json');
      expect(assetRequests, path).toEqual([]);
    }
  });
});

// With the real asset server, when dist/client is built (npm run build): _headers' rules apply to what
// the ASSETS binding answers, so the Worker must replace the policy, not add one.
describe('with the built static assets', () => {
  async function builtIndex() {
    const response = await env.ASSETS.fetch(new Request(`${ORIGIN}/`));
    return response.ok && response.headers.has('content-security-policy') ? response : null;
  }

  it('the demo page carries the demo policy alone', async ({ skip }) => {
    if (!(await builtIndex())) return skip('dist/client is not built');
    const response = await worker.fetch(
      new Request(`${ORIGIN}/demo/organizations/x`),
      { ...env, DEMO_COMMUNITY_URL: 'https://chat.example.com/archive' } as Env,
      createExecutionContext(),
    );
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(DEMO_PAGE_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="demo-community-url" content="https://chat.example.com/archive" />');
  });

  it("the asset server answers / and /login with the app's policy", async ({ skip }) => {
    if (!(await builtIndex())) return skip('dist/client is not built');
    for (const path of ['/', '/login']) {
      const response = await env.ASSETS.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'sec-fetch-mode': 'navigate' } }));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).toBe(APP_PAGE_CSP);
    }
  });
});
