import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '@/api/api-provider';
import { documentsQueryKeys, tagsQueryKey } from '@/lib/query-keys';

/** The organization's tags, each with its documentsCount: the tags page, the tag pickers. */
export function useTags(organizationId: string, options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: tagsQueryKey(organizationId),
    queryFn: () => api.tags.list(organizationId),
    enabled: options.enabled,
  });
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
