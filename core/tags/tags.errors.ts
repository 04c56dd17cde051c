import { AppError, notFound } from '../errors';

export const tagNotFound = () => notFound('tag.not_found', 'Tag not found');
export const tagAlreadyExists = () => new AppError(409, 'tags.already_exists', 'A tag with this name already exists in this organization');
