import { describe, expect, it } from 'vitest';
import { matchesRule, type RuleCondition } from './rule-matcher';

const document = { name: 'Invoice-2024.PDF', content: 'Total due: 42 EUR. Thank you for your order.', documentDate: '2024-03-12' };
const rule = (conditions: RuleCondition[], options: { matchMode?: 'all' | 'any'; isCaseSensitive?: boolean } = {}) => ({
  conditions,
  matchMode: options.matchMode ?? 'all',
  isCaseSensitive: options.isCaseSensitive ?? false,
});

describe('matchesRule: each operator on each field, case-insensitive by default', () => {
  it.each([
    ['name', 'equal', 'invoice-2024.pdf', true],
    ['name', 'equal', 'invoice', false],
    ['name', 'not_equal', 'invoice', true],
    ['name', 'not_equal', 'INVOICE-2024.pdf', false],
    ['name', 'contains', '2024', true],
    ['name', 'contains', '2023', false],
    ['name', 'not_contains', '2023', true],
    ['name', 'not_contains', 'voice', false],
    ['name', 'starts_with', 'INV', true],
    ['name', 'starts_with', 'voice', false],
    ['name', 'ends_with', '.pdf', true],
    ['name', 'ends_with', '.txt', false],
    ['content', 'equal', document.content.toUpperCase(), true],
    ['content', 'equal', 'total due', false],
    ['content', 'not_equal', 'total due', true],
    ['content', 'contains', 'thank YOU', true],
    ['content', 'contains', 'refund', false],
    ['content', 'not_contains', 'refund', true],
    ['content', 'not_contains', 'order', false],
    ['content', 'starts_with', 'total', true],
    ['content', 'starts_with', 'due', false],
    ['content', 'ends_with', 'ORDER.', true],
    ['content', 'ends_with', 'order', false],
    ['documentDate', 'starts_with', '2024-03', true],
    ['documentDate', 'starts_with', '2024-04', false],
    ['documentDate', 'equal', '2024-03-12', true],
    ['documentDate', 'not_equal', '2024-03-12', false],
  ] as const)('%s %s %j → %s', (field, operator, value, expected) => {
    expect(matchesRule(rule([{ field, operator, value }]), document)).toBe(expected);
  });
});

describe('matchesRule: case-sensitive option', () => {
  it.each([
    ['contains', 'Invoice', true],
    ['contains', 'invoice', false],
    ['ends_with', '.PDF', true],
    ['ends_with', '.pdf', false],
    ['equal', 'Invoice-2024.PDF', true],
    ['not_equal', 'invoice-2024.pdf', true],
  ] as const)('name %s %j → %s', (operator, value, expected) => {
    expect(matchesRule(rule([{ field: 'name', operator, value }], { isCaseSensitive: true }), document)).toBe(expected);
  });
});

describe('matchesRule: match modes', () => {
  const hit: RuleCondition = { field: 'content', operator: 'contains', value: 'eur' };
  const miss: RuleCondition = { field: 'content', operator: 'contains', value: 'usd' };
  it.each([
    ['all', [hit, hit], true],
    ['all', [hit, miss], false],
    ['any', [hit, miss], true],
    ['any', [miss, miss], false],
    ['all', [], true],
    ['any', [], true],
  ] as const)('%s of %j → %s', (matchMode, conditions, expected) => {
    expect(matchesRule(rule([...conditions], { matchMode }), document)).toBe(expected);
  });
});

describe('matchesRule: an undated document', () => {
  it.each([
    ['starts_with', '2024', false],
    ['not_equal', '2024-03-12', true],
    ['not_contains', '2024', true],
  ] as const)('documentDate %s %j → %s', (operator, value, expected) => {
    expect(matchesRule(rule([{ field: 'documentDate', operator, value }]), { ...document, documentDate: null })).toBe(expected);
  });
});
