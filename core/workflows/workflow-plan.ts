/**
 * What each action of a workflow does to a document, worked out without doing it: "Try it" shows
 * the plan, and a run carries it out step by step. Each step sees the document as the steps before
 * it left it (a rename, then an email whose subject has the new name).
 */
import { DOCUMENT_NAME_MAX_LENGTH } from '../field-limits';
import { cleanDocumentName } from '../documents/document-name';
import { parsePropertyValue, PropertyValueError, type PropertyValue } from '../properties/property-types';
import { propertyText, type WorkflowDocument } from './workflow-document';
import { escapeForJsonString, renderTemplate, type TemplateValues } from './workflow-templates';
import type { AppliedSuggestionKind, WorkflowAction, WorkflowActionType, WorkflowConditions } from './workflows.schemas';
import type { WorkflowRunStepDto } from './workflows.dto';
import { workflowReason, type WorkflowReason, type WorkflowReasonCode, type WorkflowReasonValues } from './workflow-reasons';

export type ActionChange =
  | { type: 'add_tags'; tagIds: string[] }
  | { type: 'remove_tags'; tagIds: string[] }
  | { type: 'set_property'; propertyId: string; value: PropertyValue; isFillOnly?: boolean }
  | { type: 'clear_property'; propertyId: string }
  | { type: 'rename'; name: string }
  | { type: 'set_document_date'; documentDate: string }
  // The number shown is the next free one when planned; the run takes the next free one when it runs.
  | { type: 'assign_archive_serial_number'; archiveSerialNumber: number | null }
  | { type: 'trash' }
  | { type: 'send_email'; roles: string[]; userIds: string[]; addresses: string[]; subject: string; body: string; attachFile: boolean }
  | { type: 'call_webhook'; webhookId: string; body: string }
  // Which suggestions are pending is read when the run carries it out, which fills in those it accepted.
  | { type: 'apply_suggestions'; minConfidence: number; kinds: AppliedSuggestionKind[]; applied?: AppliedSuggestion[] }
  | { type: 'stop' };

/** A suggestion an `apply_suggestions` action accepted: a tag, an option of a property, a name or a document date. */
export type AppliedSuggestion = {
  kind: AppliedSuggestionKind;
  tagId: string | null;
  propertyId: string | null;
  value: string | null;
  confidence: number;
};

/**
 * What the plan takes: a workflow's action, or a tagging rule's "set a property", which fills a
 * document without a value only and sets its value as saved (no placeholders: a rule's text is literal).
 */
export type PlanAction = WorkflowAction | (Extract<WorkflowAction, { type: 'set_property' }> & { isFillOnly: true });

const AT_ONCE_ACTION_TYPES = ['add_tags', 'set_property'] as const;

/** What a run over many documents carries out for all of them at once (the tagging rules' actions). */
export type AtOnceAction = Extract<PlanAction, { type: (typeof AT_ONCE_ACTION_TYPES)[number] }>;

/**
 * Whether a workflow can run over many documents at once: its actions are all such, with no value
 * from placeholders (one value written to all in a statement), and it has no search query to judge (a
 * search per document).
 */
export const canRunAtOnce = <Workflow extends { actions: PlanAction[]; conditions: WorkflowConditions }>(
  workflow: Workflow,
): workflow is Workflow & { actions: AtOnceAction[] } =>
  !workflow.conditions.query &&
  workflow.actions.every(
    (action) =>
      (AT_ONCE_ACTION_TYPES as readonly string[]).includes(action.type) &&
      !(action.type === 'set_property' && typeof action.value === 'string' && action.value.includes('{{')),
  );

/** A step: a change to make, nothing to do (and why), or an action that cannot be done (and why). */
export type PlannedAction =
  | ({ status: 'change' } & ActionChange)
  | ({ status: 'unchanged' | 'failed'; type: WorkflowActionType } & WorkflowReason);

export const isChange = (step: PlannedAction): step is { status: 'change' } & ActionChange => step.status === 'change';

export type PlanContext = {
  today: string;
  /** The document's page in the app, for {{link}}. */
  link: string | null;
  tagNameOf: (tagId: string) => string | undefined;
  nextArchiveSerialNumber: number | null;
  textMaxLength?: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a trashed document no longer takes: it keeps what it had until it is restored. */
const CHANGES_THE_DOCUMENT = new Set<WorkflowActionType>([
  'add_tags',
  'remove_tags',
  'set_property',
  'clear_property',
  'rename',
  'set_document_date',
  'assign_archive_serial_number',
  'trash',
  'apply_suggestions',
]);

export function templateValuesOf(document: WorkflowDocument, context: Pick<PlanContext, 'today' | 'link'>): TemplateValues {
  return {
    name: document.name,
    originalName: document.originalName,
    documentDate: document.documentDate,
    created: document.created,
    today: context.today,
    tagNames: document.tags.map(({ name }) => name),
    sender: document.sender,
    archiveSerialNumber: document.archiveSerialNumber,
    link: context.link,
    propertyText: (propertyName) => {
      const property = document.properties.find(({ name }) => name.toLocaleLowerCase() === propertyName.toLocaleLowerCase());
      return property ? propertyText(property) : null;
    },
  };
}

const change = (step: ActionChange): PlannedAction => ({ status: 'change', ...step });
const unchanged = (type: WorkflowActionType, code: WorkflowReasonCode, values?: WorkflowReasonValues): PlannedAction => ({
  status: 'unchanged',
  type,
  ...workflowReason(code, values),
});
const failed = (type: WorkflowActionType, code: WorkflowReasonCode, values?: WorkflowReasonValues): PlannedAction => ({
  status: 'failed',
  type,
  ...workflowReason(code, values),
});

/** The step one action makes on the document. */
export function planAction(action: PlanAction, document: WorkflowDocument, context: PlanContext): PlannedAction {
  if (document.isDeleted && CHANGES_THE_DOCUMENT.has(action.type)) return unchanged(action.type, 'document_in_trash');
  const render = (template: string) => renderTemplate(template, templateValuesOf(document, context));
  const has = new Set(document.tags.map(({ id }) => id));
  switch (action.type) {
    case 'add_tags': {
      const tagIds = action.tagIds.filter((id) => !has.has(id) && context.tagNameOf(id) !== undefined);
      return tagIds.length > 0 ? change({ type: 'add_tags', tagIds }) : unchanged(action.type, 'tags_present');
    }
    case 'remove_tags': {
      const tagIds = action.all ? [...has] : action.tagIds.filter((id) => has.has(id));
      return tagIds.length > 0 ? change({ type: 'remove_tags', tagIds }) : unchanged(action.type, 'tags_absent');
    }
    case 'set_property': {
      const property = document.properties.find(({ propertyId }) => propertyId === action.propertyId);
      if (!property) return failed(action.type, 'property_missing');
      const isFillOnly = 'isFillOnly' in action;
      if (isFillOnly && property.value !== null) return unchanged(action.type, 'property_filled', { property: property.name });
      const given = property.type === 'text' && typeof action.value === 'string' && !isFillOnly ? render(action.value) : action.value;
      try {
        const definition = {
          id: property.propertyId,
          name: property.name,
          type: property.type,
          unit: null,
          options: property.options.map((option) => ({ ...option, color: '' })),
        };
        const value = parsePropertyValue(definition, given, { textMaxLength: context.textMaxLength });
        if (value === null) return failed(action.type, 'property_value_empty', { property: property.name });
        if (JSON.stringify(value) === JSON.stringify(property.value))
          return unchanged(action.type, 'property_value_same', { property: property.name });
        return change({ type: 'set_property', propertyId: property.propertyId, value, ...(isFillOnly ? { isFillOnly } : {}) });
      } catch (error) {
        if (error instanceof PropertyValueError)
          return failed(action.type, 'property_value_invalid', { property: property.name, detail: error.message });
        throw error;
      }
    }
    case 'clear_property': {
      const property = document.properties.find(({ propertyId }) => propertyId === action.propertyId);
      if (!property) return failed(action.type, 'property_missing');
      return property.value === null
        ? unchanged(action.type, 'property_empty', { property: property.name })
        : change({ type: 'clear_property', propertyId: property.propertyId });
    }
    case 'rename': {
      const name = cleanDocumentName(render(action.template)).slice(0, DOCUMENT_NAME_MAX_LENGTH);
      if (name === '') return failed(action.type, 'name_empty');
      return name === document.name ? unchanged(action.type, 'name_same') : change({ type: 'rename', name });
    }
    case 'set_document_date': {
      const documentDate = render(action.template).trim();
      if (!DAY.test(documentDate) || Number.isNaN(Date.parse(`${documentDate}T00:00:00Z`)))
        return failed(action.type, 'date_invalid', { value: documentDate });
      return documentDate === document.documentDate
        ? unchanged(action.type, 'date_same')
        : change({ type: 'set_document_date', documentDate });
    }
    case 'assign_archive_serial_number':
      return document.archiveSerialNumber !== null
        ? unchanged(action.type, 'serial_number_present', { number: document.archiveSerialNumber })
        : change({ type: 'assign_archive_serial_number', archiveSerialNumber: context.nextArchiveSerialNumber });
    case 'trash':
      return document.isDeleted ? unchanged(action.type, 'document_in_trash_already') : change({ type: 'trash' });
    case 'send_email':
      return change({
        type: 'send_email',
        roles: action.roles,
        userIds: action.userIds,
        addresses: action.addresses,
        subject: render(action.subject),
        body: render(action.body),
        attachFile: action.attachFile,
      });
    case 'call_webhook': {
      const body = renderTemplate(action.body, templateValuesOf(document, context), { escapeValue: escapeForJsonString });
      try {
        JSON.parse(body);
      } catch {
        return failed(action.type, 'webhook_body_invalid');
      }
      return change({ type: 'call_webhook', webhookId: action.webhookId, body });
    }
    case 'apply_suggestions':
      return change({ type: 'apply_suggestions', minConfidence: action.minConfidence, kinds: action.kinds });
    case 'stop':
      return change({ type: 'stop' });
  }
}

/** The change's data worth keeping in the log: what it did. */
export function changeDetailOf({ type: _type, ...detail }: ActionChange): Record<string, unknown> | undefined {
  return Object.keys(detail).length > 0 ? detail : undefined;
}

/** The step as a run's log keeps it: what it did, or why it did nothing or could not. */
export function runStepOf(step: PlannedAction): WorkflowRunStepDto {
  if (!isChange(step)) return step;
  const { status: _status, ...change } = step;
  const detail = changeDetailOf(change);
  return { type: step.type, status: 'done', ...(detail ? { detail } : {}) };
}

function withSuggestion(
  document: WorkflowDocument,
  suggestion: AppliedSuggestion,
  context: Pick<PlanContext, 'tagNameOf'>,
): WorkflowDocument {
  const { kind, tagId, propertyId, value } = suggestion;
  if (kind === 'name' && value !== null) return { ...document, name: value };
  if (kind === 'documentDate' && value !== null) return { ...document, documentDate: value };
  if (tagId) return { ...document, tags: [...document.tags, { id: tagId, name: context.tagNameOf(tagId) ?? '' }] };
  return {
    ...document,
    properties: document.properties.map((property) => {
      if (property.propertyId !== propertyId || value === null) return property;
      // A multiple choice gains the option, as accepting it adds it.
      const current = Array.isArray(property.value) ? property.value : [];
      return { ...property, value: property.type === 'multiselect' ? [...new Set([...current, value])] : value };
    }),
  };
}

/** The document as the step leaves it, for the steps after it. */
export function afterStep(document: WorkflowDocument, step: PlannedAction, context: Pick<PlanContext, 'tagNameOf'>): WorkflowDocument {
  if (step.status !== 'change') return document;
  const withValue = (propertyId: string, value: PropertyValue | null) => ({
    ...document,
    properties: document.properties.map((property) => (property.propertyId === propertyId ? { ...property, value } : property)),
  });
  switch (step.type) {
    case 'add_tags':
      return { ...document, tags: [...document.tags, ...step.tagIds.map((id) => ({ id, name: context.tagNameOf(id) ?? '' }))] };
    case 'remove_tags':
      return { ...document, tags: document.tags.filter(({ id }) => !step.tagIds.includes(id)) };
    case 'set_property':
      return withValue(step.propertyId, step.value);
    case 'clear_property':
      return withValue(step.propertyId, null);
    case 'rename':
      return { ...document, name: step.name };
    case 'set_document_date':
      return { ...document, documentDate: step.documentDate };
    case 'assign_archive_serial_number':
      return { ...document, archiveSerialNumber: step.archiveSerialNumber };
    case 'trash':
      return { ...document, isDeleted: true };
    case 'apply_suggestions':
      return (step.applied ?? []).reduce((after, suggestion) => withSuggestion(after, suggestion, context), document);
    default:
      return document;
  }
}

/** Every action's step in order, up to a stop: what "Try it" shows. */
export function planWorkflow(actions: PlanAction[], document: WorkflowDocument, context: PlanContext): PlannedAction[] {
  const steps: PlannedAction[] = [];
  let current = document;
  for (const action of actions) {
    const step = planAction(action, current, context);
    steps.push(step);
    if (step.status === 'change' && step.type === 'stop') break;
    current = afterStep(current, step, context);
  }
  return steps;
}
