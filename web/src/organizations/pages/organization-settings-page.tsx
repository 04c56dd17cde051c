import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreditCard, Info, Trash2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { Organization } from '@/api/types';
import { useConfig } from '@/config/config-provider';
import { cn } from '@/lib/cn';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { openInNewTab } from '@/lib/open-in-new-tab';
import { organizationsQueryKeys } from '@/lib/query-keys';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card';
import { destructiveTextsAt, useConfirmDestructive } from '@/ui/confirm-dialog';
import { PageContainer, PageHeader } from '@/ui/page';
import { OrganizationNameFields, useOrganizationNameForm } from '../components/organization-name-form';
import { clearStoredCurrentOrganizationId } from '../current-organization-storage';

/** One card of the page: its title and what it is for, above its content (red for what cannot be undone). */
function SettingsCard({ title, description, isDestructive = false, children }: { title: string; description: string; isDestructive?: boolean; children: ReactNode }) {
  return (
    <Card className={cn(isDestructive && 'border-destructive/40')}>
      <CardHeader>
        <CardTitle className={cn(isDestructive && 'text-destructive')}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children}
    </Card>
  );
}

/**
 * A settings card's last row: a hint about its action, or why the user's role may not take it (the
 * action then disabled), beside the action.
 */
function SettingsCardFooter({ isAllowed, hint, roleNotice, className, children }: { isAllowed: boolean; hint: string; roleNotice: string; className?: string; children: ReactNode }) {
  return (
    <CardFooter className={cn('flex-col items-stretch gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between', className)}>
      {isAllowed ? (
        <p className="text-sm text-muted-foreground">{hint}</p>
      ) : (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {roleNotice}
        </p>
      )}
      {children}
    </CardFooter>
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
    <SettingsCard title={t('organizations.settings.rename.title')} description={t('organizations.settings.rename.description')}>
      <form noValidate className="contents" onSubmit={form.handleSubmit((values) => rename.mutate(values))}>
        <CardContent className="grid gap-4">
          <OrganizationNameFields form={form} disabled={!canRename} />
        </CardContent>
        <SettingsCardFooter isAllowed={canRename} hint={t('organizations.settings.rename.hint')} roleNotice={t('organizations.settings.rename.admin-only')}>
          <Button type="submit" disabled={!canRename || isUnchanged} isLoading={rename.isPending}>
            {t('organizations.settings.rename.submit')}
          </Button>
        </SettingsCardFooter>
      </form>
    </SettingsCard>
  );
}

/** How long the subscription button stays busy once the portal's tab has its URL: the tab takes a moment to show. */
const PORTAL_OPENING_MS = 1000;

/** Subscription management: the owner opens the organization's billing portal (Stripe's) in a new tab. */
function SubscriptionCard({ organization, canManage }: { organization: Organization; canManage: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const { isDemoMode } = useConfig();
  const [isOpening, setIsOpening] = useState(false);

  const openCustomerPortal = async () => {
    setIsOpening(true);
    try {
      await openInNewTab(async () => (await api.organizations.getCustomerPortalUrl(organization.id)).customerPortalUrl);
    } catch {
      setIsOpening(false);
      toast.error(t('organizations.settings.subscription.error'));
      return;
    }
    setTimeout(() => setIsOpening(false), PORTAL_OPENING_MS);
  };

  return (
    <SettingsCard title={t('organizations.settings.subscription.title')} description={t('organizations.settings.subscription.description')}>
      <SettingsCardFooter isAllowed={canManage} hint={t('organizations.settings.subscription.hint')} roleNotice={t('organizations.settings.subscription.owner-only')}>
        <Button variant="secondary" disabled={!canManage || isDemoMode} isLoading={isOpening} onClick={() => void openCustomerPortal()}>
          {!isOpening && <CreditCard aria-hidden />}
          {t('organizations.settings.subscription.manage')}
          <span className="sr-only"> {t('common.opens-in-new-tab')}</span>
        </Button>
      </SettingsCardFooter>
    </SettingsCard>
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
    <SettingsCard title={t('organizations.settings.delete.title')} description={t('organizations.settings.delete.description')} isDestructive>
      <SettingsCardFooter
        isAllowed={canDelete}
        hint={t('organizations.settings.delete.warning')}
        roleNotice={t('organizations.settings.delete.owner-only')}
        className="border-destructive/20"
      >
        <Button variant="destructive" disabled={!canDelete} isLoading={deleteOrganization.isPending} onClick={() => void onDelete()}>
          {!deleteOrganization.isPending && <Trash2 aria-hidden />}
          {t('organizations.settings.delete.submit')}
        </Button>
      </SettingsCardFooter>
    </SettingsCard>
  );
}

/** General settings of the organization: rename, the subscription (when the instance has them) and delete. */
export function OrganizationSettingsPage() {
  const { t } = useTranslation();
  const { isSubscriptionsEnabled } = useConfig();
  const { organization } = useCurrentOrganization();
  const canRename = useCan('organization:update');
  const canManageSubscription = useCan('organization:billing');
  const canDelete = useCan('organization:delete');

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t('organizations.settings.title')} description={t('organizations.settings.description')} />
      <div className="grid gap-6">
        <RenameOrganizationCard organization={organization} canRename={canRename} />
        {isSubscriptionsEnabled && <SubscriptionCard organization={organization} canManage={canManageSubscription} />}
        <DeleteOrganizationCard organization={organization} canDelete={canDelete} />
      </div>
    </PageContainer>
  );
}
