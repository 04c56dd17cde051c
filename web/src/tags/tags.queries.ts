import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '@/api/api-provider';

/**
 * Every tags key starts with ['organizations', organizationId, 'tags']; the list is that key itself,
 * so invalidating `tagsQueryKeys.all(organizationId)` refreshes it and anything added below it.
 */
export const tagsQueryKeys = {
  all: (organizationId: string) => ['organizations', organizationId, 'tags'] as const,
  list: (organizationId: string) => tagsQueryKeys.all(organizationId),
};

/** The organization's tags, each with its documentsCount. */
export function useTags(organizationId: string, options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: tagsQueryKeys.list(organizationId),
    queryFn: () => api.tags.list(organizationId),
    enabled: options.enabled,
  });
}

/** Refreshes every tags query of the organization. */
export function useInvalidateTags(organizationId: string) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: tagsQueryKeys.all(organizationId) }), [queryClient, organizationId]);
}
