import { generateId } from '../../../core/ids';
import type { OrganizationDependencies, WorkflowOrigin } from '../../platform/dependencies';
import { combinedRead, runBatchedRead, runStatements } from '../../platform/db/batched-read';
import { enqueueTasks, type TaskMessage, type WorkflowRunMessage } from '../../platform/queue';
import { workflowRanActivitiesInsert } from '../documents/activities/activities.repository';
import { queueWebhookEvent } from '../webhooks/webhook-delivery.service';
import { afterStep, canRunAtOnce, isChange, planAction, type AtOnceAction, runStepOf } from '../../../core/workflows/workflow-plan';
import type { WorkflowRunStepDto } from '../../../core/workflows/workflows.dto';
import { triggersOn, type TriggerEvent } from '../../../core/workflows/workflow-triggers';
import type { WorkflowDocument } from '../../../core/workflows/workflow-document';
import type { WorkflowConditions, WorkflowTrigger } from '../../../core/workflows/workflows.schemas';
import { documentMeetsConditions, readWorkflowDocuments } from './workflow-documents.service';
import { sendRunMessages } from './workflow-runs.service';
import { addTagsAtOnce, setPropertyAtOnce, type Planned } from './workflow-writes-at-once.service';
import {
  finishedRunsInsert,
  isRunRecorded,
  readRunsOfChain,
  readWorkflows,
  type FinishedRun,
  type WorkflowRow,
} from './workflows.repository';

export type AtOnceWorkflow = { triggers: WorkflowTrigger[]; conditions: WorkflowConditions; actions: AtOnceAction[] };

/** A workflow's run on one document, as the log keeps it: each action's step, and why it failed if one did. */
export type AtOnceRun = { documentId: string; steps: WorkflowRunStepDto[]; failedAt?: { index: number; reason: string } };

/**
 * Runs the workflows in order on the documents of the organization (out of the trash, but a run by
 * hand, `manual`, which judges no trigger, plans each as the engine does): each judged on the documents
 * as the ones before left them; a document whose step fails leaves the workflow there. Answers the
 * documents that changed, and each workflow's runs.
 */
export async function runWorkflowsAtOnce(
  deps: OrganizationDependencies,
  {
    organizationId,
    workflows,
    documentIds,
    trigger,
  }: { organizationId: string; workflows: AtOnceWorkflow[]; documentIds: string[]; trigger: TriggerEvent },
): Promise<{ changed: Set<string>; runs: AtOnceRun[][] }> {
  const changed = new Set<string>();
  const runs: AtOnceRun[][] = [];
  if (workflows.length === 0 || documentIds.length === 0) return { changed, runs };
  const { documents, contextOf, tagNameOf, properties } = await readWorkflowDocuments(deps, { organizationId, documentIds });
  const propertyById = new Map(properties.map((property) => [property.id, property]));
  const isManual = trigger.type === 'manual';
  const current = new Map(documents.filter(({ isDeleted }) => isManual || !isDeleted).map((document) => [document.id, document]));
  for (const workflow of workflows) {
    let touched: WorkflowDocument[] = [];
    for (const document of current.values())
      if (
        (isManual || triggersOn(workflow.triggers, trigger, document)) &&
        (await documentMeetsConditions(deps, { organizationId, conditions: workflow.conditions, document }))
      )
        touched.push(document);
    const runOf = new Map(touched.map(({ id }): [string, AtOnceRun] => [id, { documentId: id, steps: [] }]));
    for (const [index, action] of workflow.actions.entries()) {
      const planned = touched.map((document) => ({ document, step: planAction(action, document, contextOf(document.id)) }));
      const changes = planned.flatMap(({ document, step }) => (isChange(step) ? [{ document, step }] : []));
      if (changes.length > 0) {
        const written =
          action.type === 'add_tags'
            ? await addTagsAtOnce(deps, organizationId, changes as Planned<'add_tags'>[], tagNameOf)
            : // Planned only for a property read with the documents.
              await setPropertyAtOnce(deps, organizationId, propertyById.get(action.propertyId)!, changes as Planned<'set_property'>[]);
        for (const documentId of written) changed.add(documentId);
      }
      for (const { document, step } of planned) {
        const run = runOf.get(document.id)!;
        run.steps.push(runStepOf(step));
        if (step.status === 'failed') run.failedAt = { index, reason: step.reason };
      }
      touched = planned.flatMap(({ document, step }) =>
        step.status === 'failed' ? [] : [afterStep(document, step, contextOf(document.id))],
      );
      for (const document of touched) current.set(document.id, document);
    }
    // What a failure left undone, as the engine logs it.
    for (const run of runOf.values())
      run.steps.push(...workflow.actions.slice(run.steps.length).map(({ type }) => ({ type, status: 'pending' as const })));
    runs.push([...runOf.values()]);
  }
  return { changed, runs };
}

/** Documents a run by hand carries out at once in one message. */
export const BY_HAND_CHUNK_SIZE = 100;
// A chunk's message holds its hundred ids (about 3 KB): fifty such stay under a sendBatch's 256 KB.
const CHUNKS_PER_SEND = 50;

type ByHandChunk = Extract<TaskMessage, { type: 'workflows.run_by_hand' }>;

/**
 * Runs a workflow by hand on documents. One that can run at once goes in messages of
 * BY_HAND_CHUNK_SIZE documents, all of a message's carried out together as a bulk action is; any other
 * in one message per document through the engine. Answers how many documents were sent.
 */
export async function startRunByHand(
  deps: OrganizationDependencies,
  { organizationId, workflow, documentIds }: { organizationId: string; workflow: WorkflowRow; documentIds: string[] },
) {
  const chainKey = generateId('chain');
  if (!canRunAtOnce(workflow)) {
    await sendRunMessages(deps, runMessagesOf({ organizationId, workflowId: workflow.id, chainKey, documentIds }));
    return documentIds.length;
  }
  const chunks: ByHandChunk[] = [];
  for (let start = 0; start < documentIds.length; start += BY_HAND_CHUNK_SIZE)
    chunks.push({
      type: 'workflows.run_by_hand',
      organizationId,
      workflowId: workflow.id,
      chainKey,
      documentIds: documentIds.slice(start, start + BY_HAND_CHUNK_SIZE),
    });
  for (let start = 0; start < chunks.length; start += CHUNKS_PER_SEND)
    await enqueueTasks(deps.queues.documents, chunks.slice(start, start + CHUNKS_PER_SEND));
  return documentIds.length;
}

/** A run by hand in the engine, one message per document, all in one chain: a document's run is unique in it. */
const runMessagesOf = ({ organizationId, workflowId, chainKey, documentIds }: Omit<ByHandChunk, 'type'>): WorkflowRunMessage[] =>
  documentIds.map((documentId) => ({
    type: 'workflows.run',
    organizationId,
    documentId,
    trigger: { type: 'manual' },
    chainKey,
    workflowIds: [workflowId],
    depth: 0,
    originWorkflowIds: [],
  }));

/**
 * A run by hand's chunk: the workflow carried out on the chunk's documents at once, then their runs
 * logged (one statement) with their activities, the documents it has run on already in this chain
 * left out. Its actions write what a document lacks only (a tag linked where missing, a value that
 * differs), so a message delivered again before its runs went in changes nothing twice, and after,
 * finds them there.
 */
export async function runByHandChunk(deps: OrganizationDependencies, chunk: ByHandChunk) {
  const { organizationDb: db } = deps;
  const { organizationId, workflowId, chainKey, documentIds } = chunk;
  const [[workflow], recorded] = await runBatchedRead(
    db,
    combinedRead(
      readWorkflows(db, organizationId, { workflowId }),
      readRunsOfChain(db, { workflowIds: [workflowId], documentIds, chainKey }),
    ),
  );
  if (!workflow) return;
  const isRecorded = new Set(recorded.map(({ documentId }) => documentId));
  const pending = documentIds.filter((documentId) => !isRecorded.has(documentId));
  if (pending.length === 0) return;
  // Edited since it was started into one that cannot run at once: the engine runs it on each document, in the same chain.
  if (!canRunAtOnce(workflow)) return sendRunMessages(deps, runMessagesOf({ organizationId, workflowId, chainKey, documentIds: pending }));
  const origin: WorkflowOrigin = { depth: 0, workflowIds: [workflowId] };
  const {
    runs: [runs = []],
  } = await runWorkflowsAtOnce(
    { ...deps, workflowOrigin: origin },
    { organizationId, workflows: [workflow], documentIds: pending, trigger: { type: 'manual' } },
  );
  if (runs.length === 0) return;
  const finished: FinishedRun[] = runs.map(({ documentId, steps, failedAt }) => ({
    id: generateId('wfr'),
    workflowId,
    documentId,
    steps,
    status: failedAt ? 'failed' : 'succeeded',
    // A failed run's Retry starts again at the action that failed.
    nextActionIndex: failedAt?.index ?? workflow.actions.length,
    error: failedAt?.reason ?? null,
  }));
  await runStatements(db, [
    finishedRunsInsert(db, { organizationId, chainKey, trigger: 'manual', depth: 0, runs: finished }),
    workflowRanActivitiesInsert(
      db,
      { organizationId, runs: finished.map(({ id, documentId, status }) => ({ runId: id, documentId, status, workflow })) },
      isRunRecorded,
    ),
  ]);
  const failed = finished.filter(({ status }) => status === 'failed');
  await queueWebhookEvent(deps, {
    organizationId,
    type: 'workflow:run:failed',
    data: failed.map(({ id, documentId, error }) => ({ runId: id, workflowId, workflowName: workflow.name, documentId, error })),
  });
}
