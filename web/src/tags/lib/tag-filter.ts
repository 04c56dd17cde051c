/** The `tags` query parameter of the documents list: comma-separated and/or repeated tag ids. */
export const TAGS_SEARCH_PARAM = 'tags';
/** `?match=any`: documents with any of the tags; every one of them without it. */
export const TAG_MATCH_SEARCH_PARAM = 'match';

export const tagMatchOf = (searchParams: URLSearchParams): 'all' | 'any' =>
  searchParams.get(TAG_MATCH_SEARCH_PARAM) === 'any' ? 'any' : 'all';

/** The search params with the match set, `all` (the default) leaving no parameter. */
export function withTagMatch(searchParams: URLSearchParams, match: 'all' | 'any'): URLSearchParams {
  const next = new URLSearchParams(searchParams);
  if (match === 'any') next.set(TAG_MATCH_SEARCH_PARAM, 'any');
  else next.delete(TAG_MATCH_SEARCH_PARAM);
  return next;
}

/** The documents list filtered by one tag. */
export const tagFilterPath = (organizationId: string, tagId: string) =>
  `/organizations/${organizationId}/documents?${TAGS_SEARCH_PARAM}=${encodeURIComponent(tagId)}`;

/** Tag ids from every `tags` value, split on commas, trimmed, without blanks or repeats, in order. */
export function parseTagIds(values: string[]): string[] {
  const ids = values
    .flatMap((value) => value.split(','))
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)];
}

/** The search params with the tag filter set to these ids (one comma-separated value), other params kept. */
export function withTagIds(searchParams: URLSearchParams, tagIds: string[]): URLSearchParams {
  const next = new URLSearchParams(searchParams);
  next.delete(TAGS_SEARCH_PARAM);
  if (tagIds.length > 0) next.set(TAGS_SEARCH_PARAM, tagIds.join(','));
  return next;
}

/**
 * Where a tag chip leads: on the organization's documents list, to the same list with the tag added to
 * its filter (search and order kept); anywhere else, to the documents with that tag.
 */
export function tagChipPath({ pathname, search }: { pathname: string; search: string }, organizationId: string, tagId: string): string {
  const listPath = `/organizations/${organizationId}/documents`;
  if (pathname !== listPath) return tagFilterPath(organizationId, tagId);
  const searchParams = new URLSearchParams(search);
  const tagIds = parseTagIds(searchParams.getAll(TAGS_SEARCH_PARAM));
  return `${listPath}?${withTagIds(searchParams, tagIds.includes(tagId) ? tagIds : [...tagIds, tagId]).toString()}`;
}
