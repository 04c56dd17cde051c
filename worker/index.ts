import './subscribers';
import { createApp } from './app';
import { handleTaskBatch, runScheduledMaintenance } from './tasks';
import type { TaskMessage } from './platform/queue';
import { handleWebhookBatch, type WebhookDeliveryMessage } from './modules/webhooks/webhook-delivery.service';

const app = createApp();

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    if (batch.queue.startsWith('archive-documents')) return handleTaskBatch(batch as MessageBatch<TaskMessage>, env);
    if (batch.queue.startsWith('archive-webhooks')) return handleWebhookBatch(batch as MessageBatch<WebhookDeliveryMessage>, env);
    // Messages that exhausted their retries: keep a trace in the logs, the cron re-drives what it can.
    for (const message of batch.messages) console.error(`Dead letter from ${batch.queue}:`, JSON.stringify(message.body));
    batch.ackAll();
  },
  async scheduled(controller, env) {
    await runScheduledMaintenance(env, new Date(controller.scheduledTime));
  },
  async email(message) {
    // Intake emails are a later feature; until then every inbound message is refused.
    message.setReject('Intake emails are not enabled on this server');
  },
} satisfies ExportedHandler<Env, TaskMessage | WebhookDeliveryMessage>;
