import { createMessageBatch, createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import {
  countStatementsOf,
  D1_STATEMENTS_PER_INVOCATION,
  takeStatementCounts,
  takeStatementViolations,
} from '../../worker/platform/db/statement-budget';
import { STATEMENTS_PER_TASK, type TaskMessage } from '../../worker/platform/queue';
import { organizationDatabase, organizationDatabaseBindings } from './databases';
import { api, drainHeldQueue, heldQueue, runTasks, createOrganizationOfFileUser } from './helpers';

// The tests count every invocation's D1 statements (tests/worker/setup.ts fails a test whose
// invocations ran more than D1 allows); these prove the count, and hold the paged work to its share.

describe('the count of D1 statements per invocation', () => {
  it('counts each run statement, each of a batch and of an exec, over every database and session of the invocation', async () => {
    const counted = countStatementsOf(env, () => 'a test invocation');
    const organizationBinding = Object.keys(env).find((name) => name.startsWith('ORG_DB_')) ?? 'DB';
    const other = (counted as unknown as Record<string, D1Database>)[organizationBinding]!;
    takeStatementCounts();

    await counted.DB.prepare('SELECT 1').first();
    await counted.DB.prepare('SELECT ?').bind(1).all();
    await counted.DB.prepare('SELECT 1').run();
    await counted.DB.prepare('SELECT 1').raw();
    await counted.DB.batch([counted.DB.prepare('SELECT 1'), counted.DB.prepare('SELECT ?').bind(2), counted.DB.prepare('SELECT 3')]);
    await other.exec('SELECT 1;\nSELECT 2;');
    const session = other.withSession('first-primary');
    await session.prepare('SELECT 1').first();
    await session.batch([session.prepare('SELECT 1'), session.prepare('SELECT 2')]);
    // Only this invocation's: the files of a test worker share one runtime, where another file's
    // background work (a queue message, a waitUntil) may still be counting.
    const ownCounts = () => takeStatementCounts().filter(([invocation]) => invocation === 'a test invocation');
    expect(ownCounts()).toEqual([['a test invocation', 4 + 3 + 2 + 1 + 2]]);
    // Preparing and binding run nothing.
    counted.DB.prepare('SELECT 1').bind();
    expect(ownCounts()).toEqual([]);
  });

  it(`fails the statement past ${D1_STATEMENTS_PER_INVOCATION}, as D1 would, and records it for the test to fail on`, async () => {
    const counted = countStatementsOf(env, () => 'GET /api/somewhere');
    const statements = Array.from({ length: D1_STATEMENTS_PER_INVOCATION - 1 }, () => counted.DB.prepare('SELECT 1'));
    await counted.DB.batch(statements);
    await counted.DB.prepare('SELECT 1').first();
    await expect(counted.DB.prepare('SELECT 1').first()).rejects.toThrow(
      `GET /api/somewhere ran ${D1_STATEMENTS_PER_INVOCATION + 1} D1 statements, more than the ${D1_STATEMENTS_PER_INVOCATION} D1 allows per invocation`,
    );
    await expect(counted.DB.batch([counted.DB.prepare('SELECT 1')])).rejects.toThrow('more than the 1000 D1 allows');
    // Recorded once, for tests/worker/setup.ts to fail the test on (this one takes it).
    expect(takeStatementViolations()).toEqual([
      `GET /api/somewhere ran ${D1_STATEMENTS_PER_INVOCATION + 1} D1 statements, more than the ${D1_STATEMENTS_PER_INVOCATION} D1 allows per invocation`,
    ]);
    // Another invocation has a budget of its own.
    await countStatementsOf(env, () => 'the next one')
      .DB.prepare('SELECT 1')
      .first();
  });

  it('is off without the test binding: the bindings are the Worker’s own', () => {
    const production = { ...env, TEST_COUNT_D1_STATEMENTS: '' } as Env;
    expect(countStatementsOf(production, () => 'unused')).toBe(production);
  });

  it('counts each entry point as one invocation: a queue batch whose consumer runs past the budget is caught, though the consumer retries its messages', {
    timeout: 60_000,
  }, async () => {
    // A document that does not exist: a statement a message, two with several databases (its organization's placement first).
    const perMessage = organizationDatabaseBindings.length > 1 ? 2 : 1;
    const messages = Array.from({ length: Math.ceil((D1_STATEMENTS_PER_INVOCATION + 1) / perMessage) }, (_, index) => ({
      id: `missing-${index}`,
      timestamp: new Date(),
      attempts: 1,
      body: { type: 'document.process', organizationId: 'org_000000000000000000missing', documentId: `doc_${index}` } satisfies TaskMessage,
    }));
    await worker.queue(createMessageBatch('archive-documents', messages), env);
    expect(takeStatementViolations()).toEqual([
      expect.stringMatching(/^queue archive-documents document\.process ran 100[12] D1 statements, more than the 1000 D1 allows/),
    ]);

    takeStatementCounts();
    const member = await createOrganizationOfFileUser();
    await api(`/api/organizations/${member.organizationId}/documents`, { cookie: member.cookie });
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '0 3 * * *' }), env);
    const kinds = takeStatementCounts().map(([kind]) => kind);
    expect(kinds).toContain('GET /api/organizations/:id/documents');
    expect(kinds).toContain('cron 0 3 * * *');
  });
});

describe('paged work within its share of an invocation', () => {
  it(`keeps each message of a rule run and of bulk actions over ${600} documents within ${STATEMENTS_PER_TASK} statements, rules and webhooks at work`, {
    timeout: 120_000,
  }, async () => {
    const owner = await createOrganizationOfFileUser();
    const { organizationId, cookie } = owner;
    const now = Date.now();
    await (await organizationDatabase(organizationId))
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 600)
         INSERT INTO documents (id, organization_id, name, original_name, original_size, original_sha256, mime_type, storage_key, content, processing_status, created_at, updated_at)
         SELECT printf('doc_%s%06d', substr(?1, 5, 18), i), ?1, printf('invoice %d.txt', i), 'invoice.txt', 10, printf('%064d', i), 'text/plain',
           ?1 || '/originals/' || i, 'An invoice for lunch ' || i, 'processed', ?2 + i, ?2 + i FROM n`,
      )
      .bind(organizationId, now)
      .run();
    const tagIds: string[] = [];
    for (const name of ['Invoices', 'Lunch', 'To check']) {
      const { json } = await api(`/api/organizations/${organizationId}/tags`, { method: 'POST', cookie, body: { name, color: '#112233' } });
      tagIds.push(json.tag.id);
    }
    const webhook = await api(`/api/organizations/${organizationId}/webhooks`, {
      method: 'POST',
      cookie,
      body: { name: 'Receiver', url: 'http://127.0.0.1:9/hook', events: ['document:tag:added', 'document:deleted', 'document:updated'] },
    });
    expect(webhook.status).toBe(201);
    const rule = await api(`/api/organizations/${organizationId}/tagging-rules`, {
      method: 'POST',
      cookie,
      body: { name: 'Invoices', conditions: [{ field: 'content', operator: 'contains', value: 'invoice' }], tagIds },
    });

    const held = heldQueue();
    const envOverride = { DOCUMENTS_QUEUE: held.queue, WEBHOOKS_QUEUE: heldQueue().queue };
    const runAll = () =>
      drainHeldQueue(held.sent, async (message) => expect((await runTasks([message], envOverride)).retryMessages).toEqual([]));
    const largest = (kind: string) => takeStatementCounts().find(([counted]) => counted === kind)?.[1];

    await api(`/api/organizations/${organizationId}/tagging-rules/${rule.json.taggingRule.id}/apply`, {
      method: 'POST',
      cookie,
      envOverride,
    });
    takeStatementCounts();
    // Six pages of 100, and the one that finds none left.
    expect(await runAll()).toBe(7);
    expect(largest('queue archive-documents tagging-rule.apply')).toBeLessThanOrEqual(STATEMENTS_PER_TASK);
    const tagged = await api(`/api/organizations/${organizationId}/documents?tags=${tagIds[2]}&pageSize=1`, { cookie });
    expect(tagged.json.documentsCount).toBe(600);

    // Five chunks of 100 a message; one when restoring, which runs the rule on every document again.
    for (const [action, messages] of [
      ['trash', 2],
      ['restore', 6],
    ] as const) {
      const started = await api(`/api/organizations/${organizationId}/documents/bulk/${action}`, {
        method: 'POST',
        cookie,
        body: { query: {} },
        envOverride,
      });
      expect(started.status).toBe(202);
      takeStatementCounts();
      expect(await runAll()).toBe(messages);
      expect(largest('queue archive-documents documents.bulk')).toBeLessThanOrEqual(STATEMENTS_PER_TASK);
    }
    expect((await api(`/api/organizations/${organizationId}/documents?pageSize=1`, { cookie })).json.documentsCount).toBe(600);
  });
});
