import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// `vite build` builds only the SPA into dist/client; wrangler bundles the Worker itself (npm start,
// npm run deploy). `vite dev` adds the Cloudflare plugin so the Worker and the SPA hot-reload together,
// sharing the same local state as `wrangler dev`.
/** Scalar's standalone API reference, served beside the SPA for the Worker's /api/docs page. */
function apiReferenceRenderer(): Plugin {
  return {
    name: 'api-reference-renderer',
    apply: 'build',
    generateBundle() {
      // The package exports no path to it: it sits beside the entry point, in dist/browser.
      const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
      const source = readFileSync(path.join(path.dirname(entry), 'browser', 'standalone.js'));
      this.emitFile({ type: 'asset', fileName: 'scalar/standalone.js', source });
    },
  };
}

export default defineConfig(({ command }) => ({
  root: 'web',
  plugins: [
    react(),
    apiReferenceRenderer(),
    tailwindcss(),
    command === 'serve' && cloudflare({ configPath: '../wrangler.jsonc', persistState: { path: '../.wrangler/state' } }),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'web/src') } },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // What every page runs, in one long-cached file instead of a dozen small shared chunks;
        // the rest splits by route (web/src/routes.tsx).
        codeSplitting: {
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|i18next-resources-to-backend|tailwind-merge|clsx|use-sync-external-store)[\\/]/ }],
        },
      },
    },
  },
}));
