import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-provider';
import { myInvitationsQueryKeys } from '@/lib/query-keys';

// Spec: the pending count is cached for 5 minutes, and refreshed after an accept or a reject.
const PENDING_COUNT_STALE_MS = 5 * 60 * 1000;

export function usePendingInvitationsCount({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: myInvitationsQueryKeys.count,
    queryFn: () => api.invitations.count(),
    staleTime: PENDING_COUNT_STALE_MS,
    select: (data) => data.pendingInvitationsCount,
    enabled,
  });
}

export function useMyInvitations() {
  const api = useApi();
  return useQuery({ queryKey: myInvitationsQueryKeys.list, queryFn: () => api.invitations.list() });
}
