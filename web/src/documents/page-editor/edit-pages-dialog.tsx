import { ArrowLeft, ArrowRight, RotateCcw, RotateCw, Scissors, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/error-message';
import type { DocumentDetail, PageOfFile } from '@/api/types';
import { useConfig } from '@/config/config-provider';
import { useCan } from '@/lib/current-organization';
import { cn } from '@/lib/cn';
import { useFormatters } from '@/lib/use-formatters';
import { Alert, AlertDescription, AlertTitle } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { LoadingState } from '@/ui/spinner';
import { pageEditRefusal } from './editable-document';
import {
  canDeleteTargets,
  clickPage,
  deleteTargets,
  dropAt,
  editPlan,
  initialArrangement,
  isUnchanged,
  moveTargets,
  pressKey,
  rotateTargets,
  type Announcement,
  type PageArrangement,
} from './page-arrangement';
import { VersionChangeError } from '../versions/version-change-error';
import { useEditPages, usePageImageUrl, useVersionPages } from './page-editor.queries';
import { SplitDialog } from './split-dialog';

type EditedDocument = Pick<DocumentDetail, 'id' | 'name' | 'originalSize' | 'currentVersion' | 'tags' | 'properties'>;

type EditPagesDialogProps = { organizationId: string; document: EditedDocument; onClose: () => void };

type Change = { arrangement: PageArrangement; announcement?: Announcement } | null;

/** How many options share the grid's first row: the step of ArrowUp and ArrowDown. */
function columnsOf(grid: HTMLElement | null): number {
  const options = grid ? [...grid.querySelectorAll<HTMLElement>('[role="option"]')] : [];
  const top = options[0]?.offsetTop;
  return Math.max(options.filter((option) => option.offsetTop === top).length, 1);
}

/** The live region's sentence for a change. */
function useAnnouncementText() {
  const { t } = useTranslation();
  return (announcement: Announcement) => {
    if (announcement.kind === 'moved')
      return announcement.count === 1
        ? t('page-editor.announce.moved', { page: announcement.page, position: announcement.position })
        : t('page-editor.announce.moved-many', { count: announcement.count, position: announcement.position });
    if (announcement.kind === 'rotated')
      return announcement.count === 1
        ? t('page-editor.announce.rotated', { page: announcement.page, degrees: announcement.rotate })
        : t('page-editor.announce.rotated-many', { count: announcement.count });
    return announcement.count === 1
      ? t('page-editor.announce.deleted', { page: announcement.page })
      : t('page-editor.announce.deleted-many', { count: announcement.count });
  };
}

/** A page drawn small, turned as it will be saved; nothing until its URL is known (the demo draws it first). */
function PageImage({
  organizationId,
  document,
  page,
  rotate,
}: {
  organizationId: string;
  document: EditedDocument;
  page: number;
  rotate: number;
}) {
  const url = usePageImageUrl(organizationId, document, page);
  if (!url) return null;
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      draggable={false}
      className="max-h-full max-w-full object-contain shadow-xs transition-transform"
      // A quarter turn shrinks it to stay inside its box.
      style={{ transform: `rotate(${rotate}deg)${rotate % 180 === 0 ? '' : ' scale(0.75)'}` }}
    />
  );
}

/** The grid of pages: a multi-select listbox with a roving tabindex, the toolbar over it, Save and Cancel. */
function PageEditor({
  organizationId,
  document,
  pages,
  onClose,
}: {
  organizationId: string;
  document: EditedDocument;
  pages: PageOfFile[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const keysHintId = useId();
  const canSplit = useCan('documents:split');
  const [arrangement, setArrangement] = useState(() => initialArrangement(pages));
  const [announcement, setAnnouncement] = useState('');
  const [isSplitting, setIsSplitting] = useState(false);
  const [draggedPage, setDraggedPage] = useState<number | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const shouldFocusRef = useRef(false);
  const announce = useAnnouncementText();
  const { save, isSaving, error: saveError, clearError } = useEditPages(organizationId, document);

  /** Applies a change; the focus follows the focused page when the change came from the grid (a toolbar button keeps it). */
  const apply = (change: Change, { focus }: { focus: boolean }) => {
    if (!change) return;
    shouldFocusRef.current = focus;
    setArrangement(change.arrangement);
    if (change.announcement) setAnnouncement(announce(change.announcement));
  };

  // The focus follows the focused page as it moves, once a key or a click in the grid moved it.
  useEffect(() => {
    if (!shouldFocusRef.current) return;
    shouldFocusRef.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-page="${arrangement.focused}"]`)?.focus();
  }, [arrangement]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const change = pressKey(arrangement, event.nativeEvent, columnsOf(gridRef.current));
    if (!change) return;
    event.preventDefault();
    apply(change, { focus: true });
  };

  const onClick = (event: MouseEvent, page: number) =>
    apply(
      { arrangement: clickPage(arrangement, page, { isRange: event.shiftKey, isToggle: event.ctrlKey || event.metaKey }) },
      { focus: true },
    );

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (draggedPage === null) return;
    const box = event.currentTarget.getBoundingClientRect();
    const isAfter = event.clientX > box.left + box.width / 2;
    apply(dropAt(arrangement, draggedPage, index + (isAfter ? 1 : 0)), { focus: true });
    setDraggedPage(null);
  };

  const toolbarActions = [
    { label: t('page-editor.rotate-left'), icon: RotateCcw, keys: 'Shift+R', change: () => rotateTargets(arrangement, -1) },
    { label: t('page-editor.rotate-right'), icon: RotateCw, keys: 'R', change: () => rotateTargets(arrangement, 1) },
    { label: t('page-editor.move-earlier'), icon: ArrowLeft, keys: 'Alt+ArrowLeft', change: () => moveTargets(arrangement, -1) },
    { label: t('page-editor.move-later'), icon: ArrowRight, keys: 'Alt+ArrowRight', change: () => moveTargets(arrangement, 1) },
    {
      label: t('page-editor.delete'),
      icon: Trash2,
      keys: 'Delete',
      change: () => deleteTargets(arrangement),
      isDisabled: !canDeleteTargets(arrangement),
    },
  ];
  const isChanged = !isUnchanged(arrangement, pages.length);
  const selectedCount = arrangement.selected.size;

  return (
    <>
      <div
        role="toolbar"
        aria-label={t('page-editor.toolbar')}
        aria-controls={`${keysHintId}-grid`}
        className="flex flex-wrap items-center gap-2"
      >
        {toolbarActions.map(({ label, icon: Icon, keys, change, isDisabled }) => (
          <Button
            key={keys}
            variant="outline"
            size="sm"
            aria-keyshortcuts={keys}
            disabled={isDisabled}
            onClick={() => apply(change(), { focus: false })}
          >
            <Icon aria-hidden />
            {label}
          </Button>
        ))}
        {canSplit && (
          <Button variant="outline" size="sm" onClick={() => setIsSplitting(true)}>
            <Scissors aria-hidden />
            {t('page-editor.split.open')}
          </Button>
        )}
      </div>
      <p id={keysHintId} className="text-xs text-muted-foreground">
        {selectedCount > 0 ? t('page-editor.selected', { count: selectedCount }) : t('page-editor.none-selected')} {t('page-editor.keys')}
      </p>
      <div
        ref={gridRef}
        id={`${keysHintId}-grid`}
        role="listbox"
        aria-multiselectable
        aria-label={t('page-editor.pages')}
        aria-describedby={keysHintId}
        aria-orientation="horizontal"
        className="grid grid-cols-2 gap-3 p-1 sm:max-h-[55vh] sm:grid-cols-4 sm:overflow-y-auto md:grid-cols-5"
        onKeyDown={onKeyDown}
      >
        {arrangement.pages.map(({ page, rotate }, index) => {
          const isSelected = arrangement.selected.has(page);
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox reads the keys of its options (pressKey)
            <div
              key={page}
              data-page={page}
              role="option"
              aria-selected={isSelected}
              aria-posinset={index + 1}
              aria-setsize={arrangement.pages.length}
              tabIndex={arrangement.focused === page ? 0 : -1}
              draggable
              onClick={(event) => onClick(event, page)}
              onDragStart={() => setDraggedPage(page)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
              onDragEnd={() => setDraggedPage(null)}
              className={cn(
                'grid cursor-pointer gap-1.5 rounded-lg border-2 p-2 text-center text-xs outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                isSelected ? 'border-primary bg-primary/10' : 'border-transparent hover:bg-accent/50',
                draggedPage === page && 'opacity-50',
              )}
            >
              <span className="flex aspect-[3/4] items-center justify-center overflow-hidden rounded-sm bg-muted">
                <PageImage organizationId={organizationId} document={document} page={page} rotate={rotate} />
              </span>
              <span className="font-medium">
                {t('page-editor.page', { page })}
                {rotate !== 0 && (
                  // The space keeps "turned" a word of its own in the option's name.
                  <>
                    {' '}
                    <span className="block font-normal text-muted-foreground">{t('page-editor.turned', { degrees: rotate })}</span>
                  </>
                )}
              </span>
            </div>
          );
        })}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {saveError !== null && (
        <VersionChangeError
          organizationId={organizationId}
          documentId={document.id}
          title={t('page-editor.save.error')}
          error={saveError}
          onReloaded={clearError}
        />
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t('page-editor.cancel')}
          </Button>
        </DialogClose>
        <Button
          onClick={() => void save(editPlan(arrangement)).then((isSaved) => isSaved && onClose())}
          isLoading={isSaving}
          disabled={!isChanged}
        >
          {t('page-editor.save.submit')}
        </Button>
      </DialogFooter>
      {isSplitting && (
        <SplitDialog
          organizationId={organizationId}
          document={document}
          arrangement={arrangement}
          onClose={() => setIsSplitting(false)}
          onSplit={onClose}
        />
      )}
    </>
  );
}

/** Why the editor does not open on this file: the server's limits, or the answer of its pages' list. */
function Refusal({ title, message }: { title: string; message: string }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

function PageEditorLoader({ organizationId, document, onClose }: EditPagesDialogProps) {
  const { t } = useTranslation();
  const { formatSize } = useFormatters();
  const { documentsPageEdit } = useConfig();
  // A file over the size limit is refused before its pages are even listed.
  const sizeRefusal = pageEditRefusal(documentsPageEdit, { size: document.originalSize });
  const query = useVersionPages(organizationId, document, { enabled: sizeRefusal === null });
  const refusal = sizeRefusal ?? pageEditRefusal(documentsPageEdit, { size: document.originalSize, pagesCount: query.data?.pages.length });
  if (refusal?.reason === 'too-large')
    return (
      <Refusal
        title={t('page-editor.refused.title')}
        message={t('page-editor.refused.too-large', { size: formatSize(refusal.maxBytes) })}
      />
    );
  if (refusal?.reason === 'too-many-pages')
    return (
      <Refusal title={t('page-editor.refused.title')} message={t('page-editor.refused.too-many-pages', { count: refusal.maxPages })} />
    );
  if (query.isError) return <Refusal title={t('page-editor.load-error')} message={errorMessage(query.error, t)} />;
  if (query.isPending) return <LoadingState />;
  return <PageEditor organizationId={organizationId} document={document} pages={query.data.pages} onClose={onClose} />;
}

/** "Edit pages": the current version's pages, to turn, delete, reorder and split; Save makes a new version. */
export function EditPagesDialog({ organizationId, document, onClose }: EditPagesDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      {/* A phone's height holds the grid's rows with the toolbar and Save: the dialog scrolls as a whole. */}
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{t('page-editor.title')}</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">
            {t('page-editor.description', { name: document.name })}
          </DialogDescription>
        </DialogHeader>
        <PageEditorLoader organizationId={organizationId} document={document} onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}
