import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isLocalePart, localePart } from './web/src/i18n/locale-parts.ts';
import { ocrModelFiles } from './scripts/ocr-models.ts';
import { DEMO_PAGE_CSP } from './core/demo/demo-page-policy.ts';

/**
 * `locales/xx.json?part=sign-in` (or `app`): that part of the locale file (web/src/i18n/locale-parts.ts),
 * which Vite's JSON plugin then turns into a module as it does the whole file.
 */
function localeParts(): Plugin {
  return {
    name: 'archive:locale-parts',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      const part = new URLSearchParams(query).get('part');
      if (!file?.endsWith('.json') || !isLocalePart(part)) return;
      this.addWatchFile(file);
      return { code: JSON.stringify(localePart(JSON.parse(readFileSync(file, 'utf8')), part)), moduleType: 'json' };
    },
  };
}

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

/** The OCR models, served beside the SPA for the Worker (and, later, the demo's Web Worker): see core/pages. */
function ocrModels(): Plugin {
  return {
    name: 'ocr-models',
    apply: 'build',
    generateBundle() {
      for (const { assetPath, file } of ocrModelFiles())
        this.emitFile({ type: 'asset', fileName: assetPath.slice(1), source: readFileSync(file) });
    },
  };
}

/**
 * The standalone demo's files for static hosts (Cloudflare Pages, Netlify…): web/public/_headers with
 * the demo's Content-Security-Policy in place of the app's (the Worker serves /demo with the same one),
 * and a fallback of every path to the SPA.
 */
function demoSiteFiles(): Plugin {
  return {
    name: 'demo-site-files',
    apply: 'build',
    generateBundle() {
      const appHeaders = readFileSync(path.join(import.meta.dirname, 'web/public/_headers'), 'utf8');
      let policies = 0;
      const rules = appHeaders
        .split('\n')
        .filter((line) => !line.startsWith('#'))
        .map((line) => {
          if (!/^\s+Content-Security-Policy:/i.test(line)) return line;
          policies += 1;
          return line.replace(/:.*$/, `: ${DEMO_PAGE_CSP}`);
        })
        .join('\n')
        .trim();
      if (policies === 0) this.error('web/public/_headers has no Content-Security-Policy for the demo to replace');
      const headers = `# The demo's headers: web/public/_headers with the demo's policy (core/demo/demo-page-policy.ts), written by npm run build:demo.\n${rules}\n`;
      this.emitFile({ type: 'asset', fileName: '_headers', source: headers });
      // Netlify's SPA fallback. Cloudflare ignores this rule (it would loop) and falls back to index.html by itself.
      this.emitFile({ type: 'asset', fileName: '_redirects', source: '/* /index.html 200\n' });
    },
  };
}

/** The Worker's demo is served with the pages' headers by the Worker (worker/modules/demo): web/public/_headers has no place in it. */
function withoutHeadersFile(outDir: string): Plugin {
  return {
    name: 'without-headers-file',
    apply: 'build',
    closeBundle() {
      rmSync(path.join(outDir, '_headers'), { force: true });
    },
  };
}

/**
 * The demo is two more builds of the same SPA (web/src/lib/demo-mode.ts), so that none of it is in the
 * app's bundles: `--mode worker-demo` into dist/client/demo, which the Worker serves at /demo (npm run
 * build makes both), and `--mode demo` (npm run build:demo) the standalone static site in dist/demo, the
 * demo from its root, with no Worker and so no API reference; `vite preview --mode demo` (npm run demo)
 * serves it with the demo's policy. The OCR models stay at the origin's /ocr/ in both.
 */
const DEMO_BUILDS: Record<string, { outDir: string; basename: string } | undefined> = {
  demo: { outDir: '../dist/demo', basename: '' },
  'worker-demo': { outDir: '../dist/client/demo', basename: '/demo' },
};

export default defineConfig(({ command, mode }) => {
  const demoBuild = DEMO_BUILDS[mode];
  const isDemo = mode === 'demo';
  return {
    root: 'web',
    plugins: [
      localeParts(),
      react(),
      !demoBuild && apiReferenceRenderer(),
      // The Worker's demo reads the app's models, from the same origin.
      mode !== 'worker-demo' && ocrModels(),
      isDemo && demoSiteFiles(),
      mode === 'worker-demo' && withoutHeadersFile(path.resolve(import.meta.dirname, 'dist/client/demo')),
      tailwindcss(),
      command === 'serve' && !demoBuild && cloudflare({ configPath: '../wrangler.toml', persistState: { path: '../.wrangler/state' } }),
    ],
    resolve: { alias: { '@': path.resolve(import.meta.dirname, 'web/src') } },
    base: demoBuild ? `${demoBuild.basename}/` : '/',
    // Replaced in the source, so that the app's build drops the demo's import altogether (web/src/main.tsx).
    define: {
      'import.meta.env.VITE_DEMO': JSON.stringify(demoBuild ? 'true' : 'false'),
      'import.meta.env.VITE_DEMO_BASENAME': JSON.stringify(demoBuild?.basename ?? ''),
    },
    preview: isDemo ? { headers: { 'Content-Security-Policy': DEMO_PAGE_CSP } } : {},
    // The demo's file reader (web/src/demo/reading) as an ES module: pdf.js becomes a chunk of its own that
    // images and text never download, and unpdf's import.meta is kept.
    worker: { format: 'es' },
    build: {
      outDir: demoBuild?.outDir ?? '../dist/client',
      emptyOutDir: true,
      rolldownOptions: {
        // Required by experimentalInlineCommonChunks below; the SPA's entry exports nothing.
        preserveEntrySignatures: false,
        output: {
          // Few files per page: `wrangler dev` serves HTTP/1.1, six requests at a time, and a cold
          // documents page once fetched 76 chunks, most under 1 KB, so the first screen waited on
          // the queue rather than on bytes.
          codeSplitting: {
            groups: [
              // What every page runs, in one long-cached file. Radix's base parts (event composition, refs,
              // context, presence) with it: every page's form or menu uses them, and left elsewhere they
              // follow the app shell's group below into a chunk the sign-in page would then download.
              {
                name: 'framework',
                priority: 2,
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|i18next-resources-to-backend|tailwind-merge|clsx|use-sync-external-store|@radix-ui[\\/](primitive|react-(primitive|compose-refs|context|slot|presence|id|use-[a-z-]+)))[\\/]/,
              },
              // The rest of what the entry imports statically (API client, query keys, config, session,
              // spinner…): one file next to the entry instead of some twenty. The entry module itself
              // (index.html's script, main.tsx) stays the entry chunk, so index.html and the manifest
              // keep pointing at it.
              { name: 'startup', priority: 1, tags: ['$initial'], test: (id) => !/index\.html|main\.tsx/.test(id) },
              // What the signed-in shell (web/src/layout/app-layout.tsx) shares with the pages inside it and
              // with the demo's client (the uploads, the confirm dialog, file types and sizes), with what they
              // import (dialogs, tooltips). Copied into each route chunk below, it was downloaded two or three
              // times on a first visit: one chunk instead took 5 KB off the demo's first screen and 1 to 4 KB
              // off every signed-in page's (measured 2026-11-27).
              {
                name: 'app-shell',
                priority: 1,
                test: /web[\\/]src[\\/](documents[\\/](uploads[\\/]|documents\.paths)|ui[\\/](confirm-dialog|floating-panel)|lib[\\/]format-bytes)|[\\/]core[\\/]files[\\/]/,
              },
            ],
            // The small chunks shared by a few routes (a button, an icon, a Radix primitive) are
            // copied into the route chunks that use them; rolldown's runtime keeps one instance of
            // each module across the copies. 30 kB of source: larger shared code (Radix dialogs,
            // forms) stays one file of its own, so a page does not download another page's code.
            // Style modules stay out of it: Vite emits a module's CSS from every chunk listing it.
            experimentalInlineCommonChunks: { maxSize: 30_000, exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/ },
          },
        },
      },
    },
  };
});
