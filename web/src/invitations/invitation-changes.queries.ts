import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/api-provider';
import { myInvitationsQueryKeys, organizationsQueryKeys } from '@/lib/query-keys';

/*
 * Answering an invitation. Apart from invitations.queries.ts, whose pending count the shell reads at
 * start-up: every first screen, /login's included, would download it.
 */

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
