import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { batchedRead } from '../../platform/db/batched-read';
import { webhooks } from './webhooks.tables';

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
