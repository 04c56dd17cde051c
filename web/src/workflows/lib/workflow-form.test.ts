import { describe, expect, it } from 'vitest';
import { workflowInputSchema } from '../../../../core/workflows/workflows.schemas';
import {
  ACTION_TYPES,
  createAction,
  createDefaultFormValues,
  createTrigger,
  fieldErrorAt,
  signedOffset,
  TRIGGER_TYPES,
  toFormValues,
} from './workflow-form';

const translate = (key: string) => `t:${key}`;

/** The refusals of the shared schema for these values, each as the builder shows it. */
function shownErrors(values: ReturnType<typeof createDefaultFormValues>) {
  const result = workflowInputSchema.safeParse(values);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const errors = {};
    let node: Record<string | number, unknown> = errors;
    const path = issue.path as (string | number)[];
    for (const key of path) node = (node[key] ??= {}) as Record<string | number, unknown>;
    node.message = issue.message;
    return fieldErrorAt(errors, path, values, translate);
  });
}

describe('the builder values', () => {
  it('start as a workflow the schema takes once its name and tags are given', () => {
    const values = createDefaultFormValues();
    expect(shownErrors(values)).toEqual(['t:workflows.form.errors.name', 't:workflows.form.errors.tags']);
    values.name = 'Invoices';
    values.actions = [createAction('rename')];
    expect(shownErrors(values)).toEqual([]);
  });

  it.each(TRIGGER_TYPES)('gives a new %s trigger the options the schema takes', (type) => {
    const values = { ...createDefaultFormValues(), name: 'x', triggers: [createTrigger(type)], actions: [createAction('trash')] };
    expect(shownErrors(values)).toEqual([]);
  });

  it.each(ACTION_TYPES.map((type) => ({ type, expected: expectedActionErrors[type] })))(
    'asks what a new $type action lacks, in words the locales have',
    ({ type, expected }) => {
      const values = { ...createDefaultFormValues(), name: 'x', actions: [createAction(type)] };
      expect(shownErrors(values)).toEqual(expected);
    },
  );

  it('reads a saved workflow back into the same values', () => {
    const values = { ...createDefaultFormValues(), name: 'Reminder', triggers: [createTrigger('added'), createTrigger('scheduled')] };
    const saved = workflowInputSchema.parse({ ...values, actions: [createAction('trash')] });
    expect(toFormValues(saved)).toEqual({ ...values, actions: [createAction('trash')] });
  });

  it.each([
    { days: 30, direction: 'before' as const, expected: -30 },
    { days: 30, direction: 'after' as const, expected: 30 },
    { days: -5, direction: 'after' as const, expected: 5 },
  ])('writes $days days $direction as $expected', ({ days, direction, expected }) => {
    expect(signedOffset(days, direction)).toBe(expected);
  });
});

const expectedActionErrors: Record<(typeof ACTION_TYPES)[number], string[]> = {
  add_tags: ['t:workflows.form.errors.tags'],
  remove_tags: ['t:workflows.form.errors.tags'],
  set_property: ['t:workflows.form.errors.property', 't:workflows.form.errors.value'],
  clear_property: ['t:workflows.form.errors.property'],
  rename: [],
  set_document_date: [],
  assign_archive_serial_number: [],
  trash: [],
  send_email: [],
  call_webhook: ['t:workflows.form.errors.webhook'],
  stop: [],
};
