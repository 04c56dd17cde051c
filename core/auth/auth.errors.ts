import { AppError } from '../errors';

export const unauthorized = () => new AppError(401, 'auth.unauthorized', 'You need to sign in first.');
export const invalidJsonBody = () => new AppError(400, 'server.invalid_request.body', 'The request body is not valid JSON.');
export const registrationDisabled = () => new AppError(403, 'auth.registration_disabled', 'Registration is disabled');
export const passwordResetDisabled = () => new AppError(403, 'auth.password_reset_disabled', 'Password reset is disabled');

/** What signing in to an account the service's operators disabled answers (better-auth's envelope, turned into ours by auth.routes.ts). */
export const ACCOUNT_DISABLED = {
  code: 'auth.account_disabled',
  message: "This account has been disabled by the service's operators. Contact support if you think this is a mistake.",
} as const;
