import { ArchiveRestore, ChevronDown, Combine, Download, ListPlus, Play, Tag, TagsIcon, Trash2, X } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkAction, BulkActionInput } from '@/api/types';
import { loadPageEditorMessages, loadWorkflowsMessages } from '@/i18n/i18n';
import { useConfig } from '@/config/config-provider';
import { useCan } from '@/lib/current-organization';
import { useFormatters } from '@/lib/use-formatters';
import { Button } from '@/ui/button';
import { destructiveTextsAt, useConfirmDestructive } from '@/ui/confirm-dialog';
import { OnDemandDropdownMenu } from '@/ui/on-demand-dropdown-menu';
import { useProperties } from '@/properties/properties.queries';
import { MAX_MADE_DOCUMENTS } from '../../../../core/documents/bulk-limits';
import { TagMenuItems } from '../components/tag-menu-items';
import { selectedCount, type DocumentSelection } from './document-selection';
import { useBulkAction, useZipDownload, type DownloadInput } from './bulk-actions.queries';

// Its texts are in the page editor's part of the locale, fetched with it.
const MergeDocumentsDialog = lazy(() =>
  Promise.all([import('./merge-documents-dialog'), loadPageEditorMessages()]).then(([{ MergeDocumentsDialog }]) => ({
    default: MergeDocumentsDialog,
  })),
);
// Its texts are the workflows' part of the locale, fetched with it.
const RunWorkflowDialog = lazy(() =>
  Promise.all([import('@/workflows/components/run-workflow-dialog'), loadWorkflowsMessages()]).then(([{ RunWorkflowDialog }]) => ({
    default: RunWorkflowDialog,
  })),
);
const SetPropertyDialog = lazy(() => import('./set-property-dialog').then(({ SetPropertyDialog }) => ({ default: SetPropertyDialog })));

export type BulkActionsBarProps = {
  organizationId: string;
  /** The documents list and search results, or the trash: which actions apply. */
  scope: 'documents' | 'trash';
  selection: DocumentSelection;
  /** How many documents match the list (the search's count may stop at 1000: isMatchingCountCapped). */
  matchingCount: number;
  isMatchingCountCapped?: boolean;
  /** Whether every row of the current page is selected: then "all matching" is offered. */
  isPageSelected: boolean;
  /** "All matching", as the server resolves it: the list's filters and search. */
  matchingQuery: { searchQuery?: string; tags?: string[] };
  onSelectAllMatching: () => void;
  onClear: () => void;
};

/** The bar over a list with a selection: how many, "select all N matching", the actions, and Clear. */
export function BulkActionsBar({
  organizationId,
  scope,
  selection,
  matchingCount,
  isMatchingCountCapped = false,
  isPageSelected,
  matchingQuery,
  onSelectAllMatching,
  onClear,
}: BulkActionsBarProps) {
  const { t } = useTranslation();
  const { formatCount } = useFormatters();
  const canUpdate = useCan('documents:update');
  const canDelete = useCan('documents:delete');
  const canSetProperties = useCan('property-values:update');
  const properties = useProperties(organizationId).data?.properties ?? [];
  const [isSettingProperty, setIsSettingProperty] = useState(false);
  const [isMerging, setIsMerging] = useState(false);
  const canMerge = useCan('documents:merge');
  // Runs by hand name their documents: not "all matching"; and workflows run in the Worker, not in the demo.
  const { isDemoMode } = useConfig();
  const canRunWorkflows = useCan('workflows:run') && !isDemoMode;
  const [isRunningWorkflow, setIsRunningWorkflow] = useState(false);
  const confirmDestructive = useConfirmDestructive();
  const { run, runningAction } = useBulkAction(organizationId);
  const { download, isDownloading } = useZipDownload(organizationId);
  const count = selectedCount(selection, matchingCount);
  if (count === 0) return null;

  const input: BulkActionInput = selection.kind === 'all' ? { query: matchingQuery } : { documentIds: [...selection.ids] };
  const act = async (action: BulkAction, extra: Pick<BulkActionInput, 'tagId' | 'propertyId' | 'value'> = {}, undo?: () => void) => {
    const isDone = await run(action, { ...input, ...extra }, undo);
    if (isDone) onClear();
    return isDone;
  };
  // Undone by restoring the documents by their ids: "all matching" names none (once in the trash, a search of the list matches none of them).
  const trash = () => {
    const documentIds = selection.kind === 'ids' ? [...selection.ids] : null;
    return act('trash', {}, documentIds ? () => void run('restore', { documentIds }) : undefined);
  };
  const countLabel = formatCount(count, selection.kind === 'all' && isMatchingCountCapped);
  const deletePermanently = () =>
    confirmDestructive(destructiveTextsAt(t, 'documents.bulk.delete-confirm', { count, countLabel }), async () => {
      await act('delete');
    });

  return (
    <div
      role="region"
      aria-label={t('documents.bulk.region')}
      data-selection-bar
      className="sticky top-[calc(var(--top-bar-height)+0.5rem)] z-20 mb-3 flex flex-wrap items-center gap-2 rounded-lg border bg-background/95 px-3 py-2 shadow-sm backdrop-blur"
    >
      <p className="mr-1 text-sm font-medium tabular-nums" aria-live="polite">
        {selection.kind === 'all'
          ? t('documents.bulk.all-selected', { count, countLabel })
          : t('documents.bulk.selected', { count, countLabel })}
      </p>
      {selection.kind === 'ids' && isPageSelected && matchingCount > count && (
        <Button variant="link" size="sm" className="h-8 px-1" onClick={onSelectAllMatching}>
          {t('documents.bulk.select-all-matching', { count: matchingCount, countLabel: formatCount(matchingCount, isMatchingCountCapped) })}
        </Button>
      )}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {scope === 'documents' && (
          <Button variant="outline" size="sm" onClick={() => download(input as DownloadInput)} isLoading={isDownloading}>
            {!isDownloading && <Download aria-hidden />}
            {t('documents.bulk.download')}
          </Button>
        )}
        {scope === 'documents' && canUpdate && (
          <>
            <TagMenu
              organizationId={organizationId}
              label={t('documents.bulk.add-tag')}
              icon={<Tag aria-hidden />}
              isBusy={runningAction === 'add-tag'}
              onPick={(tagId) => void act('add-tag', { tagId })}
            />
            <TagMenu
              organizationId={organizationId}
              label={t('documents.bulk.remove-tag')}
              icon={<TagsIcon aria-hidden />}
              isBusy={runningAction === 'remove-tag'}
              onPick={(tagId) => void act('remove-tag', { tagId })}
            />
          </>
        )}
        {scope === 'documents' && canSetProperties && properties.length > 0 && (
          <Button variant="outline" size="sm" onClick={() => setIsSettingProperty(true)}>
            <ListPlus aria-hidden />
            {t('documents.bulk.set-property')}
          </Button>
        )}
        {isSettingProperty && (
          <Suspense fallback={null}>
            <SetPropertyDialog
              properties={properties}
              count={count}
              countLabel={countLabel}
              isRunning={runningAction === 'set-property'}
              onApply={async (propertyId, value) => {
                if (await act('set-property', { propertyId, value })) setIsSettingProperty(false);
              }}
              onClose={() => setIsSettingProperty(false)}
            />
          </Suspense>
        )}
        {scope === 'documents' && canMerge && selection.kind === 'ids' && count >= 2 && count <= MAX_MADE_DOCUMENTS && (
          <Button variant="outline" size="sm" onClick={() => setIsMerging(true)}>
            <Combine aria-hidden />
            {t('documents.bulk.merge')}
          </Button>
        )}
        {isMerging && selection.kind === 'ids' && (
          <Suspense fallback={null}>
            <MergeDocumentsDialog
              organizationId={organizationId}
              documentIds={[...selection.ids]}
              onClose={() => setIsMerging(false)}
              onMerged={() => {
                setIsMerging(false);
                onClear();
              }}
            />
          </Suspense>
        )}
        {scope === 'documents' && canRunWorkflows && selection.kind === 'ids' && (
          <Button variant="outline" size="sm" onClick={() => setIsRunningWorkflow(true)}>
            <Play aria-hidden />
            {t('documents.bulk.run-workflow')}
          </Button>
        )}
        {isRunningWorkflow && selection.kind === 'ids' && (
          <Suspense fallback={null}>
            <RunWorkflowDialog
              organizationId={organizationId}
              documentIds={[...selection.ids]}
              onClose={() => setIsRunningWorkflow(false)}
              onQueued={onClear}
            />
          </Suspense>
        )}
        {scope === 'documents' && canDelete && (
          <Button variant="outline" size="sm" onClick={() => void trash()} isLoading={runningAction === 'trash'}>
            {runningAction !== 'trash' && <Trash2 aria-hidden />}
            {t('documents.bulk.trash')}
          </Button>
        )}
        {scope === 'trash' && canDelete && (
          <>
            <Button variant="outline" size="sm" onClick={() => void act('restore')} isLoading={runningAction === 'restore'}>
              {runningAction !== 'restore' && <ArchiveRestore aria-hidden />}
              {t('documents.bulk.restore')}
            </Button>
            <Button variant="destructive" size="sm" onClick={() => void deletePermanently()} isLoading={runningAction === 'delete'}>
              {runningAction !== 'delete' && <Trash2 aria-hidden />}
              {t('documents.bulk.delete')}
            </Button>
          </>
        )}
        <Button variant="ghost" size="sm" onClick={onClear}>
          <X aria-hidden />
          {t('documents.bulk.clear')}
        </Button>
      </div>
    </div>
  );
}

/** A menu of the organization's tags, read when it opens. */
function TagMenu({
  organizationId,
  label,
  icon,
  isBusy,
  onPick,
}: {
  organizationId: string;
  label: string;
  icon: ReactNode;
  isBusy: boolean;
  onPick: (tagId: string) => void;
}) {
  return (
    <OnDemandDropdownMenu
      align="end"
      className="max-h-72 w-56 overflow-y-auto"
      trigger={
        <Button variant="outline" size="sm" isLoading={isBusy}>
          {!isBusy && icon}
          {label}
          <ChevronDown aria-hidden />
        </Button>
      }
    >
      <TagMenuItems organizationId={organizationId} onPick={onPick} />
    </OnDemandDropdownMenu>
  );
}
