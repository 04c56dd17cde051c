export const taggingRulesPath = (organizationId: string) => `/organizations/${organizationId}/tagging-rules`;
export const createTaggingRulePath = (organizationId: string) => `${taggingRulesPath(organizationId)}/create`;
export const taggingRulePath = (organizationId: string, taggingRuleId: string) =>
  `${taggingRulesPath(organizationId)}/${encodeURIComponent(taggingRuleId)}`;
