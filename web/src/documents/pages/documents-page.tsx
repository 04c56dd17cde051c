import { useQueryClient } from '@tanstack/react-query';
import { Files, House, SearchX, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Document, DocumentTag } from '@/api/types';
import { PageContainer, PageHeader } from '@/layout/page';
import { LoadErrorAlert } from '@/organizations/components/load-error';
import { useCurrentOrganization } from '@/organizations/current-organization';
import { DocumentsSearchBox } from '@/search/documents-search-box';
import { useDocumentsListOrSearch } from '@/search/search.queries';
import { useUrlSearchQuery } from '@/search/use-url-search-query';
import { Button } from '@/ui/button';
import { DocumentsTable } from '../components/documents-table';
import { EmptyState } from '../components/empty-state';
import { getPageCount } from '../components/table-pagination';
import { TagChip } from '../components/tag-chip';
import { documentsQueryKeys } from '../documents.queries';
import { parseTagIds, TAGS_SEARCH_PARAM, withTagIds } from '../lib/tag-filter';
import { useDocumentFormatters } from '../lib/use-document-formatters';

/** Spec: the organization's documents list shows 100 per page by default. */
const DEFAULT_PAGE_SIZE = 100;

function TagFilters({ tagIds, knownTags, onRemove, onClear }: { tagIds: string[]; knownTags: Map<string, DocumentTag>; onRemove: (tagId: string) => void; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" role="group" aria-label={t('documents.list.filters.label')}>
      <span className="text-sm text-muted-foreground">{t('documents.list.filters.label')}</span>
      <ul className="flex flex-wrap items-center gap-1.5">
        {tagIds.map((tagId) => {
          const tag = knownTags.get(tagId);
          const name = tag?.name ?? tagId;
          return (
            <li key={tagId} className="min-w-0">
              <TagChip name={name} color={tag?.color} className="h-7 text-sm">
                <button
                  type="button"
                  onClick={() => onRemove(tagId)}
                  aria-label={t('documents.list.filters.remove', { name })}
                  className="flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </TagChip>
            </li>
          );
        })}
      </ul>
      {tagIds.length > 1 && (
        <Button variant="link" size="sm" className="h-7 px-1" onClick={onClear}>
          {t('documents.list.filters.clear')}
        </Button>
      )}
    </div>
  );
}

/** `/organizations/:organizationId/documents`: every active document, filterable by tags (`?tags=`), paged by the server. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const { formatCount } = useDocumentFormatters();
  const { organization } = useCurrentOrganization();
  const organizationId = organization.id;
  const [searchParams, setSearchParams] = useSearchParams();
  const tagIds = useMemo(() => parseTagIds(searchParams.getAll(TAGS_SEARCH_PARAM)), [searchParams]);
  // The search (`?q=`), typed in the search box and committed to the URL after a debounce.
  const search = useUrlSearchQuery();
  const isSearching = search.query.length > 0;
  const filterKey = `${tagIds.join(',')}|${search.query}`;

  // The page index belongs to one filter and search: changing either goes back to the first page.
  const [pageState, setPageState] = useState({ filterKey, pageIndex: 0 });
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const pageIndex = pageState.filterKey === filterKey ? pageState.pageIndex : 0;
  const setPageIndex = (next: number) => setPageState({ filterKey, pageIndex: next });

  const query = useDocumentsListOrSearch(organizationId, { searchQuery: search.query, pageIndex, pageSize, tags: tagIds.length > 0 ? tagIds : undefined });
  const documents = useMemo(() => query.data?.documents ?? [], [query.data]);
  const documentsCount = query.data?.documentsCount ?? 0;
  // A search stops counting at 1000 matches: "1,000+", and the pages up to the 1000th are reachable.
  const isDocumentsCountCapped = query.data?.isDocumentsCountCapped ?? false;

  // After deletions the current page may be past the end: step back to the last one.
  const lastPageIndex = getPageCount(documentsCount, pageSize) - 1;
  const isPastEnd = !query.isPlaceholderData && documents.length === 0 && documentsCount > 0 && pageIndex > lastPageIndex;
  useEffect(() => {
    if (isPastEnd) setPageState({ filterKey, pageIndex: lastPageIndex });
  }, [isPastEnd, filterKey, lastPageIndex]);

  // Tag names come with the documents: those listed, or any cached (the list a tag chip was clicked
  // in, a detail page). A filter on a tag seen nowhere shows its id.
  const queryClient = useQueryClient();
  const knownTags = useMemo(() => {
    const cached = queryClient
      .getQueriesData<{ documents?: Document[]; document?: Document }>({ queryKey: documentsQueryKeys.all(organizationId) })
      .flatMap(([, data]) => data?.documents ?? (data?.document ? [data.document] : []));
    return new Map([...cached, ...documents].flatMap((document) => (document.tags ?? []).map((tag) => [tag.id, tag] as const)));
  }, [queryClient, organizationId, documents]);

  const setTagIds = (next: string[]) => setSearchParams(withTagIds(searchParams, next));
  const isFiltered = tagIds.length > 0;
  const isEmpty = query.isSuccess && !query.isPlaceholderData && documentsCount === 0;

  return (
    <PageContainer>
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            {t('documents.list.title')}
            {query.isSuccess && documentsCount > 0 && (
              <span className="rounded-full border bg-muted/50 px-2 py-0.5 text-xs font-medium tabular-nums text-muted-foreground">
                {formatCount(documentsCount, isDocumentsCountCapped)}
              </span>
            )}
          </span>
        }
        description={t('documents.list.description', { name: organization.name })}
      />

      <DocumentsSearchBox
        className="mb-4"
        value={search.input}
        onChange={search.setInput}
        onSubmit={search.submit}
        onClear={search.clear}
        isSearching={search.isPending || (isSearching && query.isFetching)}
      />

      {isFiltered && <TagFilters tagIds={tagIds} knownTags={knownTags} onRemove={(tagId) => setTagIds(tagIds.filter((id) => id !== tagId))} onClear={() => setTagIds([])} />}

      {query.isError ? (
        <LoadErrorAlert title={isSearching ? t('search.documents.error') : t('documents.list.error')} error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : isEmpty && isSearching ? (
        <EmptyState
          icon={SearchX}
          title={t('search.documents.no-results.title')}
          description={isFiltered ? t('search.documents.no-results.description-filtered', { query: search.query }) : t('search.documents.no-results.description', { query: search.query })}
          actions={
            <>
              <Button variant="outline" onClick={search.clear}>
                {t('search.documents.clear')}
              </Button>
              {isFiltered && (
                <Button variant="outline" onClick={() => setTagIds([])}>
                  {t('documents.list.filters.clear')}
                </Button>
              )}
            </>
          }
        />
      ) : isEmpty && isFiltered ? (
        <EmptyState
          icon={SearchX}
          title={t('documents.list.no-results.title')}
          description={t('documents.list.no-results.description')}
          actions={
            <Button variant="outline" onClick={() => setTagIds([])}>
              {t('documents.list.filters.clear')}
            </Button>
          }
        />
      ) : isEmpty ? (
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
      ) : (
        <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <DocumentsTable
            organizationId={organizationId}
            documents={documents}
            isLoading={query.isPending}
            pagination={{
              pageIndex,
              pageSize,
              documentsCount,
              isDocumentsCountCapped,
              onPageIndexChange: setPageIndex,
              onPageSizeChange: setPageSize,
            }}
          />
        </div>
      )}
    </PageContainer>
  );
}
