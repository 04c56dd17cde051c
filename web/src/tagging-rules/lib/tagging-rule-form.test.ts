import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TaggingRule, TaggingRuleCondition } from '@/api/types';
import {
  appliesToEveryDocument,
  createDefaultFormValues,
  taggingRuleFormSchema,
  toFormValues,
  toTaggingRuleInput,
  toTaggingRuleInputFromRule,
  type TaggingRuleFormValues,
} from './tagging-rule-form';

const t = ((key: string) => key) as unknown as TFunction;
const schema = taggingRuleFormSchema(t);

const condition = (overrides: Partial<TaggingRuleCondition> = {}): TaggingRuleCondition => ({
  field: 'name',
  operator: 'contains',
  value: 'invoice',
  ...overrides,
});
const values = (overrides: Partial<TaggingRuleFormValues> = {}): TaggingRuleFormValues => ({
  name: 'Invoices',
  description: '',
  isEnabled: true,
  matchMode: 'all',
  isCaseSensitive: false,
  conditions: [condition()],
  tagIds: ['tag_a'],
  propertyValues: [],
  ...overrides,
});

const rule: TaggingRule = {
  id: 'tr_1',
  organizationId: 'org_1',
  name: 'Invoices',
  description: 'Tags invoices',
  isEnabled: false,
  matchMode: 'any',
  isCaseSensitive: true,
  conditions: [condition(), condition({ field: 'content', operator: 'starts_with', value: 'INV-' })],
  tagIds: ['tag_a', 'tag_b'],
  propertyValues: [{ propertyId: 'prop_a', value: ['opt_a'] }],
  tags: [],
  createdAt: new Date(0),
  updatedAt: new Date(0),
};

describe('createDefaultFormValues', () => {
  it('starts enabled, matching all conditions, ignoring case, with one empty condition and no tag', () => {
    expect(createDefaultFormValues()).toEqual({
      name: '',
      description: '',
      isEnabled: true,
      matchMode: 'all',
      isCaseSensitive: false,
      conditions: [{ field: 'name', operator: 'contains', value: '' }],
      tagIds: [],
      propertyValues: [],
    });
  });
});

describe('toFormValues', () => {
  it('copies a rule into the form', () => {
    expect(toFormValues(rule)).toEqual({
      name: 'Invoices',
      description: 'Tags invoices',
      isEnabled: false,
      matchMode: 'any',
      isCaseSensitive: true,
      conditions: rule.conditions,
      tagIds: ['tag_a', 'tag_b'],
      propertyValues: [{ propertyId: 'prop_a', value: ['opt_a'] }],
    });
  });

  it.each<[string, Partial<TaggingRule>, Partial<TaggingRuleFormValues>]>([
    ['a null description becomes empty', { description: null }, { description: '' }],
    ['a missing isEnabled is on', { isEnabled: undefined }, { isEnabled: true }],
    ['a missing matchMode is all', { matchMode: undefined }, { matchMode: 'all' }],
    ['an unknown matchMode is all', { matchMode: 'some' as never }, { matchMode: 'all' }],
    ['a missing isCaseSensitive is off', { isCaseSensitive: undefined }, { isCaseSensitive: false }],
    ['a rule saved before properties sets none', { propertyValues: undefined }, { propertyValues: [] }],
  ])('%s', (_name, override, expected) => {
    expect(toFormValues({ ...rule, ...override })).toMatchObject(expected);
  });

  it('does not share arrays with the rule', () => {
    const formValues = toFormValues(rule);
    formValues.tagIds.push('tag_c');
    formValues.conditions[0]!.value = 'changed';
    (formValues.propertyValues[0]!.value as string[]).push('opt_b');
    expect(rule.propertyValues[0]!.value).toEqual(['opt_a']);
    expect(rule.tagIds).toEqual(['tag_a', 'tag_b']);
    expect(rule.conditions[0]!.value).toBe('invoice');
  });
});

describe('toTaggingRuleInput', () => {
  it.each<[string, Partial<TaggingRuleFormValues>, Record<string, unknown>]>([
    ['trims the name', { name: '  Invoices  ' }, { name: 'Invoices' }],
    ['clears an empty description', { description: '' }, { description: null }],
    ['clears a blank description', { description: '   ' }, { description: null }],
    ['trims the description', { description: ' Tags invoices ' }, { description: 'Tags invoices' }],
    ['keeps condition values as typed', { conditions: [condition({ value: ' a b ' })] }, { conditions: [condition({ value: ' a b ' })] }],
    ['removes duplicate tags', { tagIds: ['tag_a', 'tag_b', 'tag_a'] }, { tagIds: ['tag_a', 'tag_b'] }],
    [
      'sends the options',
      { isEnabled: false, matchMode: 'any', isCaseSensitive: true },
      { isEnabled: false, matchMode: 'any', isCaseSensitive: true },
    ],
    ['sends no conditions as an empty list', { conditions: [] }, { conditions: [] }],
  ])('%s', (_name, override, expected) => {
    expect(toTaggingRuleInput(values(override))).toMatchObject(expected);
  });

  it('round-trips a rule', () => {
    expect(toTaggingRuleInput(toFormValues(rule))).toEqual({
      name: rule.name,
      description: rule.description,
      isEnabled: rule.isEnabled,
      matchMode: rule.matchMode,
      isCaseSensitive: rule.isCaseSensitive,
      conditions: rule.conditions,
      tagIds: rule.tagIds,
      propertyValues: rule.propertyValues,
    });
  });

  it('drops anything but field, operator and value from conditions', () => {
    const withId = { ...condition(), id: 'row_1' } as TaggingRuleCondition;
    expect(toTaggingRuleInput(values({ conditions: [withId] })).conditions).toEqual([condition()]);
  });
});

describe('toTaggingRuleInputFromRule', () => {
  it('saves the whole rule with the change', () => {
    expect(toTaggingRuleInputFromRule(rule, { isEnabled: true })).toEqual({ ...toTaggingRuleInput(toFormValues(rule)), isEnabled: true });
  });
});

describe('taggingRuleFormSchema', () => {
  it.each<[string, Partial<TaggingRuleFormValues>]>([
    ['a complete rule', {}],
    ['a name of 1 character', { name: 'a' }],
    ['a name of 64 characters', { name: 'a'.repeat(64) }],
    ['a description of 256 characters', { description: 'a'.repeat(256) }],
    ['no conditions (confirmed separately)', { conditions: [] }],
    ['a value of 1 character', { conditions: [condition({ value: 'a' })] }],
    [
      'every field and operator',
      { conditions: [condition({ field: 'content', operator: 'not_equal' }), condition({ operator: 'ends_with' })] },
    ],
    ['several tags', { tagIds: ['tag_a', 'tag_b'] }],
    ['a property to set and no tag', { tagIds: [], propertyValues: [{ propertyId: 'prop_a', value: '12' }] }],
    ['yes/no set to no', { propertyValues: [{ propertyId: 'prop_a', value: false }] }],
  ])('accepts %s', (_name, override) => {
    expect(schema.safeParse(values(override)).success).toBe(true);
  });

  it.each<[string, Partial<TaggingRuleFormValues>, string, string]>([
    ['an empty name', { name: '' }, 'name', 'tagging-rules.form.name.required'],
    ['a blank name', { name: '   ' }, 'name', 'tagging-rules.form.name.required'],
    ['a name of 65 characters', { name: 'a'.repeat(65) }, 'name', 'tagging-rules.form.name.max-length'],
    ['a description of 257 characters', { description: 'a'.repeat(257) }, 'description', 'tagging-rules.form.description.max-length'],
    [
      'an empty condition value',
      { conditions: [condition(), condition({ value: '' })] },
      'conditions.1.value',
      'tagging-rules.form.conditions.value.required',
    ],
    ['an unknown field', { conditions: [condition({ field: 'title' as never })] }, 'conditions.0.field', ''],
    ['an unknown operator', { conditions: [condition({ operator: 'matches' as never })] }, 'conditions.0.operator', ''],
    ['no tag and no property', { tagIds: [] }, 'tagIds', 'tagging-rules.form.tags.or-property-required'],
    [
      'a property without its value',
      { propertyValues: [{ propertyId: 'prop_a', value: null }] },
      'propertyValues.0.value',
      'tagging-rules.form.properties.value-required',
    ],
    [
      'a property with no option chosen',
      { propertyValues: [{ propertyId: 'prop_a', value: [] }] },
      'propertyValues.0.value',
      'tagging-rules.form.properties.value-required',
    ],
  ])('rejects %s', (_name, override, path, message) => {
    const result = schema.safeParse(values(override));
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((candidate) => candidate.path.join('.') === path);
    expect(issue, path).toBeDefined();
    if (message) expect(issue?.message).toBe(message);
  });

  it('trims the name and description it returns', () => {
    expect(schema.parse(values({ name: ' a ', description: ' b ' }))).toMatchObject({ name: 'a', description: 'b' });
  });
});

describe('appliesToEveryDocument', () => {
  it.each([
    [[], true],
    [[condition()], false],
    [[condition(), condition()], false],
  ])('%j → %s', (conditions, expected) => {
    expect(appliesToEveryDocument({ conditions })).toBe(expected);
  });
});
