import { describe, expect, it } from 'vitest';
import { isActionAllowed } from '../../core/permissions/organization-permissions';
import { addMember, api, createVerifiedUser, createOrganizationOfFileUser } from './helpers';
import { organizationEndpoints, PARAMS, urlOf, type Endpoint } from './organization-routes';

// These two end a role's run: deleting the organization (only the owner's goes through), then leaving.
const LAST = ['DELETE /api/organizations/:organizationId', 'DELETE /api/organizations/:organizationId/members/me'];
const rank = (endpoint: Endpoint) => LAST.indexOf(`${endpoint.method} ${endpoint.path.replace(/\/$/, '')}`);

const ENDPOINTS = organizationEndpoints().sort((a, b) => rank(a) - rank(b));

describe('the permission table against every organization route', () => {
  it('finds the routes, and every one declares its action first', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(25);
    const undeclared = ENDPOINTS.filter((endpoint) => endpoint.action === undefined).map(
      (endpoint) => `${endpoint.method} ${endpoint.path}`,
    );
    expect(undeclared).toEqual([]);
    expect(Object.keys(PARAMS).sort()).toEqual(
      [...new Set(ENDPOINTS.flatMap((e) => [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]!)))]
        .filter((n) => n !== 'organizationId')
        .sort(),
    );
  });

  // Each role in an organization of its own, since a run ends by leaving it (the owner's by deleting it).
  it.each(['viewer', 'member', 'admin', 'owner'] as const)('as %s, each route is refused exactly when the table says so', async (role) => {
    const owner = await createOrganizationOfFileUser();
    const cookie = role === 'owner' ? owner.cookie : (await addMember(owner.cookie, owner.organizationId, role)).cookie;
    const outcomes = [];
    for (const endpoint of ENDPOINTS) {
      const { status, json } = await api(urlOf(endpoint, owner.organizationId), {
        method: endpoint.method,
        cookie,
        body: endpoint.method === 'GET' ? undefined : {},
      });
      const refused = status === 403 && json?.error?.code === 'organization.insufficient_role';
      outcomes.push({ route: `${endpoint.method} ${endpoint.path}`, refused, expected: !isActionAllowed(role, endpoint.action!), status });
    }
    expect(outcomes.filter((o) => o.refused !== o.expected)).toEqual([]);
    // An empty body or a made-up id is the caller's mistake, never the server's.
    expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
    expect(outcomes.some((o) => o.expected)).toBe(role !== 'owner');
  });

  it('refuses every route to a stranger (403) and to a caller without a session (401)', async () => {
    const owner = await createOrganizationOfFileUser();
    const stranger = await createVerifiedUser();
    for (const endpoint of ENDPOINTS) {
      const url = urlOf(endpoint, owner.organizationId);
      const asStranger = await api(url, {
        method: endpoint.method,
        cookie: stranger.cookie,
        body: endpoint.method === 'GET' ? undefined : {},
      });
      expect([endpoint.path, asStranger.status, asStranger.json?.error?.code]).toEqual([endpoint.path, 403, 'user.not_in_organization']);
      const anonymous = await api(url, { method: endpoint.method, body: endpoint.method === 'GET' ? undefined : {} });
      expect([endpoint.path, anonymous.status]).toEqual([endpoint.path, 401]);
    }
  });
});
