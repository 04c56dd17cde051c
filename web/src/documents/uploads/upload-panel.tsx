import type { TFunction } from 'i18next';
import { ArchiveRestore, ChevronDown, RotateCcw, X } from 'lucide-react';
import { memo, useId, useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/api/api-error';
import { errorMessage } from '@/api/error-message';
import { useConfig } from '@/config/config-provider';
import { cn } from '@/lib/cn';
import { formatBytes } from '@/lib/format-bytes';
import { Button } from '@/ui/button';
import { StatusIcon } from '@/ui/status-icon';
import { Tooltip } from '@/ui/tooltip';
import { FloatingPanel } from '@/ui/floating-panel';
import { documentPath } from '../documents.paths';
import { getUploadPanelTitle, type UploadPanelTitle } from './upload-panel-title';
import { useUploads, useUploadsState } from './uploads-context';
import { uploadProgress } from './uploads.reducer';
import type { UploadItem } from './uploads.types';

function panelTitleText(title: UploadPanelTitle, t: TFunction): string {
  switch (title.kind) {
    case 'none':
      return t('uploads.panel.title.none');
    case 'error':
      return t('uploads.panel.title.error', { count: title.count, total: title.total });
    case 'success': {
      const duplicates = t('uploads.panel.title.duplicates', { count: title.duplicates });
      if (title.duplicates === 0) return t('uploads.panel.title.success', { count: title.count });
      return title.count === 0 ? duplicates : `${t('uploads.panel.title.success', { count: title.count })} · ${duplicates}`;
    }
    case 'pending':
      return t('uploads.panel.title.pending', { done: title.done, total: title.total });
  }
}

const isTooLarge = (error: unknown) => isApiError(error) && error.code === 'document.size_too_large';

/** Spec: the bottom-right panel of the files being imported. Closed until files are added. */
export function UploadPanel() {
  const { t } = useTranslation();
  const { items, panel } = useUploadsState();
  const { togglePanel, clear } = useUploads();
  const titleId = useId();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // The first file not yet sent: being sent, or next in line between two sends.
  const currentId = items.find((item) => item.status === 'uploading' || item.status === 'pending')?.id;

  useKeepInView(listRef, currentId);

  if (panel === 'closed') return null;

  const isCollapsed = panel === 'collapsed';
  const title = getUploadPanelTitle(items.map((item) => item.status));
  const running = items.filter((item) => item.status === 'pending' || item.status === 'uploading');
  const isRunning = running.length > 0;
  const closeLabel = isRunning ? t('uploads.panel.cancel-and-close') : t('uploads.panel.close');

  // Overall progress of the batch, for the thin bar under the header.
  const totalBytes = items.reduce((sum, item) => sum + (item.status === 'error' ? 0 : item.file.size), 0);
  const sentBytes = items.reduce((sum, item) => sum + (item.status === 'error' ? 0 : uploadProgress(item) * item.file.size), 0);
  const overall = totalBytes > 0 ? sentBytes / totalBytes : 0;

  return (
    <FloatingPanel variable="--upload-panel-height" measureKey={panel} aria-labelledby={titleId} className="overflow-hidden">
      <div className={cn('relative flex items-center gap-2 py-1.5 pl-4 pr-1.5', !isCollapsed && 'border-b')}>
        {isRunning && <StatusIcon status="working" />}
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-sm font-semibold" aria-live="polite">
          {panelTitleText(title, t)}
        </h2>
        <Tooltip content={isCollapsed ? t('uploads.panel.expand') : t('uploads.panel.collapse')}>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={isCollapsed ? t('uploads.panel.expand') : t('uploads.panel.collapse')}
            aria-expanded={!isCollapsed}
            aria-controls={listId}
            onClick={togglePanel}
          >
            <ChevronDown className={cn('transition-transform', isCollapsed && 'rotate-180')} aria-hidden />
          </Button>
        </Tooltip>
        <Tooltip content={closeLabel}>
          <Button variant="ghost" size="icon" className="size-8" aria-label={closeLabel} onClick={clear}>
            <X aria-hidden />
          </Button>
        </Tooltip>
        {isRunning && (
          <div className="absolute inset-x-0 bottom-0 h-0.5 bg-transparent" aria-hidden>
            <div className="h-full bg-primary transition-[width] duration-300" style={{ width: `${overall * 100}%` }} />
          </div>
        )}
      </div>

      <div id={listId} hidden={isCollapsed}>
        {items.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground">{t('uploads.panel.empty')}</p>
        ) : (
          <ul
            ref={listRef}
            className="divide-y overflow-y-auto overscroll-contain"
            // The panels stacked above it stay on screen too.
            style={{ maxHeight: 'min(450px, calc(100dvh - 8rem - var(--demo-popup-height, 0px) - var(--bulk-jobs-panel-height, 0px)))' }}
          >
            {items.map((item) => (
              <UploadRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </FloatingPanel>
  );
}

/**
 * Scrolls the list just enough to show the row `id` (the file being sent) as the batch moves on;
 * before the browser paints, so the list never shows a frame without it.
 */
function useKeepInView(listRef: RefObject<HTMLElement | null>, id: string | undefined) {
  useLayoutEffect(() => {
    const list = listRef.current;
    const row = id ? list?.querySelector<HTMLElement>(`[data-upload-id="${id}"]`) : null;
    if (!list || !row) return;
    if (row.offsetTop < list.scrollTop) list.scrollTop = row.offsetTop;
    else if (row.offsetTop + row.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = row.offsetTop + row.offsetHeight - list.clientHeight;
  }, [listRef, id]);
}

/** A row re-renders only when its own file changes, not at every progress event of the others. */
const UploadRow = memo(function UploadRow({ item }: { item: UploadItem }) {
  return (
    <li data-upload-id={item.id} className="flex items-start gap-3 px-4 py-3">
      <StatusIcon status={item.status === 'pending' || item.status === 'uploading' ? 'working' : item.status} className="mt-0.5" />
      <div className="min-w-0 flex-1">
        {item.status === 'success' ? (
          <SuccessRowBody item={item} />
        ) : item.status === 'duplicate' ? (
          <DuplicateRowBody item={item} />
        ) : item.status === 'error' ? (
          <ErrorRowBody item={item} />
        ) : (
          <ProgressRowBody item={item} />
        )}
      </div>
    </li>
  );
});

function SuccessRowBody({ item }: { item: UploadItem }) {
  const { t, i18n } = useTranslation();
  const document = item.document;
  const name = document?.name ?? item.file.name;
  return (
    <>
      {document ? (
        <Link
          to={documentPath(item.organizationId, document.id)}
          className="block truncate rounded-sm text-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          title={name}
        >
          {name}
        </Link>
      ) : (
        <p className="truncate text-sm font-medium">{name}</p>
      )}
      <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
        <span className="tabular-nums">{formatBytes(document?.originalSize ?? item.file.size, i18n.language)}</span>
        {item.isRestored && (
          <span className="inline-flex items-center gap-1 text-foreground/80">
            <ArchiveRestore className="size-3.5" aria-hidden />
            {t('uploads.item.restored')}
          </span>
        )}
      </p>
    </>
  );
}

/** Not a failure: the content is in the archive already, so the row leads to that document instead of offering a retry. */
function DuplicateRowBody({ item }: { item: UploadItem }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="truncate text-sm font-medium" title={item.file.name}>
        {item.file.name}
      </p>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
        <span>{t('uploads.item.duplicate')}</span>
        {item.existingDocumentId && (
          <Link
            to={documentPath(item.organizationId, item.existingDocumentId)}
            className="rounded-sm font-medium text-foreground underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {t('uploads.item.open-existing')}
          </Link>
        )}
      </p>
    </>
  );
}

function ErrorRowBody({ item }: { item: UploadItem }) {
  const { t, i18n } = useTranslation();
  const { retry } = useUploads();
  const { documentsStorage } = useConfig();
  const tooLarge = isTooLarge(item.error);
  return (
    <>
      <p className="truncate text-sm font-medium" title={item.file.name}>
        {item.file.name}
      </p>
      <p className="mt-0.5 text-xs text-destructive">{tooLarge ? t('uploads.item.file-too-large') : errorMessage(item.error, t)}</p>
      {tooLarge ? (
        <p className="text-xs text-muted-foreground">
          {t('uploads.item.max-size', {
            size: formatBytes(documentsStorage.maxUploadSize, i18n.language),
            fileSize: formatBytes(item.file.size, i18n.language),
          })}
        </p>
      ) : (
        <Button
          variant="link"
          size="sm"
          className="h-auto p-0 text-xs"
          onClick={() => retry(item.id)}
          aria-label={t('uploads.item.retry-label', { name: item.file.name })}
        >
          <RotateCcw aria-hidden className="size-3" />
          {t('uploads.item.retry')}
        </Button>
      )}
    </>
  );
}

function ProgressRowBody({ item }: { item: UploadItem }) {
  const { t, i18n } = useTranslation();
  const progress = uploadProgress(item);
  const sent = formatBytes(item.sentBytes, i18n.language);
  const total = formatBytes(item.file.size, i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(progress);
  const isFinishing = item.status === 'uploading' && item.file.size > 0 && item.sentBytes >= item.file.size;

  const detail =
    item.status === 'pending'
      ? t('uploads.item.waiting')
      : isFinishing
        ? t('uploads.item.finishing')
        : t('uploads.item.sent', { sent, total });

  return (
    <>
      <p className="truncate text-sm font-medium" title={item.file.name}>
        {item.file.name}
      </p>
      <div
        role="progressbar"
        aria-label={t('uploads.item.progress-label', { name: item.file.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
        aria-valuetext={t('uploads.item.sent', { sent, total })}
        className="mt-1.5 h-1.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-200 ease-out" style={{ width: `${progress * 100}%` }} />
      </div>
      <p className="mt-1 flex justify-between gap-2 text-xs text-muted-foreground tabular-nums">
        <span className="truncate">{detail}</span>
        {item.status === 'uploading' && <span>{percent}</span>}
      </p>
    </>
  );
}
