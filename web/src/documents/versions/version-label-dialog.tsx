import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/error-message';
import type { DocumentVersion } from '@/api/types';
import { useZodForm } from '@/lib/use-zod-form';
import { Dialog, DialogContent, DialogDescription, DialogFormFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { useUpdateVersionLabel } from './document-versions.queries';
import { VersionLabelField, versionLabelSchema } from './version-label-field';

type VersionLabelDialogProps = {
  organizationId: string;
  documentId: string;
  /** The version whose label is edited; the dialog is closed while it is null. */
  version: DocumentVersion | null;
  onClose: () => void;
};

function VersionLabelForm({ organizationId, documentId, version, onClose }: VersionLabelDialogProps & { version: DocumentVersion }) {
  const { t } = useTranslation();
  const schema = useMemo(() => versionLabelSchema(t), [t]);
  const form = useZodForm(schema, { label: version.label ?? '' });
  const { errors } = form.formState;
  useEffect(() => {
    form.setFocus('label', { shouldSelect: true });
  }, [form]);
  const save = useUpdateVersionLabel(organizationId, documentId, {
    onSaved: onClose,
    onError: (error) => form.setError('root', { message: errorMessage(error, t) }),
  });
  const onSubmit = form.handleSubmit(({ label }) => {
    if (label === (version.label ?? '')) return onClose();
    save.mutate({ versionId: version.id, label });
  });
  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
      <VersionLabelField error={errors.label?.message} {...form.register('label')} />
      {errors.root?.message && <FormErrorAlert message={errors.root.message} />}
      <DialogFormFooter
        cancelLabel={t('documents.versions.label.cancel')}
        submitLabel={t('documents.versions.label.submit')}
        isSubmitting={save.isPending}
      />
    </form>
  );
}

/** A version's label: a few words on what it is ("signed", "scan of the copy"), empty for none. */
export function VersionLabelDialog({ organizationId, documentId, version, onClose }: VersionLabelDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={version !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent onOpenAutoFocus={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{t('documents.versions.label.title')}</DialogTitle>
          <DialogDescription>{t('documents.versions.label.dialog-description', { number: version?.number ?? '' })}</DialogDescription>
        </DialogHeader>
        {version && (
          <VersionLabelForm key={version.id} organizationId={organizationId} documentId={documentId} version={version} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
