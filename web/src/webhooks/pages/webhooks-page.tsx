import { Plus, Webhook as WebhookIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { prefetch, type RoutePrefetch } from '@/lib/route-prefetch';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadErrorAlert } from '@/ui/load-error';
import { PageContainer, PageHeader } from '@/ui/page';
import { CardListSkeleton, IconTextSkeleton, Skeleton } from '@/ui/skeleton';
import { RequireWebhooksAccess } from '../components/require-webhooks-access';
import { WebhookCard } from '../components/webhook-card';
import { createWebhookPath } from '../webhooks.paths';
import { useDeleteWebhook, useEnableWebhook, useWebhooks, webhooksQueryOptions } from '../webhooks.queries';

export const prefetchWebhooksPage: RoutePrefetch = ({ api, queryClient }, { params: { organizationId = '' } }) => prefetch(queryClient, webhooksQueryOptions(api, organizationId));

function CardSkeletons() {
  return (
    <CardListSkeleton count={2}>
      <IconTextSkeleton iconClassName="rounded-full" />
      <Skeleton className="h-8 w-full rounded" />
    </CardListSkeleton>
  );
}

/** `/organizations/:organizationId/settings/webhooks`: the organization's webhooks as cards, with create, edit, re-enable and delete. */
export function WebhooksPage() {
  return (
    <RequireWebhooksAccess>
      <WebhooksList />
    </RequireWebhooksAccess>
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

  const createButton = (label: string) =>
    canCreate && (
      <Button asChild>
        <Link to={createWebhookPath(organizationId)}>
          <Plus aria-hidden />
          {label}
        </Link>
      </Button>
    );

  return (
    <PageContainer>
      <PageHeader title={t('webhooks.page.title')} description={t('webhooks.page.description')} actions={query.isSuccess && !isEmpty ? createButton(t('webhooks.page.create')) : undefined} />

      {query.isError ? (
        <LoadErrorAlert title={t('webhooks.page.error')} error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : query.isPending ? (
        <CardSkeletons />
      ) : isEmpty ? (
        <EmptyState icon={WebhookIcon} title={t('webhooks.empty.title')} description={t('webhooks.empty.description')} actions={createButton(t('webhooks.empty.create'))} />
      ) : (
        <ul className="grid gap-4" aria-label={t('webhooks.page.title')}>
          {webhooks.map((webhook) => (
            <li key={webhook.id}>
              <WebhookCard
                organizationId={organizationId}
                webhook={webhook}
                isDeleting={webhook.id === deletingWebhookId}
                onDelete={() => void deleteWebhook(webhook)}
                isEnabling={webhook.id === enablingWebhookId}
                onEnable={() => enableWebhook(webhook)}
              />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
