import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig, defineProject } from 'vitest/config';
import { copyOcrModels } from './scripts/ocr-models.ts';

const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'));
const organizationMigrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations-organization'));
// The Worker reads its OCR models from the static assets, which `vite build` writes; tests run before any build.
copyOcrModels(path.join(import.meta.dirname, 'dist/client'));

const alias = { '@': path.join(import.meta.dirname, 'web/src') };

/**
 * The Worker's API, consumers and cron, through its own handlers, with local D1, R2 and Queues. One
 * runtime per test worker serves its files one after another (`isolate: false`: the Worker with its
 * WebAssembly is loaded once, and the migrations applied once, not for each of 40 files), so a file's
 * records meet other files', as organizations meet in production: each test makes its own users and
 * organizations and looks at its own records.
 */
function apiTests({ name, organizationDatabases, include }: { name: string; organizationDatabases: string[]; include: string[] }) {
  return defineProject({
    resolve: { alias },
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          d1Databases: organizationDatabases.filter((binding) => binding !== 'DB'),
          bindings: {
            TEST_MIGRATIONS: migrations,
            TEST_ORGANIZATION_MIGRATIONS: organizationMigrations,
            ORGANIZATION_DATABASES: organizationDatabases.join(','),
            OPERATOR_SECRET: 'test-operator-secret',
            APP_ENV: 'test',
            AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
            WEBHOOK_URL_ALLOWED_HOSTNAMES: '127.0.0.1',
            // The first retry 2 s after a failed delivery, not 5: the tests that see a retry through the real
            // queue wait for it, and one must read the row between the two attempts (a 1 s window was tight
            // with both cores busy). The later delays are the default ones.
            WEBHOOK_RETRY_SCHEDULE_SECONDS: '2,300,1800,7200,18000,36000,50400,72000,86400',
            INTAKE_EMAILS_IS_ENABLED: 'true',
            INTAKE_EMAILS_DOMAIN: 'intake.example.com',
            // Every invocation counts its D1 statements and fails past D1's budget (worker/platform/db/statement-budget.ts);
            // D1_STATEMENTS_REPORT=1 prints each file's largest invocations.
            TEST_COUNT_D1_STATEMENTS: 'true',
            TEST_D1_STATEMENTS_REPORT: process.env.D1_STATEMENTS_REPORT ?? '',
          },
        },
      }),
    ],
    test: {
      name,
      isolate: false,
      include,
      // Not a speed check (benchmarks measure speed): a test of many requests took 5 to 9 s with the
      // machine's two cores busy elsewhere, past Vitest's default of 5.
      testTimeout: 30_000,
      // Console lines go straight to workerd's output, not through Vitest. Intercepted, a line written by a
      // queue consumer, a request reached through SELF or a waitUntil (an I/O context other than the
      // runner's) is held by the pool until the runner's next message, while Vitest waits for its answer
      // before it ends the file: a line that lands during a file's last exchange left the run waiting
      // forever after every file had passed (cloudflare/workers-sdk#15719; the runtime's last file, the
      // client contract, while the daily cron test's re-queued broken PNG logged "No thumbnail").
      disableConsoleIntercept: true,
      setupFiles: ['./tests/worker/setup.ts'],
      globalSetup: [
        './tests/webhook-receiver.global-setup.ts',
        './tests/stripe-fake.global-setup.ts',
        './tests/language-model-fake.global-setup.ts',
        './tests/oidc-provider.global-setup.ts',
      ],
    },
  });
}

// Organizations are spread over three organization databases, none of them DB, so that a read or write
// of records in the wrong database fails (DB holds none; they have no users, sessions or memberships):
// every route and consumer is proven to find its organization's. TEST_ORGANIZATION_DATABASES=1 runs
// the whole suite with DB alone instead.
const isDbAlone = process.env.TEST_ORGANIZATION_DATABASES === '1';
const spreadTests = apiTests({
  name: 'workerd',
  organizationDatabases: isDbAlone ? ['DB'] : ['ORG_DB_1', 'ORG_DB_2', 'ORG_DB_3'],
  include: ['tests/worker/**/*.test.ts'],
});

/**
 * With DB alone, as `npm start` and a default deployment run, in the same pass: not the whole suite a
 * second time, but what differs. The code that depends on the number of databases is where an
 * organization lives (worker/dependencies.ts, placement), the purge (records go with the organization's
 * row in DB), the share-link directory, the user deletion (DB's foreign keys do it there) and the
 * foreign keys DB has and organization databases lack. These files reach each: every route
 * (permissions), every domain's calls and answers (the client contract, the original client), the
 * organization's and the user's deletion, documents and their purge, share links, the request's
 * sessions, and each consumer and the cron (db-alone).
 */
const dbAloneTests = apiTests({
  name: 'workerd-db-alone',
  organizationDatabases: ['DB'],
  include: [
    'permissions',
    'api-client-contract',
    'original-client',
    'organizations',
    'sessions',
    'documents',
    'share-links',
    'platform',
    'db-alone',
  ].map((file) => `tests/worker/${file}.test.ts`),
});

/**
 * The worker, core and web unit tests, inside workerd as the Worker runs: pure code, no binding, in
 * one runtime per test worker (isolate: false: 61 → 19 s for 102 files).
 */
const unitTests = defineProject({
  resolve: { alias },
  plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.toml' } })],
  test: { name: 'unit', isolate: false, include: ['worker/**/*.test.ts', 'core/**/*.test.ts', 'web/src/**/*.test.ts'] },
});

/** Checks of the source tree itself (import boundaries), in Node: workerd's file system does not see the repository. */
const sourceTreeTests = defineProject({
  test: { name: 'source-tree', environment: 'node', include: ['tests/source-tree/**/*.test.ts'] },
});

/** The command lines (scripts/), run as a person runs them, in Node: they read files from disk. */
const commandLineTests = defineProject({
  test: { name: 'cli', environment: 'node', include: ['tests/cli/**/*.test.ts'], testTimeout: 30_000 },
});

/**
 * The deploy bundle's startup CPU against its budget (scripts/startup-profile.ts), in Node: it builds
 * the bundle with wrangler and starts workerd itself, several times.
 */
const startupTests = defineProject({
  test: { name: 'startup', environment: 'node', include: ['tests/startup/**/*.test.ts'] },
});

// No results cache: files run in a fresh checkout's order (largest first) on every run, here as in CI,
// so that an order that fails is the one the next run takes again (`npm run test:worker:shuffled`
// tries others).
//
// No module cache on disk (fsModuleCache, on by default in Vitest 5): with it, a runtime that starts
// once others have loaded the Worker is sent every module it will need in one WebSocket message, and
// that message, 23 to 31 MB here and growing with the code, passed workerd's 32 MiB limit in some
// file orders: workerd closed the socket (1009, "Message is too large") and Vitest waited forever
// (the stall of 2026-11-27 and of shuffle seed 3). Without it each module comes in a message of its
// own, the largest 7 MB. A fresh checkout has no cache, so CI loses nothing.
//
// Two workers, not Vitest's default of cores − 1 (one on this 2-core machine): each file waits on
// workerd and D1 more than on the CPU, and two runtimes side by side take the run from 190 to 125 s.
export default defineConfig({
  test: {
    cache: false,
    fsModuleCache: false,
    maxWorkers: 2,
    projects: [spreadTests, ...(isDbAlone ? [] : [dbAloneTests]), unitTests, sourceTreeTests, commandLineTests, startupTests],
  },
});
