import { describe, expect, it } from 'vitest';
import type { TaggingRuleCondition } from '@/api/types';
import en from '@/i18n/locales/en.json';
import { conditionSummaryParts, fieldLabelKey, matchSummaryKey, operatorLabelKey, visibleConditions } from './condition-text';
import { TAGGING_RULE_FIELDS, TAGGING_RULE_OPERATORS } from '../../../../core/tagging-rules/rule-matcher';

const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('fieldLabelKey', () => {
  it.each([
    ['name', 'tagging-rules.fields.name'],
    ['content', 'tagging-rules.fields.content'],
  ] as const)('%s → %s', (field, key) => {
    expect(fieldLabelKey(field)).toBe(key);
  });
});

describe('operatorLabelKey', () => {
  it.each([
    ['equal', 'tagging-rules.operators.equal'],
    ['not_equal', 'tagging-rules.operators.not_equal'],
    ['contains', 'tagging-rules.operators.contains'],
    ['not_contains', 'tagging-rules.operators.not_contains'],
    ['starts_with', 'tagging-rules.operators.starts_with'],
    ['ends_with', 'tagging-rules.operators.ends_with'],
  ] as const)('%s → %s', (operator, key) => {
    expect(operatorLabelKey(operator)).toBe(key);
  });
});

describe('matchSummaryKey', () => {
  const one = [{}];
  it.each([
    ['all', [], 'tagging-rules.card.match.every-document'],
    ['any', [], 'tagging-rules.card.match.every-document'],
    ['all', one, 'tagging-rules.card.match.single'],
    ['any', one, 'tagging-rules.card.match.single'],
    ['all', [{}, {}], 'tagging-rules.card.match.all'],
    ['any', [{}, {}, {}], 'tagging-rules.card.match.any'],
  ] as const)('%s with %j → %s', (matchMode, conditions, key) => {
    expect(matchSummaryKey({ matchMode, conditions })).toBe(key);
  });
});

describe('conditionSummaryParts', () => {
  it.each<[TaggingRuleCondition, { fieldKey: string; operatorKey: string; value: string }]>([
    [
      { field: 'name', operator: 'contains', value: 'invoice' },
      { fieldKey: 'tagging-rules.fields.name', operatorKey: 'tagging-rules.operators.contains', value: 'invoice' },
    ],
    [
      { field: 'content', operator: 'not_equal', value: ' x ' },
      { fieldKey: 'tagging-rules.fields.content', operatorKey: 'tagging-rules.operators.not_equal', value: ' x ' },
    ],
  ])('%j', (condition, expected) => {
    expect(conditionSummaryParts(condition)).toEqual(expected);
  });
});

describe('visibleConditions', () => {
  it.each<[number[], number, number[], number]>([
    [[], 3, [], 0],
    [[1, 2], 3, [1, 2], 0],
    [[1, 2, 3], 3, [1, 2, 3], 0],
    [[1, 2, 3, 4, 5], 3, [1, 2, 3], 2],
    [[1, 2], 0, [], 2],
    [[1, 2], -1, [], 2],
  ])('%j with max %i shows %j and hides %i', (conditions, max, shown, hiddenCount) => {
    expect(visibleConditions(conditions, max)).toEqual({ shown, hiddenCount });
  });
});

describe('English texts', () => {
  it.each([
    ...TAGGING_RULE_FIELDS.map(fieldLabelKey),
    ...TAGGING_RULE_OPERATORS.map(operatorLabelKey),
    'tagging-rules.card.match.every-document',
    'tagging-rules.card.match.single',
    'tagging-rules.card.match.all',
    'tagging-rules.card.match.any',
  ])('%s exists', (key) => {
    expect(typeof lookup(key)).toBe('string');
  });
});
