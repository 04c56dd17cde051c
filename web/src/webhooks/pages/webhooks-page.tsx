import { Webhook as WebhookIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { prefetch, type RoutePrefetch } from '@/lib/route-prefetch';
import { RequireSettingsAccess } from '@/lib/require-settings-access';
import { CardList } from '@/ui/card-list';
import { CreateLinkButton } from '@/ui/create-link-button';
import { EmptyState } from '@/ui/empty-state';
import { PageContainer, PageHeader } from '@/ui/page';
import { WebhookCard } from '../components/webhook-card';
import { createWebhookPath } from '../webhooks.paths';
import { useDeleteWebhook, useEnableWebhook, useWebhooks, webhooksQueryOptions } from '../webhooks.queries';
import { DemoNotice } from '@/config/demo-notice';

export const prefetchWebhooksPage: RoutePrefetch = ({ api, queryClient }, { params: { organizationId = '' } }) =>
  prefetch(queryClient, webhooksQueryOptions(api, organizationId));

/** `/organizations/:organizationId/settings/webhooks`: the organization's webhooks as cards, with create, edit, re-enable and delete. */
export function WebhooksPage() {
  return (
    <RequireSettingsAccess action="webhooks:read">
      <WebhooksList />
    </RequireSettingsAccess>
  );
}

function WebhooksList() {
  const { t } = useTranslation();
  const { organization } = useCurrentOrganization();
  const organizationId = organization.id;
  const query = useWebhooks(organizationId);
  const webhooks = query.data?.webhooks ?? [];
  const isEmpty = query.isSuccess && webhooks.length === 0;
  const { deleteWebhook, deletingWebhookId } = useDeleteWebhook(organizationId);
  const { enableWebhook, enablingWebhookId } = useEnableWebhook(organizationId);
  const canCreate = useCan('webhooks:create');

  const createButton = (label: string) => canCreate && <CreateLinkButton to={createWebhookPath(organizationId)}>{label}</CreateLinkButton>;

  return (
    <PageContainer>
      <PageHeader
        title={t('webhooks.page.title')}
        description={t('webhooks.page.description')}
        actions={query.isSuccess && !isEmpty ? createButton(t('webhooks.page.create')) : undefined}
      />
      <DemoNotice description={t('demo.notices.webhooks')} />

      <CardList
        query={query}
        items={webhooks}
        label={t('webhooks.page.title')}
        errorTitle={t('webhooks.page.error')}
        empty={
          <EmptyState
            icon={WebhookIcon}
            title={t('webhooks.empty.title')}
            description={t('webhooks.empty.description')}
            actions={createButton(t('webhooks.empty.create'))}
          />
        }
        itemKey={(webhook) => webhook.id}
      >
        {(webhook) => (
          <WebhookCard
            organizationId={organizationId}
            webhook={webhook}
            isDeleting={webhook.id === deletingWebhookId}
            onDelete={() => void deleteWebhook(webhook)}
            isEnabling={webhook.id === enablingWebhookId}
            onEnable={() => enableWebhook(webhook)}
          />
        )}
      </CardList>
    </PageContainer>
  );
}
