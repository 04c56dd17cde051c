import { describe, expect, it } from 'vitest';
import { type MatchingRule, matchingRuleWorkflow } from './paperless-review';

const rule = (algorithm: number, text: string, overrides: Partial<MatchingRule> = {}): MatchingRule => ({
  kind: 'tag',
  target: 'Finance',
  algorithm,
  text,
  isCaseSensitive: false,
  path: null,
  ...overrides,
});
const tag = { tagId: 'tag_finance' };
const contains = (...values: string[]) => values.map((value) => ({ field: 'content', operator: 'contains', value }));

describe('matchingRuleWorkflow', () => {
  it.each([
    ['any of the words', rule(1, 'invoice  bill'), 'any word', { matchMode: 'any', rules: contains('invoice', 'bill') }],
    ['all of the words', rule(2, 'acme invoice'), 'all words', { matchMode: 'all', rules: contains('acme', 'invoice') }],
    ['the exact text', rule(3, ' ACME Corp '), 'exact', { matchMode: 'all', rules: contains('ACME Corp') }],
    ['its case kept', rule(3, 'ACME', { isCaseSensitive: true }), 'exact', { isCaseSensitive: true, rules: contains('ACME') }],
  ])('%s becomes a disabled workflow on arrival', (_case, matching, algorithm, conditions) => {
    expect(matchingRuleWorkflow(matching, tag)).toMatchObject({
      name: `To review: tag Finance (${algorithm})`,
      isEnabled: false,
      triggers: [{ type: 'added' }],
      conditions: { isCaseSensitive: false, ...conditions },
      actions: [{ type: 'add_tags', tagIds: ['tag_finance'] }],
    });
  });

  it('sets a property for a correspondent’s rule', () => {
    const workflow = matchingRuleWorkflow(rule(3, 'ACME', { kind: 'correspondent', target: 'Acme' }), {
      propertyId: 'prop_correspondent',
      value: 'opt_acme',
    });
    expect(workflow?.actions).toEqual([{ type: 'set_property', propertyId: 'prop_correspondent', value: 'opt_acme' }]);
    expect(workflow?.name).toBe('To review: correspondent Acme (exact)');
  });

  it.each([
    ['a regular expression', rule(4, '^INV-\\d+')],
    ['fuzzy', rule(5, 'acme')],
    ['automatic', rule(6, '')],
    ['no words', rule(1, '   ')],
    ['more words than a workflow has conditions', rule(1, Array.from({ length: 100 }, (_, index) => `w${index}`).join(' '))],
  ])('%s stays in the report only', (_case, matching) => {
    expect(matchingRuleWorkflow(matching, tag)).toBeNull();
  });

  it('cuts a long name to the longest a workflow has', () => {
    const workflow = matchingRuleWorkflow(rule(3, 'x', { target: 'T'.repeat(200) }), tag);
    expect(workflow?.name).toHaveLength(100);
    expect(workflow?.name.endsWith('…')).toBe(true);
  });
});
