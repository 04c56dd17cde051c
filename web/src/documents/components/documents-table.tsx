import type { TFunction } from 'i18next';
import { Ellipsis, FileSearch, Pencil, Trash2 } from 'lucide-react';
import { lazy, memo, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Document, Property } from '@/api/types';
import { useHasBeenTrue } from '@/lib/use-has-been-true';
import { useItemsInSteps } from '@/lib/use-items-in-steps';
import { MEDIA_MD_UP, MEDIA_SM_UP, useMediaQuery } from '@/lib/use-media-query';
import { useFormatters } from '@/lib/use-formatters';
import { DocumentTagList } from '@/tags/components/tag-chip';
import { useTags } from '@/tags/tags.queries';
import { Button } from '@/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/ui/dropdown-menu';
import { OnDemandDropdownMenu } from '@/ui/on-demand-dropdown-menu';
import { Skeleton } from '@/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { useCan } from '@/lib/current-organization';
import { TablePagination } from '@/ui/table-pagination';
import { useRowRovingFocus } from '@/ui/use-row-roving-focus';
import { HighlightedSnippet } from '../search/highlighted-snippet';
import { isSelected, pageSelectionState } from '../bulk/document-selection';
import { SelectPageHead, SelectRowCell, toggleOnSpace } from '../bulk/selection-cells';
import type { DocumentSelectionControls } from '../bulk/use-document-selection';
import { useDeleteDocument } from '../document-actions.queries';
import { fileTypeLabel } from './file-icon';
import { documentPath } from '../documents.paths';
import { DocumentNameCell, DocumentNameCellSkeleton } from './document-name-cell';
import { DocumentProcessingNote } from './document-processing';
import { DEFAULT_TABLE_COLUMNS, isPropertyColumn, type TableColumn } from '../lib/table-columns';
import { useProperties } from '@/properties/properties.queries';

type DocumentsTablePagination = {
  pageIndex: number;
  pageSize: number;
  documentsCount: number;
  /** A search's count stops at 1000: there are more matches. */
  isDocumentsCountCapped?: boolean;
  onPageIndexChange(pageIndex: number): void;
  /** Changing the page size also asks for page index 0 first. */
  onPageSizeChange(pageSize: number): void;
};

/** A row: a document, with the highlighted search snippet (HTML-escaped text with <mark>) when it is a search hit. */
type DocumentsTableDocument = Document & { snippet?: string };

type DocumentsTableProps = {
  organizationId: string;
  documents: DocumentsTableDocument[];
  isLoading?: boolean;
  /** Server-driven pagination; without it the table shows the rows it is given and no pager. */
  pagination?: DocumentsTablePagination;
  /** A checkbox per row and for the page (the documents list and search results); none without it. */
  selection?: Pick<DocumentSelectionControls, 'selection' | 'toggle' | 'togglePage'>;
  /** The optional columns shown (each still from its screen width up); all of them when omitted. */
  columns?: readonly TableColumn[];
};

const SKELETON_ROWS = 5;
/** Rows drawn per frame as a page arrives: more than a screenful, and a frame well under 50 ms on a slow machine. */
const ROWS_PER_FRAME = 25;

// Property columns load with the first one shown: most tables show none.
const PropertyValueText = lazy(() =>
  import('@/properties/components/property-value-text').then(({ PropertyValueText }) => ({ default: PropertyValueText })),
);

// The mark of suggestions to review loads with the first document that has some (never in the demo).
const PendingSuggestionsMark = lazy(() =>
  import('./pending-suggestions-mark').then(({ PendingSuggestionsMark }) => ({ default: PendingSuggestionsMark })),
);

// The rename form (react-hook-form, zod) loads when a rename starts, not with the list.
const RenameDocumentDialog = lazy(() =>
  import('./rename-document-dialog').then(({ RenameDocumentDialog }) => ({ default: RenameDocumentDialog })),
);

type DocumentActionsMenuProps = { organizationId: string; document: Document; label: string; onRename: () => void; onDelete: () => void };

function DocumentActionsMenu({ organizationId, document, label, onRename, onDelete }: DocumentActionsMenuProps) {
  return (
    <OnDemandDropdownMenu
      align="end"
      className="w-52"
      trigger={
        <Button variant="ghost" size="icon" className="size-8" aria-label={label}>
          <Ellipsis aria-hidden />
        </Button>
      }
    >
      <DocumentActionsMenuItems organizationId={organizationId} document={document} onRename={onRename} onDelete={onDelete} />
    </OnDemandDropdownMenu>
  );
}

/** Rendered only while the menu is open: a closed row translates nothing. */
function DocumentActionsMenuItems({ organizationId, document, onRename, onDelete }: Omit<DocumentActionsMenuProps, 'label'>) {
  const { t } = useTranslation();
  const canRename = useCan('documents:update');
  const canDelete = useCan('documents:delete');
  return (
    <>
      <DropdownMenuItem asChild>
        <Link to={documentPath(organizationId, document.id)}>
          <FileSearch aria-hidden />
          {t('documents.actions.details')}
        </Link>
      </DropdownMenuItem>
      {canRename && (
        <DropdownMenuItem onSelect={onRename}>
          <Pencil aria-hidden />
          {t('documents.actions.rename')}
        </DropdownMenuItem>
      )}
      {canDelete && (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={onDelete}>
            <Trash2 aria-hidden />
            {t('documents.actions.delete')}
          </DropdownMenuItem>
        </>
      )}
    </>
  );
}

function SkeletonRows({
  showArchiveSerialNumber,
  showTags,
  showDocumentDate,
  showCreatedAt,
  isSelectable,
}: {
  showArchiveSerialNumber: boolean;
  showTags: boolean;
  showDocumentDate: boolean;
  showCreatedAt: boolean;
  isSelectable: boolean;
}) {
  return Array.from({ length: SKELETON_ROWS }, (_, index) => (
    <TableRow key={index} className="hover:bg-transparent">
      {isSelectable && (
        <TableCell className="w-10">
          <Skeleton className="size-4" />
        </TableCell>
      )}
      <DocumentNameCellSkeleton />
      {showArchiveSerialNumber && (
        <TableCell className="hidden sm:table-cell">
          <Skeleton className="h-4 w-10" />
        </TableCell>
      )}
      {showTags && (
        <TableCell className="hidden md:table-cell">
          <Skeleton className="h-5 w-16 rounded-full" />
        </TableCell>
      )}
      {showDocumentDate && (
        <TableCell className="hidden lg:table-cell">
          <Skeleton className="h-4 w-24" />
        </TableCell>
      )}
      {showCreatedAt && (
        <TableCell className="hidden sm:table-cell">
          <Skeleton className="h-4 w-24" />
        </TableCell>
      )}
      <TableCell>
        <Skeleton className="size-8" />
      </TableCell>
    </TableRow>
  ));
}

type DocumentRowProps = {
  /** The table's: rows call no translation hook of their own (see useLocale). */
  t: TFunction;
  organizationId: string;
  document: DocumentsTableDocument;
  showArchiveSerialNumber: boolean;
  showTags: boolean;
  /** The custom properties shown as columns (from `md`), in order. */
  propertyColumns: readonly Property[];
  showDocumentDate: boolean;
  showCreatedAt: boolean;
  /** Small screens, or no Created column: the relative creation time shows in the name cell. */
  isDateInNameCell: boolean;
  /** Medium screens and smaller (no Tags column): the tags show in the name cell. */
  areTagsInNameCell: boolean;
  onRename: (document: Document) => void;
  onDelete: (document: Document) => void;
  /** Undefined when the table selects nothing. */
  isSelected?: boolean;
  onToggleSelected?: (id: string, options: { isRange: boolean }) => void;
};

/**
 * One row. Memoized: a page of 100 rows renders each once, and a change elsewhere on the page (a
 * dialog, the pager) renders none again. The relative time shows in the name cell only while the
 * Created column is hidden (small screens): each column shows one kind of date. What a screen's
 * width hides is not drawn at all (the tags once, not twice), as each row costs the first frame.
 */
const DocumentRow = memo(function DocumentRow({
  t,
  organizationId,
  document,
  showArchiveSerialNumber,
  showTags,
  propertyColumns,
  showDocumentDate,
  showCreatedAt,
  isDateInNameCell,
  areTagsInNameCell,
  onRename,
  onDelete,
  isSelected,
  onToggleSelected,
}: DocumentRowProps) {
  const { formatDate, formatDateTime, formatDay, formatRelativeTime, toIsoString } = useFormatters();
  const createdAt = isDateInNameCell ? formatDateTime(document.createdAt) : undefined;
  return (
    <TableRow
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
        <DocumentNameCell
          organizationId={organizationId}
          document={document}
          typeLabel={fileTypeLabel(t, document.mimeType)}
          meta={
            <>
              {isDateInNameCell && (
                <span className={showCreatedAt ? 'contents sm:hidden' : 'contents'}>
                  <span aria-hidden>·</span>
                  {/* The browser's own tooltip: a row draws no tooltip component, as it shows only on small screens. */}
                  <time dateTime={toIsoString(document.createdAt)} title={createdAt} aria-label={createdAt} className="whitespace-nowrap">
                    {formatRelativeTime(document.createdAt)}
                  </time>
                </span>
              )}
              <DocumentProcessingNote t={t} processing={document.processing} />
              {document.pendingSuggestionsCount ? (
                <Suspense>
                  <span aria-hidden>·</span>
                  <PendingSuggestionsMark t={t} count={document.pendingSuggestionsCount} />
                </Suspense>
              ) : null}
            </>
          }
        >
          {document.snippet && <HighlightedSnippet snippet={document.snippet} className="mt-1 line-clamp-2" />}
          {showTags && areTagsInNameCell && (
            <DocumentTagList organizationId={organizationId} tags={document.tags} className="mt-1.5 md:hidden" />
          )}
        </DocumentNameCell>
      </TableCell>
      {showArchiveSerialNumber && (
        <TableCell className="hidden whitespace-nowrap font-mono tabular-nums sm:table-cell">{document.archiveSerialNumber}</TableCell>
      )}
      {showTags && (
        <TableCell className="hidden min-w-32 md:table-cell">
          {!areTagsInNameCell && <DocumentTagList organizationId={organizationId} tags={document.tags} />}
        </TableCell>
      )}
      {propertyColumns.map((property) => (
        <TableCell key={property.id} className="hidden max-w-48 truncate md:table-cell">
          <Suspense>
            <PropertyValueText property={property} value={document.properties?.[property.id]} />
          </Suspense>
        </TableCell>
      ))}
      {showDocumentDate && (
        <TableCell className="hidden whitespace-nowrap lg:table-cell">
          {document.documentDate ? (
            <time dateTime={document.documentDate}>{formatDay(document.documentDate)}</time>
          ) : (
            <span className="text-muted-foreground">{t('documents.table.no-document-date')}</span>
          )}
        </TableCell>
      )}
      {showCreatedAt && (
        <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell">
          <time dateTime={toIsoString(document.createdAt)}>{formatDate(document.createdAt)}</time>
        </TableCell>
      )}
      <TableCell className="text-right">
        <DocumentActionsMenu
          organizationId={organizationId}
          document={document}
          label={t('documents.table.actions-for', { name: document.name })}
          onRename={() => onRename(document)}
          onDelete={() => onDelete(document)}
        />
      </TableCell>
    </TableRow>
  );
});

/** The pager under a list of documents, table or grid; none while there is nothing to page. */
export function DocumentsPagination({ pagination }: { pagination: DocumentsTablePagination }) {
  if (pagination.documentsCount === 0) return null;
  return (
    <TablePagination
      pageIndex={pagination.pageIndex}
      pageSize={pagination.pageSize}
      itemsCount={pagination.documentsCount}
      isItemsCountCapped={pagination.isDocumentsCountCapped}
      onPageIndexChange={pagination.onPageIndexChange}
      onPageSizeChange={(pageSize) => {
        pagination.onPageIndexChange(0);
        pagination.onPageSizeChange(pageSize);
      }}
    />
  );
}

/**
 * Spec "Documents table", shared by the organization home and the documents list: file name (link,
 * size, type, thumbnail or icon, relative creation time, where its text processing stands), archive serial number (from `sm`, when chosen), tags,
 * the document's own date (from `lg`), creation date (from `sm`), and an actions menu (details, rename, delete), with optional
 * server-driven pagination. The Tags column shows while the organization has tags, whatever the
 * rows of the page. Its rows are one tab stop, arrow keys moving inside (useRowRovingFocus).
 */
export function DocumentsTable({
  organizationId,
  documents,
  isLoading = false,
  pagination,
  selection,
  columns = DEFAULT_TABLE_COLUMNS,
}: DocumentsTableProps) {
  const { t } = useTranslation();
  const { deleteDocument } = useDeleteDocument(organizationId);
  const [renamingDocument, setRenamingDocument] = useState<Document | null>(null);
  const hasRenamed = useHasBeenTrue(renamingDocument !== null);
  const tagsQuery = useTags(organizationId);
  const onDelete = useCallback((document: Document) => void deleteDocument(document), [deleteDocument]);

  const hasTags = tagsQuery.data ? tagsQuery.data.tags.length > 0 : documents.some((document) => document.tags.length > 0);
  const showArchiveSerialNumber = columns.includes('archiveSerialNumber');
  const showTags = hasTags && columns.includes('tags');
  const showDocumentDate = columns.includes('documentDate');
  const properties = useProperties(organizationId).data?.properties;
  const propertyColumns = useMemo(
    () => columns.filter(isPropertyColumn).flatMap((id) => properties?.filter((property) => property.id === id) ?? []),
    [columns, properties],
  );
  const showCreatedAt = columns.includes('createdAt');
  const columnsCount =
    2 +
    Number(showArchiveSerialNumber) +
    Number(showTags) +
    propertyColumns.length +
    Number(showDocumentDate) +
    Number(showCreatedAt) +
    (selection ? 1 : 0);
  const showSkeleton = isLoading && documents.length === 0;
  const drawnDocuments = useItemsInSteps(documents, ROWS_PER_FRAME);
  const isDateInNameCell = !useMediaQuery(MEDIA_SM_UP) || !showCreatedAt;
  const areTagsInNameCell = !useMediaQuery(MEDIA_MD_UP);
  const rowFocus = useRowRovingFocus();

  return (
    <div>
      <Table aria-busy={isLoading || undefined}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {selection && (
              <SelectPageHead
                state={pageSelectionState(
                  selection.selection,
                  documents.map((document) => document.id),
                )}
                label={t('documents.bulk.select-page')}
                isDisabled={documents.length === 0}
                onToggle={selection.togglePage}
              />
            )}
            <TableHead>{t('documents.table.file-name')}</TableHead>
            {showArchiveSerialNumber && (
              <TableHead className="hidden sm:table-cell">
                <abbr title={t('documents.archive-serial-number.label')} className="no-underline">
                  {t('documents.archive-serial-number.column')}
                </abbr>
              </TableHead>
            )}
            {showTags && <TableHead className="hidden md:table-cell">{t('documents.table.tags')}</TableHead>}
            {propertyColumns.map((property) => (
              <TableHead key={property.id} className="hidden md:table-cell">
                {property.unit ? `${property.name} (${property.unit})` : property.name}
              </TableHead>
            ))}
            {showDocumentDate && <TableHead className="hidden lg:table-cell">{t('documents.table.document-date')}</TableHead>}
            {showCreatedAt && <TableHead className="hidden sm:table-cell">{t('documents.table.created-at')}</TableHead>}
            <TableHead className="w-12 text-right">
              <span className="sr-only">{t('documents.table.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody ref={rowFocus.bodyRef} onKeyDownCapture={rowFocus.onKeyDownCapture}>
          {showSkeleton ? (
            <SkeletonRows
              showArchiveSerialNumber={showArchiveSerialNumber}
              showTags={showTags}
              showDocumentDate={showDocumentDate}
              showCreatedAt={showCreatedAt}
              isSelectable={selection !== undefined}
            />
          ) : documents.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={columnsCount} className="h-24 text-center text-muted-foreground">
                {t('documents.table.empty')}
              </TableCell>
            </TableRow>
          ) : (
            drawnDocuments.map((document) => (
              <DocumentRow
                key={document.id}
                t={t}
                organizationId={organizationId}
                document={document}
                showArchiveSerialNumber={showArchiveSerialNumber}
                showTags={showTags}
                propertyColumns={propertyColumns}
                showDocumentDate={showDocumentDate}
                showCreatedAt={showCreatedAt}
                isDateInNameCell={isDateInNameCell}
                areTagsInNameCell={areTagsInNameCell}
                onRename={setRenamingDocument}
                onDelete={onDelete}
                isSelected={selection && isSelected(selection.selection, document.id)}
                onToggleSelected={selection?.toggle}
              />
            ))
          )}
        </TableBody>
      </Table>

      {pagination && <DocumentsPagination pagination={pagination} />}

      {hasRenamed && (
        <Suspense>
          <RenameDocumentDialog organizationId={organizationId} document={renamingDocument} onClose={() => setRenamingDocument(null)} />
        </Suspense>
      )}
    </div>
  );
}
