import { AppError } from '../errors';
import type { SearchQueryError } from './query-parser';

/** A query the parser refused (a malformed `created:` or `date:` filter), with its code and what the message names. */
export const invalidSearchQuery = ({ code, message, details }: SearchQueryError) => new AppError(400, code, message, details);
