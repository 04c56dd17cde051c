import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { documentDatabases } from '../../scripts/document-databases.mjs';

const CONFIG_FILE = path.join(import.meta.dirname, '../..', 'wrangler.toml');
const read = (environment?: string) => unstable_readConfig({ config: CONFIG_FILE, env: environment }, { hideWarnings: true });

/** The configuration's keys that an environment does not inherit (wrangler's "non-inheritable keys") and that we use. */
const BINDING_KINDS = [
  'vars',
  'd1_databases',
  'r2_buckets',
  'queues',
  'send_email',
  'kv_namespaces',
  'durable_objects',
  'services',
] as const;
/** What may differ: the deployed resources' ids (the top level's are placeholders for local development). */
const withoutIds = (value: unknown) => JSON.parse(JSON.stringify(value, (key, item) => (key.endsWith('_id') ? undefined : item)));

describe('wrangler.toml’s environments', () => {
  const [local, production] = [read(), read('production')];

  // `npm run deploy` deploys [env.production], which inherits none of the top level's bindings: one left
  // out there is a Worker that runs locally and in the tests and fails deployed.
  it.each(BINDING_KINDS)('[env.production] declares the top level’s %s', (kind) => {
    expect(withoutIds(production[kind])).toEqual(withoutIds(local[kind]));
  });

  it('Workers AI is bound in production alone (local development and the tests need no account)', () => {
    expect(local.ai).toBeUndefined();
    expect(production.ai?.binding).toBe('AI');
  });

  it('the migration script reads each environment’s own databases', () => {
    expect(documentDatabases(CONFIG_FILE, 'production')).toEqual(documentDatabases(CONFIG_FILE));
    expect(documentDatabases(CONFIG_FILE)).toContainEqual({ binding: 'DB', migrationsDir: 'migrations' });
  });
});
