import type { z } from 'zod';
import type { Workflow } from '@/api/types';
import type {
  WorkflowAction,
  WorkflowActionType,
  WorkflowTrigger,
  WorkflowTriggerType,
  workflowInputSchema,
} from '../../../../core/workflows/workflows.schemas';

/** What the builder edits: the API's input (the form sets every field; the schema's defaults fill in nothing). */
export type WorkflowFormValues = z.input<typeof workflowInputSchema> & { isEnabled: boolean };
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
      return { type, roles: ['owner'], userIds: [], subject: '{{name}}', body: '{{link}}' };
    case 'call_webhook':
      return { type, webhookId: '', body: '{ "name": "{{name}}", "link": "{{link}}" }' };
    case 'assign_archive_serial_number':
    case 'trash':
    case 'stop':
      return { type };
  }
}

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

/** Offsets read as a person says them: "30 days before", "2 days after". */
export const offsetDirection = (offsetDays: number) => (offsetDays < 0 ? 'before' : 'after');
export const signedOffset = (days: number, direction: 'before' | 'after') => (direction === 'before' ? -Math.abs(days) : Math.abs(days));

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * The translation key of a refusal of the shared schema (its messages are the API's, in English), by
 * the field it is about; undefined keeps the schema's own message.
 */
export function issueMessageKey(issue: Issue, values: WorkflowFormValues): string | undefined {
  const [first, index, field] = issue.path;
  if (first === 'name') return 'workflows.form.errors.name';
  if (first === 'triggers' && issue.path.length === 1) return 'workflows.form.errors.triggers';
  if (first === 'actions' && issue.path.length === 1) return 'workflows.form.errors.actions';
  if (first === 'triggers' && field === 'fields') return 'workflows.form.errors.fields';
  if (first === 'triggers' && (field === 'offsetDays' || field === 'repeat')) return 'workflows.form.errors.number';
  if (first === 'triggers' && field === 'dateOf') return 'workflows.form.errors.property';
  if (first === 'conditions' && index === 'rules') return 'tagging-rules.form.conditions.value.required';
  if (first === 'conditions' && index === 'tags') return 'workflows.form.errors.tags';
  if (first === 'conditions' && index === 'properties') return 'workflows.form.errors.property';
  if (first !== 'actions' || typeof index !== 'number') return undefined;
  const action = values.actions[index];
  if (field === undefined) return action?.type === 'send_email' ? 'workflows.form.errors.recipients' : 'workflows.form.errors.tags';
  if (field === 'tagIds') return 'workflows.form.errors.tags';
  if (field === 'propertyId') return 'workflows.form.errors.property';
  if (field === 'webhookId') return 'workflows.form.errors.webhook';
  if (field === 'value') return 'workflows.form.errors.value';
  if (field === 'template' || field === 'subject' || field === 'body') return 'workflows.form.errors.template';
  return undefined;
}

/** The message to show under a field of the builder: the schema's refusal at `path`, translated where the field is known. */
export function fieldErrorAt(
  errors: unknown,
  path: readonly (string | number)[],
  values: WorkflowFormValues,
  translate: (key: string) => string,
): string | undefined {
  let node: unknown = errors;
  for (const key of path) node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined;
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  if (typeof message !== 'string' || message === '') return undefined;
  const key = issueMessageKey({ path, message }, values);
  return key ? translate(key) : message;
}
