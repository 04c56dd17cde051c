import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { generateWebhookSecret } from '../../../core/webhooks/webhook-secret';
import { signWebhook, webhookSigningKey } from './webhook-signing';

const body = JSON.stringify({
  type: 'document:created',
  timestamp: '2026-11-24T10:00:00.000Z',
  data: { documentId: 'doc_1', organizationId: 'org_1', name: 'a.pdf' },
});
const headersOf = async (secrets: string[], messageId = 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W', timestamp = Math.floor(Date.now() / 1000)) => ({
  'webhook-id': messageId,
  'webhook-timestamp': String(timestamp),
  'webhook-signature': await signWebhook({ messageId, timestamp, body, secrets }),
});

// Verified by the official `standardwebhooks` package: a verifier nobody here wrote.
describe('signWebhook', () => {
  it('signs with a generated whsec_ secret as the standard verifies it', async () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhookSigningKey(secret)).toHaveLength(32);
    expect(new Webhook(secret).verify(body, await headersOf([secret]))).toEqual(JSON.parse(body));
  });

  it('signs with a given plain secret as its UTF-8 bytes', async () => {
    const secret = 'my shared secret';
    expect(new Webhook(secret, { format: 'raw' }).verify(body, await headersOf([secret]))).toEqual(JSON.parse(body));
  });

  it('carries both signatures during a rotation: receivers with either secret verify', async () => {
    const [current, previous] = [generateWebhookSecret(), generateWebhookSecret()];
    const headers = await headersOf([current, previous]);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(current).verify(body, headers)).toBeTruthy();
    expect(new Webhook(previous).verify(body, headers)).toBeTruthy();
  });

  it('is refused for another secret, another body or an old timestamp', async () => {
    const secret = generateWebhookSecret();
    const headers = await headersOf([secret]);
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
    const old = await headersOf([secret], 'msg_old', Math.floor(Date.now() / 1000) - 3600);
    expect(() => new Webhook(secret).verify(body, old)).toThrow();
  });
});
