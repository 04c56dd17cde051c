/**
 * A workflow as the API takes it: triggers (what starts it), conditions (which documents it touches)
 * and actions (what it does, in order). Pure: the Worker checks input with it, the web builder's form
 * uses it, and "Try it" plans with the same types.
 */
import { z } from 'zod';
import { idPattern } from '../ids';
import { TAGGING_RULE_FIELDS, TAGGING_RULE_OPERATORS } from '../tagging-rules/rule-matcher';
import { templateRefusal } from './workflow-templates';
import {
  EMAIL_ROLES,
  PROPERTY_CONDITION_OPERATORS,
  SUGGESTION_CONFIDENCE_MAX,
  SUGGESTION_CONFIDENCE_MIN,
  SUGGESTION_CONFIDENCE_STEP,
  SUGGESTION_KINDS_APPLIED,
  SUGGESTION_KINDS_APPLIED_BY_DEFAULT,
  REPEAT_UNITS,
  TAG_CONDITION_MODES,
  WATCHED_FIELDS,
  WORKFLOW_NAME_MAX_LENGTH,
  WORKFLOW_RUN_STATUSES,
} from './workflows.vocabulary';

export * from './workflows.vocabulary';
import { DOCUMENT_SOURCES } from '../documents/document-states';

export const WORKFLOW_TEMPLATE_MAX_LENGTH = 4000;
/** The hard ceiling of the schema; an organization's own limit (a setting) is at most this. */
export const WORKFLOW_ACTIONS_MAX = 50;
const TRIGGERS_MAX = 10;
const CONDITIONS_MAX = 50;
const IDS_MAX = 50;
const OFFSET_DAYS_MAX = 3650;
const EMAIL_ADDRESSES_MAX = 20;

const idList = (prefix: string, what: string) =>
  z
    .array(z.string().regex(idPattern(prefix), `${what} must be ids`), `${what} must be a list`)
    .max(IDS_MAX, `At most ${IDS_MAX} ${what}`)
    .default([])
    .transform((ids) => [...new Set(ids)]);

const tagIds = idList('tag', 'tagIds');
const propertyId = z.string('propertyId is required').regex(idPattern('prop'), 'propertyId must be a property id');

const template = (what: string, { required = true } = {}) =>
  z
    .string(`${what} is required`)
    .max(WORKFLOW_TEMPLATE_MAX_LENGTH, `${what} must be at most ${WORKFLOW_TEMPLATE_MAX_LENGTH} characters`)
    .refine((text) => !required || text.trim() !== '', `${what} is required`)
    .superRefine((text, context) => {
      const refusal = templateRefusal(text);
      if (refusal) context.addIssue({ code: 'custom', message: `${what}: ${refusal}` });
    });

/** A date of the document a schedule counts from: its document date, when it was added, or a date property. */
const scheduleDateSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('documentDate') }),
    z.object({ kind: z.literal('createdAt') }),
    z.object({ kind: z.literal('property'), propertyId }),
  ],
  'dateOf must be documentDate, createdAt or a date property',
);

export const workflowTriggerSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('added'),
      // None chosen: from anywhere.
      sources: z.array(z.enum(DOCUMENT_SOURCES, `sources must be among ${DOCUMENT_SOURCES.join(', ')}`)).default([]),
      // A pattern of the original file name, `*` for any characters (`invoice-*.pdf`); case is ignored.
      fileNamePattern: z
        .string()
        .trim()
        .max(200, 'The file name pattern must be at most 200 characters')
        .nullish()
        .transform((pattern) => pattern || null),
    }),
    z.object({
      type: z.literal('updated'),
      fields: z
        .array(z.enum(WATCHED_FIELDS, `fields must be among ${WATCHED_FIELDS.join(', ')}`))
        .min(1, 'Choose at least one field the trigger watches'),
    }),
    // No tags chosen: any tag.
    z.object({ type: z.literal('tag_added'), tagIds }),
    z.object({ type: z.literal('tag_removed'), tagIds }),
    z.object({
      type: z.literal('scheduled'),
      dateOf: scheduleDateSchema,
      // Negative: before the date ("30 days before the end of the contract").
      offsetDays: z
        .number('offsetDays must be a number of days')
        .int('offsetDays must be a whole number of days')
        .min(-OFFSET_DAYS_MAX, `offsetDays must be within ${OFFSET_DAYS_MAX} days`)
        .max(OFFSET_DAYS_MAX, `offsetDays must be within ${OFFSET_DAYS_MAX} days`)
        .default(0),
      repeat: z
        .object({
          every: z.number().int('every must be a whole number').min(1, 'every must be at least 1').max(1000, 'every must be at most 1000'),
          unit: z.enum(REPEAT_UNITS, `unit must be ${REPEAT_UNITS.join(', ')}`),
        })
        .nullish()
        .transform((repeat) => repeat ?? null),
    }),
    z.object({ type: z.literal('manual') }),
  ],
  'The trigger type must be added, updated, tag_added, tag_removed, scheduled or manual',
);
export type WorkflowTrigger = z.output<typeof workflowTriggerSchema>;
export type WorkflowTriggerType = WorkflowTrigger['type'];

const propertyConditionSchema = z.object({
  propertyId,
  operator: z.enum(PROPERTY_CONDITION_OPERATORS, `The property operator must be one of: ${PROPERTY_CONDITION_OPERATORS.join(', ')}`),
  // Compared as text: an option's id for a select, '2025-03-12' for a date, 'true' for yes.
  value: z.string().max(1000, 'The property value must be at most 1000 characters').default(''),
});

export const workflowConditionsSchema = z
  .object({
    matchMode: z.enum(['all', 'any'], 'matchMode must be "all" or "any"').default('all'),
    isCaseSensitive: z.boolean('isCaseSensitive must be true or false').default(false),
    // The tagging rules' conditions on the name, content and document date.
    rules: z
      .array(
        z.object({
          field: z.enum(TAGGING_RULE_FIELDS, `The field must be one of: ${TAGGING_RULE_FIELDS.join(', ')}`),
          operator: z.enum(TAGGING_RULE_OPERATORS, `The operator must be one of: ${TAGGING_RULE_OPERATORS.join(', ')}`),
          value: z.string('The condition value is required').min(1, 'The condition value is required').max(1000),
        }),
      )
      .max(CONDITIONS_MAX, `At most ${CONDITIONS_MAX} conditions`)
      .default([]),
    tags: z
      .object({
        mode: z.enum(TAG_CONDITION_MODES, 'The tag condition must be any, all or none'),
        tagIds: tagIds.refine((ids) => ids.length > 0, 'Choose at least one tag'),
      })
      .nullish()
      .transform((tags) => tags ?? null),
    properties: z.array(propertyConditionSchema).max(CONDITIONS_MAX, `At most ${CONDITIONS_MAX} property conditions`).default([]),
    // The search language (core/search): the document must be among the query's results.
    query: z
      .string()
      .trim()
      .max(1000, 'The query must be at most 1000 characters')
      .nullish()
      .transform((query) => query || null),
  })
  .default({ matchMode: 'all', isCaseSensitive: false, rules: [], tags: null, properties: [], query: null });
export type WorkflowConditions = z.output<typeof workflowConditionsSchema>;

export const workflowActionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('add_tags'), tagIds: tagIds.refine((ids) => ids.length > 0, 'Choose at least one tag to add') }),
    // `all`: every tag of the document; otherwise the ones chosen.
    z
      .object({ type: z.literal('remove_tags'), tagIds, all: z.boolean().default(false) })
      .refine((action) => action.all || action.tagIds.length > 0, 'Choose the tags to remove, or all of them'),
    // A template for text properties; the value as the property takes it for the others.
    z.object({
      type: z.literal('set_property'),
      propertyId,
      value: z.unknown().refine((value) => value !== undefined && value !== null && value !== '', 'The value to set is required'),
    }),
    z.object({ type: z.literal('clear_property'), propertyId }),
    z.object({ type: z.literal('rename'), template: template('The name template') }),
    // A day, or a template that gives one ('{{created:YYYY-MM-DD}}', '{{property:Due}}').
    z.object({ type: z.literal('set_document_date'), template: template('The date') }),
    z.object({ type: z.literal('assign_archive_serial_number') }),
    z.object({ type: z.literal('trash') }),
    z
      .object({
        type: z.literal('send_email'),
        roles: z.array(z.enum(EMAIL_ROLES, `roles must be among ${EMAIL_ROLES.join(', ')}`)).default([]),
        // Members by user id.
        userIds: z.array(z.string().min(1).max(100)).max(IDS_MAX, `At most ${IDS_MAX} members`).default([]),
        // Others the organization allows: a member's address, or a sender one of its intake addresses accepts.
        addresses: z
          .array(z.email('Each address must be an email address').max(254).toLowerCase(), 'addresses must be a list')
          .max(EMAIL_ADDRESSES_MAX, `At most ${EMAIL_ADDRESSES_MAX} addresses`)
          .default([])
          .transform((addresses) => [...new Set(addresses)]),
        subject: template('The subject').refine((subject) => subject.length <= 200, 'The subject must be at most 200 characters'),
        body: template('The body'),
        // The document's current file, attached up to WORKFLOWS_EMAIL_ATTACHMENT_MAX_BYTES; a larger one is linked.
        attachFile: z.boolean('attachFile must be true or false').default(false),
      })
      .refine(
        (action) => action.roles.length > 0 || action.userIds.length > 0 || action.addresses.length > 0,
        'Choose who receives the email: a role, members or addresses',
      ),
    // One of the organization's webhooks: its URL, its secret and its delivery log.
    z.object({
      type: z.literal('call_webhook'),
      webhookId: z.string('webhookId is required').regex(idPattern('wh'), 'webhookId must be a webhook id'),
      body: template('The JSON body'),
    }),
    // The document's pending suggestions of these kinds at least this sure, accepted as a person accepts them.
    z.object({
      type: z.literal('apply_suggestions'),
      minConfidence: z
        .number('minConfidence must be a number')
        .min(SUGGESTION_CONFIDENCE_MIN, `minConfidence must be at least ${SUGGESTION_CONFIDENCE_MIN}`)
        .max(SUGGESTION_CONFIDENCE_MAX, `minConfidence must be at most ${SUGGESTION_CONFIDENCE_MAX}`)
        .refine(
          (confidence) => Math.abs(confidence / SUGGESTION_CONFIDENCE_STEP - Math.round(confidence / SUGGESTION_CONFIDENCE_STEP)) < 1e-6,
          `minConfidence must be a step of ${SUGGESTION_CONFIDENCE_STEP}`,
        )
        // 0.5 + 8 × 0.05 is 0.9000000000000001 in floating point: kept to two places, a suggestion 0.9 sure meets 0.9.
        .transform((confidence) => Number(confidence.toFixed(2))),
      kinds: z
        .array(z.enum(SUGGESTION_KINDS_APPLIED, `kinds must be among ${SUGGESTION_KINDS_APPLIED.join(', ')}`))
        .min(1, 'Choose what to apply: tags, properties, the name or the date')
        .default([...SUGGESTION_KINDS_APPLIED_BY_DEFAULT])
        .transform((kinds) => [...new Set(kinds)]),
    }),
    // Ends this document's chain: no later action, no later workflow.
    z.object({ type: z.literal('stop') }),
  ],
  'The action type must be add_tags, remove_tags, set_property, clear_property, rename, set_document_date, assign_archive_serial_number, trash, send_email, call_webhook, apply_suggestions or stop',
);
export type WorkflowAction = z.output<typeof workflowActionSchema>;
export type WorkflowActionType = WorkflowAction['type'];

export const workflowInputSchema = z.object({
  name: z
    .string('The name is required')
    .trim()
    .min(1, 'The name is required')
    .max(WORKFLOW_NAME_MAX_LENGTH, `The name must be at most ${WORKFLOW_NAME_MAX_LENGTH} characters`),
  isEnabled: z.boolean('isEnabled must be true or false').default(true),
  triggers: z
    .array(workflowTriggerSchema, 'triggers must be a list')
    .min(1, 'Choose at least one trigger')
    .max(TRIGGERS_MAX, `At most ${TRIGGERS_MAX} triggers`),
  conditions: workflowConditionsSchema,
  actions: z
    .array(workflowActionSchema, 'actions must be a list')
    .min(1, 'Choose at least one action')
    .max(WORKFLOW_ACTIONS_MAX, `At most ${WORKFLOW_ACTIONS_MAX} actions`),
});
export type WorkflowInput = z.output<typeof workflowInputSchema>;

export const workflowIdParamSchema = z.object({ workflowId: z.string().regex(idPattern('wf'), 'The workflow id is malformed') });
export const workflowRunIdParamSchema = z.object({ runId: z.string().regex(idPattern('wfr'), 'The run id is malformed') });

export const reorderWorkflowsSchema = z.object({
  workflowIds: z
    .array(z.string().regex(idPattern('wf'), 'workflowIds must be workflow ids'))
    .min(1)
    .max(1000),
});

export const tryWorkflowSchema = z.object({
  documentId: z.string('documentId is required').regex(idPattern('doc'), 'documentId must be a document id'),
});

export const runWorkflowSchema = z.object({
  documentIds: z
    .array(z.string().regex(idPattern('doc'), 'documentIds must be document ids'))
    .min(1, 'Choose at least one document')
    .max(10_000, 'At most 10,000 documents at once')
    .transform((ids) => [...new Set(ids)]),
});

export const listWorkflowRunsQuerySchema = z.object({
  workflowId: z.string().regex(idPattern('wf'), 'workflowId must be a workflow id').optional(),
  status: z.enum(WORKFLOW_RUN_STATUSES, `status must be one of: ${WORKFLOW_RUN_STATUSES.join(', ')}`).optional(),
  documentId: z.string().regex(idPattern('doc'), 'documentId must be a document id').optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  // The id of the last run of the previous page (runs come newest first).
  before: z.string().regex(idPattern('wfr'), 'before must be a run id').optional(),
});
