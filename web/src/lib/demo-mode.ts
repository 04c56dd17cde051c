/**
 * Where the demo lives. The Worker serves the demo at /demo (the same build as the app, with a
 * Content-Security-Policy of its own); `npm run build:demo` builds a standalone static site, with
 * VITE_DEMO_STANDALONE set, that is the demo from its root.
 */
export const DEMO_BASENAME = import.meta.env.VITE_DEMO_STANDALONE ? '' : '/demo';

/** Whether this page is the demo: the standalone build always, the app's build under /demo. */
export function isDemoPath(pathname: string): boolean {
  return Boolean(import.meta.env.VITE_DEMO_STANDALONE) || pathname === '/demo' || pathname.startsWith('/demo/');
}
