import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import { textField } from '@/lib/text-field';
import type { PropertyValue, TaggingRule, TaggingRuleCondition, TaggingRuleInput } from '@/api/types';
import { TAGGING_RULE_DESCRIPTION_MAX_LENGTH, TAGGING_RULE_NAME_MAX_LENGTH } from '../../../../core/field-limits';
import { TAGGING_RULE_FIELDS, TAGGING_RULE_OPERATORS } from '../../../../core/tagging-rules/rule-matcher';

type TaggingRuleMatchMode = TaggingRule['matchMode'];

export const TAGGING_RULE_MATCH_MODES = ['all', 'any'] as const satisfies readonly TaggingRuleMatchMode[];

/** What the form edits: the API input, with a plain string for the optional description. */
export type TaggingRuleFormValues = {
  name: string;
  description: string;
  isEnabled: boolean;
  matchMode: TaggingRuleMatchMode;
  isCaseSensitive: boolean;
  conditions: TaggingRuleCondition[];
  tagIds: string[];
  /** Typed values stay as typed (the server reads "1234,50" as a number); null until one is given. */
  propertyValues: { propertyId: string; value: PropertyValue | null }[];
};

/** A new condition row: "name contains …". */
export const createEmptyCondition = (): TaggingRuleCondition => ({ field: 'name', operator: 'contains', value: '' });

/** A new rule: enabled, every condition must hold, case ignored, one empty condition to fill in. */
export const createDefaultFormValues = (): TaggingRuleFormValues => ({
  name: '',
  description: '',
  isEnabled: true,
  matchMode: 'all',
  isCaseSensitive: false,
  conditions: [createEmptyCondition()],
  tagIds: [],
  propertyValues: [],
});

/** The form values of an existing rule; rules saved before the newer options get their defaults. */
export function toFormValues(
  rule: Pick<TaggingRule, 'name' | 'description' | 'conditions' | 'tagIds'> &
    Partial<Pick<TaggingRule, 'isEnabled' | 'matchMode' | 'isCaseSensitive' | 'propertyValues'>>,
): TaggingRuleFormValues {
  return {
    name: rule.name,
    description: rule.description ?? '',
    isEnabled: rule.isEnabled ?? true,
    matchMode: rule.matchMode === 'any' ? 'any' : 'all',
    isCaseSensitive: rule.isCaseSensitive ?? false,
    conditions: rule.conditions.map(({ field, operator, value }) => ({ field, operator, value })),
    tagIds: [...rule.tagIds],
    propertyValues: (rule.propertyValues ?? []).map(({ propertyId, value }) => ({
      propertyId,
      value: Array.isArray(value) ? [...value] : value,
    })),
  };
}

/** The create / update payload: trimmed name and description (an empty description is cleared), unique tag ids. */
export function toTaggingRuleInput(values: TaggingRuleFormValues): TaggingRuleInput {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    description: description === '' ? null : description,
    isEnabled: values.isEnabled,
    matchMode: values.matchMode,
    isCaseSensitive: values.isCaseSensitive,
    conditions: values.conditions.map(({ field, operator, value }) => ({ field, operator, value })),
    tagIds: [...new Set(values.tagIds)],
    propertyValues: values.propertyValues.map(({ propertyId, value }) => ({ propertyId, value })),
  };
}

/** The update payload of a rule changed outside the form (e.g. the enabled switch of a card). */
export function toTaggingRuleInputFromRule(rule: TaggingRule, changes: Partial<TaggingRuleFormValues> = {}): TaggingRuleInput {
  return toTaggingRuleInput({ ...toFormValues(rule), ...changes });
}

/**
 * Spec section 5: name 1 to 64 (trimmed), description at most 256, each condition a field, an
 * operator and a value of at least one character, and at least one tag (or, beyond the spec, a
 * property to set, each with its value).
 */
const hasValue = (value: PropertyValue | null) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

export const taggingRuleFormSchema = (t: TFunction) =>
  z
    .object({
      name: textField({
        min: 1,
        tooShort: t('tagging-rules.form.name.required'),
        max: TAGGING_RULE_NAME_MAX_LENGTH,
        tooLong: t('tagging-rules.form.name.max-length', { max: TAGGING_RULE_NAME_MAX_LENGTH }),
      }),
      description: textField({
        max: TAGGING_RULE_DESCRIPTION_MAX_LENGTH,
        tooLong: t('tagging-rules.form.description.max-length', { max: TAGGING_RULE_DESCRIPTION_MAX_LENGTH }),
      }),
      isEnabled: z.boolean(),
      matchMode: z.enum(TAGGING_RULE_MATCH_MODES),
      isCaseSensitive: z.boolean(),
      conditions: z.array(
        z.object({
          field: z.enum(TAGGING_RULE_FIELDS),
          operator: z.enum(TAGGING_RULE_OPERATORS),
          value: z.string().check(z.minLength(1, t('tagging-rules.form.conditions.value.required'))),
        }),
      ),
      tagIds: z.array(z.string()),
      propertyValues: z.array(
        z.object({
          propertyId: z.string(),
          value: z.custom<PropertyValue | null>().check(z.refine(hasValue, t('tagging-rules.form.properties.value-required'))),
        }),
      ),
    })
    .check(
      z.refine((values) => values.tagIds.length > 0 || values.propertyValues.length > 0, {
        message: t('tagging-rules.form.tags.or-property-required'),
        path: ['tagIds'],
      }),
    );

/** A rule without conditions matches every document: the form asks before saving one. */
export const appliesToEveryDocument = (values: Pick<TaggingRuleFormValues, 'conditions'>) => values.conditions.length === 0;
