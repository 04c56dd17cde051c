import { AppError, notFound } from '../errors';

const UNAVAILABLE = 'This link is no longer available';

/** Unknown, expired, revoked or its document gone: one neutral answer, 404 or 410, that tells a stranger nothing. */
export const shareLinkUnavailable = (status: 404 | 410 = 404) => new AppError(status, 'share.unavailable', UNAVAILABLE);
export const sharePasswordRequired = () => new AppError(401, 'share.password_required', 'This document is protected by a password');
export const shareWrongPassword = () => new AppError(401, 'share.wrong_password', 'The password is not right');
export const shareLinkNotFound = () => notFound('share_link.not_found', 'Share link not found');
export const neverExpiringLinksNotAllowed = () =>
  new AppError(
    400,
    'share_link.never_not_allowed',
    'Links that never expire are not allowed in this organization: choose a number of days',
  );
export const shareLinkNotYours = () => new AppError(403, 'share_link.not_creator', 'Only the creator of a link or an admin can revoke it');
