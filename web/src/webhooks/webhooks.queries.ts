import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import type { ApiClient } from '@/api/api-client';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { Page, Webhook, WebhookInput } from '@/api/types';
import { webhooksQueryKeys } from '@/lib/query-keys';
import { destructiveTextsAt, useConfirmDestructive } from '@/ui/confirm-dialog';
import { logRefetchInterval } from '@/lib/log-refetch-interval';
import { isInFlight } from './lib/webhook-deliveries';
import { toEnabledWebhookInput } from './lib/webhook-form';

type WebhookRef = Pick<Webhook, 'id' | 'name'>;

export const webhooksQueryOptions = (api: ApiClient, organizationId: string) =>
  queryOptions({ queryKey: webhooksQueryKeys.all(organizationId), queryFn: () => api.webhooks.list(organizationId) });

export function useWebhooks(organizationId: string) {
  return useQuery(webhooksQueryOptions(useApi(), organizationId));
}

export const webhookQueryOptions = (api: ApiClient, organizationId: string, webhookId: string) =>
  queryOptions({
    queryKey: webhooksQueryKeys.detail(organizationId, webhookId),
    queryFn: () => api.webhooks.get(organizationId, webhookId),
  });

export function useWebhook(organizationId: string, webhookId: string) {
  return useQuery(webhookQueryOptions(useApi(), organizationId, webhookId));
}

export const deliveriesQueryOptions = (api: ApiClient, organizationId: string, webhookId: string, page: Page) =>
  queryOptions({
    queryKey: webhooksQueryKeys.deliveries(organizationId, webhookId, page),
    queryFn: () => api.webhooks.listDeliveries(organizationId, webhookId, page),
  });

/** One page of a webhook's deliveries, newest first, polled (closely while one of them is still on its way). */
export function useWebhookDeliveries(organizationId: string, webhookId: string, page: Page) {
  return useQuery({
    ...deliveriesQueryOptions(useApi(), organizationId, webhookId, page),
    // The page shown stays while the next one loads, instead of the table collapsing into skeletons.
    placeholderData: keepPreviousData,
    refetchInterval: (query) => logRefetchInterval(query.state.data?.deliveries, isInFlight),
  });
}

/** Refreshes the organization's webhooks: the list, each webhook and their deliveries. */
function useInvalidateWebhooks(organizationId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: webhooksQueryKeys.all(organizationId) }),
    [queryClient, organizationId],
  );
}

/** Refreshes one webhook and the list it is in, not its deliveries. */
export function useRefreshWebhook(organizationId: string, webhookId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhooksQueryKeys.detail(organizationId, webhookId), exact: true }),
        queryClient.invalidateQueries({ queryKey: webhooksQueryKeys.all(organizationId), exact: true }),
      ]),
    [queryClient, organizationId, webhookId],
  );
}

/** Creates a webhook; the caller shows the secret of the answer when the server generated one. */
export function useCreateWebhook(organizationId: string) {
  const api = useApi();
  const invalidate = useInvalidateWebhooks(organizationId);
  return useMutation({ mutationFn: (input: WebhookInput) => api.webhooks.create(organizationId, input), onSuccess: invalidate });
}

export function useUpdateWebhook(organizationId: string, webhookId: string) {
  const api = useApi();
  const invalidate = useInvalidateWebhooks(organizationId);
  return useMutation({ mutationFn: (input: WebhookInput) => api.webhooks.update(organizationId, webhookId, input), onSuccess: invalidate });
}

/** Turns a webhook back on, keeping the rest of it, and says so. */
export function useEnableWebhook(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const invalidate = useInvalidateWebhooks(organizationId);
  const mutation = useMutation({
    mutationFn: (webhook: Webhook) => api.webhooks.update(organizationId, webhook.id, toEnabledWebhookInput(webhook)),
    onSuccess: async (_result, webhook) => {
      toast.success(t('webhooks.enable.success', { name: webhook.name }));
      await invalidate();
    },
    onError: (error) => toast.error(t('webhooks.enable.error'), { description: errorMessage(error, t) }),
  });
  return { enableWebhook: mutation.mutate, enablingWebhookId: mutation.isPending ? mutation.variables.id : undefined };
}

/** Deletes a webhook after a confirmation, then says so; resolves to true once it is deleted. */
export function useDeleteWebhook(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const confirmDestructive = useConfirmDestructive();
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: (webhook: WebhookRef) => api.webhooks.delete(organizationId, webhook.id),
    onSuccess: async (_result, webhook) => {
      toast.success(t('webhooks.delete.success', { name: webhook.name }));
      // Its own queries are gone with it: refetching them would only answer 404.
      queryClient.removeQueries({ queryKey: webhooksQueryKeys.detail(organizationId, webhook.id) });
      await queryClient.invalidateQueries({ queryKey: webhooksQueryKeys.all(organizationId) });
    },
    onError: (error) => toast.error(t('webhooks.delete.error'), { description: errorMessage(error, t) }),
  });

  const deleteWebhook = useCallback(
    (webhook: WebhookRef) =>
      confirmDestructive(destructiveTextsAt(t, 'webhooks.delete.confirm', { name: webhook.name }), () => mutation.mutateAsync(webhook)),
    [confirmDestructive, t, mutation.mutateAsync],
  );

  return { deleteWebhook, deletingWebhookId: mutation.isPending ? mutation.variables.id : undefined };
}

/** Sends a `webhook.test` ping; its delivery shows at the top of the list. */
export function useSendTestEvent(organizationId: string, webhookId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.webhooks.sendTestEvent(organizationId, webhookId),
    onSuccess: async () => {
      toast.success(t('webhooks.test.success'));
      await queryClient.invalidateQueries({ queryKey: webhooksQueryKeys.detail(organizationId, webhookId) });
    },
    onError: (error) => toast.error(t('webhooks.test.error'), { description: errorMessage(error, t) }),
  });
}

/** Sends a delivery's message again, as a new attempt with the same `webhook-id`. */
export function useRedeliver(organizationId: string, webhookId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (deliveryId: string) => api.webhooks.redeliver(organizationId, webhookId, deliveryId),
    onSuccess: async () => {
      toast.success(t('webhooks.deliveries.redeliver.success'));
      await queryClient.invalidateQueries({ queryKey: webhooksQueryKeys.detail(organizationId, webhookId) });
    },
    onError: (error) => toast.error(t('webhooks.deliveries.redeliver.error'), { description: errorMessage(error, t) }),
  });
  return { redeliver: mutation.mutate, redeliveringId: mutation.isPending ? mutation.variables : undefined };
}
