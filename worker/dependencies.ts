import type { Dependencies, OrganizationDatabases, OrganizationDependencies } from './platform/dependencies';
import { createDatabase, type Database } from './platform/db/client';
import { createEmailSender } from './email-sender';
import { createLanguageModel } from './platform/language-model/language-model';
import { getSettings } from './modules/config/config.service';
import { findOrganizationPlacement } from './modules/organizations/organizations.repository';
import { misconfigured } from '../core/config/config.errors';
import { organizationMoving } from '../core/organizations/organizations.errors';

const ORGANIZATION_DATABASE_BINDING = /^ORG_DB_[A-Z0-9_]+$/;

/** Opens a binding's D1 database, for a request in its session (see platform/db/read-replicas.ts). */
type SessionOpener = (database: D1Database, binding: string) => D1DatabaseSession;

function organizationDatabases(env: Env, primary: Database, openSession: SessionOpener | undefined): OrganizationDatabases {
  const bound = env as unknown as Record<string, D1Database | undefined>;
  const bindings = [
    'DB',
    ...Object.keys(env)
      .filter((name) => ORGANIZATION_DATABASE_BINDING.test(name))
      .sort(),
  ];
  const opened = new Map<string, Database>([['DB', primary]]);
  return {
    bindings,
    open(binding) {
      const database = bound[binding];
      if (!bindings.includes(binding) || !database)
        throw misconfigured(
          `An organization lives in the database ${binding}, which the Worker has no binding for (wrangler.toml, README "Scale")`,
        );
      let db = opened.get(binding);
      // drizzle calls only prepare() and batch(), which a session has like the database.
      if (!db)
        opened.set(binding, (db = createDatabase(openSession ? (openSession(database, binding) as unknown as D1Database) : database)));
      return db;
    },
  };
}

/**
 * The one place that turns the Worker's bindings into what services use: requests, queues, crons and
 * email alike. A request opens its databases in sessions (read replicas, see
 * platform/db/read-replicas.ts); background work uses the primaries.
 */
export function resolveDependencies(env: Env, { openSession }: { openSession?: SessionOpener } = {}): Dependencies {
  const settings = getSettings(env);
  const db = createDatabase(openSession ? (openSession(env.DB, 'DB') as unknown as D1Database) : env.DB);
  return {
    db,
    databases: organizationDatabases(env, db, openSession),
    files: env.FILES,
    queues: { documents: env.DOCUMENTS_QUEUE, pages: env.PAGES_QUEUE, webhooks: env.WEBHOOKS_QUEUE, intake: env.INTAKE_QUEUE },
    assets: env.ASSETS,
    settings,
    emailSender: createEmailSender(settings, db, env.EMAIL),
    languageModel: createLanguageModel(settings, env.AI),
  };
}

/** The dependencies of work over one organization database (the cron's upkeep of each). */
export function databaseDependencies(deps: Dependencies, binding: string): OrganizationDependencies {
  return { ...deps, organizationDb: deps.databases.open(binding), organizationDatabase: binding };
}

// Where each organization lives, per isolate: a move changes it rarely, and whoever reads through a
// stale entry learns it from the organization's row (see the organization guard) and forgets it.
const placements = new Map<string, string>();
const MAX_PLACEMENTS = 10_000;

/** Forgets where an organization lives, after learning it moved. */
export const forgetPlacement = (organizationId: string) => void placements.delete(organizationId);

/**
 * The dependencies of work inside one organization: its database, found once per isolate (`fresh`
 * reads it again). With one database there is nothing to find. An organization that does not exist
 * lives nowhere, which reads as `DB`: its guard or its handler finds no row there. Work that
 * `writes` reads afresh, and is refused (503 organization.moving) while the organization is moved.
 */
export async function organizationDependencies(
  deps: Dependencies,
  organizationId: string,
  { fresh = false, writes = false } = {},
): Promise<OrganizationDependencies> {
  if (deps.databases.bindings.length === 1) return databaseDependencies(deps, 'DB');
  let binding = fresh || writes ? undefined : placements.get(organizationId);
  if (!binding) {
    const placement = await findOrganizationPlacement(deps.db, organizationId);
    if (writes && placement?.movingTo) throw organizationMoving();
    binding = placement?.database ?? 'DB';
    if (placements.size >= MAX_PLACEMENTS) placements.clear();
    placements.set(organizationId, binding);
  }
  return databaseDependencies(deps, binding);
}

/**
 * The dependencies of a message's work: its organization's database, read afresh (a message may
 * outlive a move; one arriving during a move is refused, and held back, see holdMessagesOfMovingOrganizations),
 * or the database a message of upkeep names.
 */
export async function messageDependencies(
  deps: Dependencies,
  message: { organizationId: string } | { database?: string },
): Promise<OrganizationDependencies> {
  return 'organizationId' in message
    ? organizationDependencies(deps, message.organizationId, { writes: true })
    : databaseDependencies(deps, message.database ?? 'DB');
}
