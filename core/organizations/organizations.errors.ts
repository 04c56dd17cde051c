import { AppError, forbidden } from '../errors';
import { MINIMUM_ROLE_BY_ACTION, type OrganizationAction, type OrganizationRole } from '../permissions/organization-permissions';

/** Missing, deleted or someone else's: the same answer, so nothing leaks. */
export const notInOrganization = () => forbidden('user.not_in_organization', 'You are not a member of this organization.');
export const maxOrganizationCountReached = () =>
  forbidden('user.max_organization_count_reached', 'The maximum number of organizations is reached, contact support to create more.');

const ROLES_FROM: Record<OrganizationRole, string> = {
  owner: 'the owner',
  admin: 'admins or owners',
  member: 'members, admins or owners',
  viewer: 'every member',
};
const ACTION_WORDS: Partial<Record<OrganizationAction, string>> = { 'invitations:create': 'invite members to the organization' };

export function actionNotPermitted(action: OrganizationAction) {
  const [resource, verb] = action.split(':');
  const what = ACTION_WORDS[action] ?? `${verb} ${resource?.replace('-', ' ')} in this organization`;
  const who = ROLES_FROM[MINIMUM_ROLE_BY_ACTION[action]];
  return forbidden('organization.insufficient_role', `Only ${who} can ${what}.`);
}

/** A route nobody declared an action for: refused to everyone until it does (default deny). */
export const undeclaredRoute = () =>
  new AppError(403, 'server.route_not_permitted', 'This route declares no permission, so it is refused.');

/** The organization's owner requires a second factor, and the signed-in account has none yet. */
export const twoFactorRequired = () =>
  forbidden(
    'two_factor.required_by_organization',
    'This organization requires two-factor sign-in. Set up an authenticator app or a passkey in your account settings to enter it.',
  );
/** An owner turning the requirement on without a second factor would be shut out first. */
export const twoFactorSetupFirst = () =>
  new AppError(400, 'two_factor.setup_first', 'Set up two-factor sign-in on your own account before requiring it of the members.');
/**
 * The organization is being moved to another database (or just was, and this Worker still looked in
 * the old one): nothing is written meanwhile; a retry after a moment lands in the right place.
 */
export const organizationMoving = () =>
  new AppError(
    503,
    'organization.moving',
    'This organization is being moved and is read-only for a few minutes. Try again shortly.',
    undefined,
    { 'retry-after': '5' },
  );
/**
 * The service's operators made the organization read-only (the console's suspension): its members read
 * everything, and every write is refused with the reason they gave, until the operators lift it.
 */
export const organizationReadOnly = (reason: string) =>
  new AppError(423, 'organization.read_only', `The service's operators made this organization read-only: ${reason}`, { reason });
