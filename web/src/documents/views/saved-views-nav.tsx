import { Bookmark, Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { SavedView } from '@/api/types';
import { useCanIn } from '@/organizations/organizations.queries';
import { cn } from '@/lib/cn';
import { useFormatters } from '@/lib/use-formatters';
import { viewPath, VIEW_SEARCH_PARAM } from './view-url';
import { useSavedViewCount, useSavedViews } from './views.queries';

const itemClass =
  'flex h-8 items-center gap-2 rounded-md px-2 text-sm text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

function ViewCount({ organizationId, view }: { organizationId: string; view: SavedView }) {
  const { formatCount } = useFormatters();
  const count = useSavedViewCount(organizationId, view).data;
  return count ? <span className="ml-auto text-xs tabular-nums">{formatCount(count.count, count.isCapped)}</span> : null;
}

/** The organization's saved views under Documents in the side navigation, each with its count; the one open is current. */
export function SavedViewsNav({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const canManage = useCanIn(organizationId, 'views:update');
  const views = useSavedViews(organizationId).data?.views ?? [];
  if (views.length === 0) return null;
  const currentId = location.pathname === `/organizations/${organizationId}/documents` ? searchParams.get(VIEW_SEARCH_PARAM) : null;

  return (
    <ul aria-label={t('views.nav.label')} className="ml-5 mt-0.5 space-y-0.5 border-l pl-2">
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
