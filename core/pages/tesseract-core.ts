// The Emscripten factory of tesseract.js-core (a CommonJS file): the LSTM-only build with SIMD.
// @ts-expect-error the package ships no types
import factory from 'tesseract.js-core/tesseract-core-simd-lstm.js';

type EmscriptenFactory = (options: Record<string, unknown>) => Promise<unknown>;

/**
 * Emscripten looks at its surroundings when the factory runs: under nodejs_compat, workerd has
 * `process.versions.node`, so it takes Node's path and wants `__filename`/`__dirname`, which a bundled
 * Worker does not define. They only serve to find the .wasm file, which we never fetch.
 */
function defineNodePathsForEmscripten() {
  const scope = globalThis as { __filename?: string; __dirname?: string; process?: { versions?: { node?: string } } };
  if (!scope.process?.versions?.node) return;
  scope.__filename ??= '/tesseract-core.js';
  scope.__dirname ??= '/';
}

/**
 * The engine's module, instantiated by the host. Emscripten waits forever when its instantiation
 * callback is never called, so a failed instantiation rejects here instead.
 */
export function createTesseractModule(instantiate: (imports: WebAssembly.Imports) => Promise<WebAssembly.Instance>): Promise<unknown> {
  defineNodePathsForEmscripten();
  let fail!: (error: unknown) => void;
  const failed = new Promise<never>((_, reject) => (fail = reject));
  const module = (factory as EmscriptenFactory)({
    instantiateWasm(imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance) => void) {
      instantiate(imports).then(receive, fail);
      return {};
    },
    // Tesseract's warnings ("Estimating resolution…") are not ours to log.
    print: () => {},
    printErr: () => {},
  });
  return Promise.race([module, failed]);
}
