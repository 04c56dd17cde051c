import { AppError, notFound } from '../errors';

export const savedViewNotFound = () => notFound('view.not_found', 'Saved view not found');
export const savedViewAlreadyExists = () =>
  new AppError(409, 'view.already_exists', 'A view with this name already exists in this organization');
export const savedViewsLimitReached = (limit: number) =>
  new AppError(409, 'view.limit_reached', `An organization can keep at most ${limit} views`, { limit });
export const savedViewsOrderMismatch = () =>
  new AppError(400, 'view.order_mismatch', 'viewIds must list every view of the organization once');
export const savedViewUnknownTags = () => new AppError(400, 'view.unknown_tags', 'Some tags of the view are not the organization’s');
