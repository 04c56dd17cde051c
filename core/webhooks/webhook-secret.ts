import { base64Of } from '../base64';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;

/** A new secret as Standard Webhooks writes them: `whsec_` and 32 random bytes in base64. */
export function generateWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + base64Of(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));
}
