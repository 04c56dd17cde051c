import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '@/ui/toast';
import { z } from 'zod/mini';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { organizationsQueryKeys } from '@/lib/query-keys';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { NativeSelect } from '@/ui/native-select';
import { PageContainer, PageHeader } from '@/ui/page';
import { ASSIGNABLE_ROLES } from '../../../../core/permissions/organization-permissions';

/** `/organizations/:organizationId/invite`: email and role; non-admins go to the organization home (spec). */
export function InviteMemberPage() {
  const { organization } = useCurrentOrganization();
  const canInvite = useCan('invitations:create');
  return canInvite ? <InviteMemberForm organizationId={organization.id} /> : <Navigate to={`/organizations/${organization.id}`} replace />;
}

function InviteMemberForm({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schema = z.object({
    email: z.string().check(z.trim(), z.email(t('members.invite.email.invalid'))),
    role: z.enum(ASSIGNABLE_ROLES),
  });
  const form = useZodForm(schema, { email: '', role: 'member' });

  const invite = useMutation({
    mutationFn: (values: z.output<typeof schema>) => api.members.invite(organizationId, values),
    onSuccess: async ({ invitation }) => {
      toast.success(t('members.invite.success', { email: invitation.email }));
      await queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.invitations(organizationId) });
      await navigate(`/organizations/${organizationId}/invitations`);
    },
    onError: (error) => {
      const description = errorMessage(error, t);
      form.setError('root', { message: description });
      toast.error(t('members.invite.error'), { description });
    },
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
