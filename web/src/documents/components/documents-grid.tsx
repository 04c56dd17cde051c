import type { TFunction } from 'i18next';
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Document } from '@/api/types';
import { cn } from '@/lib/cn';
import { useFormatters } from '@/lib/use-formatters';
import { DocumentTagList } from '@/tags/components/tag-chip';
import { Skeleton } from '@/ui/skeleton';
import { isSelected } from '../bulk/document-selection';
import { SelectionCheckbox, toggleOnSpace } from '../bulk/selection-cells';
import type { DocumentSelectionControls } from '../bulk/use-document-selection';
import { documentPath } from '../documents.paths';
import { HighlightedSnippet } from '../search/highlighted-snippet';
import { DocumentThumbnail } from './document-thumbnail';
import { fileTypeLabel } from './file-icon';

// As in the table: with the first document that has suggestions to review.
const PendingSuggestionsMark = lazy(() =>
  import('./pending-suggestions-mark').then(({ PendingSuggestionsMark }) => ({ default: PendingSuggestionsMark })),
);

type GridDocument = Document & { snippet?: string };

type DocumentsGridProps = {
  organizationId: string;
  documents: GridDocument[];
  isLoading?: boolean;
  selection?: Pick<DocumentSelectionControls, 'selection' | 'toggle'>;
};

const SKELETON_CARDS = 8;

/**
 * The documents as cards: the first page's thumbnail (or the text's first lines, or the type's icon), name, creation date and
 * tags; a checkbox when the list selects. A list of links, so keyboards and screen readers go from
 * card to card as through any list; Space on a card's link toggles its selection, as in the table.
 */
export function DocumentsGrid({ organizationId, documents, isLoading = false, selection }: DocumentsGridProps) {
  const { t } = useTranslation();
  if (isLoading && documents.length === 0) {
    return (
      <ul aria-busy className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className="rounded-lg border bg-card p-2">
            <Skeleton className="aspect-[3/4] w-full rounded-md" />
            <Skeleton className="mt-2 h-4 w-3/4" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul aria-label={t('documents.grid.label')} className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3">
      {documents.map((document) => (
        <DocumentCard
          key={document.id}
          t={t}
          organizationId={organizationId}
          document={document}
          isSelected={selection && isSelected(selection.selection, document.id)}
          onToggleSelected={selection?.toggle}
        />
      ))}
    </ul>
  );
}

type DocumentCardProps = {
  t: TFunction;
  organizationId: string;
  document: GridDocument;
  isSelected?: boolean;
  onToggleSelected?: (id: string, options: { isRange: boolean }) => void;
};

const DocumentCard = memo(function DocumentCard({ t, organizationId, document, isSelected, onToggleSelected }: DocumentCardProps) {
  const { formatDate, formatDay, toIsoString } = useFormatters();
  return (
    <li
      data-state={isSelected ? 'selected' : undefined}
      className={cn(
        'group relative flex flex-col rounded-lg border bg-card p-2 transition-colors hover:bg-muted/40',
        isSelected && 'border-primary bg-primary/5 ring-1 ring-primary',
      )}
      onKeyDown={onToggleSelected && ((event) => toggleOnSpace(event, (options) => onToggleSelected(document.id, options)))}
    >
      {document.thumbnailCreatedAt === null && document.contentExcerpt?.trim() ? (
        // A text has no thumbnail: its first lines tell it from the others better than its type's icon.
        <p
          aria-hidden
          className="aspect-[3/4] w-full overflow-hidden whitespace-pre-line break-words rounded-md border bg-muted/40 p-2.5 text-[0.6875rem]/4 text-muted-foreground"
        >
          {document.contentExcerpt.trim()}
        </p>
      ) : (
        <DocumentThumbnail
          organizationId={organizationId}
          document={document}
          className="aspect-[3/4] h-auto w-full"
          iconClassName="size-10"
        />
      )}
      {onToggleSelected && (
        <SelectionCheckbox
          id={document.id}
          isSelected={isSelected ?? false}
          label={t('documents.bulk.select-document', { name: document.name })}
          className="absolute left-3 top-3 z-10"
          onToggle={onToggleSelected}
        />
      )}
      <Link
        to={documentPath(organizationId, document.id)}
        title={document.name}
        className="mt-2 line-clamp-2 break-words rounded-sm text-sm font-medium outline-none after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {document.name}
      </Link>
      <p className="mt-0.5 text-xs text-muted-foreground">
        {fileTypeLabel(t, document.mimeType)} ·{' '}
        {document.documentDate ? (
          <time dateTime={document.documentDate} title={t('documents.date.label')}>
            {formatDay(document.documentDate)}
          </time>
        ) : (
          <time dateTime={toIsoString(document.createdAt)} title={t('documents.table.created-at')}>
            {formatDate(document.createdAt)}
          </time>
        )}
      </p>
      {document.pendingSuggestionsCount ? (
        <Suspense>
          <PendingSuggestionsMark t={t} count={document.pendingSuggestionsCount} className="mt-0.5 flex text-xs text-muted-foreground" />
        </Suspense>
      ) : null}
      {document.snippet && <HighlightedSnippet snippet={document.snippet} className="mt-1 line-clamp-3 text-xs" />}
      {document.tags.length > 0 && (
        <DocumentTagList organizationId={organizationId} tags={document.tags} className="relative z-10 mt-1.5" />
      )}
    </li>
  );
});
