import { organizationDatabase, rowsOfAllOrganizations } from './databases';
import { describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../worker/platform/db/client';
import { runBatchedRead } from '../../worker/platform/db/batched-read';
import { compileSearchQuery } from '../../worker/modules/documents/search/query-compiler';
import { searchDocumentRows } from '../../worker/modules/documents/search/search.repository';
import { listProperties } from '../../worker/modules/properties/properties.repository';
import { parseSearchQuery } from '../../core/search/query-parser';
import { resolvePropertyAtoms } from '../../core/properties/property-filter';
import { addMember, api, createOrganizationMember, processDocuments, uploadFile, createOrganizationOfFileUser } from './helpers';

type Member = { cookie: string; organizationId: string };
const propertiesPath = (member: Member) => `/api/organizations/${member.organizationId}/properties`;
const documentPath = (member: Member, documentId: string) => `/api/organizations/${member.organizationId}/documents/${documentId}`;
const createProperty = (member: Member, body: Record<string, unknown>, cookie = member.cookie) =>
  api(propertiesPath(member), { method: 'POST', cookie, body });
const setValue = (member: Member, documentId: string, propertyId: string, value: unknown, cookie = member.cookie) =>
  api(`${documentPath(member, documentId)}/properties/${propertyId}`, { method: 'PUT', cookie, body: { value } });

async function processedText(member: Member, name: string) {
  const { json } = await uploadFile(member.cookie, member.organizationId, {
    name,
    content: `${name} ${crypto.randomUUID()}`,
    type: 'text/plain',
  });
  await processDocuments(json.document.id);
  return json.document.id as string;
}

describe('custom properties', () => {
  it('are defined by admins, renamed with their values kept, and deleted with them', async () => {
    const owner = await createOrganizationOfFileUser();
    const created = await createProperty(owner, { name: ' Amount ', type: 'number', unit: 'EUR', description: 'Total to pay' });
    expect(created.status).toBe(201);
    const amount = created.json.property;
    expect(amount).toMatchObject({ name: 'Amount', type: 'number', unit: 'EUR', description: 'Total to pay', options: [], position: 0 });
    const documentId = await processedText(owner, 'invoice.txt');
    expect((await setValue(owner, documentId, amount.id, '1234,50')).json).toEqual({ propertyId: amount.id, value: 1234.5 });
    expect((await api(documentPath(owner, documentId), { cookie: owner.cookie })).json.document.properties).toEqual({
      [amount.id]: 1234.5,
    });

    const renamed = await api(`${propertiesPath(owner)}/${amount.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { name: 'Total', type: 'number', unit: 'EUR' },
    });
    expect(renamed.json.property.name).toBe('Total');
    expect((await api(documentPath(owner, documentId), { cookie: owner.cookie })).json.document.properties).toEqual({
      [amount.id]: 1234.5,
    });
    const retyped = await api(`${propertiesPath(owner)}/${amount.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { name: 'Total', type: 'text' },
    });
    expect([retyped.status, retyped.json.error.code]).toEqual([400, 'property.type_changed']);

    expect((await api(`${propertiesPath(owner)}/${amount.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    expect((await api(documentPath(owner, documentId), { cookie: owner.cookie })).json.document.properties).toEqual({});
    expect((await api(propertiesPath(owner), { cookie: owner.cookie })).json.properties).toEqual([]);
  });

  it('leave an update in the document’s activity naming the property, by whoever set it; saving the same value again leaves none', async () => {
    const owner = await createOrganizationOfFileUser();
    const { property: amount } = (await createProperty(owner, { name: 'Amount', type: 'number' })).json;
    const documentId = await processedText(owner, 'invoice.txt');
    await setValue(owner, documentId, amount.id, 12);
    await setValue(owner, documentId, amount.id, 12);
    await setValue(owner, documentId, amount.id, null);

    const { activities } = (await api(`${documentPath(owner, documentId)}/activity`, { cookie: owner.cookie })).json;
    const update = {
      event: 'updated',
      eventData: { updatedFields: ['properties'], properties: [{ id: amount.id, name: 'Amount' }] },
      user: expect.objectContaining({ name: 'Ada' }),
    };
    expect(activities).toEqual([
      expect.objectContaining(update),
      expect.objectContaining(update),
      expect.objectContaining({ event: 'created' }),
    ]);
  });

  it('keep select values by option id; an option removed takes its values', async () => {
    const owner = await createOrganizationOfFileUser();
    const { property } = (
      await createProperty(owner, {
        name: 'Labels',
        type: 'multiselect',
        options: [
          { name: 'Urgent', color: '#dc2626' },
          { name: 'Tax', color: '#2563eb' },
        ],
      })
    ).json;
    const [urgent, tax] = property.options as { id: string }[];
    const documentId = await processedText(owner, 'letter.txt');
    expect((await setValue(owner, documentId, property.id, [urgent!.id, tax!.id])).json.value).toEqual([urgent!.id, tax!.id]);
    await api(`${propertiesPath(owner)}/${property.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { name: 'Labels', type: 'multiselect', options: [{ id: tax!.id, name: 'Taxes', color: '#2563eb' }] },
    });
    expect((await api(documentPath(owner, documentId), { cookie: owner.cookie })).json.document.properties).toEqual({
      [property.id]: [tax!.id],
    });
  });

  it('refuse bad definitions and values with clear errors, other organizations’ documents, and members defining them', async () => {
    const owner = await createOrganizationOfFileUser();
    const stranger = await createOrganizationMember();
    const member = await addMember(owner.cookie, owner.organizationId, 'member');
    expect((await createProperty(owner, { name: 'Unit on text', type: 'text', unit: 'kg' })).json.error.message).toBe(
      'Only a number property has a unit',
    );
    expect((await createProperty(owner, { name: 'Bad', type: 'color' })).json.error.message).toBe(
      'The type must be one of: text, number, date, boolean, select, multiselect, document, member',
    );
    expect((await createProperty(owner, { name: 'Mine' }, member.cookie)).status).toBe(403);
    const { property: due } = (await createProperty(owner, { name: 'Due', type: 'date' })).json;
    expect((await createProperty(owner, { name: 'due', type: 'date' })).json.error.code).toBe('property.already_exists');
    const { property: link } = (await createProperty(owner, { name: 'Related', type: 'document' })).json;
    const documentId = await processedText(owner, 'a.txt');
    const theirs = await processedText(stranger, 'b.txt');

    const bad = await setValue(owner, documentId, due.id, '2025-02-30');
    expect([bad.status, bad.json.error]).toEqual([
      400,
      { code: 'property.invalid_value', message: 'Due: the value must be a day like 2025-03-12' },
    ]);
    expect((await setValue(owner, documentId, link.id, theirs)).status).toBe(404);
    expect((await setValue(stranger, theirs, due.id, '2025-01-01')).status).toBe(404);
    expect((await setValue(owner, documentId, due.id, '2025-01-01', member.cookie)).status).toBe(200);
  });

  it('stop at the configured limit, even when created in parallel', async () => {
    const owner = await createOrganizationOfFileUser();
    const envOverride = { PROPERTIES_MAX_PER_ORGANIZATION: '2' } as Partial<Env>;
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        api(propertiesPath(owner), { method: 'POST', cookie: owner.cookie, body: { name: `P${index}`, type: 'text' }, envOverride }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.find((answer) => answer.status === 409)?.json.error.code).toBe('property.limit_reached');
  });
});

describe('setting a property in bulk', () => {
  const bulkSet = (member: Member, body: Record<string, unknown>, cookie = member.cookie) =>
    api(`/api/organizations/${member.organizationId}/documents/bulk/set-property`, { method: 'POST', cookie, body });

  it('sets or clears one value on the selected documents, skips those already so and other organizations’, and tells webhooks the value', async () => {
    const owner = await createOrganizationOfFileUser();
    const stranger = await createOrganizationMember('Eve');
    const viewer = await addMember(owner.cookie, owner.organizationId, 'viewer');
    const { property: status } = (
      await createProperty(owner, { name: 'Status', type: 'select', options: [{ name: 'Paid', color: '#16a34a' }] })
    ).json;
    const paid = status.options[0].id;
    const [first, second, third] = [
      await processedText(owner, 'a.txt'),
      await processedText(owner, 'b.txt'),
      await processedText(owner, 'c.txt'),
    ];
    const theirs = await processedText(stranger, 'theirs.txt');
    await setValue(owner, third!, status.id, paid);
    const url = `http://127.0.0.1:${inject('webhookReceiverPort')}/hooks/properties-${crypto.randomUUID()}`;
    const { json: created } = await api(`/api/organizations/${owner.organizationId}/webhooks`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { name: 'Receiver', url, events: ['document:updated'] },
    });

    const set = await bulkSet(owner, { propertyId: status.id, value: paid, documentIds: [first, second, third, theirs] });
    expect([set.status, set.json.job]).toEqual([
      200,
      expect.objectContaining({
        action: 'set-property',
        propertyId: status.id,
        status: 'done',
        documentsCount: 3,
        changedCount: 2,
        skippedCount: 1,
      }),
    ]);
    for (const id of [first, second])
      expect((await api(documentPath(owner, id!), { cookie: owner.cookie })).json.document.properties).toEqual({ [status.id]: paid });
    expect((await api(documentPath(stranger, theirs), { cookie: stranger.cookie })).json.document.properties).toEqual({});

    const results = await rowsOfAllOrganizations<{ payload: string }>(
      'SELECT payload FROM webhook_deliveries WHERE webhook_id = ? ORDER BY rowid',
      created.webhook.id,
    );
    expect(results.map(({ payload }) => JSON.parse(payload).data)).toEqual([
      expect.objectContaining({
        documentId: first,
        updatedFields: ['properties'],
        properties: [{ id: status.id, name: 'Status', value: paid, optionNames: ['Paid'] }],
      }),
      expect.objectContaining({ documentId: second, properties: [{ id: status.id, name: 'Status', value: paid, optionNames: ['Paid'] }] }),
    ]);

    // All matching a search, cleared with null.
    const cleared = await bulkSet(owner, { propertyId: status.id, value: null, query: { searchQuery: 'has:status' } });
    expect(cleared.json.job).toMatchObject({ documentsCount: 3, changedCount: 3 });
    expect((await api(documentPath(owner, third!), { cookie: owner.cookie })).json.document.properties).toEqual({});

    const refusals = [
      await bulkSet(owner, { propertyId: status.id, value: 'opt_unknown', documentIds: [first] }),
      await bulkSet(owner, { propertyId: status.id, documentIds: [first] }),
      await bulkSet(stranger, { propertyId: status.id, value: paid, documentIds: [theirs] }),
      await bulkSet(owner, { propertyId: status.id, value: paid, documentIds: [first] }, viewer.cookie),
    ];
    expect(refusals.map(({ status, json }) => [status, json.error.message])).toEqual([
      [400, 'Status: the value must be one of the property’s options'],
      [400, 'value is required: the value to set, or null to clear it'],
      [404, 'Property not found'],
      [403, expect.any(String)],
    ]);
  });
});

describe('searching by property', () => {
  it('filters by text, number ranges, days, options and has:, and says how to write a bad number', async () => {
    const owner = await createOrganizationOfFileUser();
    const { property: amount } = (await createProperty(owner, { name: 'Amount', type: 'number' })).json;
    const { property: due } = (await createProperty(owner, { name: 'Due date', type: 'date' })).json;
    const { property: status } = (
      await createProperty(owner, {
        name: 'Status',
        type: 'select',
        options: [
          { name: 'Paid', color: '#16a34a' },
          { name: 'Open', color: '#d97706' },
        ],
      })
    ).json;
    const { property: handler } = (await createProperty(owner, { name: 'Handled by', type: 'text' })).json;
    const ids: Record<string, string> = {};
    for (const name of ['small', 'large', 'none']) ids[name] = await processedText(owner, `${name}.txt`);
    await setValue(owner, ids.small!, amount.id, 50);
    await setValue(owner, ids.large!, amount.id, 1200);
    await setValue(owner, ids.small!, due.id, '2025-03-10');
    await setValue(owner, ids.large!, due.id, '2025-06-01');
    await setValue(owner, ids.small!, status.id, status.options[0].id);
    await setValue(owner, ids.large!, status.id, status.options[1].id);
    await setValue(owner, ids.large!, handler.id, 'Zoë Müller');
    const search = async (searchQuery: string) => {
      const { status: code, json } = await api(
        `/api/organizations/${owner.organizationId}/documents/search?${new URLSearchParams({ searchQuery })}`,
        { cookie: owner.cookie },
      );
      expect(code, JSON.stringify(json)).toBe(200);
      return (json.documents as { id: string }[]).map((document) => Object.keys(ids).find((name) => ids[name] === document.id)).sort();
    };
    expect(await search('amount:>100')).toEqual(['large']);
    expect(await search('AMOUNT:50')).toEqual(['small']);
    expect(await search('amount:10..100')).toEqual(['small']);
    expect(await search('"due date":2025-03')).toEqual(['small']);
    expect(await search('"due date":>=2025-04-01')).toEqual(['large']);
    expect(await search('status:paid')).toEqual(['small']);
    expect(await search('"handled by":muller')).toEqual(['large']);
    expect(await search('has:amount')).toEqual(['large', 'small']);
    expect(await search('-has:amount')).toEqual(['none']);
    expect(await search('has:nothing')).toEqual([]);
    expect(await search('status:lost')).toEqual([]);
    // The same answers whether a filter is the set of its documents or checked document by document.
    const db = createDatabase(await organizationDatabase(owner.organizationId));
    const properties = await runBatchedRead(db, listProperties(db, owner.organizationId));
    for (const query of ['amount:>100', 'small "due date":2025-03', 'has:amount', '-has:amount', 'status:paid OR amount:50']) {
      const plan = compileSearchQuery(resolvePropertyAtoms(parseSearchQuery(query), properties), () => []);
      const run = (maxMatchesAsSet: number) =>
        searchDocumentRows(
          db,
          plan,
          { organizationId: owner.organizationId, tagIds: [] },
          { pageIndex: 0, pageSize: 10 },
          { maxMatchesAsSet },
        );
      const [asSet, oneByOne] = [await run(1_000_000), await run(0)];
      expect(asSet.documents.length, query).toBeGreaterThan(0);
      expect(asSet, query).toEqual(oneByOne);
    }

    const bad = await api(
      `/api/organizations/${owner.organizationId}/documents/search?${new URLSearchParams({ searchQuery: 'amount:lots' })}`,
      { cookie: owner.cookie },
    );
    expect([bad.status, bad.json.error.code, bad.json.error.details]).toEqual([
      400,
      'search.invalid_number',
      { filter: 'Amount:lots', field: 'Amount' },
    ]);
  });
});
