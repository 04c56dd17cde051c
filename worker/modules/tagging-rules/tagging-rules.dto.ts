import type { RuleWithTags } from './tagging-rules.repository';

export const toRuleDto = (rule: RuleWithTags) => ({
  id: rule.id,
  organizationId: rule.organizationId,
  name: rule.name,
  description: rule.description,
  isEnabled: rule.isEnabled,
  matchMode: rule.matchMode,
  isCaseSensitive: rule.isCaseSensitive,
  conditions: rule.conditions,
  tagIds: rule.tags.map((tag) => tag.id),
  propertyValues: rule.propertyValues,
  // The shape the original 0.9.1 client reads a rule's tags from.
  actions: rule.tags.map((tag) => ({ tagId: tag.id })),
  tags: rule.tags,
  createdAt: rule.createdAt,
  updatedAt: rule.updatedAt,
});
