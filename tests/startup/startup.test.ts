import { describe, expect, it } from 'vitest';
import { buildWorkerBundle, measureStartup, type WorkerBundle } from '../../scripts/startup-profile';

/**
 * The Worker's startup CPU on this machine: loading the deploy bundle (parsing its JavaScript,
 * compiling its WebAssembly) and running its global scope. Cloudflare refuses a deploy whose startup
 * takes more than 1 s on its machines, whose speed we do not know, and `wrangler check startup` sees
 * only the global scope: 400 ms here leaves room for both (README, "Startup time").
 */
const STARTUP_BUDGET_MS = 400;

// A build, then three startups of the Worker and three of an empty one: 15 s, and 50 s on a 2-core machine at a load of 12.
const TIMEOUT_MS = 180_000;

describe('the Worker startup', () => {
  it(
    `takes at most ${STARTUP_BUDGET_MS} ms of CPU, and compiles no WebAssembly at its top level`,
    async () => {
      const startup = await measureStartup(await buildWorkerBundle(), { runs: 3 });
      const figures = `${startup.totalMs.toFixed(0)} ms: loading ${startup.compileMs?.toFixed(0) ?? 'unknown'} ms, global scope ${startup.evaluationMs.toFixed(0)} ms`;
      // The bundled WebAssembly modules are compiled by workerd as it loads the script (the loading figure counts it) and
      // instantiated on first use (worker/modules/documents/pages/worker-page-reader.ts), never by the top level.
      expect(startup.webAssembly, `WebAssembly at startup (${figures})`).toEqual({ compile: 0, instantiate: 0 });
      expect(startup.totalMs, `startup CPU ${figures}; npm run bench:startup shows where it goes`).toBeLessThanOrEqual(STARTUP_BUDGET_MS);
    },
    TIMEOUT_MS,
  );

  // The harness on a Worker made to fail, so that a check that stopped catching anything would show.
  it(
    'sees a WebAssembly module instantiated at the top level',
    async () => {
      const emptyWasm = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
      const source = `import module from './empty.wasm';\nnew WebAssembly.Instance(module, {});\nWebAssembly.instantiate(module, {});\nexport default {};\n`;
      const bundle: WorkerBundle = {
        mainModule: 'index.js',
        compatibilityDate: '2026-08-01',
        modules: [
          { path: 'index.js', type: 'ESModule', contents: new TextEncoder().encode(source) },
          { path: 'empty.wasm', type: 'CompiledWasm', contents: emptyWasm },
        ],
      };
      const startup = await measureStartup(bundle, { runs: 1 });
      expect(startup.webAssembly).toEqual({ compile: 0, instantiate: 2 });
    },
    TIMEOUT_MS,
  );
});
