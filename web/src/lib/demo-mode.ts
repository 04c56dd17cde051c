/**
 * Whether this build is the demo. The app's build holds none of it; two builds of the same SPA are the
 * demo (vite.config.ts): the one the Worker serves at /demo (`npm run build`), and the standalone
 * static site (`npm run build:demo`), the demo from its root.
 */
export const IS_DEMO = import.meta.env.VITE_DEMO === 'true';

/** Where the demo's routes start: /demo on the Worker, the root of the standalone site. */
export const DEMO_BASENAME = import.meta.env.VITE_DEMO_BASENAME ?? '';
