/**
 * A tagging rule is a workflow: the added trigger (a restored document arrives again), the rule's
 * conditions, and one action, adding its tags, followed by its "set a property" fills. The workflow
 * engine carries it out; the rules keep their table, API and screens.
 */
import type { PropertyValue } from '../properties/property-types';
import type { AtOnceAction } from '../workflows/workflow-plan';
import type { WorkflowConditions, WorkflowTrigger } from '../workflows/workflows.schemas';
import type { RuleCondition } from './rule-matcher';

export type RuleDefinition = {
  conditions: RuleCondition[];
  matchMode: 'all' | 'any';
  isCaseSensitive: boolean;
  tagIds: string[];
  propertyValues: { propertyId: string; value: PropertyValue }[];
};

export type RuleWorkflow = { triggers: WorkflowTrigger[]; conditions: WorkflowConditions; actions: AtOnceAction[] };

export function workflowOfRule({ conditions, matchMode, isCaseSensitive, tagIds, propertyValues }: RuleDefinition): RuleWorkflow {
  return {
    triggers: [{ type: 'added', sources: [], fileNamePattern: null }],
    conditions: { matchMode, isCaseSensitive, rules: conditions, tags: null, properties: [], query: null },
    actions: [
      ...(tagIds.length > 0 ? [{ type: 'add_tags' as const, tagIds }] : []),
      ...propertyValues.map(({ propertyId, value }) => ({ type: 'set_property' as const, propertyId, value, isFillOnly: true as const })),
    ],
  };
}
