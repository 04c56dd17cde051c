/**
 * The search of the documents with suggestions to review (query-parser.ts reads it): the list's built-in
 * view, apart from the parser so that the web app's navigation names it without loading the parser.
 */
export const PENDING_SUGGESTIONS_QUERY = 'has:suggestions';
