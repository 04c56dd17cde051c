import { env } from 'cloudflare:workers';
import { organizationBinding, organizationDatabaseBindings, rowsOfAllOrganizations, runOnAllOrganizations } from './databases';
import { hashShareToken } from '../../core/share-links/share-token';
import { describe, expect, it } from 'vitest';
import {
  addMember,
  api,
  cookieFrom,
  type createOrganizationMember,
  uploadFile,
  withFailingDatabase,
  createOrganizationOfFileUser,
} from './helpers';

type Member = Awaited<ReturnType<typeof createOrganizationMember>>;
const linksPath = (member: Member, documentId: string) => `/api/organizations/${member.organizationId}/documents/${documentId}/share-links`;
const publicPath = (url: string) => `/api${new URL(url).pathname}`;

async function sharedDocument(member: Member, content = 'Invoice 42\nTotal 12 EUR') {
  const { json } = await uploadFile(member.cookie, member.organizationId, { name: 'invoice.txt', content, type: 'text/plain' });
  return json.document.id as string;
}

async function createLink(member: Member, documentId: string, body: Record<string, unknown> = {}, cookie = member.cookie) {
  return api(linksPath(member, documentId), { method: 'POST', cookie, body });
}

describe('share links', () => {
  it('open a password-protected document for a stranger who knows the password, showing nothing else of the organization', async () => {
    const owner = await createOrganizationOfFileUser();
    const documentId = await sharedDocument(owner);
    const created = await createLink(owner, documentId, { password: 'open sesame', expiresInDays: 7, allowDownload: false });
    expect(created.status).toBe(201);
    expect(created.json.shareLink).toMatchObject({
      documentId,
      documentName: 'invoice.txt',
      hasPassword: true,
      allowDownload: false,
      status: 'active',
      viewsCount: 0,
      createdBy: { name: 'Ada' },
    });
    expect(Date.parse(created.json.shareLink.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(created.json.url).toMatch(/^http:\/\/localhost\/share\/[A-Za-z0-9_-]{32}$/);
    const path = publicPath(created.json.url);
    expect(JSON.stringify(await rowsOfAllOrganizations('SELECT * FROM share_links'))).not.toContain(
      new URL(created.json.url).pathname.slice(7),
    );

    const locked = await api(path);
    expect([locked.status, locked.json.error.code]).toEqual([401, 'share.password_required']);
    expect([locked.headers.get('referrer-policy'), locked.headers.get('x-robots-tag')]).toEqual(['no-referrer', 'noindex, nofollow']);
    expect((await api(`${path}/unlock`, { method: 'POST', body: { password: 'wrong' } })).json.error.code).toBe('share.wrong_password');
    const unlocked = await api(`${path}/unlock`, { method: 'POST', body: { password: 'open sesame' } });
    expect(unlocked.status).toBe(204);
    const cookie = cookieFrom(unlocked.headers);
    expect(unlocked.headers.getSetCookie()[0]).toMatch(/Path=\/api\/share\/[A-Za-z0-9_-]{32}; HttpOnly; SameSite=Strict/);

    const opened = await api(path, { cookie });
    expect(opened.json).toEqual({
      sharedDocument: {
        name: 'invoice.txt',
        mimeType: 'text/plain',
        size: 23,
        allowDownload: false,
        expiresAt: created.json.shareLink.expiresAt,
      },
    });
    const file = await api(`${path}/file`, { cookie });
    expect([file.status, file.text, file.headers.get('content-disposition')?.startsWith('inline')]).toEqual([
      200,
      'Invoice 42\nTotal 12 EUR',
      true,
    ]);
    expect((await api(`${path}/file?download=true`, { cookie })).status).toBe(404);
    expect((await api(`${path}/file`)).status).toBe(401);

    const listed = (await api(linksPath(owner, documentId), { cookie: owner.cookie })).json.shareLinks;
    expect(listed).toEqual([expect.objectContaining({ id: created.json.shareLink.id, viewsCount: 1, lastViewedAt: expect.any(String) })]);
  });

  it('throttle wrong passwords per link and client, with Retry-After', async () => {
    const owner = await createOrganizationOfFileUser();
    const { json } = await createLink(owner, await sharedDocument(owner), { password: 'open sesame' });
    const unlock = (password: string, ip: string) =>
      api(`${publicPath(json.url)}/unlock`, {
        method: 'POST',
        body: { password },
        headers: { 'cf-connecting-ip': ip },
        envOverride: { AUTH_THROTTLE_MAX_ATTEMPTS_PER_ACCOUNT: '2' } as Partial<Env>,
      });
    expect((await unlock('a', '192.0.2.1')).status).toBe(401);
    expect((await unlock('b', '192.0.2.1')).status).toBe(401);
    const refused = await unlock('open sesame', '192.0.2.1');
    expect([refused.status, refused.json.error.code, Number(refused.headers.get('retry-after')) > 0]).toEqual([
      429,
      'share.too_many_attempts',
      true,
    ]);
    expect((await unlock('open sesame', '192.0.2.2')).status).toBe(204);
  });

  it('end when revoked, when expired, and when their document is trashed: one neutral answer, 410, and 404 for a token no link has', async () => {
    const owner = await createOrganizationOfFileUser();
    const member = await addMember(owner.cookie, owner.organizationId, 'member');
    const documentId = await sharedDocument(owner);
    const [revoked, expired, trashed] = [
      (await createLink(owner, documentId)).json,
      (await createLink(owner, documentId, { expiresInDays: 1 })).json,
      (await createLink(owner, documentId, {}, member.cookie)).json,
    ];
    expect((await api(publicPath(revoked.url))).status).toBe(200);

    expect(
      (await api(`${linksPath(owner, documentId)}/${revoked.shareLink.id}`, { method: 'DELETE', cookie: member.cookie })).json.error.code,
    ).toBe('share_link.not_creator');
    expect((await api(`${linksPath(owner, documentId)}/${revoked.shareLink.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(
      204,
    );
    await runOnAllOrganizations('UPDATE share_links SET expires_at = ? WHERE id = ?', Date.now() - 1000, expired.shareLink.id);
    for (const link of [revoked, expired])
      expect((await api(publicPath(link.url))).json).toEqual({
        error: { code: 'share.unavailable', message: 'This link is no longer available' },
      });
    expect((await api(publicPath(expired.url))).status).toBe(410);

    const statuses = async () =>
      (await api(`/api/organizations/${owner.organizationId}/share-links`, { cookie: owner.cookie })).json.shareLinks
        .map((link: { status: string }) => link.status)
        .sort();
    expect(await statuses()).toEqual(['active', 'expired', 'revoked']);

    await api(`/api/organizations/${owner.organizationId}/documents/${documentId}`, { method: 'DELETE', cookie: owner.cookie });
    expect((await api(publicPath(trashed.url))).status).toBe(410);
    await api(`/api/organizations/${owner.organizationId}/documents/${documentId}/restore`, { method: 'POST', cookie: owner.cookie });
    expect((await api(publicPath(trashed.url))).status).toBe(410);
    expect(await statuses()).toEqual(['revoked', 'revoked', 'revoked']);
    const activity = (
      await api(`/api/organizations/${owner.organizationId}/documents/${documentId}/activity`, { cookie: owner.cookie })
    ).json.activities.map(({ event }: { event: string }) => event);
    expect(activity.filter((event: string) => event.startsWith('share_link'))).toEqual([
      'share_link_revoked',
      'share_link_created',
      'share_link_created',
      'share_link_created',
    ]);

    expect((await api('/api/share/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await api('/api/share/not-a-token')).json.error.code).toBe('share.unavailable');
  });

  it('never expire only where the organization allows it; viewers make none; admins see every link', async () => {
    const owner = await createOrganizationOfFileUser();
    const viewer = await addMember(owner.cookie, owner.organizationId, 'viewer');
    const documentId = await sharedDocument(owner);
    const refused = await createLink(owner, documentId, { expiresInDays: null });
    expect([refused.status, refused.json.error.code]).toEqual([400, 'share_link.never_not_allowed']);
    expect(
      (
        await api(`/api/organizations/${owner.organizationId}`, {
          method: 'PUT',
          cookie: owner.cookie,
          body: { allowPermanentShareLinks: true },
        })
      ).json.organization.allowPermanentShareLinks,
    ).toBe(true);
    expect((await createLink(owner, documentId, { expiresInDays: null })).json.shareLink.expiresAt).toBeNull();
    expect((await createLink(owner, documentId, { expiresInDays: 366 })).json.error.message).toBe(
      'A link lasts at most 365 days, or never where the organization allows it',
    );
    expect((await createLink(owner, documentId, {}, viewer.cookie)).status).toBe(403);
    expect((await api(`/api/organizations/${owner.organizationId}/share-links`, { cookie: viewer.cookie })).status).toBe(403);
  });

  it('are found in one lookup of the directory, the other databases never asked; a link made before the directory is listed on its first visit', async () => {
    const owner = await createOrganizationOfFileUser();
    const { json } = await createLink(owner, await sharedDocument(owner), {});
    const tokenHash = await hashShareToken(new URL(json.url).pathname.slice('/share/'.length));
    expect(await env.DB.prepare('SELECT organization_id FROM share_link_directory WHERE token_hash = ?').bind(tokenHash).first()).toEqual({
      organization_id: owner.organizationId,
    });
    // Every database but the organization's fails when asked anything.
    const home = await organizationBinding(owner.organizationId);
    const othersFailing = Object.fromEntries(
      organizationDatabaseBindings
        .filter(({ binding }) => binding !== home && binding !== 'DB')
        .map(({ binding, database }) => [binding, withFailingDatabase(database, 'batch', 'asked a database the organization is not in')]),
    );
    const visit = () => api(publicPath(json.url), { envOverride: othersFailing as Partial<Env> });
    expect((await visit()).json.sharedDocument).toMatchObject({ name: 'invoice.txt' });

    // Unlisted, as a link made before the directory: DB's were listed by its migration, so with DB
    // alone an unlisted token has no link; an organization database's link is found and listed.
    await env.DB.prepare('DELETE FROM share_link_directory WHERE token_hash = ?').bind(tokenHash).run();
    if (home === 'DB') return expect((await api(publicPath(json.url))).status).toBe(404);
    expect((await api(publicPath(json.url))).json.sharedDocument).toMatchObject({ name: 'invoice.txt' });
    expect(await env.DB.prepare('SELECT organization_id FROM share_link_directory WHERE token_hash = ?').bind(tokenHash).first()).toEqual({
      organization_id: owner.organizationId,
    });
    expect((await visit()).json.sharedDocument).toMatchObject({ name: 'invoice.txt' });
  });
});
