import { env } from 'cloudflare:workers';
import { createScheduledController } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { STATEMENTS_PER_TASK, TASK_BATCH_SIZE, type TaskMessage } from '../../worker/platform/queue';
import { takeStatementCounts } from '../../worker/platform/db/statement-budget';
import { HOURLY_CRON } from '../../worker/tasks';
import { MAX_ACTION_ATTEMPTS, MAX_CHAIN_DEPTH } from '../../worker/modules/workflows/workflow-runs.service';
import { SCHEDULE_PAGE_SIZE } from '../../worker/modules/workflows/workflow-schedules.service';
import { organizationDatabase } from './databases';
import type { WorkflowRunDto } from '../../core/workflows/workflows.dto';
import {
  addMember,
  api,
  createOrganizationMember,
  createOrganizationOfFileUser,
  heldQueue,
  latestEmailTo,
  runTasks,
  uniqueEmail,
  uploadFile,
} from './helpers';

type Member = Awaited<ReturnType<typeof createOrganizationOfFileUser>>;
const base = (member: { organizationId: string }) => `/api/organizations/${member.organizationId}`;

async function createWorkflow(member: Member, body: Record<string, unknown>) {
  const { status, json } = await api(`${base(member)}/workflows`, { method: 'POST', cookie: member.cookie, body });
  expect(status, JSON.stringify(json)).toBe(201);
  return json.workflow as { id: string; position: number };
}

async function createTag(member: Member, name: string) {
  const { json } = await api(`${base(member)}/tags`, { method: 'POST', cookie: member.cookie, body: { name, color: '#d8ff75' } });
  return json.tag as { id: string };
}

/** Delivers what the queue holds, and what that sends, until nothing is left: a document's processing and the chains it starts. */
async function drain(held: ReturnType<typeof heldQueue>) {
  for (let round = 0; held.sent.length > 0 && round < 30; round++) {
    // As the queue hands them over: TASK_BATCH_SIZE messages an invocation.
    const messages = held.sent.splice(0) as TaskMessage[];
    for (let start = 0; start < messages.length; start += TASK_BATCH_SIZE)
      await runTasks(messages.slice(start, start + TASK_BATCH_SIZE), { DOCUMENTS_QUEUE: held.queue });
  }
  expect(held.sent).toEqual([]);
}

/** Uploads a text file, its processing held in a queue of its own. */
async function uploadHeld(member: Member, name: string, content: string) {
  const held = heldQueue();
  const { json } = await uploadFile(
    member.cookie,
    member.organizationId,
    { name, content, type: 'text/plain' },
    { DOCUMENTS_QUEUE: held.queue },
  );
  return { documentId: json.document.id as string, held };
}

async function uploadAndProcess(member: Member, name: string, content: string) {
  const uploaded = await uploadHeld(member, name, content);
  await drain(uploaded.held);
  return uploaded;
}

const documentOf = async (member: Member, documentId: string) =>
  (await api(`${base(member)}/documents/${documentId}`, { cookie: member.cookie })).json.document;

/** Runs a workflow by hand on the documents, its messages held in a queue of their own (or the one given). */
async function runByHand(member: Member, workflowId: string, documentIds: (string | undefined)[], held = heldQueue()) {
  await api(`${base(member)}/workflows/${workflowId}/run`, {
    method: 'POST',
    cookie: member.cookie,
    body: { documentIds },
    envOverride: { DOCUMENTS_QUEUE: held.queue },
  });
  return held;
}

const runsOf = async (member: Member, query: string) =>
  (await api(`${base(member)}/workflow-runs?${query}`, { cookie: member.cookie })).json.runs as WorkflowRunDto[];

describe('workflows API', () => {
  it('creates, lists in order, updates, reorders and deletes; admins write, viewers read, members run', async () => {
    const owner = await createOrganizationOfFileUser();
    const first = await createWorkflow(owner, { name: 'First', triggers: [{ type: 'added' }], actions: [{ type: 'trash' }] });
    const second = await createWorkflow(owner, { name: 'Second', triggers: [{ type: 'manual' }], actions: [{ type: 'stop' }] });
    expect([first.position, second.position]).toEqual([0, 1]);
    const updated = await api(`${base(owner)}/workflows/${first.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: {
        name: 'Renamed',
        isEnabled: false,
        triggers: [{ type: 'manual' }],
        actions: [{ type: 'rename', template: '{{originalName}}' }],
      },
    });
    expect(updated.json.workflow).toMatchObject({ name: 'Renamed', isEnabled: false, conditions: { matchMode: 'all', rules: [] } });
    const reordered = await api(`${base(owner)}/workflows/order`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { workflowIds: [second.id, first.id] },
    });
    expect(reordered.json.workflows.map(({ id }: { id: string }) => id)).toEqual([second.id, first.id]);
    const partial = await api(`${base(owner)}/workflows/order`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { workflowIds: [second.id] },
    });
    expect(partial.json.error.code).toBe('workflows.reorder_mismatch');

    const viewer = await addMember(owner.cookie, owner.organizationId, 'viewer');
    const member = await addMember(owner.cookie, owner.organizationId, 'member');
    expect((await api(`${base(owner)}/workflows`, { cookie: viewer.cookie })).json.workflows).toHaveLength(2);
    const refused = await api(`${base(owner)}/workflows`, {
      method: 'POST',
      cookie: member.cookie,
      body: { name: 'x', triggers: [{ type: 'manual' }], actions: [{ type: 'stop' }] },
    });
    expect(refused.status).toBe(403);
    const { documentId } = await uploadAndProcess(owner, 'a.txt', 'hello');
    const byMember = await api(`${base(owner)}/workflows/${second.id}/run`, {
      method: 'POST',
      cookie: member.cookie,
      body: { documentIds: [documentId] },
    });
    expect(byMember.status).toBe(202);
    expect(
      (
        await api(`${base(owner)}/workflows/${second.id}/run`, {
          method: 'POST',
          cookie: viewer.cookie,
          body: { documentIds: [documentId] },
        })
      ).status,
    ).toBe(403);

    expect((await api(`${base(owner)}/workflows/${first.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    expect((await api(`${base(owner)}/workflows/${first.id}`, { cookie: owner.cookie })).status).toBe(404);
  });

  it('refuses what another organization owns, unknown placeholders and more actions than the limit', async () => {
    const owner = await createOrganizationOfFileUser();
    const other = await createOrganizationMember();
    const theirs = await createTag(other as Member, 'Theirs');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ triggers: [{ type: 'added' }], actions: [{ type: 'add_tags', tagIds: [theirs.id] }] }, 400, 'workflows.invalid_reference'],
      [{ triggers: [{ type: 'added' }], actions: [{ type: 'rename', template: '{{title}}' }] }, 400, 'server.invalid_request.body'],
      [
        { triggers: [{ type: 'added' }], actions: Array.from({ length: 21 }, () => ({ type: 'stop' })) },
        400,
        'workflows.actions_limit_reached',
      ],
      [
        { triggers: [{ type: 'added' }], actions: [{ type: 'call_webhook', webhookId: 'wh_nope', body: '{}' }] },
        400,
        'workflows.invalid_reference',
      ],
    ];
    for (const [body, status, code] of cases) {
      const { status: got, json } = await api(`${base(owner)}/workflows`, {
        method: 'POST',
        cookie: owner.cookie,
        body: { name: 'x', ...body },
      });
      expect([got, json.error.code]).toEqual([status, code]);
    }
    const mine = await createWorkflow(owner, { name: 'Mine', triggers: [{ type: 'manual' }], actions: [{ type: 'stop' }] });
    expect((await api(`${base(other)}/workflows/${mine.id}`, { cookie: other.cookie })).status).toBe(404);
  });

  it('renames and tags a document on arrival, once, with the run in the log', async () => {
    const owner = await createOrganizationOfFileUser();
    const invoices = await createTag(owner, 'Invoices');
    const workflow = await createWorkflow(owner, {
      name: 'Invoices',
      triggers: [{ type: 'added', sources: ['web'], fileNamePattern: 'scan-*' }],
      conditions: { rules: [{ field: 'content', operator: 'contains', value: 'invoice' }] },
      actions: [
        { type: 'add_tags', tagIds: [invoices.id] },
        { type: 'rename', template: 'Invoice {{created:YYYY}} ({{originalName}})' },
      ],
    });
    const { documentId, held } = await uploadAndProcess(owner, 'scan-1.txt', 'An invoice from ACME');
    const { documentId: letter } = await uploadAndProcess(owner, 'scan-2.txt', 'A letter');
    const { documentId: otherName } = await uploadAndProcess(owner, 'photo.txt', 'An invoice too');

    const document = await documentOf(owner, documentId);
    expect(document.name).toBe(`Invoice ${new Date().getUTCFullYear()} (scan-1.txt)`);
    expect(document.tags.map(({ name }: { name: string }) => name)).toEqual(['Invoices']);
    expect((await documentOf(owner, letter)).tags).toEqual([]);
    expect((await documentOf(owner, otherName)).name).toBe('photo.txt');

    const [run, ...others] = await runsOf(owner, `workflowId=${workflow.id}`);
    expect(others).toEqual([]);
    expect(run).toMatchObject({
      status: 'succeeded',
      trigger: 'added',
      steps: [
        { type: 'add_tags', status: 'done' },
        { type: 'rename', status: 'done' },
      ],
    });

    const { json: activity } = await api(`${base(owner)}/documents/${documentId}/activity`, { cookie: owner.cookie });
    expect(activity.activities.find(({ event }: { event: string }) => event === 'workflow_ran')?.eventData).toEqual({
      workflow: { id: workflow.id, name: 'Invoices', runId: run!.id, status: 'succeeded' },
    });

    // Read again: the arrival has run its workflows already.
    await runTasks([{ type: 'document.process', organizationId: owner.organizationId, documentId }], { DOCUMENTS_QUEUE: held.queue });
    await drain(held);
    expect(await runsOf(owner, `workflowId=${workflow.id}`)).toHaveLength(1);
  });

  it('runs in order, stops the chain at "stop", never restarts itself and stops chains at a depth', async () => {
    const owner = await createOrganizationOfFileUser();
    const stopper = await createWorkflow(owner, {
      name: 'Stopper',
      triggers: [{ type: 'added' }],
      actions: [{ type: 'rename', template: 'first' }, { type: 'stop' }, { type: 'rename', template: 'never' }],
    });
    await createWorkflow(owner, {
      name: 'After the stop',
      triggers: [{ type: 'added' }],
      actions: [{ type: 'rename', template: 'second' }],
    });
    const { documentId } = await uploadAndProcess(owner, 'a.txt', 'text');
    expect((await documentOf(owner, documentId)).name).toBe('first');
    expect((await runsOf(owner, `workflowId=${stopper.id}`))[0]!.steps.map(({ status }) => status)).toEqual(['done', 'done', 'pending']);

    // Five workflows each renaming on a rename: each change starts the others, until the depth limit.
    const chain = await createOrganizationOfFileUser();
    for (let index = 0; index < 5; index++)
      await createWorkflow(chain, {
        name: `Link ${index}`,
        triggers: [{ type: 'updated', fields: ['name'] }],
        actions: [{ type: 'rename', template: `{{name}}-${index}` }],
      });
    const held = heldQueue();
    const { documentId: chained } = await uploadAndProcess(chain, 'b.txt', 'text');
    await api(`${base(chain)}/documents/${chained}`, {
      method: 'PATCH',
      cookie: chain.cookie,
      body: { name: 'start' },
      envOverride: { DOCUMENTS_QUEUE: held.queue },
    });
    await drain(held);
    const runs = await runsOf(chain, `documentId=${chained}&pageSize=100`);
    expect(Math.max(...runs.map(({ depth }) => depth))).toBe(MAX_CHAIN_DEPTH + 1);
    expect(
      runs
        .filter(({ status }) => status === 'skipped')
        .every(({ error, errorReason }) => error?.includes('chain stops') && errorReason?.reasonCode === 'chain_too_deep'),
    ).toBe(true);
    expect(runs.some(({ status }) => status === 'skipped')).toBe(true);
  });

  it('starts a workflow of the chain from another one’s change written at the chain’s end, never from its own', async () => {
    const owner = await createOrganizationOfFileUser();
    const seen = await createTag(owner, 'Seen');
    const tagger = await createWorkflow(owner, {
      name: 'Tagger',
      triggers: [{ type: 'added' }, { type: 'updated', fields: ['name'] }],
      actions: [{ type: 'add_tags', tagIds: [seen.id] }],
    });
    const renamer = await createWorkflow(owner, {
      name: 'Renamer',
      triggers: [{ type: 'added' }, { type: 'tag_added', tagIds: [seen.id] }],
      actions: [{ type: 'rename', template: '{{name}} seen' }],
    });
    const { documentId } = await uploadAndProcess(owner, 'a.txt', 'text');
    // The tagger's tag starts the renamer again, whose rename starts the tagger, which has the tag already.
    expect((await documentOf(owner, documentId)).name).toBe('a.txt seen seen');
    const triggers = async (workflowId: string) =>
      (await runsOf(owner, `workflowId=${workflowId}`)).map(({ trigger, status }) => `${trigger} ${status}`).sort();
    expect(await triggers(renamer.id)).toEqual(['added succeeded', 'tag_added succeeded']);
    expect(await triggers(tagger.id)).toEqual(['added succeeded', 'updated succeeded']);
  });

  it('tries a workflow without changing anything, runs it by hand, and retries a failed run from the failed action', async () => {
    const owner = await createOrganizationOfFileUser();
    const due = await api(`${base(owner)}/properties`, { method: 'POST', cookie: owner.cookie, body: { name: 'Due', type: 'date' } });
    const propertyId = due.json.property.id as string;
    const workflow = await createWorkflow(owner, {
      name: 'Date from Due',
      triggers: [{ type: 'manual' }],
      actions: [
        { type: 'rename', template: 'Due {{property:Due}}' },
        { type: 'set_document_date', template: '{{property:Due}}' },
      ],
    });
    const { documentId } = await uploadAndProcess(owner, 'a.txt', 'text');
    const tried = await api(`${base(owner)}/workflows/${workflow.id}/try`, { method: 'POST', cookie: owner.cookie, body: { documentId } });
    expect(tried.json).toEqual({
      meetsConditions: true,
      steps: [
        { status: 'change', type: 'rename', name: 'Due' },
        {
          status: 'failed',
          type: 'set_document_date',
          reason: 'The date template gives "", not a day like 2025-03-12',
          reasonCode: 'date_invalid',
          reasonValues: { value: '' },
        },
      ],
    });
    expect((await documentOf(owner, documentId)).name).toBe('a.txt');

    const held = await runByHand(owner, workflow.id, [documentId]);
    await drain(held);
    const [failed] = await runsOf(owner, `workflowId=${workflow.id}&status=failed`);
    expect(failed).toMatchObject({ status: 'failed', steps: [{ status: 'done' }, { status: 'failed' }] });

    await api(`${base(owner)}/documents/${documentId}/properties/${propertyId}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { value: '2026-03-01' },
    });
    const retried = await api(`${base(owner)}/workflow-runs/${failed!.id}/retry`, {
      method: 'POST',
      cookie: owner.cookie,
      envOverride: { DOCUMENTS_QUEUE: held.queue },
    });
    expect(retried.json.run).toMatchObject({ id: failed!.id, status: 'pending' });
    await drain(held);
    const [done] = await runsOf(owner, `workflowId=${workflow.id}`);
    expect(done).toMatchObject({ id: failed!.id, status: 'succeeded' });
    // The rename done before the failure was not done again: the name still has no date in it.
    expect(await documentOf(owner, documentId)).toMatchObject({ name: 'Due', documentDate: '2026-03-01' });
    expect((await api(`${base(owner)}/workflow-runs/${failed!.id}/retry`, { method: 'POST', cookie: owner.cookie })).status).toBe(409);
  });

  it('fires a scheduled reminder through the hourly cron on its day, once, and lists it as coming before', async () => {
    const owner = await createOrganizationOfFileUser();
    const ends = await api(`${base(owner)}/properties`, { method: 'POST', cookie: owner.cookie, body: { name: 'Ends', type: 'date' } });
    const propertyId = ends.json.property.id as string;
    const { documentId } = await uploadAndProcess(owner, 'contract.txt', 'A contract');
    const endsOn = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const held = heldQueue();
    await api(`${base(owner)}/documents/${documentId}/properties/${propertyId}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { value: endsOn },
      envOverride: { DOCUMENTS_QUEUE: held.queue },
    });
    const { json } = await api(`${base(owner)}/workflows`, {
      method: 'POST',
      cookie: owner.cookie,
      body: {
        name: 'Reminder',
        triggers: [{ type: 'scheduled', dateOf: { kind: 'property', propertyId }, offsetDays: -30 }],
        actions: [{ type: 'send_email', roles: ['owner'], subject: '{{name}} ends on {{property:Ends}}', body: '{{link}}' }],
      },
      envOverride: { DOCUMENTS_QUEUE: held.queue },
    });
    await drain(held);
    const dueOn = new Date(Date.parse(endsOn) - 30 * 86_400_000).toISOString().slice(0, 10);
    const coming = await api(`${base(owner)}/workflows/${json.workflow.id}/due?days=30`, { cookie: owner.cookie });
    expect(coming.json.due).toEqual([{ documentId, documentName: 'contract.txt', dueOn, triggerIndex: 0 }]);

    const cron = async (day: string) => {
      await worker.scheduled(createScheduledController({ scheduledTime: Date.parse(`${day}T05:00:00Z`), cron: HOURLY_CRON }), {
        ...env,
        DOCUMENTS_QUEUE: held.queue,
      });
      await drain(held);
    };
    const dayBefore = new Date(Date.parse(dueOn) - 86_400_000).toISOString().slice(0, 10);
    await cron(dayBefore);
    expect(await runsOf(owner, `workflowId=${json.workflow.id}`)).toEqual([]);
    await cron(dueOn);
    await cron(dueOn);
    const runs = await runsOf(owner, `workflowId=${json.workflow.id}`);
    expect(runs).toMatchObject([{ status: 'succeeded', trigger: 'scheduled', steps: [{ status: 'done', detail: { recipients: 1 } }] }]);
    expect((await latestEmailTo(owner.email))?.subject).toBe(`contract.txt ends on ${endsOn}`);
  });

  it('schedules a workflow saved over more documents than a message takes, within its statements, through the queue', async () => {
    const owner = await createOrganizationOfFileUser();
    const ends = await api(`${base(owner)}/properties`, { method: 'POST', cookie: owner.cookie, body: { name: 'Ends', type: 'date' } });
    const propertyId = ends.json.property.id as string;
    // Twelve pages of 100 a message (8 statements each), and five documents more.
    const total = 12 * SCHEDULE_PAGE_SIZE + 5;
    const endsOn = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    // Seed rows directly: uploading this many through HTTP would only slow the test.
    const db = await organizationDatabase(owner.organizationId);
    await db.batch([
      db
        .prepare(
          `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?3)
           INSERT INTO documents (id, organization_id, name, original_name, original_size, original_sha256, mime_type, storage_key, content, processing_status, created_at, updated_at)
           SELECT printf('doc_%s%06d', substr(?1, 5, 18), i), ?1, printf('contract %d.txt', i), 'contract.txt', 10, printf('%s%058d', substr(?1, 5, 6), i), 'text/plain',
             ?1 || '/originals/' || i, '', 'processed', ?2 + i, ?2 + i FROM n`,
        )
        .bind(owner.organizationId, Date.now(), total),
      db
        .prepare(
          'INSERT INTO document_property_values (document_id, property_id, organization_id, value, value_text) SELECT id, ?2, ?1, json_quote(?3), ?3 FROM documents WHERE organization_id = ?1',
        )
        .bind(owner.organizationId, propertyId, endsOn),
    ]);
    const held = heldQueue();
    const { json } = await api(`${base(owner)}/workflows`, {
      method: 'POST',
      cookie: owner.cookie,
      body: {
        name: 'Reminder',
        triggers: [{ type: 'scheduled', dateOf: { kind: 'property', propertyId }, offsetDays: 0 }],
        actions: [{ type: 'stop' }],
      },
      envOverride: { DOCUMENTS_QUEUE: held.queue },
    });
    takeStatementCounts();
    let messages = 0;
    for (let message = held.sent.shift(); message; message = held.sent.shift(), messages++)
      expect((await runTasks([message as TaskMessage], { DOCUMENTS_QUEUE: held.queue })).retryMessages).toEqual([]);
    expect(messages).toBe(2);
    expect(takeStatementCounts().find(([counted]) => counted === 'queue archive-documents workflows.schedule')?.[1]).toBeLessThanOrEqual(
      STATEMENTS_PER_TASK,
    );
    const written = await db
      .prepare('SELECT count(*) AS count, min(due_on) AS first, max(due_on) AS last FROM workflow_schedules WHERE workflow_id = ?')
      .bind(json.workflow.id)
      .first();
    expect(written).toEqual({ count: total, first: endsOn, last: endsOn });
  });

  it('calls a webhook with its JSON body through the webhook queue, and fails a run whose webhook is disabled', async () => {
    const owner = await createOrganizationOfFileUser();
    const webhook = await api(`${base(owner)}/webhooks`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { name: 'Receiver', url: 'http://127.0.0.1:9/hook', events: ['workflow:run:failed'] },
    });
    const webhookId = webhook.json.webhook.id as string;
    const workflow = await createWorkflow(owner, {
      name: 'Call',
      triggers: [{ type: 'added' }],
      actions: [{ type: 'call_webhook', webhookId, body: '{"document":"{{name}}"}' }],
    });
    const webhooksQueue = heldQueue();
    const held = heldQueue();
    const { json } = await uploadFile(
      owner.cookie,
      owner.organizationId,
      { name: 'say "hi".txt', content: 'x' },
      { DOCUMENTS_QUEUE: held.queue },
    );
    for (let round = 0; held.sent.length > 0 && round < 10; round++)
      await runTasks(held.sent.splice(0) as TaskMessage[], { DOCUMENTS_QUEUE: held.queue, WEBHOOKS_QUEUE: webhooksQueue.queue });
    const deliveries = await api(`${base(owner)}/webhooks/${webhookId}/deliveries`, { cookie: owner.cookie });
    const call = deliveries.json.deliveries.find((delivery: { eventType: string }) => delivery.eventType === 'workflow.call');
    expect(call).toBeDefined();
    expect(webhooksQueue.sent).toHaveLength(1);

    const disabled = await api(`${base(owner)}/webhooks/${webhookId}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { name: 'Receiver', url: 'http://127.0.0.1:9/hook', events: ['workflow:run:failed'], enabled: false },
    });
    expect(disabled.status).toBe(200);
    await runByHand(owner, workflow.id, [json.document.id], held);
    await runTasks(held.sent.splice(0) as TaskMessage[], { DOCUMENTS_QUEUE: held.queue, WEBHOOKS_QUEUE: webhooksQueue.queue });
    const [failed] = await runsOf(owner, `workflowId=${workflow.id}&status=failed`);
    expect(failed?.error).toBe('The webhook is not there any more, or it is disabled');
  });
});

describe('workflow emails', () => {
  it('go to the addresses the organization allows, with the file attached under the limit and linked above it', async () => {
    const owner = await createOrganizationOfFileUser();
    const intake = await api(`${base(owner)}/intake-emails`, { method: 'POST', cookie: owner.cookie });
    const accountant = uniqueEmail('accountant');
    await api(`${base(owner)}/intake-emails/${intake.json.intakeEmail.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { allowedOrigins: [accountant] },
    });
    const refused = await api(`${base(owner)}/workflows`, {
      method: 'POST',
      cookie: owner.cookie,
      body: {
        name: 'Leak',
        triggers: [{ type: 'manual' }],
        actions: [{ type: 'send_email', addresses: ['stranger@example.com'], subject: 's', body: 'b' }],
      },
    });
    expect([refused.status, refused.json.error.code]).toEqual([400, 'workflows.address_not_allowed']);
    const workflow = await createWorkflow(owner, {
      name: 'To the accountant',
      triggers: [{ type: 'manual' }],
      actions: [{ type: 'send_email', addresses: [accountant.toUpperCase()], subject: '{{name}}', body: 'Attached.', attachFile: true }],
    });
    const { documentId } = await uploadAndProcess(owner, 'small.txt', 'A small file');
    const { documentId: large } = await uploadAndProcess(owner, 'large.txt', 'x'.repeat(2000));
    const held = await runByHand(owner, workflow.id, [documentId]);
    await drain(held);
    expect(await latestEmailTo(accountant)).toMatchObject({ subject: 'small.txt', attachments: [{ filename: 'small.txt', size: 12 }] });
    await runByHand(owner, workflow.id, [large], held);
    const small = { DOCUMENTS_QUEUE: held.queue, WORKFLOWS_EMAIL_ATTACHMENT_MAX_BYTES: '1000' };
    for (let round = 0; held.sent.length > 0 && round < 5; round++) await runTasks(held.sent.splice(0) as TaskMessage[], small);
    const linked = await latestEmailTo(accountant);
    expect(linked).toMatchObject({ subject: 'large.txt', attachments: [] });
    expect(linked?.text).toContain('(2 KB) is larger than the 1 KB an email carries');
  });
});

describe('a run within its share of a batch', () => {
  it.each([
    ['a workflow with the most actions', 1],
    // A chain's runs share a message: each run adds its own statements (its insert, its activity).
    ['a chain of twenty workflows of one action', 20],
  ])(`keeps a message of %s within ${STATEMENTS_PER_TASK} statements, webhooks and other workflows listening`, async (_, workflowCount) => {
    const owner = await createOrganizationOfFileUser();
    const tags: { id: string }[] = [];
    for (const name of ['One', 'Two', 'Three']) tags.push(await createTag(owner, name));
    const note = await api(`${base(owner)}/properties`, { method: 'POST', cookie: owner.cookie, body: { name: 'Note', type: 'text' } });
    await api(`${base(owner)}/webhooks`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { name: 'All', url: 'http://127.0.0.1:9/all', events: ['document:updated', 'document:tag:added', 'document:tag:removed'] },
    });
    await createWorkflow(owner, {
      name: 'Listener',
      triggers: [{ type: 'updated', fields: ['name', 'tags'] }],
      actions: [{ type: 'stop' }],
    });
    const actions = Array.from(
      { length: 20 },
      (_, index) =>
        [
          { type: 'add_tags', tagIds: tags.map(({ id }) => id) },
          { type: 'rename', template: `{{name}} ${index}` },
          { type: 'set_property', propertyId: note.json.property.id, value: `note ${index}` },
          { type: 'remove_tags', all: true },
          { type: 'set_document_date', template: `2025-01-${String(index + 1).padStart(2, '0')}` },
        ][index % 5],
    );
    const actionsPerWorkflow = actions.length / workflowCount;
    for (let index = 0; index < workflowCount; index++)
      await createWorkflow(owner, {
        name: `Busy ${index}`,
        triggers: [{ type: 'added' }],
        actions: actions.slice(index * actionsPerWorkflow, (index + 1) * actionsPerWorkflow),
      });
    const { held } = await uploadHeld(owner, 'busy.txt', 'text');
    const deliveries = heldQueue();
    // One message an invocation, each measured alone.
    let largest = 0;
    for (let round = 0; held.sent.length > 0 && round < 50; round++) {
      const message = held.sent.shift() as TaskMessage;
      takeStatementCounts();
      await runTasks([message], { DOCUMENTS_QUEUE: held.queue, WEBHOOKS_QUEUE: deliveries.queue });
      if (message.type === 'workflows.run') largest = Math.max(largest, ...takeStatementCounts().map(([, statements]) => statements));
    }
    expect(held.sent).toEqual([]);
    // Each change the runs written together leave is announced once, not each action's step: 18 deliveries (more than 20 before).
    expect(deliveries.sent.length).toBeGreaterThan(15);
    expect(largest).toBeLessThanOrEqual(STATEMENTS_PER_TASK);
    const busy = await runsOf(owner, 'status=succeeded&pageSize=100').then((runs) =>
      runs.filter(({ trigger, steps }) => trigger === 'added' && steps.length === actionsPerWorkflow),
    );
    expect(busy).toHaveLength(workflowCount);
    expect(busy.flatMap(({ steps }) => steps).every(({ status }) => status === 'done' || status === 'unchanged')).toBe(true);
  });
});

describe('ten workflows on a document’s arrival', () => {
  it('judge the chain in one message, on the document as the runs before left it, and write what it leaves at once', async () => {
    const owner = await createOrganizationOfFileUser();
    for (let index = 0; index < 10; index++) {
      const tag = await createTag(owner, `Workflow ${index}`);
      await createWorkflow(owner, {
        name: `On arrival ${index}`,
        triggers: [{ type: 'added' }],
        conditions: { rules: [{ field: 'content', operator: 'contains', value: index < 5 ? 'invoice' : `absent${index}` }] },
        actions: [
          { type: 'add_tags', tagIds: [tag.id] },
          { type: 'rename', template: `Invoice ${index} ({{name}})` },
        ],
      });
    }
    const { held, documentId } = await uploadHeld(owner, 'scan.txt', 'invoice: total amount due 120.00 EUR');
    const counts: [string, number][] = [];
    for (let round = 0; held.sent.length > 0 && round < 30; round++) {
      const message = held.sent.shift() as TaskMessage;
      takeStatementCounts();
      await runTasks([message], { DOCUMENTS_QUEUE: held.queue });
      counts.push(...takeStatementCounts().filter(([kind]) => kind.startsWith('queue')));
    }
    // Five runs of two actions, planned in pure code and written at the chain's end in one batch, their
    // events once per change: one message of 18 statements (the organization's database 2, the workflows
    // and runs 2, the document 5, the write 6, the settlement 1, the webhooks subscribed to its two events 2);
    // six messages and 129 statements when each run had its own, two and 72 when the runs shared messages
    // but wrote and announced each action.
    const chain = counts.filter(([kind]) => kind.endsWith('workflows.run')).map(([, statements]) => statements);
    expect(chain).toHaveLength(1);
    expect(chain[0]).toBeLessThanOrEqual(18);
    const document = await documentOf(owner, documentId);
    expect(document.name).toBe('Invoice 4 (Invoice 3 (Invoice 2 (Invoice 1 (Invoice 0 (scan.txt)))))');
    expect(document.tags).toHaveLength(5);
    expect(await runsOf(owner, `documentId=${documentId}&status=succeeded`)).toHaveLength(5);
  });
});

describe('a run by hand over many documents', () => {
  /** `count` processed text documents straight into the organization's database, as the bulk tests seed theirs. */
  async function seedDocuments(member: Member, count: number) {
    const database = await organizationDatabase(member.organizationId);
    await database
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?3)
         INSERT INTO documents (id, organization_id, name, original_name, original_size, original_sha256, mime_type, storage_key, content, processing_status, created_at, updated_at)
         SELECT printf('doc_%s%06d', substr(?1, 5, 18), i), ?1, printf('invoice %d.txt', i), 'invoice.txt', 10, printf('%064d', i), 'text/plain',
           ?1 || '/originals/' || i, 'An invoice ' || i, 'processed', ?2 + i, ?2 + i FROM n`,
      )
      .bind(member.organizationId, Date.now(), count)
      .run();
    const { results } = await database
      .prepare('SELECT id FROM documents WHERE organization_id = ? ORDER BY created_at')
      .bind(member.organizationId)
      .all<{ id: string }>();
    return results.map(({ id }) => id);
  }

  const countOf = async (member: Member, statement: string, ...values: unknown[]) =>
    (await (
      await organizationDatabase(member.organizationId)
    )
      .prepare(statement)
      .bind(...values)
      .first<{ count: number }>())!.count;

  it('goes in messages of 100 documents carried out at once, in the same statements whatever their number, each run logged once', {
    timeout: 60_000,
  }, async () => {
    const owner = await createOrganizationOfFileUser();
    const documentIds = await seedDocuments(owner, 250);
    const selected = await createTag(owner, 'Selected');
    const heard = await createTag(owner, 'Heard');
    const note = await api(`${base(owner)}/properties`, { method: 'POST', cookie: owner.cookie, body: { name: 'Note', type: 'text' } });
    const workflow = await createWorkflow(owner, {
      name: 'Select',
      triggers: [{ type: 'manual' }],
      conditions: { rules: [{ field: 'content', operator: 'contains', value: 'invoice' }] },
      actions: [
        { type: 'add_tags', tagIds: [selected.id] },
        { type: 'set_property', propertyId: note.json.property.id, value: 'Selected' },
      ],
    });
    // Other workflows hear the run's tags: the run's own workflow does not start again.
    await createWorkflow(owner, {
      name: 'Hear',
      triggers: [{ type: 'tag_added', tagIds: [selected.id] }],
      actions: [{ type: 'add_tags', tagIds: [heard.id] }],
    });
    await api(`${base(owner)}/documents/${documentIds[0]}/tags`, { method: 'POST', cookie: owner.cookie, body: { tagId: selected.id } });

    const held = heldQueue();
    const started = await api(`${base(owner)}/workflows/${workflow.id}/run`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { documentIds },
      envOverride: { DOCUMENTS_QUEUE: held.queue },
    });
    expect([started.status, started.json]).toEqual([202, { queuedCount: 250 }]);
    const chunks = held.sent.splice(0) as Extract<TaskMessage, { type: 'workflows.run_by_hand' }>[];
    expect(chunks.map(({ type, documentIds: ids }) => [type, ids.length])).toEqual([
      ['workflows.run_by_hand', 100],
      ['workflows.run_by_hand', 100],
      ['workflows.run_by_hand', 50],
    ]);
    expect(new Set(chunks.map(({ chainKey }) => chainKey)).size).toBe(1);

    const statements: number[] = [];
    const startedWorkflows: string[][] = [];
    for (const chunk of chunks) {
      takeStatementCounts();
      await runTasks([chunk], { DOCUMENTS_QUEUE: held.queue, WEBHOOKS_QUEUE: heldQueue().queue });
      statements.push(
        ...takeStatementCounts()
          .filter(([kind]) => kind.endsWith('workflows.run_by_hand'))
          .map(([, count]) => count),
      );
      // What the chunk sent: the workflows its new tags start, one message per document.
      for (const message of held.sent.splice(0) as TaskMessage[])
        if (message.type === 'workflows.run') startedWorkflows.push(message.workflowIds);
    }
    // A chunk of 50 runs as many statements as one of 100: the documents go together, never one by one.
    expect(statements).toHaveLength(3);
    expect(new Set(statements).size).toBe(1);
    expect(statements[0]).toBeLessThanOrEqual(20);
    expect(startedWorkflows).toHaveLength(249);
    expect(startedWorkflows.flat().every((id) => id !== workflow.id)).toBe(true);

    const tagged = await api(`${base(owner)}/documents?tags=${selected.id}&pageSize=1`, { cookie: owner.cookie });
    expect(tagged.json.documentsCount).toBe(250);
    expect(await documentOf(owner, documentIds[1]!)).toMatchObject({ properties: { [note.json.property.id]: 'Selected' } });
    const [alreadyTagged] = await runsOf(owner, `documentId=${documentIds[0]}`);
    expect([alreadyTagged?.trigger, alreadyTagged?.status]).toEqual(['manual', 'succeeded']);
    expect(alreadyTagged?.steps.map(({ type, status }) => `${type} ${status}`)).toEqual(['add_tags unchanged', 'set_property done']);
    const logged = async () => [
      await countOf(owner, "SELECT count(*) AS count FROM workflow_runs WHERE workflow_id = ? AND status = 'succeeded'", workflow.id),
      await countOf(
        owner,
        "SELECT count(*) AS count FROM document_activities WHERE organization_id = ? AND event = 'workflow_ran'",
        owner.organizationId,
      ),
      await countOf(
        owner,
        "SELECT count(*) AS count FROM document_activities WHERE organization_id = ? AND event = 'tagged'",
        owner.organizationId,
      ),
    ];
    expect(await logged()).toEqual([250, 250, 250]);

    // Delivered again: each document has its run in the chain, nothing is done or logged twice.
    await runTasks(chunks, { DOCUMENTS_QUEUE: held.queue });
    expect(held.sent).toEqual([]);
    expect(await logged()).toEqual([250, 250, 250]);
  });

  it('logs a document whose action fails as a failed run that Retry carries on from that action; one it cannot run at once goes document by document', async () => {
    const owner = await createOrganizationOfFileUser();
    const [first, second] = await seedDocuments(owner, 2);
    const kind = await api(`${base(owner)}/properties`, { method: 'POST', cookie: owner.cookie, body: { name: 'Kind', type: 'text' } });
    const workflow = await createWorkflow(owner, {
      name: 'Kind',
      triggers: [{ type: 'manual' }],
      actions: [{ type: 'set_property', propertyId: kind.json.property.id, value: 'Invoice' }],
    });
    await api(`${base(owner)}/properties/${kind.json.property.id}`, { method: 'DELETE', cookie: owner.cookie });
    const held = await runByHand(owner, workflow.id, [first, second]);
    expect((held.sent as TaskMessage[]).map(({ type }) => type)).toEqual(['workflows.run_by_hand']);
    await drain(held);
    const failed = await runsOf(owner, `workflowId=${workflow.id}&status=failed`);
    const propertyMissing = { reason: 'The property no longer exists', reasonCode: 'property_missing' };
    expect(failed.map(({ error, errorReason, steps }) => [error, errorReason, steps])).toEqual(
      Array(2).fill([
        'The property no longer exists',
        { reasonCode: 'property_missing' },
        [{ type: 'set_property', status: 'failed', ...propertyMissing }],
      ]),
    );
    const retried = await api(`${base(owner)}/workflow-runs/${failed[0]!.id}/retry`, {
      method: 'POST',
      cookie: owner.cookie,
      envOverride: { DOCUMENTS_QUEUE: held.queue },
    });
    expect(retried.json.run).toMatchObject({ status: 'pending' });
    await drain(held);
    expect((await runsOf(owner, `workflowId=${workflow.id}`)).find(({ id }) => id === failed[0]!.id)).toMatchObject({
      status: 'failed',
      attempts: 0,
    });

    const renaming = await createWorkflow(owner, {
      name: 'Rename',
      triggers: [{ type: 'manual' }],
      actions: [{ type: 'rename', template: 'Renamed' }],
    });
    await runByHand(owner, renaming.id, [first, second], held);
    expect((held.sent as TaskMessage[]).map(({ type }) => type)).toEqual(['workflows.run', 'workflows.run']);
    await drain(held);
    expect((await documentOf(owner, second!)).name).toBe('Renamed');
  });

  it('says on its step why an action the API refuses waits for the queue, then fails the run with the refusal’s code', async () => {
    const owner = await createOrganizationOfFileUser();
    const [documentId] = await seedDocuments(owner, 1);
    const reviewer = await api(`${base(owner)}/properties`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { name: 'Reviewer', type: 'member' },
    });
    const workflow = await createWorkflow(owner, {
      name: 'Review',
      triggers: [{ type: 'manual' }],
      // A rename makes it a run document by document, whose actions the queue tries again.
      actions: [
        { type: 'set_property', propertyId: reviewer.json.property.id, value: 'usr_notamember' },
        { type: 'rename', template: 'Reviewed' },
      ],
    });
    const held = await runByHand(owner, workflow.id, [documentId]);
    const [message] = held.sent.splice(0) as TaskMessage[];
    const refusal = {
      reason: 'Reviewer: the value must be a member of the organization',
      reasonCode: 'refused',
      reasonValues: { detail: 'Reviewer: the value must be a member of the organization' },
      errorCode: 'property.invalid_value',
    };
    for (let attempt = 1; attempt <= MAX_ACTION_ATTEMPTS; attempt++) {
      await runTasks([message!], { DOCUMENTS_QUEUE: held.queue });
      const [run] = await runsOf(owner, `workflowId=${workflow.id}`);
      const isLast = attempt === MAX_ACTION_ATTEMPTS;
      expect(run).toMatchObject({
        status: isLast ? 'failed' : 'pending',
        attempts: attempt,
        error: refusal.reason,
        errorReason: { reasonCode: 'refused', reasonValues: refusal.reasonValues, errorCode: 'property.invalid_value' },
        steps: [
          { type: 'set_property', status: isLast ? 'failed' : 'pending', ...refusal },
          { type: 'rename', status: 'pending' },
        ],
      });
    }
    expect((await documentOf(owner, documentId!)).name).toBe('invoice 1.txt');
  });
});

describe('tagging rules on the workflow engine', () => {
  const createRule = async (member: Member, body: Record<string, unknown>) => {
    const { status, json } = await api(`${base(member)}/tagging-rules`, { method: 'POST', cookie: member.cookie, body });
    expect(status, JSON.stringify(json)).toBe(201);
    return json.taggingRule as { id: string };
  };
  const tagNamesOf = async (member: Member, documentId: string) =>
    ((await documentOf(member, documentId)).tags as { name: string }[]).map(({ name }) => name).sort();

  it('runs the rules first on arrival, in the order they were made, then the workflows, which see what the rules did; rules leave no run in the log', async () => {
    const owner = await createOrganizationOfFileUser();
    const invoices = await createTag(owner, 'Invoices');
    const heard = await createTag(owner, 'Heard');
    const kind = (await api(`${base(owner)}/properties`, { method: 'POST', cookie: owner.cookie, body: { name: 'Kind', type: 'text' } }))
      .json.property as { id: string };
    await createRule(owner, {
      name: 'Invoices',
      conditions: [{ field: 'content', operator: 'contains', value: 'invoice' }],
      tagIds: [invoices.id],
      propertyValues: [{ propertyId: kind.id, value: 'first rule' }],
    });
    // A later rule fills only what the earlier left empty.
    await createRule(owner, { name: 'Later', conditions: [], propertyValues: [{ propertyId: kind.id, value: 'later rule' }] });
    await createWorkflow(owner, {
      name: 'File invoices',
      triggers: [{ type: 'added' }],
      conditions: { tags: { mode: 'any', tagIds: [invoices.id] } },
      actions: [{ type: 'rename', template: 'Filed {{originalName}} ({{property:Kind}})' }],
    });
    await createWorkflow(owner, {
      name: 'Hear the tag',
      triggers: [{ type: 'tag_added', tagIds: [invoices.id] }],
      actions: [{ type: 'add_tags', tagIds: [heard.id] }],
    });

    const { documentId } = await uploadAndProcess(owner, 'a.txt', 'Invoice 42');
    expect((await documentOf(owner, documentId)).name).toBe('Filed a.txt (first rule)');
    expect(await tagNamesOf(owner, documentId)).toEqual(['Heard', 'Invoices']);
    const runs = await runsOf(owner, `documentId=${documentId}`);
    expect(runs.map(({ trigger, status }) => [trigger, status]).sort()).toEqual([
      ['added', 'succeeded'],
      ['tag_added', 'succeeded'],
    ]);

    const letter = await uploadAndProcess(owner, 'b.txt', 'A letter');
    expect(await documentOf(owner, letter.documentId)).toMatchObject({ name: 'b.txt', tags: [], properties: { [kind.id]: 'later rule' } });
    expect(await runsOf(owner, `documentId=${letter.documentId}`)).toEqual([]);
  });

  it('sends a workflow’s message only once the rules have done their part', async () => {
    const owner = await createOrganizationOfFileUser();
    const all = await createTag(owner, 'All');
    await createRule(owner, { name: 'All', conditions: [], tagIds: [all.id] });
    await createWorkflow(owner, { name: 'After the rules', triggers: [{ type: 'added' }], actions: [{ type: 'stop' }] });
    const { held } = await uploadHeld(owner, 'a.txt', 'text');
    const tagsWhenSent: string[][] = [];
    const watching = {
      ...held.queue,
      sendBatch: async (messages: { body: TaskMessage }[]) => {
        for (const { body } of messages) if (body.type === 'workflows.run') tagsWhenSent.push(await tagNamesOf(owner, body.documentId));
        await held.queue.sendBatch(messages);
      },
    } as unknown as Queue;
    await runTasks(held.sent.splice(0) as TaskMessage[], { DOCUMENTS_QUEUE: watching });
    expect(tagsWhenSent).toEqual([['All']]);
  });

  it('applies a rule to existing documents as a run of its workflow over them: the trash left out, each new tag heard by workflows', async () => {
    const owner = await createOrganizationOfFileUser();
    const documentIds = [];
    for (const name of ['a.txt', 'b.txt', 'c.txt'])
      documentIds.push((await uploadAndProcess(owner, name, `content of ${name}`)).documentId);
    const [kept, tagged, trashed] = documentIds as [string, string, string];
    await api(`${base(owner)}/documents/${trashed}`, { method: 'DELETE', cookie: owner.cookie });
    const all = await createTag(owner, 'All');
    const heard = await createTag(owner, 'Heard');
    await api(`${base(owner)}/documents/${tagged}/tags`, { method: 'POST', cookie: owner.cookie, body: { tagId: all.id } });
    const rule = await createRule(owner, { name: 'All', conditions: [], tagIds: [all.id] });
    await createWorkflow(owner, {
      name: 'Hear the tag',
      triggers: [{ type: 'tag_added', tagIds: [all.id] }],
      actions: [{ type: 'add_tags', tagIds: [heard.id] }],
    });

    const held = heldQueue();
    const started = await api(`${base(owner)}/tagging-rules/${rule.id}/apply`, {
      method: 'POST',
      cookie: owner.cookie,
      envOverride: { DOCUMENTS_QUEUE: held.queue },
    });
    expect(started.json.taggingRuleRun).toMatchObject({ status: 'running', documentsCount: 2 });
    await drain(held);
    const run = (await api(`${base(owner)}/tagging-rules/${rule.id}/apply`, { cookie: owner.cookie })).json.taggingRuleRun;
    expect(run).toMatchObject({ status: 'done', processedCount: 2, taggedCount: 1 });
    expect(await tagNamesOf(owner, kept)).toEqual(['All', 'Heard']);
    expect(await tagNamesOf(owner, tagged)).toEqual(['All']);
    expect(await tagNamesOf(owner, trashed)).toEqual([]);
  });
});
