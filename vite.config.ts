import path from 'node:path';
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `vite build` builds only the SPA into dist/client; wrangler bundles the Worker itself (npm start,
// npm run deploy). `vite dev` adds the Cloudflare plugin so the Worker and the SPA hot-reload together,
// sharing the same local state as `wrangler dev`.
export default defineConfig(({ command }) => ({
  root: 'web',
  plugins: [
    react(),
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
