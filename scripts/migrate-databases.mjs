// Applies the migrations of every D1 database in wrangler.toml: `DB` (migrations/) and each
// organization database ORG_DB_* (its migrations_dir, migrations-organization/). Usage:
// node scripts/migrate-databases.mjs --local [--persist-to <dir>] | --remote
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentDatabases } from './document-databases.mjs';

const [where, ...rest] = process.argv.slice(2);
const persistTo = rest[0] === '--persist-to' && rest[1] ? ['--persist-to', rest[1]] : [];
if ((where !== '--local' && where !== '--remote') || rest.length !== persistTo.length || (where === '--remote' && persistTo.length > 0))
  throw new Error('Usage: node scripts/migrate-databases.mjs --local [--persist-to <dir>] | --remote');
const root = new URL('..', import.meta.url);
// Remotely, [env.production]'s databases: the environment `npm run deploy` deploys.
const databases = documentDatabases(fileURLToPath(new URL('wrangler.toml', root)), where === '--remote' ? 'production' : undefined);
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' };
const wrangler = (args, options = {}) => execFileSync('npx', ['wrangler', ...args], { env, ...options });

/** wrangler's table of applied migrations (`wrangler d1 migrations apply` creates and fills the same). */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "d1_migrations"(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;
const leadingNumber = (name) => Number.parseInt(name.split('_')[0], 10);

/**
 * Locally, the pending migrations in one `d1 execute --file`, each followed by the row that records it,
 * as `wrangler d1 migrations apply --local` runs and records them one by one: that command starts a
 * local database for each migration (a fresh state: 47 of them, 21 s; this, 6 s). One batch: a failing
 * migration leaves none of them applied.
 */
function applyLocally({ binding, migrationsDir }) {
  const folder = path.join(fileURLToPath(root), migrationsDir);
  const names = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.sql') && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort((a, b) => leadingNumber(a) - leadingNumber(b) || (a < b ? -1 : a > b ? 1 : 0));
  const listed = wrangler(
    ['d1', 'execute', binding, '--local', ...persistTo, '--json', '--command', `${MIGRATIONS_TABLE} SELECT name FROM "d1_migrations"`],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const applied = new Set(
    JSON.parse(listed.toString('utf8'))
      .at(-1)
      .results.map(({ name }) => name),
  );
  const pending = names.filter((name) => !applied.has(name));
  if (pending.length === 0) {
    console.log(`${binding}: no migrations to apply`);
    return;
  }
  const directory = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  try {
    const file = path.join(directory, `${binding}.sql`);
    const queries = pending.map(
      (name) =>
        `${readFileSync(path.join(folder, name), 'utf8')}\nINSERT INTO "d1_migrations" (name)\nvalues ('${name.replace(/'/g, "''")}');`,
    );
    writeFileSync(file, queries.join('\n'));
    wrangler(['d1', 'execute', binding, '--local', ...persistTo, '--file', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
  console.log(`${binding}: applied ${pending.join(', ')}`);
}

for (const database of databases) {
  if (where === '--local') applyLocally(database);
  else wrangler(['d1', 'migrations', 'apply', database.binding, where, '--env', 'production'], { stdio: 'inherit' });
}
