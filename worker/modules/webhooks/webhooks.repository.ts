import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { batchedRead } from '../../platform/db/batched-read';
import { webhookDeliveries, webhooks, type WebhookEvent } from './webhooks.tables';

const webhookColumns = {
  id: webhooks.id,
  organizationId: webhooks.organizationId,
  name: webhooks.name,
  url: webhooks.url,
  enabled: webhooks.enabled,
  events: webhooks.events,
  lastTriggeredAt: webhooks.lastTriggeredAt,
  createdAt: webhooks.createdAt,
  updatedAt: webhooks.updatedAt,
};

const ofOrganization = (organizationId: string, webhookId: string) => and(eq(webhooks.organizationId, organizationId), eq(webhooks.id, webhookId));

/** The organization's webhooks, oldest first, ready to batch with the access check. */
export function listWebhooks(db: Database, organizationId: string) {
  return batchedRead([db.select(webhookColumns).from(webhooks).where(eq(webhooks.organizationId, organizationId)).orderBy(asc(webhooks.createdAt), asc(webhooks.id))], ([rows]) => rows);
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

export async function updateWebhook(db: Database, organizationId: string, webhookId: string, changes: Partial<typeof webhooks.$inferInsert>) {
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
    .where(and(eq(webhooks.organizationId, organizationId), eq(webhooks.enabled, true), sql`EXISTS (SELECT 1 FROM json_each(${webhooks.events}) WHERE value = ${event})`));
  return rows.map(({ id }) => id);
}

export async function insertDeliveries(db: Database, deliveries: (typeof webhookDeliveries.$inferInsert)[]) {
  if (deliveries.length > 0) await db.insert(webhookDeliveries).values(deliveries);
}

/** A delivery with what sending it takes: its webhook's address, state and sealed secrets. */
export async function findDeliveryToSend(db: Database, deliveryId: string) {
  const [row] = await db
    .select({
      delivery: { id: webhookDeliveries.id, messageId: webhookDeliveries.messageId, payload: webhookDeliveries.payload, status: webhookDeliveries.status, attempts: webhookDeliveries.attempts },
      webhook: { id: webhooks.id, url: webhooks.url, enabled: webhooks.enabled, sealedSecret: webhooks.sealedSecret, previousSealedSecret: webhooks.previousSealedSecret, secretRotatedAt: webhooks.secretRotatedAt },
    })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
}

/** Records an attempt on the delivery, and when it reached the receiver, on its webhook. */
export async function recordAttempt(db: Database, deliveryId: string, webhookId: string, attempt: Partial<typeof webhookDeliveries.$inferInsert>, { triggeredAt, disable }: { triggeredAt: Date; disable: boolean }) {
  await db.batch([
    db.update(webhookDeliveries).set(attempt).where(eq(webhookDeliveries.id, deliveryId)),
    db
      .update(webhooks)
      .set(disable ? { lastTriggeredAt: triggeredAt, enabled: false } : { lastTriggeredAt: triggeredAt })
      .where(eq(webhooks.id, webhookId)),
  ]);
}
