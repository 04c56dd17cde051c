import { ArchiveRestore, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Document } from '@/api/types';
import { useConfig } from '@/config/config-provider';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { useFormatters } from '@/lib/use-formatters';
import { Button } from '@/ui/button';
import { destructiveTextsAt, useConfirmDestructive } from '@/ui/confirm-dialog';
import { EmptyState } from '@/ui/empty-state';
import { LoadErrorAlert } from '@/ui/load-error';
import { PageContainer, PageHeader } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { TablePagination } from '@/ui/table-pagination';
import { fileTypeLabel } from '../components/file-icon';
import { DocumentNameCell, DocumentNameCellSkeleton } from '../components/document-name-cell';
import { SelectionBar } from '../bulk/selection-bar';
import { isSelected, pageSelectionState } from '../bulk/document-selection';
import { SelectPageHead, SelectRowCell, toggleOnSpace } from '../bulk/selection-cells';
import { useDocumentSelection } from '../bulk/use-document-selection';
import { SortSelect } from '../components/sort-select';
import { SORT_SEARCH_PARAM, sortChoiceOf, sortQueryOf, withSortChoice } from '../lib/document-sort';
import { getRemainingRetentionDays } from '../lib/retention';
import { useRestoreDocument } from '../document-actions.queries';
import { useDeleteDocumentFromTrash, useDeletedDocuments, useEmptyTrash } from '../documents.queries';

/** Spec: the trash is read 100 documents at a time from page 0. */
const TRASH_PAGE_SIZE = 100;

type DeletedDocumentRowProps = {
  organizationId: string;
  document: Document;
  retentionDays: number;
  /** Undefined for those who may not restore or delete: no checkbox. */
  isSelected?: boolean;
  onToggleSelected?: (id: string, options: { isRange: boolean }) => void;
};

function DeletedDocumentRow({ organizationId, document, retentionDays, isSelected, onToggleSelected }: DeletedDocumentRowProps) {
  const canDelete = useCan('documents:delete');
  const { t } = useTranslation();
  const confirmDestructive = useConfirmDestructive();
  const restoreDocument = useRestoreDocument(organizationId);
  const { formatDate, formatDateTime, formatInDays, toIsoString } = useFormatters();
  const [isRestoring, setIsRestoring] = useState(false);

  const deletePermanently = useDeleteDocumentFromTrash(organizationId);

  const restore = async () => {
    setIsRestoring(true);
    await restoreDocument(document);
    setIsRestoring(false);
  };

  const onDelete = () =>
    confirmDestructive(destructiveTextsAt(t, 'documents.trash.delete.confirm', { name: document.name }), () =>
      deletePermanently.mutateAsync(document),
    );

  const deletedAt = document.deletedAt ? new Date(document.deletedAt) : undefined;
  const remaining = deletedAt
    ? t('documents.trash.expires', { when: formatInDays(getRemainingRetentionDays({ deletedAt, retentionDays })) })
    : undefined;
  const isBusy = isRestoring || deletePermanently.isPending;

  return (
    <TableRow
      className={isBusy ? 'opacity-70' : undefined}
      data-state={isSelected ? 'selected' : undefined}
      onKeyDown={onToggleSelected && ((event) => toggleOnSpace(event, (options) => onToggleSelected(document.id, options)))}
    >
      {onToggleSelected && (
        <SelectRowCell
          id={document.id}
          isSelected={isSelected ?? false}
          label={t('documents.bulk.select-document', { name: document.name })}
          onToggle={onToggleSelected}
        />
      )}
      <TableCell className="w-full max-w-0">
        <DocumentNameCell organizationId={organizationId} document={document} typeLabel={fileTypeLabel(t, document.mimeType)}>
          {deletedAt && (
            <p className="mt-0.5 text-xs text-muted-foreground sm:hidden">
              {t('documents.trash.deleted-on', { date: formatDate(deletedAt) })}
            </p>
          )}
        </DocumentNameCell>
      </TableCell>
      <TableCell className="hidden whitespace-nowrap sm:table-cell">
        {deletedAt && (
          <>
            <time dateTime={toIsoString(deletedAt)} title={formatDateTime(deletedAt)} className="block">
              {formatDate(deletedAt)}
            </time>
            <span className="block text-xs text-muted-foreground">{remaining}</span>
          </>
        )}
      </TableCell>
      <TableCell>
        <div className="flex items-center justify-end gap-1.5" hidden={!canDelete}>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void restore()}
            isLoading={isRestoring}
            disabled={deletePermanently.isPending}
            aria-label={t('documents.trash.restore-label', { name: document.name })}
          >
            {!isRestoring && <ArchiveRestore aria-hidden />}
            <span className="hidden sm:inline">{isRestoring ? t('documents.trash.restoring') : t('documents.actions.restore')}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => void onDelete()}
            isLoading={deletePermanently.isPending}
            disabled={isRestoring}
            aria-label={t('documents.trash.delete-label', { name: document.name })}
          >
            {!deletePermanently.isPending && <Trash2 aria-hidden />}
            <span className="hidden sm:inline">{t('documents.trash.delete.action')}</span>
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}

function SkeletonRows({ isSelectable }: { isSelectable: boolean }) {
  return Array.from({ length: 4 }, (_, index) => (
    <TableRow key={index} className="hover:bg-transparent">
      {isSelectable && (
        <TableCell className="w-10">
          <Skeleton className="size-4" />
        </TableCell>
      )}
      <DocumentNameCellSkeleton />
      <TableCell className="hidden sm:table-cell">
        <Skeleton className="h-4 w-24" />
      </TableCell>
      <TableCell>
        <Skeleton className="ml-auto h-8 w-40" />
      </TableCell>
    </TableRow>
  ));
}

/** `/organizations/:organizationId/deleted`: the trash, with restore, permanent delete and delete all. */
export function DeletedDocumentsPage() {
  const canDelete = useCan('documents:delete');
  const { t } = useTranslation();
  const confirmDestructive = useConfirmDestructive();
  const { organization } = useCurrentOrganization();
  const organizationId = organization.id;
  const retentionDays = useConfig().documents.deletedDocumentsRetentionDays;
  const { formatDays } = useFormatters();
  const [searchParams, setSearchParams] = useSearchParams();
  const sortChoice = sortChoiceOf(searchParams.get(SORT_SEARCH_PARAM), 'trash');
  const [pageState, setPageState] = useState({ sortChoice, pageIndex: 0 });
  // A new order starts at the first page.
  const pageIndex = pageState.sortChoice === sortChoice ? pageState.pageIndex : 0;
  const setPageIndex = (next: number) => setPageState({ sortChoice, pageIndex: next });

  const query = useDeletedDocuments(organizationId, { pageIndex, pageSize: TRASH_PAGE_SIZE, ...sortQueryOf(sortChoice, 'trash') });
  const documents = query.data?.documents ?? [];
  const documentsCount = query.data?.documentsCount ?? 0;
  const retention = formatDays(retentionDays);

  const emptyTrash = useEmptyTrash(organizationId, { onEmptied: () => setPageIndex(0) });

  const onDeleteAll = () => confirmDestructive(destructiveTextsAt(t, 'documents.trash.delete-all.confirm'), () => emptyTrash.mutateAsync());

  const isEmpty = query.isSuccess && !query.isPlaceholderData && documentsCount === 0;
  const hasDocuments = documents.length > 0;
  const pageIds = useMemo(() => documents.map((document) => document.id), [documents]);
  // The trash has no filters: its selection lasts until an action or Clear.
  const selection = useDocumentSelection('trash', pageIds);
  const pageSelection = pageSelectionState(selection.selection, pageIds);

  return (
    <PageContainer>
      <PageHeader title={t('documents.trash.title')} description={t('documents.trash.retention-notice', { duration: retention })} />

      {query.isError ? (
        <LoadErrorAlert
          title={t('documents.trash.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : isEmpty ? (
        <EmptyState
          icon={Trash2}
          title={t('documents.trash.empty.title')}
          description={t('documents.trash.empty.description', { duration: retention })}
        />
      ) : (
        <>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <SortSelect
              scope="trash"
              value={sortChoice}
              onChange={(choice) => setSearchParams(withSortChoice(searchParams, choice, 'trash'))}
            />
            {canDelete && (
              <Button
                variant="destructive"
                size="sm"
                onClick={() => void onDeleteAll()}
                isLoading={emptyTrash.isPending}
                disabled={!hasDocuments}
              >
                {!emptyTrash.isPending && <Trash2 aria-hidden />}
                {t('documents.trash.delete-all.action')}
              </Button>
            )}
          </div>
          {canDelete && (
            <SelectionBar
              organizationId={organizationId}
              scope="trash"
              selection={selection.selection}
              matchingCount={documentsCount}
              isPageSelected={pageIds.length > 0 && pageSelection === 'all'}
              matchingQuery={{}}
              onSelectAllMatching={selection.selectAllMatching}
              onClear={selection.clear}
            />
          )}
          <Table aria-busy={query.isFetching || undefined}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                {canDelete && (
                  <SelectPageHead
                    state={pageSelection}
                    label={t('documents.bulk.select-page')}
                    isDisabled={pageIds.length === 0}
                    onToggle={selection.togglePage}
                  />
                )}
                <TableHead>{t('documents.table.file-name')}</TableHead>
                <TableHead className="hidden sm:table-cell">{t('documents.trash.deleted-at')}</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">{t('documents.table.actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {query.isPending ? (
                <SkeletonRows isSelectable={canDelete} />
              ) : (
                documents.map((document) => (
                  <DeletedDocumentRow
                    key={document.id}
                    organizationId={organizationId}
                    document={document}
                    retentionDays={retentionDays}
                    isSelected={canDelete ? isSelected(selection.selection, document.id) : undefined}
                    onToggleSelected={canDelete ? selection.toggle : undefined}
                  />
                ))
              )}
            </TableBody>
          </Table>
          {documentsCount > TRASH_PAGE_SIZE && (
            <TablePagination
              pageIndex={pageIndex}
              pageSize={TRASH_PAGE_SIZE}
              itemsCount={documentsCount}
              onPageIndexChange={setPageIndex}
            />
          )}
        </>
      )}
    </PageContainer>
  );
}
