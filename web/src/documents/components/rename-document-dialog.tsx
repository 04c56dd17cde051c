import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { z } from 'zod/mini';
import { errorMessage } from '@/api/error-message';
import type { Document } from '@/api/types';
import { textField } from '@/lib/text-field';
import { useZodForm } from '@/lib/use-zod-form';
import { Dialog, DialogContent, DialogDescription, DialogFormFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { buildRenamedFileName, getFileExtension, getFileNameWithoutExtension, getMaxBaseNameLength } from '../lib/file-name';
import { useUpdateDocument } from '../document-actions.queries';

type RenamedDocument = Pick<Document, 'id' | 'name'> & Partial<Pick<Document, 'updatedAt'>>;

type RenameDocumentDialogProps = {
  organizationId: string;
  /** The document to rename; the dialog is closed while it is null. Its updatedAt, when known, refuses a rename over a newer version. */
  document: RenamedDocument | null;
  onClose: () => void;
};

function RenameDocumentForm({
  organizationId,
  document,
  onClose,
}: {
  organizationId: string;
  document: RenamedDocument;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const extension = getFileExtension(document.name);
  const maxLength = getMaxBaseNameLength(document.name);

  const schema = useMemo(
    () =>
      z.object({
        name: textField({
          min: 1,
          tooShort: t('documents.rename.name.required'),
          max: maxLength,
          tooLong: t('documents.rename.name.max-length', { max: maxLength }),
        }),
      }),
    [t, maxLength],
  );
  const form = useZodForm(schema, { name: getFileNameWithoutExtension(document.name) });
  const { errors } = form.formState;

  // Select the current name so that typing replaces it.
  useEffect(() => {
    form.setFocus('name', { shouldSelect: true });
  }, [form]);

  const rename = useUpdateDocument(organizationId, document.id, {
    onSuccess: () => {
      toast.success(t('documents.rename.success'));
      onClose();
    },
    onError: (error) => form.setError('root', { message: errorMessage(error, t) }),
  });

  const onSubmit = form.handleSubmit(({ name }) => {
    const newName = buildRenamedFileName({ newName: name, currentName: document.name });
    if (newName === document.name) return onClose();
    rename.mutate({ name: newName, expectedUpdatedAt: document.updatedAt?.toISOString() });
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
      <FormField
        label={t('documents.rename.name.label')}
        error={errors.name?.message}
        description={extension ? t('documents.rename.name.extension-kept', { extension: `.${extension}` }) : undefined}
      >
        <Input autoComplete="off" spellCheck={false} {...form.register('name')} />
      </FormField>
      {errors.root?.message && <FormErrorAlert message={errors.root.message} />}
      <DialogFormFooter
        cancelLabel={t('documents.rename.cancel')}
        submitLabel={t('documents.rename.submit')}
        isSubmitting={rename.isPending}
      />
    </form>
  );
}

/** Spec "Rename dialog": a new name of 1 to 255 characters; the original extension stays appended. */
export function RenameDocumentDialog({ organizationId, document, onClose }: RenameDocumentDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={document !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent onOpenAutoFocus={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{t('documents.rename.title')}</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">
            {t('documents.rename.description', { name: document?.name ?? '' })}
          </DialogDescription>
        </DialogHeader>
        {document && <RenameDocumentForm key={document.id} organizationId={organizationId} document={document} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
