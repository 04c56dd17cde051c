/** The `tags` query parameter of the documents list: comma-separated and/or repeated tag ids. */
export const TAGS_SEARCH_PARAM = 'tags';

/** The documents list filtered by one tag. */
export const tagFilterPath = (organizationId: string, tagId: string) => `/organizations/${organizationId}/documents?${TAGS_SEARCH_PARAM}=${encodeURIComponent(tagId)}`;

/** Tag ids from every `tags` value, split on commas, trimmed, without blanks or repeats, in order. */
export function parseTagIds(values: string[]): string[] {
  const ids = values.flatMap((value) => value.split(',')).map((id) => id.trim()).filter(Boolean);
  return [...new Set(ids)];
}

/** The search params with the tag filter set to these ids (one comma-separated value), other params kept. */
export function withTagIds(searchParams: URLSearchParams, tagIds: string[]): URLSearchParams {
  const next = new URLSearchParams(searchParams);
  next.delete(TAGS_SEARCH_PARAM);
  if (tagIds.length > 0) next.set(TAGS_SEARCH_PARAM, tagIds.join(','));
  return next;
}
