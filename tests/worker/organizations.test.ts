import { env } from 'cloudflare:workers';
import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { ORGANIZATION_TABLES } from '../../worker/platform/db/organization-records';
import { takeStatementCounts } from '../../worker/platform/db/statement-budget';
import { STATEMENTS_PER_TASK, type TaskMessage } from '../../worker/platform/queue';
import { organizationDatabase, rowsOfAllOrganizations } from './databases';
import { api, createOrganization, createVerifiedUser, heldQueue, runTasks, uploadFile } from './helpers';

describe('organizations', () => {
  it('creates an organization whose creator is owner, lists, reads and renames it', async () => {
    const { cookie } = await createVerifiedUser();
    const created = await api('/api/organizations', { method: 'POST', cookie, body: { name: '  My archive  ' } });
    expect(created.status).toBe(201);
    const organization = created.json.organization;
    expect(organization.id).toMatch(/^org_[a-z0-9]{24}$/);
    expect(organization.name).toBe('My archive');

    expect((await api('/api/organizations', { cookie })).json.organizations.map((o: { id: string }) => o.id)).toEqual([organization.id]);
    expect((await api(`/api/organizations/${organization.id}`, { cookie })).json.organization.name).toBe('My archive');
    expect((await api(`/api/organizations/${organization.id}/members/me`, { cookie })).json.member).toMatchObject({
      role: 'owner',
      organizationId: organization.id,
    });

    const renamed = await api(`/api/organizations/${organization.id}`, { method: 'PUT', cookie, body: { name: 'Renamed' } });
    expect(renamed.status).toBe(200);
    expect(renamed.json.organization.name).toBe('Renamed');
  });

  it.each([
    ['too short once trimmed', { name: '  ab  ' }, 'Organization name must be at least 3 characters'],
    ['too long', { name: 'x'.repeat(51) }, 'Organization name must be at most 50 characters'],
    ['missing', {}, 'Organization name is required'],
    ['not a string', { name: 42 }, 'Organization name is required'],
  ])('rejects a name that is %s, on create and on rename', async (_label, body, message) => {
    const { cookie } = await createVerifiedUser();
    const organization = await createOrganization(cookie);
    for (const [method, path] of [
      ['POST', '/api/organizations'],
      ['PUT', `/api/organizations/${organization.id}`],
    ] as const) {
      const { status, json } = await api(path, { method, cookie, body });
      expect(status).toBe(400);
      expect(json.error).toMatchObject({ code: 'server.invalid_request.body', message });
    }
  });

  it('lists, beside the organizations, the one their user last opened in the app, for a new device to start there', {
    timeout: 15_000,
  }, async () => {
    const { cookie } = await createVerifiedUser();
    const [first, second] = [await createOrganization(cookie, 'First'), await createOrganization(cookie, 'Second')];
    const lastOpened = async () => (await api('/api/organizations', { cookie })).json.lastOpenedOrganizationId;
    expect(await lastOpened()).toBeNull();
    for (const opened of [second, first]) {
      await api(`/api/organizations/${opened.id}`, { cookie });
      // Recorded after the answer (waitUntil).
      await expect.poll(lastOpened).toBe(opened.id);
    }
  });

  it('accepts names of exactly 3 and 50 characters', async () => {
    const { cookie } = await createVerifiedUser();
    for (const name of ['abc', 'x'.repeat(50)]) {
      expect((await api('/api/organizations', { method: 'POST', cookie, body: { name } })).status).toBe(201);
    }
  });

  it('refuses more organizations than MAX_ORGANIZATION_COUNT_PER_USER (10)', async () => {
    const { cookie } = await createVerifiedUser();
    for (let index = 0; index < 10; index += 1) await createOrganization(cookie, `Organization ${index}`);
    const { status, json } = await api('/api/organizations', { method: 'POST', cookie, body: { name: 'One too many' } });
    expect(status).toBe(403);
    expect(json.error.code).toBe('user.max_organization_count_reached');
  });

  it('holds MAX_ORGANIZATION_COUNT_PER_USER under 20 parallel creations', async () => {
    const { cookie } = await createVerifiedUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => api('/api/organizations', { method: 'POST', cookie, body: { name: `Parallel ${index}` } })),
    );
    expect(answers.filter(({ status }) => status === 201)).toHaveLength(10);
    expect(
      answers.filter(({ status }) => status === 403).every(({ json }) => json.error.code === 'user.max_organization_count_reached'),
    ).toBe(true);
    expect(answers.map(({ status }) => status).sort()).toEqual([...Array(10).fill(201), ...Array(10).fill(403)]);
    expect((await api('/api/organizations', { cookie })).json.organizations).toHaveLength(10);
  });

  it('answers 400 for a malformed organization id and for malformed JSON', async () => {
    const { cookie } = await createVerifiedUser();
    const badId = await api('/api/organizations/not-an-id', { cookie });
    expect(badId.status).toBe(400);
    expect(badId.json.error.code).toBe('server.invalid_request.params');

    const badJson = await api('/api/organizations', { method: 'POST', cookie, body: '{"name": ' });
    expect(badJson.status).toBe(400);
    expect(badJson.json.error.code).toBe('server.invalid_request.body');
  });

  it('requires a session on every route', async () => {
    for (const [method, path] of [
      ['GET', '/api/organizations'],
      ['POST', '/api/organizations'],
      ['GET', '/api/organizations/org_abc'],
    ] as const) {
      const { status, json } = await api(path, { method, body: method === 'POST' ? { name: 'Nope' } : undefined });
      expect(status).toBe(401);
      expect(json.error.code).toBe('auth.unauthorized');
    }
  });
});

describe('tenant isolation', () => {
  it('answers 403 to a non-member on every organization route and reveals nothing', async () => {
    const owner = await createVerifiedUser('Owner');
    const stranger = await createVerifiedUser('Stranger');
    const organization = await createOrganization(owner.cookie, 'Private archive');

    const routes = [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['GET', '/members/me'],
    ] as const;
    for (const [method, suffix] of routes) {
      const { status, json, text } = await api(`/api/organizations/${organization.id}${suffix}`, {
        method,
        cookie: stranger.cookie,
        body: method === 'PUT' ? { name: 'Hijacked' } : undefined,
      });
      expect(status, `${method} ${suffix}`).toBe(403);
      expect(json.error.code).toBe('user.not_in_organization');
      expect(text).not.toContain('Private archive');
    }
    // A missing organization looks exactly like someone else's.
    const missing = await api('/api/organizations/org_doesnotexist000000000000', { cookie: stranger.cookie });
    expect(missing.status).toBe(403);
    expect(missing.json.error.code).toBe('user.not_in_organization');

    expect((await api('/api/organizations', { cookie: stranger.cookie })).json.organizations).toEqual([]);
    expect((await api(`/api/organizations/${organization.id}`, { cookie: owner.cookie })).json.organization.name).toBe('Private archive');
  });
});

describe('organization deletion', () => {
  it('lets only the owner delete; access ends at once and the purge removes files and the row', async () => {
    const owner = await createVerifiedUser('Owner');
    const organization = await createOrganization(owner.cookie, 'Doomed archive');
    await env.FILES.put(`${organization.id}/originals/doc_a`, 'a');
    await env.FILES.put(`${organization.id}/originals/doc_b`, 'b');
    await env.FILES.put('org_someoneelse/originals/doc_c', 'c');

    const deleted = await api(`/api/organizations/${organization.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(deleted.status).toBe(204);
    expect((await api(`/api/organizations/${organization.id}`, { cookie: owner.cookie })).status).toBe(403);
    expect((await api('/api/organizations', { cookie: owner.cookie })).json.organizations).toEqual([]);

    // The route enqueued the purge; run the consumer on that message, twice, as at-least-once delivery may.
    const message = {
      id: 'purge-1',
      timestamp: new Date(),
      attempts: 1,
      body: { type: 'organization.purge' as const, organizationId: organization.id },
    };
    for (let run = 0; run < 2; run += 1) {
      const batch = createMessageBatch('archive-documents', [message]);
      const context = createExecutionContext();
      await worker.queue(batch, env);
      const result = await getQueueResult(batch, context);
      expect(result.explicitAcks).toEqual(['purge-1']);
    }
    expect((await env.FILES.list({ prefix: `${organization.id}/` })).objects).toEqual([]);
    expect(await env.FILES.get('org_someoneelse/originals/doc_c')).not.toBeNull();
    expect(await env.DB.prepare('SELECT id FROM organizations WHERE id = ?').bind(organization.id).first()).toBeNull();
  });

  it('purges a large organization a page at a time through the queue, each message within its share of D1 statements, leaving nothing', {
    timeout: 60_000,
  }, async () => {
    const owner = await createVerifiedUser('Owner');
    const organization = await createOrganization(owner.cookie, 'Large archive');
    await uploadFile(owner.cookie, organization.id, { name: 'a.txt', content: 'a document', type: 'text/plain' });
    // More rows than one message deletes: 500 a statement, about eighty statements in its share.
    const tags = 45_000;
    await (await organizationDatabase(organization.id))
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
         INSERT INTO tags (id, organization_id, name, color, created_at, updated_at)
         SELECT printf('tag_%s%06d', substr(?1, 5, 18), i), ?1, 'Tag ' || i, '#445566', 0, 0 FROM n`,
      )
      .bind(organization.id, tags)
      .run();
    const held = heldQueue();
    const deleted = await api(`/api/organizations/${organization.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
      envOverride: { DOCUMENTS_QUEUE: held.queue },
    });
    expect(deleted.status).toBe(204);

    takeStatementCounts();
    let messages = 0;
    for (let message = held.sent.shift(); message; message = held.sent.shift(), messages++)
      expect((await runTasks([message as TaskMessage], { DOCUMENTS_QUEUE: held.queue })).retryMessages).toEqual([]);
    expect(messages).toBeGreaterThan(1);
    const [purge] = takeStatementCounts().filter(([kind]) => kind === 'queue archive-documents organization.purge');
    expect(purge![1]).toBeLessThanOrEqual(STATEMENTS_PER_TASK);

    for (const table of ORGANIZATION_TABLES)
      expect(await rowsOfAllOrganizations(`SELECT 1 FROM ${table} WHERE organization_id = ?`, organization.id), table).toEqual([]);
    expect((await env.FILES.list({ prefix: `${organization.id}/` })).objects).toEqual([]);
    expect(await env.DB.prepare('SELECT id FROM organizations WHERE id = ?').bind(organization.id).first()).toBeNull();
  });

  it('refuses deletion and renaming by a plain member', async () => {
    const owner = await createVerifiedUser('Owner');
    const member = await createVerifiedUser('Member');
    const organization = await createOrganization(owner.cookie);
    await env.DB.prepare(
      "INSERT INTO organization_members (id, organization_id, user_id, role, created_at, updated_at) VALUES ('mem_x', ?, ?, 'member', 0, 0)",
    )
      .bind(organization.id, member.userId)
      .run();

    expect((await api(`/api/organizations/${organization.id}`, { cookie: member.cookie })).status).toBe(200);
    expect((await api(`/api/organizations/${organization.id}/members/me`, { cookie: member.cookie })).json.member.role).toBe('member');
    for (const [method, body] of [
      ['DELETE', undefined],
      ['PUT', { name: 'Mine now' }],
    ] as const) {
      const { status, json } = await api(`/api/organizations/${organization.id}`, { method, cookie: member.cookie, body });
      expect(status).toBe(403);
      expect(json.error.code).toBe('organization.insufficient_role');
    }
  });

  it('lets the daily cron re-enqueue purges that never finished', async () => {
    const owner = await createVerifiedUser();
    const organization = await createOrganization(owner.cookie);
    await env.DB.prepare('UPDATE organizations SET deleted_at = ? WHERE id = ?')
      .bind(Date.now() - 2 * 60 * 60 * 1000, organization.id)
      .run();
    const { queue, sent } = heldQueue();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '0 3 * * *' }), { ...env, DOCUMENTS_QUEUE: queue });
    expect(sent).toContainEqual({ type: 'organization.purge', organizationId: organization.id });
  });
});
