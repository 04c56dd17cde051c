import { useQueryClient } from '@tanstack/react-query';
import { Files, House, SearchX } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Document } from '@/api/types';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { documentsQueryKeys } from '@/lib/query-keys';
import { useFormatters } from '@/lib/use-formatters';
import { parseTagIds, tagMatchOf, TAGS_SEARCH_PARAM, withTagIds, withTagMatch } from '@/tags/lib/tag-filter';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { NativeCheckbox } from '@/ui/native-checkbox';
import { EmptyState } from '@/ui/empty-state';
import { LoadErrorAlert } from '@/ui/load-error';
import { PageContainer, PageHeader } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import { getPageCount } from '@/ui/table-pagination';
import { SelectionBar } from '../bulk/selection-bar';
import { pageSelectionState } from '../bulk/document-selection';
import { useDocumentSelection } from '../bulk/use-document-selection';
import { DocumentsPagination, DocumentsTable } from '../components/documents-table';
import { ColumnsMenu } from '../components/columns-menu';
import { DocumentsViewToggle, useDocumentsColumns, useDocumentsView } from '../components/documents-view-toggle';
import { SavedViewControls } from '../views/saved-view-controls';
import { useProperties } from '@/properties/properties.queries';
import { viewStateOf } from '../views/view-url';
import { SortSelect } from '../components/sort-select';
import { SORT_SEARCH_PARAM, sortChoiceOf, sortQueryOf, withSortChoice } from '../lib/document-sort';
import { TagFilters } from '../components/tag-filters';
import { DocumentsSearchBox } from '../search/documents-search-box';
import { InvalidQueryAlert, isInvalidQueryError } from '../search/invalid-query-alert';
import { useDocumentsListOrSearch } from '../search/search.queries';
import { useUrlSearchQuery } from '../search/use-url-search-query';
import { DEFAULT_PAGE_SIZE, tagMatchParam, tagsParam } from './documents-page-prefetch';

// The grid loads when chosen: the table is the default.
const DocumentsGrid = lazy(() => import('../components/documents-grid').then(({ DocumentsGrid }) => ({ default: DocumentsGrid })));

/** `/organizations/:organizationId/documents`: every active document, filterable by tags (`?tags=`), paged by the server. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const { formatCount } = useFormatters();
  const { organization } = useCurrentOrganization();
  const organizationId = organization.id;
  const [searchParams, setSearchParams] = useSearchParams();
  const tagIds = useMemo(() => parseTagIds(searchParams.getAll(TAGS_SEARCH_PARAM)), [searchParams]);
  const tagMatch = tagMatchOf(searchParams);
  // The search (`?q=`), typed in the search box and committed to the URL after a debounce.
  const search = useUrlSearchQuery();
  const isSearching = search.query.length > 0;
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const filterKey = `${tagIds.join(',')}|${tagMatch}|${search.query}`;
  const sortScope = isSearching ? 'search' : 'documents';
  const sortChoice = sortChoiceOf(searchParams.get(SORT_SEARCH_PARAM), sortScope);
  // A new order starts at the first page; the selection is the same set of documents, so it stays.
  const { pageIndex, setPageIndex, stepBackTo } = usePageIndex(`${filterKey}|${sortChoice}`);

  const query = useDocumentsListOrSearch(organizationId, {
    searchQuery: search.query,
    pageIndex,
    pageSize,
    tags: tagsParam(tagIds),
    ...tagMatchParam(tagIds, tagMatch),
    ...sortQueryOf(sortChoice, sortScope),
  });
  const documents = useMemo(() => query.data?.documents ?? [], [query.data]);
  const documentsCount = query.data?.documentsCount ?? 0;
  // A search stops counting at 1000 matches: "1,000+", and the pages up to the 1000th are reachable.
  const isDocumentsCountCapped = query.data?.isDocumentsCountCapped ?? false;

  // After deletions the current page may be past the end: step back to the last one.
  const lastPageIndex = getPageCount(documentsCount, pageSize) - 1;
  const isPastEnd = !query.isPlaceholderData && documents.length === 0 && documentsCount > 0 && pageIndex > lastPageIndex;
  useEffect(() => {
    if (isPastEnd) stepBackTo(lastPageIndex);
  }, [isPastEnd, stepBackTo, lastPageIndex]);

  const pageIds = useMemo(() => documents.map((document) => document.id), [documents]);
  const selection = useDocumentSelection(filterKey, pageIds);
  const canUpdate = useCan('documents:update');
  const canDelete = useCan('documents:delete');
  const canSelect = canUpdate || canDelete;
  const pageSelection = pageSelectionState(selection.selection, pageIds);
  const [view, setView] = useDocumentsView();
  const [columns, setColumns] = useDocumentsColumns();
  const properties = useProperties(organizationId).data?.properties;
  const viewState = viewStateOf(searchParams, { columns, layout: view });

  const knownTags = useKnownTags(organizationId, documents);
  const setTagIds = (next: string[]) => setSearchParams(withTagIds(searchParams, next));
  const clearTags = () => setTagIds([]);
  const isFiltered = tagIds.length > 0;
  const isEmpty = query.isSuccess && !query.isPlaceholderData && documentsCount === 0;
  const pagination = {
    pageIndex,
    pageSize,
    documentsCount,
    isDocumentsCountCapped,
    onPageIndexChange: setPageIndex,
    onPageSizeChange: setPageSize,
  };

  return (
    <PageContainer>
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            {t('documents.list.title')}
            {query.isSuccess && documentsCount > 0 && (
              <Badge className="tabular-nums">{formatCount(documentsCount, isDocumentsCountCapped)}</Badge>
            )}
          </span>
        }
        description={t('documents.list.description', { name: organization.name })}
        actions={<SavedViewControls organizationId={organizationId} state={viewState} />}
      />

      <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <DocumentsSearchBox
          className="min-w-60 flex-1"
          value={search.input}
          onChange={search.setInput}
          onSubmit={search.submit}
          onClear={search.clear}
          isSearching={search.isPending || (isSearching && query.isFetching)}
        />
        <SortSelect
          scope={sortScope}
          value={sortChoice}
          onChange={(choice) => setSearchParams(withSortChoice(searchParams, choice, sortScope))}
        />
        {view === 'table' && <ColumnsMenu value={columns} properties={properties} onChange={setColumns} />}
        <DocumentsViewToggle value={view} onChange={setView} />
      </div>

      <TagFilters
        organizationId={organizationId}
        tagIds={tagIds}
        tagMatch={tagMatch}
        knownTags={knownTags}
        onChange={setTagIds}
        onMatchChange={(match) => setSearchParams(withTagMatch(searchParams, match))}
      />

      {query.isError && isInvalidQueryError(query.error) ? (
        <InvalidQueryAlert error={query.error} />
      ) : query.isError ? (
        <LoadErrorAlert
          title={isSearching ? t('search.documents.error') : t('documents.list.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : isEmpty ? (
        <NoDocuments
          organizationId={organizationId}
          searchQuery={search.query}
          isFiltered={isFiltered}
          onClearSearch={search.clear}
          onClearTags={clearTags}
        />
      ) : (
        <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          {canSelect && (
            <SelectionBar
              organizationId={organizationId}
              scope="documents"
              selection={selection.selection}
              matchingCount={documentsCount}
              isMatchingCountCapped={isDocumentsCountCapped}
              isPageSelected={pageIds.length > 0 && pageSelection === 'all'}
              matchingQuery={{
                ...(isSearching ? { searchQuery: search.query } : {}),
                ...(tagIds.length > 0 ? { tags: tagIds, ...tagMatchParam(tagIds, tagMatch) } : {}),
              }}
              onSelectAllMatching={selection.selectAllMatching}
              onClear={selection.clear}
            />
          )}
          {view === 'table' ? (
            <DocumentsTable
              organizationId={organizationId}
              documents={documents}
              isLoading={query.isPending}
              selection={canSelect ? selection : undefined}
              pagination={pagination}
              columns={columns}
            />
          ) : (
            <>
              {canSelect && documents.length > 0 && (
                <label className="mb-3 flex w-fit items-center gap-2 text-sm">
                  <NativeCheckbox
                    checked={pageSelection === 'all'}
                    indeterminate={pageSelection === 'some'}
                    onChange={selection.togglePage}
                  />
                  {t('documents.bulk.select-page')}
                </label>
              )}
              <Suspense fallback={<Skeleton className="h-64 w-full rounded-lg" />}>
                <DocumentsGrid
                  organizationId={organizationId}
                  documents={documents}
                  isLoading={query.isPending}
                  selection={canSelect ? selection : undefined}
                />
              </Suspense>
              <DocumentsPagination pagination={pagination} />
            </>
          )}
        </div>
      )}
    </PageContainer>
  );
}

/** The page index belongs to one filter and search (`filterKey`): changing either goes back to the first page. */
function usePageIndex(filterKey: string) {
  const [pageState, setPageState] = useState({ filterKey, pageIndex: 0 });
  const pageIndex = pageState.filterKey === filterKey ? pageState.pageIndex : 0;
  const setPageIndex = (next: number) => setPageState({ filterKey, pageIndex: next });
  const stepBackTo = useCallback((next: number) => setPageState({ filterKey, pageIndex: next }), [filterKey]);
  return { pageIndex, setPageIndex, stepBackTo };
}

/**
 * Tag names come with the documents: those listed, or any cached (the list a tag chip was clicked
 * in, a detail page). A filter on a tag seen nowhere shows its id.
 */
function useKnownTags(organizationId: string, documents: Document[]) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const cached = queryClient
      .getQueriesData<{ documents?: Document[]; document?: Document }>({ queryKey: documentsQueryKeys.all(organizationId) })
      .flatMap(([, data]) => data?.documents ?? (data?.document ? [data.document] : []));
    return new Map([...cached, ...documents].flatMap((document) => (document.tags ?? []).map((tag) => [tag.id, tag] as const)));
  }, [queryClient, organizationId, documents]);
}

type NoDocumentsProps = {
  organizationId: string;
  searchQuery: string;
  isFiltered: boolean;
  onClearSearch: () => void;
  onClearTags: () => void;
};

/** Nothing to list: no match for the search, none with these tags, or no document at all. */
function NoDocuments({ organizationId, searchQuery, isFiltered, onClearSearch, onClearTags }: NoDocumentsProps) {
  const { t } = useTranslation();
  const clearTagsButton = (
    <Button variant="outline" onClick={onClearTags}>
      {t('documents.list.filters.clear')}
    </Button>
  );

  if (searchQuery) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('search.documents.no-results.title')}
        description={
          isFiltered
            ? t('search.documents.no-results.description-filtered', { query: searchQuery })
            : t('search.documents.no-results.description', { query: searchQuery })
        }
        actions={
          <>
            <Button variant="outline" onClick={onClearSearch}>
              {t('search.documents.clear')}
            </Button>
            {isFiltered && clearTagsButton}
          </>
        }
      />
    );
  }
  if (isFiltered)
    return (
      <EmptyState
        icon={SearchX}
        title={t('documents.list.no-results.title')}
        description={t('documents.list.no-results.description')}
        actions={clearTagsButton}
      />
    );
  return (
    <EmptyState
      icon={Files}
      title={t('documents.list.empty.title')}
      description={t('documents.list.empty.description')}
      actions={
        <Button asChild variant="outline">
          <Link to={`/organizations/${organizationId}`}>
            <House aria-hidden />
            {t('documents.list.empty.go-home')}
          </Link>
        </Button>
      }
    />
  );
}
