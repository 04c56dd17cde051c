import { CreditCard, Link2, Trash2 } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { loadOrganizationSettingsMessages } from '@/i18n/i18n';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/ui/toast';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { Organization } from '@/api/types';
import { useConfig } from '@/config/config-provider';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { openInNewTab } from '@/lib/open-in-new-tab';
import { toggled } from '@/lib/toggled';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { CardContent } from '@/ui/card';
import { CheckboxItem, FieldGroup } from '@/ui/checklist';
import { destructiveTextsAt, useConfirm, useConfirmDestructive } from '@/ui/confirm-dialog';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { PageContainer, PageHeader } from '@/ui/page';
import { SwitchField } from '@/ui/switch-field';
import { DOCUMENT_LANGUAGES } from '../../../../core/locales/document-languages';
import { ExportCard } from '../components/export-card';
import { OrganizationNameFields, useOrganizationNameForm } from '../components/organization-name-form';
import { SettingsCard, SettingsCardFooter } from '../components/settings-card';
import {
  useDeleteOrganization,
  useReprocessScannedDocuments,
  useUpdateOrganization,
  useUpdateOrganizationSecurity,
} from '../organization-changes.queries';
import { documentLanguagesFormSchema, documentLanguagesFormValuesOf } from '../document-languages.schema';

/** A card fetched as the page opens, with the organization settings' texts: the page's start-up chunk stays as it was. */
function lazySettingsCard<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [Card] = await Promise.all([load(), loadOrganizationSettingsMessages()]);
    return { default: Card };
  });
}

const SuggestionsCard = lazySettingsCard(() => import('../components/suggestions-card').then((module) => module.SuggestionsCard));
const BarcodesCard = lazySettingsCard(() => import('../components/barcodes-card').then((module) => module.BarcodesCard));
// Owners only, and rarely anything in it.
const OperatorActionsCard = lazySettingsCard(() =>
  import('../components/operator-actions-card').then((module) => module.OperatorActionsCard),
);

function RenameOrganizationCard({ organization, canRename }: { organization: Organization; canRename: boolean }) {
  const { t } = useTranslation();
  const form = useOrganizationNameForm(organization.name);
  const name = useWatch({ control: form.control, name: 'name' });
  const isUnchanged = name.trim() === organization.name;

  // Follows the saved name (after a save, or a rename made elsewhere) while the field is untouched.
  useEffect(() => {
    form.reset({ name: organization.name }, { keepDirtyValues: true });
  }, [organization.name, form]);

  const rename = useUpdateOrganization(organization.id, {
    onSuccess: (updated) => {
      form.reset({ name: updated.name });
      toast.success(t('organizations.settings.rename.success'));
    },
    onError: (error) => form.setError('root', { message: errorMessage(error, t) }),
  });

  return (
    <SettingsCard title={t('organizations.settings.rename.title')} description={t('organizations.settings.rename.description')}>
      <form noValidate className="contents" onSubmit={form.handleSubmit((values) => rename.mutate(values))}>
        <CardContent className="grid gap-4">
          <OrganizationNameFields form={form} disabled={!canRename} />
        </CardContent>
        <SettingsCardFooter
          isAllowed={canRename}
          hint={t('organizations.settings.rename.hint')}
          roleNotice={t('organizations.settings.rename.admin-only')}
        >
          <Button type="submit" disabled={!canRename || isUnchanged} isLoading={rename.isPending}>
            {t('organizations.settings.rename.submit')}
          </Button>
        </SettingsCardFooter>
      </form>
    </SettingsCard>
  );
}

/**
 * The languages scans and photos are read in (OCR). Documents already read keep their text, so a save
 * offers to read the scanned ones again in the new languages.
 */
function DocumentLanguagesCard({ organization, canEdit }: { organization: Organization; canEdit: boolean }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const schema = useMemo(() => documentLanguagesFormSchema(t), [t]);
  const form = useZodForm(schema, documentLanguagesFormValuesOf(organization));
  const { isDirty, errors } = form.formState;
  const { documentLanguages } = organization;

  // Follows the saved languages (after a save, or a change made elsewhere) while the boxes are untouched.
  useEffect(() => {
    form.reset(documentLanguagesFormValuesOf({ documentLanguages }), { keepDirtyValues: true });
  }, [documentLanguages, form]);

  const readAgain = useReprocessScannedDocuments(organization.id);

  const offerToReadAgain = async () => {
    const isConfirmed = await confirm({
      title: t('organizations.settings.document-languages.read-again.title'),
      message: t('organizations.settings.document-languages.read-again.message'),
      confirmLabel: t('organizations.settings.document-languages.read-again.confirm'),
      cancelLabel: t('organizations.settings.document-languages.read-again.cancel'),
    });
    if (isConfirmed) readAgain.mutate();
  };

  const save = useUpdateOrganization(organization.id, {
    onSuccess: (updated) => {
      form.reset(documentLanguagesFormValuesOf(updated));
      toast.success(t('organizations.settings.document-languages.success'));
      // Save is enabled only once the boxes differ from the saved languages: every save changed them.
      void offerToReadAgain();
    },
    onError: (error) => form.setError('root', { message: errorMessage(error, t) }),
  });

  return (
    <SettingsCard
      title={t('organizations.settings.document-languages.title')}
      description={t('organizations.settings.document-languages.description')}
    >
      <form noValidate className="contents" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <CardContent className="grid gap-4">
          <Controller
            control={form.control}
            name="documentLanguages"
            render={({ field, fieldState }) => (
              <FieldGroup legend={t('organizations.settings.document-languages.legend')} error={fieldState.error?.message}>
                <div className="grid grid-cols-2 gap-3 rounded-lg border p-4 sm:grid-cols-4">
                  {DOCUMENT_LANGUAGES.map((language, index) => (
                    <CheckboxItem
                      key={language}
                      ref={index === 0 ? field.ref : undefined}
                      label={t(`organizations.settings.document-languages.names.${language}`)}
                      checked={field.value.includes(language)}
                      disabled={!canEdit}
                      onCheckedChange={(checked) => field.onChange(toggled(field.value, language, checked, DOCUMENT_LANGUAGES))}
                    />
                  ))}
                </div>
              </FieldGroup>
            )}
          />
          {errors.root?.message && <FormErrorAlert message={errors.root.message} />}
        </CardContent>
        <SettingsCardFooter
          isAllowed={canEdit}
          hint={t('organizations.settings.document-languages.hint')}
          roleNotice={t('organizations.settings.document-languages.admin-only')}
        >
          <Button type="submit" disabled={!canEdit || !isDirty} isLoading={save.isPending}>
            {t('organizations.settings.document-languages.submit')}
          </Button>
        </SettingsCardFooter>
      </form>
    </SettingsCard>
  );
}

/** How long the subscription button stays busy once the portal's tab has its URL: the tab takes a moment to show. */
const PORTAL_OPENING_MS = 1000;

/** Subscription management: the owner opens the organization's billing portal (Stripe's) in a new tab. */
/** What saving one of the organization's switches says, either way: `{texts}.success`, `{texts}.error`. */
function useSwitchToasts(texts: string) {
  const { t } = useTranslation();
  return {
    onSuccess: () => toast.success(t(`${texts}.success`)),
    onError: (error: Error) => toast.error(t(`${texts}.error`), { description: errorMessage(error, t) }),
  };
}

/** Whether share links may never expire (otherwise a year at most), which admins decide; and, for them, every link of the organization. */
function ShareLinksCard({ organization, canEdit }: { organization: Organization; canEdit: boolean }) {
  const { t } = useTranslation();
  const canSeeAll = useCan('share-links:moderate');
  const save = useUpdateOrganization(organization.id, useSwitchToasts('share-links.settings'));
  const isAllowed = save.isPending ? save.variables.allowPermanentShareLinks : organization.allowPermanentShareLinks;
  return (
    <SettingsCard title={t('share-links.settings.title')} description={t('share-links.settings.description')}>
      <CardContent className="grid gap-4">
        {canSeeAll && (
          <Link
            to={`/organizations/${organization.id}/settings/shared-links`}
            className="inline-flex items-center gap-1.5 justify-self-start text-sm font-medium underline-offset-4 hover:underline"
          >
            <Link2 className="size-4" aria-hidden />
            {t('share-links.settings.see-all')}
          </Link>
        )}
        {canEdit ? (
          <SwitchField
            label={t('share-links.settings.permanent.label')}
            description={t('share-links.settings.permanent.description')}
            checked={isAllowed ?? false}
            onCheckedChange={(checked) => save.mutate({ allowPermanentShareLinks: checked })}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            {t(isAllowed ? 'share-links.settings.permanent.allowed' : 'share-links.settings.permanent.not-allowed')}
          </p>
        )}
      </CardContent>
    </SettingsCard>
  );
}

/** The owner's requirement of a second factor for every member (an authenticator app or a passkey); others read it. */
function SecurityCard({ organization, canEdit }: { organization: Organization; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useUpdateOrganizationSecurity(organization.id, useSwitchToasts('organization-security.settings'));
  const isRequired = save.isPending ? save.variables.requireTwoFactor : organization.requireTwoFactor;
  return (
    <SettingsCard title={t('organization-security.settings.title')} description={t('organization-security.settings.description')}>
      <CardContent>
        {canEdit ? (
          <SwitchField
            label={t('organization-security.settings.require.label')}
            description={t('organization-security.settings.require.description')}
            checked={isRequired ?? false}
            onCheckedChange={(checked) => save.mutate({ requireTwoFactor: checked })}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            {t(isRequired ? 'organization-security.settings.required' : 'organization-security.settings.not-required')}
          </p>
        )}
      </CardContent>
    </SettingsCard>
  );
}

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
      <SettingsCardFooter
        isAllowed={canManage}
        hint={t('organizations.settings.subscription.hint')}
        roleNotice={t('organizations.settings.subscription.owner-only')}
      >
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
  const confirmDestructive = useConfirmDestructive();

  const deleteOrganization = useDeleteOrganization(organization);

  const onDelete = () =>
    confirmDestructive(destructiveTextsAt(t, 'organizations.settings.delete.confirm', { name: organization.name }), () =>
      deleteOrganization.mutateAsync(),
    );

  return (
    <SettingsCard
      title={t('organizations.settings.delete.title')}
      description={t('organizations.settings.delete.description')}
      isDestructive
    >
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

/** General settings of the organization: rename, document languages, share links, barcodes, security, the subscription (when the instance has them), export, what the service's operators did (owners) and delete. */
export function OrganizationSettingsPage() {
  const { t } = useTranslation();
  const { isSubscriptionsEnabled, isDemoMode } = useConfig();
  const { organization } = useCurrentOrganization();
  const canUpdate = useCan('organization:update');
  const canManageSubscription = useCan('organization:billing');
  const canDelete = useCan('organization:delete');
  const canExport = useCan('organization:export');
  const canManageSecurity = useCan('organization:security');
  const canSeeOperatorActions = useCan('organization:operator-actions');

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t('organizations.settings.title')} description={t('organizations.settings.description')} />
      <div className="grid gap-6">
        <RenameOrganizationCard organization={organization} canRename={canUpdate} />
        <DocumentLanguagesCard organization={organization} canEdit={canUpdate} />
        <ShareLinksCard organization={organization} canEdit={canUpdate} />
        <Suspense fallback={null}>
          <BarcodesCard organization={organization} canEdit={canUpdate} />
        </Suspense>
        {!isDemoMode && (
          <Suspense fallback={null}>
            <SuggestionsCard organization={organization} canEdit={canUpdate} />
          </Suspense>
        )}
        {!isDemoMode && <SecurityCard organization={organization} canEdit={canManageSecurity} />}
        {isSubscriptionsEnabled && <SubscriptionCard organization={organization} canManage={canManageSubscription} />}
        <ExportCard organization={organization} canExport={canExport} />
        {canSeeOperatorActions && !isDemoMode && (
          <Suspense fallback={null}>
            <OperatorActionsCard organizationId={organization.id} />
          </Suspense>
        )}
        <DeleteOrganizationCard organization={organization} canDelete={canDelete} />
      </div>
    </PageContainer>
  );
}
