import { createDatabase, type Database } from '../../platform/db/client';
import type { ServiceDependencies } from '../../platform/dependencies';
import { openSecret } from '../../platform/crypto/secret-box';
import { generateId } from '../../platform/ids';
import type { Settings } from '../config/config.schema';
import { PRODUCT_VERSION, getSettings } from '../config/config.service';
import type { DocumentEvent } from '../documents/documents.events';
import { attemptOutcome, retryAfterSecondsOf, webhookDataOf, webhookEventOf } from './webhook-delivery-policy';
import { signWebhook } from './webhook-signing';
import { webhookUrlRefusal } from './webhook-url';
import { findDeliveryToSend, findSubscribedWebhookIds, insertDeliveries, recordAttempt } from './webhooks.repository';
import { WEBHOOK_SECRET_PURPOSE } from './webhooks.service';

/** What the webhooks queue carries: the delivery to attempt (its row holds the message). */
export type WebhookDeliveryMessage = { deliveryId: string; organizationId: string };

const SEND_TIMEOUT_MS = 15_000;
const RESPONSE_EXCERPT_CHARACTERS = 2048;
const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

/**
 * Subscriber of the document events: one delivery (row, then queue message) per subscribed, enabled
 * webhook of the organization. The message id is made once, so every attempt carries the same one.
 */
export async function queueWebhookDeliveries(event: DocumentEvent, { db, env }: ServiceDependencies, now = new Date()) {
  const type = webhookEventOf(event);
  if (!type) return;
  const webhookIds = await findSubscribedWebhookIds(db, event.organizationId, type);
  if (webhookIds.length === 0) return;
  const payload = JSON.stringify({ type, timestamp: now.toISOString(), data: webhookDataOf(event) });
  const deliveries = webhookIds.map((webhookId) => ({ id: generateId('whd'), webhookId, organizationId: event.organizationId, eventType: type, messageId: generateId('msg'), payload, status: 'pending' as const }));
  await insertDeliveries(db, deliveries);
  await env.WEBHOOKS_QUEUE.sendBatch(deliveries.map(({ id }) => ({ body: { deliveryId: id, organizationId: event.organizationId } satisfies WebhookDeliveryMessage })));
}

type Attempted = { status?: number; retryAfterSeconds?: number; excerpt?: string; error?: string; durationMs: number };

async function post(url: string, headers: Record<string, string>, body: string, now: Date): Promise<Attempted> {
  const started = Date.now();
  try {
    // No redirects: a receiver may not send the message on to an address the policy would refuse.
    const response = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
    const excerpt = (await response.text()).slice(0, RESPONSE_EXCERPT_CHARACTERS);
    return { status: response.status, retryAfterSeconds: retryAfterSecondsOf(response.headers.get('retry-after'), now), excerpt, durationMs: Date.now() - started };
  } catch (error) {
    return { error: error instanceof Error && error.name === 'TimeoutError' ? `No answer within ${SEND_TIMEOUT_MS / 1000} s` : String(error), durationMs: Date.now() - started };
  }
}

type DeliveryToSend = NonNullable<Awaited<ReturnType<typeof findDeliveryToSend>>>;

/** Why a delivery is not sent at all: its webhook was disabled, or its URL is no longer allowed. */
function reasonNotToSend({ webhook }: DeliveryToSend, settings: Settings): string | undefined {
  if (!webhook.enabled) return 'the webhook is disabled';
  const refusal = webhookUrlRefusal(webhook.url, { allowedHostnames: settings.WEBHOOK_URL_ALLOWED_HOSTNAMES, requireHttps: settings.APP_ENV === 'production' });
  return refusal ? `the URL is not allowed (${refusal})` : undefined;
}

/** The Standard Webhooks headers of an attempt, signed with the secret and, for a day after a rotation, the previous one. */
async function signedHeaders({ delivery, webhook }: DeliveryToSend, settings: Settings, now: Date): Promise<Record<string, string>> {
  const isRotating = webhook.previousSealedSecret !== null && webhook.secretRotatedAt !== null && now.getTime() - webhook.secretRotatedAt.getTime() < ROTATION_OVERLAP_MS;
  const sealed = isRotating ? [webhook.sealedSecret, webhook.previousSealedSecret!] : [webhook.sealedSecret];
  const secrets = await Promise.all(sealed.map((secret) => openSecret(secret, { authSecret: settings.AUTH_SECRET!, purpose: WEBHOOK_SECRET_PURPOSE })));
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': `Archive-Webhooks/${PRODUCT_VERSION}`,
    'webhook-id': delivery.messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': await signWebhook({ messageId: delivery.messageId, timestamp, body: delivery.payload, secrets }),
  };
}

/** Sends one delivery, records the attempt and says what the queue should do with its message. */
export async function attemptDelivery(db: Database, env: Env, deliveryId: string, attempt: number, now = new Date()): Promise<{ retryInSeconds?: number }> {
  const found = await findDeliveryToSend(db, deliveryId);
  if (!found || found.delivery.status === 'succeeded' || found.delivery.status === 'failed') return {};
  const { delivery, webhook } = found;
  const settings = getSettings(env);
  const notSent = reasonNotToSend(found, settings);
  const attempted: Attempted = notSent ? { error: `Not sent: ${notSent}`, durationMs: 0 } : await post(webhook.url, await signedHeaders(found, settings, now), delivery.payload, now);
  const outcome = notSent ? ({ kind: 'failed' } as const) : attemptOutcome({ attempt, status: attempted.status, retryAfterSeconds: attempted.retryAfterSeconds });
  const status = outcome.kind === 'delivered' ? 'succeeded' : outcome.kind === 'retry' ? 'retrying' : 'failed';
  await recordAttempt(
    db,
    delivery.id,
    webhook.id,
    {
      status,
      attempts: attempt,
      responseStatus: attempted.status ?? null,
      responseExcerpt: attempted.excerpt ?? null,
      durationMs: attempted.durationMs,
      error: outcome.kind === 'gone' ? 'The receiver answered 410 Gone: the webhook is disabled' : (attempted.error ?? null),
      nextAttemptAt: outcome.kind === 'retry' ? new Date(now.getTime() + outcome.delaySeconds * 1000) : null,
    },
    { triggeredAt: now, disable: outcome.kind === 'gone' },
  );
  return outcome.kind === 'retry' ? { retryInSeconds: outcome.delaySeconds } : {};
}

/** Consumer of the webhooks queue: each message one attempt, retried by the queue on the schedule. */
export async function handleWebhookBatch(batch: MessageBatch<WebhookDeliveryMessage>, env: Env) {
  const db = createDatabase(env.DB);
  for (const message of batch.messages) {
    try {
      const { retryInSeconds } = await attemptDelivery(db, env, message.body.deliveryId, message.attempts);
      if (retryInSeconds === undefined) message.ack();
      else message.retry({ delaySeconds: retryInSeconds });
    } catch (error) {
      console.error(`Webhook delivery ${message.body.deliveryId} failed (attempt ${message.attempts}):`, error);
      message.retry({ delaySeconds: 60 });
    }
  }
}
