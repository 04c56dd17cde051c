import { Bookmark, Settings2, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useCanIn } from '@/organizations/organizations.queries';
import { cn } from '@/lib/cn';
import { useFormatters } from '@/lib/use-formatters';
import { PENDING_SUGGESTIONS_QUERY } from '../../../../core/search/pending-suggestions';
import { SEARCH_QUERY_PARAM } from '../search/search-query';
import { viewPath, VIEW_SEARCH_PARAM } from './view-url';
import { useSavedViewCount, useSavedViews } from './views.queries';

const itemClass =
  'flex h-8 items-center gap-2 rounded-md px-2 text-sm text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** The built-in view of the documents with suggestions to review: a search, so a link of it works without this list. */
type CountedView = Parameters<typeof useSavedViewCount>[1];
const SUGGESTIONS_TO_REVIEW: CountedView = {
  id: 'suggestions-to-review',
  searchQuery: PENDING_SUGGESTIONS_QUERY,
  tagIds: [],
  tagMatch: 'all',
  sort: null,
};

function ViewCount({ organizationId, view }: { organizationId: string; view: CountedView }) {
  const { formatCount } = useFormatters();
  const count = useSavedViewCount(organizationId, view).data;
  return count ? <span className="ml-auto text-xs tabular-nums">{formatCount(count.count, count.isCapped)}</span> : null;
}

/**
 * The organization's saved views under Documents in the side navigation, each with its count, after
 * "Suggestions to review" when the organization has suggestions on; the one open is current.
 */
export function SavedViewsNav({ organizationId, withSuggestionsToReview }: { organizationId: string; withSuggestionsToReview: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const canManage = useCanIn(organizationId, 'views:update');
  const views = useSavedViews(organizationId).data?.views ?? [];
  if (views.length === 0 && !withSuggestionsToReview) return null;
  const isOnDocuments = location.pathname === `/organizations/${organizationId}/documents`;
  const currentId = isOnDocuments ? searchParams.get(VIEW_SEARCH_PARAM) : null;
  const isReviewing = isOnDocuments && !currentId && searchParams.get(SEARCH_QUERY_PARAM)?.trim() === PENDING_SUGGESTIONS_QUERY;

  return (
    <ul aria-label={t('views.nav.label')} className="ml-5 mt-0.5 space-y-0.5 border-l pl-2">
      {withSuggestionsToReview && (
        <li>
          <Link
            to={`/organizations/${organizationId}/documents?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: PENDING_SUGGESTIONS_QUERY })}`}
            aria-current={isReviewing ? 'page' : undefined}
            className={cn(itemClass, isReviewing && 'bg-accent text-accent-foreground')}
          >
            <Sparkles className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">{t('views.nav.suggestions-to-review')}</span>
            <ViewCount organizationId={organizationId} view={SUGGESTIONS_TO_REVIEW} />
          </Link>
        </li>
      )}
      {views.map((view) => (
        <li key={view.id}>
          <Link
            to={viewPath(organizationId, view)}
            aria-current={view.id === currentId ? 'page' : undefined}
            className={cn(itemClass, view.id === currentId && 'bg-accent text-accent-foreground')}
          >
            <Bookmark className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">{view.name}</span>
            <ViewCount organizationId={organizationId} view={view} />
          </Link>
        </li>
      ))}
      {canManage && (
        <li>
          <Link to={`/organizations/${organizationId}/views`} className={cn(itemClass, 'text-xs')}>
            <Settings2 className="size-3.5 shrink-0" aria-hidden />
            {t('views.nav.manage')}
          </Link>
        </li>
      )}
    </ul>
  );
}
