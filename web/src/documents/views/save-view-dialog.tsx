import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toast';
import { z } from 'zod/mini';
import { errorMessage } from '@/api/error-message';
import type { SavedView } from '@/api/types';
import { textField } from '@/lib/text-field';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { SAVED_VIEW_NAME_MAX_LENGTH } from '../../../../core/field-limits';
import { viewPath, type ViewState } from './view-url';
import { useSavedViewMutations } from './views.queries';

type SaveViewDialogProps = {
  organizationId: string;
  /** What the page shows, to keep under the name. */
  state: ViewState;
  /** The view renamed or updated; a new one is created without it. */
  view?: Pick<SavedView, 'id' | 'name'>;
  isOpen: boolean;
  /** Stays on the page once saved (a rename); else the page opens the view saved. */
  isStaying?: boolean;
  onClose: () => void;
};

function SaveViewForm({ organizationId, state, view, isStaying = false, onClose }: Omit<SaveViewDialogProps, 'isOpen'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { create, update } = useSavedViewMutations(organizationId);
  const schema = useMemo(
    () =>
      z.object({
        name: textField({
          min: 1,
          tooShort: t('views.save.name.required'),
          max: SAVED_VIEW_NAME_MAX_LENGTH,
          tooLong: t('views.save.name.max-length', { max: SAVED_VIEW_NAME_MAX_LENGTH }),
        }),
      }),
    [t],
  );
  const form = useZodForm(schema, { name: view?.name ?? '' });
  const { errors } = form.formState;
  const isSaving = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      const input = { ...state, name };
      const { view: saved } = view ? await update.mutateAsync({ viewId: view.id, input }) : await create.mutateAsync(input);
      toast.success(t(view ? 'views.save.updated' : 'views.save.created', { name: saved.name }));
      onClose();
      if (!isStaying) await navigate(viewPath(organizationId, saved), { replace: true });
    } catch (error) {
      form.setError('root', { message: errorMessage(error, t) });
    }
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
      <FormField label={t('views.save.name.label')} error={errors.name?.message} description={t('views.save.name.description')}>
        <Input autoFocus autoComplete="off" placeholder={t('views.save.name.placeholder')} {...form.register('name')} />
      </FormField>
      {errors.root?.message && <FormErrorAlert message={errors.root.message} />}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" isLoading={isSaving}>
          {t(view ? 'views.save.update-submit' : 'views.save.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Keeps what the documents page shows (search, tags, order, columns, layout) under a name, for everyone in the organization. */
export function SaveViewDialog({ isOpen, onClose, ...props }: SaveViewDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(props.view ? 'views.save.update-title' : 'views.save.title')}</DialogTitle>
          <DialogDescription>{t('views.save.description')}</DialogDescription>
        </DialogHeader>
        {isOpen && <SaveViewForm {...props} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
