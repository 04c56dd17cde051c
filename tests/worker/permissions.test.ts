import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { isActionAllowed, type OrganizationAction, type OrganizationRole } from '../../worker/modules/organizations/organization-permissions';
import { declaredActionOf } from '../../worker/modules/organizations/organizations.middleware';
import { addMember, api, createOrganizationMember, createVerifiedUser } from './helpers';

const PREFIX = '/api/organizations/:organizationId';
type Endpoint = { method: string; path: string; action: OrganizationAction | undefined };

/** Every method route under an organization, as the app registered it, with what it declared first. */
function organizationEndpoints(): Endpoint[] {
  const endpoints = new Map<string, Endpoint>();
  for (const route of createApp().routes) {
    if (route.method === 'ALL' || !route.path.startsWith(PREFIX)) continue;
    const key = `${route.method} ${route.path}`;
    if (!endpoints.has(key)) endpoints.set(key, { method: route.method, path: route.path, action: declaredActionOf(route.handler) });
  }
  return [...endpoints.values()];
}

// Well-formed ids of nothing: a permitted call reaches its handler and answers 404 (or 400), changing nothing.
const PARAMS: Record<string, string> = { documentId: 'doc_000000000000000000000000', tagId: 'tag_000000000000000000000000', taggingRuleId: 'tr_000000000000000000000000', memberId: 'mem_000000000000000000000000' };
// These two end a role's run: deleting the organization (only the owner's goes through), then leaving.
const LAST = ['DELETE /api/organizations/:organizationId', 'DELETE /api/organizations/:organizationId/members/me'];
const rank = (endpoint: Endpoint) => LAST.indexOf(`${endpoint.method} ${endpoint.path.replace(/\/$/, '')}`);

const ENDPOINTS = organizationEndpoints().sort((a, b) => rank(a) - rank(b));
const urlOf = (endpoint: Endpoint, organizationId: string) =>
  endpoint.path.replace(':organizationId', organizationId).replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? `unknown-${name}`);

describe('the permission table against every organization route', () => {
  it('finds the routes, and every one declares its action first', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(25);
    const undeclared = ENDPOINTS.filter((endpoint) => endpoint.action === undefined).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(undeclared).toEqual([]);
    expect(Object.keys(PARAMS).sort()).toEqual([...new Set(ENDPOINTS.flatMap((e) => [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]!)))].filter((n) => n !== 'organizationId').sort());
  });

  let organizationId: string;
  const cookies = {} as Record<OrganizationRole, string>;
  beforeAll(async () => {
    const owner = await createOrganizationMember();
    organizationId = owner.organizationId;
    cookies.owner = owner.cookie;
    for (const role of ['admin', 'member', 'viewer'] as const) cookies[role] = (await addMember(owner.cookie, organizationId, role)).cookie;
  });

  // Sequential per role, weakest first: each run ends by leaving, the owner's by deleting the organization.
  it.each(['viewer', 'member', 'admin', 'owner'] as const)('as %s, each route is refused exactly when the table says so', async (role) => {
    const outcomes = [];
    for (const endpoint of ENDPOINTS) {
      const { status, json } = await api(urlOf(endpoint, organizationId), { method: endpoint.method, cookie: cookies[role], body: endpoint.method === 'GET' ? undefined : {} });
      const refused = status === 403 && json?.error?.code === 'organization.insufficient_role';
      outcomes.push({ route: `${endpoint.method} ${endpoint.path}`, refused, expected: !isActionAllowed(role, endpoint.action!) });
    }
    expect(outcomes.filter((o) => o.refused !== o.expected)).toEqual([]);
    expect(outcomes.some((o) => o.expected)).toBe(role !== 'owner');
  });

  it('refuses every route to a stranger (403) and to a caller without a session (401)', async () => {
    const owner = await createOrganizationMember();
    const stranger = await createVerifiedUser();
    for (const endpoint of ENDPOINTS) {
      const url = urlOf(endpoint, owner.organizationId);
      const asStranger = await api(url, { method: endpoint.method, cookie: stranger.cookie, body: endpoint.method === 'GET' ? undefined : {} });
      expect([endpoint.path, asStranger.status, asStranger.json?.error?.code]).toEqual([endpoint.path, 403, 'user.not_in_organization']);
      const anonymous = await api(url, { method: endpoint.method, body: endpoint.method === 'GET' ? undefined : {} });
      expect([endpoint.path, anonymous.status]).toEqual([endpoint.path, 401]);
    }
  });
});
