/**
 * The Content-Security-Policy of the demo's pages: the app pages' policy (web/public/_headers) with
 * only what the demo needs added. One string for both places the demo is served: the Worker's /demo
 * (worker/modules/demo) and the standalone build's _headers (`npm run build:demo`, vite.config.ts).
 * tests/worker/demo-page.test.ts checks that it is the app's policy plus these additions and no more.
 *
 * The additions:
 * - script-src 'wasm-unsafe-eval': the Web Worker that reads files compiles WebAssembly (PDFium,
 *   the WebP codecs, Tesseract);
 * - worker-src 'self' blob:: that Web Worker, from this origin (or started from an object URL);
 * - img-src blob: data:: thumbnails and images kept in IndexedDB, shown through object URLs;
 * - frame-src blob:: PDF previews of files kept in IndexedDB, framed from object URLs;
 * - connect-src blob: data:: reading those object URLs back with fetch.
 *
 * A Web Worker loaded from a URL of this origin is governed by the policy its own response carries,
 * not by the page's: the Worker serves every file of the demo build (/demo/…) with this policy, and the
 * standalone build's _headers gives it to every file.
 */
export const DEMO_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "style-src-elem 'self' 'unsafe-inline'",
  "style-src-attr 'none'",
  "img-src 'self' https: blob: data:",
  "font-src 'self'",
  "connect-src 'self' blob: data:",
  "frame-src 'self' blob:",
  "manifest-src 'self'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The setting whose link the demo's popup shows (DEMO_COMMUNITY_URL), carried by the page in this meta tag. */
export const DEMO_COMMUNITY_URL_META = 'demo-community-url';
