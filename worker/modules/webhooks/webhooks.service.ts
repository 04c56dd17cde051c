import type { z } from 'zod';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { sealSecret } from '../../platform/crypto/secret-box';
import { generateId } from '../../../core/ids';
import type { Settings } from '../../platform/settings';
import { generateWebhookSecret } from '../../../core/webhooks/webhook-secret';
import { webhookUrlRefusal } from '../../../core/webhooks/webhook-url';
import { webhookNotFound, webhookUrlNotAllowed } from '../../../core/webhooks/webhooks.errors';
import { deleteWebhook, findSealedSecret, insertWebhook, updateWebhook } from './webhooks.repository';
import type { webhookInputSchema } from '../../../core/webhooks/webhooks.schemas';

export { findWebhook, listWebhooks } from './webhooks.repository';

type WebhookInput = z.output<typeof webhookInputSchema>;

export const WEBHOOK_SECRET_PURPOSE = 'webhook-secret';

/** Refuses a URL the webhook could not be sent to: checked on save, and again before every send. */
function assertWebhookUrlAllowed(url: string, settings: Settings) {
  const refusal = webhookUrlRefusal(url, {
    allowedHostnames: settings.WEBHOOK_URL_ALLOWED_HOSTNAMES,
    requireHttps: settings.APP_ENV === 'production',
  });
  if (refusal) throw webhookUrlNotAllowed(refusal);
}

const seal = (secret: string, settings: Settings) =>
  sealSecret(secret, { authSecret: settings.AUTH_SECRET!, purpose: WEBHOOK_SECRET_PURPOSE });

/** Creates a webhook; without a given secret one is generated and answered, the one time it is shown. */
export async function createWebhook(
  { organizationDb: db, settings }: OrganizationDependencies,
  { organizationId, input }: { organizationId: string; input: WebhookInput },
) {
  assertWebhookUrlAllowed(input.url, settings);
  const secret = input.secret ?? generateWebhookSecret();
  const webhook = await insertWebhook(db, {
    id: generateId('wh'),
    organizationId,
    name: input.name,
    url: input.url,
    sealedSecret: await seal(secret, settings),
    enabled: input.enabled,
    events: input.events,
  });
  return { webhook, generatedSecret: input.secret === undefined ? secret : undefined };
}

// Enabling a webhook (again) starts its health afresh and forgets why the app disabled it.
const HEALTHY = { consecutiveFailedDeliveries: 0, failingSince: null, disabledReason: null, disabledAt: null };

/** Edits a webhook; a secret sent rotates it, the previous one still signing for a day. */
export async function editWebhook(
  { organizationDb: db, settings }: OrganizationDependencies,
  { organizationId, webhookId, input, now = new Date() }: { organizationId: string; webhookId: string; input: WebhookInput; now?: Date },
) {
  assertWebhookUrlAllowed(input.url, settings);
  const rotation =
    input.secret === undefined
      ? {}
      : {
          sealedSecret: await seal(input.secret, settings),
          previousSealedSecret: await findSealedSecret(db, organizationId, webhookId),
          secretRotatedAt: now,
        };
  const webhook = await updateWebhook(db, organizationId, webhookId, {
    name: input.name,
    url: input.url,
    enabled: input.enabled,
    events: input.events,
    ...rotation,
    ...(input.enabled ? HEALTHY : {}),
  });
  if (!webhook) throw webhookNotFound();
  return webhook;
}

export async function removeWebhook(
  { organizationDb: db }: OrganizationDependencies,
  { organizationId, webhookId }: { organizationId: string; webhookId: string },
) {
  if (!(await deleteWebhook(db, organizationId, webhookId))) throw webhookNotFound();
}
