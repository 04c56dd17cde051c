import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import { documentsQueryKeys, tagsQueryKey } from '@/lib/query-keys';

export function useDocumentSuggestions(organizationId: string, documentId: string, { enabled = true } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: documentsQueryKeys.suggestions(organizationId, documentId),
    queryFn: () => api.suggestions.list(organizationId, documentId),
    enabled,
  });
}

/**
 * The documents most like it: under its detail, so that any change of documents asks again. The key is
 * here rather than in documentsQueryKeys, which every page's start-up chunk carries.
 */
export function useSimilarDocuments(organizationId: string, documentId: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...documentsQueryKeys.detail(organizationId, documentId), 'similar'],
    queryFn: () => api.documents.similar(organizationId, documentId),
  });
}

/**
 * Accepting writes a tag or a value and dismissing hides the suggestion for good: each reads the
 * document again (its tags, values, activity and suggestions are under its key), and the lists, which
 * mark the documents with suggestions to review, and the count of "Suggestions to review"; accepting
 * also reads the tags again (their counts, and a tag a new tag's suggestion made); a failure is a toast.
 */
export function useReviewSuggestions(organizationId: string, documentId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: documentsQueryKeys.all(organizationId) });
  const onAccepted = () => Promise.all([onSuccess(), queryClient.invalidateQueries({ queryKey: tagsQueryKey(organizationId) })]);
  const onError = (error: Error) => toast.error(t('suggestions.review-error'), { description: errorMessage(error, t) });
  return {
    accept: useMutation({
      mutationFn: (suggestionId: string) => api.suggestions.accept(organizationId, documentId, suggestionId),
      onSuccess: onAccepted,
      onError,
    }),
    dismiss: useMutation({
      mutationFn: (suggestionId: string) => api.suggestions.dismiss(organizationId, documentId, suggestionId),
      onSuccess,
      onError,
    }),
    acceptAll: useMutation({
      mutationFn: () => api.suggestions.acceptAll(organizationId, documentId),
      onSuccess: onAccepted,
      onError,
    }),
  };
}
