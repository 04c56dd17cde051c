import { MailPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configQueryOptions, useConfig } from '@/config/config-provider';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { prefetch, type RoutePrefetch } from '@/lib/route-prefetch';
import { RequireSettingsAccess } from '@/lib/require-settings-access';
import { Button } from '@/ui/button';
import { CardList } from '@/ui/card-list';
import { EmptyState } from '@/ui/empty-state';
import { PageContainer, PageHeader } from '@/ui/page';
import { AllowedOriginsDialog } from '../components/allowed-origins-dialog';
import { IntakeEmailCard } from '../components/intake-email-card';
import { IntakeEmailsDisabledNotice } from '../components/intake-emails-disabled-notice';
import {
  intakeEmailsQueryOptions,
  useDeleteIntakeEmail,
  useGenerateIntakeEmail,
  useIntakeEmails,
  useSetIntakeEmailEnabled,
} from '../intake-emails.queries';
import { DemoNotice } from '@/config/demo-notice';

/** The list is asked for once the config (already on its way) says the server has intake emails on: otherwise the call would only answer 403. */
export const prefetchIntakeEmailsPage: RoutePrefetch = ({ api, queryClient }, { params: { organizationId = '' } }) =>
  void queryClient.ensureQueryData(configQueryOptions(api)).then(
    ({ config }) => config.intakeEmails.isEnabled && prefetch(queryClient, intakeEmailsQueryOptions(api, organizationId)),
    // The config's failure is the start-up screen's to show.
    () => undefined,
  );

/** `/organizations/:organizationId/settings/intake-emails`: the organization's intake addresses, or why there are none on this server. */
export function IntakeEmailsPage() {
  return (
    <RequireSettingsAccess action="intake-emails:read">
      <IntakeEmails />
    </RequireSettingsAccess>
  );
}

function IntakeEmails() {
  const { t } = useTranslation();
  const isEnabledOnServer = useConfig().intakeEmails.isEnabled;
  return (
    <PageContainer>
      {isEnabledOnServer ? (
        <IntakeEmailsList />
      ) : (
        <>
          <PageHeader title={t('intake-emails.page.title')} description={t('intake-emails.page.description')} />
          <IntakeEmailsDisabledNotice />
        </>
      )}
    </PageContainer>
  );
}

function IntakeEmailsList() {
  const { t } = useTranslation();
  const { organization } = useCurrentOrganization();
  const organizationId = organization.id;
  const query = useIntakeEmails(organizationId);
  const intakeEmails = query.data?.intakeEmails ?? [];
  const isEmpty = query.isSuccess && intakeEmails.length === 0;
  const generate = useGenerateIntakeEmail(organizationId);
  const { setEnabled, togglingIntakeEmailId } = useSetIntakeEmailEnabled(organizationId);
  const { deleteIntakeEmail, deletingIntakeEmailId } = useDeleteIntakeEmail(organizationId);
  const canCreate = useCan('intake-emails:create');
  // An id, not the address: the dialog shows the address as the list has it after each change.
  const [managedIntakeEmailId, setManagedIntakeEmailId] = useState<string | null>(null);
  const managedIntakeEmail = intakeEmails.find((intakeEmail) => intakeEmail.id === managedIntakeEmailId) ?? null;

  const generateButton = (label: string) =>
    canCreate && (
      <Button isLoading={generate.isPending} onClick={() => generate.mutate()}>
        {!generate.isPending && <Plus aria-hidden />}
        {label}
      </Button>
    );

  return (
    <>
      <PageHeader
        title={t('intake-emails.page.title')}
        description={t('intake-emails.page.description')}
        actions={query.isSuccess && !isEmpty ? generateButton(t('intake-emails.generate.action')) : undefined}
      />
      <DemoNotice description={t('demo.notices.intake-emails')} />

      <CardList
        query={query}
        items={intakeEmails}
        label={t('intake-emails.page.title')}
        errorTitle={t('intake-emails.page.error')}
        empty={
          <EmptyState
            icon={MailPlus}
            title={t('intake-emails.empty.title')}
            description={t('intake-emails.empty.description')}
            actions={generateButton(t('intake-emails.generate.action'))}
          />
        }
        itemKey={(intakeEmail) => intakeEmail.id}
      >
        {(intakeEmail) => (
          <IntakeEmailCard
            organizationId={organizationId}
            intakeEmail={intakeEmail}
            onManageOrigins={() => setManagedIntakeEmailId(intakeEmail.id)}
            isToggling={intakeEmail.id === togglingIntakeEmailId}
            onToggleEnabled={() => setEnabled(intakeEmail, !intakeEmail.isEnabled)}
            isDeleting={intakeEmail.id === deletingIntakeEmailId}
            onDelete={() => void deleteIntakeEmail(intakeEmail)}
          />
        )}
      </CardList>

      <AllowedOriginsDialog
        organizationId={organizationId}
        intakeEmail={managedIntakeEmail}
        onClose={() => setManagedIntakeEmailId(null)}
      />
    </>
  );
}
