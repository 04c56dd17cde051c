// Creates .dev.vars with a random local AUTH_SECRET on first install, so `npm start` works without
// any manual setup, and adds the local defaults it lacks. A value already there is never changed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';

const path = new URL('../.dev.vars', import.meta.url);
const LOCAL_DEFAULTS = {
  AUTH_SECRET: () => randomBytes(32).toString('hex'),
  APP_ENV: () => 'development',
  // A receiver on this machine, for trying webhooks locally (and the browser tests); refused elsewhere.
  WEBHOOK_URL_ALLOWED_HOSTNAMES: () => '127.0.0.1,localhost',
  // Documents by email, tried with `npm run email:send` (README "Documents by email").
  INTAKE_EMAILS_IS_ENABLED: () => 'true',
  // The operator's routes, for `npm run org:move` against the local Worker (README "Scale").
  OPERATOR_SECRET: () => randomBytes(24).toString('hex'),
  // Locally every browser is 127.0.0.1, so the per-client ceiling on sign-ups' emails is one ceiling for
  // everyone (the browser tests sign about 110 users up in 10 minutes).
  AUTH_THROTTLE_MAX_ATTEMPTS_PER_CLIENT: () => '1000',
  // Suggestions learn a few seconds after labels change, not a minute, so that trying them locally shows them.
  SUGGESTIONS_TRAINING_DELAY_SECONDS: () => '5',
  // A failed webhook delivery is retried a second later, not five, then as in production: the browser
  // tests' receiver waits for that retry.
  WEBHOOK_RETRY_SCHEDULE_SECONDS: () => '1,300,1800,7200,18000,36000,50400,72000,86400',
};

const existing = existsSync(path)
  ? readFileSync(path, 'utf8')
  : '# Local development settings (not committed). See README "Configuration".\n';
const missing = Object.entries(LOCAL_DEFAULTS).filter(([key]) => !new RegExp(`^${key}=`, 'm').test(existing));
if (missing.length > 0) {
  const lines = missing.map(([key, value]) => `${key}=${value()}\n`).join('');
  writeFileSync(path, `${existing.endsWith('\n') ? existing : `${existing}\n`}${lines}`);
  console.log(`.dev.vars: added ${missing.map(([key]) => key).join(', ')}`);
}
