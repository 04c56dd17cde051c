import { describe, expect, it } from 'vitest';
import { addMember, api, createOrganizationMember, createOrganizationOfFileUser } from './helpers';

type Member = { cookie: string; organizationId: string };
const viewsPath = (member: Member) => `/api/organizations/${member.organizationId}/views`;
const createView = (member: Member, body: Record<string, unknown>, cookie = member.cookie) =>
  api(viewsPath(member), { method: 'POST', cookie, body });

async function createTag(member: Member, name: string) {
  return (
    await api(`/api/organizations/${member.organizationId}/tags`, {
      method: 'POST',
      cookie: member.cookie,
      body: { name, color: '#d8ff75' },
    })
  ).json.tag as { id: string };
}

describe('saved views', () => {
  it('are created with defaults, listed in order, updated, reordered and deleted by admins', async () => {
    const owner = await createOrganizationOfFileUser();
    const tag = await createTag(owner, 'Invoices');
    const first = await createView(owner, {
      name: ' Unpaid invoices ',
      searchQuery: 'unpaid date:2025',
      tagIds: [tag.id, tag.id],
      sort: 'documentDate-desc',
      columns: ['documentDate', 'tags', 'documentDate'],
      layout: 'grid',
    });
    expect(first.status).toBe(201);
    expect(first.json.view).toMatchObject({
      name: 'Unpaid invoices',
      searchQuery: 'unpaid date:2025',
      tagIds: [tag.id],
      tagMatch: 'all',
      sort: 'documentDate-desc',
      columns: ['documentDate', 'tags'],
      layout: 'grid',
      position: 0,
    });
    const second = (await createView(owner, { name: 'Everything' })).json.view;
    expect(second).toMatchObject({ searchQuery: '', tagIds: [], sort: null, columns: null, layout: 'table', position: 1 });

    const names = async () => (await api(viewsPath(owner), { cookie: owner.cookie })).json.views.map((view: { name: string }) => view.name);
    expect(await names()).toEqual(['Unpaid invoices', 'Everything']);
    expect(
      (await api(`${viewsPath(owner)}/order`, { method: 'PUT', cookie: owner.cookie, body: { viewIds: [second.id, first.json.view.id] } }))
        .status,
    ).toBe(204);
    expect(await names()).toEqual(['Everything', 'Unpaid invoices']);

    const renamed = await api(`${viewsPath(owner)}/${second.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { name: 'All documents', sort: 'name-asc' },
    });
    expect(renamed.json.view).toMatchObject({ name: 'All documents', sort: 'name-asc', position: 0 });
    const numbered = await api(`${viewsPath(owner)}/${first.json.view.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { name: 'Unpaid invoices', sort: 'archiveSerialNumber-asc', columns: ['archiveSerialNumber', 'tags'] },
    });
    expect(numbered.json.view).toMatchObject({ sort: 'archiveSerialNumber-asc', columns: ['archiveSerialNumber', 'tags'] });
    expect((await api(`${viewsPath(owner)}/${second.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    expect(await names()).toEqual(['Unpaid invoices']);
    expect((await api(`${viewsPath(owner)}/${second.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(404);
  });

  it('are used by every member and managed by admins only', async () => {
    const owner = await createOrganizationOfFileUser();
    await createView(owner, { name: 'Shared' });
    const member = await addMember(owner.cookie, owner.organizationId, 'member');
    const viewer = await addMember(owner.cookie, owner.organizationId, 'viewer');
    expect((await api(viewsPath(owner), { cookie: viewer.cookie })).json.views).toHaveLength(1);
    expect((await createView(owner, { name: 'Mine' }, member.cookie)).status).toBe(403);
    const admin = await addMember(owner.cookie, owner.organizationId, 'admin');
    expect((await createView(owner, { name: 'By an admin' }, admin.cookie)).status).toBe(201);
  });

  it.each([
    [{ name: '' }, 'The name is required'],
    [{ name: 'x'.repeat(65) }, 'The name must be at most 64 characters'],
    [{ name: 'x', sort: 'color-up' }, 'sort must be a field and an order, like documentDate-desc'],
    [{ name: 'x', columns: ['secret'] }, 'columns are among archiveSerialNumber, tags, documentDate, createdAt and property ids'],
    [{ name: 'x', layout: 'list' }, 'layout must be table or grid'],
    [{ name: 'x', tagIds: ['nope'] }, 'tagIds must be tag ids'],
  ])('refuses %j with a clear 400', async (body, message) => {
    const owner = await createOrganizationMember();
    const { status, json } = await createView(owner, body);
    expect(status).toBe(400);
    expect(json.error.message).toBe(message);
  });

  it('refuses a duplicate name (409), another organization’s tags, an incomplete order, and cross-organization ids', async () => {
    const owner = await createOrganizationOfFileUser();
    const stranger = await createOrganizationMember();
    const theirTag = await createTag(stranger, 'Theirs');
    const view = (await createView(owner, { name: 'Taxes' })).json.view;
    await createView(owner, { name: 'Other' });
    const duplicates = await Promise.all([createView(owner, { name: 'Twice' }), createView(owner, { name: 'Twice' })]);
    expect(duplicates.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await createView(owner, { name: 'Taxes' })).json.error.code).toBe('view.already_exists');
    expect((await createView(owner, { name: 'Foreign', tagIds: [theirTag.id] })).json.error.code).toBe('view.unknown_tags');
    const partial = await api(`${viewsPath(owner)}/order`, { method: 'PUT', cookie: owner.cookie, body: { viewIds: [view.id] } });
    expect([partial.status, partial.json.error.code]).toEqual([400, 'view.order_mismatch']);
    expect(
      (await api(`${viewsPath(stranger)}/${view.id}`, { method: 'PUT', cookie: stranger.cookie, body: { name: 'Mine now' } })).status,
    ).toBe(404);
    expect((await api(`${viewsPath(stranger)}/${view.id}`, { method: 'DELETE', cookie: stranger.cookie })).status).toBe(404);
  });

  it('stop at the configured limit, even when created in parallel', async () => {
    const owner = await createOrganizationOfFileUser();
    const envOverride = { SAVED_VIEWS_MAX_PER_ORGANIZATION: '3' } as Partial<Env>;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        api(viewsPath(owner), { method: 'POST', cookie: owner.cookie, body: { name: `View ${index}` }, envOverride }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.find((answer) => answer.status === 409)?.json.error).toMatchObject({
      code: 'view.limit_reached',
      message: 'An organization can keep at most 3 views',
    });
  });
});
