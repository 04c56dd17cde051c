import { Bookmark, BookmarkPlus, Save } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '@/lib/current-organization';
import { useHasBeenTrue } from '@/lib/use-has-been-true';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { isViewChanged, VIEW_SEARCH_PARAM, type ViewState } from './view-url';
import { useSavedViews } from './views.queries';

// The form (react-hook-form, zod) loads when a view is saved, not with the list.
const SaveViewDialog = lazy(() => import('./save-view-dialog').then(({ SaveViewDialog }) => ({ default: SaveViewDialog })));

/**
 * In the page's header, apart from the toolbar (so that saving a view moves none of its controls): the
 * saved view the page was opened from, and for admins, unless the page shows that view unchanged,
 * "Save view" (a new one) and, beside a changed view, "Update view".
 */
export function SavedViewControls({ organizationId, state }: { organizationId: string; state: ViewState }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const canManage = useCan('views:create');
  const views = useSavedViews(organizationId).data?.views;
  const view = views?.find((candidate) => candidate.id === searchParams.get(VIEW_SEARCH_PARAM));
  const [dialog, setDialog] = useState<'create' | 'update' | null>(null);
  const hasOpened = useHasBeenTrue(dialog !== null);
  const isChanged = view ? isViewChanged(view, state) : false;

  if (!view && !canManage) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {view && (
        <Badge className="gap-1.5">
          <Bookmark aria-hidden className="size-3.5" />
          <span>{isChanged ? t('views.controls.changed', { name: view.name }) : t('views.controls.current', { name: view.name })}</span>
        </Badge>
      )}
      {canManage && view && isChanged && (
        <Button variant="outline" size="sm" className="h-8" onClick={() => setDialog('update')}>
          <Save aria-hidden />
          {t('views.controls.update')}
        </Button>
      )}
      {canManage && (!view || isChanged) && (
        <Button variant="outline" size="sm" className="h-8" onClick={() => setDialog('create')}>
          <BookmarkPlus aria-hidden />
          {t('views.controls.save')}
        </Button>
      )}
      {hasOpened && (
        <Suspense>
          <SaveViewDialog
            organizationId={organizationId}
            state={state}
            view={dialog === 'update' ? view : undefined}
            isOpen={dialog !== null}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
