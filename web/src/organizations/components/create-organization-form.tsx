import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import { cn } from '@/lib/cn';
import { Alert, AlertDescription } from '@/ui/alert';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { organizationNameFormSchema } from '../organization-name.schema';
import { organizationsQueryKey } from '../organizations.queries';

/** Name field + submit; on success the new organization opens. Used by the create and first pages. */
export function CreateOrganizationForm({ defaultName = '', submitLabel, isSubmitFullWidth = false }: { defaultName?: string; submitLabel: string; isSubmitFullWidth?: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const schema = useMemo(() => organizationNameFormSchema(t), [t]);

  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: defaultName },
  });
  const { errors } = form.formState;

  const createOrganization = useMutation({
    mutationFn: (input: { name: string }) => api.organizations.create(input),
    onSuccess: async ({ organization }) => {
      // Navigate first: a refreshed, non-empty list would make the first-organization page redirect.
      await navigate(`/organizations/${organization.id}`);
      await queryClient.invalidateQueries({ queryKey: organizationsQueryKey });
    },
    onError: (error) => form.setError('root', { message: errorMessage(error, t) }),
  });

  return (
    <form noValidate className="grid gap-5" onSubmit={form.handleSubmit((values) => createOrganization.mutate(values))}>
      <FormField label={t('organizations.form.name.label')} error={errors.name?.message} description={t('organizations.form.name.description')}>
        <Input autoFocus autoComplete="organization" placeholder={t('organizations.form.name.placeholder')} {...form.register('name')} />
      </FormField>
      {errors.root?.message && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <AlertDescription>{errors.root.message}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" className={cn('w-full', !isSubmitFullWidth && 'sm:w-auto sm:justify-self-end')} isLoading={createOrganization.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
