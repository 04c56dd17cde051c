/** The demo's webhooks: kept with their secrets as the server's are, though the demo never sends one. */
import type { ApiClient } from '@/api/api-client';
import { generateId } from '../../../../core/ids';
import { notAvailableInDemo } from '../../../../core/demo/demo.errors';
import { deliveriesPaginationSchema, webhookInputSchema } from '../../../../core/webhooks/webhooks.schemas';
import { webhookNotFound } from '../../../../core/webhooks/webhooks.errors';
import { generateWebhookSecret } from '../../../../core/webhooks/webhook-secret';
import { newestFirst, withinQuota } from './demo-records';
import { answer, parse, type DemoClientContext } from './demo-client-context';

export function demoWebhooksApi({ database, requireOrganization }: DemoClientContext): ApiClient['webhooks'] {
  async function requireWebhook(organizationId: string, webhookId: string) {
    await requireOrganization(organizationId);
    const webhook = await database.get('webhooks', webhookId);
    if (!webhook || webhook.organizationId !== organizationId) throw webhookNotFound();
    return webhook;
  }

  return {
    list: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        const webhooks = await database.getAllFromIndex('webhooks', 'organizationId', organizationId);
        return { webhooks: webhooks.sort(newestFirst).map(({ secret: _secret, ...webhook }) => webhook) };
      }),
    get: (organizationId, webhookId) =>
      answer(async () => {
        const { secret: _secret, ...webhook } = await requireWebhook(organizationId, webhookId);
        return { webhook };
      }),
    create: (organizationId, input) =>
      answer(async () => {
        await requireOrganization(organizationId);
        const { secret: givenSecret, ...fields } = parse(webhookInputSchema, input);
        const secret = givenSecret ?? generateWebhookSecret();
        const now = new Date();
        const webhook = {
          id: generateId('wh'),
          organizationId,
          ...fields,
          lastTriggeredAt: null,
          disabledReason: null,
          disabledAt: null,
          createdAt: now,
          updatedAt: now,
        };
        await withinQuota(() => database.put('webhooks', { ...webhook, secret }));
        return givenSecret === undefined ? { webhook, secret } : { webhook };
      }),
    update: (organizationId, webhookId, input) =>
      answer(async () => {
        const stored = await requireWebhook(organizationId, webhookId);
        const { secret, ...fields } = parse(webhookInputSchema, input);
        const { secret: storedSecret, ...updated } = {
          ...stored,
          ...fields,
          secret: secret ?? stored.secret,
          disabledReason: fields.enabled ? null : stored.disabledReason,
          disabledAt: fields.enabled ? null : stored.disabledAt,
          updatedAt: new Date(),
        };
        await database.put('webhooks', { ...updated, secret: storedSecret });
        return { webhook: updated };
      }),
    delete: (organizationId, webhookId) =>
      answer(async () => {
        await requireWebhook(organizationId, webhookId);
        await database.delete('webhooks', webhookId);
      }),
    listDeliveries: (organizationId, webhookId, query) =>
      answer(async () => {
        await requireWebhook(organizationId, webhookId);
        parse(deliveriesPaginationSchema, query, 'query');
        // The demo sends nothing, so no webhook has a delivery.
        return { deliveries: [], deliveriesCount: 0 };
      }),
    redeliver: (organizationId, webhookId) =>
      answer(async () => {
        await requireWebhook(organizationId, webhookId);
        throw notAvailableInDemo();
      }),
    sendTestEvent: (organizationId, webhookId) =>
      answer(async () => {
        await requireWebhook(organizationId, webhookId);
        throw notAvailableInDemo();
      }),
  };
}
