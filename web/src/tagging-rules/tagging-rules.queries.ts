import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-provider';
import { runRefetchInterval } from './lib/tagging-rule-run';

/**
 * Every tagging-rules key starts with ['organizations', organizationId, 'tagging-rules'], so
 * invalidating `taggingRulesQueryKeys.all(organizationId)` refreshes the list, details and runs.
 */
export const taggingRulesQueryKeys = {
  all: (organizationId: string) => ['organizations', organizationId, 'tagging-rules'] as const,
  detail: (organizationId: string, taggingRuleId: string) => [...taggingRulesQueryKeys.all(organizationId), taggingRuleId] as const,
  latestRun: (organizationId: string, taggingRuleId: string) => [...taggingRulesQueryKeys.detail(organizationId, taggingRuleId), 'run'] as const,
};

/** The organization's tags, for the rule form's tag picker (same prefix as the tags screens, so their changes refresh it). */
export const organizationTagsQueryKey = (organizationId: string) => ['organizations', organizationId, 'tags'] as const;

export function useTaggingRules(organizationId: string) {
  const api = useApi();
  return useQuery({ queryKey: taggingRulesQueryKeys.all(organizationId), queryFn: () => api.taggingRules.list(organizationId) });
}

export function useTaggingRule(organizationId: string, taggingRuleId: string) {
  const api = useApi();
  return useQuery({ queryKey: taggingRulesQueryKeys.detail(organizationId, taggingRuleId), queryFn: () => api.taggingRules.get(organizationId, taggingRuleId) });
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

export function useOrganizationTags(organizationId: string) {
  const api = useApi();
  return useQuery({ queryKey: organizationTagsQueryKey(organizationId), queryFn: () => api.tags.list(organizationId) });
}
