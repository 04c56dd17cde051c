import { env } from 'cloudflare:workers';
import { runOnAllOrganizations } from './databases';
import { createScheduledController } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { api, createOrganizationMember, heldQueue, processDocuments, runTasks, uploadFile, createOrganizationOfFileUser } from './helpers';
import type { TaskMessage } from '../../worker/platform/queue';

type Member = Awaited<ReturnType<typeof createOrganizationMember>>;
const documentsPath = (member: Member) => `/api/organizations/${member.organizationId}/documents`;
const documentPath = (member: Member, documentId: string) => `${documentsPath(member)}/${documentId}`;

async function processedText(member: Member, name: string, content: string) {
  const { json } = await uploadFile(member.cookie, member.organizationId, { name, content, type: 'text/plain' });
  await processDocuments(json.document.id);
  return json.document.id as string;
}

const detailOf = async (member: Member, documentId: string) =>
  (await api(documentPath(member, documentId), { cookie: member.cookie })).json.document;
const patch = (member: Member, documentId: string, body: Record<string, unknown>) =>
  api(documentPath(member, documentId), { method: 'PATCH', cookie: member.cookie, body });

describe('the document date found at processing', () => {
  it('is the date the document is of, not its due date', async () => {
    const member = await createOrganizationOfFileUser();
    const documentId = await processedText(
      member,
      'stadtwerke.txt',
      `Stadtwerke ${crypto.randomUUID()}\nRechnungsdatum: 17.04.2025\nZahlbar bis: 02.05.2025`,
    );
    expect((await detailOf(member, documentId)).documentDate).toBe('2025-04-17');
  });

  it('comes from the file name when the text has none, and is null when nothing is plausible', async () => {
    const member = await createOrganizationOfFileUser();
    const named = await processedText(member, '2024-11-03 receipt.txt', `Thank you for shopping ${crypto.randomUUID()}`);
    expect((await detailOf(member, named)).documentDate).toBe('2024-11-03');
    const undated = await processedText(member, 'notes.txt', `Call the plumber ${crypto.randomUUID()}`);
    const detail = await detailOf(member, undated);
    expect(detail.documentDate).toBeNull();
    // Lists carry it too.
    const listed = (await api(documentsPath(member), { cookie: member.cookie })).json.documents;
    expect(listed.map((document: { documentDate: string | null }) => document.documentDate).sort()).toEqual(['2024-11-03', null].sort());
  });
});

describe('editing the document date', () => {
  it('sets and clears it with PATCH; a person’s choice survives new content and reprocessing', async () => {
    const member = await createOrganizationOfFileUser();
    const documentId = await processedText(member, 'letter.txt', `Dear Ada ${crypto.randomUUID()}\nDate: 12 March 2025`);
    expect((await detailOf(member, documentId)).documentDate).toBe('2025-03-12');

    const set = await patch(member, documentId, { documentDate: '2025-03-01' });
    expect(set.status).toBe(200);
    expect(set.json.document.documentDate).toBe('2025-03-01');

    await patch(member, documentId, { content: 'Date: 4 July 2024' });
    expect((await detailOf(member, documentId)).documentDate).toBe('2025-03-01');

    expect((await patch(member, documentId, { documentDate: null })).json.document.documentDate).toBeNull();
    await api(`${documentPath(member, documentId)}/reprocess?replaceEditedContent=true`, { method: 'POST', cookie: member.cookie });
    await processDocuments(documentId);
    expect((await detailOf(member, documentId)).documentDate).toBeNull();

    const activity = (await api(`${documentPath(member, documentId)}/activity`, { cookie: member.cookie })).json.activities;
    expect(
      activity.find((entry: { eventData: { updatedFields?: string[] } | null }) =>
        entry.eventData?.updatedFields?.includes('documentDate'),
      ),
    ).toBeTruthy();
  });

  it('finds the date again in new content when no person chose one', async () => {
    const member = await createOrganizationOfFileUser();
    const documentId = await processedText(member, 'memo.txt', `Memo ${crypto.randomUUID()}\nDate: 12 March 2025`);
    const edited = await patch(member, documentId, { content: 'Memo\nDate: 4 July 2024' });
    expect(edited.json.document.documentDate).toBe('2024-07-04');
  });

  it.each([
    ['2025-02-30', 'The document date must be a day like 2025-03-12'],
    ['12.03.2025', 'The document date must be a day like 2025-03-12'],
    [20250312, 'The document date must be a day like 2025-03-12'],
  ])('refuses %j with a clear 400', async (documentDate, message) => {
    const member = await createOrganizationMember();
    const documentId = await processedText(member, 'x.txt', `x ${crypto.randomUUID()}`);
    const { status, json } = await patch(member, documentId, { documentDate });
    expect(status).toBe(400);
    expect(json.error).toMatchObject({ code: 'server.invalid_request.body', message });
  });
});

describe('date: filters and the documentDate sort', () => {
  async function datedArchive() {
    const member = await createOrganizationMember();
    const dates = { jan: '2024-01-15', feb: '2024-02-29', jun: '2024-06-30', next: '2025-01-01' } as const;
    const ids: Record<string, string> = {};
    for (const [label, documentDate] of Object.entries(dates)) {
      ids[label] = await processedText(member, `${label}.txt`, `statement ${label} ${crypto.randomUUID()}`);
      await patch(member, ids[label]!, { documentDate });
    }
    ids.undated = await processedText(member, 'undated.txt', `statement undated ${crypto.randomUUID()}`);
    await patch(member, ids.undated, { documentDate: null });
    const search = async (searchQuery: string, extra: Record<string, string> = {}) => {
      const { status, json } = await api(`${documentsPath(member)}/search?${new URLSearchParams({ searchQuery, ...extra })}`, {
        cookie: member.cookie,
      });
      expect(status, JSON.stringify(json)).toBe(200);
      return (json.documents as { id: string }[]).map((document) => Object.keys(ids).find((label) => ids[label] === document.id));
    };
    return { member, ids, search };
  }

  it.each([
    ['date:2024', ['feb', 'jan', 'jun']],
    ['date:2024-02', ['feb']],
    ['date:2024-02-29', ['feb']],
    ['date:>=2024-02-29', ['feb', 'jun', 'next']],
    ['date:>2024-02-29', ['jun', 'next']],
    ['date:<2024-06', ['feb', 'jan']],
    ['date:<=2024-06', ['feb', 'jan', 'jun']],
    ['date:2024-01..2024-02', ['feb', 'jan']],
    ['date:2024-06-30..', ['jun', 'next']],
    ['statement -date:2024', ['next', 'undated']],
    ['statement date:2023 OR date:2025', ['next']],
  ])('%s', async (searchQuery, expected) => {
    const { search } = await datedArchive();
    expect((await search(searchQuery)).sort()).toEqual(expected);
  });

  it('sorts lists and searches by the document date, undated last when newest first', async () => {
    const { member, search } = await datedArchive();
    const list = async (sortOrder: string) =>
      (await api(`${documentsPath(member)}?sortBy=documentDate&sortOrder=${sortOrder}`, { cookie: member.cookie })).json.documents.map(
        (document: { documentDate: string | null }) => document.documentDate,
      );
    expect(await list('desc')).toEqual(['2025-01-01', '2024-06-30', '2024-02-29', '2024-01-15', null]);
    expect(await list('asc')).toEqual([null, '2024-01-15', '2024-02-29', '2024-06-30', '2025-01-01']);
    expect(await search('statement', { sortBy: 'documentDate', sortOrder: 'desc' })).toEqual(['next', 'jun', 'feb', 'jan', 'undated']);
  });

  it('says which filter is malformed and how to write it', async () => {
    const { member } = await datedArchive();
    const { status, json } = await api(`${documentsPath(member)}/search?${new URLSearchParams({ searchQuery: 'invoice date:2024-13' })}`, {
      cookie: member.cookie,
    });
    expect(status).toBe(400);
    expect(json.error).toEqual({
      code: 'search.invalid_date',
      message: '"date:2024-13" is not a date: write it like date:>2024-01-31, date:2024-06, date:<2023 or date:2024-01..2024-06',
      details: { filter: 'date:2024-13', field: 'date' },
    });
  });
});

describe('the one-off job that dates documents uploaded before dates existed', () => {
  async function forgetDates(documentIds: string[]) {
    for (const id of documentIds)
      await runOnAllOrganizations('UPDATE documents SET document_date = NULL, document_date_source = NULL WHERE id = ?', id);
  }

  it('dates them batch by batch, from the daily maintenance, and keeps a date a person set meanwhile', async () => {
    const member = await createOrganizationOfFileUser();
    const first = await processedText(member, 'first.txt', `Invoice ${crypto.randomUUID()}\nInvoice date: 3 February 2025`);
    const second = await processedText(member, 'second.txt', `Receipt ${crypto.randomUUID()}\nDatum: 09.01.2025`);
    await forgetDates([first, second]);
    expect((await detailOf(member, first)).documentDate).toBeNull();
    await patch(member, second, { documentDate: '2020-05-05' });

    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '0 3 * * *' }), env);
    // Other organizations' documents may fill the first batches: the next ones follow through the queue.
    await vi.waitFor(async () => expect((await detailOf(member, first)).documentDate).toBe('2025-02-03'), {
      timeout: 15_000,
      interval: 200,
    });
    expect((await detailOf(member, second)).documentDate).toBe('2020-05-05');
    // A queued batch finds nothing left: nothing changes, nothing follows.
    await runTasks([{ type: 'documents.find-dates' }]);
    expect((await detailOf(member, first)).documentDate).toBe('2025-02-03');
  });
});

describe('tagging rules on the document date', () => {
  it('tag a document whose date starts with a month at processing', async () => {
    const member = await createOrganizationOfFileUser();
    const { json: tagged } = await api(`/api/organizations/${member.organizationId}/tags`, {
      method: 'POST',
      cookie: member.cookie,
      body: { name: 'March 2025', color: '#d8ff75' },
    });
    const rule = await api(`/api/organizations/${member.organizationId}/tagging-rules`, {
      method: 'POST',
      cookie: member.cookie,
      body: { name: 'March', conditions: [{ field: 'documentDate', operator: 'starts_with', value: '2025-03' }], tagIds: [tagged.tag.id] },
    });
    expect(rule.status).toBe(201);
    const march = await processedText(member, 'march.txt', `Invoice ${crypto.randomUUID()}\nDate: 12 March 2025`);
    const april = await processedText(member, 'april.txt', `Invoice ${crypto.randomUUID()}\nDate: 12 April 2025`);
    expect((await detailOf(member, march)).tags.map((tag: { name: string }) => tag.name)).toEqual(['March 2025']);
    expect((await detailOf(member, april)).tags).toEqual([]);
  });

  it('tag existing documents by their date when applied to them', async () => {
    const member = await createOrganizationOfFileUser();
    const march = await processedText(member, 'march.txt', `Invoice ${crypto.randomUUID()}\nDate: 12 March 2025`);
    const april = await processedText(member, 'april.txt', `Invoice ${crypto.randomUUID()}\nDate: 12 April 2025`);
    const { json: tagged } = await api(`/api/organizations/${member.organizationId}/tags`, {
      method: 'POST',
      cookie: member.cookie,
      body: { name: 'March 2025', color: '#d8ff75' },
    });
    const { json: rule } = await api(`/api/organizations/${member.organizationId}/tagging-rules`, {
      method: 'POST',
      cookie: member.cookie,
      body: { name: 'March', conditions: [{ field: 'documentDate', operator: 'starts_with', value: '2025-03' }], tagIds: [tagged.tag.id] },
    });
    const held = heldQueue();
    await api(`/api/organizations/${member.organizationId}/tagging-rules/${rule.taggingRule.id}/apply`, {
      method: 'POST',
      cookie: member.cookie,
      envOverride: { DOCUMENTS_QUEUE: held.queue },
    });
    await runTasks(held.sent as TaskMessage[]);
    expect((await detailOf(member, march)).tags.map((tag: { name: string }) => tag.name)).toEqual(['March 2025']);
    expect((await detailOf(member, april)).tags).toEqual([]);
  });
});
