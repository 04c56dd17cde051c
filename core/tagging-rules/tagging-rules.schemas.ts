import { z } from 'zod';
import { idPattern } from '../ids';
import { TAGGING_RULE_FIELDS, TAGGING_RULE_OPERATORS } from './rule-matcher';
import { TAGGING_RULE_DESCRIPTION_MAX_LENGTH, TAGGING_RULE_NAME_MAX_LENGTH } from '../field-limits';

const MAX_CONDITIONS = 50;
const CONDITION_VALUE_MAX_LENGTH = 1000;

const conditionSchema = z.object({
  field: z.enum(TAGGING_RULE_FIELDS, `The field must be one of: ${TAGGING_RULE_FIELDS.join(', ')}`),
  operator: z.enum(TAGGING_RULE_OPERATORS, `The operator must be one of: ${TAGGING_RULE_OPERATORS.join(', ')}`),
  value: z.string('The condition value is required').min(1, 'The condition value must have at least 1 character').max(CONDITION_VALUE_MAX_LENGTH, `The condition value must be at most ${CONDITION_VALUE_MAX_LENGTH} characters`),
});

export const taggingRuleInputSchema = z.object({
  name: z.string('The name is required').trim().min(1, 'The name is required').max(TAGGING_RULE_NAME_MAX_LENGTH, `The name must be at most ${TAGGING_RULE_NAME_MAX_LENGTH} characters`),
  description: z
    .string()
    .trim()
    .max(TAGGING_RULE_DESCRIPTION_MAX_LENGTH, `The description must be at most ${TAGGING_RULE_DESCRIPTION_MAX_LENGTH} characters`)
    .nullish()
    .transform((description) => description || null),
  conditions: z.array(conditionSchema, 'conditions must be a list').max(MAX_CONDITIONS, `At most ${MAX_CONDITIONS} conditions`).default([]),
  tagIds: z
    .array(z.string().regex(idPattern('tag'), 'tagIds must be tag ids'), 'At least one tag is required')
    .min(1, 'At least one tag is required')
    .max(50, 'At most 50 tags')
    .transform((tagIds) => [...new Set(tagIds)]),
  matchMode: z.enum(['all', 'any'], 'matchMode must be "all" or "any"').default('all'),
  isCaseSensitive: z.boolean('isCaseSensitive must be true or false').default(false),
  isEnabled: z.boolean('isEnabled must be true or false').default(true),
});

export type TaggingRuleInput = z.output<typeof taggingRuleInputSchema>;

export const taggingRuleIdParamSchema = z.object({ taggingRuleId: z.string().regex(idPattern('tr'), 'The tagging rule id is malformed') });
