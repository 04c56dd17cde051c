import { z } from 'zod';
import { idPattern } from '../ids';
import { TAGGING_RULE_FIELDS, TAGGING_RULE_OPERATORS } from './rule-matcher';
import { TAGGING_RULE_DESCRIPTION_MAX_LENGTH, TAGGING_RULE_NAME_MAX_LENGTH } from '../field-limits';

const MAX_CONDITIONS = 50;
const CONDITION_VALUE_MAX_LENGTH = 1000;

const conditionSchema = z.object({
  field: z.enum(TAGGING_RULE_FIELDS, `The field must be one of: ${TAGGING_RULE_FIELDS.join(', ')}`),
  operator: z.enum(TAGGING_RULE_OPERATORS, `The operator must be one of: ${TAGGING_RULE_OPERATORS.join(', ')}`),
  value: z
    .string('The condition value is required')
    .min(1, 'The condition value must have at least 1 character')
    .max(CONDITION_VALUE_MAX_LENGTH, `The condition value must be at most ${CONDITION_VALUE_MAX_LENGTH} characters`),
});

const MAX_PROPERTY_VALUES = 20;

/** "Set a property": the value is checked against the property when the rule is saved. */
const propertyValueSchema = z.object({
  propertyId: z.string('propertyId is required').regex(idPattern('prop'), 'propertyId must be a property id'),
  value: z.unknown().refine((value) => value !== undefined && value !== null, 'The value to set is required'),
});

export const taggingRuleInputSchema = z
  .object({
    name: z
      .string('The name is required')
      .trim()
      .min(1, 'The name is required')
      .max(TAGGING_RULE_NAME_MAX_LENGTH, `The name must be at most ${TAGGING_RULE_NAME_MAX_LENGTH} characters`),
    description: z
      .string()
      .trim()
      .max(TAGGING_RULE_DESCRIPTION_MAX_LENGTH, `The description must be at most ${TAGGING_RULE_DESCRIPTION_MAX_LENGTH} characters`)
      .nullish()
      .transform((description) => description || null),
    conditions: z
      .array(conditionSchema, 'conditions must be a list')
      .max(MAX_CONDITIONS, `At most ${MAX_CONDITIONS} conditions`)
      .default([]),
    tagIds: z
      .array(z.string().regex(idPattern('tag'), 'tagIds must be tag ids'), 'tagIds must be a list of tag ids')
      .max(50, 'At most 50 tags')
      .default([])
      .transform((tagIds) => [...new Set(tagIds)]),
    propertyValues: z
      .array(propertyValueSchema, 'propertyValues must be a list')
      .max(MAX_PROPERTY_VALUES, `At most ${MAX_PROPERTY_VALUES} properties`)
      .default([])
      .refine((values) => new Set(values.map(({ propertyId }) => propertyId)).size === values.length, 'A property is set twice')
      .meta({
        description: 'Properties the rule sets on a matching document that has no value for them yet (a value set by a person stays).',
      }),
    matchMode: z.enum(['all', 'any'], 'matchMode must be "all" or "any"').default('all'),
    isCaseSensitive: z.boolean('isCaseSensitive must be true or false').default(false),
    isEnabled: z.boolean('isEnabled must be true or false').default(true),
  })
  .refine((input) => input.tagIds.length > 0 || input.propertyValues.length > 0, {
    message: 'At least one tag is required (or a property to set)',
    path: ['tagIds'],
  });

export type TaggingRuleInput = z.output<typeof taggingRuleInputSchema>;

export const taggingRuleIdParamSchema = z.object({ taggingRuleId: z.string().regex(idPattern('tr'), 'The tagging rule id is malformed') });
