import { env, exports } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { insertApiKey } from '../../worker/modules/api-keys/api-keys.repository';
import { generateApiKeyToken, hashApiKeyToken } from '../../core/api-keys/api-key-token';
import { API_KEY_PERMISSIONS, apiKeyRefusal } from '../../core/permissions/organization-permissions';
import { createDatabase } from '../../worker/platform/db/client';
import { addMember, api, createOrganization, createOrganizationMember, ORIGIN } from './helpers';
import { organizationEndpoints, urlOf } from './organization-routes';

const createKey = async (cookie: string, body: Record<string, unknown> = {}) => {
  const { status, json } = await api('/api/api-keys', {
    method: 'POST',
    cookie,
    body: { name: 'Scanner', permissions: [...API_KEY_PERMISSIONS], ...body },
  });
  if (status !== 201) throw new Error(`create key failed: ${status} ${JSON.stringify(json)}`);
  return json as { apiKey: Record<string, any>; token: string };
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** A call with the key only: no cookie, and no Origin, as a script sends it. */
const withKey = (token: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  api(path, { ...init, headers: { ...bearer(token), origin: '' } });

async function uploadWithKey(token: string, organizationId: string, name = 'scan.txt') {
  const form = new FormData();
  form.append('file', new File(['scanned text'], name, { type: 'text/plain' }));
  const response = await worker.fetch(
    new Request(`${ORIGIN}/api/organizations/${organizationId}/documents`, { method: 'POST', body: form, headers: bearer(token) }),
    env,
    createExecutionContext(),
  );
  return { status: response.status, json: (await response.json()) as any };
}

describe('API keys', () => {
  it('are created with their token once, listed without it, stored as a hash, and deleted', async () => {
    const owner = await createOrganizationMember();
    const { apiKey, token } = await createKey(owner.cookie, { permissions: ['documents:read'] });
    expect(token).toMatch(/^ppapi_[A-Za-z0-9]{64}$/);
    expect(apiKey).toMatchObject({
      name: 'Scanner',
      permissions: ['documents:read'],
      allOrganizations: true,
      organizationIds: [],
      expiresAt: null,
      lastUsedAt: null,
      prefix: token.slice(0, 11),
    });
    expect(Object.keys(apiKey).sort()).toEqual([
      'allOrganizations',
      'createdAt',
      'expiresAt',
      'id',
      'lastUsedAt',
      'name',
      'organizationIds',
      'permissions',
      'prefix',
      'updatedAt',
    ]);
    const list = await api('/api/api-keys', { cookie: owner.cookie });
    expect(list.json.apiKeys.map((key: any) => key.id)).toEqual([apiKey.id]);
    expect(list.text).not.toContain(token);
    const stored = await env.DB.prepare('SELECT token_hash FROM api_keys WHERE id = ?').bind(apiKey.id).first<{ token_hash: string }>();
    expect(stored!.token_hash).toBe(await hashApiKeyToken(token));
    expect(stored!.token_hash).not.toContain(token);

    expect((await withKey(token, '/api/organizations')).status).toBe(200);
    expect((await api(`/api/api-keys/${apiKey.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    const afterDelete = await withKey(token, '/api/organizations');
    expect([afterDelete.status, afterDelete.json.error.code]).toEqual([401, 'api_key.invalid']);
  });

  it('validates what it is given, with the messages of the spec', async () => {
    const owner = await createOrganizationMember();
    const other = await createOrganizationMember();
    const post = (body: unknown) => api('/api/api-keys', { method: 'POST', cookie: owner.cookie, body });
    expect((await post({ name: ' ', permissions: ['documents:read'] })).json.error.message).toBe('Please enter a name for the API key');
    expect((await post({ name: 'A', permissions: [] })).json.error.message).toBe('Please select at least one permission');
    expect((await post({ name: 'A', permissions: ['documents:destroy'] })).status).toBe(400);
    expect((await post({ name: 'A', permissions: ['documents:read'], expiresAt: '2020-01-01T00:00:00Z' })).json.error.message).toBe(
      'The expiry date must be in the future',
    );
    const foreign = await post({ name: 'A', permissions: ['documents:read'], organizationIds: [other.organizationId] });
    expect([foreign.status, foreign.json.error.code]).toEqual([403, 'api_key.organization_not_allowed']);
    const scoped = await post({ name: 'A', permissions: ['documents:read'], organizationIds: [owner.organizationId] });
    expect(scoped.json.apiKey).toMatchObject({ allOrganizations: false, organizationIds: [owner.organizationId] });
  });

  it('reach the documents API as their user: upload, list, search, read, download', async () => {
    const owner = await createOrganizationMember();
    const { token } = await createKey(owner.cookie);
    const base = `/api/organizations/${owner.organizationId}`;
    const upload = await uploadWithKey(token, owner.organizationId, 'receipt.txt');
    expect(upload.status).toBe(201);
    const list = await withKey(token, `${base}/documents`);
    expect(list.json.documents.map((document: any) => document.name)).toEqual(['receipt.txt']);
    expect((await withKey(token, `${base}/documents/search?searchQuery=receipt`)).status).toBe(200);
    expect((await withKey(token, `${base}/documents/${upload.json.document.id}/file`)).status).toBe(200);
    const rename = await withKey(token, `${base}/documents/${upload.json.document.id}`, { method: 'PATCH', body: { name: 'renamed.txt' } });
    expect([rename.status, rename.json.document.name]).toEqual([200, 'renamed.txt']);
    const organization = await withKey(token, base);
    expect(organization.json.organization.id).toBe(owner.organizationId);
  });

  it('serve a script that keeps cookies (requests.Session, curl -b/-c): ten writes in a row, none refused', async () => {
    const owner = await createOrganizationMember();
    const { token } = await createKey(owner.cookie);
    // A cookie store as HTTP libraries keep one, seeded with the bookmark a browser session of the
    // same machine left behind: every answer's cookies go back with the next request.
    const jar = new Map([['d1_bookmark', '00000001-00000000-00004f4b-1111111111111111111111111111111']]);
    const send = async (path: string, init: RequestInit) => {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await exports.default.fetch(
        new Request(`${ORIGIN}${path}`, { ...init, headers: { ...bearer(token), cookie, ...init.headers } }),
      );
      for (const setCookie of response.headers.getSetCookie()) {
        const [name, value] = setCookie.split(';')[0]!.split('=');
        jar.set(name!, value!);
      }
      return response;
    };
    const form = new FormData();
    form.append('file', new File(['scanned text'], 'scan.txt', { type: 'text/plain' }));
    const upload = await send(`/api/organizations/${owner.organizationId}/documents`, { method: 'POST', body: form });
    expect(upload.status).toBe(201);
    const documentId = ((await upload.json()) as any).document.id;
    for (let index = 1; index <= 10; index += 1) {
      const rename = await send(`/api/organizations/${owner.organizationId}/documents/${documentId}`, {
        method: 'PATCH',
        body: JSON.stringify({ name: `scan-${index}.txt` }),
        headers: { 'content-type': 'application/json' },
      });
      expect(rename.status, `write ${index}`).toBe(200);
      // The bookmark travels in its header: an API key's answer sets no cookie.
      expect(
        rename.headers.get('x-d1-bookmark') ?? [...rename.headers.keys()].find((name) => name.startsWith('x-d1-bookmark')),
      ).toBeTruthy();
      expect(rename.headers.getSetCookie()).toEqual([]);
    }
    expect([...jar.keys()]).toEqual(['d1_bookmark']);
  });

  it('are narrowed to their permissions on every organization route (a generated matrix)', async () => {
    const owner = await createOrganizationMember();
    const none = await createKey(owner.cookie, { permissions: ['tags:read'] });
    const all = await createKey(owner.cookie);
    const failures: string[] = [];
    for (const endpoint of organizationEndpoints()) {
      const init = { method: endpoint.method, body: endpoint.method === 'GET' ? undefined : {} };
      const url = urlOf(endpoint, owner.organizationId);
      const refusal = apiKeyRefusal(['tags:read'], endpoint.action!);
      const narrow = await withKey(none.token, url, init);
      const expectedNarrow =
        refusal === undefined ? undefined : refusal === 'no_keys' ? 'api_key.not_accepted' : 'api_key.permission_missing';
      const gotNarrow = narrow.status === 403 ? narrow.json?.error?.code : undefined;
      if (gotNarrow !== expectedNarrow)
        failures.push(`${endpoint.method} ${endpoint.path} with tags:read: ${gotNarrow} instead of ${expectedNarrow}`);
      if (
        expectedNarrow === 'api_key.permission_missing' &&
        !narrow.json.error.message.includes(String((refusal as { missing: string }).missing))
      )
        failures.push(`${endpoint.path}: message names no permission`);
      if (endpoint.method === 'DELETE' && endpoint.path === '/api/organizations/:organizationId') continue;
      const wide = await withKey(all.token, url, init);
      const gotWide = wide.status === 403 ? wide.json?.error?.code : undefined;
      const expectedWide = refusal === 'no_keys' ? 'api_key.not_accepted' : undefined;
      if (gotWide !== expectedWide)
        failures.push(`${endpoint.method} ${endpoint.path} with every permission: ${gotWide} instead of ${expectedWide}`);
    }
    expect(failures).toEqual([]);
  });

  it('reach only their organizations, and lose one at once when their user leaves it', async () => {
    const owner = await createOrganizationMember();
    const second = await createOrganization(owner.cookie, 'Second archive');
    const scoped = await createKey(owner.cookie, { organizationIds: [owner.organizationId] });
    const listed = await withKey(scoped.token, '/api/organizations');
    expect(listed.json.organizations.map((organization: any) => organization.id)).toEqual([owner.organizationId]);
    const outside = await withKey(scoped.token, `/api/organizations/${second.id}/documents`);
    expect([outside.status, outside.json.error.code]).toEqual([403, 'api_key.organization_not_allowed']);

    const member = await addMember(owner.cookie, owner.organizationId, 'member');
    const memberKey = await createKey(member.cookie);
    expect((await withKey(memberKey.token, `/api/organizations/${owner.organizationId}/documents`)).status).toBe(200);
    await api(`/api/organizations/${owner.organizationId}/members/${member.memberId}`, { method: 'DELETE', cookie: owner.cookie });
    const removed = await withKey(memberKey.token, `/api/organizations/${owner.organizationId}/documents`);
    expect([removed.status, removed.json.error.code]).toEqual([403, 'user.not_in_organization']);
    // Narrowed to the role too: a viewer's key cannot upload whatever its permissions.
    const viewer = await addMember(owner.cookie, owner.organizationId, 'viewer');
    const viewerKey = await createKey(viewer.cookie);
    const upload = await uploadWithKey(viewerKey.token, owner.organizationId);
    expect([upload.status, upload.json.error.code]).toEqual([403, 'organization.insufficient_role']);
  });

  it('expire: an expired, unknown or malformed token is a 401', async () => {
    const owner = await createOrganizationMember();
    const token = generateApiKeyToken();
    await insertApiKey(createDatabase(env.DB), {
      id: 'ak_expiredkey00000000000000',
      userId: owner.userId,
      name: 'Old',
      tokenHash: await hashApiKeyToken(token),
      prefix: token.slice(0, 11),
      permissions: ['documents:read'],
      organizationIds: [],
      allOrganizations: true,
      expiresAt: new Date(Date.now() - 1000),
    });
    for (const candidate of [token, generateApiKeyToken(), 'not-a-token']) {
      const { status, json } = await withKey(candidate, `/api/organizations/${owner.organizationId}/documents`);
      expect([status, json.error.code, json.error.message]).toEqual([
        401,
        'api_key.invalid',
        'This API key is unknown, was deleted or has expired.',
      ]);
    }
  });

  it('cannot manage keys, nor use the routes that need a person', async () => {
    const owner = await createOrganizationMember();
    const { token, apiKey } = await createKey(owner.cookie);
    for (const [method, path] of [
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys'],
      ['DELETE', `/api/api-keys/${apiKey.id}`],
      ['POST', '/api/organizations'],
      ['GET', '/api/users/me'],
      ['GET', '/api/invitations'],
      ['GET', `/api/organizations/${owner.organizationId}/members`],
    ] as const) {
      const { status, json } = await withKey(token, path, { method, body: method === 'GET' ? undefined : { name: 'x' } });
      expect([path, status, json.error.code]).toEqual([path, 403, 'api_key.not_accepted']);
    }
    // An unknown or malformed key is no credential, there as anywhere: 401.
    for (const bogus of ['ppapi_x', `ppapi_${'A'.repeat(64)}`]) expect((await withKey(bogus, '/api/users/me')).status).toBe(401);
  });

  it('record their last use after the answer, at most once a minute', async () => {
    const owner = await createOrganizationMember();
    const { token, apiKey } = await createKey(owner.cookie);
    const call = async () => {
      const context = createExecutionContext();
      await worker.fetch(new Request(`${ORIGIN}/api/organizations`, { headers: bearer(token) }), env, context);
      await waitOnExecutionContext(context);
    };
    const lastUsed = async () =>
      (await api('/api/api-keys', { cookie: owner.cookie })).json.apiKeys.find((key: any) => key.id === apiKey.id).lastUsedAt;
    await call();
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await call();
    expect(await lastUsed()).toBe(first);
  });

  it('are rate limited per key, with Retry-After', async () => {
    const owner = await createOrganizationMember();
    const { token } = await createKey(owner.cookie);
    const limited = { ...env, API_KEYS_RATE_LIMIT_PER_MINUTE: '3' } as Env;
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let index = 0; index < 5; index += 1) {
      const response = await worker.fetch(
        new Request(`${ORIGIN}/api/organizations`, { headers: bearer(token) }),
        limited,
        createExecutionContext(),
      );
      statuses.push(response.status);
      if (response.status === 429) {
        retryAfter = response.headers.get('retry-after');
        expect(((await response.json()) as any).error.code).toBe('api_key.rate_limited');
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another key of the same user has its own budget.
    const other = await createKey(owner.cookie);
    expect(
      (await worker.fetch(new Request(`${ORIGIN}/api/organizations`, { headers: bearer(other.token) }), limited, createExecutionContext()))
        .status,
    ).toBe(200);
  });
});
