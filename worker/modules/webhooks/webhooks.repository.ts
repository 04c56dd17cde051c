import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../platform/db/client';
import { batchedRead } from '../../platform/db/batched-read';
import { deleteInBatches } from '../../platform/db/delete-in-batches';
import { generateId } from '../../../core/ids';
import type { Page } from '../../../core/pagination';
import type { KeysetCursor } from '../../../core/admin/admin.schemas';
import { beforeKeyset, cappedCount } from '../../platform/db/keyset';
import type { WebhookEvent } from '../../../core/webhooks/webhook-events';
import {
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhooks,
  type WebhookDeliveryStatus,
  type WebhookDisabledReason,
} from './webhooks.tables';

const webhookColumns = {
  id: webhooks.id,
  organizationId: webhooks.organizationId,
  name: webhooks.name,
  url: webhooks.url,
  enabled: webhooks.enabled,
  events: webhooks.events,
  lastTriggeredAt: webhooks.lastTriggeredAt,
  disabledReason: webhooks.disabledReason,
  disabledAt: webhooks.disabledAt,
  createdAt: webhooks.createdAt,
  updatedAt: webhooks.updatedAt,
};

const ofOrganization = (organizationId: string, webhookId: string) =>
  and(eq(webhooks.organizationId, organizationId), eq(webhooks.id, webhookId));

/** The organization's webhooks, oldest first, ready to batch with the access check. */
export function listWebhooks(db: Database, organizationId: string) {
  return batchedRead(
    [
      db
        .select(webhookColumns)
        .from(webhooks)
        .where(eq(webhooks.organizationId, organizationId))
        .orderBy(asc(webhooks.createdAt), asc(webhooks.id)),
    ],
    ([rows]) => rows,
  );
}

export function findWebhook(db: Database, organizationId: string, webhookId: string) {
  return batchedRead([db.select(webhookColumns).from(webhooks).where(ofOrganization(organizationId, webhookId))], ([[row]]) => row);
}

/** The sealed secrets of a webhook, for a rotation. */
export async function findSealedSecret(db: Database, organizationId: string, webhookId: string) {
  const [row] = await db.select({ sealedSecret: webhooks.sealedSecret }).from(webhooks).where(ofOrganization(organizationId, webhookId));
  return row?.sealedSecret;
}

export async function insertWebhook(db: Database, webhook: typeof webhooks.$inferInsert) {
  const [created] = await db.insert(webhooks).values(webhook).returning(webhookColumns);
  return created!;
}

export async function updateWebhook(
  db: Database,
  organizationId: string,
  webhookId: string,
  changes: Partial<typeof webhooks.$inferInsert>,
) {
  const [updated] = await db.update(webhooks).set(changes).where(ofOrganization(organizationId, webhookId)).returning(webhookColumns);
  return updated;
}

export async function deleteWebhook(db: Database, organizationId: string, webhookId: string) {
  const deleted = await db.delete(webhooks).where(ofOrganization(organizationId, webhookId)).returning({ id: webhooks.id });
  return deleted.length > 0;
}

/** The enabled webhooks of the organization that subscribed to the event. */
export async function findSubscribedWebhookIds(db: Database, organizationId: string, event: WebhookEvent) {
  const rows = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.organizationId, organizationId),
        eq(webhooks.enabled, true),
        sql`EXISTS (SELECT 1 FROM json_each(${webhooks.events}) WHERE value = ${event})`,
      ),
    );
  return rows.map(({ id }) => id);
}

/** A new delivery, waiting for its first attempt. */
type NewDeliveryRow = {
  id: string;
  webhookId: string;
  organizationId: string;
  eventType: string;
  messageId: string;
  payload: string;
  status: WebhookDeliveryStatus;
  attempts?: number;
  createdAt?: Date;
};

/**
 * In one statement however many (a bulk action queues one per document and webhook, a hundred at a
 * time): the rows travel as one JSON parameter, so D1's 100 bound parameters do not split them.
 */
export async function insertDeliveries(db: Database, deliveries: NewDeliveryRow[]) {
  if (deliveries.length === 0) return;
  const field = (name: keyof NewDeliveryRow) => sql`json_extract(value, ${`$.${name}`})`;
  const now = Date.now();
  const rows = deliveries.map(({ createdAt, ...delivery }) => ({ ...delivery, createdAt: createdAt?.getTime() }));
  // In the table's column order: id, webhook_id, organization_id, event_type, message_id, payload, status,
  // attempts, response_status, response_excerpt, duration_ms, error, next_attempt_at, created_at, updated_at.
  await db.insert(webhookDeliveries).select(
    sql`SELECT ${field('id')}, ${field('webhookId')}, ${field('organizationId')}, ${field('eventType')}, ${field('messageId')}, ${field('payload')},
      ${field('status')}, coalesce(${field('attempts')}, 0), NULL, NULL, NULL, NULL, NULL, coalesce(${field('createdAt')}, ${now}), ${now}
      FROM json_each(${JSON.stringify(rows)}) WHERE true`,
  );
}

/** A delivery with what sending it takes: its webhook's address, state and sealed secrets. */
export async function findDeliveryToSend(db: Database, { organizationId, deliveryId }: { organizationId: string; deliveryId: string }) {
  const [row] = await db
    .select({
      delivery: {
        id: webhookDeliveries.id,
        messageId: webhookDeliveries.messageId,
        payload: webhookDeliveries.payload,
        status: webhookDeliveries.status,
        attempts: webhookDeliveries.attempts,
      },
      webhook: {
        id: webhooks.id,
        organizationId: webhooks.organizationId,
        name: webhooks.name,
        url: webhooks.url,
        enabled: webhooks.enabled,
        sealedSecret: webhooks.sealedSecret,
        previousSealedSecret: webhooks.previousSealedSecret,
        secretRotatedAt: webhooks.secretRotatedAt,
      },
    })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.id, deliveryId)));
  return row;
}

type Attempt = { attempt: number; responseStatus: number | null; responseExcerpt: string | null; durationMs: number; error: string | null };
/** How an attempt changes its webhook's health: a success clears it, a failure starts or extends it. */
export type HealthChange = 'succeeded' | 'attempt_failed' | 'delivery_failed' | 'none';

const HEALTH_CHANGES: Record<HealthChange, (now: Date) => SQLiteUpdateSetSource<typeof webhooks>> = {
  succeeded: () => ({ consecutiveFailedDeliveries: 0, failingSince: null }),
  attempt_failed: (now) => ({ failingSince: sql`COALESCE(${webhooks.failingSince}, ${now.getTime()})` }),
  delivery_failed: (now) => ({
    consecutiveFailedDeliveries: sql`${webhooks.consecutiveFailedDeliveries} + 1`,
    failingSince: sql`COALESCE(${webhooks.failingSince}, ${now.getTime()})`,
  }),
  none: () => ({}),
};

/**
 * Records an attempt in one transaction: its row, where the delivery stands, and on the webhook when
 * it was triggered and its health (counted in SQL, so parallel attempts all count); answers that health.
 */
export async function recordAttempt(
  db: Database,
  { deliveryId, webhookId, now }: { deliveryId: string; webhookId: string; now: Date },
  attempt: Attempt,
  delivery: { status: WebhookDeliveryStatus; nextAttemptAt: Date | null },
  health: HealthChange,
) {
  const [, , [webhook]] = await db.batch([
    db.insert(webhookDeliveryAttempts).values({ id: generateId('wha'), deliveryId, ...attempt, createdAt: now }),
    db
      .update(webhookDeliveries)
      .set({
        ...delivery,
        attempts: attempt.attempt,
        responseStatus: attempt.responseStatus,
        responseExcerpt: attempt.responseExcerpt,
        durationMs: attempt.durationMs,
        error: attempt.error,
        updatedAt: now,
      })
      .where(eq(webhookDeliveries.id, deliveryId)),
    db
      .update(webhooks)
      .set({ lastTriggeredAt: now, ...HEALTH_CHANGES[health](now) })
      .where(eq(webhooks.id, webhookId))
      .returning({ consecutiveFailedDeliveries: webhooks.consecutiveFailedDeliveries, failingSince: webhooks.failingSince }),
  ]);
  return webhook ?? { consecutiveFailedDeliveries: 0, failingSince: null };
}

/** Disables an enabled webhook with the app's reason; answers whether this call did it (so admins hear of it once). */
export async function disableWebhookIfEnabled(db: Database, webhookId: string, reason: WebhookDisabledReason, now: Date) {
  const disabled = await db
    .update(webhooks)
    .set({ enabled: false, disabledReason: reason, disabledAt: now })
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.enabled, true)))
    .returning({ id: webhooks.id });
  return disabled.length > 0;
}

/** A delivery that will not be attempted again, without a new attempt (its messages ran out). */
export async function markDeliveryFailed(
  db: Database,
  { organizationId, deliveryId }: { organizationId: string; deliveryId: string },
  error: string,
  now: Date,
) {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', error, nextAttemptAt: null, updatedAt: now })
    .where(
      and(
        eq(webhookDeliveries.organizationId, organizationId),
        eq(webhookDeliveries.id, deliveryId),
        inArray(webhookDeliveries.status, ['pending', 'retrying']),
      ),
    );
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  webhookId: webhookDeliveries.webhookId,
  eventType: webhookDeliveries.eventType,
  messageId: webhookDeliveries.messageId,
  payload: webhookDeliveries.payload,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  responseStatus: webhookDeliveries.responseStatus,
  responseExcerpt: webhookDeliveries.responseExcerpt,
  durationMs: webhookDeliveries.durationMs,
  error: webhookDeliveries.error,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  createdAt: webhookDeliveries.createdAt,
  updatedAt: webhookDeliveries.updatedAt,
};
// Named apart from the deliveries' columns: D1 keys a batch's rows by column name.
const attemptColumns = {
  deliveryId: webhookDeliveryAttempts.deliveryId,
  attempt: webhookDeliveryAttempts.attempt,
  attemptResponseStatus: sql<number | null>`${webhookDeliveryAttempts.responseStatus}`.as('attempt_response_status'),
  attemptResponseExcerpt: sql<string | null>`${webhookDeliveryAttempts.responseExcerpt}`.as('attempt_response_excerpt'),
  attemptDurationMs: sql<number>`${webhookDeliveryAttempts.durationMs}`.as('attempt_duration_ms'),
  attemptError: sql<string | null>`${webhookDeliveryAttempts.error}`.as('attempt_error'),
  attemptedAt: sql`${webhookDeliveryAttempts.createdAt}`.mapWith(webhookDeliveryAttempts.createdAt).as('attempted_at'),
};

const deliveriesOf = (organizationId: string, webhookId: string) =>
  and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.webhookId, webhookId));

/** One page of a webhook's deliveries, newest first, with their count and attempts; ready to batch with the access check. */
export function listDeliveries(db: Database, organizationId: string, webhookId: string, { pageIndex, pageSize }: Page) {
  const page = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(deliveriesOf(organizationId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(pageSize)
    .offset(pageIndex * pageSize);
  return batchedRead(
    [
      db.select({ webhookId: webhooks.id }).from(webhooks).where(ofOrganization(organizationId, webhookId)),
      db
        .select(deliveryColumns)
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.id, page))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)),
      db.select({ deliveriesCount: count() }).from(webhookDeliveries).where(deliveriesOf(organizationId, webhookId)),
      db
        .select(attemptColumns)
        .from(webhookDeliveryAttempts)
        .where(inArray(webhookDeliveryAttempts.deliveryId, page))
        .orderBy(asc(webhookDeliveryAttempts.attempt)),
    ],
    ([[webhook], deliveries, [counted], attempts]) =>
      webhook
        ? {
            deliveries: deliveries.map((delivery) => ({
              ...delivery,
              attemptLog: attempts.filter(({ deliveryId }) => deliveryId === delivery.id),
            })),
            deliveriesCount: counted?.deliveriesCount ?? 0,
          }
        : undefined,
  );
}

export async function findDelivery(db: Database, organizationId: string, webhookId: string, deliveryId: string) {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(and(deliveriesOf(organizationId, webhookId), eq(webhookDeliveries.id, deliveryId)));
  return row;
}

/** Puts a delivery back in line for one more attempt (a redelivery). */
export async function reopenDelivery(db: Database, deliveryId: string, now: Date) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: null, updatedAt: now })
    .where(eq(webhookDeliveries.id, deliveryId))
    .returning(deliveryColumns);
  return row!;
}

/** Deletes deliveries (and their attempts) created before `before`. */
export async function pruneDeliveries(db: Database, before: Date) {
  await deleteInBatches(db, webhookDeliveries, webhookDeliveries.id, lt(webhookDeliveries.createdAt, before));
}

/** The operator's health screen, for one database: deliveries waiting for an attempt and those given up, each counted up to `cap`. */
export function countDeliveryBacklog(db: Database, cap: number) {
  const backlog = (...statuses: WebhookDeliveryStatus[]) =>
    cappedCount(
      db,
      db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(inArray(webhookDeliveries.status, statuses)).$dynamic(),
      cap,
    );
  return [backlog('pending', 'retrying'), backlog('failed')] as const;
}

/** A page of a database's deliveries given up after every attempt, newest first, with their webhook's address. */
export function selectFailedDeliveries(db: Database, cursor: KeysetCursor | undefined, limit: number) {
  return db
    .select({
      id: webhookDeliveries.id,
      organizationId: webhookDeliveries.organizationId,
      webhookId: webhookDeliveries.webhookId,
      webhookUrl: webhooks.url,
      eventType: webhookDeliveries.eventType,
      attempts: webhookDeliveries.attempts,
      responseStatus: webhookDeliveries.responseStatus,
      error: webhookDeliveries.error,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(and(eq(webhookDeliveries.status, 'failed'), beforeKeyset(webhookDeliveries.createdAt, webhookDeliveries.id, cursor)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

/** The webhook of one of the organization's deliveries, by the delivery's id alone (the console's Retry). */
export async function findDeliveryWebhookId(db: Database, organizationId: string, deliveryId: string) {
  const [row] = await db
    .select({ webhookId: webhookDeliveries.webhookId, eventType: webhookDeliveries.eventType })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.id, deliveryId)));
  return row;
}
