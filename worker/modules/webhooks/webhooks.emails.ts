import type { Email } from '../../platform/email/email-sender';
import type { WebhookDisabledReason } from './webhooks.tables';

type Words = {
  organizationName: string;
  webhookName: string;
  url: string;
  reason: WebhookDisabledReason;
  settingsUrl: string | undefined;
  limits: { failedDeliveries: number; days: number };
};

const REASONS: Record<WebhookDisabledReason, (limits: Words['limits']) => string> = {
  gone: () => 'the receiver answered 410 Gone, which means it no longer wants these events',
  consecutive_failures: ({ failedDeliveries }) => `${failedDeliveries} deliveries in a row failed, each after all its retries`,
  no_success: ({ days }) => `no delivery has succeeded for ${days} days`,
};

/**
 * Tells an owner or admin that the app disabled a webhook, why, and how to turn it back on. In
 * English: nothing records the language of a person who is not making the request.
 */
export function webhookDisabledEmail(to: string, words: Words): Email {
  const where = words.settingsUrl ?? 'Organization settings → Webhooks';
  return {
    to,
    subject: `Webhook "${words.webhookName}" of ${words.organizationName} was disabled`,
    text:
      `Hello,\n\nThe webhook "${words.webhookName}" (${words.url}) of the organization "${words.organizationName}" was disabled because ${REASONS[words.reason](words.limits)}.\n\n` +
      `No events are sent to it until it is enabled again. Its deliveries show what the receiver answered; once it works, enable it here:\n${where}\n`,
  };
}
