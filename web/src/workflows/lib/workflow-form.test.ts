import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { workflowInputSchema } from '../../../../core/workflows/workflows.schemas';
import {
  ACTION_TYPES,
  addressesOf,
  createAction,
  createDefaultFormValues,
  createTrigger,
  fieldErrorAt,
  signedOffset,
  SUGGESTION_CONFIDENCES,
  TRIGGER_TYPES,
  toFormValues,
  workflowFormSchema,
  type WorkflowFormValues,
} from './workflow-form';

const t = ((key: string) => key) as unknown as TFunction;
const schema = workflowFormSchema(t);

/** The builder's refusals, by field path. */
function refusals(values: WorkflowFormValues) {
  const result = schema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const valid = (overrides: Partial<WorkflowFormValues> = {}): WorkflowFormValues => ({
  ...createDefaultFormValues(),
  name: 'Invoices',
  actions: [createAction('rename')],
  ...overrides,
});

describe('workflowFormSchema', () => {
  it('asks a new workflow for its name and the tags its first action adds', () => {
    expect(refusals(createDefaultFormValues())).toEqual({
      name: 'workflows.form.errors.name',
      'actions.0.tagIds': 'workflows.form.errors.tags',
    });
  });

  it.each(TRIGGER_TYPES)('takes a new %s trigger as it is made', (type) => {
    expect(refusals(valid({ triggers: [createTrigger(type)] }))).toEqual({});
  });

  it.each([
    { type: 'add_tags' as const, expected: { 'actions.0.tagIds': 'workflows.form.errors.tags' } },
    { type: 'remove_tags' as const, expected: { 'actions.0.tagIds': 'workflows.form.errors.tags' } },
    {
      type: 'set_property' as const,
      expected: { 'actions.0.propertyId': 'workflows.form.errors.property', 'actions.0.value': 'workflows.form.errors.value' },
    },
    { type: 'clear_property' as const, expected: { 'actions.0.propertyId': 'workflows.form.errors.property' } },
    { type: 'rename' as const, expected: {} },
    { type: 'set_document_date' as const, expected: {} },
    { type: 'assign_archive_serial_number' as const, expected: {} },
    { type: 'trash' as const, expected: {} },
    { type: 'send_email' as const, expected: {} },
    { type: 'call_webhook' as const, expected: { 'actions.0.webhookId': 'workflows.form.errors.webhook' } },
    { type: 'apply_suggestions' as const, expected: {} },
    { type: 'stop' as const, expected: {} },
  ])('asks a new $type action for what it lacks', ({ type, expected }) => {
    expect(refusals(valid({ actions: [createAction(type)] }))).toEqual(expected);
  });

  it.each([
    { what: 'no trigger', values: valid({ triggers: [] }), expected: { triggers: 'workflows.form.errors.triggers' } },
    { what: 'no action', values: valid({ actions: [] }), expected: { actions: 'workflows.form.errors.actions' } },
    { what: 'a name of spaces', values: valid({ name: '   ' }), expected: { name: 'workflows.form.errors.name' } },
    {
      what: 'an unknown placeholder',
      values: valid({ actions: [{ type: 'rename', template: '{{nmae}}' }] }),
      expected: { 'actions.0.template': 'workflows.form.errors.template' },
    },
    {
      what: 'a property placeholder without its name',
      values: valid({ actions: [{ type: 'rename', template: '{{property}}' }] }),
      expected: { 'actions.0.template': 'workflows.form.errors.template' },
    },
    {
      what: 'an email to no one',
      values: valid({ actions: [{ type: 'send_email', roles: [], userIds: [], subject: '{{name}}', body: '{{link}}' }] }),
      expected: { 'actions.0': 'workflows.form.errors.recipients' },
    },
    {
      what: 'suggestions of no kind to apply',
      values: valid({ actions: [{ type: 'apply_suggestions', minConfidence: 0.9, kinds: [] }] }),
      expected: { 'actions.0.kinds': 'workflows.form.errors.suggestion-kinds' },
    },
    {
      what: 'an updated trigger watching nothing',
      values: valid({ triggers: [{ type: 'updated', fields: [] }] }),
      expected: { 'triggers.0.fields': 'workflows.form.errors.fields' },
    },
    {
      what: 'a schedule of a fractional day',
      values: valid({ triggers: [{ type: 'scheduled', dateOf: { kind: 'createdAt' }, offsetDays: 1.5, repeat: null }] }),
      expected: { 'triggers.0.offsetDays': 'workflows.form.errors.number' },
    },
    {
      what: 'a tag condition without tags',
      values: valid({ conditions: { ...createDefaultFormValues().conditions, tags: { mode: 'all', tagIds: [] } } }),
      expected: { 'conditions.tags.tagIds': 'workflows.form.errors.tags' },
    },
    {
      what: 'a name condition without its value',
      values: valid({
        conditions: { ...createDefaultFormValues().conditions, rules: [{ field: 'name', operator: 'contains', value: '' }] },
      }),
      expected: { 'conditions.rules.0.value': 'tagging-rules.form.conditions.value.required' },
    },
  ])('refuses $what, as the API does', ({ values, expected }) => {
    expect(refusals(values)).toEqual(expected);
    // The API's own schema (core/workflows) refuses it too: the builder asks nothing the API takes.
    expect(workflowInputSchema.safeParse(values).success).toBe(false);
  });

  it('takes what the API takes: every trigger and every action, filled in', () => {
    const values = valid({
      triggers: TRIGGER_TYPES.map(createTrigger),
      actions: ACTION_TYPES.map((type) => {
        const action = createAction(type);
        if (action.type === 'add_tags' || action.type === 'remove_tags') return { ...action, tagIds: ['tag_aaaaaaaaaaaaaaaaaaaaaaaa'] };
        if (action.type === 'set_property') return { ...action, propertyId: 'prop_aaaaaaaaaaaaaaaaaaaaaaaa', value: 'Paid' };
        if (action.type === 'clear_property') return { ...action, propertyId: 'prop_aaaaaaaaaaaaaaaaaaaaaaaa' };
        if (action.type === 'call_webhook') return { ...action, webhookId: 'wh_aaaaaaaaaaaaaaaaaaaaaaaa' };
        return action;
      }),
    });
    expect(refusals(values)).toEqual({});
    expect(workflowInputSchema.safeParse(values).error?.issues).toBeUndefined();
  });
});

describe('an action applying suggestions', () => {
  it('offers the thresholds the API keeps, 50% to 100% by 5', () => {
    expect(SUGGESTION_CONFIDENCES).toHaveLength(11);
    for (const minConfidence of SUGGESTION_CONFIDENCES) {
      const [action] = workflowInputSchema.parse(
        valid({ actions: [{ type: 'apply_suggestions', minConfidence, kinds: ['tag'] }] }),
      ).actions;
      expect(action).toMatchObject({ minConfidence });
    }
  });
});

describe('an email action', () => {
  it('may go to addresses alone, typed in one field', () => {
    const email = { ...createAction('send_email'), roles: [], addresses: addressesOf('a@example.com, b@example.com;c@example.com ') };
    expect(email.addresses).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    expect(refusals(valid({ actions: [email] }))).toEqual({});
    expect(workflowInputSchema.safeParse(valid({ actions: [email] })).success).toBe(true);
  });
});

describe('the builder values', () => {
  it('read a saved workflow back into the same values', () => {
    const values = valid({ triggers: [createTrigger('added'), createTrigger('scheduled')], actions: [createAction('trash')] });
    expect(toFormValues(workflowInputSchema.parse(values))).toEqual(values);
  });

  it.each([
    { days: 30, direction: 'before' as const, expected: -30 },
    { days: 30, direction: 'after' as const, expected: 30 },
    { days: -5, direction: 'after' as const, expected: 5 },
  ])('write $days days $direction as $expected', ({ days, direction, expected }) => {
    expect(signedOffset(days, direction)).toBe(expected);
  });

  it.each([
    { path: ['name'], expected: 'workflows.form.errors.name' },
    { path: ['actions', 0, 'tagIds'], expected: 'workflows.form.errors.tags' },
    { path: ['actions', 1], expected: undefined },
  ])('find the error at $path', ({ path, expected }) => {
    const errors = { name: { message: 'workflows.form.errors.name' }, actions: [{ tagIds: { message: 'workflows.form.errors.tags' } }] };
    expect(fieldErrorAt(errors, path)).toBe(expected);
  });
});
