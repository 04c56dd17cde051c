import { AppError, notFound } from '../errors';

export const invitationNotFound = () => notFound('invitation.not_found', 'This invitation does not exist or is not addressed to you.');
export const invitationAlreadyExists = () =>
  new AppError(409, 'organization.invitation_already_exists', 'An invitation for this email already exists in the organization.');
export const userAlreadyInOrganization = () =>
  new AppError(409, 'user.already_in_organization', 'This user is already in the organization.');
export const invitationLimitReached = () =>
  new AppError(429, 'user.organization_invitation_limit_reached', 'The daily invitation limit is reached, try again tomorrow.');
export const invitationAlreadyAccepted = () => new AppError(409, 'invitation.already_accepted', 'This invitation was already accepted.');
export const invitationNotPending = (status: string) =>
  new AppError(409, 'invitation.not_pending', `This invitation is ${status}, so it can no longer be answered.`);
