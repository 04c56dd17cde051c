import { FileArchive, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Link } from 'react-router';
import { errorMessage } from '@/api/error-message';
import type { DocumentsImport, ImportSource } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { useZodForm } from '@/lib/use-zod-form';
import { Alert, AlertDescription } from '@/ui/alert';
import { Button } from '@/ui/button';
import { FormCheckboxField } from '@/ui/form-checkbox-field';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { ProgressBar } from '@/ui/progress-bar';
import { Spinner } from '@/ui/spinner';
import { useFilePicker } from '@/ui/use-file-picker';
import { isSameFile } from './import-parts';
import { ImportReportView } from './import-report';
import { useDeleteImport, useImportBatch, useImportReport, useStartImports, useUploadImport } from './imports.queries';

const texts = 'imports.dialog';

type Transfer =
  | { kind: 'idle' }
  /** `importId`: the import being sent, once the server has it; `number` of `count` files chosen together. */
  | { kind: 'sending'; sentBytes: number; totalBytes: number; importId: string | null; name: string; number: number; count: number }
  /** `files`: the one that stopped and those after it, sent again by Try again (the first resuming `importId`). */
  | { kind: 'stopped'; message: string; files: File[]; importId: string | null }
  | { kind: 'other-file'; name: string };

const percentOf = (done: number, total: number) => (total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0);

/** An export of ours comes in parts, each read on its own: several are chosen at once. A Paperless-ngx export is one zip. */
const TAKES_PARTS: Record<ImportSource, boolean> = { paperless: false, archive: true };

/**
 * "Import from Paperless-ngx" or "Import an export": choose the export's zip (or an export's parts), upload
 * each in parts, wait while the server reads it, read the report, confirm, and follow the job. `importId`
 * opens an import of the list (to resume its upload with the same file, or read its report); null starts
 * a new one.
 */
export function ImportDialog({
  organizationId,
  source,
  importId,
  open,
  onOpenChange,
}: {
  organizationId: string;
  source: ImportSource;
  importId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <ImportFlow organizationId={organizationId} source={source} openedImportId={importId} close={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The dialog's content, mounted while it is open: closing it pauses an upload, which the list then offers
 * to resume. Parts chosen together are uploaded one after the other, each an import of its own (the API
 * takes one zip per import); Import confirms them all in one call, and the server runs them one after the
 * other (two jobs would make the same tags and properties at once), the dialog closed or not.
 */
function ImportFlow({
  organizationId,
  source,
  openedImportId,
  close,
}: {
  organizationId: string;
  source: ImportSource;
  openedImportId: string | null;
  close: () => void;
}) {
  const { t } = useTranslation();
  const { formatSize } = useFormatters();
  const [startedIds, setStartedIds] = useState<string[]>([]);
  const importIds = startedIds.length > 0 ? startedIds : openedImportId ? [openedImportId] : [];
  const { data: uploads } = useImportBatch(organizationId, importIds);
  const [transfer, setTransfer] = useState<Transfer>({ kind: 'idle' });
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);
  const uploadImport = useUploadImport(organizationId, source);
  const startImports = useStartImports(organizationId);
  const startFormId = useId();
  const deleteImport = useDeleteImport(organizationId);

  const known = uploads ?? [];
  const only = importIds.length === 1 ? known.find(({ id }) => id === importIds[0]) : undefined;
  const resumable = only?.status === 'uploading' ? only : null;
  const ready = known.filter(({ status }) => status === 'ready');
  // Import waits until every part chosen has been read, so that one click confirms them all.
  const isReading = known.some(({ status }) => status === 'analyzing');
  // All at once, in the order chosen; a refusal (a lost session) says why in its toast, and Import tries again.
  const confirm = (keepArchives: boolean) => startImports.mutate({ importIds: ready.map(({ id }) => id), keepArchives });

  const send = async (files: File[], resumedId: string | null) => {
    const first = files[0];
    if (!first) return;
    if (resumedId && resumable && !isSameFile(resumable, first)) {
      setTransfer({ kind: 'other-file', name: first.name });
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    for (const [index, file] of files.entries()) {
      const sending = {
        kind: 'sending',
        importId: index === 0 ? resumedId : null,
        name: file.name,
        number: index + 1,
        count: files.length,
      } as const;
      let importId = sending.importId;
      setTransfer({ ...sending, sentBytes: 0, totalBytes: file.size });
      try {
        await uploadImport.mutateAsync({
          file,
          resumedId: importId,
          signal: controller.signal,
          onStarted: ({ id }) => {
            importId = id;
            setStartedIds((ids) => (ids.includes(id) ? ids : [...ids, id]));
          },
          onProgress: (sentBytes, totalBytes) => setTransfer({ ...sending, importId, sentBytes, totalBytes }),
        });
      } catch (error) {
        if (!controller.signal.aborted)
          setTransfer({ kind: 'stopped', message: errorMessage(error, t), files: files.slice(index), importId });
        return;
      }
    }
    setTransfer({ kind: 'idle' });
  };
  const { openFilePicker, input } = useFilePicker({
    onFiles: (files) => void send(resumable ? files.slice(0, 1) : files, resumable?.id ?? null),
    multiple: TAKES_PARTS[source] && !resumable,
    accept: '.zip,application/zip',
  });
  // Closed first: the upload stops as the content unmounts, and no query of the imports outlives it.
  const drop = (ids: string[]) => {
    close();
    for (const id of ids) deleteImport.mutate(id);
  };
  const sendingId = transfer.kind === 'sending' ? transfer.importId : null;
  const isChoosing = transfer.kind !== 'sending' && (importIds.length === 0 || resumable !== null);
  const isAllEnded =
    known.length > 0 &&
    known.every(({ status }) => status === 'done' || status === 'failed' || status === 'paused' || status === 'refused');
  const endedOne = only && (only.status === 'refused' || only.status === 'failed' || only.status === 'paused') ? only : null;

  return (
    <>
      {input}
      <DialogHeader>
        <DialogTitle>{t(`imports.sources.${source}.title`)}</DialogTitle>
        <DialogDescription>{only ? only.fileName : t(`imports.sources.${source}.description`)}</DialogDescription>
      </DialogHeader>
      <div aria-live="polite" className="min-w-0 space-y-4">
        {transfer.kind === 'sending' ? (
          <Sending transfer={transfer} />
        ) : isChoosing ? (
          <Choose source={source} resumable={resumable} transfer={transfer} />
        ) : uploads === undefined ? (
          <Spinner />
        ) : (
          <>
            {transfer.kind === 'stopped' && <UploadStopped message={transfer.message} />}
            {known.map((upload) => (
              <ImportState
                key={upload.id}
                organizationId={organizationId}
                source={source}
                upload={upload}
                isPart={known.length > 1}
                startForm={upload.id === ready[0]?.id ? { id: startFormId, onStart: confirm } : null}
              />
            ))}
            {ready.length > 1 && <p className="text-sm text-muted-foreground">{t(`${texts}.parts-hint`)}</p>}
          </>
        )}
      </div>
      <DialogFooter>
        {sendingId && (
          <Button variant="secondary" onClick={() => drop([sendingId])}>
            {t(`${texts}.cancel-upload`)}
          </Button>
        )}
        {transfer.kind === 'stopped' && (
          <Button variant="outline" onClick={() => void send(transfer.files, transfer.importId)}>
            {t(`${texts}.try-again`)}
          </Button>
        )}
        {isChoosing && (
          <>
            {resumable && (
              <Button variant="secondary" onClick={() => drop([resumable.id])}>
                {t(`${texts}.cancel-upload`)}
              </Button>
            )}
            <Button onClick={openFilePicker}>
              <Upload aria-hidden />
              {resumable
                ? t(`${texts}.choose-again`, { name: resumable.fileName, size: formatSize(resumable.size) })
                : t(`imports.sources.${source}.choose`)}
            </Button>
          </>
        )}
        {transfer.kind !== 'sending' && !isReading && ready.length > 0 && (
          <>
            <Button variant="secondary" onClick={() => drop(ready.map(({ id }) => id))}>
              {t(`${texts}.cancel-import`)}
            </Button>
            <Button type="submit" form={startFormId} isLoading={startImports.isPending}>
              <FileArchive aria-hidden />
              {t(`${texts}.start`)}
            </Button>
          </>
        )}
        {endedOne && (
          <Button variant="destructive" onClick={() => drop([endedOne.id])}>
            {t(`${texts}.delete`)}
          </Button>
        )}
        {isAllEnded && known.some(({ status }) => status === 'done') && (
          <Button asChild>
            <Link to={`/organizations/${organizationId}/documents`}>{t(`${texts}.open-documents`)}</Link>
          </Button>
        )}
      </DialogFooter>
    </>
  );
}

function UploadStopped({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive">
      <AlertDescription>{t(`${texts}.upload-stopped`, { reason: message })}</AlertDescription>
    </Alert>
  );
}

function Choose({ source, resumable, transfer }: { source: ImportSource; resumable: DocumentsImport | null; transfer: Transfer }) {
  const { t } = useTranslation();
  const { formatSize } = useFormatters();
  return (
    <>
      {resumable ? (
        <p className="text-sm">{t(`${texts}.resume-hint`, { name: resumable.fileName, size: formatSize(resumable.size) })}</p>
      ) : (
        <div className="space-y-2 text-sm">
          <p>{t(`imports.sources.${source}.zip-hint`)}</p>
          {source === 'paperless' && (
            <p className="text-muted-foreground">
              {t('imports.sources.paperless.command-line-hint')}{' '}
              <code className="text-xs [overflow-wrap:anywhere]">npm run import:paperless</code>
            </p>
          )}
        </div>
      )}
      {transfer.kind === 'stopped' && <UploadStopped message={transfer.message} />}
      {transfer.kind === 'other-file' && resumable && (
        <Alert variant="destructive">
          <AlertDescription>
            {t(`${texts}.other-file`, { chosen: transfer.name, name: resumable.fileName, size: formatSize(resumable.size) })}
          </AlertDescription>
        </Alert>
      )}
    </>
  );
}

function Sending({ transfer }: { transfer: Extract<Transfer, { kind: 'sending' }> }) {
  const { t } = useTranslation();
  const { formatSize } = useFormatters();
  const progress = t(`${texts}.uploading-progress`, { sent: formatSize(transfer.sentBytes), total: formatSize(transfer.totalBytes) });
  return (
    <div className="space-y-1.5">
      {transfer.count > 1 && (
        <p className="text-sm font-medium [overflow-wrap:anywhere]">
          {t(`${texts}.sending-part`, { number: transfer.number, count: transfer.count, name: transfer.name })}
        </p>
      )}
      <ProgressBar
        percent={percentOf(transfer.sentBytes, transfer.totalBytes)}
        label={t(`${texts}.uploading`)}
        valueLabel={() => progress}
      />
      <p className="text-xs tabular-nums text-muted-foreground">{progress}</p>
      <p className="text-xs text-muted-foreground">{t(`${texts}.uploading-hint`)}</p>
    </div>
  );
}

const startImportFormSchema = z.object({ keepArchives: z.boolean() });

type StartForm = { id: string; onStart: (keepArchives: boolean) => void };

/** What the start chooses, submitted by the dialog's Import button: whether the archived PDF/A files come, offered when the export has some. */
function StartImportForm({ startForm, hasArchives }: { startForm: StartForm; hasArchives: boolean }) {
  const { t } = useTranslation();
  const form = useZodForm(startImportFormSchema, { keepArchives: true });
  return (
    <form id={startForm.id} noValidate onSubmit={form.handleSubmit(({ keepArchives }) => startForm.onStart(keepArchives))}>
      {hasArchives && <FormCheckboxField control={form.control} name="keepArchives" label={t(`${texts}.keep-archives`)} />}
    </form>
  );
}

/**
 * One import once its upload is complete: read, refused, waiting its turn, importing, done, failed or
 * paused behind a failure, with its report. A part of several is a section under its file name;
 * `startForm` is the first ready one's.
 */
function ImportState({
  organizationId,
  source,
  upload,
  isPart,
  startForm,
}: {
  organizationId: string;
  source: ImportSource;
  upload: DocumentsImport;
  isPart: boolean;
  startForm: StartForm | null;
}) {
  const { t } = useTranslation();
  const { formatCount } = useFormatters();
  const titleId = useId();
  const { data: report, error } = useImportReport(organizationId, upload);
  const coming = report?.documentsComing ?? 0;
  const imported = t(`${texts}.imported`, {
    count: upload.documentsImported,
    imported: formatCount(upload.documentsImported),
    skipped: formatCount(upload.documentsSkipped),
  });
  const state =
    upload.status === 'uploading' ? (
      <p className="text-sm">{t(`imports.status.uploading`)}</p>
    ) : upload.status === 'analyzing' ? (
      <p className="flex items-center gap-2 text-sm">
        <Spinner className="size-4" />
        {t(`${texts}.analyzing`)}
      </p>
    ) : (
      <>
        {upload.status === 'refused' && (
          <Alert variant="destructive">
            <AlertDescription>{t(`${texts}.refused`, { reason: upload.error ?? '' })}</AlertDescription>
          </Alert>
        )}
        {upload.status === 'queued' && <p className="text-sm font-medium">{t(`${texts}.waiting`)}</p>}
        {upload.status === 'importing' && (
          <div className="space-y-1.5">
            <ProgressBar
              percent={percentOf(upload.documentsImported + upload.documentsSkipped, coming)}
              label={t(`${texts}.importing`)}
              valueLabel={() => imported}
            />
            <p className="text-xs tabular-nums text-muted-foreground">{imported}</p>
            <p className="text-xs text-muted-foreground">{t(`${texts}.importing-hint`)}</p>
          </div>
        )}
        {upload.status === 'done' && <p className="text-sm font-medium">{t(`${texts}.done`, { summary: imported })}</p>}
        {upload.status === 'failed' && (
          <Alert variant="destructive">
            <AlertDescription>{t(`${texts}.failed`, { summary: imported, reason: upload.error ?? '' })}</AlertDescription>
          </Alert>
        )}
        {upload.status === 'paused' && (
          <Alert variant="destructive">
            <AlertDescription>{t(`${texts}.paused`, { reason: upload.error ?? '' })}</AlertDescription>
          </Alert>
        )}
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(error, t)}</AlertDescription>
          </Alert>
        )}
        {report === undefined && !error ? (
          <Spinner />
        ) : (
          report && <ImportReportView report={report} source={source} headingLevel={isPart ? 4 : 3} />
        )}
        {upload.status === 'ready' && startForm && (
          <StartImportForm
            startForm={startForm}
            hasArchives={report?.counts.some(({ key, coming }) => key === 'archives' && coming > 0) ?? false}
          />
        )}
      </>
    );
  if (!isPart) return state;
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-lg border p-3">
      <h3 id={titleId} className="text-sm font-semibold [overflow-wrap:anywhere]">
        {upload.fileName}
      </h3>
      {state}
    </section>
  );
}
