import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { viewNavItemClass, ViewCount, type CountedView } from './view-nav-item';
import { SEARCH_QUERY_PARAM } from '../search/search-query';
import { PENDING_SUGGESTIONS_QUERY } from '../../../../core/search/pending-suggestions';

/** The built-in view of the documents with suggestions to review: a search, so its link needs no saved view. */
const SUGGESTIONS_TO_REVIEW: CountedView = {
  id: 'suggestions-to-review',
  searchQuery: PENDING_SUGGESTIONS_QUERY,
  tagIds: [],
  tagMatch: 'all',
  sort: null,
};

/** "Suggestions to review" under Documents in the side navigation, with its count, for an organization with suggestions on. */
export function SuggestionsToReviewNav({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const isCurrent =
    location.pathname === `/organizations/${organizationId}/documents` &&
    searchParams.get(SEARCH_QUERY_PARAM)?.trim() === PENDING_SUGGESTIONS_QUERY;
  return (
    <ul className="ml-5 mt-0.5 border-l pl-2">
      <li>
        <Link
          to={`/organizations/${organizationId}/documents?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: PENDING_SUGGESTIONS_QUERY })}`}
          aria-current={isCurrent ? 'page' : undefined}
          className={cn(viewNavItemClass, isCurrent && 'bg-accent text-accent-foreground')}
        >
          <Sparkles className="size-3.5 shrink-0" aria-hidden />
          <span className="truncate">{t('views.nav.suggestions-to-review')}</span>
          <ViewCount organizationId={organizationId} view={SUGGESTIONS_TO_REVIEW} />
        </Link>
      </li>
    </ul>
  );
}
