/**
 * The browser tests run two servers of the same build (playwright.config.ts), and the standalone demo: the app as `npm start`
 * starts it, on E2E_PORT, and a configured app with the optional features on: GitHub and Google
 * (their buttons only: they cannot be reached from here), a custom OIDC provider (a real one the
 * providers test starts on loopback), subscriptions (against the Stripe stand-in the test starts),
 * analytics (relayed to a PostHog stand-in the test starts), the suggestions' language model (an
 * OpenAI-compatible stand-in the test starts, answering its fixture; a budget of one request per
 * organization and month), legal links and the rail's links. Its ports follow E2E_PORT, so that runs on several ports of one
 * machine do not collide.
 */
const appPort = Number(process.env.E2E_PORT ?? 8787);

export const APP_URL = `http://127.0.0.1:${appPort}`;
const CONFIGURED_APP_PORT = appPort + 1000;
export const CONFIGURED_APP_URL = `http://127.0.0.1:${CONFIGURED_APP_PORT}`;
export const OIDC_PROVIDER_PORT = appPort + 2000;
/** The standalone demo build (npm run demo), a static site with no Worker behind it. */
export const DEMO_APP_PORT = appPort + 5000;
export const DEMO_APP_URL = `http://127.0.0.1:${DEMO_APP_PORT}`;
export const STRIPE_FAKE_PORT = appPort + 3000;
export const POSTHOG_FAKE_PORT = appPort + 4000;
/** The OpenAI-compatible stand-in (tests/language-model-fake.ts) the suggestions' language model test starts. */
export const LANGUAGE_MODEL_FAKE_PORT = appPort + 6000;

/** The custom provider, as AUTH_PROVIDERS_CUSTOMS lists it; its icon is the app's own favicon (the pages' CSP allows images of their origin). */
export const OIDC_PROVIDER = {
  providerId: 'loopback-sso',
  providerName: 'Loopback SSO',
  providerIconUrl: `${CONFIGURED_APP_URL}/favicon.svg`,
  clientId: 'archive-e2e',
  clientSecret: 'archive-e2e-secret',
  type: 'oidc',
  discoveryUrl: `http://127.0.0.1:${OIDC_PROVIDER_PORT}/.well-known/openid-configuration`,
} as const;

export const CONFIGURED_APP_SETTINGS = {
  AUTH_PROVIDERS_GITHUB_IS_ENABLED: 'true',
  AUTH_PROVIDERS_GITHUB_CLIENT_ID: 'e2e-github-client',
  AUTH_PROVIDERS_GITHUB_CLIENT_SECRET: 'e2e-github-secret',
  AUTH_PROVIDERS_GOOGLE_IS_ENABLED: 'true',
  AUTH_PROVIDERS_GOOGLE_CLIENT_ID: 'e2e-google-client',
  AUTH_PROVIDERS_GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
  AUTH_PROVIDERS_CUSTOMS: JSON.stringify([OIDC_PROVIDER]),
  SUBSCRIPTIONS_IS_ENABLED: 'true',
  STRIPE_API_KEY: 'sk_test_e2e',
  STRIPE_API_BASE_URL: `http://127.0.0.1:${STRIPE_FAKE_PORT}`,
  ANALYTICS_POSTHOG_API_KEY: 'phc_e2e',
  ANALYTICS_POSTHOG_HOST: `http://127.0.0.1:${POSTHOG_FAKE_PORT}`,
  AUTH_SHOW_LEGAL_LINKS: 'true',
  AUTH_LEGAL_TERMS_URL: 'https://legal.example.com/terms',
  AUTH_LEGAL_PRIVACY_URL: 'https://legal.example.com/privacy',
  APP_REPOSITORY_URL: 'https://github.com/example/archive',
  APP_SOCIAL_URL: 'https://social.example.com/@archive',
  SUGGESTIONS_LANGUAGE_MODEL_PROVIDER: 'openai-compatible',
  SUGGESTIONS_LANGUAGE_MODEL_BASE_URL: `http://127.0.0.1:${LANGUAGE_MODEL_FAKE_PORT}/proposal/e2e`,
  SUGGESTIONS_LANGUAGE_MODEL_NAME: 'fixture-model',
  SUGGESTIONS_LANGUAGE_MODEL_MONTHLY_REQUESTS: '1',
  // Tokens capped too, so that the card shows them (the loopback server counts 150 a request).
  SUGGESTIONS_LANGUAGE_MODEL_MONTHLY_TOKENS: '10000',
  // The operator's console (tests/e2e/operator-console.spec.ts); off on the other server, as by default.
  APP_OPERATOR_EMAILS: 'operator@console.example.com',
} as const;

// As package.json's `serve` and `db:migrate:local` keep wrangler quiet and offline.
const QUIET = 'CLOUDFLARE_CF_FETCH_ENABLED=false WRANGLER_SEND_METRICS=false WRANGLER_HIDE_BANNER=true';
const CONFIGURED_APP_STATE = '.wrangler/state-providers';

/**
 * Starts the configured app from the build the first server made, with a state of its own; each
 * setting a `--var` (wrangler keeps everything after a var's first colon, JSON included).
 */
/**
 * Forgets the sign-up and sign-in counters a local state kept from the last run, before its server
 * starts: every test signs up its own users from 127.0.0.1, and a second run within the throttling
 * window (15 minutes) would be refused as too many attempts from one client. A fresh state has none:
 * with no state folder (a new clone, CI) nothing runs (wrangler alone took 1.5 s of the start-up); with
 * no table yet, that failure is ignored.
 */
export function clearThrottlesCommand(persistTo?: string) {
  const state = persistTo ? ` --persist-to ${persistTo}` : '';
  return `([ ! -d ${persistTo ?? '.wrangler/state'} ] || ${QUIET} npx wrangler d1 execute DB --local${state} --command 'DELETE FROM auth_throttles' > /dev/null 2>&1 || true)`;
}

/** A command that ends once `url` answers 2xx, asking every 200 ms. */
const waitForCommand = (url: string) =>
  `node -e "(async () => { for (;;) { try { if ((await fetch(process.argv[1])).ok) return; } catch {} await new Promise((go) => setTimeout(go, 200)); } })()" ${url}`;

/** `serveAfter`: the servers it starts serving after (the app's build is its static files), once its state is migrated. */
export function configuredAppCommand(serveAfter: string[]) {
  const vars = Object.entries(CONFIGURED_APP_SETTINGS).map(([name, value]) => {
    if (value.includes("'")) throw new Error(`${name} cannot be quoted for the shell`);
    return `--var '${name}:${value}'`;
  });
  return [
    `node scripts/migrate-databases.mjs --local --persist-to ${CONFIGURED_APP_STATE}`,
    clearThrottlesCommand(CONFIGURED_APP_STATE),
    ...serveAfter.map(waitForCommand),
    `WRANGLER_DISABLE_REQUEST_BODY_DRAINING=true ${QUIET} npx wrangler dev --port ${CONFIGURED_APP_PORT} --ip 127.0.0.1 --persist-to ${CONFIGURED_APP_STATE} --test-scheduled --log-level warn ${vars.join(' ')}`,
  ].join(' && ');
}
