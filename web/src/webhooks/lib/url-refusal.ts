import type { TFunction } from 'i18next';
import type { ApiError } from '@/api/api-error';
import { errorMessage } from '@/api/error-message';

// The refusals only the server can tell (it resolves what a URL's host is); the form checks the rest itself.
const REFUSAL_KEYS: Record<string, string> = {
  https_required: 'webhooks.form.url.refused.https-required',
  private_address: 'webhooks.form.url.refused.private-address',
  internal_name: 'webhooks.form.url.refused.internal-name',
};

/** Why the server refused a webhook's URL (`details.reason` of webhook.url_not_allowed), in the interface language. */
export function urlRefusalMessage(error: ApiError, t: TFunction): string {
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  const key = typeof reason === 'string' ? REFUSAL_KEYS[reason] : undefined;
  return key ? t(key) : errorMessage(error, t);
}
