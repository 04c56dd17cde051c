import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamp, timestamps } from '../../platform/db/timestamps';
import { organizations } from '../organizations/organizations.tables';
import { documents } from '../documents/documents.tables';
import type { WorkflowAction, WorkflowConditions, WorkflowRunStatus, WorkflowTrigger } from '../../../core/workflows/workflows.schemas';
import { WORKFLOW_RUN_STATUSES } from '../../../core/workflows/workflows.schemas';
import type { WorkflowRunStepDto } from '../../../core/workflows/workflows.dto';
import type { TriggerEvent } from '../../../core/workflows/workflow-triggers';

export const workflows = sqliteTable(
  'workflows',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isEnabled: integer('is_enabled', { mode: 'boolean' }).notNull().default(true),
    // Workflows run in this order on a document (0 first).
    position: integer('position').notNull(),
    triggers: text('triggers', { mode: 'json' }).$type<WorkflowTrigger[]>().notNull(),
    conditions: text('conditions', { mode: 'json' }).$type<WorkflowConditions>().notNull(),
    actions: text('actions', { mode: 'json' }).$type<WorkflowAction[]>().notNull(),
    ...timestamps,
  },
  (table) => [index('workflows_organization_position_index').on(table.organizationId, table.position)],
);

/**
 * One workflow on one document. `chain_key` names what started it (`added`, a scheduled trigger's due
 * day, an event's id): unique with the workflow and the document, so a message delivered twice, a cron
 * run twice or a second isolate finds the run there and does not do it again.
 */
export const workflowRuns = sqliteTable(
  'workflow_runs',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id').notNull(),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    chainKey: text('chain_key').notNull(),
    trigger: text('trigger').$type<TriggerEvent['type']>().notNull(),
    depth: integer('depth').notNull().default(0),
    status: text('status', { enum: WORKFLOW_RUN_STATUSES }).$type<WorkflowRunStatus>().notNull(),
    steps: text('steps', { mode: 'json' }).$type<WorkflowRunStepDto[]>().notNull(),
    // The next action to carry out: a retried run starts there, so what was done is not done again.
    nextActionIndex: integer('next_action_index').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    finishedAt: timestamp('finished_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('workflow_runs_chain_unique').on(table.workflowId, table.documentId, table.chainKey),
    index('workflow_runs_workflow_created_index').on(table.workflowId, table.createdAt),
    index('workflow_runs_document_created_index').on(table.documentId, table.createdAt),
    index('workflow_runs_organization_created_index').on(table.organizationId, table.createdAt),
  ],
);

/**
 * When each scheduled trigger next falls due on each document: the hourly cron reads what is due
 * through `due_on`'s index, never the documents. Kept as documents and workflows change.
 */
export const workflowSchedules = sqliteTable(
  'workflow_schedules',
  {
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    triggerIndex: integer('trigger_index').notNull(),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').notNull(),
    dueOn: text('due_on').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workflowId, table.triggerIndex, table.documentId] }),
    index('workflow_schedules_due_index').on(table.dueOn),
    index('workflow_schedules_document_index').on(table.documentId),
  ],
);

/** Emails workflows sent per organization and UTC day: the daily limit is counted inside the increment. */
export const workflowEmailCounts = sqliteTable(
  'workflow_email_counts',
  {
    organizationId: text('organization_id').notNull(),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.day] })],
);
