import type { WebhookEvent } from './webhooks.tables';

type WebhookRow = { id: string; organizationId: string; name: string; url: string; enabled: boolean; events: WebhookEvent[]; lastTriggeredAt: Date | null; createdAt: Date; updatedAt: Date };

/** A webhook as its admins see it: never its secret. */
export const toWebhookDto = (webhook: WebhookRow) => ({
  id: webhook.id,
  organizationId: webhook.organizationId,
  name: webhook.name,
  url: webhook.url,
  enabled: webhook.enabled,
  events: webhook.events,
  lastTriggeredAt: webhook.lastTriggeredAt,
  createdAt: webhook.createdAt,
  updatedAt: webhook.updatedAt,
});
