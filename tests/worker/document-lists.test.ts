import { describe, expect, it } from 'vitest';
import { api, createOrganizationMember, runTasks, uploadFile } from './helpers';

type Member = Awaited<ReturnType<typeof createOrganizationMember>>;

/** Three documents uploaded in this order: names, sizes and creation times all order them differently. */
async function setUp() {
  const member = await createOrganizationMember();
  const ids: Record<string, string> = {};
  for (const [name, content] of [
    ['beta report.txt', 'report invoice '.repeat(30)],
    ['Alpha invoice.txt', 'invoice'],
    ['gamma invoice.txt', 'invoice '.repeat(10)],
  ] as const) {
    const { json } = await uploadFile(member.cookie, member.organizationId, { name, content });
    ids[name] = json.document.id;
    // Distinct creation times.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await runTasks(Object.values(ids).map((documentId) => ({ type: 'document.process', organizationId: member.organizationId, documentId })));
  return { member, ids };
}

const namesOf = async (member: Member, path: string) => {
  const { status, json } = await api(`/api/organizations/${member.organizationId}/documents${path}`, { cookie: member.cookie });
  expect(status, JSON.stringify(json)).toBe(200);
  return (json.documents as { name: string }[]).map(({ name }) => name);
};

describe('sorting', () => {
  it('orders the list by creation, name (case ignored) or size, either way, and pages in that order', async () => {
    const { member } = await setUp();
    expect(await namesOf(member, '')).toEqual(['gamma invoice.txt', 'Alpha invoice.txt', 'beta report.txt']);
    expect(await namesOf(member, '?sortBy=createdAt&sortOrder=asc')).toEqual(['beta report.txt', 'Alpha invoice.txt', 'gamma invoice.txt']);
    expect(await namesOf(member, '?sortBy=name')).toEqual(['Alpha invoice.txt', 'beta report.txt', 'gamma invoice.txt']);
    expect(await namesOf(member, '?sortBy=name&sortOrder=desc')).toEqual(['gamma invoice.txt', 'beta report.txt', 'Alpha invoice.txt']);
    expect(await namesOf(member, '?sortBy=size')).toEqual(['beta report.txt', 'gamma invoice.txt', 'Alpha invoice.txt']);
    expect(await namesOf(member, '?sortBy=size&sortOrder=asc&pageSize=1&pageIndex=1')).toEqual(['gamma invoice.txt']);
    const invalid = await api(`/api/organizations/${member.organizationId}/documents?sortBy=color`, { cookie: member.cookie });
    expect([invalid.status, invalid.json.error.message]).toEqual([
      400,
      'sortBy must be one of createdAt, name, size, documentDate, archiveSerialNumber',
    ]);
  });

  it('orders search results by relevance unless asked otherwise', async () => {
    const { member } = await setUp();
    expect(await namesOf(member, '/search?searchQuery=invoice&sortBy=name')).toEqual([
      'Alpha invoice.txt',
      'beta report.txt',
      'gamma invoice.txt',
    ]);
    expect(await namesOf(member, '/search?searchQuery=invoice&sortBy=createdAt&sortOrder=asc')).toEqual([
      'beta report.txt',
      'Alpha invoice.txt',
      'gamma invoice.txt',
    ]);
    expect(await namesOf(member, '/search?searchQuery=invoice&sortBy=size&pageSize=2&pageIndex=1')).toEqual(['Alpha invoice.txt']);
    // Relevance: the name matches first.
    expect((await namesOf(member, '/search?searchQuery=invoice')).slice(0, 2).sort()).toEqual(['Alpha invoice.txt', 'gamma invoice.txt']);
  });

  it('orders the trash by deletion unless asked otherwise', async () => {
    const { member, ids } = await setUp();
    for (const name of ['gamma invoice.txt', 'beta report.txt', 'Alpha invoice.txt']) {
      await api(`/api/organizations/${member.organizationId}/documents/${ids[name]}`, { method: 'DELETE', cookie: member.cookie });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await namesOf(member, '/deleted')).toEqual(['Alpha invoice.txt', 'beta report.txt', 'gamma invoice.txt']);
    expect(await namesOf(member, '/deleted?sortBy=deletedAt&sortOrder=asc')).toEqual([
      'gamma invoice.txt',
      'beta report.txt',
      'Alpha invoice.txt',
    ]);
    expect(await namesOf(member, '/deleted?sortBy=name&sortOrder=desc')).toEqual([
      'gamma invoice.txt',
      'beta report.txt',
      'Alpha invoice.txt',
    ]);
    expect(await namesOf(member, '/deleted?sortBy=size&sortOrder=asc')).toEqual([
      'Alpha invoice.txt',
      'gamma invoice.txt',
      'beta report.txt',
    ]);
  });
});

describe('tag filters', () => {
  it('takes documents with every tag (the default) or with any of them, in lists, searches and bulk actions', async () => {
    const { member, ids } = await setUp();
    const tagsPath = `/api/organizations/${member.organizationId}/tags`;
    const tag = async (name: string) =>
      (await api(tagsPath, { method: 'POST', cookie: member.cookie, body: { name, color: '#123456' } })).json.tag.id as string;
    const [paid, urgent] = [await tag('Paid'), await tag('Urgent')];
    const attach = (documentName: string, tagId: string) =>
      api(`/api/organizations/${member.organizationId}/documents/${ids[documentName]}/tags`, {
        method: 'POST',
        cookie: member.cookie,
        body: { tagId },
      });
    await attach('beta report.txt', paid);
    await attach('Alpha invoice.txt', paid);
    await attach('Alpha invoice.txt', urgent);
    await attach('gamma invoice.txt', urgent);

    expect(await namesOf(member, `?tags=${paid},${urgent}`)).toEqual(['Alpha invoice.txt']);
    expect(await namesOf(member, `?tags=${paid},${urgent}&tagMatch=any&sortBy=name`)).toEqual([
      'Alpha invoice.txt',
      'beta report.txt',
      'gamma invoice.txt',
    ]);
    expect(await namesOf(member, `/search?searchQuery=invoice&tags=${paid},${urgent}&tagMatch=any&sortBy=name`)).toEqual([
      'Alpha invoice.txt',
      'beta report.txt',
      'gamma invoice.txt',
    ]);
    expect(await namesOf(member, `/search?searchQuery=invoice&tags=${paid},${urgent}`)).toEqual(['Alpha invoice.txt']);
    const bulk = await api(`/api/organizations/${member.organizationId}/documents/bulk/trash`, {
      method: 'POST',
      cookie: member.cookie,
      body: { query: { tags: [urgent, paid], tagMatch: 'any' } },
    });
    expect(bulk.json.job).toMatchObject({ documentsCount: 3, changedCount: 3 });
    const invalid = await api(`/api/organizations/${member.organizationId}/documents?tagMatch=some`, { cookie: member.cookie });
    expect([invalid.status, invalid.json.error.message]).toEqual([400, 'tagMatch must be all or any']);
  });
});

describe('excerpts', () => {
  it('lists each document with the first 200 characters of its text, and the detail with the whole text only', async () => {
    const { member, ids } = await setUp();
    const list = await api(`/api/organizations/${member.organizationId}/documents?sortBy=name`, { cookie: member.cookie });
    expect((list.json.documents as { contentExcerpt: string }[]).map(({ contentExcerpt }) => contentExcerpt)).toEqual([
      'invoice',
      'report invoice '.repeat(30).slice(0, 200),
      'invoice '.repeat(10).trimEnd(),
    ]);
    expect(list.json.documents[0]).not.toHaveProperty('content');
    const detail = await api(`/api/organizations/${member.organizationId}/documents/${ids['beta report.txt']}`, { cookie: member.cookie });
    expect(detail.json.document).not.toHaveProperty('contentExcerpt');

    await api(`/api/organizations/${member.organizationId}/documents/${ids['Alpha invoice.txt']}`, {
      method: 'DELETE',
      cookie: member.cookie,
    });
    const trash = await api(`/api/organizations/${member.organizationId}/documents/deleted`, { cookie: member.cookie });
    expect(trash.json.documents.map(({ contentExcerpt }: { contentExcerpt: string }) => contentExcerpt)).toEqual(['invoice']);
  });
});
