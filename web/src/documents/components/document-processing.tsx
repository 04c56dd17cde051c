import type { TFunction } from 'i18next';
import { CircleAlert, Loader2 } from 'lucide-react';
import type { Document } from '@/api/types';
import { cn } from '@/lib/cn';
import { getProcessingProgress, type ProcessingProgress } from '../lib/processing';

/** "Extracting text…", "Reading text…", "Reading text… page 3 of 12". */
export function processingLabel(t: TFunction, progress: ProcessingProgress): string {
  if (progress.step === 'extracting') return t('documents.processing.extracting');
  return progress.pages
    ? t('documents.processing.reading-page', { page: progress.pages.page, total: progress.pages.total })
    : t('documents.processing.reading');
}

/**
 * Where the text of a listed document stands, for the line under its name: the progress while it is
 * made, a failure in red, nothing once done. `t` is the table's (rows call no translation hook).
 */
export function DocumentProcessingNote({ t, processing }: { t: TFunction; processing: Document['processing'] }) {
  const progress = getProcessingProgress(processing);
  if (!progress && processing.status !== 'failed') return null;
  const Icon = progress ? Loader2 : CircleAlert;
  return (
    <span className="contents">
      <span aria-hidden>·</span>
      <span className={cn('inline-flex min-w-0 items-center gap-1', !progress && 'text-destructive')}>
        <Icon className={cn('size-3 shrink-0', progress && 'animate-spin')} aria-hidden />
        {progress ? processingLabel(t, progress) : t('documents.processing.failed')}
      </span>
    </span>
  );
}
