import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/api-provider';
import { sharedDocumentQueryKey } from '@/lib/query-keys';

/** The document a link shares; a protected link answers share.password_required until it is unlocked. */
export function useSharedDocument(token: string) {
  const api = useApi();
  return useQuery({ queryKey: sharedDocumentQueryKey(token), queryFn: () => api.shareLinks.openShared(token), retry: false });
}

/** Unlocks a protected link (the Worker answers a cookie for the link's path only), then opens it again. */
export function useUnlockSharedDocument(token: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.shareLinks.unlockShared(token, password),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedDocumentQueryKey(token) }),
  });
}
