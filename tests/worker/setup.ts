import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// Every API test file runs this first: the first file of a runtime migrates its databases, the next
// find them migrated (applyD1Migrations skips what is applied).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const bound = env as unknown as Record<string, D1Database>;
for (const binding of Object.keys(env).filter((name) => name.startsWith('ORG_DB_')))
  await applyD1Migrations(bound[binding]!, env.TEST_ORGANIZATION_MIGRATIONS);
