import { createApp } from './app';
import { handleTaskBatch, runScheduledMaintenance } from './tasks';
import type { TaskMessage } from './platform/queue';

const app = createApp();

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    if (batch.queue.startsWith('archive-documents')) return handleTaskBatch(batch as MessageBatch<TaskMessage>, env);
    // Webhook deliveries arrive with a later issue; until then nothing is ever sent to these queues.
    for (const message of batch.messages) message.ack();
  },
  async scheduled(controller, env) {
    await runScheduledMaintenance(env, new Date(controller.scheduledTime));
  },
  async email(message) {
    // Intake emails are a later feature; until then every inbound message is refused.
    message.setReject('Intake emails are not enabled on this server');
  },
} satisfies ExportedHandler<Env, TaskMessage>;
