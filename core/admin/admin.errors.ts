import { AppError, notFound } from '../errors';

/**
 * What the console answers anyone who is not an operator, and every caller while APP_OPERATOR_EMAILS
 * is empty: the app's own answer for a path no route serves, word for word, so the console cannot be told from nothing.
 */
export const consoleNotFound = (method: string, path: string) => notFound('server.not_found', `No API route for ${method} ${path}`);

/** An operator without an authenticator app or a passkey (APP_OPERATOR_REQUIRE_TWO_FACTOR). */
export const operatorTwoFactorRequired = () =>
  new AppError(
    403,
    'operator.two_factor_required',
    "The operator's console needs two-factor sign-in. Set up an authenticator app or a passkey in your account settings, then come back.",
  );

export const adminUserNotFound = () => notFound('admin.user_not_found', 'No user has this id.');
export const adminOrganizationNotFound = () => notFound('admin.organization_not_found', 'No organization has this id, or it was deleted.');
export const adminUserAlreadyVerified = () =>
  new AppError(409, 'admin.user_already_verified', 'This account has verified its email address already: there is nothing to send.');
export const operatorCannotDisableSelf = () =>
  new AppError(400, 'admin.cannot_disable_self', 'An operator cannot disable their own account: another operator can.');
export const operatorCannotDeleteSelf = () =>
  new AppError(400, 'admin.cannot_delete_self', 'An operator cannot delete their own account from the console: another operator can.');
/** An account that alone owns live organizations: deleting it would delete them, and their members' archives with them. */
export const adminUserSoleOwner = (organizations: string[]) =>
  new AppError(
    409,
    'admin.user_sole_owner',
    `This account is the only owner of ${organizations.join(', ')}: each needs another owner, or must be deleted, first.`,
    { organizations: organizations.join(', ') },
  );
