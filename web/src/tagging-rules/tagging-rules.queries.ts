import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-provider';
import { taggingRulesQueryKeys } from '@/lib/query-keys';
import { runRefetchInterval } from './lib/tagging-rule-run';

export function useTaggingRules(organizationId: string) {
  const api = useApi();
  return useQuery({ queryKey: taggingRulesQueryKeys.all(organizationId), queryFn: () => api.taggingRules.list(organizationId) });
}

export function useTaggingRule(organizationId: string, taggingRuleId: string) {
  const api = useApi();
  return useQuery({
    queryKey: taggingRulesQueryKeys.detail(organizationId, taggingRuleId),
    queryFn: () => api.taggingRules.get(organizationId, taggingRuleId),
  });
}

/** The newest "apply to existing documents" run of a rule, polled every 1.5 s while it runs. */
export function useTaggingRuleLatestRun(organizationId: string, taggingRuleId: string) {
  const api = useApi();
  return useQuery({
    queryKey: taggingRulesQueryKeys.latestRun(organizationId, taggingRuleId),
    queryFn: () => api.taggingRules.getLatestRun(organizationId, taggingRuleId),
    refetchInterval: (query) => runRefetchInterval(query.state.data?.taggingRuleRun),
  });
}
