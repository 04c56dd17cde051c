import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp, timestamps } from '../../platform/db/timestamps';
import type { WebhookEvent } from '../../../core/webhooks/webhook-events';
import { organizations } from '../organizations/organizations.tables';

/** Why the app disabled a webhook: it answered 410 Gone, too many deliveries failed in a row, or none succeeded for days. */
const WEBHOOK_DISABLED_REASONS = ['gone', 'consecutive_failures', 'no_success'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

export const webhooks = sqliteTable(
  'webhooks',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    // AES-GCM under a key derived from AUTH_SECRET (platform/crypto/secret-box.ts), never in an answer.
    sealedSecret: text('sealed_secret').notNull(),
    // The secret before the last rotation: messages carry both signatures for a day after it.
    previousSealedSecret: text('previous_sealed_secret'),
    secretRotatedAt: timestamp('secret_rotated_at'),
    enabled: integer('enabled', { mode: 'boolean' }).notNull(),
    events: text('events', { mode: 'json' }).$type<WebhookEvent[]>().notNull(),
    lastTriggeredAt: timestamp('last_triggered_at'),
    // Health: failed deliveries in a row and the first failed attempt since the last success.
    consecutiveFailedDeliveries: integer('consecutive_failed_deliveries').notNull().default(0),
    failingSince: timestamp('failing_since'),
    // Set when the app disabled it (a person disabling it leaves it null).
    disabledReason: text('disabled_reason', { enum: WEBHOOK_DISABLED_REASONS }),
    disabledAt: timestamp('disabled_at'),
    ...timestamps,
  },
  (table) => [index('webhooks_organization_index').on(table.organizationId)],
);

const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One message to one webhook and where its delivery stands (its latest attempt; each attempt is a webhook_delivery_attempts row). */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    webhookId: text('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').notNull(),
    eventType: text('event_type').notNull(),
    // The `webhook-id` header: the same on every attempt, the receiver's idempotency key.
    messageId: text('message_id').notNull(),
    payload: text('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    responseExcerpt: text('response_excerpt'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    nextAttemptAt: timestamp('next_attempt_at'),
    ...timestamps,
  },
  (table) => [
    index('webhook_deliveries_webhook_created_index').on(table.webhookId, table.createdAt),
    index('webhook_deliveries_created_index').on(table.createdAt),
    // The operator's health screen: deliveries waiting or given up, newest first, without reading the rest.
    index('webhook_deliveries_status_created_index').on(table.status, table.createdAt),
  ],
);

/** Every attempt of a delivery, as it went. */
export const webhookDeliveryAttempts = sqliteTable(
  'webhook_delivery_attempts',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    responseStatus: integer('response_status'),
    responseExcerpt: text('response_excerpt'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at').notNull(),
  },
  (table) => [index('webhook_delivery_attempts_delivery_index').on(table.deliveryId, table.attempt)],
);
