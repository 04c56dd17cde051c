import { env } from 'cloudflare:workers';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it, vi } from 'vitest';
import { attemptDelivery } from '../../worker/modules/webhooks/webhook-delivery.service';
import { createDatabase } from '../../worker/platform/db/client';
import { api, createOrganizationMember, uploadFile } from './helpers';
import { WEBHOOK_RECEIVER_PORT } from './webhook-receiver-port';

// Deliveries go through the real local webhooks queue (its consumer is this Worker's) to a real
// receiver on loopback (tests/webhook-receiver.global-setup.ts); the tests wait for what arrives.
const receiver = `http://127.0.0.1:${WEBHOOK_RECEIVER_PORT}`;
const received = async (name: string) => (await (await fetch(`${receiver}/received/${name}`)).json()) as { headers: Record<string, string>; body: string }[];
const uniqueName = () => `r${Math.random().toString(36).slice(2, 10)}`;
const eventually = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 15_000, interval: 200 });

async function createWebhook(cookie: string, organizationId: string, url: string, events = ['document:created']) {
  const { status, json } = await api(`/api/organizations/${organizationId}/webhooks`, { method: 'POST', cookie, body: { name: 'Receiver', url, events } });
  if (status !== 201) throw new Error(`webhook: ${status} ${JSON.stringify(json)}`);
  return json as { webhook: { id: string }; secret: string };
}

type DeliveryRow = { id: string; status: string; attempts: number; response_status: number | null; message_id: string; error: string | null; next_attempt_at: number | null; updated_at: number };
const deliveriesOf = async (webhookId: string) => (await env.DB.prepare('SELECT * FROM webhook_deliveries WHERE webhook_id = ? ORDER BY created_at').bind(webhookId).all<DeliveryRow>()).results;
const onlyDelivery = async (webhookId: string) => {
  const rows = await deliveriesOf(webhookId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

describe('webhook deliveries', () => {
  it('reach the subscribed, enabled webhooks of the organization only, signed as Standard Webhooks verify', { timeout: 30_000 }, async () => {
    const owner = await createOrganizationMember();
    const other = await createOrganizationMember();
    const name = uniqueName();
    const subscribed = await createWebhook(owner.cookie, owner.organizationId, `${receiver}/hooks/${name}`);
    const elsewhere = await createWebhook(owner.cookie, owner.organizationId, `${receiver}/hooks/${name}-deleted-only`, ['document:deleted']);
    const otherOrganization = await createWebhook(other.cookie, other.organizationId, `${receiver}/hooks/${name}-other`);

    const { json } = await uploadFile(owner.cookie, owner.organizationId, { name: 'invoice.txt', content: 'Invoice 42', type: 'text/plain' });
    const delivery = await eventually(async () => {
      const row = await onlyDelivery(subscribed.webhook.id);
      expect(row).toMatchObject({ status: 'succeeded', attempts: 1, response_status: 200 });
      return row;
    });
    const [request] = await received(name);
    expect(request!.headers['webhook-id']).toBe(delivery.message_id);
    expect(request!.headers['user-agent']).toMatch(/^Archive-Webhooks\//);
    const payload = new Webhook(subscribed.secret).verify(request!.body, request!.headers) as any;
    expect(payload).toMatchObject({ type: 'document:created', data: { documentId: json.document.id, organizationId: owner.organizationId } });
    expect(await deliveriesOf(elsewhere.webhook.id)).toEqual([]);
    expect(await deliveriesOf(otherOrganization.webhook.id)).toEqual([]);
    const read = await api(`/api/organizations/${owner.organizationId}/webhooks/${subscribed.webhook.id}`, { cookie: owner.cookie });
    expect(read.json.webhook.lastTriggeredAt).not.toBeNull();
  });

  it('retry on the schedule with the same message id, and record the failure after the last attempt', { timeout: 40_000 }, async () => {
    const owner = await createOrganizationMember();
    const name = uniqueName();
    const failing = await createWebhook(owner.cookie, owner.organizationId, `${receiver}/hooks/${name}?status=500`);
    await uploadFile(owner.cookie, owner.organizationId, { name: 'a.txt', content: 'a', type: 'text/plain' });
    // The first attempt fails: retried 5 s later; the second fails too: 5 minutes later.
    const first = await eventually(async () => {
      const row = await onlyDelivery(failing.webhook.id);
      expect(row).toMatchObject({ status: 'retrying', attempts: 1, response_status: 500 });
      return row;
    });
    expect(Math.round((first.next_attempt_at! - first.updated_at) / 1000)).toBe(5);
    const second = await eventually(async () => {
      const row = await onlyDelivery(failing.webhook.id);
      expect(row).toMatchObject({ status: 'retrying', attempts: 2 });
      return row;
    });
    expect(Math.round((second.next_attempt_at! - second.updated_at) / 1000)).toBe(300);
    expect(new Set((await received(name)).map((request) => request.headers['webhook-id']))).toEqual(new Set([first.message_id]));

    // The tenth and last attempt fails: the delivery is failed for good, nothing more is scheduled.
    expect(await attemptDelivery(createDatabase(env.DB), env, first.id, 10)).toEqual({});
    expect(await onlyDelivery(failing.webhook.id)).toMatchObject({ status: 'failed', attempts: 10, next_attempt_at: null, response_status: 500 });
  });

  it('disable a webhook whose receiver answers 410 Gone', { timeout: 30_000 }, async () => {
    const owner = await createOrganizationMember();
    const gone = await createWebhook(owner.cookie, owner.organizationId, `${receiver}/hooks/${uniqueName()}?status=410`);
    await uploadFile(owner.cookie, owner.organizationId, { name: 'b.txt', content: 'b', type: 'text/plain' });
    await eventually(async () => expect(await onlyDelivery(gone.webhook.id)).toMatchObject({ status: 'failed', response_status: 410 }));
    const read = await api(`/api/organizations/${owner.organizationId}/webhooks/${gone.webhook.id}`, { cookie: owner.cookie });
    expect(read.json.webhook.enabled).toBe(false);
  });

  it('check the address again before sending', { timeout: 30_000 }, async () => {
    const owner = await createOrganizationMember();
    const hook = await createWebhook(owner.cookie, owner.organizationId, `${receiver}/hooks/${uniqueName()}`);
    // As if the address had been saved under other rules: sending checks it again.
    await env.DB.prepare('UPDATE webhooks SET url = ? WHERE id = ?').bind(`http://127.0.0.2:${WEBHOOK_RECEIVER_PORT}/hooks/x`, hook.webhook.id).run();
    await uploadFile(owner.cookie, owner.organizationId, { name: 'c.txt', content: 'c', type: 'text/plain' });
    await eventually(async () => expect(await onlyDelivery(hook.webhook.id)).toMatchObject({ status: 'failed', error: 'Not sent: the URL is not allowed (private_address)' }));
  });
});
