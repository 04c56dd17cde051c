import './subscribers';
import { createApp } from './app';
import { resolveDependencies } from './dependencies';
import { handlePagesBatch, handleTaskBatch, recordAbandonedPages, runCron } from './tasks';
import type { PagesMessage, TaskMessage } from './platform/queue';
import { receiveIntakeEmail, type IntakeMessage } from './modules/intake-emails/intake-email.handler';
import { holdMessagesOfMovingOrganizations } from './modules/organization-moves/held-messages';
import { handleIntakeBatch, recordAbandonedIntakeMessages } from './modules/intake-emails/intake-messages.service';
import { handleWebhookBatch, recordAbandonedDeliveries, type WebhookDeliveryMessage } from './modules/webhooks/webhook-delivery.service';
import { batchKind, countStatementsOf, requestKind } from './platform/db/statement-budget';
import { timedEnv, withServerTiming } from './platform/server-timing';

const app = createApp();

type QueueMessage = TaskMessage | PagesMessage | WebhookDeliveryMessage | IntakeMessage;
const carries =
  <K extends string>(key: K) =>
  (message: Message<unknown>): message is Message<Record<K, string>> =>
    typeof message.body === 'object' && message.body !== null && key in message.body;

// Each entry point is one invocation for D1's budget of statements, which the tests count (platform/db/statement-budget.ts).
export default {
  async fetch(request: Request, env: Env, context: ExecutionContext) {
    const timed = timedEnv(env);
    return withServerTiming(
      timed,
      await app.fetch(
        request,
        countStatementsOf(timed, () => requestKind(request)),
        context,
      ),
    );
  },
  async queue(batch, env) {
    const deps = resolveDependencies(countStatementsOf(env, () => batchKind(batch)));
    const held = (queue: Queue) => holdMessagesOfMovingOrganizations(deps, batch, queue);
    if (batch.queue.startsWith('archive-documents'))
      return handleTaskBatch(deps, (await held(deps.queues.documents)) as MessageBatch<TaskMessage>);
    if (batch.queue.startsWith('archive-webhooks'))
      return handleWebhookBatch(deps, (await held(deps.queues.webhooks)) as MessageBatch<WebhookDeliveryMessage>);
    if (batch.queue.startsWith('archive-intake'))
      return handleIntakeBatch(deps, (await held(deps.queues.intake)) as MessageBatch<IntakeMessage>);
    if (batch.queue.startsWith('archive-pages'))
      return handlePagesBatch(deps, (await held(deps.queues.pages)) as MessageBatch<PagesMessage>);
    // Messages that exhausted their retries: a webhook delivery or an intake message is marked failed
    // where its organization sees it; for all, a trace in the logs, and the cron re-drives what it can.
    for (const message of batch.messages) console.error(`Dead letter from ${batch.queue}:`, JSON.stringify(message.body));
    await recordAbandonedDeliveries(deps, batch.messages.filter(carries('deliveryId')) as Message<WebhookDeliveryMessage>[]);
    await recordAbandonedIntakeMessages(deps, batch.messages.filter(carries('intakeMessageId')) as Message<IntakeMessage>[]);
    await recordAbandonedPages(
      deps,
      batch.messages.filter((message) => (message.body as PagesMessage).type === 'document.read-pages') as Message<PagesMessage>[],
    );
    batch.ackAll();
  },
  async scheduled(controller, env) {
    await runCron(
      resolveDependencies(countStatementsOf(env, () => `cron ${controller.cron}`)),
      new Date(controller.scheduledTime),
      controller.cron,
    );
  },
  async email(message, env) {
    await receiveIntakeEmail(resolveDependencies(countStatementsOf(env, () => 'email')), message);
  },
} satisfies ExportedHandler<Env, QueueMessage>;
