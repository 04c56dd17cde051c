import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig, defineProject } from 'vitest/config';
import { copyOcrModels } from './scripts/ocr-models.ts';

const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'));
const organizationMigrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations-organization'));
// Organizations are spread over three organization databases, none of them DB, so that a read or write
// of records in the wrong database fails (DB holds none; they have no users, sessions or memberships):
// every route and consumer is proven to find its organization's. TEST_ORGANIZATION_DATABASES=1 runs
// with DB alone, as `npm start` and a default deployment do.
const organizationDatabases = process.env.TEST_ORGANIZATION_DATABASES === '1' ? ['DB'] : ['ORG_DB_1', 'ORG_DB_2', 'ORG_DB_3'];
// The Worker reads its OCR models from the static assets, which `vite build` writes; tests run before any build.
copyOcrModels(path.join(import.meta.dirname, 'dist/client'));

const alias = { '@': path.join(import.meta.dirname, 'web/src') };

/** The Worker's API, consumers and cron, through its own handlers, with local D1 (migrated per file), R2 and Queues. */
const apiTests = defineProject({
  resolve: { alias },
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        d1Databases: organizationDatabases.filter((binding) => binding !== 'DB'),
        bindings: { TEST_MIGRATIONS: migrations, TEST_ORGANIZATION_MIGRATIONS: organizationMigrations, ORGANIZATION_DATABASES: organizationDatabases.join(','), OPERATOR_SECRET: 'test-operator-secret', APP_ENV: 'test', AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789', WEBHOOK_URL_ALLOWED_HOSTNAMES: '127.0.0.1', INTAKE_EMAILS_IS_ENABLED: 'true', INTAKE_EMAILS_DOMAIN: 'intake.example.com' },
      },
    }),
  ],
  test: {
    name: 'workerd',
    include: ['tests/worker/**/*.test.ts'],
    setupFiles: ['./tests/worker/setup.ts'],
    globalSetup: ['./tests/webhook-receiver.global-setup.ts', './tests/stripe-fake.global-setup.ts', './tests/oidc-provider.global-setup.ts'],
  },
});

/**
 * The worker, core and web unit tests, inside workerd as the Worker runs: pure code, no binding, so
 * no database to migrate for each file (half of the files, a third of the suite's time before).
 */
const unitTests = defineProject({
  resolve: { alias },
  plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.toml' } })],
  test: { name: 'unit', include: ['worker/**/*.test.ts', 'core/**/*.test.ts', 'web/src/**/*.test.ts'] },
});

/** Checks of the source tree itself (import boundaries), in Node: workerd's file system does not see the repository. */
const sourceTreeTests = defineProject({
  test: { name: 'source-tree', environment: 'node', include: ['tests/source-tree/**/*.test.ts'] },
});

// No results cache: files run in a fresh checkout's order (largest first) on every run. A cached run
// orders them slowest first, and on a 2-core machine workerd then stalled after the OCR and webhook
// files, every time (2026-11-27); CI, which never has the cache, never did.
export default defineConfig({ test: { cache: false, projects: [apiTests, unitTests, sourceTreeTests] } });
