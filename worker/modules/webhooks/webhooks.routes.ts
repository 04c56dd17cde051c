import { Hono } from 'hono';
import { validate } from '../../platform/validation';
import { permit } from '../../platform/permit';
import type { OrganizationEnv } from '../access/organization-member.middleware';
import { listDeliveries, redeliver, sendTestEvent } from './webhook-delivery.service';
import { toDeliveryDto, toWebhookDto } from './webhooks.dto';
import { webhookNotFound } from '../../../core/webhooks/webhooks.errors';
import {
  deliveriesPaginationSchema,
  deliveryIdParamSchema,
  webhookIdParamSchema,
  webhookInputSchema,
} from '../../../core/webhooks/webhooks.schemas';
import { createWebhook, editWebhook, findWebhook, listWebhooks, removeWebhook } from './webhooks.service';

const webhookParam = validate('param', webhookIdParamSchema);
const deliveryParam = validate('param', webhookIdParamSchema.extend(deliveryIdParamSchema.shape));

/** Mounted at /organizations/:organizationId/webhooks: admins and owners. */
export const webhooksRoutes = new Hono<OrganizationEnv>()
  .get('/', permit('webhooks:read'), async (c) =>
    c.json({ webhooks: (await c.var.access.read(listWebhooks(c.var.deps.organizationDb, c.var.organizationId))).map(toWebhookDto) }),
  )
  .post('/', permit('webhooks:create'), validate('json', webhookInputSchema), async (c) => {
    const { webhook, generatedSecret } = await createWebhook(c.var.deps, {
      organizationId: c.var.organizationId,
      input: c.req.valid('json'),
    });
    return c.json({ webhook: toWebhookDto(webhook), ...(generatedSecret ? { secret: generatedSecret } : {}) }, 201);
  })
  .get('/:webhookId', permit('webhooks:read'), webhookParam, async (c) => {
    const webhook = await c.var.access.read(findWebhook(c.var.deps.organizationDb, c.var.organizationId, c.req.valid('param').webhookId));
    if (!webhook) throw webhookNotFound();
    return c.json({ webhook: toWebhookDto(webhook) });
  })
  .put('/:webhookId', permit('webhooks:update'), webhookParam, validate('json', webhookInputSchema), async (c) =>
    c.json({
      webhook: toWebhookDto(
        await editWebhook(c.var.deps, {
          organizationId: c.var.organizationId,
          webhookId: c.req.valid('param').webhookId,
          input: c.req.valid('json'),
        }),
      ),
    }),
  )
  .delete('/:webhookId', permit('webhooks:delete'), webhookParam, async (c) => {
    await removeWebhook(c.var.deps, { organizationId: c.var.organizationId, webhookId: c.req.valid('param').webhookId });
    return c.body(null, 204);
  })
  .get('/:webhookId/deliveries', permit('webhooks:read'), webhookParam, validate('query', deliveriesPaginationSchema), async (c) => {
    const page = await c.var.access.read(
      listDeliveries(c.var.deps.organizationDb, c.var.organizationId, c.req.valid('param').webhookId, c.req.valid('query')),
    );
    if (!page) throw webhookNotFound();
    return c.json({ deliveries: page.deliveries.map(toDeliveryDto), deliveriesCount: page.deliveriesCount });
  })
  .post('/:webhookId/deliveries/:deliveryId/redeliver', permit('webhooks:update'), deliveryParam, async (c) => {
    const { webhookId, deliveryId } = c.req.valid('param');
    return c.json({ delivery: await redeliver(c.var.deps, { organizationId: c.var.organizationId, webhookId, deliveryId }) }, 202);
  })
  .post('/:webhookId/test', permit('webhooks:update'), webhookParam, async (c) =>
    c.json(
      { delivery: await sendTestEvent(c.var.deps, { organizationId: c.var.organizationId, webhookId: c.req.valid('param').webhookId }) },
      202,
    ),
  );
