import { DEMO_COMMUNITY_URL_META, DEMO_PAGE_CSP } from '../../../core/demo/demo-page-policy';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/**
 * The SPA's index.html as the demo's page: with `<meta name="demo-community-url">` at the end of its
 * head when a community URL is set (the demo's popup links to it), unchanged otherwise.
 */
export function demoPageHtml(indexHtml: string, { communityUrl }: { communityUrl?: string }): string {
  if (!communityUrl) return indexHtml;
  const meta = `<meta name="${DEMO_COMMUNITY_URL_META}" content="${escapeHtml(communityUrl)}" />`;
  const headEnd = indexHtml.search(/<\/head>/i);
  if (headEnd === -1) throw new Error('index.html has no </head> to put the demo community meta tag before');
  return `${indexHtml.slice(0, headEnd)}${meta}${indexHtml.slice(headEnd)}`;
}

/** A file of the demo build (/demo/assets/…, /demo/favicon.svg), not one of the demo's routes (/demo/organizations/…). */
export const isDemoFilePath = (pathname: string) => /^\/demo\/.*\.[a-z0-9]+$/i.test(pathname);

/**
 * The headers of a file from the static assets, served to the demo: the same ones (the asset server's
 * and web/public/_headers' rules for it) with the demo's Content-Security-Policy in place of the app's.
 * The policy is replaced, never added: two policies would both be enforced. Where the asset server
 * sends none (`vite dev` does not apply _headers, and its pages need inline scripts), none is added.
 */
export function withDemoPolicy(assetHeaders: Headers): Headers {
  const headers = new Headers(assetHeaders);
  if (headers.has('content-security-policy')) headers.set('content-security-policy', DEMO_PAGE_CSP);
  return headers;
}

/**
 * The headers of the demo's page, from those of index.html: the demo's policy, and no ETag, as the
 * body differs from the file's (the meta tag). Revalidated on each visit, as index.html is.
 */
export function demoPageHeaders(indexHeaders: Headers): Headers {
  const headers = withDemoPolicy(indexHeaders);
  for (const name of ['etag', 'last-modified', 'content-length', 'content-encoding']) headers.delete(name);
  headers.set('cache-control', 'no-cache');
  return headers;
}
