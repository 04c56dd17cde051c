import { createDatabase } from './platform/db/client';
import type { TaskMessage } from './platform/queue';
import { purgeOrganization, requeueStalePurges } from './modules/organizations/organizations.service';

const RETRY_BASE_DELAY_SECONDS = 10;

/** Consumer of the task queue: one handler per message type, retried with exponential backoff. */
export async function handleTaskBatch(batch: MessageBatch<TaskMessage>, env: Env): Promise<void> {
  const db = createDatabase(env.DB);
  for (const message of batch.messages) {
    try {
      switch (message.body.type) {
        case 'organization.purge':
          await purgeOrganization({ db, files: env.FILES, organizationId: message.body.organizationId });
          break;
      }
      message.ack();
    } catch (error) {
      console.error(`Task ${message.body.type} failed (attempt ${message.attempts}):`, error);
      message.retry({ delaySeconds: RETRY_BASE_DELAY_SECONDS * 2 ** (message.attempts - 1) });
    }
  }
}

/** Daily maintenance (Cron Trigger). */
export async function runScheduledMaintenance(env: Env, now: Date): Promise<void> {
  await requeueStalePurges({ db: createDatabase(env.DB), queue: env.DOCUMENTS_QUEUE, now });
}
