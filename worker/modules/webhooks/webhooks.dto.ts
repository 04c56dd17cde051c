import type { WebhookEvent } from '../../../core/webhooks/webhook-events';
import type { WebhookDeliveryStatus, WebhookDisabledReason } from './webhooks.tables';

type WebhookRow = {
  id: string;
  organizationId: string;
  name: string;
  url: string;
  enabled: boolean;
  events: WebhookEvent[];
  lastTriggeredAt: Date | null;
  disabledReason: WebhookDisabledReason | null;
  disabledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** A webhook as its admins see it: never its secret. */
export const toWebhookDto = (webhook: WebhookRow) => ({
  id: webhook.id,
  organizationId: webhook.organizationId,
  name: webhook.name,
  url: webhook.url,
  enabled: webhook.enabled,
  events: webhook.events,
  lastTriggeredAt: webhook.lastTriggeredAt,
  disabledReason: webhook.disabledReason,
  disabledAt: webhook.disabledAt,
  createdAt: webhook.createdAt,
  updatedAt: webhook.updatedAt,
});

type DeliveryRow = {
  id: string;
  webhookId: string;
  eventType: string;
  messageId: string;
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  responseStatus: number | null;
  responseExcerpt: string | null;
  durationMs: number | null;
  error: string | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  attemptLog: {
    attempt: number;
    attemptResponseStatus: number | null;
    attemptResponseExcerpt: string | null;
    attemptDurationMs: number;
    attemptError: string | null;
    attemptedAt: Date;
  }[];
};

/** A delivery as its log shows it: where it stands, what was sent, what came back, attempt by attempt. */
export const toDeliveryDto = (delivery: DeliveryRow) => ({
  id: delivery.id,
  webhookId: delivery.webhookId,
  eventType: delivery.eventType,
  messageId: delivery.messageId,
  status: delivery.status,
  attempts: delivery.attempts,
  responseStatus: delivery.responseStatus,
  durationMs: delivery.durationMs,
  error: delivery.error,
  nextAttemptAt: delivery.nextAttemptAt,
  createdAt: delivery.createdAt,
  updatedAt: delivery.updatedAt,
  requestBody: delivery.payload,
  responseBody: delivery.responseExcerpt,
  attemptLog: delivery.attemptLog.map((attempt) => ({
    attempt: attempt.attempt,
    responseStatus: attempt.attemptResponseStatus,
    responseBody: attempt.attemptResponseExcerpt,
    durationMs: attempt.attemptDurationMs,
    error: attempt.attemptError,
    createdAt: attempt.attemptedAt,
  })),
});
