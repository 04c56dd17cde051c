import type { DocumentsSortQuery } from '@/api/types';

/** The URL's `?sort=name-asc`: a list's order, kept across reloads and shared links. */
export const SORT_SEARCH_PARAM = 'sort';

/** The orders of the documents, their own first; a search adds its relevance before them. */
const DOCUMENT_ORDERS = [
  'createdAt-desc',
  'createdAt-asc',
  'documentDate-desc',
  'documentDate-asc',
  'name-asc',
  'name-desc',
  'size-desc',
  'size-asc',
  'archiveSerialNumber-desc',
  'archiveSerialNumber-asc',
] as const;

/** What each list offers, its own order first (the one without `?sort=`). */
export const SORT_CHOICES = {
  documents: DOCUMENT_ORDERS,
  search: ['relevance', ...DOCUMENT_ORDERS],
  trash: ['deletedAt-desc', 'deletedAt-asc', 'createdAt-desc', 'createdAt-asc', 'name-asc', 'name-desc', 'size-desc', 'size-asc'],
} as const;
export type SortScope = keyof typeof SORT_CHOICES;
export type SortChoice = (typeof SORT_CHOICES)[SortScope][number];

/** The choice in the URL, or the list's own when there is none or it is not one of the list's. */
export function sortChoiceOf(value: string | null, scope: SortScope): SortChoice {
  const choices: readonly SortChoice[] = SORT_CHOICES[scope];
  return value && choices.includes(value as SortChoice) ? (value as SortChoice) : choices[0]!;
}

/** What the API is asked: nothing for the list's own order (relevance, creation or deletion, latest first). */
export function sortQueryOf(choice: SortChoice, scope: SortScope): DocumentsSortQuery {
  if (choice === SORT_CHOICES[scope][0]) return {};
  const [sortBy, sortOrder] = choice.split('-') as [NonNullable<DocumentsSortQuery['sortBy']>, 'asc' | 'desc'];
  return { sortBy, sortOrder };
}

/** The URL with the choice, the list's own order leaving no parameter. */
export function withSortChoice(searchParams: URLSearchParams, choice: SortChoice, scope: SortScope): URLSearchParams {
  const next = new URLSearchParams(searchParams);
  if (choice === SORT_CHOICES[scope][0]) next.delete(SORT_SEARCH_PARAM);
  else next.set(SORT_SEARCH_PARAM, choice);
  return next;
}
