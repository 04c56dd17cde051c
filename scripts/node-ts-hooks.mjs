// Lets Node run the app's TypeScript (core/, worker/) as it is written for the bundlers, which find
// files without their extension: a relative import `./raster` is ./raster.ts, a package's
// `@jsquash/webp/decode` is its decode.js. Loaded with `node --import` by the memory benchmarks
// (scripts/ocr-memory.ts, scripts/archive-memory.ts), with --experimental-transform-types.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

registerHooks({
  resolve(specifier, context, nextResolve) {
    const hasExtension = /\.[cm]?[jt]s$/.test(specifier);
    if ((specifier.startsWith('./') || specifier.startsWith('../')) && !hasExtension && context.parentURL) {
      const url = new URL(`${specifier}.ts`, context.parentURL);
      if (existsSync(fileURLToPath(url))) return nextResolve(url.href, context);
    }
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (hasExtension || error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
      return nextResolve(`${specifier}.js`, context);
    }
  },
});
