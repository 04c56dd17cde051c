import { describe, expect, it } from 'vitest';
import { addMember, api, createOrganizationMember, processDocuments, uploadFile, createOrganizationOfFileUser } from './helpers';

type Member = { cookie: string; organizationId: string };
const documentPath = (member: Member, documentId: string) => `/api/organizations/${member.organizationId}/documents/${documentId}`;
const notesPath = (member: Member, documentId: string) => `${documentPath(member, documentId)}/notes`;

async function processedText(member: Member, name: string, content: string) {
  const { json } = await uploadFile(member.cookie, member.organizationId, { name, content, type: 'text/plain' });
  await processDocuments(json.document.id);
  return json.document.id as string;
}

const addNote = (member: Member, documentId: string, content: unknown) =>
  api(notesPath(member, documentId), { method: 'POST', cookie: member.cookie, body: { content } });

describe('notes on a document', () => {
  it('are added, listed newest first with their author, edited by their author and recorded in the activity', async () => {
    const owner = await createOrganizationOfFileUser();
    const documentId = await processedText(owner, 'lease.txt', `Lease ${crypto.randomUUID()}`);
    const first = await addNote(owner, documentId, '  Sent to the accountant  ');
    expect(first.status).toBe(201);
    expect(first.json.note).toMatchObject({ documentId, content: 'Sent to the accountant', author: { name: 'Ada' } });
    await addNote(owner, documentId, 'Renewal due in May, see https://example.com/lease');

    const listed = await api(notesPath(owner, documentId), { cookie: owner.cookie });
    expect(listed.json.notes.map((note: { content: string }) => note.content)).toEqual([
      'Renewal due in May, see https://example.com/lease',
      'Sent to the accountant',
    ]);

    const edited = await api(`${notesPath(owner, documentId)}/${first.json.note.id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: { content: 'Sent to the accountant on Monday', expectedUpdatedAt: first.json.note.updatedAt },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.note.content).toBe('Sent to the accountant on Monday');
    // A second edit from the version before: refused, nothing written.
    const stale = await api(`${notesPath(owner, documentId)}/${first.json.note.id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: { content: 'Overwritten', expectedUpdatedAt: first.json.note.updatedAt },
    });
    expect([stale.status, stale.json.error.code]).toEqual([409, 'note.modified']);

    const events = (await api(`${documentPath(owner, documentId)}/activity`, { cookie: owner.cookie })).json.activities.map(
      (activity: { event: string }) => activity.event,
    );
    expect(events.slice(0, 3)).toEqual(['note_updated', 'note_added', 'note_added']);
  });

  it('are edited and deleted by their author only; admins may delete any; viewers read them', async () => {
    const owner = await createOrganizationOfFileUser();
    const documentId = await processedText(owner, 'contract.txt', `Contract ${crypto.randomUUID()}`);
    const member = await addMember(owner.cookie, owner.organizationId, 'member');
    const viewer = await addMember(owner.cookie, owner.organizationId, 'viewer');
    const asMember = { cookie: member.cookie, organizationId: owner.organizationId };
    const asViewer = { cookie: viewer.cookie, organizationId: owner.organizationId };

    const memberNote = (await addNote(asMember, documentId, 'Signed copy in the cabinet')).json.note;
    const ownerNote = (await addNote(owner, documentId, 'Owner remark')).json.note;
    expect((await addNote(asViewer, documentId, 'Viewer remark')).status).toBe(403);
    expect((await api(notesPath(asViewer, documentId), { cookie: viewer.cookie })).json.notes).toHaveLength(2);

    const notYours = await api(`${notesPath(owner, documentId)}/${ownerNote.id}`, {
      method: 'PATCH',
      cookie: member.cookie,
      body: { content: 'Changed' },
    });
    expect([notYours.status, notYours.json.error.code]).toEqual([403, 'note.not_author']);
    expect((await api(`${notesPath(owner, documentId)}/${ownerNote.id}`, { method: 'DELETE', cookie: member.cookie })).status).toBe(403);
    expect(
      (
        await api(`${notesPath(owner, documentId)}/${memberNote.id}`, {
          method: 'PATCH',
          cookie: owner.cookie,
          body: { content: 'Changed' },
        })
      ).status,
    ).toBe(403);
    // The owner moderates: deletes the member's note.
    expect((await api(`${notesPath(owner, documentId)}/${memberNote.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    expect((await api(`${notesPath(owner, documentId)}/${ownerNote.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    expect((await api(notesPath(owner, documentId), { cookie: owner.cookie })).json.notes).toEqual([]);
    expect((await api(`${notesPath(owner, documentId)}/${ownerNote.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(404);
  });

  it.each([
    ['empty', '   ', 'The note is empty'],
    ['too long', 'x'.repeat(10_001), 'A note must be at most 10,000 characters'],
    ['not text', 42, 'The note must be text'],
  ])('refuses a note %s with a clear 400', async (_label, content, message) => {
    const owner = await createOrganizationOfFileUser();
    const documentId = await processedText(owner, 'x.txt', `x ${crypto.randomUUID()}`);
    const { status, json } = await addNote(owner, documentId, content);
    expect(status).toBe(400);
    expect(json.error).toMatchObject({ code: 'server.invalid_request.body', message });
  });

  it('are refused on another organization’s document and on a document in the trash', async () => {
    const owner = await createOrganizationOfFileUser();
    const stranger = await createOrganizationMember();
    const documentId = await processedText(owner, 'private.txt', `Private ${crypto.randomUUID()}`);
    const note = (await addNote(owner, documentId, 'Mine')).json.note;
    expect((await addNote(stranger, documentId, 'Theirs')).status).toBe(404);
    expect((await api(notesPath(stranger, documentId), { cookie: stranger.cookie })).status).toBe(404);
    expect((await api(`${notesPath(stranger, documentId)}/${note.id}`, { method: 'DELETE', cookie: stranger.cookie })).status).toBe(404);

    await api(documentPath(owner, documentId), { method: 'DELETE', cookie: owner.cookie });
    const trashed = await addNote(owner, documentId, 'Too late');
    expect([trashed.status, trashed.json.error.code]).toEqual([400, 'document.is_deleted']);
  });
});

describe('searching notes', () => {
  it('finds documents by their notes with note: and with plain words, and forgets deleted notes', async () => {
    const owner = await createOrganizationOfFileUser();
    const unique = `zebra${crypto.randomUUID().slice(0, 8)}`;
    const noted = await processedText(owner, 'receipt.txt', `Receipt ${crypto.randomUUID()}`);
    const other = await processedText(owner, 'other.txt', `Other ${crypto.randomUUID()}`);
    const note = (await addNote(owner, noted, `Reimbursed by ${unique} Łódź office`)).json.note;
    const search = async (searchQuery: string) =>
      (
        (
          await api(`/api/organizations/${owner.organizationId}/documents/search?${new URLSearchParams({ searchQuery })}`, {
            cookie: owner.cookie,
          })
        ).json.documents as { id: string }[]
      ).map((document) => (document.id === noted ? 'noted' : document.id === other ? 'other' : document.id));

    expect(await search(`note:${unique}`)).toEqual(['noted']);
    expect(await search(unique)).toEqual(['noted']);
    expect(await search(`note:reimb`)).toEqual(['noted']);
    expect(await search('note:lodz')).toEqual(['noted']);
    expect(await search(`note:"by ${unique}"`)).toEqual(['noted']);
    expect(await search(`receipt note:${unique}`)).toEqual(['noted']);
    expect(await search(`other note:${unique}`)).toEqual([]);
    expect(await search(`-note:${unique}`)).toEqual(['other']);

    await api(`${notesPath(owner, noted)}/${note.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(await search(`note:${unique}`)).toEqual([]);
    expect(await search(unique)).toEqual([]);
  });
});
