import { FileUp } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFormFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { useFilePicker } from '@/ui/use-file-picker';
import { useUploadVersion } from './document-versions.queries';
import { VersionChangeError } from './version-change-error';
import { VersionLabelField, versionLabelSchema } from './version-label-field';

type UploadVersionDialogProps = {
  organizationId: string;
  document: Pick<DocumentDetail, 'id' | 'name' | 'currentVersion'>;
  /** Open while not null: `file` is the one dropped on the page, if any (else the user chooses one). */
  request: { file?: File } | null;
  onClose: () => void;
};

function UploadVersionForm({
  organizationId,
  document,
  initialFile,
  onClose,
}: Omit<UploadVersionDialogProps, 'request'> & { initialFile?: File }) {
  const { t } = useTranslation();
  const { formatSize } = useFormatters();
  const fileHintId = useId();
  const [file, setFile] = useState(initialFile);
  const [isFileMissing, setIsFileMissing] = useState(false);
  const schema = useMemo(() => versionLabelSchema(t), [t]);
  const form = useZodForm(schema, { label: '' });
  const upload = useUploadVersion(organizationId, document, { onUploaded: onClose });
  const { openFilePicker, input } = useFilePicker({
    multiple: false,
    onFiles: ([chosen]) => {
      setFile(chosen);
      setIsFileMissing(false);
    },
  });

  const onSubmit = form.handleSubmit(({ label }) => {
    if (!file) return setIsFileMissing(true);
    upload.mutate({ file, label });
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
      <div className="grid gap-2">
        <Button type="button" variant="outline" className="justify-start" onClick={openFilePicker} aria-describedby={fileHintId}>
          <FileUp aria-hidden />
          {file ? t('documents.versions.upload.change-file') : t('documents.versions.upload.choose-file')}
        </Button>
        {input}
        <p
          id={fileHintId}
          className={isFileMissing ? 'text-sm text-destructive' : 'text-sm text-muted-foreground [overflow-wrap:anywhere]'}
        >
          {file
            ? t('documents.versions.upload.chosen', { name: file.name, size: formatSize(file.size) })
            : isFileMissing
              ? t('documents.versions.upload.file-required')
              : t('documents.versions.upload.no-file')}
        </p>
      </div>
      <VersionLabelField error={form.formState.errors.label?.message} {...form.register('label')} />
      {upload.isError && (
        <VersionChangeError
          organizationId={organizationId}
          documentId={document.id}
          title={t('documents.versions.upload.error')}
          error={upload.error}
          onReloaded={upload.reset}
        />
      )}
      <DialogFormFooter
        cancelLabel={t('documents.versions.upload.cancel')}
        submitLabel={t('documents.versions.upload.submit')}
        isSubmitting={upload.isPending}
      />
    </form>
  );
}

/** "Upload new version": a file (chosen here or dropped on the page) and an optional label. */
export function UploadVersionDialog({ organizationId, document, request, onClose }: UploadVersionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('documents.versions.upload.title')}</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">
            {t('documents.versions.upload.description', { name: document.name })}
          </DialogDescription>
        </DialogHeader>
        {request && <UploadVersionForm organizationId={organizationId} document={document} initialFile={request.file} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
