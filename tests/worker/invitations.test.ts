import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { resolveDependencies } from '../../worker/dependencies';
import { getSettings } from '../../worker/modules/config/config.service';
import { acceptInvitation } from '../../worker/modules/invitations/invitations.service';
import {
  addMember,
  api,
  createOrganizationMember,
  createVerifiedUser,
  latestEmailTo,
  uniqueEmail,
  createOrganizationOfFileUser,
} from './helpers';

const invite = (cookie: string, organizationId: string, body: unknown, headers: Record<string, string> = {}) =>
  api(`/api/organizations/${organizationId}/members/invitations`, { method: 'POST', cookie, body, headers });

describe('invitations', () => {
  it('invites by email, in the inviter language, and the invitee accepts into the organization', async () => {
    const owner = await createOrganizationMember('Olive');
    const email = uniqueEmail('invitee');
    const created = await invite(owner.cookie, owner.organizationId, { email: email.toUpperCase() }, { 'accept-language': 'fr' });
    expect(created.status).toBe(201);
    expect(created.json.invitation).toMatchObject({ email, role: 'member', status: 'pending', organizationId: owner.organizationId });
    const mail = await latestEmailTo(email);
    expect(mail!.subject).toBe('Olive vous invite à rejoindre Acme archive');
    expect(mail!.links).toContain('http://localhost/invitations');

    // The address signs up later and finds it once verified.
    const invitee = await createVerifiedUser('Ian', email);
    expect((await api('/api/invitations/count', { cookie: invitee.cookie })).json).toEqual({ pendingInvitationsCount: 1 });
    const mine = await api('/api/invitations', { cookie: invitee.cookie });
    expect(mine.json.invitations).toHaveLength(1);
    expect(mine.json.invitations[0]).toMatchObject({
      id: created.json.invitation.id,
      organization: { id: owner.organizationId, name: 'Acme archive' },
      inviter: { name: 'Olive' },
      role: 'member',
    });

    const accept = await api(`/api/invitations/${created.json.invitation.id}/accept`, { method: 'POST', cookie: invitee.cookie });
    expect([accept.status, accept.json.invitation.status]).toEqual([200, 'accepted']);
    const again = await api(`/api/invitations/${created.json.invitation.id}/accept`, { method: 'POST', cookie: invitee.cookie });
    expect([again.status, again.json.invitation.status]).toEqual([200, 'accepted']);
    const members = await api(`/api/organizations/${owner.organizationId}/members`, { cookie: invitee.cookie });
    expect(members.json.members.map((m: any) => m.user.email)).toEqual([owner.email, email]);
    expect((await api('/api/invitations/count', { cookie: invitee.cookie })).json.pendingInvitationsCount).toBe(0);
    // Accepted invitations are hidden from the organization's list.
    expect(
      (await api(`/api/organizations/${owner.organizationId}/members/invitations`, { cookie: owner.cookie })).json.invitations,
    ).toEqual([]);
  });

  it('answers the conflicts and validation errors of the spec', async () => {
    const owner = await createOrganizationOfFileUser();
    const member = await addMember(owner.cookie, owner.organizationId, 'member');
    const email = uniqueEmail();
    expect((await invite(owner.cookie, owner.organizationId, { email, role: 'admin' })).status).toBe(201);
    const twice = await invite(owner.cookie, owner.organizationId, { email });
    expect([twice.status, twice.json.error.code]).toEqual([409, 'organization.invitation_already_exists']);
    const inOrganization = await invite(owner.cookie, owner.organizationId, { email: member.email.toUpperCase() });
    expect([inOrganization.status, inOrganization.json.error.code]).toEqual([409, 'user.already_in_organization']);
    const byMember = await invite(member.cookie, owner.organizationId, { email: uniqueEmail() });
    expect([byMember.status, byMember.json.error.message]).toEqual([403, 'Only admins or owners can invite members to the organization.']);
    const badEmail = await invite(owner.cookie, owner.organizationId, { email: 'not-an-email' });
    expect([badEmail.status, badEmail.json.error.message]).toEqual([400, 'Please enter a valid email address']);
    const ownerRole = await invite(owner.cookie, owner.organizationId, { email: uniqueEmail(), role: 'owner' });
    expect(ownerRole.status).toBe(400);
    const list = await api(`/api/organizations/${owner.organizationId}/members/invitations`, { cookie: member.cookie });
    expect(list.status).toBe(403);
  });

  it('holds the daily limit under parallel invitations, resends counting too', async () => {
    const owner = await createOrganizationOfFileUser();
    const limit = getSettings(env).ORGANIZATION_INVITATIONS_DAILY_LIMIT;
    // addMember above is not used here: the owner's own organization starts with no sends today.
    const answers = await Promise.all(
      Array.from({ length: limit + 5 }, () => invite(owner.cookie, owner.organizationId, { email: uniqueEmail() })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(limit);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json.error.code).toBe('user.organization_invitation_limit_reached');
    const list = await api(`/api/organizations/${owner.organizationId}/members/invitations`, { cookie: owner.cookie });
    expect(list.json.invitations).toHaveLength(limit);
    const resend = await api(`/api/invitations/${list.json.invitations[0].id}/resend`, { method: 'POST', cookie: owner.cookie });
    expect(resend.status).toBe(429);
  });

  it('rejects, cancels and resends through the states of the spec', async () => {
    const owner = await createOrganizationOfFileUser();
    const admin = await addMember(owner.cookie, owner.organizationId, 'admin');
    const invitee = await createVerifiedUser('Rita');
    const { json } = await invite(admin.cookie, owner.organizationId, { email: invitee.email, role: 'viewer' });
    const id = json.invitation.id;
    const post = (action: string, cookie: string) => api(`/api/invitations/${id}/${action}`, { method: 'POST', cookie });

    expect((await post('cancel', invitee.cookie)).status).toBe(404);
    expect((await post('reject', owner.cookie)).status).toBe(404);
    expect((await post('reject', invitee.cookie)).json.invitation.status).toBe('rejected');
    const acceptRejected = await post('accept', invitee.cookie);
    expect([acceptRejected.status, acceptRejected.json.error.code]).toEqual([409, 'invitation.not_pending']);
    const resent = await post('resend', admin.cookie);
    expect([resent.status, resent.json.invitation.status]).toEqual([200, 'pending']);
    expect((await post('cancel', owner.cookie)).json.invitation.status).toBe('cancelled');
    expect((await api('/api/invitations', { cookie: invitee.cookie })).json.invitations).toEqual([]);
    expect((await post('resend', owner.cookie)).json.invitation.status).toBe('pending');
    expect((await post('accept', invitee.cookie)).json.invitation.status).toBe('accepted');
    const resendAccepted = await post('resend', owner.cookie);
    expect([resendAccepted.status, resendAccepted.json.error.code]).toEqual([409, 'invitation.already_accepted']);
    const me = await api(`/api/organizations/${owner.organizationId}/members/me`, { cookie: invitee.cookie });
    expect(me.json.member.role).toBe('viewer');
  });

  it('refuses a member of another organization or a member of this one from managing invitations', async () => {
    const owner = await createOrganizationOfFileUser();
    const member = await addMember(owner.cookie, owner.organizationId, 'member');
    const other = await createOrganizationMember();
    const { json } = await invite(owner.cookie, owner.organizationId, { email: uniqueEmail() });
    expect((await api(`/api/invitations/${json.invitation.id}/cancel`, { method: 'POST', cookie: other.cookie })).status).toBe(404);
    const byMember = await api(`/api/invitations/${json.invitation.id}/cancel`, { method: 'POST', cookie: member.cookie });
    expect([byMember.status, byMember.json.error.code]).toEqual([403, 'organization.insufficient_role']);
  });

  it('expires after the configured days: shown at once, refused, recorded by the daily cron', async () => {
    const owner = await createOrganizationOfFileUser();
    const invitee = await createVerifiedUser();
    const { json } = await invite(owner.cookie, owner.organizationId, { email: invitee.email });
    const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    const user = { id: invitee.userId, email: invitee.email, emailVerified: true };
    await expect(acceptInvitation(resolveDependencies(env), { invitationId: json.invitation.id, user, now: later })).rejects.toMatchObject({
      code: 'invitation.not_pending',
    });
    await worker.scheduled(createScheduledController({ scheduledTime: later.getTime(), cron: '0 3 * * *' }), env);
    const list = await api(`/api/organizations/${owner.organizationId}/members/invitations`, { cookie: owner.cookie });
    expect(list.json.invitations[0].status).toBe('expired');
    expect((await api('/api/invitations/count', { cookie: invitee.cookie })).json.pendingInvitationsCount).toBe(0);
    // Expired, it can be sent again: pending with a new date.
    const resent = await api(`/api/invitations/${json.invitation.id}/resend`, { method: 'POST', cookie: owner.cookie });
    expect(resent.json.invitation.status).toBe('pending');
    expect(new Date(resent.json.invitation.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
  });

  it('honours the maximum organization count on accept', async () => {
    const owner = await createOrganizationOfFileUser();
    const invitee = await createVerifiedUser();
    const { json } = await invite(owner.cookie, owner.organizationId, { email: invitee.email });
    const deps = resolveDependencies(env);
    const settings = { ...deps.settings, MAX_ORGANIZATION_COUNT_PER_USER: 0 };
    const user = { id: invitee.userId, email: invitee.email, emailVerified: true };
    await expect(acceptInvitation({ ...deps, settings }, { invitationId: json.invitation.id, user })).rejects.toMatchObject({
      code: 'user.max_organization_count_reached',
    });
  });
});
