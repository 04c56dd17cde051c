import { Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/ui/toast';
import type { Webhook, WebhookInput } from '@/api/types';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { prefetch, type RoutePrefetch } from '@/lib/route-prefetch';
import { RequireSettingsAccess } from '@/lib/require-settings-access';
import { BackLink } from '@/ui/back-link';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { ItemLoadError } from '@/ui/item-load-error';
import { PageContainer, PageHeader } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import { WebhookDeliveries } from '../components/webhook-deliveries';
import { WebhookDisabledBadge, WebhookDisabledNotice } from '../components/webhook-disabled-notice';
import { WebhookForm } from '../components/webhook-form';
import { DELIVERIES_PAGE_SIZE } from '../lib/webhook-deliveries';
import { toFormValues } from '../lib/webhook-form';
import { webhooksPath } from '../webhooks.paths';
import {
  deliveriesQueryOptions,
  useDeleteWebhook,
  useEnableWebhook,
  useUpdateWebhook,
  useWebhook,
  webhookQueryOptions,
} from '../webhooks.queries';

export const prefetchWebhookPage: RoutePrefetch = ({ api, queryClient }, { params: { organizationId = '', webhookId = '' } }) => {
  prefetch(queryClient, webhookQueryOptions(api, organizationId, webhookId));
  prefetch(queryClient, deliveriesQueryOptions(api, organizationId, webhookId, { pageIndex: 0, pageSize: DELIVERIES_PAGE_SIZE }));
};

/** `/organizations/:organizationId/settings/webhooks/:webhookId`: the webhook's settings, and its deliveries. */
export function WebhookPage() {
  return (
    <RequireSettingsAccess action="webhooks:read">
      <WebhookDetails />
    </RequireSettingsAccess>
  );
}

function WebhookDetails() {
  const { t } = useTranslation();
  const { organization } = useCurrentOrganization();
  const organizationId = organization.id;
  const { webhookId = '' } = useParams();
  const query = useWebhook(organizationId, webhookId);

  let content;
  if (query.isPending) {
    content = (
      <div className="grid gap-6" role="status" aria-label={t('common.loading')}>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
    );
  } else if (query.isError) {
    content = (
      <ItemLoadError
        error={query.error}
        errorTitle={t('webhooks.edit.error')}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
        notFound={{
          title: t('webhooks.edit.not-found.title'),
          description: t('webhooks.edit.not-found.description'),
          back: { to: webhooksPath(organizationId), label: t('webhooks.back') },
        }}
      />
    );
  } else {
    content = <WebhookSections organizationId={organizationId} webhook={query.data.webhook} />;
  }

  return (
    <PageContainer>
      <BackLink to={webhooksPath(organizationId)}>{t('webhooks.back')}</BackLink>
      {content}
    </PageContainer>
  );
}

function WebhookSections({ organizationId, webhook }: { organizationId: string; webhook: Webhook }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateWebhook(organizationId, webhook.id);
  const { enableWebhook, enablingWebhookId } = useEnableWebhook(organizationId);
  const { deleteWebhook, deletingWebhookId } = useDeleteWebhook(organizationId);
  const canDelete = useCan('webhooks:delete');
  const defaultValues = useMemo(() => toFormValues(webhook), [webhook]);

  const save = async (input: WebhookInput) => {
    await update.mutateAsync(input);
    toast.success(t('webhooks.update.success', { name: input.name }));
  };

  const remove = async () => {
    if (await deleteWebhook(webhook)) await navigate(webhooksPath(organizationId));
  };

  return (
    <>
      <PageHeader
        className="mb-6"
        title={webhook.name}
        description={<code className="font-mono text-xs [overflow-wrap:anywhere]">{webhook.url}</code>}
        actions={
          <>
            {!webhook.enabled && <WebhookDisabledBadge webhook={webhook} />}
            {canDelete && (
              <Button
                variant="outline"
                className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                isLoading={deletingWebhookId === webhook.id}
                onClick={() => void remove()}
              >
                {deletingWebhookId !== webhook.id && <Trash2 aria-hidden />}
                {t('webhooks.delete.action')}
              </Button>
            )}
          </>
        }
      />
      {!webhook.enabled && (
        <WebhookDisabledNotice
          webhook={webhook}
          isEnabling={enablingWebhookId === webhook.id}
          onEnable={() => enableWebhook(webhook)}
          className="mb-6"
        />
      )}
      <div className="grid gap-10">
        <Card>
          <CardHeader>
            <CardTitle>{t('webhooks.edit.title')}</CardTitle>
            <CardDescription>{t('webhooks.edit.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <WebhookForm
              defaultValues={defaultValues}
              submitLabel={t('webhooks.update.submit')}
              cancelTo={webhooksPath(organizationId)}
              onSubmit={save}
            />
          </CardContent>
        </Card>
        <WebhookDeliveries organizationId={organizationId} webhook={webhook} />
      </div>
    </>
  );
}
