import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { API_KEY_PERMISSIONS } from '../../core/permissions/organization-permissions';
import { MIN_DOCUMENTS_PER_VALUE } from '../../core/suggestions/suggestion-model';
import { organizationDatabase, rowsOfAllOrganizations } from './databases';
import { hasPendingSuggestions, pendingSuggestionsCountOf } from '../../worker/modules/documents/documents.repository';
import {
  addMember,
  api,
  asApiKey,
  createApiKeyToken,
  createOrganizationOfFileUser,
  drainHeldQueue,
  heldQueue,
  processDocuments,
  runTasks,
  uploadFile,
} from './helpers';

type Owner = { cookie: string; organizationId: string };
const base = (owner: Owner) => `/api/organizations/${owner.organizationId}`;
const suggestionsPath = (owner: Owner, documentId: string) => `${base(owner)}/documents/${documentId}/suggestions`;

// Two senders whose letters share the usual words (the decoys) and differ by their own.
const SENDERS = {
  power: 'Stadtwerke Musterstadt Stromlieferung Abschlag Zählernummer Verbrauch Kilowattstunden Grundpreis',
  bank: 'Sparkasse Kontoauszug IBAN Saldo Buchungstag Überweisung Dauerauftrag Kontostand',
};
const DECOYS = 'Sehr geehrte Damen und Herren Datum Betrag Seite Mit freundlichen Grüßen';

let counter = 0;
function letterOf(sender: keyof typeof SENDERS) {
  counter += 1;
  const words = SENDERS[sender].split(' ').filter((_, index) => (index + counter) % 4 !== 0);
  return `${DECOYS} ${words.join(' ')} Nummer ${counter * 7919} ${crypto.randomUUID()}`;
}

async function upload(owner: Owner, content: string, name = `letter-${++counter}.txt`) {
  const { json } = await uploadFile(owner.cookie, owner.organizationId, { name, content, type: 'text/plain' });
  await processDocuments(json.document.id);
  return json.document.id as string;
}

/** An organization with a Sender property marked `suggest`, tags Home and Bank, and labelled letters of each sender. */
async function labelledOrganization({ perSender = 10 } = {}) {
  const owner = await createOrganizationOfFileUser();
  const { property } = (
    await api(`${base(owner)}/properties`, {
      method: 'POST',
      cookie: owner.cookie,
      body: {
        name: 'Sender',
        type: 'select',
        suggest: true,
        options: [
          { name: 'Power company', color: '#2563eb' },
          { name: 'Bank', color: '#16a34a' },
        ],
      },
    })
  ).json;
  const [powerOption, bankOption] = property.options;
  const home = (await api(`${base(owner)}/tags`, { method: 'POST', cookie: owner.cookie, body: { name: 'Home', color: '#d8ff75' } })).json
    .tag;
  const bank = (await api(`${base(owner)}/tags`, { method: 'POST', cookie: owner.cookie, body: { name: 'Bank', color: '#7fff7a' } })).json
    .tag;
  const labelled: Record<'power' | 'bank', string[]> = { power: [], bank: [] };
  for (let index = 0; index < perSender; index++)
    for (const sender of ['power', 'bank'] as const) {
      const documentId = await upload(owner, letterOf(sender));
      labelled[sender].push(documentId);
      await api(`${base(owner)}/documents/${documentId}/properties/${property.id}`, {
        method: 'PUT',
        cookie: owner.cookie,
        body: { value: sender === 'power' ? powerOption.id : bankOption.id },
      });
      await api(`${base(owner)}/documents/${documentId}/tags`, {
        method: 'POST',
        cookie: owner.cookie,
        body: { tagId: sender === 'power' ? home.id : bank.id },
      });
    }
  return { owner, property, powerOption, bankOption, home, bank, labelled };
}

const train = (organizationId: string) => runTasks([{ type: 'suggestions.train', organizationId }]);

async function suggestionsOf(owner: Owner, documentId: string, cookie = owner.cookie) {
  const { status, json } = await api(suggestionsPath(owner, documentId), { cookie });
  expect(status).toBe(200);
  return json.suggestions as {
    id: string;
    kind: string;
    tagId: string | null;
    propertyId: string | null;
    value: string | null;
    confidence: number;
  }[];
}

describe('suggestions learned from the organization’s labels', () => {
  it('suggests the sender and the tag of a new letter, sure of them, and accepting writes them with an activity', async () => {
    const { owner, property, powerOption, home } = await labelledOrganization();
    await train(owner.organizationId);
    const documentId = await upload(owner, letterOf('power'));

    const suggestions = await suggestionsOf(owner, documentId);
    expect(
      suggestions
        .map(({ kind, tagId, propertyId, value }) => ({ kind, tagId, propertyId, value }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { kind: 'property', tagId: null, propertyId: property.id, value: powerOption.id },
      { kind: 'tag', tagId: home.id, propertyId: null, value: null },
    ]);
    for (const { confidence } of suggestions) expect(confidence).toBeGreaterThanOrEqual(0.9);

    const propertySuggestion = suggestions.find(({ kind }) => kind === 'property')!;
    const accepted = await api(`${suggestionsPath(owner, documentId)}/${propertySuggestion.id}/accept`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect([accepted.status, accepted.json.suggestion.status]).toEqual([200, 'accepted']);
    const all = await api(`${suggestionsPath(owner, documentId)}/accept-all`, { method: 'POST', cookie: owner.cookie });
    expect(all.json.suggestions.map(({ tagId }: { tagId: string }) => tagId)).toEqual([home.id]);

    const { document } = (await api(`${base(owner)}/documents/${documentId}`, { cookie: owner.cookie })).json;
    expect(document.properties).toEqual({ [property.id]: powerOption.id });
    expect(document.tags.map(({ id }: { id: string }) => id)).toEqual([home.id]);
    const { activities } = (await api(`${base(owner)}/documents/${documentId}/activity`, { cookie: owner.cookie })).json;
    expect(activities.slice(0, 2)).toEqual([
      expect.objectContaining({ event: 'tagged', user: expect.objectContaining({ name: 'Ada' }) }),
      expect.objectContaining({
        event: 'updated',
        eventData: { updatedFields: ['properties'], properties: [{ id: property.id, name: 'Sender' }] },
        user: expect.objectContaining({ name: 'Ada' }),
      }),
    ]);
    expect(await suggestionsOf(owner, documentId)).toEqual([]);
    const again = await api(`${suggestionsPath(owner, documentId)}/${propertySuggestion.id}/accept`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect([again.status, again.json.error.code]).toEqual([409, 'suggestion.already_reviewed']);
  });

  it('suggests nothing below the threshold: a letter like none of the labelled ones, or values with too few documents', async () => {
    const { owner } = await labelledOrganization();
    await train(owner.organizationId);
    const stranger = await upload(owner, 'Postcard from Lisbon: sunshine, beaches, grilled sardines and pastel de nata.');
    expect(await suggestionsOf(owner, stranger)).toEqual([]);

    const few = await labelledOrganization({ perSender: MIN_DOCUMENTS_PER_VALUE - 1 });
    await train(few.owner.organizationId);
    expect(await suggestionsOf(few.owner, await upload(few.owner, letterOf('bank')))).toEqual([]);
  });

  it('suggests a name in the organization’s habit, from the sender it suggests, for a document still named as it came', async () => {
    const { owner, property, labelled } = await labelledOrganization();
    const rename = (documentId: string, name: string) =>
      api(`${base(owner)}/documents/${documentId}`, { method: 'PATCH', cookie: owner.cookie, body: { name } });
    for (const documentId of labelled.power) await rename(documentId, 'Power company letter');
    for (const documentId of labelled.bank) await rename(documentId, 'Bank letter');
    await train(owner.organizationId);

    const documentId = await upload(owner, letterOf('power'));
    const suggestions = await suggestionsOf(owner, documentId);
    const sender = suggestions.find(({ propertyId }) => propertyId === property.id)!;
    const name = suggestions.find(({ kind }) => kind === 'name')!;
    // The habit's share of the renamed documents (20 of 20, one wrong and one right more), times the sender's.
    expect(name).toMatchObject({ value: 'Power company letter', confidence: expect.closeTo((21 / 22) * sender.confidence, 5) });
    const accepted = await api(`${suggestionsPath(owner, documentId)}/${name.id}/accept`, { method: 'POST', cookie: owner.cookie });
    expect(accepted.status).toBe(200);
    expect((await api(`${base(owner)}/documents/${documentId}`, { cookie: owner.cookie })).json.document.name).toBe('Power company letter');

    // A document someone named already is left as they named it.
    const named = await upload(owner, letterOf('bank'), 'letter.txt');
    await rename(named, 'From the bank');
    await train(owner.organizationId);
    expect((await suggestionsOf(owner, named)).map(({ kind }) => kind)).not.toContain('name');
  });

  it('never uses another organization’s labels', async () => {
    const { owner } = await labelledOrganization();
    await train(owner.organizationId);
    const other = await createOrganizationOfFileUser('Other archive');
    await train(other.organizationId);
    const documentId = await upload(other, letterOf('power'));
    expect(await suggestionsOf(other, documentId)).toEqual([]);
    const [model] = await rowsOfAllOrganizations<{ labelled_documents_count: number }>(
      'SELECT labelled_documents_count FROM suggestion_models WHERE organization_id = ?',
      other.organizationId,
    );
    expect(model!.labelled_documents_count).toBe(0);
  });

  it('remembers a dismissal through later trainings', async () => {
    const { owner, home } = await labelledOrganization();
    await train(owner.organizationId);
    const documentId = await upload(owner, letterOf('power'));
    const tagSuggestion = (await suggestionsOf(owner, documentId)).find(({ tagId }) => tagId === home.id)!;
    const dismissed = await api(`${suggestionsPath(owner, documentId)}/${tagSuggestion.id}/dismiss`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect([dismissed.status, dismissed.json.suggestion.status]).toEqual([200, 'dismissed']);
    await train(owner.organizationId);
    const after = await suggestionsOf(owner, documentId);
    expect(after.some(({ tagId }) => tagId === home.id)).toBe(false);
    expect(after.some(({ kind }) => kind === 'property')).toBe(true);
  });

  it('forgets a deleted document’s labels at the next training', async () => {
    const { owner, labelled, bank } = await labelledOrganization({ perSender: MIN_DOCUMENTS_PER_VALUE + 3 });
    await train(owner.organizationId);
    expect((await suggestionsOf(owner, await upload(owner, letterOf('bank')))).some(({ tagId }) => tagId === bank.id)).toBe(true);

    for (const documentId of labelled.bank.slice(0, 5))
      await api(`${base(owner)}/documents/${documentId}`, { method: 'DELETE', cookie: owner.cookie });
    await train(owner.organizationId);
    const later = await upload(owner, letterOf('bank'));
    expect((await suggestionsOf(owner, later)).some(({ tagId }) => tagId === bank.id)).toBe(false);
  });

  it('queues one training a short while after labels change, which a training since then makes needless', async () => {
    const owner = await createOrganizationOfFileUser();
    const tag = (await api(`${base(owner)}/tags`, { method: 'POST', cookie: owner.cookie, body: { name: 'Tax', color: '#d8ff75' } })).json
      .tag;
    const documentIds = [await upload(owner, letterOf('power')), await upload(owner, letterOf('bank'))];
    const { queue, sent } = heldQueue();
    for (const documentId of documentIds)
      await api(`${base(owner)}/documents/${documentId}/tags`, {
        method: 'POST',
        cookie: owner.cookie,
        body: { tagId: tag.id },
        envOverride: { DOCUMENTS_QUEUE: queue },
      });
    expect(sent).toEqual([{ type: 'suggestions.train', organizationId: owner.organizationId, requestedAt: expect.any(Number) }]);

    const modelTrainedAt = async () =>
      (await organizationDatabase(owner.organizationId))
        .prepare('SELECT trained_at FROM suggestion_models WHERE organization_id = ?')
        .bind(owner.organizationId)
        .first('trained_at');
    await train(owner.organizationId);
    const trainedAt = await modelTrainedAt();
    expect(trainedAt).toBeGreaterThanOrEqual((sent[0] as { requestedAt: number }).requestedAt);
    expect((await runTasks(sent as Parameters<typeof runTasks>[0])).retryMessages).toEqual([]);
    expect(await modelTrainedAt()).toBe(trainedAt);
  });

  it('are off when the organization turns them off', async () => {
    const { owner } = await labelledOrganization();
    const off = await api(base(owner), { method: 'PUT', cookie: owner.cookie, body: { suggestionsEnabled: false } });
    expect(off.json.organization.suggestionsEnabled).toBe(false);
    await train(owner.organizationId);
    expect(await suggestionsOf(owner, await upload(owner, letterOf('power')))).toEqual([]);
  });

  it('are read by every role and reviewed by members and up, and by keys with the permissions to write what they fill', async () => {
    const { owner } = await labelledOrganization();
    await train(owner.organizationId);
    const documentId = await upload(owner, letterOf('bank'));
    const viewer = await addMember(owner.cookie, owner.organizationId, 'viewer');
    const [first, second] = await suggestionsOf(owner, documentId, viewer.cookie);
    const refused = await api(`${suggestionsPath(owner, documentId)}/${first!.id}/accept`, { method: 'POST', cookie: viewer.cookie });
    expect([refused.status, refused.json.error.code]).toEqual([403, 'organization.insufficient_role']);

    const reader = await createApiKeyToken(owner, ['documents:read']);
    expect((await asApiKey(reader, suggestionsPath(owner, documentId))).json.suggestions).toHaveLength(2);
    expect((await asApiKey(reader, `${suggestionsPath(owner, documentId)}/${first!.id}/dismiss`, 'POST')).status).toBe(403);
    const writer = await createApiKeyToken(owner, [...API_KEY_PERMISSIONS]);
    expect((await asApiKey(writer, `${suggestionsPath(owner, documentId)}/${second!.id}/dismiss`, 'POST')).status).toBe(200);
  });

  it('keeps the model in the organization’s own storage', async () => {
    const { owner } = await labelledOrganization({ perSender: MIN_DOCUMENTS_PER_VALUE });
    await train(owner.organizationId);
    const stored = await env.FILES.get(`${owner.organizationId}/suggestions/model.json`);
    const model = await stored!.json<{ documentsCount: number; groups: { key: string }[] }>();
    expect(model.documentsCount).toBe(2 * MIN_DOCUMENTS_PER_VALUE);
    expect(model.groups.map(({ key }) => key)).toEqual(['tags', expect.stringMatching(/^property:prop_/)]);
  });
});

describe('the workflow action that applies suggestions', () => {
  async function createWorkflow(owner: Owner, triggerType: 'added' | 'manual', action: Record<string, unknown>) {
    const { status, json } = await api(`${base(owner)}/workflows`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { name: 'Hands off', triggers: [{ type: triggerType }], actions: [{ type: 'apply_suggestions', ...action }] },
    });
    expect(status, JSON.stringify(json)).toBe(201);
    return json.workflow as { id: string; actions: unknown[] };
  }

  async function uploadHeld(owner: Owner, content: string) {
    const held = heldQueue();
    const { json } = await uploadFile(
      owner.cookie,
      owner.organizationId,
      { name: `letter-${++counter}.txt`, content, type: 'text/plain' },
      { DOCUMENTS_QUEUE: held.queue },
    );
    await drainHeldQueue(held.sent, (message) => runTasks([message], { DOCUMENTS_QUEUE: held.queue }));
    return json.document.id as string;
  }

  async function runByHand(owner: Owner, workflowId: string, documentId: string) {
    const held = heldQueue();
    const { status } = await api(`${base(owner)}/workflows/${workflowId}/run`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { documentIds: [documentId] },
      envOverride: { DOCUMENTS_QUEUE: held.queue },
    });
    expect(status).toBe(202);
    await drainHeldQueue(held.sent, (message) => runTasks([message], { DOCUMENTS_QUEUE: held.queue }));
  }

  const runsOf = async (owner: Owner, workflowId: string) =>
    (await api(`${base(owner)}/workflow-runs?workflowId=${workflowId}`, { cookie: owner.cookie })).json.runs as {
      status: string;
      steps: { type: string; status: string; detail?: { applied: { kind: string; tagId: string | null; confidence: number }[] } }[];
    }[];

  const documentOf = async (owner: Owner, documentId: string) =>
    (await api(`${base(owner)}/documents/${documentId}`, { cookie: owner.cookie })).json.document as {
      tags: { id: string }[];
      properties: Record<string, unknown>;
    };

  it('keeps the threshold to steps of 0.05 between 0.5 and 1, and tags and properties by default', async () => {
    const owner = await createOrganizationOfFileUser();
    const workflow = await createWorkflow(owner, 'manual', { minConfidence: 0.5 + 8 * 0.05 });
    expect(workflow.actions).toEqual([{ type: 'apply_suggestions', minConfidence: 0.9, kinds: ['tag', 'property'] }]);
    for (const refused of [
      { minConfidence: 0.45 },
      { minConfidence: 0.93 },
      { minConfidence: 0.9, kinds: [] },
      { minConfidence: 0.9, kinds: ['color'] },
    ]) {
      const { status } = await api(`${base(owner)}/workflows`, {
        method: 'POST',
        cookie: owner.cookie,
        body: { name: 'Refused', triggers: [{ type: 'manual' }], actions: [{ type: 'apply_suggestions', ...refused }] },
      });
      expect(status, JSON.stringify(refused)).toBe(400);
    }
  });

  it('on arrival, accepts the new document’s suggestions at or above the threshold as a person’s accept, and says which', async () => {
    const { owner, property, powerOption, home } = await labelledOrganization();
    await train(owner.organizationId);
    const workflow = await createWorkflow(owner, 'added', { minConfidence: 0.9 });
    const documentId = await uploadHeld(owner, letterOf('power'));

    const document = await documentOf(owner, documentId);
    expect(document.tags.map(({ id }) => id)).toEqual([home.id]);
    expect(document.properties).toEqual({ [property.id]: powerOption.id });
    expect(await suggestionsOf(owner, documentId)).toEqual([]);
    const [run] = await runsOf(owner, workflow.id);
    expect(run!.status).toBe('succeeded');
    expect(run!.steps[0]).toMatchObject({ type: 'apply_suggestions', status: 'done', detail: { minConfidence: 0.9 } });
    expect(run!.steps[0]!.detail!.applied.map(({ kind }) => kind).sort()).toEqual(['property', 'tag']);
    const { activities } = (await api(`${base(owner)}/documents/${documentId}/activity`, { cookie: owner.cookie })).json;
    expect(activities.map(({ event }: { event: string }) => event)).toEqual(expect.arrayContaining(['tagged', 'workflow_ran']));
  });

  it('leaves pending what is below the threshold or of a kind not chosen, never applies a dismissed one, and makes them for a document that has none yet', async () => {
    const { owner, property, home } = await labelledOrganization();
    // Uploaded before the first training: the workflow's run makes its suggestions.
    const documentId = await upload(owner, letterOf('power'));
    const dismissedOn = await upload(owner, letterOf('power'));
    await train(owner.organizationId);
    const tagsOnly = await createWorkflow(owner, 'manual', { minConfidence: 0.9, kinds: ['tag'] });
    await runByHand(owner, tagsOnly.id, documentId);
    expect((await documentOf(owner, documentId)).tags.map(({ id }) => id)).toEqual([home.id]);
    const [left] = await suggestionsOf(owner, documentId);
    expect(left).toMatchObject({ kind: 'property', propertyId: property.id });

    const db = await organizationDatabase(owner.organizationId);
    await db.prepare('UPDATE document_suggestions SET confidence = 0.6 WHERE id = ?').bind(left!.id).run();
    const everything = await createWorkflow(owner, 'manual', { minConfidence: 0.65 });
    await runByHand(owner, everything.id, documentId);
    expect((await suggestionsOf(owner, documentId)).map(({ id }) => id)).toEqual([left!.id]);
    const [run] = await runsOf(owner, everything.id);
    expect(run!.steps[0]).toMatchObject({ status: 'done', detail: { applied: [] } });

    const tagSuggestion = (await suggestionsOf(owner, dismissedOn)).find(({ tagId }) => tagId === home.id)!;
    await api(`${suggestionsPath(owner, dismissedOn)}/${tagSuggestion.id}/dismiss`, { method: 'POST', cookie: owner.cookie });
    await runByHand(owner, everything.id, dismissedOn);
    const after = await documentOf(owner, dismissedOn);
    expect(after.tags).toEqual([]);
    expect(after.properties[property.id]).toBeDefined();
  });

  it('applies nothing while the organization has suggestions off', async () => {
    const { owner } = await labelledOrganization();
    await train(owner.organizationId);
    const documentId = await upload(owner, letterOf('power'));
    await api(base(owner), { method: 'PUT', cookie: owner.cookie, body: { suggestionsEnabled: false } });
    const workflow = await createWorkflow(owner, 'manual', { minConfidence: 0.5 });
    await runByHand(owner, workflow.id, documentId);
    expect((await documentOf(owner, documentId)).tags).toEqual([]);
    const [run] = await runsOf(owner, workflow.id);
    expect(run!.steps[0]).toMatchObject({ status: 'done', detail: { applied: [] } });
  });
});

describe('the documents with suggestions to review', () => {
  type Listed = { id: string; pendingSuggestionsCount?: number };
  const listed = async (owner: Owner, query = '', cookie = owner.cookie) => {
    const path = query
      ? `${base(owner)}/documents/search?searchQuery=${encodeURIComponent(query)}&pageSize=100`
      : `${base(owner)}/documents?pageSize=100`;
    const { status, json } = await api(path, { cookie });
    expect(status).toBe(200);
    return json.documents as Listed[];
  };
  const countsOf = (documents: Listed[]) =>
    Object.fromEntries(documents.map(({ id, pendingSuggestionsCount }) => [id, pendingSuggestionsCount]));
  const idsOf = (documents: Listed[]) => documents.map(({ id }) => id).sort();

  it('are marked in the list and found by has:suggestions, in their organization only, until each is accepted or dismissed', async () => {
    const { owner, labelled } = await labelledOrganization();
    const other = await labelledOrganization();
    await train(owner.organizationId);
    await train(other.owner.organizationId);
    const power = await upload(owner, letterOf('power'));
    const bank = await upload(owner, letterOf('bank'));
    const stranger = await upload(owner, 'Postcard from Lisbon: sunshine, beaches, grilled sardines and pastel de nata.');
    const elsewhere = await upload(other.owner, letterOf('power'));
    expect((await suggestionsOf(other.owner, elsewhere)).length).toBeGreaterThan(0);

    // Processing suggested for the new letters: the list says so before anyone opens them.
    const counts = countsOf(await listed(owner));
    expect([counts[power], counts[bank], counts[stranger], counts[labelled.power[0]!]]).toEqual([2, 2, 0, 0]);
    expect(countsOf(await listed(owner, 'has:suggestions'))).toEqual({ [power]: 2, [bank]: 2 });
    expect(idsOf(await listed(owner, 'has:suggestions Stadtwerke'))).toEqual([power]);
    expect(idsOf(await listed(owner, '-has:suggestions'))).not.toContain(power);
    expect((await listed(owner, '-has:suggestions')).length).toBe(2 * 10 + 1);

    await api(`${suggestionsPath(owner, power)}/accept-all`, { method: 'POST', cookie: owner.cookie });
    for (const { id } of await suggestionsOf(owner, bank))
      await api(`${suggestionsPath(owner, bank)}/${id}/dismiss`, { method: 'POST', cookie: owner.cookie });
    expect(await listed(owner, 'has:suggestions')).toEqual([]);
    expect([countsOf(await listed(owner))[power], countsOf(await listed(owner))[bank]]).toEqual([0, 0]);
    expect(idsOf(await listed(other.owner, 'has:suggestions'))).toEqual([elsewhere]);
  });

  it('are settled at once by a tag added or a sender chosen by hand, and a newer model does not bring them back', async () => {
    const { owner, property, bankOption, home } = await labelledOrganization();
    await train(owner.organizationId);
    const power = await upload(owner, letterOf('power'));
    expect(countsOf(await listed(owner))[power]).toBe(2);

    // Another sender than the one suggested: the suggestion has nothing left to fill.
    await api(`${base(owner)}/documents/${power}/properties/${property.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { value: bankOption.id },
    });
    expect(countsOf(await listed(owner))[power]).toBe(1);
    await api(`${base(owner)}/documents/${power}/tags`, { method: 'POST', cookie: owner.cookie, body: { tagId: home.id } });
    expect(countsOf(await listed(owner))[power]).toBe(0);
    expect(await listed(owner, 'has:suggestions')).toEqual([]);
    const rows = await (await organizationDatabase(owner.organizationId))
      .prepare('SELECT target, status FROM document_suggestions WHERE document_id = ?')
      .bind(power)
      .all();
    expect(rows.results).toEqual([{ target: `tag:${home.id}`, status: 'accepted' }]);

    await train(owner.organizationId);
    expect(await suggestionsOf(owner, power)).toEqual([]);
  });

  it('are the same for every role and for keys that read documents, and none while the organization has suggestions off', async () => {
    const { owner } = await labelledOrganization();
    await train(owner.organizationId);
    const documentId = await upload(owner, letterOf('bank'));
    const viewer = await addMember(owner.cookie, owner.organizationId, 'viewer');
    expect(countsOf(await listed(owner, 'has:suggestions', viewer.cookie))).toEqual({ [documentId]: 2 });
    const { token } = (
      await api('/api/api-keys', {
        method: 'POST',
        cookie: owner.cookie,
        body: { name: 'Script', permissions: ['documents:read'], organizationIds: [owner.organizationId] },
      })
    ).json;
    const asKey = await api(`${base(owner)}/documents?pageSize=1`, { headers: { authorization: `Bearer ${token}`, origin: '' } });
    expect(asKey.json.documents[0]).toMatchObject({ id: documentId, pendingSuggestionsCount: 2 });

    await api(base(owner), { method: 'PUT', cookie: owner.cookie, body: { suggestionsEnabled: false } });
    expect(await listed(owner, 'has:suggestions')).toEqual([]);
    expect(countsOf(await listed(owner))[documentId]).toBe(0);
    expect(countsOf(await listed(owner, 'Datum'))[documentId]).toBe(0);
  });

  it('are read from the index of pending suggestions', async () => {
    const db = await organizationDatabase((await createOrganizationOfFileUser()).organizationId);
    const dialect = new SQLiteAsyncDialect();
    for (const expression of [
      pendingSuggestionsCountOf(sql`d.organization_id`, sql`d.id`),
      hasPendingSuggestions(sql`d.organization_id`, sql`d.id`),
    ]) {
      const query = dialect.sqlToQuery(sql`EXPLAIN QUERY PLAN SELECT ${expression} FROM documents d WHERE d.organization_id = 'org_1'`);
      const { results } = await db
        .prepare(query.sql)
        .bind(...query.params)
        .all<{ detail: string }>();
      expect(results.map(({ detail }) => detail)).toContainEqual(
        expect.stringContaining('USING COVERING INDEX document_suggestions_pending_index'),
      );
    }
  });
});
