import { Plus, Tags } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '@/api/types';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { useConfirmDestructive } from '@/ui/confirm-dialog';
import { EmptyState } from '@/ui/empty-state';
import { LoadErrorAlert } from '@/ui/load-error';
import { PageContainer, PageHeader } from '@/ui/page';
import { TagFormDialog } from '../components/tag-form-dialog';
import { TagsTable } from '../components/tags-table';
import { sortTagsByName } from '../lib/tag-search';
import { useDeleteTag } from '../tag-changes.queries';
import { useTags } from '../tags.queries';

/** Deleting a tag, after a confirmation that says how many documents carry it. */
function useConfirmedDeleteTag(organizationId: string) {
  const { t } = useTranslation();
  const confirmDestructive = useConfirmDestructive();
  const mutation = useDeleteTag(organizationId);
  const deleteTag = (tag: Tag) => {
    const documentsCount = tag.documentsCount ?? 0;
    return confirmDestructive(
      {
        title: t('tags.delete.confirm.title'),
        message: [
          t('tags.delete.confirm.message', { name: tag.name }),
          documentsCount > 0 ? t('tags.delete.confirm.documents', { count: documentsCount }) : null,
        ]
          .filter(Boolean)
          .join(' '),
        confirmLabel: t('tags.delete.confirm.confirm'),
        cancelLabel: t('tags.delete.confirm.cancel'),
      },
      () => mutation.mutateAsync(tag),
    );
  };
  return { deleteTag, deletingTagId: mutation.isPending ? mutation.variables?.id : undefined };
}

/** What the create/edit dialog shows: closed, a new tag, or one tag being edited. */
type DialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; tag: Tag };

/** `/organizations/:organizationId/tags`: the organization's tags, created and edited in a dialog. */
export function TagsPage() {
  const { t } = useTranslation();
  const { organization } = useCurrentOrganization();
  const organizationId = organization.id;
  const query = useTags(organizationId);
  const tags = useMemo(() => sortTagsByName(query.data?.tags ?? []), [query.data]);
  const { deleteTag, deletingTagId } = useConfirmedDeleteTag(organizationId);
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const openCreate = () => setDialog({ mode: 'create' });
  const canCreate = useCan('tags:create');

  const isEmpty = query.isSuccess && tags.length === 0;

  return (
    <PageContainer>
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            {t('tags.page.title')}
            {query.isSuccess && tags.length > 0 && <Badge className="tabular-nums">{tags.length}</Badge>}
          </span>
        }
        description={t('tags.page.description')}
        actions={
          canCreate && (
            <Button onClick={openCreate}>
              <Plus aria-hidden />
              {t('tags.page.create')}
            </Button>
          )
        }
      />

      {query.isError ? (
        <LoadErrorAlert
          title={t('tags.page.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : isEmpty ? (
        <EmptyState
          icon={Tags}
          title={t('tags.empty.title')}
          description={t('tags.empty.description')}
          actions={
            canCreate && (
              <Button onClick={openCreate}>
                <Plus aria-hidden />
                {t('tags.empty.create')}
              </Button>
            )
          }
        />
      ) : (
        <TagsTable
          organizationId={organizationId}
          tags={tags}
          isLoading={query.isPending}
          deletingTagId={deletingTagId}
          onEdit={(tag) => setDialog({ mode: 'edit', tag })}
          onDelete={(tag) => void deleteTag(tag)}
        />
      )}

      <TagFormDialog
        organizationId={organizationId}
        open={dialog.mode !== 'closed'}
        onOpenChange={(open) => !open && setDialog({ mode: 'closed' })}
        tag={dialog.mode === 'edit' ? dialog.tag : null}
      />
    </PageContainer>
  );
}
