import { matchesRule } from '../tagging-rules/rule-matcher';
import { propertyComparable, type WorkflowDocument } from './workflow-document';
import type { WorkflowConditions } from './workflows.schemas';

type PropertyCondition = WorkflowConditions['properties'][number];

function propertyConditionHolds({ propertyId, operator, value }: PropertyCondition, document: WorkflowDocument, isCaseSensitive: boolean) {
  const property = document.properties.find((candidate) => candidate.propertyId === propertyId);
  const stored = property?.value ?? null;
  const fold = (text: string) => (isCaseSensitive ? text : text.toLocaleLowerCase());
  const text = fold(propertyComparable(stored));
  switch (operator) {
    case 'is_set':
      return stored !== null;
    case 'is_not_set':
      return stored === null;
    case 'equals':
      return text === fold(value);
    case 'not_equals':
      return text !== fold(value);
    case 'contains':
      return Array.isArray(stored) ? stored.some((item) => fold(item) === fold(value)) : text.includes(fold(value));
  }
}

function tagConditionHolds({ mode, tagIds }: NonNullable<WorkflowConditions['tags']>, document: WorkflowDocument) {
  const has = new Set(document.tags.map(({ id }) => id));
  if (mode === 'all') return tagIds.every((id) => has.has(id));
  if (mode === 'any') return tagIds.some((id) => has.has(id));
  return !tagIds.some((id) => has.has(id));
}

/**
 * Whether the document meets the conditions. The text and property conditions are joined by the match
 * mode (all or any); the tag condition and the search query must hold besides. The query is the Worker's
 * to judge (it runs the search): `matchesQuery` is its answer, ignored when there is no query.
 */
export function meetsConditions(conditions: WorkflowConditions, document: WorkflowDocument, { matchesQuery = true } = {}): boolean {
  const { matchMode, isCaseSensitive } = conditions;
  if (conditions.query && !matchesQuery) return false;
  if (conditions.tags && !tagConditionHolds(conditions.tags, document)) return false;
  const tests = [
    ...conditions.rules.map((rule) => () => matchesRule({ conditions: [rule], matchMode, isCaseSensitive }, document)),
    ...conditions.properties.map((condition) => () => propertyConditionHolds(condition, document, isCaseSensitive)),
  ];
  if (tests.length === 0) return true;
  return matchMode === 'any' ? tests.some((test) => test()) : tests.every((test) => test());
}
