import { Plus, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { errorMessage } from '@/api/error-message';
import type { IntakeEmail } from '@/api/types';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { RowActionButton } from '@/ui/row-action-button';
import { useUpdateIntakeEmail } from '../intake-emails.queries';
import { allowedOriginFormSchema, normalizeOrigin, withOrigin, withoutOrigin } from '../lib/allowed-origins';

type AllowedOriginsDialogProps = {
  organizationId: string;
  /** The address whose origins are managed; the dialog is closed while it is null. */
  intakeEmail: IntakeEmail | null;
  onClose: () => void;
};

/** The senders an address accepts mail from: the list with a remove button each, and a form to add one. Each change is saved at once. */
export function AllowedOriginsDialog({ organizationId, intakeEmail, onClose }: AllowedOriginsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={intakeEmail !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto" onOpenAutoFocus={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{t('intake-emails.origins.title')}</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">
            {t('intake-emails.origins.description', { address: intakeEmail?.emailAddress ?? '' })}
          </DialogDescription>
        </DialogHeader>
        {intakeEmail && <AllowedOriginsEditor key={intakeEmail.id} organizationId={organizationId} intakeEmail={intakeEmail} />}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              {t('intake-emails.origins.done')}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function AllowedOriginsEditor({ organizationId, intakeEmail }: { organizationId: string; intakeEmail: IntakeEmail }) {
  const { t } = useTranslation();
  const id = useId();
  const origins = intakeEmail.allowedOrigins;
  const schema = useMemo(() => allowedOriginFormSchema(t, origins), [t, origins]);
  const form = useZodForm(schema, { email: '' });
  const { errors } = form.formState;
  const update = useUpdateIntakeEmail(organizationId);
  const [removingOrigin, setRemovingOrigin] = useState<string | null>(null);
  const isAdding = update.isPending && removingOrigin === null;

  useEffect(() => {
    form.setFocus('email');
  }, [form]);

  const saveOrigins = (allowedOrigins: string[]) => update.mutateAsync({ intakeEmailId: intakeEmail.id, input: { allowedOrigins } });

  const add = form.handleSubmit(async ({ email }) => {
    try {
      await saveOrigins(withOrigin(origins, email));
    } catch (error) {
      form.setError('root', { message: errorMessage(error, t) });
      return;
    }
    toast.success(t('intake-emails.origins.add.success', { email: normalizeOrigin(email) }));
    // resetField, not reset: reset unregisters the fields until the next render, and setFocus would find none.
    form.resetField('email');
    form.setFocus('email');
  });

  const remove = async (origin: string) => {
    setRemovingOrigin(origin);
    try {
      await saveOrigins(withoutOrigin(origins, origin));
      toast.success(t('intake-emails.origins.remove.success', { email: origin }));
    } catch (error) {
      toast.error(t('intake-emails.origins.remove.error'), { description: errorMessage(error, t) });
    } finally {
      setRemovingOrigin(null);
      // Its button lost the focus while it waited, and is gone once removed: back to the field rather than the page's top.
      form.setFocus('email');
    }
  };

  const emailMessage = errors.email?.message;
  return (
    <div className="grid gap-6">
      <form noValidate className="grid gap-2" onSubmit={(event) => void add(event)}>
        <Label htmlFor={`${id}-email`}>{t('intake-emails.origins.email.label')}</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('intake-emails.origins.email.placeholder')}
            aria-invalid={emailMessage ? true : undefined}
            aria-describedby={`${id}-email-message`}
            {...form.register('email')}
          />
          <Button type="submit" variant="outline" isLoading={isAdding} disabled={update.isPending}>
            {!isAdding && <Plus aria-hidden />}
            {t('intake-emails.origins.add.submit')}
          </Button>
        </div>
        <p id={`${id}-email-message`} className={emailMessage ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
          {emailMessage ?? t('intake-emails.origins.email.description')}
        </p>
        {errors.root?.message && <FormErrorAlert message={errors.root.message} />}
      </form>

      <section aria-labelledby={`${id}-list`} className="grid gap-2">
        <h3 id={`${id}-list`} className="text-sm font-medium">
          {t('intake-emails.origins.list.title', { count: origins.length })}
        </h3>
        {origins.length === 0 ? (
          <p className="rounded-md border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">
            {t('intake-emails.origins.list.empty')}
          </p>
        ) : (
          <ul className="divide-y rounded-md border">
            {origins.map((origin) => (
              <li key={origin} className="flex items-center justify-between gap-3 py-1 pl-3 pr-1">
                <span className="min-w-0 text-sm [overflow-wrap:anywhere]">{origin}</span>
                <RowActionButton
                  tooltip={t('intake-emails.origins.remove.action')}
                  label={t('intake-emails.origins.remove.label', { email: origin })}
                  icon={X}
                  isDestructive
                  isLoading={removingOrigin === origin}
                  // One change at a time: each saves the whole list, as the previous one left it.
                  disabled={update.isPending}
                  onClick={() => void remove(origin)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
