import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import { allOf, guardRoutes, type Guard } from '../../platform/access-check';
import type { AppEnv, SessionUser } from '../../platform/context';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { forgetPlacement, organizationDependencies } from '../../dependencies';
import { mappedRead } from '../../platform/db/batched-read';
import { isWriteMethod } from '../../platform/http-request';
import { declaredActionOf } from '../../platform/permit';
import { endStep } from '../../platform/server-timing';
import { invalidRequest } from '../../../core/errors';
import { apiKeyOrganizationNotAllowed, apiKeyPermissionMissing } from '../../../core/api-keys/api-keys.errors';
import { acceptingCallers, callerGuard } from './callers.middleware';
import {
  apiKeyRefusal,
  isActionAllowed,
  isActionOpenToApiKeys,
  type OrganizationAction,
  type OrganizationRole,
} from '../../../core/permissions/organization-permissions';
import {
  actionNotPermitted,
  notInOrganization,
  organizationMoving,
  organizationReadOnly,
  twoFactorRequired,
  undeclaredRoute,
} from '../../../core/organizations/organizations.errors';
import { readMembership } from '../organizations/organizations.repository';
import { organizationIdParamSchema } from '../../../core/organizations/organizations.schemas';

type MembershipRow = NonNullable<ReturnType<ReturnType<typeof readMembership>['shape']>>;
type Membership = MembershipRow & { user: Pick<SessionUser, 'id' | 'email' | 'name'> };
/** An organization's routes: their services get its database too (`deps.organizationDb`). */
export type OrganizationEnv = AppEnv & { Variables: { organizationId: string; membership: Membership; deps: OrganizationDependencies } };

/**
 * The action of the route this request reached: the first middleware of its first matching
 * method route. `null` when no route answers the path (a 404 follows); `undefined` when a route
 * answers but declared nothing, which is refused.
 */
function requestedAction(c: Context): OrganizationAction | undefined | null {
  const endpoint = matchedRoutes(c).find((route) => route.method !== 'ALL');
  return endpoint ? declaredActionOf(endpoint.handler) : null;
}

/**
 * Refuses an action the caller's role, or their API key, does not allow: the guard's check of the
 * route's action, and a route's check of an action a choice in the request adds (a split that
 * trashes). An action closed to keys is refused to them.
 */
export function requireAllowed(
  { role, apiKey }: { role: OrganizationRole; apiKey?: { permissions: readonly string[] } | null },
  action: OrganizationAction,
) {
  if (!isActionAllowed(role, action)) throw actionNotPermitted(action);
  const refusal = apiKey && apiKeyRefusal(apiKey.permissions, action);
  if (refusal === 'no_keys') throw actionNotPermitted(action);
  if (refusal) throw apiKeyPermissionMissing(refusal.missing);
}

/**
 * Guards every `/organizations/:organizationId/*` route: a malformed id is a 400; the session (or API
 * key), then the membership and its role against the route's declared action, and for a key its
 * organizations and permissions, are checked with the request's first read (see access-check.ts). Anything the caller is not a member of, missing or deleted
 * alike, is the same 403 so nothing leaks. A route that declared no action is refused to everyone.
 * `c.var.organizationId` is there from the start, `c.var.membership` once admitted.
 */
export const requireOrganizationMember = acceptingCallers(
  guardRoutes<OrganizationEnv>(async (c) => {
    const action = requestedAction(c);
    if (action === undefined) throw undeclaredRoute();
    const acceptsApiKeys = action === null || isActionOpenToApiKeys(action);
    const caller = await callerGuard(c, { acceptsApiKeys });
    const parsed = organizationIdParamSchema.safeParse({ organizationId: c.req.param('organizationId') });
    if (!parsed.success) throw invalidRequest('params', parsed.error);
    const { organizationId } = parsed.data;
    c.set('organizationId', organizationId);
    const deps = await organizationDependencies(c.var.deps, organizationId);
    endStep(c.env, 'organization-database');
    c.set('deps', deps);
    const membership: Guard = mappedRead(readMembership(c.var.db, organizationId, c.var.sessionUserId), (row) => {
      if (!row) throw notInOrganization();
      // Read where it lived before a move: nothing read there is answered, and the retry finds it.
      if (row.organization.database !== deps.organizationDatabase && deps.databases.bindings.length > 1) {
        forgetPlacement(organizationId);
        throw organizationMoving();
      }
      // Being copied to another database: what is written now would stay behind.
      if (row.organization.movingTo && isWriteMethod(c.req.method)) throw organizationMoving();
      // Made read-only by the service's operators: every write route inherits the refusal here.
      if (row.organization.suspendedAt && isWriteMethod(c.req.method)) throw organizationReadOnly(row.organization.suspensionReason ?? '');
      const apiKey = c.var.apiKey;
      if (action) requireAllowed({ role: row.member.role, apiKey }, action);
      // A person without a second factor may still leave; API keys are not people signing in.
      if (row.organization.requireTwoFactor && !apiKey && !c.var.user.hasSecondFactor && action !== 'members:leave')
        throw twoFactorRequired();
      if (apiKey && !apiKey.allOrganizations && !apiKey.organizationIds.includes(organizationId)) throw apiKeyOrganizationNotAllowed();
      const { id, email, name } = c.var.user;
      c.set('membership', { ...row, user: { id, email, name } });
    });
    return allOf(caller, membership);
  }),
  'session-or-api-key',
);
