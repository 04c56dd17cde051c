import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  addMember,
  api,
  createOrganizationMember,
  createVerifiedUser,
  processDocuments,
  uploadFile,
  createOrganizationOfFileUser,
} from './helpers';

const documentPath = (organizationId: string, documentId: string) => `/api/organizations/${organizationId}/documents/${documentId}`;

async function uploadedText(member: { cookie: string; organizationId: string }, content = `Minutes ${crypto.randomUUID()}`) {
  const { json } = await uploadFile(member.cookie, member.organizationId, { name: 'minutes.txt', content, type: 'text/plain' });
  await processDocuments(json.document.id);
  return json.document.id as string;
}

describe('document languages of an organization', () => {
  it('start as English plus the creator interface language, and admins change them', async () => {
    const { cookie } = await createVerifiedUser();
    const created = await api('/api/organizations', {
      method: 'POST',
      cookie,
      body: { name: 'Archives' },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
    });
    expect(created.json.organization.documentLanguages).toEqual(['en', 'fr']);
    const english = await api('/api/organizations', {
      method: 'POST',
      cookie,
      body: { name: 'Archive' },
      headers: { 'accept-language': 'en-GB' },
    });
    expect(english.json.organization.documentLanguages).toEqual(['en']);

    const id = created.json.organization.id;
    const updated = await api(`/api/organizations/${id}`, { method: 'PUT', cookie, body: { documentLanguages: ['de', 'pl', 'de'] } });
    expect(updated.status).toBe(200);
    expect(updated.json.organization).toMatchObject({ name: 'Archives', documentLanguages: ['de', 'pl'] });
    expect((await api(`/api/organizations/${id}`, { cookie })).json.organization.documentLanguages).toEqual(['de', 'pl']);
  });

  it.each([
    ['none', [], 'Choose at least one document language'],
    ['an unknown one', ['en', 'xx'], 'Document languages are among en, fr, de, pt, pl, ro, es, it'],
  ])('refuses %s with a clear 400', async (_label, documentLanguages, message) => {
    const member = await createOrganizationOfFileUser();
    const { status, json } = await api(`/api/organizations/${member.organizationId}`, {
      method: 'PUT',
      cookie: member.cookie,
      body: { documentLanguages },
    });
    expect(status).toBe(400);
    expect(json.error).toMatchObject({ code: 'server.invalid_request.body', message });
  });
});

describe('reprocess', () => {
  it('reads the file again: pending with a reprocessed activity, then the text back', async () => {
    const member = await createOrganizationOfFileUser();
    const documentId = await uploadedText(member, 'Quarterly minutes');
    const { status, json } = await api(`${documentPath(member.organizationId, documentId)}/reprocess`, {
      method: 'POST',
      cookie: member.cookie,
    });
    expect(status).toBe(202);
    expect(json.document).toMatchObject({
      processingStatus: 'pending',
      processing: { status: 'pending', step: 'extracting', pagesDone: 0, pagesTotal: 0, error: null },
    });
    // The old text stays searchable until the new one replaces it.
    expect((await api(documentPath(member.organizationId, documentId), { cookie: member.cookie })).json.document.content).toBe(
      'Quarterly minutes',
    );

    await processDocuments(documentId);
    const detail = await api(documentPath(member.organizationId, documentId), { cookie: member.cookie });
    expect(detail.json.document).toMatchObject({ content: 'Quarterly minutes', processing: { status: 'done', step: null } });
    const activity = await api(`${documentPath(member.organizationId, documentId)}/activity`, { cookie: member.cookie });
    expect(activity.json.activities[0]).toMatchObject({ event: 'reprocessed', user: { name: 'Ada' } });
  });

  it('asks before replacing content edited by hand', async () => {
    const member = await createOrganizationOfFileUser();
    const documentId = await uploadedText(member, 'Extracted words');
    await api(documentPath(member.organizationId, documentId), {
      method: 'PATCH',
      cookie: member.cookie,
      body: { content: 'Typed by hand' },
    });
    const edited = (await api(documentPath(member.organizationId, documentId), { cookie: member.cookie })).json.document;
    expect(edited.contentEditedAt).toEqual(expect.any(String));

    const refused = await api(`${documentPath(member.organizationId, documentId)}/reprocess`, { method: 'POST', cookie: member.cookie });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('document.content_edited');

    const confirmed = await api(`${documentPath(member.organizationId, documentId)}/reprocess?replaceEditedContent=true`, {
      method: 'POST',
      cookie: member.cookie,
    });
    expect(confirmed.status).toBe(202);
    await processDocuments(documentId);
    expect((await api(documentPath(member.organizationId, documentId), { cookie: member.cookie })).json.document).toMatchObject({
      content: 'Extracted words',
      contentEditedAt: null,
    });
  });

  it('is refused to viewers, for trashed documents and across organizations', async () => {
    const member = await createOrganizationOfFileUser();
    const documentId = await uploadedText(member);
    const viewer = await addMember(member.cookie, member.organizationId, 'viewer');
    expect(
      (await api(`${documentPath(member.organizationId, documentId)}/reprocess`, { method: 'POST', cookie: viewer.cookie })).status,
    ).toBe(403);

    const stranger = await createOrganizationMember('Eve');
    expect(
      (await api(`${documentPath(stranger.organizationId, documentId)}/reprocess`, { method: 'POST', cookie: stranger.cookie })).status,
    ).toBe(404);

    await api(documentPath(member.organizationId, documentId), { method: 'DELETE', cookie: member.cookie });
    const trashed = await api(`${documentPath(member.organizationId, documentId)}/reprocess`, { method: 'POST', cookie: member.cookie });
    expect(trashed.status).toBe(400);
    expect(trashed.json.error.code).toBe('document.is_deleted');
  });
});

describe('thumbnail', () => {
  it('answers 404 for a document without one (a text file), and for another organization', async () => {
    const member = await createOrganizationOfFileUser();
    const documentId = await uploadedText(member);
    const missing = await api(`${documentPath(member.organizationId, documentId)}/thumbnail`, { cookie: member.cookie });
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe('document.thumbnail_not_found');
    expect(
      (await api(documentPath(member.organizationId, documentId), { cookie: member.cookie })).json.document.thumbnailCreatedAt,
    ).toBeNull();
    expect(await env.FILES.head(`${member.organizationId}/thumbnails/${documentId}`)).toBeNull();
  });
});
