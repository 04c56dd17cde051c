import type { TFunction } from 'i18next';
import type { z as classic } from 'zod';
import { z } from 'zod/mini';
import type { Workflow } from '@/api/types';
import { textField } from '@/lib/text-field';
import { TAGGING_RULE_FIELDS, TAGGING_RULE_OPERATORS } from '../../../../core/tagging-rules/rule-matcher';
import { templateRefusal } from '../../../../core/workflows/workflow-templates';
import type {
  WorkflowAction,
  WorkflowActionType,
  WorkflowTrigger,
  WorkflowTriggerType,
  workflowInputSchema,
} from '../../../../core/workflows/workflows.schemas';
import {
  PROPERTY_CONDITION_OPERATORS,
  SUGGESTION_CONFIDENCE_DEFAULT,
  SUGGESTION_CONFIDENCE_MAX,
  SUGGESTION_CONFIDENCE_MIN,
  SUGGESTION_CONFIDENCE_STEP,
  SUGGESTION_KINDS_APPLIED_BY_DEFAULT,
  WORKFLOW_NAME_MAX_LENGTH,
} from '../../../../core/workflows/workflows.vocabulary';

/** What the builder edits: the API's input (the form sets every field; the schema's defaults fill in nothing). */
export type WorkflowFormValues = classic.input<typeof workflowInputSchema> & { isEnabled: boolean };
type FormTrigger = WorkflowFormValues['triggers'][number];
type FormAction = WorkflowFormValues['actions'][number];

export const TRIGGER_TYPES = [
  'added',
  'updated',
  'tag_added',
  'tag_removed',
  'scheduled',
  'manual',
] as const satisfies readonly WorkflowTriggerType[];
export const ACTION_TYPES = [
  'add_tags',
  'remove_tags',
  'set_property',
  'clear_property',
  'rename',
  'set_document_date',
  'assign_archive_serial_number',
  'trash',
  'send_email',
  'call_webhook',
  'apply_suggestions',
  'stop',
] as const satisfies readonly WorkflowActionType[];

/** A new trigger of a type, with the options a person most often means. */
export function createTrigger(type: WorkflowTriggerType): FormTrigger {
  switch (type) {
    case 'added':
      return { type, sources: [], fileNamePattern: '' };
    case 'updated':
      return { type, fields: ['content'] };
    case 'tag_added':
    case 'tag_removed':
      return { type, tagIds: [] };
    case 'scheduled':
      return { type, dateOf: { kind: 'documentDate' }, offsetDays: 0, repeat: null };
    case 'manual':
      return { type };
  }
}

/** A new action of a type; templates start with what most workflows write. */
export function createAction(type: WorkflowActionType): FormAction {
  switch (type) {
    case 'add_tags':
      return { type, tagIds: [] };
    case 'remove_tags':
      return { type, tagIds: [], all: false };
    case 'set_property':
      return { type, propertyId: '', value: '' };
    case 'clear_property':
      return { type, propertyId: '' };
    case 'rename':
      return { type, template: '{{documentDate}} {{name}}' };
    case 'set_document_date':
      return { type, template: '{{created}}' };
    case 'send_email':
      return { type, roles: ['owner'], userIds: [], addresses: [], subject: '{{name}}', body: '{{link}}', attachFile: false };
    case 'call_webhook':
      return { type, webhookId: '', body: '{ "name": "{{name}}", "link": "{{link}}" }' };
    case 'apply_suggestions':
      return { type, minConfidence: SUGGESTION_CONFIDENCE_DEFAULT, kinds: [...SUGGESTION_KINDS_APPLIED_BY_DEFAULT] };
    case 'assign_archive_serial_number':
    case 'trash':
    case 'stop':
      return { type };
  }
}

/** The thresholds the builder offers, 0.5 to 1 by 0.05, each kept to two places as the API keeps them. */
export const SUGGESTION_CONFIDENCES = Array.from(
  { length: Math.round((SUGGESTION_CONFIDENCE_MAX - SUGGESTION_CONFIDENCE_MIN) / SUGGESTION_CONFIDENCE_STEP) + 1 },
  (_, step) => Number((SUGGESTION_CONFIDENCE_MIN + step * SUGGESTION_CONFIDENCE_STEP).toFixed(2)),
);

/** A new workflow: on arrival, every document, one action to fill in. */
export const createDefaultFormValues = (): WorkflowFormValues => ({
  name: '',
  isEnabled: true,
  triggers: [createTrigger('added')],
  conditions: { matchMode: 'all', isCaseSensitive: false, rules: [], tags: null, properties: [], query: '' },
  actions: [createAction('add_tags')],
});

/** The builder's values of a saved workflow. */
export function toFormValues(workflow: Pick<Workflow, 'name' | 'isEnabled' | 'triggers' | 'conditions' | 'actions'>): WorkflowFormValues {
  const { conditions } = workflow;
  return {
    name: workflow.name,
    isEnabled: workflow.isEnabled,
    triggers: workflow.triggers.map(toFormTrigger),
    conditions: {
      matchMode: conditions.matchMode,
      isCaseSensitive: conditions.isCaseSensitive,
      rules: conditions.rules.map((rule) => ({ ...rule })),
      tags: conditions.tags && { mode: conditions.tags.mode, tagIds: [...conditions.tags.tagIds] },
      properties: conditions.properties.map((property) => ({ ...property })),
      query: conditions.query ?? '',
    },
    actions: workflow.actions.map(toFormAction),
  };
}

const toFormTrigger = (trigger: WorkflowTrigger): FormTrigger =>
  trigger.type === 'added' ? { ...trigger, fileNamePattern: trigger.fileNamePattern ?? '' } : structuredClone(trigger);

const toFormAction = (action: WorkflowAction): FormAction => structuredClone(action);

/** The addresses typed in one field, separated by commas, spaces or semicolons; the API checks each. */
export const addressesOf = (text: string) => text.split(/[\s,;]+/).filter((address) => address !== '');

/** Offsets read as a person says them: "30 days before", "2 days after". */
export const offsetDirection = (offsetDays: number) => (offsetDays < 0 ? 'before' : 'after');
export const signedOffset = (days: number, direction: 'before' | 'after') => (direction === 'before' ? -Math.abs(days) : Math.abs(days));

type Rule<Value> = { applies: (value: Value) => boolean; isValid: (value: Value) => boolean; message: string; path?: string[] };

/** A value checked by rules, each about the values it applies to (an action of a type), each refusal at its field. */
const checkedBy = <Value>(rules: Rule<Value>[]) =>
  z
    .custom<Value>()
    .check(
      ...rules.map(({ applies, isValid, message, path }) =>
        z.refine<Value>((value) => !applies(value) || isValid(value), { message, path }),
      ),
    );

const isWholeNumberWithin = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * The builder's checks, with the locale's words: what the API's schema (core/workflows) requires of
 * each field, as rules on the values the builder's controls can give (its selects offer only known
 * types and choices). Written with the zod/mini the other forms use, and only its parts they use: the
 * API's schema is classic zod, and zod's shared modules are one chunk for every form, /login's
 * included, so either would add to every page's first download (the classic one some 9 KB). The
 * server's schema still refuses, as a 400, what this lets through; a table test holds the two together.
 */
export function workflowFormSchema(t: TFunction) {
  const errors = (key: string) => t(`workflows.form.errors.${key}`);
  const isTemplate = (text: unknown) => typeof text === 'string' && text.trim() !== '' && templateRefusal(text) === undefined;
  const is =
    <Type extends string>(...types: Type[]) =>
    (value: { type: string }) =>
      (types as string[]).includes(value.type);

  const trigger = checkedBy<FormTrigger>([
    {
      applies: is('updated'),
      isValid: (value) => value.type === 'updated' && value.fields.length > 0,
      message: errors('fields'),
      path: ['fields'],
    },
    {
      applies: is('scheduled'),
      isValid: (value) => value.type === 'scheduled' && isWholeNumberWithin(value.offsetDays ?? 0, -3650, 3650),
      message: errors('number'),
      path: ['offsetDays'],
    },
    {
      applies: is('scheduled'),
      isValid: (value) => value.type === 'scheduled' && (!value.repeat || isWholeNumberWithin(value.repeat.every, 1, 1000)),
      message: errors('number'),
      path: ['repeat'],
    },
    {
      applies: is('scheduled'),
      isValid: (value) => value.type === 'scheduled' && (value.dateOf.kind !== 'property' || value.dateOf.propertyId !== ''),
      message: errors('property'),
      path: ['dateOf'],
    },
  ]);

  const action = checkedBy<FormAction>([
    {
      applies: is('add_tags'),
      isValid: (value) => value.type === 'add_tags' && (value.tagIds ?? []).length > 0,
      message: errors('tags'),
      path: ['tagIds'],
    },
    {
      applies: is('remove_tags'),
      isValid: (value) => value.type === 'remove_tags' && (value.all === true || (value.tagIds ?? []).length > 0),
      message: errors('tags'),
      path: ['tagIds'],
    },
    {
      applies: is('set_property', 'clear_property'),
      isValid: (value) => 'propertyId' in value && value.propertyId !== '',
      message: errors('property'),
      path: ['propertyId'],
    },
    {
      applies: is('set_property'),
      isValid: (value) => value.type === 'set_property' && value.value !== undefined && value.value !== null && value.value !== '',
      message: errors('value'),
      path: ['value'],
    },
    {
      applies: is('rename', 'set_document_date'),
      isValid: (value) => 'template' in value && isTemplate(value.template),
      message: errors('template'),
      path: ['template'],
    },
    {
      applies: is('send_email'),
      isValid: (value) => value.type === 'send_email' && isTemplate(value.subject) && value.subject.length <= 200,
      message: errors('template'),
      path: ['subject'],
    },
    {
      applies: is('send_email', 'call_webhook'),
      isValid: (value) => 'body' in value && isTemplate(value.body),
      message: errors('template'),
      path: ['body'],
    },
    {
      applies: is('send_email'),
      isValid: (value) =>
        value.type === 'send_email' && [value.roles, value.userIds, value.addresses].some((recipients) => (recipients ?? []).length > 0),
      message: errors('recipients'),
    },
    {
      applies: is('apply_suggestions'),
      isValid: (value) => value.type === 'apply_suggestions' && (value.kinds ?? []).length > 0,
      message: errors('suggestion-kinds'),
      path: ['kinds'],
    },
    {
      applies: is('call_webhook'),
      isValid: (value) => value.type === 'call_webhook' && value.webhookId !== '',
      message: errors('webhook'),
      path: ['webhookId'],
    },
  ]);

  type FormConditions = NonNullable<WorkflowFormValues['conditions']>;
  return z.object({
    name: textField({ min: 1, tooShort: errors('name'), max: WORKFLOW_NAME_MAX_LENGTH, tooLong: errors('name') }),
    isEnabled: z.boolean(),
    triggers: z.array(trigger).check(z.minLength(1, errors('triggers'))),
    conditions: z.object({
      matchMode: z.enum(['all', 'any']),
      isCaseSensitive: z.boolean(),
      rules: z.array(
        z.object({
          field: z.enum(TAGGING_RULE_FIELDS),
          operator: z.enum(TAGGING_RULE_OPERATORS),
          value: z.string().check(z.minLength(1, t('tagging-rules.form.conditions.value.required'))),
        }),
      ),
      tags: checkedBy<FormConditions['tags']>([
        { applies: (tags) => Boolean(tags), isValid: (tags) => (tags?.tagIds ?? []).length > 0, message: errors('tags'), path: ['tagIds'] },
      ]),
      properties: z.array(
        z.object({
          propertyId: z.string().check(z.minLength(1, errors('property'))),
          operator: z.enum(PROPERTY_CONDITION_OPERATORS),
          value: z.string(),
        }),
      ),
      query: z.custom<string | null | undefined>(),
    }),
    actions: z.array(action).check(z.minLength(1, errors('actions'))),
  });
}

/** The message under a field of the builder: the refusal at `path` of the form's errors. */
export function fieldErrorAt(errors: unknown, path: readonly (string | number)[]): string | undefined {
  let node: unknown = errors;
  for (const key of path) node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined;
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
