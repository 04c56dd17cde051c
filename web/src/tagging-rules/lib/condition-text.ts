import type { TaggingRuleCondition } from '@/api/types';

/** Translation key of a condition field's name: "Name", "Content". */
export const fieldLabelKey = (field: TaggingRuleCondition['field']) => `tagging-rules.fields.${field}` as const;

/** Translation key of an operator in words: "is", "does not contain", "starts with"… */
export const operatorLabelKey = (operator: TaggingRuleCondition['operator']) => `tagging-rules.operators.${operator}` as const;

/** Translation key of the sentence a rule card shows for its match mode and condition count. */
export function matchSummaryKey(rule: { matchMode: 'all' | 'any'; conditions: readonly unknown[] }) {
  if (rule.conditions.length === 0) return 'tagging-rules.card.match.every-document' as const;
  if (rule.conditions.length === 1) return 'tagging-rules.card.match.single' as const;
  return rule.matchMode === 'any' ? ('tagging-rules.card.match.any' as const) : ('tagging-rules.card.match.all' as const);
}

/** The parts of "Name contains “invoice”": keys for the field and operator, and the value as typed. */
export function conditionSummaryParts(condition: TaggingRuleCondition) {
  return { fieldKey: fieldLabelKey(condition.field), operatorKey: operatorLabelKey(condition.operator), value: condition.value };
}

/** The first conditions a card lists, and how many more there are. */
export function visibleConditions<T>(conditions: readonly T[], max: number): { shown: T[]; hiddenCount: number } {
  const limit = Math.max(0, max);
  return { shown: conditions.slice(0, limit), hiddenCount: Math.max(0, conditions.length - limit) };
}
