import { env } from 'cloudflare:workers';
import { createScheduledController } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { generateId } from '../../core/ids';
import { api, createOrganizationOfFileUser, createVerifiedUser, heldQueue, processDocuments, uniqueEmail, uploadFile } from './helpers';
import { organizationDatabase } from './databases';

async function createOperator() {
  const operator = await createVerifiedUser('Olga Operator', uniqueEmail('operator'));
  const envOverride = { APP_OPERATOR_EMAILS: operator.email } as Partial<Env>;
  const call = (path: string, { method, bindings }: { method?: string; bindings?: Partial<Env> } = {}) =>
    api(path, { method, cookie: operator.cookie, envOverride: { ...envOverride, ...bindings } });
  return { ...operator, envOverride, call };
}

/** A document of a new organization whose reading failed: a file that says it is a PDF and is not. */
async function failedDocument(name = 'broken.pdf') {
  const member = await createOrganizationOfFileUser('Failing archive');
  const { json } = await uploadFile(member.cookie, member.organizationId, { name, content: '%PDF-1.7 not a pdf', type: 'application/pdf' });
  await processDocuments(json.document.id);
  return { member, documentId: json.document.id as string };
}

type Failure = { id: string; organizationId: string; organizationName: string; createdAt: string } & Record<string, unknown>;

/** Every failure of a kind, page after page. */
async function allFailures(operator: Awaited<ReturnType<typeof createOperator>>, kind: string, pageSize = 100) {
  const failures: Failure[] = [];
  let cursor: string | null = null;
  do {
    const page = await operator.call(`/api/admin/health/failures?kind=${kind}&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.status).toBe(200);
    failures.push(...page.json.failures);
    cursor = page.json.nextCursor;
  } while (cursor);
  return failures;
}

describe("the operator's health screen", () => {
  it('shows each database: its size against D1’s 10 GB, its organizations and the work waiting and failed in it', async () => {
    const operator = await createOperator();
    await failedDocument();
    const health = await operator.call('/api/admin/health');
    expect(health.status).toBe(200);
    expect(health.json.countCap).toBe(1000);
    expect(health.json.databases.map(({ binding }: { binding: string }) => binding)).toContain('DB');
    for (const database of health.json.databases)
      expect(database).toMatchObject({
        binding: expect.any(String),
        sizeBytes: expect.any(Number),
        limitBytes: 10_000_000_000,
        organizationsCount: expect.any(Number),
        documents: { waiting: expect.any(Number), failed: expect.any(Number) },
        webhookDeliveries: { waiting: expect.any(Number), failed: expect.any(Number) },
        intakeMessages: { waiting: expect.any(Number), bounced: expect.any(Number) },
      });
    const withFailure = health.json.databases.filter(
      (database: { sizeBytes: number; organizationsCount: number; documents: { failed: number } }) =>
        database.sizeBytes > 0 && database.organizationsCount > 0 && database.documents.failed > 0,
    );
    expect(withFailure.length).toBeGreaterThan(0);
  });

  it('records each run of the Cron Triggers with its outcome, newest first', async () => {
    const operator = await createOperator();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '0 * * * *' }), {
      ...env,
      DOCUMENTS_QUEUE: heldQueue().queue,
    });
    const [latest] = (await operator.call('/api/admin/health')).json.cronRuns;
    expect(latest).toMatchObject({ cron: '0 * * * *', outcome: 'succeeded', error: null });
    expect(new Date(latest.finishedAt).getTime()).toBeGreaterThanOrEqual(new Date(latest.startedAt).getTime());

    const failing = { ...env, DOCUMENTS_QUEUE: { sendBatch: () => Promise.reject(new Error('Queue unavailable')) } } as unknown as Env;
    await expect(worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '0 * * * *' }), failing)).rejects.toThrow(
      'Queue unavailable',
    );
    const [failed] = (await operator.call('/api/admin/health')).json.cronRuns;
    expect(failed).toMatchObject({ cron: '0 * * * *', outcome: 'failed', error: expect.stringContaining('Queue unavailable') });
  });

  it('lists documents whose reading failed over every database, and Retry reads one again, audited on its organization', async () => {
    const operator = await createOperator();
    const { member, documentId } = await failedDocument('unreadable-scan.pdf');
    const listed = (await allFailures(operator, 'documents', 2)).find(({ id }) => id === documentId);
    expect(listed).toMatchObject({
      organizationId: member.organizationId,
      organizationName: 'Failing archive',
      name: 'unreadable-scan.pdf',
      error: expect.any(String),
    });

    const held = heldQueue();
    const retried = await operator.call(`/api/admin/organizations/${member.organizationId}/documents/${documentId}/reprocess`, {
      method: 'POST',
      bindings: { DOCUMENTS_QUEUE: held.queue },
    });
    expect(retried.status).toBe(204);
    expect(held.sent).toEqual([{ type: 'document.process', organizationId: member.organizationId, documentId }]);
    const document = await api(`/api/organizations/${member.organizationId}/documents/${documentId}`, { cookie: member.cookie });
    expect(document.json.document.processingStatus).toBe('pending');
    expect((await allFailures(operator, 'documents')).map(({ id }) => id)).not.toContain(documentId);

    const [entry] = (await operator.call(`/api/admin/audit-log?search=${member.organizationId}`)).json.entries;
    expect(entry).toMatchObject({ action: 'document.reprocessed', targetId: member.organizationId, detail: 'unreadable-scan.pdf' });
    const seenByOwner = await api(`/api/organizations/${member.organizationId}/operator-actions`, { cookie: member.cookie });
    expect(seenByOwner.json.operatorActions[0]).toMatchObject({ action: 'document.reprocessed', detail: 'unreadable-scan.pdf' });

    const unknown = await operator.call(
      `/api/admin/organizations/${member.organizationId}/documents/doc_000000000000000000000000/reprocess`,
      {
        method: 'POST',
      },
    );
    expect(unknown.status).toBe(404);
  });

  it('lists webhook deliveries given up, and Retry sends one again', async () => {
    const operator = await createOperator();
    const member = await createOrganizationOfFileUser('Hooked archive');
    const webhook = await api(`/api/organizations/${member.organizationId}/webhooks`, {
      method: 'POST',
      cookie: member.cookie,
      body: { name: 'Books', url: 'https://hooks.example.com/books', events: ['document:created'] },
    });
    expect(webhook.status).toBe(201);
    const deliveryId = generateId('whd');
    const now = Date.now();
    await (await organizationDatabase(member.organizationId))
      .prepare(
        "INSERT INTO webhook_deliveries (id, organization_id, webhook_id, event_type, message_id, payload, status, attempts, response_status, error, created_at, updated_at) VALUES (?, ?, ?, 'document:created', ?, '{}', 'failed', 8, 503, 'Service Unavailable', ?, ?)",
      )
      .bind(deliveryId, member.organizationId, webhook.json.webhook.id, generateId('msg'), now, now)
      .run();
    expect((await allFailures(operator, 'webhook-deliveries')).find(({ id }) => id === deliveryId)).toMatchObject({
      organizationName: 'Hooked archive',
      webhookUrl: 'https://hooks.example.com/books',
      eventType: 'document:created',
      attempts: 8,
      responseStatus: 503,
    });

    const held = heldQueue();
    const retried = await operator.call(`/api/admin/organizations/${member.organizationId}/webhook-deliveries/${deliveryId}/redeliver`, {
      method: 'POST',
      bindings: { WEBHOOKS_QUEUE: held.queue },
    });
    expect(retried.status).toBe(204);
    expect(held.sent).toEqual([{ deliveryId, organizationId: member.organizationId, isSingleAttempt: true }]);
    expect((await allFailures(operator, 'webhook-deliveries')).map(({ id }) => id)).not.toContain(deliveryId);
    const [entry] = (await operator.call(`/api/admin/audit-log?search=${member.organizationId}`)).json.entries;
    expect(entry).toMatchObject({ action: 'webhook_delivery.redelivered', detail: 'document:created' });
    // Another organization's delivery is not found through this one.
    const other = await createOrganizationOfFileUser('Other archive');
    const elsewhere = await operator.call(`/api/admin/organizations/${other.organizationId}/webhook-deliveries/${deliveryId}/redeliver`, {
      method: 'POST',
    });
    expect(elsewhere.status).toBe(404);
  });

  it('lists intake messages bounced or failed, both outcomes merged newest first, a page at a time', async () => {
    const operator = await createOperator();
    const member = await createOrganizationOfFileUser('Mailed archive');
    const database = await organizationDatabase(member.organizationId);
    const ids = [generateId('iem'), generateId('iem'), generateId('iem')];
    // Received in the future, so they come first among every test's messages.
    const at = Date.now() + 365 * 24 * 3600 * 1000;
    await database.batch(
      (['rejected', 'failed', 'accepted'] as const).map((outcome, index) =>
        database
          .prepare(
            "INSERT INTO intake_email_messages (id, intake_email_id, organization_id, message_key, from_address, subject, outcome, reason, documents, received_at) VALUES (?, 'ie_000000000000000000000000', ?, ?, 'sender@example.com', ?, ?, 'Unknown sender', '[]', ?)",
          )
          .bind(ids[index], member.organizationId, ids[index], `Scan ${index}`, outcome, at + index),
      ),
    );
    const first = await operator.call('/api/admin/health/failures?kind=intake-messages&pageSize=1');
    expect(first.json.failures).toEqual([
      expect.objectContaining({ id: ids[1], outcome: 'failed', subject: 'Scan 1', organizationName: 'Mailed archive' }),
    ]);
    const second = await operator.call(`/api/admin/health/failures?kind=intake-messages&pageSize=1&cursor=${first.json.nextCursor}`);
    expect(second.json.failures).toEqual([expect.objectContaining({ id: ids[0], outcome: 'rejected', reason: 'Unknown sender' })]);
  });

  it('records the service’s figures of each day in the daily run, and answers them for the charts', async () => {
    const operator = await createOperator();
    const member = await createOrganizationOfFileUser('Counted archive');
    await uploadFile(member.cookie, member.organizationId, { name: 'counted.txt', content: 'Counted', type: 'text/plain' });
    const today = new Date().toISOString().slice(0, 10);
    const tomorrowAtThree = Date.parse(`${today}T03:00:00.000Z`) + 24 * 3600 * 1000;
    const daily = { ...env, DOCUMENTS_QUEUE: heldQueue().queue };
    for (let run = 0; run < 2; run += 1)
      await worker.scheduled(createScheduledController({ scheduledTime: tomorrowAtThree, cron: '0 3 * * *' }), daily);
    const { json, status } = await operator.call('/api/admin/numbers?days=7');
    expect(status).toBe(200);
    const recorded = json.days.filter(({ day }: { day: string }) => day === today);
    expect(recorded).toEqual([
      {
        day: today,
        signUps: expect.any(Number),
        activeUsers: expect.any(Number),
        organizations: expect.any(Number),
        documents: expect.any(Number),
        storageBytes: expect.any(Number),
      },
    ]);
    // Today's sign-ups: the operator's account, and others of this run.
    expect(recorded[0].signUps).toBeGreaterThanOrEqual(1);
    expect(recorded[0].activeUsers).toBeGreaterThanOrEqual(1);
    expect(recorded[0].organizations).toBeGreaterThanOrEqual(1);
    expect(recorded[0].documents).toBeGreaterThanOrEqual(1);
    expect(recorded[0].storageBytes).toBeGreaterThanOrEqual('Counted'.length);
    expect((await operator.call('/api/admin/numbers?days=0')).status).toBe(400);
  });

  it('refuses a list of something it does not know, saying what it knows', async () => {
    const operator = await createOperator();
    const answer = await operator.call('/api/admin/health/failures?kind=everything');
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json.error)).toContain('documents, webhook-deliveries, intake-messages');
  });
});
