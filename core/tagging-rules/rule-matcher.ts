/** documentDate is compared as its day, '2024-03-12' ('' when undated): `starts with 2024-03` is March 2024. */
export const TAGGING_RULE_FIELDS = ['name', 'content', 'documentDate'] as const;
export const TAGGING_RULE_OPERATORS = ['equal', 'not_equal', 'contains', 'not_contains', 'starts_with', 'ends_with'] as const;

export type RuleCondition = {
  field: (typeof TAGGING_RULE_FIELDS)[number];
  operator: (typeof TAGGING_RULE_OPERATORS)[number];
  value: string;
};
type MatchableRule = { conditions: RuleCondition[]; matchMode: 'all' | 'any'; isCaseSensitive: boolean };
export type MatchableDocument = { name: string; content: string; documentDate?: string | null };

const TESTS: Record<RuleCondition['operator'], (text: string, value: string) => boolean> = {
  equal: (text, value) => text === value,
  not_equal: (text, value) => text !== value,
  contains: (text, value) => text.includes(value),
  not_contains: (text, value) => !text.includes(value),
  starts_with: (text, value) => text.startsWith(value),
  ends_with: (text, value) => text.endsWith(value),
};

function conditionHolds(condition: RuleCondition, document: MatchableDocument, isCaseSensitive: boolean): boolean {
  const fold = (text: string) => (isCaseSensitive ? text : text.toLocaleLowerCase());
  return TESTS[condition.operator](fold(document[condition.field] ?? ''), fold(condition.value));
}

/** A rule without conditions applies to every document. */
export function matchesRule(rule: MatchableRule, document: MatchableDocument): boolean {
  if (rule.conditions.length === 0) return true;
  const holds = (condition: RuleCondition) => conditionHolds(condition, document, rule.isCaseSensitive);
  return rule.matchMode === 'any' ? rule.conditions.some(holds) : rule.conditions.every(holds);
}
