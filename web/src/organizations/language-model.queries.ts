import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-provider';

/**
 * The operator's language model as the organization's suggestions card shows it (its month's budget
 * too). Here rather than in the suggestions feature, which the organization's settings do not import.
 */
export function useLanguageModel(organizationId: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['organizations', organizationId, 'language-model'],
    queryFn: () => api.suggestions.languageModel(organizationId),
  });
}
