import { AppError, forbidden, notFound } from '../errors';

export const memberNotFound = () => notFound('member.not_found', 'This member is not in the organization.');
export const ownerCannotBeRemoved = () => forbidden('member.owner_cannot_be_removed', 'The owner of an organization cannot be removed.');
export const ownerRoleCannotChange = () => forbidden('member.owner_role_cannot_change', 'The role of an owner cannot be changed.');
export const ownerRoleCannotBeGiven = () => forbidden('member.owner_role_cannot_be_given', 'The owner role cannot be given to a member.');
export const lastOwnerCannotLeave = () =>
  new AppError(
    409,
    'member.last_owner_cannot_leave',
    'You are the last owner of this organization, so you cannot leave it; delete the organization instead.',
  );
