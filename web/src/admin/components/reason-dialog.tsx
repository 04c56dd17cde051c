import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogFormFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { OPERATOR_REASON_MAX_LENGTH } from '../../../../core/field-limits';

/**
 * Asks an operator why, before an action the audit log (and, for a read-only organization, its members)
 * will show with it; for one that cannot be undone, also to type what it acts on (`confirmation`).
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  isSubmitting,
  confirmation,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  isSubmitting: boolean;
  /** What the operator must type to go on (an organization's name, an account's email), and the field's label. */
  confirmation?: { label: string; expected: string };
  onSubmit: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [confirmationError, setConfirmationError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const isConfirmed = !confirmation || typed.trim() === confirmation.expected;
    if (!isConfirmed) setConfirmationError(t('admin.reason.confirmation-mismatch'));
    if (!reason.trim()) return setError(t('admin.reason.required'));
    if (isConfirmed) onSubmit(reason.trim());
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setReason('');
          setTyped('');
          setError(undefined);
          setConfirmationError(undefined);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle className="[overflow-wrap:anywhere]">{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <FormField label={t('admin.reason.label')} error={error} description={t('admin.reason.description')}>
            <Textarea
              value={reason}
              maxLength={OPERATOR_REASON_MAX_LENGTH}
              rows={3}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          {confirmation && (
            <FormField label={confirmation.label} error={confirmationError}>
              <Input
                value={typed}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setConfirmationError(undefined);
                }}
              />
            </FormField>
          )}
          <DialogFormFooter cancelLabel={t('common.cancel')} submitLabel={submitLabel} isSubmitting={isSubmitting} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
