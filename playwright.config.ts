import { defineConfig, devices } from '@playwright/test';
import {
  APP_URL,
  CONFIGURED_APP_URL,
  clearThrottlesCommand,
  configuredAppCommand,
  DEMO_APP_PORT,
  DEMO_APP_URL,
} from './tests/e2e/configured-app';

const port = Number(process.env.E2E_PORT ?? 8787);

// Drives the real built app, started exactly as `npm start` starts it, in Debian's Chromium
// (Playwright cannot download its own browsers here). A second server runs the same build with the
// optional features on (tests/e2e/configured-app.ts); it starts once the first has built the app. The
// third serves the standalone demo build (npm run demo).
export default defineConfig({
  testDir: './tests/e2e',
  timeout: 60_000,
  // The whole phase takes about 13 minutes here: past 30, something hangs, and the run says so and
  // ends rather than holding CI until its 90 minutes run out.
  globalTimeout: 30 * 60_000,
  expect: { timeout: 10_000 },
  // Two files at a time, one per core: each test signs up its own users and makes its own
  // organizations, so files never share records (85 tests: 10.1 → 7.3 min). A file's tests run in
  // order (sign-in-providers and optional-features share a stand-in server on a fixed port), but for
  // the accessibility sweep's, which run in parallel.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: APP_URL,
    // A failed test keeps its trace (actions, DOM snapshots, network), without the screencast: its
    // screenshots, taken for every test and thrown away when it passes, were a third of the phase's CPU
    // (three files: 130 s of CPU, 78 s; without them 93 s, 62 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The app's service worker would answer some requests before routes and response listeners see
    // them; the installable-app test allows it in a context of its own.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // Playwright starts each server once the one before answers; here the first two let it go on at their
  // first line of output, so that the app's build, the demo's and the configured app's migrations run at
  // once. The configured app, last, starts serving once the other two answer: when it answers, all three
  // do (start-up, fresh state: 35.3 s one after the other).
  webServer: [
    {
      command: `${clearThrottlesCommand()}; PORT=${port} npm start`,
      url: `${APP_URL}/api/config`,
      wait: { stdout: /\S/ },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `PORT=${DEMO_APP_PORT} npm run demo`,
      url: `${DEMO_APP_URL}/`,
      wait: { stdout: /\S/ },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: configuredAppCommand([`${APP_URL}/api/config`, `${DEMO_APP_URL}/`]),
      url: `${CONFIGURED_APP_URL}/api/config`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
