import { describe, expect, it } from 'vitest';
import { addMember, api, createOrganizationMember, createVerifiedUser, uploadFile, createOrganizationOfFileUser } from './helpers';

describe('members', () => {
  it('lists the members with their user, and the caller as members/me', async () => {
    const owner = await createOrganizationMember('Olive Owner');
    const viewer = await addMember(owner.cookie, owner.organizationId, 'viewer', 'Vic Viewer');
    const { status, json } = await api(`/api/organizations/${owner.organizationId}/members`, { cookie: viewer.cookie });
    expect(status).toBe(200);
    expect(json.members.map((m: any) => [m.role, m.user.name, m.user.email])).toEqual([
      ['owner', 'Olive Owner', owner.email],
      ['viewer', 'Vic Viewer', viewer.email],
    ]);
    expect(Object.keys(json.members[0]).sort()).toEqual(['createdAt', 'id', 'organizationId', 'role', 'user']);
    const me = await api(`/api/organizations/${owner.organizationId}/members/me`, { cookie: viewer.cookie });
    expect(me.json.member).toMatchObject({
      id: viewer.memberId,
      role: 'viewer',
      user: { id: viewer.userId, email: viewer.email, name: 'Vic Viewer' },
    });
  });

  it('changes roles within the rules', async () => {
    const owner = await createOrganizationOfFileUser();
    const admin = await addMember(owner.cookie, owner.organizationId, 'admin');
    const member = await addMember(owner.cookie, owner.organizationId, 'member');
    const path = (id: string) => `/api/organizations/${owner.organizationId}/members/${id}`;
    const ownerMe = await api(`/api/organizations/${owner.organizationId}/members/me`, { cookie: owner.cookie });

    const promoted = await api(path(member.memberId), { method: 'PATCH', cookie: admin.cookie, body: { role: 'viewer' } });
    expect(promoted.status).toBe(200);
    expect(promoted.json.member).toMatchObject({ id: member.memberId, role: 'viewer' });

    const byMember = await api(path(admin.memberId), { method: 'PATCH', cookie: member.cookie, body: { role: 'member' } });
    expect(byMember.status).toBe(403);
    expect(byMember.json.error.code).toBe('organization.insufficient_role');
    const ownerTarget = await api(path(ownerMe.json.member.id), { method: 'PATCH', cookie: admin.cookie, body: { role: 'member' } });
    expect([ownerTarget.status, ownerTarget.json.error.code]).toEqual([403, 'member.owner_role_cannot_change']);
    const toOwner = await api(path(admin.memberId), { method: 'PATCH', cookie: owner.cookie, body: { role: 'owner' } });
    expect([toOwner.status, toOwner.json.error.code]).toEqual([403, 'member.owner_role_cannot_be_given']);
    const unknownRole = await api(path(admin.memberId), { method: 'PATCH', cookie: owner.cookie, body: { role: 'boss' } });
    expect([unknownRole.status, unknownRole.json.error.code]).toEqual([400, 'server.invalid_request.body']);
    const missing = await api(path('mem_000000000000000000000000'), { method: 'PATCH', cookie: owner.cookie, body: { role: 'member' } });
    expect([missing.status, missing.json.error.code]).toEqual([404, 'member.not_found']);
  });

  it('removes members but never the owner, and a removed member loses access at once', async () => {
    const owner = await createOrganizationOfFileUser();
    const admin = await addMember(owner.cookie, owner.organizationId, 'admin');
    const member = await addMember(owner.cookie, owner.organizationId, 'member');
    const ownerMe = await api(`/api/organizations/${owner.organizationId}/members/me`, { cookie: owner.cookie });
    const path = (id: string) => `/api/organizations/${owner.organizationId}/members/${id}`;

    const byMember = await api(path(admin.memberId), { method: 'DELETE', cookie: member.cookie });
    expect([byMember.status, byMember.json.error.code]).toEqual([403, 'organization.insufficient_role']);
    const ownerTarget = await api(path(ownerMe.json.member.id), { method: 'DELETE', cookie: admin.cookie });
    expect([ownerTarget.status, ownerTarget.json.error.code]).toEqual([403, 'member.owner_cannot_be_removed']);

    expect((await api(`/api/organizations/${owner.organizationId}/documents`, { cookie: member.cookie })).status).toBe(200);
    expect((await api(path(member.memberId), { method: 'DELETE', cookie: admin.cookie })).status).toBe(204);
    const after = await api(`/api/organizations/${owner.organizationId}/documents`, { cookie: member.cookie });
    expect([after.status, after.json.error.code]).toEqual([403, 'user.not_in_organization']);
    expect((await api('/api/organizations', { cookie: member.cookie })).json.organizations).toEqual([]);
  });

  it('lets any non-owner leave, never the last owner', async () => {
    const owner = await createOrganizationOfFileUser();
    const viewer = await addMember(owner.cookie, owner.organizationId, 'viewer');
    const leave = (cookie: string) => api(`/api/organizations/${owner.organizationId}/members/me`, { method: 'DELETE', cookie });
    expect((await leave(viewer.cookie)).status).toBe(204);
    expect((await api(`/api/organizations/${owner.organizationId}`, { cookie: viewer.cookie })).status).toBe(403);
    const ownerLeaves = await leave(owner.cookie);
    expect([ownerLeaves.status, ownerLeaves.json.error.code]).toEqual([409, 'member.last_owner_cannot_leave']);
  });

  it('lets a viewer read and download but change nothing', async () => {
    const owner = await createOrganizationOfFileUser();
    const { json } = await uploadFile(owner.cookie, owner.organizationId, { name: 'note.txt', content: 'hello', type: 'text/plain' });
    const viewer = await addMember(owner.cookie, owner.organizationId, 'viewer');
    const base = `/api/organizations/${owner.organizationId}`;
    expect((await api(`${base}/documents/${json.document.id}/file`, { cookie: viewer.cookie })).status).toBe(200);
    const upload = await uploadFile(viewer.cookie, owner.organizationId, { name: 'other.txt', content: 'nope', type: 'text/plain' });
    expect([upload.status, upload.json.error.code]).toEqual([403, 'organization.insufficient_role']);
    expect(upload.json.error.message).toBe('Only members, admins or owners can create documents in this organization.');
    const rename = await api(`${base}/documents/${json.document.id}`, { method: 'PATCH', cookie: viewer.cookie, body: { name: 'x.txt' } });
    expect(rename.status).toBe(403);
  });

  it('keeps a user out of organizations they were never in', async () => {
    const owner = await createOrganizationOfFileUser();
    const stranger = await createVerifiedUser();
    const { status, json } = await api(`/api/organizations/${owner.organizationId}/members`, { cookie: stranger.cookie });
    expect([status, json.error.code]).toEqual([403, 'user.not_in_organization']);
  });
});
