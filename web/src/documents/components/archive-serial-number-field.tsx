import { Pencil } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod/mini';
import { isApiError } from '@/api/api-error';
import { errorMessage } from '@/api/error-message';
import type { Document } from '@/api/types';
import { useCan } from '@/lib/current-organization';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes-guard';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { ClearButton } from '@/ui/clear-button';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast';
import { MAX_ARCHIVE_SERIAL_NUMBER } from '../../../../core/field-limits';
import { useUpdateDocument } from '../document-actions.queries';
import { useDocument, useNextArchiveSerialNumber } from '../documents.queries';
import { documentPath } from '../documents.paths';

type NumberedDocument = Pick<Document, 'id' | 'archiveSerialNumber' | 'isDeleted'>;

/** Digits, leading zeros allowed: a label printed "ASN00042" is typed as it reads. */
const WHOLE_NUMBER = /^0*[1-9]\d*$/;

/** The document that already has the number, named and linked once its name is read. */
function NumberTakenAlert({ organizationId, holderId, number }: { organizationId: string; holderId: string; number: number }) {
  const { t } = useTranslation();
  const holder = useDocument(organizationId, holderId).data?.document;
  return (
    <FormErrorAlert
      message={
        <Trans
          i18nKey="documents.archive-serial-number.taken"
          values={{ number, name: holder?.name ?? t('documents.archive-serial-number.another-document') }}
          components={{ holder: <Link to={documentPath(organizationId, holderId)} className="font-medium underline" /> }}
        />
      }
    />
  );
}

function ArchiveSerialNumberForm({
  organizationId,
  document,
  onClose,
}: {
  organizationId: string;
  document: NumberedDocument;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const [taken, setTaken] = useState<{ holderId: string; number: number } | null>(null);
  const next = useNextArchiveSerialNumber(organizationId).data?.archiveSerialNumber;
  const schema = useMemo(
    () =>
      z.object({
        archiveSerialNumber: z.string().check(
          z.trim(),
          z.regex(WHOLE_NUMBER, t('documents.archive-serial-number.invalid')),
          z.refine(
            (value) => !WHOLE_NUMBER.test(value) || Number(value) <= MAX_ARCHIVE_SERIAL_NUMBER,
            t('documents.archive-serial-number.too-large', { max: MAX_ARCHIVE_SERIAL_NUMBER }),
          ),
        ),
      }),
    [t],
  );
  const form = useZodForm(schema, { archiveSerialNumber: document.archiveSerialNumber?.toString() ?? '' });
  const { errors, isDirty, isSubmitted } = form.formState;
  useUnsavedChangesGuard(isDirty);

  useEffect(() => {
    form.setFocus('archiveSerialNumber', { shouldSelect: true });
  }, [form]);

  const save = useUpdateDocument(organizationId, document.id, {
    onSuccess: ({ archiveSerialNumber }) => {
      toast.success(t('documents.archive-serial-number.saved', { number: archiveSerialNumber }));
      onClose();
    },
    onError: (error) => {
      const holderId =
        isApiError(error) && error.code === 'document.asn_taken' ? (error.details as { documentId?: string })?.documentId : undefined;
      setTaken(holderId ? { holderId, number: Number(form.getValues('archiveSerialNumber')) } : null);
      if (!holderId) form.setError('root', { message: errorMessage(error, t) });
    },
  });

  const onSubmit = form.handleSubmit(({ archiveSerialNumber }) => {
    setTaken(null);
    const number = Number(archiveSerialNumber);
    if (number === document.archiveSerialNumber) return onClose();
    save.mutate({ archiveSerialNumber: number });
  });

  return (
    <form
      noValidate
      className="grid gap-2"
      aria-label={t('documents.archive-serial-number.label')}
      onSubmit={(event) => void onSubmit(event)}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Input
          inputMode="numeric"
          autoComplete="off"
          className="h-8 w-36"
          aria-label={t('documents.archive-serial-number.label')}
          aria-invalid={errors.archiveSerialNumber ? true : undefined}
          aria-describedby={errors.archiveSerialNumber ? errorId : undefined}
          {...form.register('archiveSerialNumber')}
        />
        {next !== undefined && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-8"
            onClick={() => {
              form.setValue('archiveSerialNumber', String(next), { shouldDirty: true, shouldValidate: isSubmitted });
              form.setFocus('archiveSerialNumber');
            }}
          >
            {t('documents.archive-serial-number.use-next', { number: next })}
          </Button>
        )}
      </div>
      {errors.archiveSerialNumber && (
        <p id={errorId} className="text-sm text-destructive">
          {errors.archiveSerialNumber.message}
        </p>
      )}
      {taken && <NumberTakenAlert organizationId={organizationId} holderId={taken.holderId} number={taken.number} />}
      {errors.root?.message && <FormErrorAlert message={errors.root.message} />}
      <div className="flex gap-2">
        <Button type="submit" size="sm" isLoading={save.isPending}>
          {t('documents.archive-serial-number.save')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          {t('documents.archive-serial-number.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The archive serial number in the Info tab: the number or "None"; "Set" or "Change" opens a form
 * (the next free number a click away), the cross removes it. Read-only for those who cannot edit.
 */
export function ArchiveSerialNumberField({ organizationId, document }: { organizationId: string; document: NumberedDocument }) {
  const { t } = useTranslation();
  const canEdit = useCan('documents:update') && !document.isDeleted;
  const [isEditing, setIsEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const number = document.archiveSerialNumber;
  const clear = useUpdateDocument(organizationId, document.id, {
    onSuccess: () => toast.success(t('documents.archive-serial-number.cleared')),
    onError: (error) => toast.error(t('documents.archive-serial-number.error'), { description: errorMessage(error, t) }),
  });
  // The focus goes back to what opened the form once it is drawn again, and stays in the row when the cross disappears.
  const isReturningFocus = useRef(false);
  useEffect(() => {
    if (isEditing || !isReturningFocus.current) return;
    isReturningFocus.current = false;
    editButton.current?.focus();
  }, [isEditing]);

  if (isEditing)
    return (
      <ArchiveSerialNumberForm
        organizationId={organizationId}
        document={document}
        onClose={() => {
          isReturningFocus.current = true;
          setIsEditing(false);
        }}
      />
    );

  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {number === null ? (
        <span className="text-muted-foreground">{t('documents.archive-serial-number.none')}</span>
      ) : (
        <span className="font-mono tabular-nums">{number}</span>
      )}
      {canEdit && (
        <span className="flex items-center">
          <Button ref={editButton} type="button" variant="ghost" size="sm" className="h-8" onClick={() => setIsEditing(true)}>
            <Pencil aria-hidden />
            {t(number === null ? 'documents.archive-serial-number.set' : 'documents.archive-serial-number.change')}
          </Button>
          {number !== null && (
            <ClearButton
              label={t('documents.archive-serial-number.clear')}
              disabled={clear.isPending}
              onClick={() => clear.mutate({ archiveSerialNumber: null }, { onSuccess: () => editButton.current?.focus() })}
            />
          )}
        </span>
      )}
    </div>
  );
}
