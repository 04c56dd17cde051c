import { useEffect, useId, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { isApiError } from '@/api/api-error';
import { errorMessage } from '@/api/error-message';
import type { Tag } from '@/api/types';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { DialogClose, DialogFooter } from '@/ui/dialog';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { createTagFormSchema, getTagFormDefaults, isUnchangedTag } from '../lib/tag-form';
import { useSaveTag } from '../tag-changes.queries';
import { ColorPicker } from './color-picker';
import { TAG_DESCRIPTION_MAX_LENGTH, TAG_NAME_MAX_LENGTH } from '../../../../core/field-limits';

const TAG_ALREADY_EXISTS = 'tags.already_exists';

type TagFormProps = {
  organizationId: string;
  tag: Tag | null;
  initialName?: string;
  onSaved?: (tag: Tag) => void;
  onClose: () => void;
};

/** The tag form inside TagFormDialog: its own chunk, with the colour picker and the form stack, fetched when the dialog first opens. */
export function TagForm({ organizationId, tag, initialName, onSaved, onClose }: TagFormProps) {
  const { t } = useTranslation();
  const colorLabelId = useId();
  const colorErrorId = useId();

  const schema = useMemo(
    () =>
      createTagFormSchema({
        nameRequired: t('tags.form.name.required'),
        nameMaxLength: t('tags.form.name.max-length', { max: TAG_NAME_MAX_LENGTH }),
        colorInvalid: t('tags.form.color.invalid'),
        descriptionMaxLength: t('tags.form.description.max-length', { max: TAG_DESCRIPTION_MAX_LENGTH }),
      }),
    [t],
  );
  const form = useZodForm(schema, getTagFormDefaults(tag, initialName));
  const { errors } = form.formState;
  const name = form.watch('name');

  useEffect(() => {
    form.setFocus('name', { shouldSelect: Boolean(tag) });
  }, [form, tag]);

  const save = useSaveTag(organizationId, tag, {
    onSaved: (answer) => {
      if (answer?.tag) onSaved?.(answer.tag);
      onClose();
    },
    onError: (error) => {
      const message = errorMessage(error, t);
      if (isApiError(error) && error.code === TAG_ALREADY_EXISTS) form.setError('name', { message }, { shouldFocus: true });
      // Spec: a failed creation shows an error toast; an edit keeps its error in the form.
      else if (!tag) toast.error(t('tags.create.error'), { description: message });
      else form.setError('root', { message });
    },
  });

  const onSubmit = form.handleSubmit((input) => {
    if (tag && isUnchangedTag(tag, input)) return onClose();
    save.mutate(input);
  });

  return (
    <form noValidate className="grid gap-5" onSubmit={(event) => void onSubmit(event)}>
      <FormField label={t('tags.form.name.label')} error={errors.name?.message}>
        <Input autoComplete="off" placeholder={t('tags.form.name.placeholder')} {...form.register('name')} />
      </FormField>

      <div className="grid gap-2">
        <span id={colorLabelId} className="text-sm font-medium leading-none">
          {t('tags.form.color.label')}
        </span>
        <Controller
          control={form.control}
          name="color"
          render={({ field }) => (
            <ColorPicker
              value={field.value}
              onChange={field.onChange}
              previewLabel={name.trim() || t('tags.form.preview-name')}
              labelledBy={colorLabelId}
              describedBy={errors.color ? colorErrorId : undefined}
              isInvalid={Boolean(errors.color)}
            />
          )}
        />
        {errors.color?.message && (
          <p id={colorErrorId} className="text-sm text-destructive">
            {errors.color.message}
          </p>
        )}
      </div>

      <FormField
        label={
          <>
            {t('tags.form.description.label')}
            <span className="font-normal text-muted-foreground">{t('tags.form.description.optional')}</span>
          </>
        }
        error={errors.description?.message}
      >
        <Textarea rows={3} placeholder={t('tags.form.description.placeholder')} {...form.register('description')} />
      </FormField>

      {errors.root?.message && <FormErrorAlert message={errors.root.message} />}

      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t('tags.form.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" isLoading={save.isPending}>
          {tag ? t('tags.form.save') : t('tags.form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
