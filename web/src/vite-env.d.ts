/** The build-time settings the web reads (vite.config.ts defines them; Vite replaces them in the bundle). */
interface ImportMetaEnv {
  /** 'true' in the demo's builds: the app answered from IndexedDB (web/src/demo), with no server behind it. */
  readonly VITE_DEMO?: string;
  /** Where the demo's routes start: '/demo' on the Worker, '' for the standalone site. */
  readonly VITE_DEMO_BASENAME?: string;
  /** The community chat the standalone demo's popup links to (the Worker-served demo reads DEMO_COMMUNITY_URL from its page). */
  readonly VITE_DEMO_COMMUNITY_URL?: string;
}
