/** The build-time settings the web reads (Vite replaces them in the bundle). */
interface ImportMetaEnv {
  /** Set by `npm run build:demo`: the build is the demo alone, from its root, with no server behind it. */
  readonly VITE_DEMO_STANDALONE?: string;
  /** The community chat the standalone demo's popup links to (the Worker-served demo reads DEMO_COMMUNITY_URL from its page). */
  readonly VITE_DEMO_COMMUNITY_URL?: string;
}
