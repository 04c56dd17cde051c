import type { Dependencies } from './platform/dependencies';
import { createDatabase } from './platform/db/client';
import { createEmailSender } from './email-sender';
import { getSettings } from './modules/config/config.service';

/** The one place that turns the Worker's bindings into what services use: requests, queues, crons and email alike. */
export function resolveDependencies(env: Env): Dependencies {
  const settings = getSettings(env);
  const db = createDatabase(env.DB);
  return {
    db,
    files: env.FILES,
    queues: { documents: env.DOCUMENTS_QUEUE, pages: env.PAGES_QUEUE, webhooks: env.WEBHOOKS_QUEUE, intake: env.INTAKE_QUEUE },
    assets: env.ASSETS,
    settings,
    emailSender: createEmailSender(settings, db),
  };
}
