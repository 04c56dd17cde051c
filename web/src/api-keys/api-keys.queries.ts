import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import type { ApiClient } from '@/api/api-client';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { ApiKey, ApiKeyInput } from '@/api/types';
import { API_KEYS_QUERY_KEY } from '@/lib/query-keys';
import { destructiveTextsAt, useConfirmDestructive } from '@/ui/confirm-dialog';

export const apiKeysQueryOptions = (api: ApiClient) => queryOptions({ queryKey: API_KEYS_QUERY_KEY, queryFn: () => api.apiKeys.list() });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions(useApi()));
}

/** Creates a key; the caller shows the token of the answer, the one time it exists outside the server. */
export function useCreateApiKey() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyInput) => api.apiKeys.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}

/** Deletes a key after a confirmation, then says so; whatever used it is refused from then on. */
export function useDeleteApiKey() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const confirmDestructive = useConfirmDestructive();

  const mutation = useMutation({
    mutationFn: (apiKey: Pick<ApiKey, 'id' | 'name'>) => api.apiKeys.delete(apiKey.id),
    onSuccess: async (_result, apiKey) => {
      toast.success(t('api-keys.delete.success', { name: apiKey.name }));
      await queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY });
    },
    onError: (error) => toast.error(t('api-keys.delete.error'), { description: errorMessage(error, t) }),
  });

  const deleteApiKey = useCallback(
    (apiKey: Pick<ApiKey, 'id' | 'name'>) =>
      confirmDestructive(destructiveTextsAt(t, 'api-keys.delete.confirm', { name: apiKey.name }), () => mutation.mutateAsync(apiKey)),
    [confirmDestructive, t, mutation.mutateAsync],
  );

  return { deleteApiKey, deletingApiKeyId: mutation.isPending ? mutation.variables?.id : undefined };
}
