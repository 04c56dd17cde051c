import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '@/lib/use-zod-form';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { organizationNameFormSchema } from '../organization-name.schema';

/** The form of the create and rename screens; a failed save goes to its `root` error. */
export function useOrganizationNameForm(name: string) {
  const { t } = useTranslation();
  const schema = useMemo(() => organizationNameFormSchema(t), [t]);
  return useZodForm(schema, { name });
}

/** The name field, then the error of a failed save. */
export function OrganizationNameFields({
  form,
  description,
  autoFocus,
  disabled,
}: {
  form: ReturnType<typeof useOrganizationNameForm>;
  description?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <>
      <FormField label={t('organizations.form.name.label')} error={errors.name?.message} description={description}>
        <Input
          autoFocus={autoFocus}
          autoComplete="organization"
          placeholder={t('organizations.form.name.placeholder')}
          disabled={disabled}
          {...form.register('name')}
        />
      </FormField>
      {errors.root?.message && <FormErrorAlert message={errors.root.message} />}
    </>
  );
}
