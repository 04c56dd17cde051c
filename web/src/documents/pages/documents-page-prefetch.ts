import { prefetch, type RoutePrefetch } from '@/lib/route-prefetch';
import { parseTagIds, tagMatchOf, TAGS_SEARCH_PARAM } from '@/tags/lib/tag-filter';
import { tagsQueryOptions } from '@/tags/tags.queries';
import { SORT_SEARCH_PARAM, sortChoiceOf, sortQueryOf } from '../lib/document-sort';
import { getSearchQuery, normalizeSearchQuery } from '../search/search-query';
import { documentsListOrSearchQueryOptions } from '../search/search.queries';

/** Spec: the organization's documents list shows 100 per page by default. */
export const DEFAULT_PAGE_SIZE = 100;

export const tagsParam = (tagIds: string[]) => (tagIds.length > 0 ? tagIds : undefined);
/** `tagMatch` only where it changes something: two tags or more, matched by any. */
export const tagMatchParam = (tagIds: string[], tagMatch: 'all' | 'any') => (tagIds.length > 1 && tagMatch === 'any' ? { tagMatch } : {});

/**
 * The first page for the URL's search and tags, and the tags (the table's Tags column): what the
 * documents page asks for when it opens. Not in the page's chunk: the router starts it with the
 * start-up requests, while the chunk loads.
 */
export const prefetchDocumentsPage: RoutePrefetch = ({ api, queryClient }, { params: { organizationId = '' }, url: { searchParams } }) => {
  const tagIds = parseTagIds(searchParams.getAll(TAGS_SEARCH_PARAM));
  const tags = tagsParam(tagIds);
  const searchQuery = getSearchQuery(searchParams);
  const sortScope = normalizeSearchQuery(searchQuery) ? 'search' : 'documents';
  const sort = sortQueryOf(sortChoiceOf(searchParams.get(SORT_SEARCH_PARAM), sortScope), sortScope);
  prefetch(
    queryClient,
    documentsListOrSearchQueryOptions(api, organizationId, {
      searchQuery,
      pageIndex: 0,
      pageSize: DEFAULT_PAGE_SIZE,
      tags,
      ...tagMatchParam(tagIds, tagMatchOf(searchParams)),
      ...sort,
    }),
  );
  prefetch(queryClient, tagsQueryOptions(api, organizationId));
};
