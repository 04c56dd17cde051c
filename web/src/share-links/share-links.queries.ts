import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/api-provider';
import type { ShareLinkInput } from '@/api/types';
import { documentsQueryKeys, shareLinksQueryKeys } from '@/lib/query-keys';

export function useDocumentShareLinks(organizationId: string, documentId: string) {
  const api = useApi();
  return useQuery({
    queryKey: shareLinksQueryKeys.ofDocument(organizationId, documentId),
    queryFn: () => api.shareLinks.listOfDocument(organizationId, documentId),
  });
}

export function useOrganizationShareLinks(organizationId: string) {
  const api = useApi();
  return useQuery({ queryKey: shareLinksQueryKeys.all(organizationId), queryFn: () => api.shareLinks.listOfOrganization(organizationId) });
}

/** Creating and revoking refresh the lists of links and the document's activity, which records both. */
export function useShareLinkMutations(organizationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = (_: unknown, { documentId }: { documentId: string }) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: shareLinksQueryKeys.all(organizationId) }),
      queryClient.invalidateQueries({ queryKey: documentsQueryKeys.detail(organizationId, documentId) }),
    ]);
  return {
    create: useMutation({
      mutationFn: ({ documentId, input }: { documentId: string; input: ShareLinkInput }) =>
        api.shareLinks.create(organizationId, documentId, input),
      onSuccess,
    }),
    revoke: useMutation({
      mutationFn: ({ documentId, shareLinkId }: { documentId: string; shareLinkId: string }) =>
        api.shareLinks.revoke(organizationId, documentId, shareLinkId),
      onSuccess,
    }),
  };
}
