import { AppError, forbidden, notFound } from '../errors';

export const intakeEmailNotFound = () => notFound('intake_email.not_found', 'This intake email does not exist in this organization.');
export const intakeEmailLimitReached = () =>
  forbidden('intake_email.limit_reached', 'The maximum number of intake emails for the organization is reached; upgrade the plan');
export const intakeEmailsDisabled = () =>
  new AppError(403, 'intake_email.disabled', 'Intake emails are not enabled on this server (INTAKE_EMAILS_IS_ENABLED).');
