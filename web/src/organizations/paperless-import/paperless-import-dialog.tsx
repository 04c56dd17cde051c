import { FileArchive, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Link } from 'react-router';
import { errorMessage } from '@/api/error-message';
import type { DocumentsImport } from '@/api/types';
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
import { useDeleteImport, useImport, useImportReport, useStartImport, useUploadImport } from './paperless-import.queries';

const texts = 'imports.dialog';

type Transfer =
  | { kind: 'idle' }
  | { kind: 'sending'; sentBytes: number; totalBytes: number }
  | { kind: 'stopped'; message: string; file: File }
  | { kind: 'other-file'; name: string };

const percentOf = (done: number, total: number) => (total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0);

/**
 * "Import from Paperless-ngx": choose the export's zip, upload it in parts, wait while the server reads
 * it, read the report, confirm, and follow the job. `importId` opens an import of the list (to resume
 * its upload with the same file, or read its report); null starts a new one.
 */
export function PaperlessImportDialog({
  organizationId,
  importId,
  open,
  onOpenChange,
}: {
  organizationId: string;
  importId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <ImportFlow organizationId={organizationId} openedImportId={importId} close={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's content, mounted while it is open: closing it pauses an upload, which the list then offers to resume. */
function ImportFlow({
  organizationId,
  openedImportId,
  close,
}: {
  organizationId: string;
  openedImportId: string | null;
  close: () => void;
}) {
  const { t } = useTranslation();
  const { formatSize } = useFormatters();
  const [startedImportId, setStartedImportId] = useState<string | null>(null);
  const importId = startedImportId ?? openedImportId;
  const { data: upload } = useImport(organizationId, importId);
  const [transfer, setTransfer] = useState<Transfer>({ kind: 'idle' });
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);
  const uploadImport = useUploadImport(organizationId);
  const startImport = useStartImport(organizationId);
  const startFormId = useId();
  const deleteImport = useDeleteImport(organizationId);

  const send = (file: File) => {
    const resumed = importId === null ? null : (upload ?? null);
    if (resumed && !isSameFile(resumed, file)) {
      setTransfer({ kind: 'other-file', name: file.name });
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setTransfer({ kind: 'sending', sentBytes: 0, totalBytes: file.size });
    uploadImport.mutate(
      {
        file,
        resumed,
        signal: controller.signal,
        onStarted: ({ id }) => setStartedImportId(id),
        onProgress: (sentBytes, totalBytes) => setTransfer({ kind: 'sending', sentBytes, totalBytes }),
      },
      {
        onSuccess: () => setTransfer({ kind: 'idle' }),
        onError: (error) => {
          if (!controller.signal.aborted) setTransfer({ kind: 'stopped', message: errorMessage(error, t), file });
        },
      },
    );
  };
  const { openFilePicker, input } = useFilePicker({
    onFiles: ([file]) => file && send(file),
    multiple: false,
    accept: '.zip,application/zip',
  });
  // Closed first: the upload stops as the content unmounts, and no query of the import outlives it.
  const drop = (id: string) => {
    close();
    deleteImport.mutate(id);
  };

  const resumable = importId !== null && upload?.status === 'uploading' ? upload : null;
  return (
    <>
      {input}
      <DialogHeader>
        <DialogTitle>{t(`${texts}.title`)}</DialogTitle>
        <DialogDescription>{upload ? upload.fileName : t(`${texts}.description`)}</DialogDescription>
      </DialogHeader>
      <div aria-live="polite" className="min-w-0 space-y-4">
        {transfer.kind === 'sending' ? (
          <Sending transfer={transfer} />
        ) : importId === null || resumable ? (
          <Choose resumable={resumable} transfer={transfer} />
        ) : upload === undefined ? (
          <Spinner />
        ) : (
          <ImportState
            organizationId={organizationId}
            upload={upload}
            startForm={{ id: startFormId, onStart: (keepArchives) => startImport.mutate({ importId: upload.id, keepArchives }) }}
          />
        )}
      </div>
      <DialogFooter>
        {transfer.kind === 'sending' && importId !== null && (
          <Button variant="secondary" onClick={() => drop(importId)}>
            {t(`${texts}.cancel-upload`)}
          </Button>
        )}
        {transfer.kind !== 'sending' && (importId === null || resumable) && (
          <>
            {resumable && (
              <Button variant="secondary" onClick={() => drop(resumable.id)}>
                {t(`${texts}.cancel-upload`)}
              </Button>
            )}
            {transfer.kind === 'stopped' && (
              <Button variant="outline" onClick={() => send(transfer.file)}>
                {t(`${texts}.try-again`)}
              </Button>
            )}
            <Button onClick={openFilePicker}>
              <Upload aria-hidden />
              {resumable
                ? t(`${texts}.choose-again`, { name: resumable.fileName, size: formatSize(resumable.size) })
                : t(`${texts}.choose`)}
            </Button>
          </>
        )}
        {upload?.status === 'ready' && (
          <>
            <Button variant="secondary" onClick={() => drop(upload.id)}>
              {t(`${texts}.cancel-import`)}
            </Button>
            <Button type="submit" form={startFormId} isLoading={startImport.isPending}>
              <FileArchive aria-hidden />
              {t(`${texts}.start`)}
            </Button>
          </>
        )}
        {(upload?.status === 'refused' || upload?.status === 'failed') && (
          <Button variant="destructive" onClick={() => drop(upload.id)}>
            {t(`${texts}.delete`)}
          </Button>
        )}
        {upload?.status === 'done' && (
          <Button asChild>
            <Link to={`/organizations/${organizationId}/documents`}>{t(`${texts}.open-documents`)}</Link>
          </Button>
        )}
      </DialogFooter>
    </>
  );
}

function Choose({ resumable, transfer }: { resumable: DocumentsImport | null; transfer: Transfer }) {
  const { t } = useTranslation();
  const { formatSize } = useFormatters();
  return (
    <>
      {resumable ? (
        <p className="text-sm">{t(`${texts}.resume-hint`, { name: resumable.fileName, size: formatSize(resumable.size) })}</p>
      ) : (
        <div className="space-y-2 text-sm">
          <p>{t(`${texts}.zip-hint`)}</p>
          <p className="text-muted-foreground">
            {t(`${texts}.command-line-hint`)} <code className="text-xs [overflow-wrap:anywhere]">npm run import:paperless</code>
          </p>
        </div>
      )}
      {transfer.kind === 'stopped' && (
        <Alert variant="destructive">
          <AlertDescription>{t(`${texts}.upload-stopped`, { reason: transfer.message })}</AlertDescription>
        </Alert>
      )}
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

/** The import once its upload is complete: read, refused, importing, done or failed, with its report. */
function ImportState({ organizationId, upload, startForm }: { organizationId: string; upload: DocumentsImport; startForm: StartForm }) {
  const { t } = useTranslation();
  const { formatCount } = useFormatters();
  const { data: report, error } = useImportReport(organizationId, upload);
  if (upload.status === 'analyzing') {
    return (
      <p className="flex items-center gap-2 text-sm">
        <Spinner className="size-4" />
        {t(`${texts}.analyzing`)}
      </p>
    );
  }
  const coming = report?.documentsComing ?? 0;
  const imported = t(`${texts}.imported`, {
    count: upload.documentsImported,
    imported: formatCount(upload.documentsImported),
    skipped: formatCount(upload.documentsSkipped),
  });
  return (
    <>
      {upload.status === 'refused' && (
        <Alert variant="destructive">
          <AlertDescription>{t(`${texts}.refused`, { reason: upload.error ?? '' })}</AlertDescription>
        </Alert>
      )}
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
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(error, t)}</AlertDescription>
        </Alert>
      )}
      {report === undefined && !error ? <Spinner /> : report && <ImportReportView report={report} />}
      {upload.status === 'ready' && (
        <StartImportForm
          startForm={startForm}
          hasArchives={report?.counts.some(({ key, coming }) => key === 'archives' && coming > 0) ?? false}
        />
      )}
    </>
  );
}
