import { AppError, notFound } from '../errors';
import type { WebhookUrlRefusal } from './webhook-url';

export const webhookNotFound = () => notFound('webhook.not_found', 'This webhook does not exist in this organization.');

const URL_REFUSALS: Record<WebhookUrlRefusal, string> = {
  invalid: 'URL is invalid',
  scheme: 'The URL must start with http:// or https://',
  https_required: 'The URL must use https://',
  private_address: 'The URL points to a private, loopback or link-local address: webhooks are only sent to public servers',
  internal_name: 'The URL names a host that only exists on a local network: webhooks are only sent to public servers',
};

/** `details.reason` names the refusal, so that a client can say it in its own words. */
export const webhookUrlNotAllowed = (refusal: WebhookUrlRefusal) =>
  new AppError(400, 'webhook.url_not_allowed', URL_REFUSALS[refusal], { reason: refusal });
export const webhookDeliveryNotFound = () => notFound('webhook_delivery.not_found', 'This delivery does not exist for this webhook.');
export const webhookDisabled = () => new AppError(409, 'webhook.disabled', 'This webhook is disabled: enable it to send it events.');
