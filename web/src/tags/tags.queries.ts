import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiClient } from '@/api/api-client';
import { useApi } from '@/api/api-provider';
import { documentsQueryKeys, tagsQueryKey } from '@/lib/query-keys';

export const tagsQueryOptions = (api: ApiClient, organizationId: string) =>
  queryOptions({ queryKey: tagsQueryKey(organizationId), queryFn: () => api.tags.list(organizationId) });

/** The organization's tags, each with its documentsCount: the tags page, the tag pickers, the documents table's Tags column. */
export function useTags(organizationId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...tagsQueryOptions(useApi(), organizationId), enabled: options.enabled });
}

/**
 * Refreshes every tags query of the organization; `{ withDocuments: true }` its documents too, for a
 * change they show (documents carry their tags' names and colours, tags count their documents).
 */
export function useInvalidateTags(organizationId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    ({ withDocuments = false }: { withDocuments?: boolean } = {}) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tagsQueryKey(organizationId) }),
        withDocuments ? queryClient.invalidateQueries({ queryKey: documentsQueryKeys.all(organizationId) }) : undefined,
      ]),
    [queryClient, organizationId],
  );
}
