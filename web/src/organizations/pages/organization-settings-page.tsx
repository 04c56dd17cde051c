import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Info, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { Organization } from '@/api/types';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { organizationsQueryKeys } from '@/lib/query-keys';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card';
import { destructiveTextsAt, useConfirmDestructive } from '@/ui/confirm-dialog';
import { PageContainer, PageHeader } from '@/ui/page';
import { OrganizationNameFields, useOrganizationNameForm } from '../components/organization-name-form';
import { clearStoredCurrentOrganizationId } from '../current-organization-storage';

function RoleNotice({ children }: { children: string }) {
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      {children}
    </p>
  );
}

function RenameOrganizationCard({ organization, canRename }: { organization: Organization; canRename: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useOrganizationNameForm(organization.name);
  const name = useWatch({ control: form.control, name: 'name' });
  const isUnchanged = name.trim() === organization.name;

  // Follows the saved name (after a save, or a rename made elsewhere) while the field is untouched.
  useEffect(() => {
    form.reset({ name: organization.name }, { keepDirtyValues: true });
  }, [organization.name, form]);

  const rename = useMutation({
    mutationFn: (input: { name: string }) => api.organizations.update(organization.id, input),
    onSuccess: async ({ organization: updated }) => {
      form.reset({ name: updated.name });
      toast.success(t('organizations.settings.rename.success'));
      await queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.list });
    },
    onError: (error) => form.setError('root', { message: errorMessage(error, t) }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('organizations.settings.rename.title')}</CardTitle>
        <CardDescription>{t('organizations.settings.rename.description')}</CardDescription>
      </CardHeader>
      <form noValidate className="contents" onSubmit={form.handleSubmit((values) => rename.mutate(values))}>
        <CardContent className="grid gap-4">
          <OrganizationNameFields form={form} disabled={!canRename} />
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
          {canRename ? (
            <p className="text-sm text-muted-foreground">{t('organizations.settings.rename.hint')}</p>
          ) : (
            <RoleNotice>{t('organizations.settings.rename.admin-only')}</RoleNotice>
          )}
          <Button type="submit" disabled={!canRename || isUnchanged} isLoading={rename.isPending}>
            {t('organizations.settings.rename.submit')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

function DeleteOrganizationCard({ organization, canDelete }: { organization: Organization; canDelete: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirmDestructive = useConfirmDestructive();

  const deleteOrganization = useMutation({
    mutationFn: () => api.organizations.delete(organization.id),
    onSuccess: async () => {
      toast.success(t('organizations.settings.delete.success', { name: organization.name }));
      clearStoredCurrentOrganizationId(organization.id);
      // Drop it from the cached list at once, so `/` never picks the deleted organization.
      queryClient.setQueryData<{ organizations: Organization[] }>(organizationsQueryKeys.list, (data) =>
        data ? { organizations: data.organizations.filter(({ id }) => id !== organization.id) } : data,
      );
      await navigate('/', { replace: true });
      queryClient.removeQueries({ queryKey: organizationsQueryKeys.detail(organization.id) });
      await queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.list });
    },
    onError: (error) => toast.error(t('organizations.settings.delete.error'), { description: errorMessage(error, t) }),
  });

  const onDelete = () =>
    confirmDestructive(
      destructiveTextsAt(t, 'organizations.settings.delete.confirm', { name: organization.name }),
      () => deleteOrganization.mutateAsync(),
    );

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="text-destructive">{t('organizations.settings.delete.title')}</CardTitle>
        <CardDescription>{t('organizations.settings.delete.description')}</CardDescription>
      </CardHeader>
      <CardFooter className="flex-col items-stretch gap-3 border-t border-destructive/20 pt-6 sm:flex-row sm:items-center sm:justify-between">
        {canDelete ? (
          <p className="text-sm text-muted-foreground">{t('organizations.settings.delete.warning')}</p>
        ) : (
          <RoleNotice>{t('organizations.settings.delete.owner-only')}</RoleNotice>
        )}
        <Button variant="destructive" disabled={!canDelete} isLoading={deleteOrganization.isPending} onClick={() => void onDelete()}>
          {!deleteOrganization.isPending && <Trash2 aria-hidden />}
          {t('organizations.settings.delete.submit')}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** General settings of the organization: rename and delete. */
export function OrganizationSettingsPage() {
  const { t } = useTranslation();
  const { organization } = useCurrentOrganization();
  const canRename = useCan('organization:update');
  const canDelete = useCan('organization:delete');

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t('organizations.settings.title')} description={t('organizations.settings.description')} />
      <div className="grid gap-6">
        <RenameOrganizationCard organization={organization} canRename={canRename} />
        <DeleteOrganizationCard organization={organization} canDelete={canDelete} />
      </div>
    </PageContainer>
  );
}
