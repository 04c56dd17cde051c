import { describe, expect, it } from 'vitest';
import { api, createOrganizationMember, uploadFile, createOrganizationOfFileUser } from './helpers';

type Member = Awaited<ReturnType<typeof createOrganizationMember>>;
const tagsPath = (member: Member) => `/api/organizations/${member.organizationId}/tags`;
const documentPath = (member: Member, documentId: string) => `/api/organizations/${member.organizationId}/documents/${documentId}`;

async function createTag(member: Member, body: Record<string, unknown> = { name: 'Invoices', color: '#D8FF75' }) {
  const { status, json } = await api(tagsPath(member), { method: 'POST', cookie: member.cookie, body });
  expect(status).toBe(201);
  return json.tag as { id: string; name: string; color: string };
}

async function uploadDocument(member: Member, content = `text ${crypto.randomUUID()}`) {
  const { json } = await uploadFile(member.cookie, member.organizationId, { name: 'doc.txt', content });
  return json.document as { id: string };
}

describe('tags', () => {
  it('creates (colour stored lowercase), lists with document counts, updates and deletes', async () => {
    const member = await createOrganizationOfFileUser();
    const tag = await createTag(member, { name: '  Invoices ', color: '#D8FF75', description: 'Bills to pay' });
    expect(tag).toMatchObject({ name: 'Invoices', color: '#d8ff75', description: 'Bills to pay' });
    expect(tag.id).toMatch(/^tag_[a-z0-9]{24}$/);

    const document = await uploadDocument(member);
    await api(`${documentPath(member, document.id)}/tags`, { method: 'POST', cookie: member.cookie, body: { tagId: tag.id } });
    expect((await api(tagsPath(member), { cookie: member.cookie })).json.tags).toMatchObject([{ id: tag.id, documentsCount: 1 }]);

    const updated = await api(`${tagsPath(member)}/${tag.id}`, {
      method: 'PUT',
      cookie: member.cookie,
      body: { name: 'Bills', color: '#ABC' },
    });
    expect(updated.json.tag).toMatchObject({ name: 'Bills', color: '#aabbcc', description: null });

    expect((await api(`${tagsPath(member)}/${tag.id}`, { method: 'DELETE', cookie: member.cookie })).status).toBe(204);
    expect((await api(tagsPath(member), { cookie: member.cookie })).json.tags).toEqual([]);
    expect((await api(documentPath(member, document.id), { cookie: member.cookie })).json.document.tags).toEqual([]);
  });

  it('answers one 201 and 409s to 20 parallel creations of one name while uploads run', async () => {
    const member = await createOrganizationOfFileUser();
    const uploads = Array.from({ length: 5 }, () => uploadDocument(member));
    const creations = Array.from({ length: 20 }, (_, index) =>
      api(tagsPath(member), { method: 'POST', cookie: member.cookie, body: { name: index % 2 ? 'Urgent' : 'URGENT', color: '#ffffff' } }),
    );
    const [answers] = await Promise.all([Promise.all(creations), Promise.all(uploads)]);
    expect(answers.map(({ status }) => status).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect(answers.filter(({ status }) => status === 409).every(({ json }) => json.error.code === 'tags.already_exists')).toBe(true);
  });

  it('refuses a duplicate name ignoring case, on create and on rename', async () => {
    const member = await createOrganizationOfFileUser();
    await createTag(member, { name: 'Invoices', color: '#ffffff' });
    const other = await createTag(member, { name: 'Receipts', color: '#ffffff' });
    const duplicate = await api(tagsPath(member), { method: 'POST', cookie: member.cookie, body: { name: 'INVOICES', color: '#ffffff' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.error.code).toBe('tags.already_exists');
    const rename = await api(`${tagsPath(member)}/${other.id}`, {
      method: 'PUT',
      cookie: member.cookie,
      body: { name: 'invoices', color: '#ffffff' },
    });
    expect(rename.status).toBe(409);
    // Keeping its own name in another case is fine.
    expect(
      (await api(`${tagsPath(member)}/${other.id}`, { method: 'PUT', cookie: member.cookie, body: { name: 'RECEIPTS', color: '#ffffff' } }))
        .status,
    ).toBe(200);
    // Another organization may use the same name.
    expect(
      (
        await api(tagsPath(await createOrganizationMember('B')), {
          method: 'POST',
          cookie: (await createOrganizationMember('C')).cookie,
          body: { name: 'x', color: '#fff' },
        })
      ).status,
    ).toBe(403);
  });

  it.each([
    [{ color: '#ffffff' }, 'The tag name is required'],
    [{ name: '  ', color: '#ffffff' }, 'The tag name is required'],
    [{ name: 'x'.repeat(65), color: '#ffffff' }, 'The tag name must be at most 64 characters'],
    [{ name: 'ok', color: 'red' }, 'The hex color is badly formatted.'],
    [{ name: 'ok', color: '#12345' }, 'The hex color is badly formatted.'],
    [{ name: 'ok' }, 'The hex color is badly formatted.'],
    [{ name: 'ok', color: '#ffffff', description: 'd'.repeat(257) }, 'The description must be at most 256 characters'],
  ])('rejects %j', async (body, message) => {
    const member = await createOrganizationMember();
    const { status, json } = await api(tagsPath(member), { method: 'POST', cookie: member.cookie, body });
    expect(status).toBe(400);
    expect(json.error.message).toBe(message);
  });

  it('accepts the boundaries: a 64-character name and a 256-character description', async () => {
    const member = await createOrganizationOfFileUser();
    await createTag(member, { name: 'x'.repeat(64), color: '#fff', description: 'd'.repeat(256) });
  });
});

describe('tagging documents', () => {
  it('attaches once even when asked twice, detaches, and records tagged/untagged with the tag and user', async () => {
    const member = await createOrganizationMember('Ada');
    const tag = await createTag(member);
    const document = await uploadDocument(member);
    const path = `${documentPath(member, document.id)}/tags`;
    expect((await api(path, { method: 'POST', cookie: member.cookie, body: { tagId: tag.id } })).status).toBe(204);
    expect((await api(path, { method: 'POST', cookie: member.cookie, body: { tagId: tag.id } })).status).toBe(204);
    expect((await api(documentPath(member, document.id), { cookie: member.cookie })).json.document.tags).toEqual([
      { id: tag.id, name: 'Invoices', color: '#d8ff75' },
    ]);

    expect((await api(`${path}/${tag.id}`, { method: 'DELETE', cookie: member.cookie })).status).toBe(204);
    expect((await api(documentPath(member, document.id), { cookie: member.cookie })).json.document.tags).toEqual([]);

    const { json } = await api(`${documentPath(member, document.id)}/activity`, { cookie: member.cookie });
    expect(
      json.activities.map((activity: { event: string; tag: { name: string } | null; user: { name: string } | null }) => [
        activity.event,
        activity.tag?.name,
        activity.user?.name,
      ]),
    ).toEqual([
      ['untagged', 'Invoices', 'Ada'],
      ['tagged', 'Invoices', 'Ada'],
      ['created', undefined, 'Ada'],
    ]);
  });

  it('records one activity per real change: parallel attaches, a second detach and a detach of a tag never attached record nothing more', async () => {
    const member = await createOrganizationMember('Ada');
    const [tag, other] = [await createTag(member), await createTag(member, { name: 'Other', color: '#000000' })];
    const document = await uploadDocument(member);
    const path = `${documentPath(member, document.id)}/tags`;
    const attaches = await Promise.all(
      Array.from({ length: 4 }, () => api(path, { method: 'POST', cookie: member.cookie, body: { tagId: tag.id } })),
    );
    expect(attaches.map(({ status }) => status)).toEqual([204, 204, 204, 204]);
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await api(`${path}/${tag.id}`, { method: 'DELETE', cookie: member.cookie })).status).toBe(204);
    expect((await api(`${path}/${other.id}`, { method: 'DELETE', cookie: member.cookie })).status).toBe(204);

    const { json } = await api(`${documentPath(member, document.id)}/activity`, { cookie: member.cookie });
    expect(
      json.activities.map((activity: { event: string; tag: { name: string } | null }) => [activity.event, activity.tag?.name]),
    ).toEqual([
      ['untagged', 'Invoices'],
      ['tagged', 'Invoices'],
      ['created', undefined],
    ]);
  });

  it('answers 400 without a tagId and 404 for an unknown tag', async () => {
    const member = await createOrganizationOfFileUser();
    const document = await uploadDocument(member);
    const missing = await api(`${documentPath(member, document.id)}/tags`, { method: 'POST', cookie: member.cookie, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.error.message).toBe('tagId is required');
    const unknown = await api(`${documentPath(member, document.id)}/tags`, {
      method: 'POST',
      cookie: member.cookie,
      body: { tagId: 'tag_unknown0000000000000000' },
    });
    expect(unknown.status).toBe(404);
  });

  it("never attaches another organization's tag, nor touches its documents or tags", async () => {
    const owner = await createOrganizationMember('Owner');
    const intruder = await createOrganizationMember('Intruder');
    const ownerTag = await createTag(owner, { name: 'Secret', color: '#000000' });
    const ownerDocument = await uploadDocument(owner);
    const intruderTag = await createTag(intruder, { name: 'Mine', color: '#ffffff' });
    const intruderDocument = await uploadDocument(intruder);

    const foreignTag = await api(`${documentPath(intruder, intruderDocument.id)}/tags`, {
      method: 'POST',
      cookie: intruder.cookie,
      body: { tagId: ownerTag.id },
    });
    expect(foreignTag.status).toBe(404);
    const foreignDocument = await api(`${documentPath(intruder, ownerDocument.id)}/tags`, {
      method: 'POST',
      cookie: intruder.cookie,
      body: { tagId: intruderTag.id },
    });
    expect(foreignDocument.status).toBe(404);
    for (const [method, suffix, body] of [
      ['PUT', `/${ownerTag.id}`, { name: 'pwned', color: '#ffffff' }],
      ['DELETE', `/${ownerTag.id}`, undefined],
    ] as const) {
      expect((await api(`${tagsPath(intruder)}${suffix}`, { method, cookie: intruder.cookie, body })).status).toBe(404);
      expect((await api(`${tagsPath(owner)}${suffix}`, { method, cookie: intruder.cookie, body })).status).toBe(403);
    }
    expect((await api(tagsPath(owner), { cookie: intruder.cookie })).status).toBe(403);
    expect((await api(tagsPath(owner), { cookie: owner.cookie })).json.tags).toMatchObject([{ name: 'Secret' }]);
  });
});
