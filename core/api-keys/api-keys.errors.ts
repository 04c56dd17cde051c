import { AppError, forbidden, notFound } from '../errors';

export const invalidApiKey = () => new AppError(401, 'api_key.invalid', 'This API key is unknown, was deleted or has expired.');
export const apiKeyNotAccepted = () => forbidden('api_key.not_accepted', 'This route needs a signed-in session: API keys cannot use it.');
export const apiKeyPermissionMissing = (permission: string) =>
  forbidden('api_key.permission_missing', `This API key lacks the ${permission} permission.`);
export const apiKeyOrganizationNotAllowed = () =>
  forbidden('api_key.organization_not_allowed', 'This API key does not give access to this organization.');
export const apiKeyRateLimited = (retryAfterSeconds: number) =>
  new AppError(429, 'api_key.rate_limited', `Too many requests with this API key; try again in ${retryAfterSeconds} seconds.`, undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
export const apiKeyNotFound = () => notFound('api_key.not_found', 'This API key does not exist.');
export const apiKeyOrganizationNotMine = () =>
  forbidden('api_key.organization_not_allowed', 'An API key can only reach organizations you are a member of.');
