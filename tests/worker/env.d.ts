declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    TEST_ORGANIZATION_MIGRATIONS: import('cloudflare:test').D1Migration[];
    TEST_COUNT_D1_STATEMENTS: string;
    TEST_D1_STATEMENTS_REPORT: string;
  }
}

// Scans the tests read (a wrangler Data rule): their bytes.
declare module '*.png' {
  const bytes: ArrayBuffer;
  export default bytes;
}
declare module '*.pdf' {
  const bytes: ArrayBuffer;
  export default bytes;
}
declare module '*.jpg' {
  const bytes: ArrayBuffer;
  export default bytes;
}
declare module '*.webp' {
  const bytes: ArrayBuffer;
  export default bytes;
}

// Files read as text (Vite's ?raw): web/public/_headers, whose rules the demo's page keeps.
declare module '*?raw' {
  const text: string;
  export default text;
}
