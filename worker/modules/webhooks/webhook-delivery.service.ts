import { runBatchedRead } from '../../platform/db/batched-read';
import type { Database } from '../../platform/db/client';
import { readOnce, type Dependencies, type OrganizationDependencies } from '../../platform/dependencies';
import { messageDependencies } from '../../dependencies';
import { openSecret } from '../../platform/crypto/secret-box';
import { generateId } from '../../../core/ids';
import { QUEUE_BATCH_LIMIT } from '../../platform/queue';
import type { Settings } from '../../platform/settings';
import { PRODUCT_VERSION } from '../../../core/product';
import type { DocumentEvent } from '../documents/documents.events';
import type { WebhookEvent } from '../../../core/webhooks/webhook-events';
import { findAdminEmails } from '../members/members.repository';
import { findOrganizationName } from '../organizations/organizations.repository';
import {
  attemptOutcome,
  autoDisableReason,
  retryAfterSecondsOf,
  webhookDataOf,
  webhookEventOf,
  type AttemptOutcome,
} from './webhook-delivery-policy';
import { signWebhook } from './webhook-signing';
import { webhookUrlRefusal } from '../../../core/webhooks/webhook-url';
import { toDeliveryDto } from './webhooks.dto';
import { webhookDeliveryNotFound, webhookDisabled, webhookNotFound } from '../../../core/webhooks/webhooks.errors';
import { webhookDisabledEmail } from './webhooks.emails';
import {
  disableWebhookIfEnabled,
  findDelivery,
  findDeliveryToSend,
  findSubscribedWebhookIds,
  findWebhook,
  insertDeliveries,
  markDeliveryFailed,
  pruneDeliveries,
  recordAttempt,
  reopenDelivery,
  type HealthChange,
} from './webhooks.repository';
import { WEBHOOK_SECRET_PURPOSE } from './webhooks.service';
import type { WebhookDisabledReason } from './webhooks.tables';

export { listDeliveries } from './webhooks.repository';

/**
 * What the webhooks queue carries: the delivery to attempt (its row holds the message). A single
 * attempt (a redelivery or a test event a person asked for) is not retried.
 */
export type WebhookDeliveryMessage = { deliveryId: string; organizationId: string; isSingleAttempt?: boolean };

const SEND_TIMEOUT_MS = 15_000;
const RESPONSE_EXCERPT_CHARACTERS = 2048;
const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;
const DELIVERIES_KEPT_DAYS = 30;

type NewDelivery = { webhookId: string; organizationId: string; eventType: string; payload: string };

/** Stores deliveries, then sends their queue messages. The message id is made once, so every attempt carries the same one. */
async function queueDeliveries(db: Database, queue: Queue, deliveries: NewDelivery[], { isSingleAttempt = false } = {}) {
  const rows = deliveries.map((delivery) => ({
    id: generateId('whd'),
    messageId: generateId('msg'),
    status: 'pending' as const,
    ...delivery,
  }));
  await insertDeliveries(db, rows);
  await queue.sendBatch(
    rows.map(({ id, organizationId }) => ({
      body: { deliveryId: id, organizationId, ...(isSingleAttempt ? { isSingleAttempt } : {}) } satisfies WebhookDeliveryMessage,
    })),
  );
  return rows;
}

const messageOf = (type: string, data: Record<string, unknown>, now: Date) => JSON.stringify({ type, timestamp: now.toISOString(), data });

/**
 * Subscriber of the document events: one delivery per event and subscribed, enabled webhook of the
 * organization, in the events' order. The webhooks are looked up once per organization and event type.
 */
export async function queueWebhookDeliveries(deps: OrganizationDependencies, events: DocumentEvent[]) {
  const { organizationDb: db, queues } = deps;
  const now = new Date();
  const subscribed = new Map<string, Promise<string[]>>();
  const deliveries: NewDelivery[] = [];
  for (const event of events) {
    const type = webhookEventOf(event);
    if (!type) continue;
    const key = `webhooks subscribed ${event.organizationId} ${type}`;
    if (!subscribed.has(key))
      subscribed.set(
        key,
        readOnce(deps, key, () => findSubscribedWebhookIds(db, event.organizationId, type)),
      );
    const payload = messageOf(type, webhookDataOf(event), now);
    for (const webhookId of await subscribed.get(key)!)
      deliveries.push({ webhookId, organizationId: event.organizationId, eventType: type, payload });
  }
  for (let start = 0; start < deliveries.length; start += QUEUE_BATCH_LIMIT)
    await queueDeliveries(db, queues.webhooks, deliveries.slice(start, start + QUEUE_BATCH_LIMIT));
}

/**
 * Events that are not a document's (workflow runs that failed), each with its data, to the
 * organization's webhooks subscribed to their type: looked up once.
 */
export async function queueWebhookEvent(
  { organizationDb: db, queues }: OrganizationDependencies,
  {
    organizationId,
    type,
    data,
    now = new Date(),
  }: { organizationId: string; type: WebhookEvent; data: Record<string, unknown> | Record<string, unknown>[]; now?: Date },
) {
  const payloads = (Array.isArray(data) ? data : [data]).map((each) => messageOf(type, each, now));
  if (payloads.length === 0) return;
  const webhookIds = await findSubscribedWebhookIds(db, organizationId, type);
  const deliveries = payloads.flatMap((payload) =>
    webhookIds.map((webhookId) => ({ webhookId, organizationId, eventType: type, payload })),
  );
  for (let start = 0; start < deliveries.length; start += QUEUE_BATCH_LIMIT)
    await queueDeliveries(db, queues.webhooks, deliveries.slice(start, start + QUEUE_BATCH_LIMIT));
}

/**
 * A workflow's call: its own JSON body to one of the organization's webhooks, signed with its secret and
 * retried on its schedule like any delivery, in its delivery log. Answers false when the webhook is not
 * there or is disabled.
 */
export async function queueWorkflowCall(
  { organizationDb: db, queues }: OrganizationDependencies,
  { organizationId, webhookId, body }: { organizationId: string; webhookId: string; body: string },
) {
  const webhook = await runBatchedRead(db, findWebhook(db, organizationId, webhookId));
  if (!webhook?.enabled) return false;
  await queueDeliveries(db, queues.webhooks, [{ webhookId, organizationId, eventType: WORKFLOW_CALL_EVENT, payload: body }]);
  return true;
}

/** The event type a workflow's call is logged under in the webhook's deliveries. */
export const WORKFLOW_CALL_EVENT = 'workflow.call';

/** The webhook a person sends something to by hand: it must exist here and be enabled. */
async function assertWebhookEnabled(db: Database, organizationId: string, webhookId: string) {
  const webhook = await runBatchedRead(db, findWebhook(db, organizationId, webhookId));
  if (!webhook) throw webhookNotFound();
  if (!webhook.enabled) throw webhookDisabled();
}

/** Sends a `webhook.test` ping, once; answers its delivery. */
export async function sendTestEvent(
  { organizationDb: db, queues }: OrganizationDependencies,
  { organizationId, webhookId, now = new Date() }: { organizationId: string; webhookId: string; now?: Date },
) {
  await assertWebhookEnabled(db, organizationId, webhookId);
  const payload = messageOf('webhook.test', { webhookId, organizationId }, now);
  const [queued] = await queueDeliveries(db, queues.webhooks, [{ webhookId, organizationId, eventType: 'webhook.test', payload }], {
    isSingleAttempt: true,
  });
  return toDeliveryDto({ ...(await findDelivery(db, organizationId, webhookId, queued!.id))!, attemptLog: [] });
}

/** Sends a delivery's message once more: the same `webhook-id`, so a receiver that had it can tell. */
export async function redeliver(
  { organizationDb: db, queues }: OrganizationDependencies,
  {
    organizationId,
    webhookId,
    deliveryId,
    now = new Date(),
  }: { organizationId: string; webhookId: string; deliveryId: string; now?: Date },
) {
  await assertWebhookEnabled(db, organizationId, webhookId);
  if (!(await findDelivery(db, organizationId, webhookId, deliveryId))) throw webhookDeliveryNotFound();
  const reopened = await reopenDelivery(db, deliveryId, now);
  await queues.webhooks.send({ deliveryId, organizationId, isSingleAttempt: true } satisfies WebhookDeliveryMessage);
  return toDeliveryDto({ ...reopened, attemptLog: [] });
}

type Attempted = { status?: number; retryAfterSeconds?: number; excerpt?: string; error?: string; durationMs: number };

async function post(url: string, headers: Record<string, string>, body: string, now: Date): Promise<Attempted> {
  const started = Date.now();
  try {
    // No redirects: a receiver may not send the message on to an address the policy would refuse.
    const response = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
    const excerpt = (await response.text()).slice(0, RESPONSE_EXCERPT_CHARACTERS);
    return {
      status: response.status,
      retryAfterSeconds: retryAfterSecondsOf(response.headers.get('retry-after'), now),
      excerpt,
      durationMs: Date.now() - started,
    };
  } catch (error) {
    return {
      error: error instanceof Error && error.name === 'TimeoutError' ? `No answer within ${SEND_TIMEOUT_MS / 1000} s` : String(error),
      durationMs: Date.now() - started,
    };
  }
}

type DeliveryToSend = NonNullable<Awaited<ReturnType<typeof findDeliveryToSend>>>;

/** Why a delivery is not sent at all: its webhook was disabled, or its URL is no longer allowed. */
function reasonNotToSend({ webhook }: DeliveryToSend, settings: Settings): string | undefined {
  if (!webhook.enabled) return 'the webhook is disabled';
  const refusal = webhookUrlRefusal(webhook.url, {
    allowedHostnames: settings.WEBHOOK_URL_ALLOWED_HOSTNAMES,
    requireHttps: settings.APP_ENV === 'production',
  });
  return refusal ? `the URL is not allowed (${refusal})` : undefined;
}

/** The Standard Webhooks headers of an attempt, signed with the secret and, for a day after a rotation, the previous one. */
async function signedHeaders({ delivery, webhook }: DeliveryToSend, settings: Settings, now: Date): Promise<Record<string, string>> {
  const isRotating =
    webhook.previousSealedSecret !== null &&
    webhook.secretRotatedAt !== null &&
    now.getTime() - webhook.secretRotatedAt.getTime() < ROTATION_OVERLAP_MS;
  const sealed = isRotating ? [webhook.sealedSecret, webhook.previousSealedSecret!] : [webhook.sealedSecret];
  const secrets = await Promise.all(
    sealed.map((secret) => openSecret(secret, { authSecret: settings.AUTH_SECRET!, purpose: WEBHOOK_SECRET_PURPOSE })),
  );
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': `Archive-Webhooks/${PRODUCT_VERSION}`,
    'webhook-id': delivery.messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': await signWebhook({ messageId: delivery.messageId, timestamp, body: delivery.payload, secrets }),
  };
}

/** What an attempt does to its webhook's health: only scheduled deliveries that were sent count against it. */
function healthChangeOf(outcome: AttemptOutcome, { isCounted }: { isCounted: boolean }): HealthChange {
  if (outcome.kind === 'delivered') return 'succeeded';
  if (!isCounted || outcome.kind === 'gone') return 'none';
  return outcome.kind === 'retry' ? 'attempt_failed' : 'delivery_failed';
}

/** Disables the webhook for its reason and, the one time it happens, tells its owners and admins. */
async function disableWebhook(
  { db: globalDb, organizationDb: db, emailSender, settings }: OrganizationDependencies,
  webhook: DeliveryToSend['webhook'],
  reason: WebhookDisabledReason,
  now: Date,
) {
  if (!(await disableWebhookIfEnabled(db, webhook.id, reason, now))) return;
  const [organizationName = '', emails] = await Promise.all([
    findOrganizationName(globalDb, webhook.organizationId),
    findAdminEmails(globalDb, webhook.organizationId),
  ]);
  const settingsUrl = settings.APP_BASE_URL
    ? `${settings.APP_BASE_URL.replace(/\/+$/, '')}/organizations/${webhook.organizationId}/settings/webhooks/${webhook.id}`
    : undefined;
  const limits = {
    failedDeliveries: settings.WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES,
    days: settings.WEBHOOK_DISABLE_AFTER_DAYS_WITHOUT_SUCCESS,
  };
  const sent = await Promise.allSettled(
    emails.map((to) =>
      emailSender.send(
        webhookDisabledEmail(to, { organizationName, webhookName: webhook.name, url: webhook.url, reason, settingsUrl, limits }),
      ),
    ),
  );
  for (const result of sent)
    if (result.status === 'rejected') console.error(`Could not tell an admin that webhook ${webhook.id} was disabled:`, result.reason);
}

/**
 * Sends one delivery, records the attempt and says what the queue should do with its message. The
 * retry schedule follows the delivery's own count of attempts, not the queue's count for the message:
 * a message held during a move is sent anew (its count starts over), and the delivery keeps its place.
 */
export async function attemptDelivery(
  deps: OrganizationDependencies,
  { organizationId, deliveryId, isSingleAttempt = false, now = new Date() }: WebhookDeliveryMessage & { now?: Date },
): Promise<{ retryInSeconds?: number }> {
  const { organizationDb: db, settings } = deps;
  const found = await findDeliveryToSend(db, { organizationId, deliveryId });
  if (!found || found.delivery.status === 'succeeded' || found.delivery.status === 'failed') return {};
  const { delivery, webhook } = found;
  const attempt = delivery.attempts + 1;
  const notSent = reasonNotToSend(found, settings);
  const attempted: Attempted = notSent
    ? { error: `Not sent: ${notSent}`, durationMs: 0 }
    : await post(webhook.url, await signedHeaders(found, settings, now), delivery.payload, now);
  const outcome: AttemptOutcome = notSent
    ? { kind: 'failed' }
    : attemptOutcome({
        attempt,
        status: attempted.status,
        retryAfterSeconds: attempted.retryAfterSeconds,
        isSingleAttempt,
        retryScheduleSeconds: settings.WEBHOOK_RETRY_SCHEDULE_SECONDS,
      });
  const health = await recordAttempt(
    db,
    { deliveryId, webhookId: webhook.id, now },
    {
      attempt,
      responseStatus: attempted.status ?? null,
      responseExcerpt: attempted.excerpt ?? null,
      durationMs: attempted.durationMs,
      error: outcome.kind === 'gone' ? 'The receiver answered 410 Gone: the webhook is disabled' : (attempted.error ?? null),
    },
    {
      status: outcome.kind === 'delivered' ? 'succeeded' : outcome.kind === 'retry' ? 'retrying' : 'failed',
      nextAttemptAt: outcome.kind === 'retry' ? new Date(now.getTime() + outcome.delaySeconds * 1000) : null,
    },
    healthChangeOf(outcome, { isCounted: !notSent && !isSingleAttempt }),
  );
  const limits = {
    maxConsecutiveFailedDeliveries: settings.WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES,
    maxDaysWithoutSuccess: settings.WEBHOOK_DISABLE_AFTER_DAYS_WITHOUT_SUCCESS,
  };
  const disabledReason =
    outcome.kind === 'gone'
      ? 'gone'
      : outcome.kind === 'delivered' || notSent || isSingleAttempt
        ? undefined
        : autoDisableReason(health, now, limits);
  if (disabledReason) await disableWebhook(deps, webhook, disabledReason, now);
  return outcome.kind === 'retry' ? { retryInSeconds: outcome.delaySeconds } : {};
}

/** Consumer of the webhooks queue: each message one attempt, retried by the queue on the schedule. */
export async function handleWebhookBatch(deps: Dependencies, batch: MessageBatch<WebhookDeliveryMessage>) {
  for (const message of batch.messages) {
    try {
      const { retryInSeconds } = await attemptDelivery(await messageDependencies(deps, message.body), message.body);
      if (retryInSeconds === undefined) message.ack();
      else message.retry({ delaySeconds: retryInSeconds });
    } catch (error) {
      console.error(`Webhook delivery ${message.body.deliveryId} failed (attempt ${message.attempts}):`, error);
      message.retry({ delaySeconds: 60 });
    }
  }
}

/** Dead letters of the webhooks queue (the consumer kept failing): their deliveries are failed, and say so. */
export async function recordAbandonedDeliveries(deps: Dependencies, messages: readonly Message<WebhookDeliveryMessage>[]) {
  const now = new Date();
  for (const { body } of messages)
    await markDeliveryFailed(
      (await messageDependencies(deps, body)).organizationDb,
      body,
      'Given up: the delivery could not be attempted (the server failed each time; see its logs)',
      now,
    );
}

/** Daily: deliveries and their attempts are kept 30 days. */
export async function pruneOldDeliveries({ organizationDb: db }: OrganizationDependencies, { now }: { now: Date }) {
  await pruneDeliveries(db, new Date(now.getTime() - DELIVERIES_KEPT_DAYS * 24 * 3600 * 1000));
}
