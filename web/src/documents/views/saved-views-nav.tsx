import { Bookmark, Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useCanIn } from '@/organizations/organizations.queries';
import { cn } from '@/lib/cn';
import { viewNavItemClass as itemClass, ViewCount } from './view-nav-item';
import { viewPath, VIEW_SEARCH_PARAM } from './view-url';
import { useSavedViews } from './views.queries';

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
