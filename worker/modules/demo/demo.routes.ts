import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../platform/context';
import { getSettings } from '../config/config.service';
import { demoPageHeaders, demoPageHtml, isDemoFilePath, withDemoPolicy } from './demo-page';

/**
 * The demo's page, /demo and every route under it: the demo build's index.html (dist/client/demo, made
 * by `npm run build`) from the static assets, with the demo's Content-Security-Policy and its community
 * link (DEMO_COMMUNITY_URL). The demo runs in the browser alone (IndexedDB): only its files come from here.
 */
async function demoPage(c: Context<AppEnv>) {
  const { DEMO_COMMUNITY_URL } = getSettings(c.env);
  // index.html as the asset server answers /demo/, with web/public/_headers' rules for the pages applied.
  const index = await c.env.ASSETS.fetch(new Request(new URL('/demo/', c.req.url)));
  if (!index.ok) return index;
  const html = demoPageHtml(await index.text(), { communityUrl: DEMO_COMMUNITY_URL });
  return new Response(html, { status: 200, headers: demoPageHeaders(index.headers) });
}

/**
 * A file of the demo build (its scripts, its Web Worker's, the favicon): unchanged but for the demo's
 * policy, which matters for the Web Worker that reads files with WebAssembly: a Web Worker loaded from a
 * URL is governed by the policy of that response, not by its page's.
 */
async function demoFile(c: Context<AppEnv>) {
  const file = await c.env.ASSETS.fetch(c.req.raw);
  // A missing file would come back as the app's page (the SPA fallback): a script that is HTML helps no one.
  if (file.headers.get('content-type')?.startsWith('text/html'))
    return c.json({ error: { code: 'server.not_found', message: 'Not found' } }, 404);
  return new Response(file.body, { status: file.status, statusText: file.statusText, headers: withDemoPolicy(file.headers) });
}

/** Mounted at the root: these are the paths of wrangler.toml's `assets.run_worker_first` besides /api/*. */
export const demoRoutes = new Hono<AppEnv>()
  .get('/demo', demoPage)
  .get('/demo/*', (c) => (isDemoFilePath(c.req.path) ? demoFile(c) : demoPage(c)));
