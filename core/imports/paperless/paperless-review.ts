import { workflowInputSchema, type WorkflowInput } from '../../workflows/workflows.schemas';
import { WORKFLOW_NAME_MAX_LENGTH } from '../../workflows/workflows.vocabulary';
import { MATCHING_ALGORITHMS } from './paperless-mapping';

/**
 * A matching rule of Paperless-ngx (on a tag, correspondent, document type or storage path) as it
 * comes here: a disabled workflow "to review" that does what the rule did on arrival, where our
 * conditions say the same (any of the words, all of them, the exact text); the others (regular
 * expression, fuzzy, automatic) stay listed in the report only. Pure.
 */
export type MatchingRule = {
  kind: 'tag' | 'correspondent' | 'document type' | 'storage path';
  target: string;
  algorithm: number;
  text: string;
  isCaseSensitive: boolean;
  /** A storage path's path: the text its rule sets. */
  path: string | null;
};

/** What the workflow does: tag the document, or set a property (an option's id, or a text). */
export type RuleEffect = { tagId: string } | { propertyId: string; value: string };

const ANY_WORDS = 1;
const ALL_WORDS = 2;
const EXACT = 3;

export function matchingRuleWorkflow(rule: MatchingRule, effect: RuleEffect): WorkflowInput | null {
  const words = rule.text.split(/\s+/).filter(Boolean);
  let values: string[];
  if (rule.algorithm === ANY_WORDS || rule.algorithm === ALL_WORDS) values = words;
  else if (rule.algorithm === EXACT) values = [rule.text.trim()];
  else return null;
  if (values.length === 0) return null;
  const name = `To review: ${rule.kind} ${rule.target} (${MATCHING_ALGORITHMS[rule.algorithm]})`;
  // Past our limits (more words than conditions, a word too long): listed in the report only.
  const input = workflowInputSchema.safeParse({
    name: name.length > WORKFLOW_NAME_MAX_LENGTH ? `${name.slice(0, WORKFLOW_NAME_MAX_LENGTH - 1)}…` : name,
    isEnabled: false,
    triggers: [{ type: 'added' }],
    conditions: {
      matchMode: rule.algorithm === ANY_WORDS ? 'any' : 'all',
      isCaseSensitive: rule.isCaseSensitive,
      rules: values.map((value) => ({ field: 'content', operator: 'contains', value })),
    },
    actions: ['tagId' in effect ? { type: 'add_tags', tagIds: [effect.tagId] } : { type: 'set_property', ...effect }],
  });
  return input.success ? input.data : null;
}
