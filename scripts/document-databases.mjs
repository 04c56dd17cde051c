// The D1 databases that hold organizations' records, as wrangler reads a configuration: `DB` and each
// organization database ORG_DB_*. An environment inherits no bindings, so [env.production]'s are its
// own list, not the top level's.
import { unstable_readConfig } from 'wrangler';

export const DOCUMENT_DATABASE_BINDING = /^(DB|ORG_DB_[A-Z0-9_]+)$/;

export function documentDatabases(configFile, environment) {
  return unstable_readConfig({ config: configFile, env: environment }, { hideWarnings: true })
    .d1_databases.filter(({ binding }) => DOCUMENT_DATABASE_BINDING.test(binding))
    .map(({ binding, migrations_dir }) => ({ binding, migrationsDir: migrations_dir ?? 'migrations' }));
}
