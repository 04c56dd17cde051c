import './subscribers';
import { createApp } from './app';
import { createEmailSender } from './email-sender';
import { handlePagesBatch, handleTaskBatch, recordAbandonedPages, runScheduledMaintenance } from './tasks';
import type { PagesMessage, TaskMessage } from './platform/queue';
import { createDatabase } from './platform/db/client';
import { getSettings } from './modules/config/config.service';
import { receiveIntakeEmail, type IntakeMessage } from './modules/intake-emails/intake-email.handler';
import { handleIntakeBatch, recordAbandonedIntakeMessages } from './modules/intake-emails/intake-messages.service';
import { handleWebhookBatch, recordAbandonedDeliveries, type WebhookDeliveryMessage } from './modules/webhooks/webhook-delivery.service';

const app = createApp();

type QueueMessage = TaskMessage | PagesMessage | WebhookDeliveryMessage | IntakeMessage;
const carries = <K extends string>(key: K) => (message: Message<unknown>): message is Message<Record<K, string>> => typeof message.body === 'object' && message.body !== null && key in message.body;

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    if (batch.queue.startsWith('archive-documents')) return handleTaskBatch(batch as MessageBatch<TaskMessage>, env);
    if (batch.queue.startsWith('archive-webhooks')) return handleWebhookBatch(batch as MessageBatch<WebhookDeliveryMessage>, env, createEmailSender(getSettings(env), createDatabase(env.DB)));
    if (batch.queue.startsWith('archive-intake')) return handleIntakeBatch(batch as MessageBatch<IntakeMessage>, env);
    if (batch.queue.startsWith('archive-pages')) return handlePagesBatch(batch as MessageBatch<PagesMessage>, env);
    // Messages that exhausted their retries: a webhook delivery or an intake message is marked failed
    // where its organization sees it; for all, a trace in the logs, and the cron re-drives what it can.
    for (const message of batch.messages) console.error(`Dead letter from ${batch.queue}:`, JSON.stringify(message.body));
    await recordAbandonedDeliveries(batch.messages.filter(carries('deliveryId')) as Message<WebhookDeliveryMessage>[], env);
    await recordAbandonedIntakeMessages(batch.messages.filter(carries('intakeMessageId')) as Message<IntakeMessage>[], env);
    await recordAbandonedPages(batch.messages.filter((message) => (message.body as PagesMessage).type === 'document.read-pages') as Message<PagesMessage>[], env);
    batch.ackAll();
  },
  async scheduled(controller, env) {
    await runScheduledMaintenance(env, new Date(controller.scheduledTime));
  },
  async email(message, env) {
    await receiveIntakeEmail(message, env);
  },
} satisfies ExportedHandler<Env, QueueMessage>;
