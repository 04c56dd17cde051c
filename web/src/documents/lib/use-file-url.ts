import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-provider';
import { documentsQueryKeys } from '@/lib/query-keys';

/** The URL of a document's file (or its download), undefined until the client answered it. */
export function useFileUrl(
  organizationId: string,
  documentId: string,
  { download = false }: { download?: boolean } = {},
): string | undefined {
  const api = useApi();
  return useQuery({
    queryKey: documentsQueryKeys.fileUrl(organizationId, documentId, download ? 'download' : 'file'),
    queryFn: () => api.documents.fileUrl(organizationId, documentId, { download }),
    staleTime: Infinity,
  }).data;
}

/** The URL of the thumbnail made at `thumbnailCreatedAt`, or undefined while it is being asked for. */
export function useThumbnailUrl(organizationId: string, documentId: string, thumbnailCreatedAt: Date): string | undefined {
  const api = useApi();
  return useQuery({
    queryKey: documentsQueryKeys.fileUrl(organizationId, documentId, `thumbnail-${thumbnailCreatedAt.getTime()}`),
    queryFn: () => api.documents.thumbnailUrl(organizationId, documentId, thumbnailCreatedAt),
    staleTime: Infinity,
  }).data;
}

/** The URL of one of a document's versions' file (or its download), undefined until the client answered it. */
export function useVersionFileUrl(organizationId: string, documentId: string, versionId: string, { download = false } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: documentsQueryKeys.fileUrl(organizationId, documentId, `version-${versionId}-${download ? 'download' : 'file'}`),
    queryFn: () => api.versions.fileUrl(organizationId, documentId, versionId, { download }),
    staleTime: Infinity,
  }).data;
}
