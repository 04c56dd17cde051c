import { env } from 'cloudflare:workers';
import { organizationDatabase } from './databases';
import { describe, expect, it } from 'vitest';
import { RUN_PAGE_SIZE } from '../../worker/modules/tagging-rules/tagging-rules.service';
import type { TaskMessage } from '../../worker/platform/queue';
import {
  api,
  createOrganizationMember,
  drainHeldQueue,
  heldQueue,
  processDocuments,
  runTasks,
  uploadFile,
  createOrganizationOfFileUser,
} from './helpers';

type Member = Awaited<ReturnType<typeof createOrganizationMember>>;
const rulesPath = (member: Member) => `/api/organizations/${member.organizationId}/tagging-rules`;
const documentPath = (member: Member, documentId: string) => `/api/organizations/${member.organizationId}/documents/${documentId}`;

async function createTag(member: Member, name = 'Invoices') {
  const { json } = await api(`/api/organizations/${member.organizationId}/tags`, {
    method: 'POST',
    cookie: member.cookie,
    body: { name, color: '#d8ff75' },
  });
  return json.tag as { id: string };
}

async function createRule(member: Member, body: Record<string, unknown>) {
  const { status, json } = await api(rulesPath(member), { method: 'POST', cookie: member.cookie, body });
  expect(status, JSON.stringify(json)).toBe(201);
  return json.taggingRule as { id: string };
}

const tagNamesOf = async (member: Member, documentId: string) =>
  (await api(documentPath(member, documentId), { cookie: member.cookie })).json.document.tags.map((tag: { name: string }) => tag.name);

describe('tagging rules API', () => {
  it('creates with defaults, reads, lists, updates and deletes', async () => {
    const member = await createOrganizationOfFileUser();
    const tag = await createTag(member);
    const rule = await createRule(member, {
      name: ' Invoices ',
      conditions: [{ field: 'content', operator: 'contains', value: 'invoice' }],
      tagIds: [tag.id],
    });
    const read = (await api(`${rulesPath(member)}/${rule.id}`, { cookie: member.cookie })).json.taggingRule;
    expect(read).toMatchObject({
      name: 'Invoices',
      description: null,
      isEnabled: true,
      matchMode: 'all',
      isCaseSensitive: false,
      tagIds: [tag.id],
      tags: [{ id: tag.id, name: 'Invoices' }],
    });
    expect(rule.id).toMatch(/^tr_[a-z0-9]{24}$/);
    const listed = (await api(rulesPath(member), { cookie: member.cookie })).json.taggingRules;
    expect(listed).toHaveLength(1);
    // The original 0.9.1 client reads the tags as actions, in the list and in a single rule.
    expect(read.actions).toEqual([{ tagId: tag.id }]);
    expect(listed[0].actions).toEqual([{ tagId: tag.id }]);

    const updated = await api(`${rulesPath(member)}/${rule.id}`, {
      method: 'PUT',
      cookie: member.cookie,
      body: { name: 'Renamed', conditions: [], tagIds: [tag.id], matchMode: 'any', isEnabled: false },
    });
    expect(updated.json.taggingRule).toMatchObject({ name: 'Renamed', conditions: [], matchMode: 'any', isEnabled: false });

    expect((await api(`${rulesPath(member)}/${rule.id}`, { method: 'DELETE', cookie: member.cookie })).status).toBe(204);
    expect((await api(`${rulesPath(member)}/${rule.id}`, { cookie: member.cookie })).status).toBe(404);
  });

  it.each([
    [{ name: '', tagIds: ['tag_x'] }, 'The name is required'],
    [{ name: 'x'.repeat(65), tagIds: ['tag_x'] }, 'The name must be at most 64 characters'],
    [{ name: 'ok', description: 'd'.repeat(257), tagIds: ['tag_x'] }, 'The description must be at most 256 characters'],
    [{ name: 'ok', tagIds: [] }, 'At least one tag is required (or a property to set)'],
    [{ name: 'ok' }, 'At least one tag is required (or a property to set)'],
    [{ name: 'ok', propertyValues: [{ propertyId: 'prop_x', value: null }] }, 'The value to set is required'],
    [
      {
        name: 'ok',
        propertyValues: [
          { propertyId: 'prop_x', value: 1 },
          { propertyId: 'prop_x', value: 2 },
        ],
      },
      'A property is set twice',
    ],
    [
      { name: 'ok', tagIds: ['tag_x'], conditions: [{ field: 'title', operator: 'contains', value: 'a' }] },
      'The field must be one of: name, content, documentDate',
    ],
    [
      { name: 'ok', tagIds: ['tag_x'], conditions: [{ field: 'name', operator: 'like', value: 'a' }] },
      'The operator must be one of: equal, not_equal, contains, not_contains, starts_with, ends_with',
    ],
    [
      { name: 'ok', tagIds: ['tag_x'], conditions: [{ field: 'name', operator: 'contains', value: '' }] },
      'The condition value must have at least 1 character',
    ],
    [{ name: 'ok', tagIds: ['tag_x'], matchMode: 'some' }, 'matchMode must be "all" or "any"'],
  ])('rejects %j', async (body, message) => {
    const member = await createOrganizationMember();
    const { status, json } = await api(rulesPath(member), { method: 'POST', cookie: member.cookie, body });
    expect(status).toBe(400);
    expect(json.error.message).toBe(message);
  });

  it('refuses tags of another organization and hides rules from non-members', async () => {
    const owner = await createOrganizationOfFileUser();
    const intruder = await createOrganizationMember('Intruder');
    const ownerTag = await createTag(owner);
    const refused = await api(rulesPath(intruder), {
      method: 'POST',
      cookie: intruder.cookie,
      body: { name: 'steal', tagIds: [ownerTag.id] },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('tagging_rules.invalid_tags');

    const rule = await createRule(owner, { name: 'Mine', tagIds: [ownerTag.id] });
    for (const [method, suffix] of [
      ['GET', ''],
      ['GET', `/${rule.id}`],
      ['PUT', `/${rule.id}`],
      ['DELETE', `/${rule.id}`],
      ['POST', `/${rule.id}/apply`],
    ] as const) {
      const body = method === 'PUT' ? { name: 'x', tagIds: [ownerTag.id] } : undefined;
      expect((await api(`${rulesPath(owner)}${suffix}`, { method, cookie: intruder.cookie, body })).status).toBe(403);
      if (suffix) expect((await api(`${rulesPath(intruder)}${suffix}`, { method, cookie: intruder.cookie, body })).status).not.toBe(200);
    }
  });
});

describe('rules in the processing pipeline', () => {
  it('tags a document whose extracted content matches, once extraction is done', async () => {
    const member = await createOrganizationOfFileUser();
    const invoices = await createTag(member, 'Invoices');
    const receipts = await createTag(member, 'Receipts');
    await createRule(member, {
      name: 'Invoices',
      conditions: [{ field: 'content', operator: 'contains', value: 'INVOICE NUMBER' }],
      tagIds: [invoices.id],
    });
    await createRule(member, { name: 'Disabled', isEnabled: false, conditions: [], tagIds: [receipts.id] });

    const { json } = await uploadFile(member.cookie, member.organizationId, { name: 'a.txt', content: 'Invoice number 42' });
    const other = (await uploadFile(member.cookie, member.organizationId, { name: 'b.txt', content: 'A letter' })).json;
    expect(await tagNamesOf(member, json.document.id)).toEqual([]);
    await processDocuments(json.document.id, other.document.id);
    expect(await tagNamesOf(member, json.document.id)).toEqual(['Invoices']);
    expect(await tagNamesOf(member, other.document.id)).toEqual([]);

    const activity = (await api(`${documentPath(member, json.document.id)}/activity`, { cookie: member.cookie })).json.activities[0];
    expect(activity).toMatchObject({ event: 'tagged', tag: { name: 'Invoices' }, user: null });
  });

  it('applies a rule without conditions to every document, and runs again on a restored trashed duplicate', async () => {
    const member = await createOrganizationOfFileUser();
    const document = (await uploadFile(member.cookie, member.organizationId, { name: 'a.txt', content: 'anything' })).json.document;
    await api(`${documentPath(member, document.id)}`, { method: 'DELETE', cookie: member.cookie });
    const all = await createTag(member, 'All');
    await createRule(member, { name: 'Everything', conditions: [], tagIds: [all.id] });

    const again = await uploadFile(member.cookie, member.organizationId, { name: 'a.txt', content: 'anything' });
    expect(again.json.isRestored).toBe(true);
    expect(await tagNamesOf(member, document.id)).toEqual(['All']);
  });
});

describe('rules that set properties', () => {
  const createProperty = async (member: Member, body: Record<string, unknown>) =>
    (await api(`/api/organizations/${member.organizationId}/properties`, { method: 'POST', cookie: member.cookie, body })).json
      .property as { id: string; options: { id: string }[] };
  const propertiesOf = async (member: Member, documentId: string) =>
    (await api(documentPath(member, documentId), { cookie: member.cookie })).json.document.properties;

  it('fill a matching document’s empty properties at processing and when applied to existing documents, never over a value someone set', async () => {
    const member = await createOrganizationOfFileUser();
    const status = await createProperty(member, {
      name: 'Status',
      type: 'select',
      options: [
        { name: 'To pay', color: '#dc2626' },
        { name: 'Paid', color: '#16a34a' },
      ],
    });
    const amount = await createProperty(member, { name: 'Amount', type: 'number' });
    const toPay = status.options[0]!.id;
    const rule = await createRule(member, {
      name: 'Bills',
      conditions: [{ field: 'content', operator: 'contains', value: 'bill' }],
      propertyValues: [
        { propertyId: status.id, value: toPay },
        { propertyId: amount.id, value: '12,5' },
      ],
    });
    const read = (await api(`${rulesPath(member)}/${rule.id}`, { cookie: member.cookie })).json.taggingRule;
    expect(read).toMatchObject({
      tagIds: [],
      actions: [],
      propertyValues: [
        { propertyId: status.id, value: toPay },
        { propertyId: amount.id, value: 12.5 },
      ],
    });

    const bill = (await uploadFile(member.cookie, member.organizationId, { name: 'bill.txt', content: 'Electricity bill' })).json.document
      .id;
    const letter = (await uploadFile(member.cookie, member.organizationId, { name: 'letter.txt', content: 'A letter' })).json.document.id;
    await processDocuments(bill, letter);
    expect(await propertiesOf(member, bill)).toEqual({ [status.id]: toPay, [amount.id]: 12.5 });
    expect(await propertiesOf(member, letter)).toEqual({});

    // A person marks it paid; the rule applied again leaves that, and fills another bill.
    const paid = status.options[1]!.id;
    await api(`${documentPath(member, bill)}/properties/${status.id}`, { method: 'PUT', cookie: member.cookie, body: { value: paid } });
    const older = (await uploadFile(member.cookie, member.organizationId, { name: 'old.txt', content: 'Water bill' })).json.document.id;
    await api(`${documentPath(member, older)}/properties/${amount.id}`, { method: 'PUT', cookie: member.cookie, body: { value: 99 } });
    await api(`${rulesPath(member)}/${rule.id}`, {
      method: 'PUT',
      cookie: member.cookie,
      body: { name: 'Bills', conditions: [{ field: 'name', operator: 'contains', value: 'old' }], propertyValues: read.propertyValues },
    });
    const held = heldQueue();
    await api(`${rulesPath(member)}/${rule.id}/apply`, {
      method: 'POST',
      cookie: member.cookie,
      envOverride: { DOCUMENTS_QUEUE: held.queue },
    });
    await runTasks(held.sent as TaskMessage[]);
    expect(await propertiesOf(member, older)).toEqual({ [status.id]: toPay, [amount.id]: 99 });
    expect(await propertiesOf(member, bill)).toEqual({ [status.id]: paid, [amount.id]: 12.5 });
  });

  it('refuse a value the property does not take and another organization’s property; skip a property deleted since', async () => {
    const member = await createOrganizationOfFileUser();
    const stranger = await createOrganizationMember('Eve');
    const due = await createProperty(member, { name: 'Due', type: 'date' });
    const theirs = await createProperty(stranger, { name: 'Theirs', type: 'text' });
    const bad = await api(rulesPath(member), {
      method: 'POST',
      cookie: member.cookie,
      body: { name: 'x', propertyValues: [{ propertyId: due.id, value: 'soon' }] },
    });
    expect([bad.status, bad.json.error]).toEqual([
      400,
      { code: 'property.invalid_value', message: 'Due: the value must be a day like 2025-03-12' },
    ]);
    const foreign = await api(rulesPath(member), {
      method: 'POST',
      cookie: member.cookie,
      body: { name: 'x', propertyValues: [{ propertyId: theirs.id, value: 'a' }] },
    });
    expect([foreign.status, foreign.json.error.code]).toEqual([404, 'property.not_found']);

    const tag = await createTag(member);
    await createRule(member, {
      name: 'All',
      conditions: [],
      tagIds: [tag.id],
      propertyValues: [{ propertyId: due.id, value: '2025-01-31' }],
    });
    await api(`/api/organizations/${member.organizationId}/properties/${due.id}`, { method: 'DELETE', cookie: member.cookie });
    const { json } = await uploadFile(member.cookie, member.organizationId, { name: 'a.txt', content: 'text' });
    await processDocuments(json.document.id);
    expect(await tagNamesOf(member, json.document.id)).toEqual(['Invoices']);
    expect(await propertiesOf(member, json.document.id)).toEqual({});
  });
});

describe('apply to existing documents', () => {
  it('walks every active document through the queue in bounded pages, reports progress, and is safe to run twice', async () => {
    const member = await createOrganizationOfFileUser();
    const tag = await createTag(member, 'Budget');
    const total = RUN_PAGE_SIZE + 5;
    // Seed rows directly: uploading this many through HTTP would only slow the test.
    const db = await organizationDatabase(member.organizationId);
    const statements = [];
    for (let index = 0; index < total; index += 1) {
      const content = index % 2 === 0 ? `budget line ${index}` : `other ${index}`;
      statements.push(
        db
          .prepare(
            "INSERT INTO documents (id, organization_id, name, original_name, original_size, original_sha256, mime_type, storage_key, content, processing_status, created_at, updated_at) VALUES (?, ?, ?, ?, 1, ?, 'text/plain', 'k', ?, 'processed', ?, ?)",
          )
          .bind(
            `doc_seed${String(index).padStart(20, '0')}`,
            member.organizationId,
            `n${index}.txt`,
            `n${index}.txt`,
            `sha-${member.organizationId}-${index}`,
            content,
            1000 + index,
            1000 + index,
          ),
      );
    }
    await db.batch(statements);
    const rule = await createRule(member, {
      name: 'Budget',
      conditions: [{ field: 'content', operator: 'starts_with', value: 'budget' }],
      tagIds: [tag.id],
    });

    for (let run = 0; run < 2; run += 1) {
      const sent: TaskMessage[] = [];
      const queue = { send: async (body: (typeof sent)[number]) => void sent.push(body) } as unknown as Queue;
      const { default: worker } = await import('../../worker/index');
      const started = await worker.fetch(
        new Request(`http://localhost${rulesPath(member)}/${rule.id}/apply`, {
          method: 'POST',
          headers: { cookie: member.cookie, origin: 'http://localhost' },
        }),
        { ...env, DOCUMENTS_QUEUE: queue },
        {} as ExecutionContext,
      );
      expect(started.status).toBe(202);
      expect(((await started.json()) as { taggingRuleRun: { documentsCount: number; status: string } }).taggingRuleRun).toMatchObject({
        documentsCount: total,
        status: 'running',
      });

      // Drain the queue by hand, message after message, as the Queues runtime would.
      const pages = await drainHeldQueue(sent, async (message) => {
        await runTasks([message], { DOCUMENTS_QUEUE: queue });
        // A duplicate delivery of the same page changes nothing.
        await runTasks([message], { DOCUMENTS_QUEUE: queue });
      });
      expect(pages).toBe(2);
      const progress = (await api(`${rulesPath(member)}/${rule.id}/apply`, { cookie: member.cookie })).json.taggingRuleRun;
      expect(progress).toMatchObject({
        status: 'done',
        documentsCount: total,
        processedCount: total,
        taggedCount: run === 0 ? Math.ceil(total / 2) : 0,
      });
    }
    const tagged = await api(`/api/organizations/${member.organizationId}/documents?tags=${tag.id}`, { cookie: member.cookie });
    expect(tagged.json.documentsCount).toBe(Math.ceil(total / 2));
  });
});
