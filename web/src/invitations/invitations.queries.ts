import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/api-provider';
import { myInvitationsQueryKeys, organizationsQueryKeys } from '@/lib/query-keys';

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

/** Accepts or rejects one of the user's invitations; accepting adds an organization to theirs. */
export function useAnswerInvitation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitationId, answer }: { invitationId: string; answer: 'accept' | 'reject' }) =>
      answer === 'accept' ? api.invitations.accept(invitationId) : api.invitations.reject(invitationId),
    onSuccess: async (_result, { answer }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myInvitationsQueryKeys.all }),
        answer === 'accept' && queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.list, exact: true }),
      ]);
    },
  });
}
