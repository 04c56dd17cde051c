import type { DocumentEvent } from '../documents/documents.events';
import type { WebhookEvent } from '../../../core/webhooks/webhook-events';
import { MAX_QUEUE_DELAY_SECONDS } from '../../platform/settings';
import type { WebhookDisabledReason } from './webhooks.tables';

const EVENT_OF: Partial<Record<DocumentEvent['type'], WebhookEvent>> = {
  'document.created': 'document:created',
  'document.updated': 'document:updated',
  'document.deleted': 'document:deleted',
  'document.tag.added': 'document:tag:added',
  'document.tag.removed': 'document:tag:removed',
  'document.version.created': 'document:version:created',
  'document.version.restored': 'document:version:restored',
  'document.version.deleted': 'document:version:deleted',
};

/** The webhook event a document event raises, if any (processing and restoring raise none). */
export const webhookEventOf = (event: DocumentEvent): WebhookEvent | undefined => EVENT_OF[event.type];

/** The message's `data`: the ids, and what changed. */
export function webhookDataOf(event: DocumentEvent): Record<string, unknown> {
  const { type: _type, ...data } = event;
  // `name` is what the original product's receivers read; `documentName` is ours.
  return { ...data, name: event.documentName };
}

export type AttemptOutcome = { kind: 'delivered' } | { kind: 'gone' } | { kind: 'retry'; delaySeconds: number } | { kind: 'failed' };

/**
 * What to do after attempt number `attempt` (from 1) answered `status` (undefined: no answer): 2xx is
 * delivered; 410 Gone stops and disables the webhook; anything else is retried on the schedule
 * (WEBHOOK_RETRY_SCHEDULE_SECONDS), after a Retry-After (seconds) of a 429 or 503 when it is longer,
 * until the schedule runs out. A single attempt (a redelivery or a test event a person asked for) is
 * never retried: they see it.
 */
export function attemptOutcome({
  attempt,
  status,
  retryAfterSeconds,
  isSingleAttempt = false,
  retryScheduleSeconds,
}: {
  attempt: number;
  status: number | undefined;
  retryAfterSeconds?: number;
  isSingleAttempt?: boolean;
  retryScheduleSeconds: readonly number[];
}): AttemptOutcome {
  if (status !== undefined && status >= 200 && status < 300) return { kind: 'delivered' };
  if (status === 410) return { kind: 'gone' };
  const scheduled = retryScheduleSeconds[attempt - 1];
  if (scheduled === undefined || isSingleAttempt) return { kind: 'failed' };
  const askedFor = (status === 429 || status === 503) && retryAfterSeconds !== undefined ? retryAfterSeconds : 0;
  return { kind: 'retry', delaySeconds: Math.min(Math.max(scheduled, askedFor), MAX_QUEUE_DELAY_SECONDS) };
}

type WebhookHealth = { consecutiveFailedDeliveries: number; failingSince: Date | null };
type AutoDisableLimits = { maxConsecutiveFailedDeliveries: number; maxDaysWithoutSuccess: number };

/**
 * Whether the app disables the webhook after a failed attempt, given its health once that attempt is
 * counted: after too many failed deliveries in a row, or when nothing has succeeded for days.
 */
export function autoDisableReason(
  { consecutiveFailedDeliveries, failingSince }: WebhookHealth,
  now: Date,
  limits: AutoDisableLimits,
): WebhookDisabledReason | undefined {
  if (consecutiveFailedDeliveries >= limits.maxConsecutiveFailedDeliveries) return 'consecutive_failures';
  if (failingSince && now.getTime() - failingSince.getTime() >= limits.maxDaysWithoutSuccess * 24 * 3600 * 1000) return 'no_success';
  return undefined;
}

/** A Retry-After header's seconds (a number or an HTTP date), or undefined. */
export function retryAfterSecondsOf(header: string | null, now: Date): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}
