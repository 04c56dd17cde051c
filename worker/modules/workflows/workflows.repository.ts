import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { batchedRead, runBatchedRead } from '../../platform/db/batched-read';
import type { Database } from '../../platform/db/client';
import { insertIf, isBelowLimit } from '../../platform/db/conditional-insert';
import { idsIn } from '../../platform/db/json-ids';
import type { WorkflowInput, WorkflowRunStatus } from '../../../core/workflows/workflows.schemas';
import type { WorkflowRunStepDto } from '../../../core/workflows/workflows.dto';
import type { TriggerEvent } from '../../../core/workflows/workflow-triggers';
import { documentNameOf } from '../documents/documents.repository';
import { workflowEmailCounts, workflowRuns, workflowSchedules, workflows } from './workflows.tables';

const inOrganization = (organizationId: string) => eq(workflows.organizationId, organizationId);

/** The organization's workflows in run order (all, the enabled ones, or one). */
export function readWorkflows(
  db: Database,
  organizationId: string,
  { onlyEnabled = false, workflowId }: { onlyEnabled?: boolean; workflowId?: string } = {},
) {
  const where = and(
    inOrganization(organizationId),
    onlyEnabled ? eq(workflows.isEnabled, true) : undefined,
    workflowId ? eq(workflows.id, workflowId) : undefined,
  );
  return batchedRead(
    [db.select().from(workflows).where(where).orderBy(asc(workflows.position), asc(workflows.createdAt))],
    ([rows]) => rows,
  );
}

export type WorkflowRow = typeof workflows.$inferSelect;

export const listWorkflows = (db: Database, organizationId: string, options: { onlyEnabled?: boolean } = {}) =>
  runBatchedRead(db, readWorkflows(db, organizationId, options));

export async function findWorkflow(db: Database, organizationId: string, workflowId: string) {
  const [workflow] = await runBatchedRead(db, readWorkflows(db, organizationId, { workflowId }));
  return workflow;
}

/** Inserted last in the order, only while the organization has fewer than `limit`: judged inside the insert. */
export async function insertWorkflow(db: Database, row: { id: string; organizationId: string } & WorkflowInput, limit: number) {
  const count = db.select({ count: sql<number>`count(*)` }).from(workflows).where(inOrganization(row.organizationId));
  const position = sql`(SELECT coalesce(max(${workflows.position}) + 1, 0) FROM ${workflows} WHERE ${inOrganization(row.organizationId)})`;
  const inserted = await insertIf(
    db,
    workflows,
    { ...row, position: position as unknown as number },
    isBelowLimit(count, limit),
  ).returning();
  return inserted[0];
}

export async function updateWorkflow(db: Database, organizationId: string, workflowId: string, input: WorkflowInput) {
  const [updated] = await db
    .update(workflows)
    .set(input)
    .where(and(eq(workflows.id, workflowId), inOrganization(organizationId)))
    .returning();
  return updated;
}

export async function deleteWorkflow(db: Database, organizationId: string, workflowId: string) {
  await db.delete(workflows).where(and(eq(workflows.id, workflowId), inOrganization(organizationId)));
}

/** Each workflow's place in the order, in one transaction. */
export async function writeWorkflowOrder(db: Database, organizationId: string, workflowIds: string[]) {
  const [first, ...rest] = workflowIds.map((id, position) =>
    db
      .update(workflows)
      .set({ position })
      .where(and(eq(workflows.id, id), inOrganization(organizationId))),
  );
  if (first) await db.batch([first, ...rest]);
}

// --- Runs

type NewRun = typeof workflowRuns.$inferInsert;

/** The run of this workflow, document and chain: inserted if new, else the one there (a message delivered again). */
export async function insertOrFindRun(db: Database, run: NewRun) {
  const [inserted] = await db.insert(workflowRuns).values(run).onConflictDoNothing().returning();
  if (inserted) return inserted;
  return (await findRunOfChain(db, run))!;
}

export type WorkflowRunRow = typeof workflowRuns.$inferSelect;

export async function findRunOfChain(
  db: Database,
  { workflowId, documentId, chainKey }: { workflowId: string; documentId: string; chainKey: string },
) {
  return db.query.workflowRuns.findFirst({
    where: and(eq(workflowRuns.workflowId, workflowId), eq(workflowRuns.documentId, documentId), eq(workflowRuns.chainKey, chainKey)),
  });
}

/** The runs a chain has already of these workflows on these documents (a message delivered again, Retry). */
export function readRunsOfChain(
  db: Database,
  { workflowIds, documentIds, chainKey }: { workflowIds: string[]; documentIds: string[]; chainKey: string },
) {
  return batchedRead(
    [
      db
        .select()
        .from(workflowRuns)
        .where(
          and(
            inArray(workflowRuns.workflowId, idsIn(workflowIds)),
            inArray(workflowRuns.documentId, idsIn(documentIds)),
            eq(workflowRuns.chainKey, chainKey),
          ),
        ),
    ],
    ([rows]) => rows,
  );
}

export type FinishedRun = {
  id: string;
  workflowId: string;
  documentId: string;
  status: 'succeeded' | 'failed';
  steps: WorkflowRunStepDto[];
  nextActionIndex: number;
  error: string | null;
};

/**
 * A chain's finished runs, over many documents or many workflows, as one statement (their values in
 * one JSON parameter, under D1's 100 bound values); a run the chain has already stays as it is.
 */
export function finishedRunsInsert(
  db: Database,
  {
    organizationId,
    chainKey,
    trigger,
    depth,
    runs,
  }: { organizationId: string; chainKey: string; trigger: TriggerEvent['type']; depth: number; runs: FinishedRun[] },
) {
  const now = Date.now();
  const field = (name: keyof FinishedRun) => sql.raw(`json_extract(value, '$.${name}')`);
  // In the table's column order: id, organization_id, workflow_id, document_id, chain_key, trigger, depth, status, steps,
  // next_action_index, attempts, error, finished_at, created_at, updated_at. `WHERE true` tells SQLite the ON CONFLICT is the insert's.
  return db
    .insert(workflowRuns)
    .select(
      sql`SELECT ${field('id')}, ${organizationId}, ${field('workflowId')}, ${field('documentId')}, ${chainKey}, ${trigger}, ${depth}, ${field('status')}, ${field('steps')}, ${field('nextActionIndex')}, 0, ${field('error')}, ${now}, ${now}, ${now} FROM json_each(${JSON.stringify(runs)}) WHERE true`,
    )
    .onConflictDoNothing();
}

/** That the run is recorded, judged inside a statement of the same batch (the activity of a run by hand's insert). */
export const isRunRecorded = (runId: SQL) => sql`EXISTS (SELECT 1 FROM ${workflowRuns} WHERE ${workflowRuns.id} = ${runId})`;

export async function findRun(db: Database, organizationId: string, runId: string) {
  return db.query.workflowRuns.findFirst({ where: and(eq(workflowRuns.id, runId), eq(workflowRuns.organizationId, organizationId)) });
}

export async function saveRunProgress(
  db: Database,
  runId: string,
  changes: {
    status?: WorkflowRunStatus;
    steps?: WorkflowRunStepDto[];
    nextActionIndex?: number;
    attempts?: number;
    error?: string | null;
    finishedAt?: Date | null;
  },
) {
  await db.update(workflowRuns).set(changes).where(eq(workflowRuns.id, runId));
}

/** A failed run back to pending, once: two clicks on Retry start it once. */
export async function reopenFailedRun(db: Database, organizationId: string, runId: string) {
  const [reopened] = await db
    .update(workflowRuns)
    .set({ status: 'pending', attempts: 0, error: null, finishedAt: null })
    .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.organizationId, organizationId), eq(workflowRuns.status, 'failed')))
    .returning();
  return reopened;
}

/** Runs newest first, filtered; `before` is the last run of the previous page. */
export function readRuns(
  db: Database,
  organizationId: string,
  {
    runId,
    workflowId,
    documentId,
    status,
    before,
    pageSize,
  }: {
    runId?: string;
    workflowId?: string;
    documentId?: string;
    status?: WorkflowRunStatus;
    before?: { createdAt: Date; id: string };
    pageSize: number;
  },
) {
  const after = before
    ? or(lt(workflowRuns.createdAt, before.createdAt), and(eq(workflowRuns.createdAt, before.createdAt), lt(workflowRuns.id, before.id)))
    : undefined;
  return batchedRead(
    [
      db
        .select({ run: workflowRuns, workflowName: workflows.name, documentName: documentNameOf(workflowRuns.documentId) })
        .from(workflowRuns)
        .innerJoin(workflows, eq(workflows.id, workflowRuns.workflowId))
        .where(
          and(
            eq(workflowRuns.organizationId, organizationId),
            runId ? eq(workflowRuns.id, runId) : undefined,
            workflowId ? eq(workflowRuns.workflowId, workflowId) : undefined,
            documentId ? eq(workflowRuns.documentId, documentId) : undefined,
            status ? eq(workflowRuns.status, status) : undefined,
            after,
          ),
        )
        .orderBy(desc(workflowRuns.createdAt), desc(workflowRuns.id))
        .limit(pageSize),
    ],
    ([rows]) => rows,
  );
}

// --- Schedules

export type ScheduleRow = typeof workflowSchedules.$inferSelect;

// D1 binds at most 100 values to a statement: five columns a row.
export const SCHEDULE_ROWS_PER_INSERT = 20;

/** Replaces the due days of these documents for this workflow's triggers (none: the rows go): a batch of one delete and an insert per SCHEDULE_ROWS_PER_INSERT rows. */
export async function replaceSchedules(db: Database, workflowId: string, documentIds: string[], rows: ScheduleRow[]) {
  if (documentIds.length === 0) return;
  // A page's ids as one JSON parameter: with the workflow's, a hundred bound ids would pass D1's 100.
  const remove = db
    .delete(workflowSchedules)
    .where(and(eq(workflowSchedules.workflowId, workflowId), inArray(workflowSchedules.documentId, idsIn(documentIds))));
  const inserts = [];
  for (let start = 0; start < rows.length; start += SCHEDULE_ROWS_PER_INSERT)
    inserts.push(db.insert(workflowSchedules).values(rows.slice(start, start + SCHEDULE_ROWS_PER_INSERT)));
  await db.batch([remove, ...inserts]);
}

export async function deleteWorkflowSchedules(db: Database, workflowId: string) {
  await db.delete(workflowSchedules).where(eq(workflowSchedules.workflowId, workflowId));
}

/** What is due on or before `today`, in the whole database, through the due day's index. */
export async function findDueSchedules(db: Database, today: string, limit: number) {
  return db.select().from(workflowSchedules).where(lte(workflowSchedules.dueOn, today)).orderBy(asc(workflowSchedules.dueOn)).limit(limit);
}

/**
 * Moves a schedule from the day it fell due to its next one (null: the row goes), only if it is still
 * on that day: of two crons or isolates taking the same row, one moves it and fires.
 */
export async function advanceSchedule(db: Database, row: ScheduleRow, nextDueOn: string | null) {
  const where = and(
    eq(workflowSchedules.workflowId, row.workflowId),
    eq(workflowSchedules.triggerIndex, row.triggerIndex),
    eq(workflowSchedules.documentId, row.documentId),
    eq(workflowSchedules.dueOn, row.dueOn),
  );
  const result = nextDueOn
    ? await db.update(workflowSchedules).set({ dueOn: nextDueOn }).where(where)
    : await db.delete(workflowSchedules).where(where);
  return result.meta.changes === 1;
}

/** A workflow's schedules falling due between two days, soonest first. */
export async function findSchedulesBetween(
  db: Database,
  organizationId: string,
  workflowId: string,
  from: string,
  to: string,
  limit: number,
) {
  return db
    .select()
    .from(workflowSchedules)
    .where(
      and(
        eq(workflowSchedules.workflowId, workflowId),
        eq(workflowSchedules.organizationId, organizationId),
        gte(workflowSchedules.dueOn, from),
        lte(workflowSchedules.dueOn, to),
      ),
    )
    .orderBy(asc(workflowSchedules.dueOn))
    .limit(limit);
}

// --- Emails

/** Counts `count` emails against the organization's day, only if they fit under the limit: judged inside the write. */
export async function countEmailsIfAllowed(db: Database, organizationId: string, day: string, count: number, limit: number) {
  const result = await db
    .insert(workflowEmailCounts)
    .values({ organizationId, day, count })
    .onConflictDoUpdate({
      target: [workflowEmailCounts.organizationId, workflowEmailCounts.day],
      set: { count: sql`${workflowEmailCounts.count} + ${count}` },
      setWhere: sql`${workflowEmailCounts.count} + ${count} <= ${limit}`,
    })
    .returning({ count: workflowEmailCounts.count });
  return result.length === 1 && count <= limit;
}

export async function pruneEmailCounts(db: Database, beforeDay: string) {
  await db.delete(workflowEmailCounts).where(lt(workflowEmailCounts.day, beforeDay));
}
