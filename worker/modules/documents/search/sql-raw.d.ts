// Vite's `?raw` imports, used by the tests to run rebuild-search-index.sql as shipped.
declare module '*.sql?raw' {
  const text: string;
  export default text;
}
