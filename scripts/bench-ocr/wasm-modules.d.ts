// Types for the bench Worker (scripts/bench-ocr/worker.ts), which the root tsconfig.json checks with the
// other scripts: Node's types lack most of the WebAssembly namespace that core/pages uses (the DOM lib
// has it), and omggif's declaration lives in core/pages/vendor.d.ts, which only worker/ and web/ include.
/// <reference lib="dom" />
/// <reference path="../../core/pages/vendor.d.ts" />

// WebAssembly imports: wrangler's bundler gives a compiled module, as in the app's Worker
// (worker/worker-configuration.d.ts declares the same there).
declare module '*.wasm' {
  const value: WebAssembly.Module;
  export default value;
}
