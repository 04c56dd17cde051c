import { CircleAlert, Info, Loader2, Pencil, RotateCw, ScanText } from 'lucide-react';
import * as Progress from 'radix-ui/progress';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { isApiError } from '@/api/api-error';
import { errorMessage } from '@/api/error-message';
import type { Document } from '@/api/types';
import { cn } from '@/lib/cn';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes-guard';
import { Alert, AlertDescription, AlertTitle } from '@/ui/alert';
import { useCan } from '@/lib/current-organization';
import { Button } from '@/ui/button';
import { getProcessingProgress, type ProcessingProgress } from '../lib/processing';
import { useInvalidateDocuments, useReprocessDocument, useUpdateDocument } from '../document-actions.queries';
import { processingLabel } from './document-processing';

/** While the text is made: what is happening, and while scanned pages are read, a bar of the pages done. */
function ProcessingState({ progress }: { progress: ProcessingProgress }) {
  const { t } = useTranslation();
  const label = processingLabel(t, progress);
  const pages = progress.step === 'reading' ? progress.pages : null;
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed px-6 py-14 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-muted">
        <ScanText className="size-5 text-muted-foreground" aria-hidden />
      </span>
      <div className="w-full max-w-sm space-y-1">
        <p className="flex items-center justify-center gap-2 text-sm font-medium tabular-nums">
          <Loader2 className="size-4 animate-spin text-muted-foreground" aria-hidden />
          {label}
        </p>
        {pages && (
          <Progress.Root
            value={pages.percent}
            max={100}
            getValueLabel={() => label}
            aria-label={t('documents.processing.progress-label')}
            className="relative my-3 h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <Progress.Indicator
              className="h-full rounded-full bg-primary transition-[width] duration-500"
              style={{ width: `${pages.percent}%` }}
            />
          </Progress.Root>
        )}
        <p className="text-sm text-muted-foreground">
          {t(progress.step === 'reading' ? 'documents.content.reading.description' : 'documents.content.extracting.description')}
        </p>
      </div>
    </div>
  );
}

/**
 * Tab Content: the extracted text, read-only until Edit; Cancel restores the text, Save sends it.
 * While the text is extracted or read the page polls the document and shows the progress instead; a
 * failed extraction says why, with Retry for those who may edit.
 */
export function DocumentContentTab({ organizationId, document }: { organizationId: string; document: Document }) {
  const { t } = useTranslation();
  const textareaId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  /** null while read-only; the text being edited otherwise. */
  const [draft, setDraft] = useState<string | null>(null);
  const isEditing = draft !== null;
  /** The version the editing started from: a save over a newer one is refused (document.modified). */
  const [baseUpdatedAt, setBaseUpdatedAt] = useState<Date | null>(null);
  const [hasConflict, setHasConflict] = useState(false);
  useUnsavedChangesGuard(isEditing && draft !== (document.content ?? ''));
  const canEdit = useCan('documents:update');
  const isReadOnlyDocument = document.isDeleted;
  const { reprocessDocument, isReprocessing } = useReprocessDocument(organizationId);

  useEffect(() => {
    if (isEditing) textareaRef.current?.focus();
  }, [isEditing]);

  const refresh = useInvalidateDocuments(organizationId);
  const save = useUpdateDocument(organizationId, document.id, {
    onError: (error) => {
      if (isApiError(error) && error.code === 'document.modified') return void setHasConflict(true);
      toast.error(t('documents.content.save-error'), { description: errorMessage(error, t) });
    },
  });

  const startEditing = (text: string) => {
    setBaseUpdatedAt(document.updatedAt);
    setDraft(text);
  };
  const reloadTheirs = async () => {
    setHasConflict(false);
    setDraft(null);
    await refresh();
  };
  // Their version becomes the base: the next save replaces it, knowingly.
  const keepMine = () => {
    setHasConflict(false);
    setBaseUpdatedAt(null);
    void refresh();
  };

  const progress = getProcessingProgress(document.processing);
  if (progress) return <ProcessingState progress={progress} />;

  const content = document.content ?? '';
  const onSave = () => {
    if (draft === null) return;
    if (draft === content) return setDraft(null);
    save.mutate(
      { content: draft, expectedUpdatedAt: (baseUpdatedAt ?? document.updatedAt).toISOString() },
      {
        // Leave edit mode once the saved text is back (the hook refreshed it), so the old one never flashes.
        onSuccess: () => {
          setDraft(null);
          setHasConflict(false);
          toast.success(t('documents.content.save-success'));
        },
      },
    );
  };

  return (
    <div className="grid gap-4">
      {document.processing.status === 'failed' && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <AlertTitle>{t('documents.content.failed.title')}</AlertTitle>
          <AlertDescription>
            <p>{t('documents.content.failed.description')}</p>
            {document.processing.error && <p className="mt-1 font-mono text-xs [overflow-wrap:anywhere]">{document.processing.error}</p>}
            {canEdit && !isReadOnlyDocument && (
              <Button
                variant="outline"
                size="sm"
                className="mt-3 text-foreground"
                onClick={() => void reprocessDocument(document)}
                isLoading={isReprocessing}
              >
                {!isReprocessing && <RotateCw aria-hidden />}
                {t('common.retry')}
              </Button>
            )}
          </AlertDescription>
        </Alert>
      )}

      {hasConflict && isEditing && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <AlertTitle>{t('documents.content.conflict.title')}</AlertTitle>
          <AlertDescription>
            <p>{t('documents.content.conflict.description')}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button variant="outline" size="sm" className="text-foreground" onClick={() => void reloadTheirs()}>
                {t('documents.content.conflict.reload')}
              </Button>
              <Button variant="outline" size="sm" className="text-foreground" onClick={keepMine}>
                {t('documents.content.conflict.keep')}
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      )}

      <div className="grid gap-2">
        <label htmlFor={textareaId} className="sr-only">
          {t('documents.content.label')}
        </label>
        <textarea
          id={textareaId}
          ref={textareaRef}
          value={draft ?? content}
          readOnly={!isEditing}
          aria-readonly={!isEditing}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (isEditing && event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
              event.preventDefault();
              onSave();
            }
          }}
          placeholder={t('documents.content.empty')}
          spellCheck={isEditing}
          rows={16}
          className={cn(
            'min-h-64 w-full resize-y rounded-md border border-input px-3 py-2 text-sm leading-relaxed shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
            isEditing ? 'bg-background' : 'bg-muted/40 text-foreground/90',
          )}
        />
        <div className="flex flex-wrap items-center justify-end gap-2">
          {isEditing ? (
            <>
              <span className="mr-auto hidden text-xs text-muted-foreground sm:inline">{t('documents.content.save-shortcut')}</span>
              <Button
                variant="secondary"
                onClick={() => {
                  setDraft(null);
                  setHasConflict(false);
                }}
                disabled={save.isPending}
              >
                {t('documents.content.cancel')}
              </Button>
              <Button onClick={onSave} isLoading={save.isPending}>
                {t('documents.content.save')}
              </Button>
            </>
          ) : (
            canEdit && (
              <Button variant="outline" onClick={() => startEditing(content)} disabled={isReadOnlyDocument}>
                <Pencil aria-hidden />
                {t('documents.content.edit')}
              </Button>
            )
          )}
        </div>
      </div>

      <Alert role="note">
        <Info aria-hidden />
        <AlertDescription>{t('documents.content.info')}</AlertDescription>
      </Alert>
    </div>
  );
}
