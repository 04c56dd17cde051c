import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../platform/context';
import { getSettings } from '../config/config.service';
import { demoPageHeaders, demoPageHtml, withDemoPolicy } from './demo-page';

/**
 * The demo's page, /demo and every path under it (the SPA routes them): the SPA's index.html from the
 * static assets, with the demo's Content-Security-Policy and its community link (DEMO_COMMUNITY_URL).
 * The demo runs in the browser alone (IndexedDB): nothing else of it goes through the Worker.
 */
async function demoPage(c: Context<AppEnv>) {
  const { DEMO_COMMUNITY_URL } = getSettings(c.env);
  // index.html as the asset server answers `/`, with web/public/_headers' rules for the pages applied.
  const index = await c.env.ASSETS.fetch(new Request(new URL('/', c.req.url)));
  if (!index.ok) return index;
  const html = demoPageHtml(await index.text(), { communityUrl: DEMO_COMMUNITY_URL });
  return new Response(html, { status: 200, headers: demoPageHeaders(index.headers) });
}

/**
 * A Web Worker script (Vite names a `*.worker.ts` entry assets/<name>.worker-<hash>.js): unchanged but
 * for the demo's policy. A Web Worker loaded from a URL is governed by the policy of that response, not
 * by its page's, and the demo's reads files with WebAssembly, which the app's policy refuses.
 */
async function webWorkerScript(c: Context<AppEnv>) {
  const script = await c.env.ASSETS.fetch(c.req.raw);
  return new Response(script.body, { status: script.status, statusText: script.statusText, headers: withDemoPolicy(script.headers) });
}

/** Mounted at the root: these are the paths of wrangler.jsonc's `assets.run_worker_first` besides /api/*. */
export const demoRoutes = new Hono<AppEnv>()
  .get('/demo', demoPage)
  .get('/demo/*', demoPage)
  .get('/assets/:script{[^/]+\\.worker-[^/]+\\.js}', webWorkerScript);
