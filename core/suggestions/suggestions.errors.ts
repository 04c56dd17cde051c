import { AppError, notFound } from '../errors';

export const suggestionNotFound = () => notFound('suggestion.not_found', 'Suggestion not found');
export const suggestionAlreadyReviewed = () =>
  new AppError(409, 'suggestion.already_reviewed', 'This suggestion was already accepted or dismissed');
