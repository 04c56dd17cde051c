import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { NativeSelect } from '@/ui/native-select';
import { PageContainer, PageHeader } from '@/ui/page';
import { useInviteMember } from '../members.queries';
import { ASSIGNABLE_ROLES } from '../../../../core/permissions/organization-permissions';

/** `/organizations/:organizationId/invite`: email and role; non-admins go to the organization home (spec). */
export function InviteMemberPage() {
  const { organization } = useCurrentOrganization();
  const canInvite = useCan('invitations:create');
  return canInvite ? <InviteMemberForm organizationId={organization.id} /> : <Navigate to={`/organizations/${organization.id}`} replace />;
}

function InviteMemberForm({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const schema = z.object({
    email: z.string().check(z.trim(), z.email(t('members.invite.email.invalid'))),
    role: z.enum(ASSIGNABLE_ROLES),
  });
  const form = useZodForm(schema, { email: '', role: 'member' });

  const invite = useInviteMember(organizationId, {
    onInvited: () => navigate(`/organizations/${organizationId}/invitations`),
    onError: (message) => form.setError('root', { message }),
  });

  return (
    <PageContainer className="max-w-xl">
      <PageHeader title={t('members.invite.title')} description={t('members.invite.description')} />
      <Card>
        <CardContent className="pt-6">
          <form noValidate className="grid gap-5" onSubmit={form.handleSubmit((values) => invite.mutate(values))}>
            <FormField label={t('members.invite.email.label')} error={form.formState.errors.email?.message}>
              <Input
                type="email"
                autoComplete="off"
                autoFocus
                placeholder={t('members.invite.email.placeholder')}
                {...form.register('email')}
              />
            </FormField>
            <FormField label={t('members.invite.role.label')} description={t(`members.roles-descriptions.${form.watch('role')}`)}>
              <NativeSelect {...form.register('role')}>
                {ASSIGNABLE_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`members.roles.${role}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {form.formState.errors.root?.message && <FormErrorAlert message={form.formState.errors.root.message} />}
            <Button type="submit" className="w-full sm:w-auto sm:justify-self-end" isLoading={invite.isPending}>
              {t('members.invite.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
