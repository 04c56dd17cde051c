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
import type { TaskMessage } from '../../worker/platform/queue';
import { organizationDatabaseBindings } from './databases';
import { api, createOrganizationMember } from './helpers';

// The tests count every invocation's D1 statements (tests/worker/setup.ts fails a test whose
// invocations ran more than D1 allows); these prove the count.

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
    expect(takeStatementCounts()).toEqual([['a test invocation', 4 + 3 + 2 + 1 + 2]]);
    // Preparing and binding run nothing.
    counted.DB.prepare('SELECT 1').bind();
    expect(takeStatementCounts()).toEqual([]);
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
    const member = await createOrganizationMember();
    await api(`/api/organizations/${member.organizationId}/documents`, { cookie: member.cookie });
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '0 3 * * *' }), env);
    const kinds = takeStatementCounts().map(([kind]) => kind);
    expect(kinds).toContain('GET /api/organizations/:id/documents');
    expect(kinds).toContain('cron 0 3 * * *');
  });
});
