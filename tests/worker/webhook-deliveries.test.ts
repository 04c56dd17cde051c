import {
  firstOfAllOrganizations,
  organizationDatabase,
  organizationDeps,
  rowsOfAllOrganizations,
  runOnAllOrganizations,
} from './databases';
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Webhook } from 'standardwebhooks';
import { describe, expect, inject, it, vi } from 'vitest';
import {
  attemptDelivery,
  pruneOldDeliveries,
  recordAbandonedDeliveries,
  type WebhookDeliveryMessage,
} from '../../worker/modules/webhooks/webhook-delivery.service';
import { insertDeliveries } from '../../worker/modules/webhooks/webhooks.repository';
import worker from '../../worker/index';
import { resolveDependencies } from '../../worker/dependencies';
import { createDatabase } from '../../worker/platform/db/client';
import { getSettings } from '../../worker/modules/config/config.service';
import { api, createOrganizationMember, latestEmailTo, uploadFile, createOrganizationOfFileUser } from './helpers';

// Deliveries go through the real local webhooks queue (its consumer is this Worker's) to a real
// receiver on loopback (tests/webhook-receiver.global-setup.ts); the tests wait for what arrives.
const receiverPort = inject('webhookReceiverPort');
const receiver = `http://127.0.0.1:${receiverPort}`;
const received = async (name: string) =>
  (await (await fetch(`${receiver}/received/${name}`)).json()) as { headers: Record<string, string>; body: string }[];
const uniqueName = () => `r${Math.random().toString(36).slice(2, 10)}`;
const retryScheduleSeconds = getSettings(env).WEBHOOK_RETRY_SCHEDULE_SECONDS;
const eventually = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 15_000, interval: 200 });

async function createWebhook(cookie: string, organizationId: string, url: string, events = ['document:created']) {
  const { status, json } = await api(`/api/organizations/${organizationId}/webhooks`, {
    method: 'POST',
    cookie,
    body: { name: 'Receiver', url, events },
  });
  if (status !== 201) throw new Error(`webhook: ${status} ${JSON.stringify(json)}`);
  return json as { webhook: { id: string }; secret: string };
}

type DeliveryRow = {
  id: string;
  status: string;
  attempts: number;
  response_status: number | null;
  message_id: string;
  error: string | null;
  next_attempt_at: number | null;
  updated_at: number;
};
const deliveriesOf = async (webhookId: string) =>
  await rowsOfAllOrganizations<DeliveryRow>('SELECT * FROM webhook_deliveries WHERE webhook_id = ? ORDER BY created_at', webhookId);
const onlyDelivery = async (webhookId: string) => {
  const rows = await deliveriesOf(webhookId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

describe('webhook deliveries', () => {
  it('reach the subscribed, enabled webhooks of the organization only, signed as Standard Webhooks verify', {
    timeout: 30_000,
  }, async () => {
    const owner = await createOrganizationOfFileUser();
    const other = await createOrganizationMember();
    const name = uniqueName();
    const subscribed = await createWebhook(owner.cookie, owner.organizationId, `${receiver}/hooks/${name}`);
    const elsewhere = await createWebhook(owner.cookie, owner.organizationId, `${receiver}/hooks/${name}-deleted-only`, [
      'document:deleted',
    ]);
    const otherOrganization = await createWebhook(other.cookie, other.organizationId, `${receiver}/hooks/${name}-other`);

    const { json } = await uploadFile(owner.cookie, owner.organizationId, {
      name: 'invoice.txt',
      content: 'Invoice 42',
      type: 'text/plain',
    });
    const delivery = await eventually(async () => {
      const row = await onlyDelivery(subscribed.webhook.id);
      expect(row).toMatchObject({ status: 'succeeded', attempts: 1, response_status: 200 });
      return row;
    });
    const [request] = await received(name);
    expect(request!.headers['webhook-id']).toBe(delivery.message_id);
    expect(request!.headers['user-agent']).toMatch(/^Archive-Webhooks\//);
    const payload = new Webhook(subscribed.secret).verify(request!.body, request!.headers) as any;
    expect(payload).toMatchObject({
      type: 'document:created',
      data: { documentId: json.document.id, organizationId: owner.organizationId },
    });
    expect(await deliveriesOf(elsewhere.webhook.id)).toEqual([]);
    expect(await deliveriesOf(otherOrganization.webhook.id)).toEqual([]);
    const read = await api(`/api/organizations/${owner.organizationId}/webhooks/${subscribed.webhook.id}`, { cookie: owner.cookie });
    expect(read.json.webhook.lastTriggeredAt).not.toBeNull();
  });

  it('retry on the schedule with the same message id, and record the failure after the last attempt', { timeout: 40_000 }, async () => {
    const owner = await createOrganizationOfFileUser();
    const name = uniqueName();
    const failing = await createWebhook(owner.cookie, owner.organizationId, `${receiver}/hooks/${name}?status=500`);
    await uploadFile(owner.cookie, owner.organizationId, { name: 'a.txt', content: 'a', type: 'text/plain' });
    // The first attempt fails: retried on the schedule's first delay (2 s here); the second fails too: 5 minutes later.
    const first = await eventually(async () => {
      const row = await onlyDelivery(failing.webhook.id);
      expect(row).toMatchObject({ status: 'retrying', attempts: 1, response_status: 500 });
      return row;
    });
    expect(Math.round((first.next_attempt_at! - first.updated_at) / 1000)).toBe(retryScheduleSeconds[0]);
    const second = await eventually(async () => {
      const row = await onlyDelivery(failing.webhook.id);
      expect(row).toMatchObject({ status: 'retrying', attempts: 2 });
      return row;
    });
    expect(Math.round((second.next_attempt_at! - second.updated_at) / 1000)).toBe(retryScheduleSeconds[1]);
    expect(new Set((await received(name)).map((request) => request.headers['webhook-id']))).toEqual(new Set([first.message_id]));

    // A message naming another organization finds nothing to send.
    expect(
      await attemptDelivery(await organizationDeps(owner.organizationId), {
        organizationId: 'org_00000000000000000000other',
        deliveryId: first.id,
      }),
    ).toEqual({});
    expect(await onlyDelivery(failing.webhook.id)).toMatchObject({ status: 'retrying', attempts: 2 });
    // The tenth and last attempt fails: the delivery is failed for good, nothing more is scheduled.
    await runOnAllOrganizations('UPDATE webhook_deliveries SET attempts = 9 WHERE id = ?', first.id);
    expect(
      await attemptDelivery(await organizationDeps(owner.organizationId), { organizationId: owner.organizationId, deliveryId: first.id }),
    ).toEqual({});
    expect(await onlyDelivery(failing.webhook.id)).toMatchObject({
      status: 'failed',
      attempts: 10,
      next_attempt_at: null,
      response_status: 500,
    });
    const { json } = await api(`/api/organizations/${owner.organizationId}/webhooks/${failing.webhook.id}/deliveries`, {
      cookie: owner.cookie,
    });
    expect(
      json.deliveries[0].attemptLog.map(({ attempt, responseStatus }: { attempt: number; responseStatus: number }) => [
        attempt,
        responseStatus,
      ]),
    ).toEqual([
      [1, 500],
      [2, 500],
      [10, 500],
    ]);
  });

  it('keep their place in the schedule when their message was held during a move and sent anew', { timeout: 30_000 }, async () => {
    const owner = await createOrganizationOfFileUser();
    const hook = await createWebhook(owner.cookie, owner.organizationId, `${receiver}/hooks/${uniqueName()}?status=500`);
    const db = createDatabase(await organizationDatabase(owner.organizationId));
    await insertDeliveries(db, [
      {
        id: 'whd_held0000000000000000000',
        webhookId: hook.webhook.id,
        organizationId: owner.organizationId,
        eventType: 'document:created',
        messageId: 'msg_held',
        payload: '{}',
        status: 'retrying',
        attempts: 4,
      },
    ]);
    // Held messages go back to the queue as new ones: the queue counts this one's first attempt.
    const batch = createMessageBatch('archive-webhooks', [
      {
        id: 'released',
        timestamp: new Date(),
        attempts: 1,
        body: { deliveryId: 'whd_held0000000000000000000', organizationId: owner.organizationId },
      },
    ]);
    await worker.queue(batch, env);
    expect((await getQueueResult(batch, createExecutionContext())).retryMessages).toEqual([{ msgId: 'released' }]);
    const delivery = await onlyDelivery(hook.webhook.id);
    expect(delivery).toMatchObject({ status: 'retrying', attempts: 5 });
    expect(Math.round((delivery.next_attempt_at! - delivery.updated_at) / 1000)).toBe(retryScheduleSeconds[4]);
  });

  it('disable a webhook whose receiver answers 410 Gone', { timeout: 30_000 }, async () => {
    const owner = await createOrganizationOfFileUser();
    const gone = await createWebhook(owner.cookie, owner.organizationId, `${receiver}/hooks/${uniqueName()}?status=410`);
    await uploadFile(owner.cookie, owner.organizationId, { name: 'b.txt', content: 'b', type: 'text/plain' });
    await eventually(async () => expect(await onlyDelivery(gone.webhook.id)).toMatchObject({ status: 'failed', response_status: 410 }));
    const read = await api(`/api/organizations/${owner.organizationId}/webhooks/${gone.webhook.id}`, { cookie: owner.cookie });
    expect(read.json.webhook.enabled).toBe(false);
  });

  it('check the address again before sending', { timeout: 30_000 }, async () => {
    const owner = await createOrganizationOfFileUser();
    const hook = await createWebhook(owner.cookie, owner.organizationId, `${receiver}/hooks/${uniqueName()}`);
    // As if the address had been saved under other rules: sending checks it again.
    await runOnAllOrganizations('UPDATE webhooks SET url = ? WHERE id = ?', `http://127.0.0.2:${receiverPort}/hooks/x`, hook.webhook.id);
    await uploadFile(owner.cookie, owner.organizationId, { name: 'c.txt', content: 'c', type: 'text/plain' });
    await eventually(async () =>
      expect(await onlyDelivery(hook.webhook.id)).toMatchObject({
        status: 'failed',
        error: 'Not sent: the URL is not allowed (private_address)',
      }),
    );
  });

  it('carry the names with the ids: the document, and the tag added or removed', { timeout: 30_000 }, async () => {
    const owner = await createOrganizationOfFileUser();
    const name = uniqueName();
    const hook = await createWebhook(owner.cookie, owner.organizationId, `${receiver}/hooks/${name}`, [
      'document:tag:added',
      'document:updated',
    ]);
    const { json: uploaded } = await uploadFile(owner.cookie, owner.organizationId, {
      name: 'contract.txt',
      content: 'Contract',
      type: 'text/plain',
    });
    const documentId = uploaded.document.id;
    const { json: tag } = await api(`/api/organizations/${owner.organizationId}/tags`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { name: 'Legal', color: '#112233' },
    });
    await api(`/api/organizations/${owner.organizationId}/documents/${documentId}/tags`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { tagId: tag.tag.id },
    });
    await api(`/api/organizations/${owner.organizationId}/documents/${documentId}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: { name: 'signed contract.txt' },
    });
    const payloads = await eventually(async () => {
      const requests = await received(name);
      expect(requests).toHaveLength(2);
      return requests.map((request) => new Webhook(hook.secret).verify(request.body, request.headers) as { type: string; data: unknown });
    });
    expect(payloads).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'document:tag:added',
          data: {
            organizationId: owner.organizationId,
            documentId,
            documentName: 'contract.txt',
            name: 'contract.txt',
            tagId: tag.tag.id,
            tagName: 'Legal',
          },
        }),
        expect.objectContaining({
          type: 'document:updated',
          data: {
            organizationId: owner.organizationId,
            documentId,
            documentName: 'signed contract.txt',
            name: 'signed contract.txt',
            updatedFields: ['name'],
          },
        }),
      ]),
    );
  });
});

describe('the delivery log', () => {
  const webhookPath = (organizationId: string, webhookId: string) => `/api/organizations/${organizationId}/webhooks/${webhookId}`;

  it('lists deliveries newest first, a page at a time, each with its attempts, request and response', { timeout: 30_000 }, async () => {
    const owner = await createOrganizationOfFileUser();
    const name = uniqueName();
    const hook = await createWebhook(owner.cookie, owner.organizationId, `${receiver}/hooks/${name}?failFirst=1`);
    await uploadFile(owner.cookie, owner.organizationId, { name: 'first.txt', content: '1', type: 'text/plain' });
    // The first attempt answers 500, the retry 2 s later succeeds.
    await eventually(async () => expect(await onlyDelivery(hook.webhook.id)).toMatchObject({ status: 'succeeded', attempts: 2 }));
    await uploadFile(owner.cookie, owner.organizationId, { name: 'second.txt', content: '2', type: 'text/plain' });
    await eventually(async () =>
      expect((await deliveriesOf(hook.webhook.id)).map(({ status }) => status)).toEqual(['succeeded', 'succeeded']),
    );

    const { status, json } = await api(`${webhookPath(owner.organizationId, hook.webhook.id)}/deliveries?pageIndex=0&pageSize=1`, {
      cookie: owner.cookie,
    });
    expect(status).toBe(200);
    expect(json.deliveriesCount).toBe(2);
    expect(json.deliveries).toHaveLength(1);
    expect(JSON.parse(json.deliveries[0].requestBody).data.documentName).toBe('second.txt');
    const older = (
      await api(`${webhookPath(owner.organizationId, hook.webhook.id)}/deliveries?pageIndex=1&pageSize=1`, { cookie: owner.cookie })
    ).json.deliveries[0];
    expect(older).toMatchObject({
      eventType: 'document:created',
      status: 'succeeded',
      attempts: 2,
      responseStatus: 200,
      responseBody: `received by ${name}`,
      error: null,
      nextAttemptAt: null,
    });
    expect(older.attemptLog).toEqual([
      expect.objectContaining({ attempt: 1, responseStatus: 500, responseBody: `received by ${name}` }),
      expect.objectContaining({ attempt: 2, responseStatus: 200 }),
    ]);
    expect(typeof older.durationMs).toBe('number');

    const badPage = await api(`${webhookPath(owner.organizationId, hook.webhook.id)}/deliveries?pageSize=1000`, { cookie: owner.cookie });
    expect(badPage.status).toBe(400);
  });

  it('redelivers a message with the same webhook-id, once, and sends a test event', { timeout: 30_000 }, async () => {
    const owner = await createOrganizationOfFileUser();
    const name = uniqueName();
    const hook = await createWebhook(owner.cookie, owner.organizationId, `${receiver}/hooks/${name}`);
    await uploadFile(owner.cookie, owner.organizationId, { name: 'a.txt', content: 'a', type: 'text/plain' });
    const delivery = await eventually(async () => {
      const row = await onlyDelivery(hook.webhook.id);
      expect(row.status).toBe('succeeded');
      return row;
    });
    const redelivered = await api(`${webhookPath(owner.organizationId, hook.webhook.id)}/deliveries/${delivery.id}/redeliver`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(redelivered.status).toBe(202);
    expect(redelivered.json.delivery).toMatchObject({ id: delivery.id, status: 'pending' });
    await eventually(async () => expect(await onlyDelivery(hook.webhook.id)).toMatchObject({ status: 'succeeded', attempts: 2 }));
    const requests = await received(name);
    expect(requests.map((request) => request.headers['webhook-id'])).toEqual([delivery.message_id, delivery.message_id]);

    const tested = await api(`${webhookPath(owner.organizationId, hook.webhook.id)}/test`, { method: 'POST', cookie: owner.cookie });
    expect(tested.status).toBe(202);
    expect(tested.json.delivery).toMatchObject({ eventType: 'webhook.test', status: 'pending', attempts: 0 });
    const ping = await eventually(async () => {
      const all = await received(name);
      expect(all).toHaveLength(3);
      return new Webhook(hook.secret).verify(all[2]!.body, all[2]!.headers);
    });
    expect(ping).toMatchObject({ type: 'webhook.test', data: { webhookId: hook.webhook.id, organizationId: owner.organizationId } });
  });

  it('tries a test event once: a failing receiver is not retried and does not count against the webhook', { timeout: 30_000 }, async () => {
    const owner = await createOrganizationOfFileUser();
    const hook = await createWebhook(owner.cookie, owner.organizationId, `${receiver}/hooks/${uniqueName()}?status=500`);
    const { json } = await api(`${webhookPath(owner.organizationId, hook.webhook.id)}/test`, { method: 'POST', cookie: owner.cookie });
    await eventually(async () =>
      expect(await onlyDelivery(hook.webhook.id)).toMatchObject({
        id: json.delivery.id,
        status: 'failed',
        attempts: 1,
        response_status: 500,
        next_attempt_at: null,
      }),
    );
    const health = await firstOfAllOrganizations(
      'SELECT consecutive_failed_deliveries, failing_since FROM webhooks WHERE id = ?',
      hook.webhook.id,
    );
    expect(health).toEqual({ consecutive_failed_deliveries: 0, failing_since: null });
  });

  it("refuses to send to a disabled webhook, and answers 404 for another webhook's or organization's delivery", async () => {
    const owner = await createOrganizationOfFileUser();
    const stranger = await createOrganizationMember();
    const hook = await createWebhook(owner.cookie, owner.organizationId, `${receiver}/hooks/${uniqueName()}`);
    const other = await createWebhook(owner.cookie, owner.organizationId, `${receiver}/hooks/${uniqueName()}`);
    const { json } = await api(`${webhookPath(owner.organizationId, hook.webhook.id)}/test`, { method: 'POST', cookie: owner.cookie });
    const wrongWebhook = await api(`${webhookPath(owner.organizationId, other.webhook.id)}/deliveries/${json.delivery.id}/redeliver`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(wrongWebhook).toMatchObject({ status: 404, json: { error: { code: 'webhook_delivery.not_found' } } });
    const strangersLog = await api(`${webhookPath(stranger.organizationId, hook.webhook.id)}/deliveries`, { cookie: stranger.cookie });
    expect(strangersLog).toMatchObject({ status: 404, json: { error: { code: 'webhook.not_found' } } });

    await api(webhookPath(owner.organizationId, hook.webhook.id), {
      method: 'PUT',
      cookie: owner.cookie,
      body: { name: 'Receiver', url: `${receiver}/hooks/x`, enabled: false, events: ['document:created'] },
    });
    for (const path of [
      `${webhookPath(owner.organizationId, hook.webhook.id)}/test`,
      `${webhookPath(owner.organizationId, hook.webhook.id)}/deliveries/${json.delivery.id}/redeliver`,
    ]) {
      expect(await api(path, { method: 'POST', cookie: owner.cookie })).toMatchObject({
        status: 409,
        json: { error: { code: 'webhook.disabled' } },
      });
    }
  });
});

describe('a failing webhook', () => {
  it('is disabled after the configured number of failed deliveries in a row; admins are emailed once; enabling it again starts afresh', {
    timeout: 30_000,
  }, async () => {
    const owner = await createOrganizationOfFileUser();
    const hook = await createWebhook(owner.cookie, owner.organizationId, `${receiver}/hooks/${uniqueName()}?status=500`);
    await runOnAllOrganizations('UPDATE webhooks SET consecutive_failed_deliveries = 1 WHERE id = ?', hook.webhook.id);
    const db = createDatabase(await organizationDatabase(owner.organizationId));
    await insertDeliveries(db, [
      {
        id: 'whd_failing00000000000000000',
        webhookId: hook.webhook.id,
        organizationId: owner.organizationId,
        eventType: 'document:created',
        messageId: 'msg_failing',
        payload: '{}',
        status: 'retrying',
        attempts: 9,
      },
    ]);
    // The last attempt: the delivery fails, the second in a row, which is the limit here.
    await attemptDelivery(await organizationDeps(owner.organizationId, { WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES: '2' } as Partial<Env>), {
      organizationId: owner.organizationId,
      deliveryId: 'whd_failing00000000000000000',
    });

    const { json } = await api(`/api/organizations/${owner.organizationId}/webhooks/${hook.webhook.id}`, { cookie: owner.cookie });
    expect(json.webhook).toMatchObject({ enabled: false, disabledReason: 'consecutive_failures' });
    expect(json.webhook.disabledAt).not.toBeNull();
    const email = await latestEmailTo(owner.email);
    expect(email?.subject).toBe(`Webhook "Receiver" of ${owner.organization.name} was disabled`);
    expect(email?.text).toContain('2 deliveries in a row failed');

    const enabled = await api(`/api/organizations/${owner.organizationId}/webhooks/${hook.webhook.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { name: 'Receiver', url: `${receiver}/hooks/x`, enabled: true, events: ['document:created'] },
    });
    expect(enabled.json.webhook).toMatchObject({ enabled: true, disabledReason: null, disabledAt: null });
    const health = await firstOfAllOrganizations(
      'SELECT consecutive_failed_deliveries, failing_since FROM webhooks WHERE id = ?',
      hook.webhook.id,
    );
    expect(health).toEqual({ consecutive_failed_deliveries: 0, failing_since: null });
  });

  it('is disabled when no attempt has succeeded for the configured days', { timeout: 30_000 }, async () => {
    const owner = await createOrganizationOfFileUser();
    const hook = await createWebhook(owner.cookie, owner.organizationId, `${receiver}/hooks/${uniqueName()}?status=503`);
    const sixDaysAgo = Date.now() - 6 * 24 * 3600 * 1000;
    await runOnAllOrganizations('UPDATE webhooks SET failing_since = ? WHERE id = ?', sixDaysAgo, hook.webhook.id);
    await uploadFile(owner.cookie, owner.organizationId, { name: 'late.txt', content: 'late', type: 'text/plain' });
    await eventually(async () => expect(await onlyDelivery(hook.webhook.id)).toMatchObject({ status: 'retrying', attempts: 1 }));
    const { json } = await api(`/api/organizations/${owner.organizationId}/webhooks/${hook.webhook.id}`, { cookie: owner.cookie });
    expect(json.webhook).toMatchObject({ enabled: false, disabledReason: 'no_success' });
    expect((await latestEmailTo(owner.email))?.text).toContain('no delivery has succeeded for 5 days');
  });

  it('has its dead-lettered deliveries marked failed, and deliveries older than 30 days pruned with their attempts', async () => {
    const owner = await createOrganizationOfFileUser();
    const hook = await createWebhook(owner.cookie, owner.organizationId, `${receiver}/hooks/${uniqueName()}`);
    const db = createDatabase(await organizationDatabase(owner.organizationId));
    const delivery = {
      webhookId: hook.webhook.id,
      organizationId: owner.organizationId,
      eventType: 'document:created',
      payload: '{}',
      status: 'retrying' as const,
    };
    await insertDeliveries(db, [
      { id: 'whd_deadletter0000000000000', messageId: 'msg_dead', ...delivery },
      { id: 'whd_old00000000000000000000', messageId: 'msg_old', ...delivery, createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) },
    ]);
    await (await organizationDatabase(owner.organizationId))
      .prepare(
        "INSERT INTO webhook_delivery_attempts (id, delivery_id, attempt, duration_ms, created_at) VALUES ('wha_old', 'whd_old00000000000000000000', 1, 5, 0)",
      )
      .run();

    await recordAbandonedDeliveries(resolveDependencies(env), [
      { body: { deliveryId: 'whd_deadletter0000000000000', organizationId: owner.organizationId } } as Message<WebhookDeliveryMessage>,
    ]);
    expect((await deliveriesOf(hook.webhook.id)).find(({ id }) => id === 'whd_deadletter0000000000000')).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^Given up/),
    });

    await pruneOldDeliveries(await organizationDeps(owner.organizationId), { now: new Date() });
    expect((await deliveriesOf(hook.webhook.id)).map(({ id }) => id)).toEqual(['whd_deadletter0000000000000']);
    expect(await firstOfAllOrganizations("SELECT id FROM webhook_delivery_attempts WHERE id = 'wha_old'")).toBeNull();
  });
});
