import { describe, expect, it } from 'vitest';
import { meetsConditions } from '../workflows/workflow-conditions';
import type { WorkflowDocument } from '../workflows/workflow-document';
import { planWorkflow, type PlanContext } from '../workflows/workflow-plan';
import { triggersOn } from '../workflows/workflow-triggers';
import { matchesRule, type RuleCondition } from './rule-matcher';
import { workflowOfRule, type RuleDefinition } from './rule-workflow';

const rule = (overrides: Partial<RuleDefinition> = {}): RuleDefinition => ({
  conditions: [],
  matchMode: 'all',
  isCaseSensitive: false,
  tagIds: ['tag_invoices'],
  propertyValues: [],
  ...overrides,
});

const document: WorkflowDocument = {
  id: 'doc_1',
  name: 'Invoice 42.pdf',
  originalName: 'invoice-42.pdf',
  content: 'Electricity bill, total 12 EUR',
  documentDate: '2024-03-12',
  created: '2024-03-14',
  archiveSerialNumber: null,
  source: 'web',
  sender: null,
  isDeleted: false,
  tags: [{ id: 'tag_inbox', name: 'Inbox' }],
  properties: [
    { propertyId: 'prop_amount', name: 'Amount', type: 'number', options: [], value: null },
    { propertyId: 'prop_note', name: 'Note', type: 'text', options: [], value: 'kept' },
    { propertyId: 'prop_memo', name: 'Memo', type: 'text', options: [], value: null },
  ],
};

const tagNames: Record<string, string> = { tag_inbox: 'Inbox', tag_invoices: 'Invoices', tag_bills: 'Bills' };
const context: PlanContext = { today: '2025-01-01', link: null, tagNameOf: (id) => tagNames[id], nextArchiveSerialNumber: 1 };

describe('workflowOfRule: a rule as a workflow', () => {
  it.each<[string, Partial<RuleDefinition>, ReturnType<typeof workflowOfRule>['actions']]>([
    ['tags only', { tagIds: ['tag_invoices', 'tag_bills'] }, [{ type: 'add_tags', tagIds: ['tag_invoices', 'tag_bills'] }]],
    [
      'properties only: no add_tags action',
      { tagIds: [], propertyValues: [{ propertyId: 'prop_amount', value: 12.5 }] },
      [{ type: 'set_property', propertyId: 'prop_amount', value: 12.5, isFillOnly: true }],
    ],
    [
      'tags first, then each property in the rule’s order',
      {
        propertyValues: [
          { propertyId: 'prop_memo', value: 'x' },
          { propertyId: 'prop_amount', value: 3 },
        ],
      },
      [
        { type: 'add_tags', tagIds: ['tag_invoices'] },
        { type: 'set_property', propertyId: 'prop_memo', value: 'x', isFillOnly: true },
        { type: 'set_property', propertyId: 'prop_amount', value: 3, isFillOnly: true },
      ],
    ],
  ])('%s', (_, overrides, actions) => {
    expect(workflowOfRule(rule(overrides)).actions).toEqual(actions);
  });

  it.each<[Partial<RuleDefinition>]>([
    [{}],
    [{ matchMode: 'any', isCaseSensitive: true, conditions: [{ field: 'name', operator: 'contains', value: 'x' }] }],
  ])('the added trigger from any source, and the rule’s conditions, match mode and case (%j)', (overrides) => {
    const given = rule(overrides);
    expect(workflowOfRule(given)).toMatchObject({
      triggers: [{ type: 'added', sources: [], fileNamePattern: null }],
      conditions: {
        matchMode: given.matchMode,
        isCaseSensitive: given.isCaseSensitive,
        rules: given.conditions,
        tags: null,
        properties: [],
        query: null,
      },
    });
    expect(triggersOn(workflowOfRule(given).triggers, { type: 'added' }, document)).toBe(true);
  });
});

describe('a rule’s conditions judged by the workflow engine as the rule matcher judges them', () => {
  const bill: RuleCondition = { field: 'content', operator: 'contains', value: 'BILL' };
  const march: RuleCondition = { field: 'documentDate', operator: 'starts_with', value: '2024-03' };
  const letter: RuleCondition = { field: 'name', operator: 'starts_with', value: 'letter' };
  it.each<[string, Partial<RuleDefinition>, boolean]>([
    ['no conditions: every document', {}, true],
    ['all, each holds', { conditions: [bill, march] }, true],
    ['all, one fails', { conditions: [bill, letter] }, false],
    ['any, one holds', { matchMode: 'any', conditions: [letter, march] }, true],
    ['any, none holds', { matchMode: 'any', conditions: [letter] }, false],
    ['case-sensitive', { isCaseSensitive: true, conditions: [bill] }, false],
  ])('%s → %s', (_, overrides, expected) => {
    const given = rule(overrides);
    expect(meetsConditions(workflowOfRule(given).conditions, document)).toBe(expected);
    expect(matchesRule(given, document)).toBe(expected);
  });
});

describe('a rule’s plan: tags it lacks, properties only where empty, values as saved', () => {
  it.each<[string, Partial<RuleDefinition>, unknown[]]>([
    [
      'a tag it lacks is added',
      { tagIds: ['tag_inbox', 'tag_invoices'] },
      [{ status: 'change', type: 'add_tags', tagIds: ['tag_invoices'] }],
    ],
    ['tags it has already', { tagIds: ['tag_inbox'] }, [{ status: 'unchanged', type: 'add_tags' }]],
    [
      'an empty property is filled, one with a value left',
      {
        tagIds: [],
        propertyValues: [
          { propertyId: 'prop_amount', value: 12.5 },
          { propertyId: 'prop_note', value: 'other' },
        ],
      },
      [
        { status: 'change', type: 'set_property', propertyId: 'prop_amount', value: 12.5, isFillOnly: true },
        { status: 'unchanged', type: 'set_property', reason: 'Note has a value already' },
      ],
    ],
    [
      'a text value is literal, not a template',
      { tagIds: [], propertyValues: [{ propertyId: 'prop_memo', value: 'About {{name}}' }] },
      [{ status: 'change', type: 'set_property', propertyId: 'prop_memo', value: 'About {{name}}', isFillOnly: true }],
    ],
    [
      'a property deleted since cannot be set',
      { tagIds: [], propertyValues: [{ propertyId: 'prop_gone', value: 1 }] },
      [{ status: 'failed', type: 'set_property', reason: 'The property no longer exists' }],
    ],
  ])('%s', (_, overrides, steps) => {
    expect(planWorkflow(workflowOfRule(rule(overrides)).actions, document, context)).toMatchObject(steps);
  });

  it('plans nothing on a trashed document', () => {
    expect(planWorkflow(workflowOfRule(rule()).actions, { ...document, isDeleted: true }, context)).toMatchObject([
      { status: 'unchanged' },
    ]);
  });
});
