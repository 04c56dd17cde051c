import { combinedRead, runBatchedRead } from '../../platform/db/batched-read';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { generateId } from '../../../core/ids';
import { listTagNames } from '../tags/tags.repository';
import { listProperties } from '../properties/properties.repository';
import { listWebhooks } from '../webhooks/webhooks.repository';
import { documentNotFound } from '../../../core/documents/documents.errors';
import { planWorkflow } from '../../../core/workflows/workflow-plan';
import { addDays, dayOf } from '../../../core/workflows/workflow-schedule';
import type { WorkflowInput } from '../../../core/workflows/workflows.schemas';
import type { WorkflowTryDto } from '../../../core/workflows/workflows.dto';
import {
  addressNotAllowed,
  invalidWorkflowReference,
  workflowActionsLimitReached,
  workflowNotFound,
  workflowRunNotFound,
  workflowRunNotRetryable,
  workflowsLimitReached,
  workflowsReorderMismatch,
} from '../../../core/workflows/workflows.errors';
import { documentMeetsConditions, readWorkflowDocument } from './workflow-documents.service';
import { readAllowedRecipients, sendRunMessages } from './workflow-runs.service';
import { startRunByHand } from './workflow-runs-at-once.service';
import { rescheduleWorkflow } from './workflow-schedules.service';
import {
  deleteWorkflow,
  findRun,
  findWorkflow,
  insertWorkflow,
  listWorkflows,
  pruneEmailCounts,
  reopenFailedRun,
  updateWorkflow,
  writeWorkflowOrder,
} from './workflows.repository';

/** Sent by the routes with the session and membership checks, in one D1 batch (see access-check.ts). */
export { readRuns, readWorkflows } from './workflows.repository';

export async function getWorkflowOrThrow({ organizationDb: db }: OrganizationDependencies, organizationId: string, workflowId: string) {
  const workflow = await findWorkflow(db, organizationId, workflowId);
  if (!workflow) throw workflowNotFound();
  return workflow;
}

/** Every tag, property, webhook and member a workflow names must be the organization's, and its actions within the limit. */
async function assertValidInput(deps: OrganizationDependencies, organizationId: string, input: WorkflowInput) {
  const { organizationDb: db, settings } = deps;
  if (input.actions.length > settings.WORKFLOWS_MAX_ACTIONS) throw workflowActionsLimitReached(settings.WORKFLOWS_MAX_ACTIONS);
  const [tags, properties, webhooks] = await runBatchedRead(
    db,
    combinedRead(listTagNames(db, organizationId), listProperties(db, organizationId), listWebhooks(db, organizationId)),
  );
  const tagIds = new Set(tags.map(({ id }) => id));
  const propertyById = new Map(properties.map((property) => [property.id, property]));
  const webhookIds = new Set(webhooks.map(({ id }) => id));
  const namedTags = [
    ...input.triggers.flatMap((trigger) => (trigger.type === 'tag_added' || trigger.type === 'tag_removed' ? trigger.tagIds : [])),
    ...(input.conditions.tags?.tagIds ?? []),
    ...input.actions.flatMap((action) => (action.type === 'add_tags' || action.type === 'remove_tags' ? action.tagIds : [])),
  ];
  if (namedTags.some((id) => !tagIds.has(id))) throw invalidWorkflowReference('A tag of the workflow');
  const namedProperties = [
    ...input.conditions.properties.map(({ propertyId }) => propertyId),
    ...input.actions.flatMap((action) => (action.type === 'set_property' || action.type === 'clear_property' ? [action.propertyId] : [])),
  ];
  if (namedProperties.some((id) => !propertyById.has(id))) throw invalidWorkflowReference('A property of the workflow');
  for (const trigger of input.triggers)
    if (trigger.type === 'scheduled' && trigger.dateOf.kind === 'property' && propertyById.get(trigger.dateOf.propertyId)?.type !== 'date')
      throw invalidWorkflowReference('The date property of the schedule');
  if (input.actions.some((action) => action.type === 'call_webhook' && !webhookIds.has(action.webhookId)))
    throw invalidWorkflowReference('The webhook of the workflow');
  const emails = input.actions.flatMap((action) => (action.type === 'send_email' ? [action] : []));
  if (emails.some(({ userIds, addresses }) => userIds.length > 0 || addresses.length > 0)) {
    const { memberIds, allowedAddresses } = await readAllowedRecipients(deps, organizationId);
    if (emails.some(({ userIds }) => userIds.some((id) => !memberIds.has(id)))) throw invalidWorkflowReference('A recipient of the email');
    const refused = emails.flatMap(({ addresses }) => addresses).find((address) => !allowedAddresses.has(address));
    if (refused) throw addressNotAllowed(refused);
  }
}

export async function createWorkflow(
  deps: OrganizationDependencies,
  { organizationId, input }: { organizationId: string; input: WorkflowInput },
) {
  await assertValidInput(deps, organizationId, input);
  const limit = deps.settings.WORKFLOWS_MAX_PER_ORGANIZATION;
  const created = await insertWorkflow(deps.organizationDb, { id: generateId('wf'), organizationId, ...input }, limit);
  if (!created) throw workflowsLimitReached(limit);
  await rescheduleWorkflow(deps, created);
  return created;
}

export async function editWorkflow(
  deps: OrganizationDependencies,
  { organizationId, workflowId, input }: { organizationId: string; workflowId: string; input: WorkflowInput },
) {
  await getWorkflowOrThrow(deps, organizationId, workflowId);
  await assertValidInput(deps, organizationId, input);
  const updated = await updateWorkflow(deps.organizationDb, organizationId, workflowId, input);
  if (!updated) throw workflowNotFound();
  await rescheduleWorkflow(deps, updated);
  return updated;
}

export async function removeWorkflow(
  deps: OrganizationDependencies,
  { organizationId, workflowId }: { organizationId: string; workflowId: string },
) {
  await getWorkflowOrThrow(deps, organizationId, workflowId);
  await deleteWorkflow(deps.organizationDb, organizationId, workflowId);
}

export async function reorderWorkflows(
  deps: OrganizationDependencies,
  { organizationId, workflowIds }: { organizationId: string; workflowIds: string[] },
) {
  const { organizationDb: db } = deps;
  const current = await listWorkflows(db, organizationId);
  const given = new Set(workflowIds);
  if (given.size !== workflowIds.length || given.size !== current.length || current.some(({ id }) => !given.has(id)))
    throw workflowsReorderMismatch();
  await writeWorkflowOrder(db, organizationId, workflowIds);
  return listWorkflows(db, organizationId);
}

/** "Try it": whether the document meets the conditions, and what each action would do to it. Nothing is changed. */
export async function tryWorkflow(
  deps: OrganizationDependencies,
  { organizationId, workflowId, documentId }: { organizationId: string; workflowId: string; documentId: string },
): Promise<WorkflowTryDto> {
  const [workflow, read] = await Promise.all([
    getWorkflowOrThrow(deps, organizationId, workflowId),
    readWorkflowDocument(deps, { organizationId, documentId }),
  ]);
  if (!read) throw documentNotFound();
  return {
    meetsConditions: await documentMeetsConditions(deps, { organizationId, conditions: workflow.conditions, document: read.document }),
    steps: planWorkflow(workflow.actions, read.document, read.context),
  };
}

/** Runs a workflow by hand on documents, its conditions judged when it runs. Answers how many were sent. */
export async function runWorkflowByHand(
  deps: OrganizationDependencies,
  { organizationId, workflowId, documentIds }: { organizationId: string; workflowId: string; documentIds: string[] },
) {
  const workflow = await getWorkflowOrThrow(deps, organizationId, workflowId);
  return startRunByHand(deps, { organizationId, workflow, documentIds });
}

const EMAIL_COUNTS_KEPT_DAYS = 2;

/** Daily: the email counts of days gone (the limit counts today's only). */
export async function pruneOldEmailCounts({ organizationDb: db }: OrganizationDependencies, { now }: { now: Date }) {
  await pruneEmailCounts(db, addDays(dayOf(now), -EMAIL_COUNTS_KEPT_DAYS));
}

/** A failed run, again from the action that failed: its chain message finds it pending and carries it on. */
export async function retryRun(deps: OrganizationDependencies, { organizationId, runId }: { organizationId: string; runId: string }) {
  const { organizationDb: db } = deps;
  const run = await findRun(db, organizationId, runId);
  if (!run) throw workflowRunNotFound();
  const reopened = await reopenFailedRun(db, organizationId, runId);
  if (!reopened) throw workflowRunNotRetryable();
  await sendRunMessages(deps, [
    {
      type: 'workflows.run',
      organizationId,
      documentId: run.documentId,
      // The run is found by its chain key and carried on: the trigger is not judged again.
      trigger: { type: 'manual' },
      chainKey: run.chainKey,
      workflowIds: [run.workflowId],
      depth: run.depth,
      originWorkflowIds: [],
    },
  ]);
  return reopened;
}
