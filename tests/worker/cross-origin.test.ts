import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createOrganizationMember, ORIGIN, uploadFile } from './helpers';

type Member = Awaited<ReturnType<typeof createOrganizationMember>>;

/** A request as a browser on another site would send it: the victim's cookie, that site's Origin (or Referer). */
async function send(path: string, method: string, cookie: string, headers: Record<string, string>, body?: BodyInit | object) {
  const isJson = body !== undefined && !(body instanceof FormData);
  const request = new Request(`${ORIGIN}${path}`, {
    method,
    headers: { cookie, ...headers, ...(isJson ? { 'content-type': 'application/json' } : {}) },
    body: isJson ? JSON.stringify(body) : (body as BodyInit | undefined),
  });
  const response = await exports.default.fetch(request);
  return { status: response.status, json: (await response.json().catch(() => null)) as any };
}

const otherOrigins: [string, Record<string, string>][] = [
  ['another site', { origin: 'http://evil.example' }],
  ['another local port', { origin: 'http://localhost:5173' }],
  ['an opaque origin', { origin: 'null' }],
  ['no Origin, a Referer of another site', { referer: 'http://evil.example/attack.html' }],
  ['neither Origin nor Referer', {}],
];

describe('state-changing requests from other origins', () => {
  let member: Member;
  let documentId: string;
  let tagId: string;

  beforeAll(async () => {
    member = await createOrganizationMember('Victim');
    documentId = (await uploadFile(member.cookie, member.organizationId, { name: 'kept.txt', content: 'kept' })).json.document.id;
    tagId = (
      await api(`/api/organizations/${member.organizationId}/tags`, {
        method: 'POST',
        cookie: member.cookie,
        body: { name: 'Kept', color: '#ffffff' },
      })
    ).json.tag.id;
  });

  const writes = () => {
    const organization = `/api/organizations/${member.organizationId}`;
    const form = new FormData();
    form.append('file', new File([`planted ${crypto.randomUUID()}`], 'planted.txt', { type: 'text/plain' }));
    return [
      ['POST documents (multipart)', 'POST', `${organization}/documents`, form],
      ['PUT users/me', 'PUT', '/api/users/me', { name: 'Hacked' }],
      ['POST organizations', 'POST', '/api/organizations', { name: 'Planted' }],
      ['POST tags', 'POST', `${organization}/tags`, { name: 'Planted', color: '#000000' }],
      ['PUT tag', 'PUT', `${organization}/tags/${tagId}`, { name: 'Renamed', color: '#000000' }],
      ['PATCH document', 'PATCH', `${organization}/documents/${documentId}`, { name: 'renamed.txt' }],
      ['DELETE document', 'DELETE', `${organization}/documents/${documentId}`, undefined],
      ['DELETE organization', 'DELETE', organization, undefined],
    ] as const;
  };

  it.each(otherOrigins)('are refused from %s with 403 and change nothing', async (_label, headers) => {
    for (const [name, method, path, body] of writes()) {
      const { status, json } = await send(path, method, member.cookie, headers, body);
      expect(status, name).toBe(403);
      expect(json.error.code, name).toBe('auth.invalid_origin');
    }
    const documents = (await api(`/api/organizations/${member.organizationId}/documents`, { cookie: member.cookie })).json;
    expect(documents.documents.map((document: { name: string }) => document.name)).toEqual(['kept.txt']);
    expect((await api('/api/users/me', { cookie: member.cookie })).json.user.name).toBe('Victim');
    expect((await api('/api/organizations', { cookie: member.cookie })).json.organizations).toHaveLength(1);
    expect(
      (await api(`/api/organizations/${member.organizationId}/tags`, { cookie: member.cookie })).json.tags.map(
        (tag: { name: string }) => tag.name,
      ),
    ).toEqual(['Kept']);
  });

  // With a user and organization of its own: what it writes would meet the refused writes' checks, in any order.
  it('accepts the same writes from the app, by Origin or by Referer alone', async () => {
    const writer = await createOrganizationMember();
    const rename = await send('/api/users/me', 'PUT', writer.cookie, { origin: ORIGIN }, { name: 'Victim' });
    expect(rename.status).toBe(200);
    const byReferer = await send(
      `/api/organizations/${writer.organizationId}/tags`,
      'POST',
      writer.cookie,
      { referer: `${ORIGIN}/organizations/${writer.organizationId}/tags` },
      { name: 'Fine', color: '#ffffff' },
    );
    expect(byReferer.status).toBe(201);
  });

  it('lets reads through (the browser keeps their answers from the other site) and writes without cookies reach their own checks', async () => {
    expect((await send('/api/users/me', 'GET', member.cookie, { origin: 'http://evil.example' })).status).toBe(200);
    const withoutCookie = await send(
      '/api/organizations',
      'POST',
      '',
      { origin: 'http://evil.example', authorization: 'Bearer ppapi_x' },
      { name: 'Nope' },
    );
    // Past the origin check, the route's own: a bogus key is no credential.
    expect([withoutCookie.status, withoutCookie.json.error.code]).toEqual([401, 'api_key.invalid']);
  });
});
