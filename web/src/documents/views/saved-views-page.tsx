import { ArrowDown, ArrowUp, Bookmark, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/ui/toast';
import { errorMessage } from '@/api/error-message';
import type { SavedView } from '@/api/types';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { useHasBeenTrue } from '@/lib/use-has-been-true';
import { Button } from '@/ui/button';
import { destructiveTextsAt, useConfirmDestructive } from '@/ui/confirm-dialog';
import { EmptyState } from '@/ui/empty-state';
import { LoadErrorAlert } from '@/ui/load-error';
import { PageContainer, PageHeader } from '@/ui/page';
import { LoadingState } from '@/ui/spinner';
import { stateOfView, viewPath } from './view-url';
import { useSavedViewMutations, useSavedViews } from './views.queries';

const SaveViewDialog = lazy(() => import('./save-view-dialog').then(({ SaveViewDialog }) => ({ default: SaveViewDialog })));

/** `/organizations/:organizationId/views`: the saved views in their navigation order; admins rename, move and delete them. */
export function SavedViewsPage() {
  const { t } = useTranslation();
  const { organization } = useCurrentOrganization();
  const organizationId = organization.id;
  const canManage = useCan('views:update');
  const query = useSavedViews(organizationId);
  const { remove, reorder } = useSavedViewMutations(organizationId);
  const confirmDestructive = useConfirmDestructive();
  const [renaming, setRenaming] = useState<SavedView | null>(null);
  const hasRenamed = useHasBeenTrue(renaming !== null);

  const views = query.data?.views ?? [];
  const move = (index: number, offset: -1 | 1) => {
    const ids = views.map((view) => view.id);
    [ids[index], ids[index + offset]] = [ids[index + offset]!, ids[index]!];
    reorder.mutate(ids, { onError: (error) => toast.error(t('views.manage.reorder-error'), { description: errorMessage(error, t) }) });
  };
  const deleteView = (view: SavedView) =>
    confirmDestructive(destructiveTextsAt(t, 'views.manage.confirm-delete', { name: view.name }), () =>
      remove.mutateAsync(view.id, {
        onSuccess: () => toast.success(t('views.manage.deleted', { name: view.name })),
        onError: (error) => toast.error(t('views.manage.delete-error'), { description: errorMessage(error, t) }),
      }),
    );

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t('views.manage.title')} description={t('views.manage.description')} />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <LoadErrorAlert
          title={t('views.manage.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : views.length === 0 ? (
        <EmptyState icon={Bookmark} title={t('views.manage.empty.title')} description={t('views.manage.empty.description')} />
      ) : (
        <ol aria-label={t('views.manage.title')} className="divide-y rounded-xl border bg-card">
          {views.map((view, index) => (
            <li key={view.id} className="flex items-center gap-3 px-4 py-3">
              <Bookmark className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <div className="min-w-0 flex-1">
                <Link to={viewPath(organizationId, view)} className="block truncate text-sm font-medium underline-offset-4 hover:underline">
                  {view.name}
                </Link>
                {view.searchQuery && <p className="truncate font-mono text-xs text-muted-foreground">{view.searchQuery}</p>}
              </div>
              {canManage && (
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={t('views.manage.move-up', { name: view.name })}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={t('views.manage.move-down', { name: view.name })}
                    disabled={index === views.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={t('views.manage.rename', { name: view.name })}
                    onClick={() => setRenaming(view)}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 text-muted-foreground hover:text-destructive"
                    aria-label={t('views.manage.delete', { name: view.name })}
                    onClick={() => void deleteView(view)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {hasRenamed && renaming && (
        <Suspense>
          <SaveViewDialog
            organizationId={organizationId}
            state={stateOfView(renaming)}
            view={renaming}
            isOpen
            isStaying
            onClose={() => setRenaming(null)}
          />
        </Suspense>
      )}
    </PageContainer>
  );
}
