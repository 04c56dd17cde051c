/**
 * Scheduled triggers: when each falls due on each document is kept in workflow_schedules (as documents'
 * dates change, and page by page when a workflow is saved), and the hourly cron fires what is due
 * through that table's index, each due day once.
 */
import { runBatchedRead } from '../../platform/db/batched-read';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { enqueueTask, STATEMENTS_PER_TASK, type TaskMessage, type WorkflowRunMessage } from '../../platform/queue';
import { findDocumentsAfter, findDocumentsIn } from '../documents/documents.repository';
import { findPropertyValues } from '../properties/properties.repository';
import { addDays, dayOf, dueDayAfter, nextDueDay, scheduleBaseDay } from '../../../core/workflows/workflow-schedule';
import type { WorkflowTrigger } from '../../../core/workflows/workflows.schemas';
import type { PropertyValue } from '../../../core/properties/property-types';
import {
  advanceSchedule,
  deleteWorkflowSchedules,
  findDueSchedules,
  findSchedulesBetween,
  findWorkflow,
  replaceSchedules,
  SCHEDULE_ROWS_PER_INSERT,
  type ScheduleRow,
  type WorkflowRow,
} from './workflows.repository';
import { sendRunMessages } from './workflow-runs.service';

type ScheduledTrigger = Extract<WorkflowTrigger, { type: 'scheduled' }>;
type DatedDocument = { id: string; documentDate: string | null; createdAt: Date; values: Record<string, PropertyValue> };

type WorkflowScheduleMessage = Extract<TaskMessage, { type: 'workflows.schedule' }>;
type WorkflowsDueMessage = Extract<TaskMessage, { type: 'workflows.due' }>;

const scheduledTriggersOf = (workflow: WorkflowRow) =>
  workflow.triggers.flatMap((trigger, index) => (trigger.type === 'scheduled' ? [{ trigger, index }] : []));

export const hasScheduledTrigger = (workflow: Pick<WorkflowRow, 'triggers'>) => workflow.triggers.some(({ type }) => type === 'scheduled');

function baseDayOf(trigger: ScheduledTrigger, document: DatedDocument) {
  return scheduleBaseDay(trigger, {
    documentDate: document.documentDate,
    created: dayOf(document.createdAt),
    properties:
      trigger.dateOf.kind === 'property'
        ? [
            {
              propertyId: trigger.dateOf.propertyId,
              name: '',
              type: 'date',
              options: [],
              value: document.values[trigger.dateOf.propertyId] ?? null,
            },
          ]
        : [],
  });
}

/** The schedule rows of a workflow for these documents: each scheduled trigger's next due day from today. */
function scheduleRowsOf(workflow: WorkflowRow, documents: DatedDocument[], today: string): ScheduleRow[] {
  return scheduledTriggersOf(workflow).flatMap(({ trigger, index }) =>
    documents.flatMap((document) => {
      const dueOn = nextDueDay(trigger, baseDayOf(trigger, document), today);
      return dueOn
        ? [{ workflowId: workflow.id, triggerIndex: index, documentId: document.id, organizationId: workflow.organizationId, dueOn }]
        : [];
    }),
  );
}

async function withPropertyValues<Document extends Omit<DatedDocument, 'values'>>(
  { organizationDb: db }: OrganizationDependencies,
  organizationId: string,
  documents: Document[],
): Promise<(Document & DatedDocument)[]> {
  const values = await runBatchedRead(
    db,
    findPropertyValues(
      db,
      organizationId,
      documents.map(({ id }) => id),
    ),
  );
  return documents.map((document) => ({ ...document, values: values.get(document.id) ?? {} }));
}

/** After documents were added or their dates changed: their due days for every enabled scheduled workflow. */
export async function refreshDocumentSchedules(
  deps: OrganizationDependencies,
  {
    organizationId,
    workflows,
    documentIds,
    now = new Date(),
  }: { organizationId: string; workflows: WorkflowRow[]; documentIds: string[]; now?: Date },
) {
  const scheduled = workflows.filter(hasScheduledTrigger);
  if (scheduled.length === 0) return;
  const found = (await findDocumentsIn(deps.organizationDb, organizationId, documentIds)).filter(({ deletedAt }) => deletedAt === null);
  const documents = await withPropertyValues(deps, organizationId, found);
  for (const workflow of scheduled)
    await replaceSchedules(deps.organizationDb, workflow.id, documentIds, scheduleRowsOf(workflow, documents, dayOf(now)));
}

export const SCHEDULE_PAGE_SIZE = 100;

/**
 * Pages one message schedules within its share of D1's statements: the workflow and the cursor, then
 * per page its documents, their values, and the delete and inserts of its schedules. Each message is a
 * queue hop, which waits up to a second for its batch: 100,000 documents took 1,000 hops a page at a time.
 */
function schedulePagesPerMessage(workflow: WorkflowRow) {
  const statementsPerPage = 3 + Math.ceil((SCHEDULE_PAGE_SIZE * scheduledTriggersOf(workflow).length) / SCHEDULE_ROWS_PER_INSERT);
  return Math.max(1, Math.floor((STATEMENTS_PER_TASK - 2) / statementsPerPage));
}

/** Starts (again) the due days of a workflow: the old ones go, the documents are walked through the queue. */
export async function rescheduleWorkflow(deps: OrganizationDependencies, workflow: WorkflowRow) {
  await deleteWorkflowSchedules(deps.organizationDb, workflow.id);
  if (workflow.isEnabled && hasScheduledTrigger(workflow))
    await enqueueTask(deps.queues.documents, {
      type: 'workflows.schedule',
      organizationId: workflow.organizationId,
      workflowId: workflow.id,
      afterDocumentId: null,
    } satisfies WorkflowScheduleMessage);
}

/** Pages of a workflow's documents scheduled, then the next pages go back to the queue. */
export async function continueScheduling(
  deps: OrganizationDependencies,
  { organizationId, workflowId, afterDocumentId }: WorkflowScheduleMessage,
  now = new Date(),
) {
  const { organizationDb: db } = deps;
  const workflow = await findWorkflow(db, organizationId, workflowId);
  if (!workflow?.isEnabled || !hasScheduledTrigger(workflow)) return;
  const [after] = afterDocumentId ? await findDocumentsIn(db, organizationId, [afterDocumentId]) : [];
  let cursor = after && afterDocumentId ? { createdAt: after.createdAt, documentId: afterDocumentId } : null;
  for (let pages = schedulePagesPerMessage(workflow); pages > 0; pages--) {
    const page = await findDocumentsAfter(db, organizationId, cursor, SCHEDULE_PAGE_SIZE);
    const documents = await withPropertyValues(deps, organizationId, page);
    await replaceSchedules(
      db,
      workflowId,
      page.map(({ id }) => id),
      scheduleRowsOf(workflow, documents, dayOf(now)),
    );
    if (page.length < SCHEDULE_PAGE_SIZE) return;
    const last = page.at(-1)!;
    cursor = { createdAt: last.createdAt, documentId: last.id };
  }
  await enqueueTask(deps.queues.documents, { type: 'workflows.schedule', organizationId, workflowId, afterDocumentId: cursor!.documentId });
}

/**
 * Schedules one due-work message takes: one statement each (its move), with the page's read, each
 * workflow's and two per organization (its documents, their values), within a task message's share of
 * D1's budget.
 */
export const DUE_PAGE_SIZE = 20;

/** The due rows' documents with their property values, by id: two statements per organization of the page. */
async function dueDocumentsOf(deps: OrganizationDependencies, rows: ScheduleRow[]) {
  const documents = new Map<string, DatedDocument & { deletedAt: Date | null }>();
  for (const organizationId of new Set(rows.map((row) => row.organizationId))) {
    const ids = [...new Set(rows.filter((row) => row.organizationId === organizationId).map(({ documentId }) => documentId))];
    const found = await findDocumentsIn(deps.organizationDb, organizationId, ids);
    for (const document of await withPropertyValues(deps, organizationId, found)) documents.set(document.id, document);
  }
  return documents;
}

/**
 * The hourly cron's work on one database: schedules due by `today` fire, each moved to its next due day
 * (or removed) first; only the isolate that moved it sends its run, whose chain key is the due day.
 * A full page sends the next message.
 */
export async function fireDueSchedules(deps: OrganizationDependencies, { today, database }: WorkflowsDueMessage) {
  const { organizationDb: db } = deps;
  const due = await findDueSchedules(db, today, DUE_PAGE_SIZE);
  const documents = await dueDocumentsOf(deps, due);
  const workflows = new Map<string, Promise<WorkflowRow | undefined>>();
  const messages: WorkflowRunMessage[] = [];
  for (const row of due) {
    if (!workflows.has(row.workflowId)) workflows.set(row.workflowId, findWorkflow(db, row.organizationId, row.workflowId));
    const workflow = await workflows.get(row.workflowId);
    const trigger = workflow?.triggers[row.triggerIndex];
    if (!workflow?.isEnabled || trigger?.type !== 'scheduled') {
      await advanceSchedule(db, row, null);
      continue;
    }
    const document = documents.get(row.documentId);
    const nextDueOn = document ? dueDayAfter(trigger, baseDayOf(trigger, document), row.dueOn) : null;
    if (!(await advanceSchedule(db, row, nextDueOn)) || !document || document.deletedAt) continue;
    messages.push({
      type: 'workflows.run',
      organizationId: row.organizationId,
      documentId: row.documentId,
      trigger: { type: 'scheduled', triggerIndex: row.triggerIndex, dueOn: row.dueOn },
      chainKey: `scheduled:${row.triggerIndex}:${row.dueOn}`,
      workflowIds: [row.workflowId],
      depth: 0,
      originWorkflowIds: [],
    });
  }
  await sendRunMessages(deps, messages);
  if (due.length === DUE_PAGE_SIZE)
    await enqueueTask(deps.queues.documents, { type: 'workflows.due', database, today } satisfies WorkflowsDueMessage);
}

/** "Try it" for a scheduled workflow: the documents it falls due on in the next days, soonest first. */
export async function findComingDue(
  deps: OrganizationDependencies,
  { organizationId, workflowId, days, now = new Date() }: { organizationId: string; workflowId: string; days: number; now?: Date },
) {
  const { organizationDb: db } = deps;
  const today = dayOf(now);
  const until = addDays(today, days);
  const rows = await findSchedulesBetween(db, organizationId, workflowId, today, until, 100);
  const names = new Map(
    (
      await findDocumentsIn(
        db,
        organizationId,
        rows.map(({ documentId }) => documentId),
      )
    ).map((document) => [document.id, document]),
  );
  return rows.flatMap(({ documentId, dueOn, triggerIndex }) => {
    const document = names.get(documentId);
    return document && !document.deletedAt ? [{ documentId, documentName: document.name, dueOn, triggerIndex }] : [];
  });
}
