import './subscribers';
import { createApp } from './app';
import { handleTaskBatch, runScheduledMaintenance } from './tasks';
import type { TaskMessage } from './platform/queue';
import { handleWebhookBatch, recordAbandonedDeliveries, type WebhookDeliveryMessage } from './modules/webhooks/webhook-delivery.service';
import { getSettings } from './modules/config/config.service';
import { createEmailSender } from './email-sender';
import { createDatabase } from './platform/db/client';

const app = createApp();

const isWebhookDeliveryMessage = (body: unknown): body is WebhookDeliveryMessage => typeof body === 'object' && body !== null && 'deliveryId' in body;

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    if (batch.queue.startsWith('archive-documents')) return handleTaskBatch(batch as MessageBatch<TaskMessage>, env);
    if (batch.queue.startsWith('archive-webhooks')) return handleWebhookBatch(batch as MessageBatch<WebhookDeliveryMessage>, env, createEmailSender(getSettings(env), createDatabase(env.DB)));
    // Messages that exhausted their retries: a webhook delivery is marked failed; for the rest, a trace
    // in the logs, and the cron re-drives what it can.
    for (const message of batch.messages) console.error(`Dead letter from ${batch.queue}:`, JSON.stringify(message.body));
    await recordAbandonedDeliveries(batch.messages.filter((message): message is Message<WebhookDeliveryMessage> => isWebhookDeliveryMessage(message.body)), env);
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
