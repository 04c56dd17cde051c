/**
 * The runs a chain planned in pure code (core/workflows/workflow-chain.ts), written at once: the runs,
 * their activities and what they leave on the document in one batch, then one event per change.
 */
import { generateId } from '../../../core/ids';
import { endChangesOf, type DocumentEndChanges, type PlannedRun } from '../../../core/workflows/workflow-chain';
import type { WorkflowDocument } from '../../../core/workflows/workflow-document';
import type { TriggerEvent } from '../../../core/workflows/workflow-triggers';
import { runStatements, type Statement } from '../../platform/db/batched-read';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { workflowRanActivitiesInsert } from '../documents/activities/activities.repository';
import { tagChangeStatements } from '../documents/document-tags.service';
import { publishDocumentEvents, type DocumentEvent } from '../documents/documents.events';
import { documentUpdateStatements, type DocumentChanges } from '../documents/documents.repository';
import type { TagLink } from '../tags/tags.repository';
import { queueWebhookEvent } from '../webhooks/webhook-delivery.service';
import { finishedRunsInsert, isRunRecorded, type FinishedRun, type WorkflowRow } from './workflows.repository';

export type PlannedChainRun = { workflow: WorkflowRow; planned: PlannedRun };

/**
 * Writes the chain's planned runs on the document as `before` was when the first was planned: a
 * message delivered again finds their runs recorded and plans none of them twice. The events name the
 * workflow that made each change, so that it does not start again from it, as when each action
 * published its own.
 */
export async function writeChainEnd(
  deps: OrganizationDependencies,
  {
    organizationId,
    chainKey,
    trigger,
    depth,
    originWorkflowIds,
    before,
    runs,
    tagNameOf,
  }: {
    organizationId: string;
    chainKey: string;
    trigger: TriggerEvent;
    depth: number;
    originWorkflowIds: string[];
    before: WorkflowDocument;
    runs: PlannedChainRun[];
    tagNameOf: (tagId: string) => string | undefined;
  },
) {
  const { organizationDb: db } = deps;
  const documentId = before.id;
  const finished: FinishedRun[] = runs.map(({ workflow, planned: { steps, failedAt } }) => ({
    id: generateId('wfr'),
    workflowId: workflow.id,
    documentId,
    steps,
    status: failedAt ? 'failed' : 'succeeded',
    // A failed run's Retry starts again at the action that failed; a stopped one's steps after the stop stay pending.
    nextActionIndex: failedAt?.index ?? steps.filter(({ status }) => status !== 'pending').length,
    error: failedAt?.reason ?? null,
  }));
  const end = endChangesOf(
    before,
    runs.flatMap(({ workflow, planned }) => planned.changes.map((change) => ({ workflowId: workflow.id, change }))),
  );
  const linksOf = (tags: { value: string }[]): TagLink[] => tags.map(({ value: tagId }) => ({ documentId, tagId }));
  const changes: DocumentChanges = {
    ...(end.name ? { name: end.name.value } : {}),
    ...(end.documentDate ? { documentDate: end.documentDate.value } : {}),
  };
  const statements: Statement[] = [
    finishedRunsInsert(db, { organizationId, chainKey, trigger: trigger.type, depth, runs: finished }),
    workflowRanActivitiesInsert(
      db,
      {
        organizationId,
        runs: finished.map(({ id, status }, index) => ({ runId: id, documentId, status, workflow: runs[index]!.workflow })),
      },
      isRunRecorded,
    ),
  ];
  // Where each change's answer lands in the batch's results.
  const at = (added: readonly Statement[]) => {
    statements.push(...added);
    return statements.length - added.length;
  };
  const added =
    end.addedTags.length > 0
      ? at(tagChangeStatements(db, { organizationId, userId: null, links: linksOf(end.addedTags), isAdding: true }))
      : -1;
  const removed =
    end.removedTags.length > 0
      ? at(tagChangeStatements(db, { organizationId, userId: null, links: linksOf(end.removedTags), isAdding: false }))
      : -1;
  const updated =
    Object.keys(changes).length > 0
      ? at(documentUpdateStatements(db, { organizationId, documentId, userId: null, changes, activityId: generateId('act') }))
      : -1;
  const results = await runStatements(db, statements);

  const documentName = runs.at(-1)!.planned.after.name;
  const madeBy = new WeakMap<object, string>();
  const events: DocumentEvent[] = [];
  const publish = (event: DocumentEvent, workflowId: string) => {
    madeBy.set(event, workflowId);
    events.push(event);
  };
  const tagEvents = (index: number, type: 'document.tag.added' | 'document.tag.removed', tags: DocumentEndChanges['addedTags']) => {
    if (index < 0) return;
    const workflowOf = new Map(tags.map(({ value, workflowId }) => [value, workflowId]));
    for (const { tagId } of results[index + 1] as TagLink[])
      publish({ type, organizationId, documentId, documentName, tagId, tagName: tagNameOf(tagId) ?? '' }, workflowOf.get(tagId)!);
  };
  tagEvents(added, 'document.tag.added', end.addedTags);
  tagEvents(removed, 'document.tag.removed', end.removedTags);
  if (updated >= 0 && (results[updated] as unknown[]).length > 0) {
    const fieldsBy = new Map<string, string[]>();
    for (const [field, change] of [
      ['name', end.name],
      ['documentDate', end.documentDate],
    ] as const)
      if (change) fieldsBy.set(change.workflowId, [...(fieldsBy.get(change.workflowId) ?? []), field]);
    for (const [workflowId, updatedFields] of fieldsBy)
      publish({ type: 'document.updated', organizationId, documentId, documentName, updatedFields }, workflowId);
  }
  await publishDocumentEvents({ ...deps, workflowOrigin: { depth, workflowIds: originWorkflowIds, madeBy } }, events);
  await queueWebhookEvent(deps, {
    organizationId,
    type: 'workflow:run:failed',
    data: finished.flatMap(({ id, status, error }, index) =>
      status === 'failed'
        ? [{ runId: id, workflowId: runs[index]!.workflow.id, workflowName: runs[index]!.workflow.name, documentId, error }]
        : [],
    ),
  });
}
