import { base64Of, bytesOfBase64 } from '../../../core/base64';
import { WEBHOOK_SECRET_PREFIX as SECRET_PREFIX } from '../../../core/webhooks/webhook-secret';

/**
 * The signing key of a secret: a `whsec_…` secret is base64, as the standard says; any other string
 * is its UTF-8 bytes, as the original server signs with it.
 */
export function webhookSigningKey(secret: string): Uint8Array {
  if (secret.startsWith(SECRET_PREFIX)) {
    try {
      return bytesOfBase64(secret.slice(SECRET_PREFIX.length));
    } catch {
      // Not base64 after all: the string itself, like any other given secret.
    }
  }
  return new TextEncoder().encode(secret);
}

/**
 * The `webhook-signature` header of a message: `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`
 * for each secret, space-separated (the current one, and the one before it during a rotation).
 */
export async function signWebhook({
  messageId,
  timestamp,
  body,
  secrets,
}: {
  messageId: string;
  timestamp: number;
  body: string;
  secrets: string[];
}): Promise<string> {
  const content = new TextEncoder().encode(`${messageId}.${timestamp}.${body}`);
  const signatures = await Promise.all(
    secrets.map(async (secret) => {
      const key = await crypto.subtle.importKey('raw', webhookSigningKey(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      return `v1,${base64Of(new Uint8Array(await crypto.subtle.sign('HMAC', key, content)))}`;
    }),
  );
  return signatures.join(' ');
}
