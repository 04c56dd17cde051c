import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/api/error-message';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { useCreateOrganization } from '../organization-changes.queries';
import { OrganizationNameFields, useOrganizationNameForm } from './organization-name-form';

/** Name field + submit; on success the new organization opens. Used by the create and first pages. */
export function CreateOrganizationForm({
  defaultName = '',
  submitLabel,
  isSubmitFullWidth = false,
}: {
  defaultName?: string;
  submitLabel: string;
  isSubmitFullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useOrganizationNameForm(defaultName);

  const createOrganization = useCreateOrganization({
    onCreated: (organization) => navigate(`/organizations/${organization.id}`),
    onError: (error) => form.setError('root', { message: errorMessage(error, t) }),
  });

  return (
    <form noValidate className="grid gap-5" onSubmit={form.handleSubmit((values) => createOrganization.mutate(values))}>
      <OrganizationNameFields form={form} description={t('organizations.form.name.description')} autoFocus />
      <Button
        type="submit"
        className={cn('w-full', !isSubmitFullWidth && 'sm:w-auto sm:justify-self-end')}
        isLoading={createOrganization.isPending}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
