import type { Dependencies } from './platform/dependencies';
import { createDatabase } from './platform/db/client';
import { createEmailSender } from './email-sender';
import { getSettings } from './modules/config/config.service';

/**
 * The one place that turns the Worker's bindings into what services use: requests, queues, crons and
 * email alike. A request passes its session of DB (read replicas, see platform/db/read-replicas.ts);
 * background work uses the primary.
 */
export function resolveDependencies(env: Env, { session }: { session?: D1DatabaseSession } = {}): Dependencies {
  const settings = getSettings(env);
  // drizzle calls only prepare() and batch(), which a session has like the database.
  const db = createDatabase(session ? (session as unknown as D1Database) : env.DB);
  return {
    db,
    files: env.FILES,
    queues: { documents: env.DOCUMENTS_QUEUE, pages: env.PAGES_QUEUE, webhooks: env.WEBHOOKS_QUEUE, intake: env.INTAKE_QUEUE },
    assets: env.ASSETS,
    settings,
    emailSender: createEmailSender(settings, db),
  };
}
