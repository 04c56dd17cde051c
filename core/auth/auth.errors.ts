import { AppError } from '../errors';

export const unauthorized = () => new AppError(401, 'auth.unauthorized', 'You need to sign in first.');
export const invalidJsonBody = () => new AppError(400, 'server.invalid_request.body', 'The request body is not valid JSON.');
export const registrationDisabled = () => new AppError(403, 'auth.registration_disabled', 'Registration is disabled');
export const passwordResetDisabled = () => new AppError(403, 'auth.password_reset_disabled', 'Password reset is disabled');
