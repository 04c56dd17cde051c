// Applies the migrations of every D1 database in wrangler.toml: `DB` (migrations/) and each
// organization database ORG_DB_* (its migrations_dir, migrations-organization/). Usage:
// node scripts/migrate-databases.mjs --local | --remote
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const where = process.argv[2];
if (where !== '--local' && where !== '--remote') throw new Error('Usage: node scripts/migrate-databases.mjs --local | --remote');
const config = readFileSync(new URL('../wrangler.toml', import.meta.url), 'utf8');
const bindings = [...config.matchAll(/^\s*binding\s*=\s*"(DB|ORG_DB_[A-Z0-9_]+)"/gm)].map(([, binding]) => binding);
for (const binding of bindings) {
  execFileSync('npx', ['wrangler', 'd1', 'migrations', 'apply', binding, where], {
    stdio: 'inherit',
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' },
  });
}
