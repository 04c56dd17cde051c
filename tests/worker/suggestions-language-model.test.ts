import { describe, expect, inject, it } from 'vitest';
import { LANGUAGE_MODEL_CONFIDENCE, LANGUAGE_MODEL_TEXT_LENGTH } from '../../core/suggestions/language-model';
import { PROPOSAL_CLAIM_STALE_MS } from '../../worker/modules/suggestions/language-model.service';
import { MAX_NEW_TAG_SUGGESTIONS } from '../../core/field-limits';
import {
  addMember,
  api,
  asApiKey,
  createApiKeyToken,
  createOrganizationOfFileUser,
  drainHeldQueue,
  heldQueue,
  runTasks,
  uploadFile,
} from './helpers';
import { runOnAllOrganizations } from './databases';
import type { TaskMessage } from '../../worker/platform/queue';

type Owner = { cookie: string; organizationId: string };
type Suggestion = { id: string; kind: string; tagId: string | null; propertyId: string | null; value: string | null; confidence: number };

const fake = `http://127.0.0.1:${inject('languageModelFakePort')}`;
const base = (owner: Owner) => `/api/organizations/${owner.organizationId}`;

/**
 * The Worker's settings with the language model at the loopback server (tests/language-model-fake.global-setup.ts),
 * answering the fixture `answer`, its requests recorded under a run of this test's own.
 */
function withLanguageModel(
  answer: string,
  { monthlyRequests = 100, monthlyTokens, baseUrl }: { monthlyRequests?: number; monthlyTokens?: number; baseUrl?: string } = {},
) {
  const run = crypto.randomUUID();
  const settings: Partial<Env> = {
    SUGGESTIONS_LANGUAGE_MODEL_PROVIDER: 'openai-compatible',
    SUGGESTIONS_LANGUAGE_MODEL_BASE_URL: baseUrl ?? `${fake}/${answer}/${run}`,
    SUGGESTIONS_LANGUAGE_MODEL_NAME: 'fixture-model',
    SUGGESTIONS_LANGUAGE_MODEL_API_KEY: 'sk-fixture',
    SUGGESTIONS_LANGUAGE_MODEL_MONTHLY_REQUESTS: String(monthlyRequests),
    ...(monthlyTokens ? { SUGGESTIONS_LANGUAGE_MODEL_MONTHLY_TOKENS: String(monthlyTokens) } : {}),
  } as Partial<Env>;
  const received = async () =>
    (await (await fetch(`${fake}/received/${answer}/${run}`)).json()) as {
      authorization: string;
      body: { model: string; messages: { role: string; content: string }[] };
    }[];
  return { settings, received };
}

/** Uploads a text, its message held so that only the test processes it. */
async function upload(owner: Owner, content: string, prepare?: (documentId: string) => Promise<unknown>) {
  const { json } = await uploadFile(
    owner.cookie,
    owner.organizationId,
    { name: 'scan-0042.txt', content, type: 'text/plain' },
    { DOCUMENTS_QUEUE: heldQueue().queue },
  );
  const documentId = json.document.id as string;
  await prepare?.(documentId);
  return documentId;
}

/** Processes the document with these settings, the messages its processing sends held: the language model's proposal, the workflows. */
async function processHeld(owner: Owner, documentId: string, settings: Partial<Env>) {
  const documents = heldQueue();
  const withQueues = { ...settings, DOCUMENTS_QUEUE: documents.queue, PAGES_QUEUE: heldQueue().queue };
  const result = await runTasks([{ type: 'document.process', organizationId: owner.organizationId, documentId }], withQueues);
  const sent = documents.sent as TaskMessage[];
  return { result, sent, run: (messages: TaskMessage[]) => runTasks(messages, withQueues) };
}

/**
 * Processes the document, then runs what its processing sent, in that order (its proposal's message
 * among them): answers the processing's queue result and the proposal's.
 */
async function processAndPropose(owner: Owner, documentId: string, settings: Partial<Env>) {
  const { result, sent, run } = await processHeld(owner, documentId, settings);
  let proposal: Awaited<ReturnType<typeof runTasks>> | undefined;
  await drainHeldQueue(sent, async (message) => {
    const ran = await run([message]);
    if (message.type === 'suggestions.propose') proposal = ran;
  });
  return { result, proposal };
}

/** Uploads a text and processes it with these settings, its language model's proposal included. */
async function uploadAndProcess(owner: Owner, content: string, settings: Partial<Env>, prepare?: (documentId: string) => Promise<unknown>) {
  const documentId = await upload(owner, content, prepare);
  return { documentId, ...(await processAndPropose(owner, documentId, settings)) };
}

async function suggestionsOf(owner: Owner, documentId: string) {
  const { status, json } = await api(`${base(owner)}/documents/${documentId}/suggestions`, { cookie: owner.cookie });
  expect(status).toBe(200);
  return json.suggestions as Suggestion[];
}

/** An organization with tags Bills, Home and Travel, and suggested properties Sender (one) and Kind (several). */
async function organizationWithLists() {
  const owner = await createOrganizationOfFileUser();
  const tag = async (name: string) =>
    (await api(`${base(owner)}/tags`, { method: 'POST', cookie: owner.cookie, body: { name, color: '#d8ff75' } })).json.tag as {
      id: string;
    };
  const property = async (name: string, type: 'select' | 'multiselect', options: string[]) =>
    (
      await api(`${base(owner)}/properties`, {
        method: 'POST',
        cookie: owner.cookie,
        body: { name, type, suggest: true, options: options.map((option) => ({ name: option, color: '#2563eb' })) },
      })
    ).json.property as { id: string; options: { id: string; name: string }[] };
  const tags = { bills: await tag('Bills'), home: await tag('Home'), travel: await tag('Travel') };
  const sender = await property('Sender', 'select', ['Power company', 'Bank']);
  const kind = await property('Kind', 'multiselect', ['Invoice', 'Reminder']);
  return { owner, tags, sender, kind };
}

const turnOn = (owner: Owner, cookie = owner.cookie) => api(base(owner), { method: 'PUT', cookie, body: { languageModelEnabled: true } });
const allowNewTags = (owner: Owner, cookie = owner.cookie) =>
  api(base(owner), { method: 'PUT', cookie, body: { newTagSuggestionsEnabled: true } });

// Undated: the date the model proposes is a suggestion (one the document has already is not).
const letter = (words: number) =>
  `Stadtwerke Musterstadt, Rechnung ${crypto.randomUUID()}. ${'Verbrauch Kilowattstunden Abschlag '.repeat(words)}`;

/**
 * A workflow on arrival applying the model's suggestions of these kinds, and a document processed with the
 * model answering the fixture `answer`, the workflow's run included.
 */
async function processedThroughWorkflow(owner: Owner, answer: string, kinds: string[]) {
  await workflowApplying(owner, kinds);
  return (await uploadAndProcess(owner, letter(10), withLanguageModel(answer).settings)).documentId;
}

async function workflowApplying(owner: Owner, kinds: string[]) {
  const created = await api(`${base(owner)}/workflows`, {
    method: 'POST',
    cookie: owner.cookie,
    body: {
      name: `Apply ${kinds.join(', ')} from the model`,
      triggers: [{ type: 'added' }],
      actions: [{ type: 'apply_suggestions', minConfidence: LANGUAGE_MODEL_CONFIDENCE, kinds }],
    },
  });
  expect(created.status).toBe(201);
}

describe('the optional language model', () => {
  it('is off by default: nothing is sent, though the operator configured one', async () => {
    const { owner } = await organizationWithLists();
    const organization = (await api(base(owner), { cookie: owner.cookie })).json.organization;
    expect([organization.languageModelEnabled, organization.newTagSuggestionsEnabled]).toEqual([false, false]);
    const model = withLanguageModel('proposal');
    const { documentId } = await uploadAndProcess(owner, letter(10), model.settings);
    expect(await model.received()).toEqual([]);
    expect(await suggestionsOf(owner, documentId)).toEqual([]);
  });

  it("is asked by a message of its own after the processing, turns a proposal into suggestions from the organization's own lists, sends the text cut, and accepting renames and dates", async () => {
    const { owner, tags, sender, kind } = await organizationWithLists();
    expect((await turnOn(owner)).json.organization.languageModelEnabled).toBe(true);
    const model = withLanguageModel('proposal');
    const content = `${letter(300)}AFTER-THE-CUT`;
    expect(content.length).toBeGreaterThan(LANGUAGE_MODEL_TEXT_LENGTH);
    const documentId = await upload(owner, content, (id) =>
      api(`${base(owner)}/documents/${id}/tags`, { method: 'POST', cookie: owner.cookie, body: { tagId: tags.home.id } }),
    );
    // The processing ends without the model: its proposal is a message of its own.
    const processing = await processHeld(owner, documentId, model.settings);
    expect(processing.result.explicitAcks).toEqual(['task-0']);
    expect(await model.received()).toEqual([]);
    expect(await suggestionsOf(owner, documentId)).toEqual([]);
    const proposals = processing.sent.filter(({ type }) => type === 'suggestions.propose');
    expect(proposals).toEqual([expect.objectContaining({ organizationId: owner.organizationId, documentId })]);
    expect((await processing.run(proposals)).explicitAcks).toEqual(['task-0']);

    const [request] = await model.received();
    expect(request!.authorization).toBe('Bearer sk-fixture');
    // New tags are off by default: the model is told to keep to the list, and "Invented tag" is dropped below.
    expect(request!.body.messages.find(({ role }) => role === 'system')!.content).toMatch(/never another name/);
    expect(request!.body.model).toBe('fixture-model');
    const sent = JSON.parse(request!.body.messages.find(({ role }) => role === 'user')!.content);
    expect(sent).toEqual({
      name: 'scan-0042.txt',
      tags: ['Bills', 'Home', 'Travel'],
      properties: {
        Sender: { choice: 'one', options: ['Power company', 'Bank'] },
        Kind: { choice: 'several', options: ['Invoice', 'Reminder'] },
      },
      text: content.slice(0, LANGUAGE_MODEL_TEXT_LENGTH),
    });

    const suggestions = await suggestionsOf(owner, documentId);
    const shown = suggestions.map(({ kind, tagId, propertyId, value }) => ({ kind, tagId, propertyId, value }));
    // "Invented tag", the property "Nonexistent" and the option "Made-up option" are not the organization's: dropped.
    // Home is the document's already.
    expect(shown.sort((a, b) => `${a.kind}${a.value}${a.tagId}`.localeCompare(`${b.kind}${b.value}${b.tagId}`))).toEqual(
      [
        { kind: 'documentDate', tagId: null, propertyId: null, value: '2025-03-12' },
        { kind: 'name', tagId: null, propertyId: null, value: 'Electricity bill March 2025' },
        { kind: 'property', tagId: null, propertyId: sender.id, value: sender.options[0]!.id },
        { kind: 'property', tagId: null, propertyId: kind.id, value: kind.options[0]!.id },
        { kind: 'tag', tagId: tags.bills.id, propertyId: null, value: null },
      ].sort((a, b) => `${a.kind}${a.value}${a.tagId}`.localeCompare(`${b.kind}${b.value}${b.tagId}`)),
    );
    for (const { confidence } of suggestions) expect(confidence).toBe(LANGUAGE_MODEL_CONFIDENCE);

    const review = (kind: string, action: 'accept' | 'dismiss') =>
      api(`${base(owner)}/documents/${documentId}/suggestions/${suggestions.find((s) => s.kind === kind)!.id}/${action}`, {
        method: 'POST',
        cookie: owner.cookie,
      });
    expect((await review('name', 'accept')).status).toBe(200);
    expect((await review('documentDate', 'accept')).status).toBe(200);
    expect((await review('tag', 'dismiss')).status).toBe(200);
    const { document } = (await api(`${base(owner)}/documents/${documentId}`, { cookie: owner.cookie })).json;
    expect([document.name, document.documentDate]).toEqual(['Electricity bill March 2025', '2025-03-12']);
    const { activities } = (await api(`${base(owner)}/documents/${documentId}/activity`, { cookie: owner.cookie })).json;
    expect(activities.slice(0, 2)).toEqual([
      expect.objectContaining({ event: 'updated', eventData: expect.objectContaining({ updatedFields: ['documentDate'] }) }),
      expect.objectContaining({ event: 'updated', eventData: expect.objectContaining({ updatedFields: ['name'] }) }),
    ]);

    // Read again, the model proposes the same: the dismissed tag does not come back, nor the accepted name.
    const reprocess = await api(`${base(owner)}/documents/${documentId}/reprocess`, {
      method: 'POST',
      cookie: owner.cookie,
      envOverride: { DOCUMENTS_QUEUE: heldQueue().queue },
    });
    expect(reprocess.status).toBe(202);
    await processAndPropose(owner, documentId, model.settings);
    expect(await model.received()).toHaveLength(2);
    expect((await suggestionsOf(owner, documentId)).map(({ kind }) => kind).sort()).toEqual(['property', 'property']);
  });

  it('never repeats a learned suggestion, and stops at the monthly budget with a clear answer while the learned ones go on', async () => {
    const { owner, tags } = await organizationWithLists();
    // Letters labelled Home, before the model is on: the learned model suggests Home for the next ones.
    for (let index = 0; index < 10; index++)
      await uploadAndProcess(owner, letter(10), {}, (id) =>
        api(`${base(owner)}/documents/${id}/tags`, { method: 'POST', cookie: owner.cookie, body: { tagId: tags.home.id } }),
      );
    await runTasks([{ type: 'suggestions.train', organizationId: owner.organizationId }]);
    await turnOn(owner);
    const model = withLanguageModel('proposal', { monthlyRequests: 1 });
    const homeOf = async (documentId: string) => (await suggestionsOf(owner, documentId)).filter(({ tagId }) => tagId === tags.home.id);
    const card = async () =>
      (await api(`${base(owner)}/suggestions/language-model`, { cookie: owner.cookie, envOverride: model.settings })).json.languageModel;
    expect(await card()).toMatchObject({ requestsThisMonth: 0, monthlyRequests: 1, isBudgetUsedUp: false });

    const first = await uploadAndProcess(owner, letter(10), model.settings);
    const firstSuggestions = await suggestionsOf(owner, first.documentId);
    expect(firstSuggestions.map(({ kind }) => kind)).toContain('name');
    // The model proposed Home too: one suggestion, the learned one.
    expect(await homeOf(first.documentId)).toEqual([expect.objectContaining({ confidence: expect.any(Number) })]);
    expect((await homeOf(first.documentId))[0]!.confidence).toBeGreaterThan(LANGUAGE_MODEL_CONFIDENCE);

    const second = await uploadAndProcess(owner, letter(10), model.settings);
    expect(await model.received()).toHaveLength(1);
    expect(second.result.explicitAcks).toEqual(['task-0']);
    expect((await suggestionsOf(owner, second.documentId)).map(({ tagId }) => tagId)).toEqual([tags.home.id]);
    const { document } = (await api(`${base(owner)}/documents/${second.documentId}`, { cookie: owner.cookie })).json;
    // Processed as ever.
    expect(document.processingStatus).toBe('processed');
    expect(await card()).toMatchObject({ requestsThisMonth: 1, monthlyRequests: 1, isBudgetUsedUp: true });
  });

  describe('with a budget in tokens', () => {
    const cardOf = async (owner: Owner, settings: Partial<Env>) =>
      (await api(`${base(owner)}/suggestions/language-model`, { cookie: owner.cookie, envOverride: settings })).json.languageModel;

    it("counts the server's tokens and stops asking once the month's cap is reached, the document processed as ever", async () => {
      const { owner } = await organizationWithLists();
      await turnOn(owner);
      // The loopback server counts 150 tokens a request: the second goes (150 < 200), the third does not (300).
      const model = withLanguageModel('proposal', { monthlyTokens: 200 });
      expect(await cardOf(owner, model.settings)).toMatchObject({ monthlyTokens: 200, tokensThisMonth: 0, isBudgetUsedUp: false });
      await uploadAndProcess(owner, letter(10), model.settings);
      expect(await cardOf(owner, model.settings)).toMatchObject({ tokensThisMonth: 150, isBudgetUsedUp: false });
      await uploadAndProcess(owner, letter(10), model.settings);
      const third = await uploadAndProcess(owner, letter(10), model.settings);
      expect(await model.received()).toHaveLength(2);
      expect(third.result.explicitAcks).toEqual(['task-0']);
      expect(await suggestionsOf(owner, third.documentId)).toEqual([]);
      expect(await cardOf(owner, model.settings)).toMatchObject({
        monthlyRequests: 100,
        requestsThisMonth: 2,
        monthlyTokens: 200,
        tokensThisMonth: 300,
        isBudgetUsedUp: true,
      });
    });

    it('estimates the tokens at a character over four when the server counts none, and counts them with no cap too', async () => {
      const { owner } = await organizationWithLists();
      await turnOn(owner);
      const model = withLanguageModel('no-usage');
      await uploadAndProcess(owner, letter(10), model.settings);
      const [request] = await model.received();
      // The fixture's answer, as the loopback server gives it to anyone.
      const answered = (await (await fetch(`${fake}/no-usage/probe/v1/chat/completions`, { method: 'POST', body: '{}' })).json()) as {
        choices: { message: { content: string } }[];
      };
      const characters = [...request!.body.messages.map(({ content }) => content), answered.choices[0]!.message.content].join('').length;
      expect(await cardOf(owner, model.settings)).toMatchObject({
        monthlyTokens: null,
        tokensThisMonth: Math.ceil(characters / 4),
        isBudgetUsedUp: false,
      });
    });
  });

  it.each([
    ['an error status', 'down', undefined],
    ['an answer that is not JSON', 'not-json', undefined],
    ['no server at all', 'unreachable', 'http://127.0.0.1:9'],
  ])('gives no suggestion and no error on %s, and does not retry', async (_, answer, baseUrl) => {
    const { owner } = await organizationWithLists();
    await turnOn(owner);
    const model = withLanguageModel(answer, { baseUrl });
    const { documentId, result, proposal } = await uploadAndProcess(owner, letter(10), model.settings);
    expect(result.explicitAcks).toEqual(['task-0']);
    expect(proposal!.explicitAcks).toEqual(['task-0']);
    expect(proposal!.retryMessages).toEqual([]);
    expect(await suggestionsOf(owner, documentId)).toEqual([]);
    if (!baseUrl) expect(await model.received()).toHaveLength(1);
  });

  it('is applied by a workflow on arrival that asks for the name and the date, leaving the other kinds to review', async () => {
    const { owner, tags } = await organizationWithLists();
    await turnOn(owner);
    const documentId = await processedThroughWorkflow(owner, 'proposal', ['name', 'documentDate']);

    const { document } = (await api(`${base(owner)}/documents/${documentId}`, { cookie: owner.cookie })).json;
    expect([document.name, document.documentDate]).toEqual(['Electricity bill March 2025', '2025-03-12']);
    const pending = await suggestionsOf(owner, documentId);
    expect(pending.map(({ kind }) => kind).sort()).toEqual(['property', 'property', 'tag', 'tag']);
    expect(pending.flatMap(({ tagId }) => (tagId ? [tagId] : [])).sort()).toEqual([tags.bills.id, tags.home.id].sort());
    const { runs } = (await api(`${base(owner)}/workflow-runs?documentId=${documentId}`, { cookie: owner.cookie })).json;
    expect(runs).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        steps: [expect.objectContaining({ type: 'apply_suggestions', status: 'done' })],
      }),
    ]);
  });

  describe('with a workflow on arrival that runs before the proposal message', () => {
    /** A document processed with a workflow applying the model's name, its run's message and its proposal's held apart. */
    async function processedWithRunHeld() {
      const { owner } = await organizationWithLists();
      await turnOn(owner);
      await workflowApplying(owner, ['name']);
      const model = withLanguageModel('proposal');
      const documentId = await upload(owner, letter(10));
      const processing = await processHeld(owner, documentId, model.settings);
      const ofType = (type: TaskMessage['type']) => processing.sent.filter((message) => message.type === type);
      const [runMessage, proposal] = [ofType('workflows.run'), ofType('suggestions.propose')];
      expect([runMessage, proposal].map((messages) => messages.length)).toEqual([1, 1]);
      const nameOf = async () => (await api(`${base(owner)}/documents/${documentId}`, { cookie: owner.cookie })).json.document.name;
      const runOf = async () => (await api(`${base(owner)}/workflow-runs?documentId=${documentId}`, { cookie: owner.cookie })).json.runs[0];
      const requestsThisMonth = async () =>
        (await api(`${base(owner)}/suggestions/language-model`, { cookie: owner.cookie, envOverride: model.settings })).json.languageModel
          .requestsThisMonth;
      /** The run asked the model and applied its name; the proposal's message, run after, asked nothing: one request, counted once. */
      const expectAppliedAndAskedOnce = async () => {
        expect(await nameOf()).toBe('Electricity bill March 2025');
        expect(await runOf()).toMatchObject({ status: 'succeeded', steps: [{ type: 'apply_suggestions', status: 'done' }] });
        expect((await processing.run(proposal)).explicitAcks).toEqual(['task-0']);
        expect(await model.received()).toHaveLength(1);
        expect(await requestsThisMonth()).toBe(1);
      };
      return { documentId, model, processing, runMessage, runOf, expectAppliedAndAskedOnce };
    }

    it("asks the model itself and applies its name; the proposal's message then asks nothing", async () => {
      const { processing, runMessage, expectAppliedAndAskedOnce } = await processedWithRunHeld();
      expect((await processing.run(runMessage)).explicitAcks).toEqual(['task-0']);
      await expectAppliedAndAskedOnce();
    });

    it("waits while the proposal's message holds the claim, counting no attempt, and takes over a claim gone stale", async () => {
      const { documentId, model, processing, runMessage, runOf, expectAppliedAndAskedOnce } = await processedWithRunHeld();
      const claimedAgo = (milliseconds: number) =>
        runOnAllOrganizations(
          'UPDATE language_model_proposals SET claimed_at = ? WHERE document_id = ?',
          Date.now() - milliseconds,
          documentId,
        );
      // The message claimed it a moment ago and is still asking.
      await claimedAgo(1_000);
      const waiting = await processing.run(runMessage);
      expect(waiting.retryMessages).toHaveLength(1);
      expect(await runOf()).toMatchObject({
        status: 'pending',
        attempts: 0,
        steps: [{ type: 'apply_suggestions', status: 'pending', reasonCode: 'waiting_for_proposal' }],
      });
      expect(await model.received()).toEqual([]);
      // That message died on the way: past the claim's time, the workflow's next attempt asks itself.
      await claimedAgo(PROPOSAL_CLAIM_STALE_MS + 1_000);
      expect((await processing.run(runMessage)).explicitAcks).toEqual(['task-0']);
      await expectAppliedAndAskedOnce();
    });
  });

  describe('with new tags allowed', () => {
    const newTagsOf = (suggestions: Suggestion[]) => suggestions.filter(({ kind, tagId }) => kind === 'tag' && tagId === null);
    const tagsOf = async (owner: Owner) =>
      ((await api(`${base(owner)}/tags`, { cookie: owner.cookie })).json.tags as { id: string; name: string; color: string }[]).map(
        ({ name }) => name,
      );
    const reviewPath = (owner: Owner, documentId: string, suggestion: Suggestion, action: 'accept' | 'dismiss') =>
      `${base(owner)}/documents/${documentId}/suggestions/${suggestion.id}/${action}`;

    async function processedWithNewTags() {
      const { owner, tags } = await organizationWithLists();
      await turnOn(owner);
      expect((await allowNewTags(owner)).json.organization.newTagSuggestionsEnabled).toBe(true);
      const model = withLanguageModel('new-tags');
      const { documentId } = await uploadAndProcess(owner, letter(10), model.settings);
      return { owner, tags, model, documentId };
    }

    it('suggests a few valid new names; accepting one creates the tag and adds it, a tag made meanwhile is used, and a dismissal is remembered', async () => {
      const { owner, tags, model, documentId } = await processedWithNewTags();
      const [request] = await model.received();
      expect(request!.body.messages.find(({ role }) => role === 'system')!.content).toMatch(/new short tag names/);

      const suggestions = await suggestionsOf(owner, documentId);
      // "taxes 2025 " is "Taxes 2025" again, the 70 characters are no tag name, and "Household" is past the few allowed.
      const newTags = newTagsOf(suggestions);
      expect(newTags.map(({ value }) => value).sort()).toEqual(['Energy', 'Invented tag', 'Taxes 2025']);
      expect(newTags).toHaveLength(MAX_NEW_TAG_SUGGESTIONS);
      for (const { confidence, propertyId } of newTags) expect([confidence, propertyId]).toEqual([LANGUAGE_MODEL_CONFIDENCE, null]);
      expect(suggestions.filter(({ tagId }) => tagId === tags.bills.id)).toHaveLength(1);

      const byName = (name: string) => newTags.find(({ value }) => value === name)!;
      const accepted = await api(reviewPath(owner, documentId, byName('Taxes 2025'), 'accept'), { method: 'POST', cookie: owner.cookie });
      expect([accepted.status, accepted.json.suggestion.status]).toEqual([200, 'accepted']);
      // Someone makes "energy" meanwhile: accepting "Energy" adds that one rather than a second.
      const energy = await api(`${base(owner)}/tags`, { method: 'POST', cookie: owner.cookie, body: { name: 'energy', color: '#2563eb' } });
      expect(energy.status).toBe(201);
      expect((await api(reviewPath(owner, documentId, byName('Energy'), 'accept'), { method: 'POST', cookie: owner.cookie })).status).toBe(
        200,
      );
      expect(
        (await api(reviewPath(owner, documentId, byName('Invented tag'), 'dismiss'), { method: 'POST', cookie: owner.cookie })).status,
      ).toBe(200);

      expect((await tagsOf(owner)).sort()).toEqual(['Bills', 'energy', 'Home', 'Taxes 2025', 'Travel'].sort());
      const { document } = (await api(`${base(owner)}/documents/${documentId}`, { cookie: owner.cookie })).json;
      expect(document.tags.map(({ name }: { name: string }) => name).sort()).toEqual(['Taxes 2025', 'energy']);
      const { activities } = (await api(`${base(owner)}/documents/${documentId}/activity`, { cookie: owner.cookie })).json;
      expect(activities.slice(0, 2).map(({ event }: { event: string }) => event)).toEqual(['tagged', 'tagged']);

      // Read again, the model proposes the same names: two are tags the document has, the dismissed one does not come
      // back, and "Household", past the few before, is now among them.
      await api(`${base(owner)}/documents/${documentId}/reprocess`, {
        method: 'POST',
        cookie: owner.cookie,
        envOverride: { DOCUMENTS_QUEUE: heldQueue().queue },
      });
      await processAndPropose(owner, documentId, model.settings);
      expect(await model.received()).toHaveLength(2);
      expect(newTagsOf(await suggestionsOf(owner, documentId)).map(({ value }) => value)).toEqual(['Household']);
    });

    it('makes no tag for a document in the trash, nor for a key without tags:create, and leaves the suggestion pending', async () => {
      const { owner, documentId } = await processedWithNewTags();
      const [suggestion] = newTagsOf(await suggestionsOf(owner, documentId));

      const keyWithoutTags = await createApiKeyToken(owner, ['documents:read', 'documents:update', 'properties:update']);
      const refusedOne = await asApiKey(keyWithoutTags, reviewPath(owner, documentId, suggestion!, 'accept'), 'POST');
      expect([refusedOne.status, refusedOne.json.error.code]).toEqual([403, 'api_key.permission_missing']);
      // Accept-all is refused before it accepts anything, the name and date included.
      const refusedAll = await asApiKey(keyWithoutTags, `${base(owner)}/documents/${documentId}/suggestions/accept-all`, 'POST');
      expect([refusedAll.status, refusedAll.json.error.code]).toEqual([403, 'api_key.permission_missing']);
      expect(await suggestionsOf(owner, documentId)).toHaveLength(6);

      expect((await api(`${base(owner)}/documents/${documentId}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
      const trashed = await api(reviewPath(owner, documentId, suggestion!, 'accept'), { method: 'POST', cookie: owner.cookie });
      expect([trashed.status, trashed.json.error.code]).toEqual([400, 'document.is_deleted']);
      expect(await tagsOf(owner)).not.toContain(suggestion!.value);
      await api(`${base(owner)}/documents/${documentId}/restore`, { method: 'POST', cookie: owner.cookie });
      expect(newTagsOf(await suggestionsOf(owner, documentId))).toContainEqual(suggestion);

      const all = await api(`${base(owner)}/documents/${documentId}/suggestions/accept-all`, { method: 'POST', cookie: owner.cookie });
      expect(all.status).toBe(200);
      expect(all.json.suggestions).toHaveLength(6);
      expect((await tagsOf(owner)).sort()).toEqual(['Bills', 'Energy', 'Home', 'Invented tag', 'Taxes 2025', 'Travel'].sort());
    });

    it('are applied by a workflow asking for tags while the organization allows them', async () => {
      const { owner } = await organizationWithLists();
      await turnOn(owner);
      await allowNewTags(owner);
      const documentId = await processedThroughWorkflow(owner, 'new-tags', ['tag']);
      const { document } = (await api(`${base(owner)}/documents/${documentId}`, { cookie: owner.cookie })).json;
      expect(document.tags.map(({ name }: { name: string }) => name).sort()).toEqual(['Bills', 'Energy', 'Invented tag', 'Taxes 2025']);
      expect((await suggestionsOf(owner, documentId)).map(({ kind }) => kind).sort()).toEqual(['documentDate', 'name']);
    });
  });

  it('is switched on by admins only, and its card says what goes where (nothing when the operator configured none)', async () => {
    const { owner } = await organizationWithLists();
    const member = await addMember(owner.cookie, owner.organizationId, 'member');
    const admin = await addMember(owner.cookie, owner.organizationId, 'admin');
    expect((await turnOn(owner, member.cookie)).status).toBe(403);
    expect((await allowNewTags(owner, member.cookie)).status).toBe(403);
    expect((await turnOn(owner, admin.cookie)).json.organization.languageModelEnabled).toBe(true);
    const allowed = (await allowNewTags(owner, admin.cookie)).json.organization;
    expect([allowed.languageModelEnabled, allowed.newTagSuggestionsEnabled]).toEqual([true, true]);

    const model = withLanguageModel('proposal');
    const { status, json } = await api(`${base(owner)}/suggestions/language-model`, { cookie: member.cookie, envOverride: model.settings });
    expect(status).toBe(200);
    expect(json.languageModel).toEqual({
      provider: 'openai-compatible',
      host: new URL(fake).host,
      model: 'fixture-model',
      textLength: LANGUAGE_MODEL_TEXT_LENGTH,
      monthlyRequests: 100,
      requestsThisMonth: 0,
      monthlyTokens: null,
      tokensThisMonth: 0,
      isBudgetUsedUp: false,
    });
    expect((await api(`${base(owner)}/suggestions/language-model`, { cookie: owner.cookie })).json).toEqual({ languageModel: null });
  });
});
