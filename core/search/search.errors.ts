import { AppError } from '../errors';
import type { SearchQueryError } from './query-parser';

/** A query the parser refused (a malformed `created:` date, a query too long), with its code. */
export const invalidSearchQuery = ({ code, message }: SearchQueryError) => new AppError(400, code, message);
