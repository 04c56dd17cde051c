/**
 * A chain's runs on one document worked out in pure code, so that the Worker writes what they leave
 * once (the runs, the document's tags, name and date, one event per change) instead of each action
 * writing and announcing its own step.
 */
import { afterStep, isChange, planAction, runStepOf, type ActionChange, type PlanAction, type PlanContext } from './workflow-plan';
import type { WorkflowDocument } from './workflow-document';
import type { WorkflowRunStepDto } from './workflows.dto';
import type { WorkflowConditions } from './workflows.schemas';

const WRITTEN_AT_END_ACTION_TYPES = ['add_tags', 'remove_tags', 'rename', 'set_document_date', 'stop'] as const;

/**
 * Whether a chain can plan the workflow's run and write it with the others' at the end: its actions
 * change only the document's tags, name and date (or stop), and no search query judges it (the search
 * reads what is written).
 */
export const isWrittenAtEnd = (workflow: { actions: PlanAction[]; conditions: WorkflowConditions }) =>
  !workflow.conditions.query && workflow.actions.every(({ type }) => (WRITTEN_AT_END_ACTION_TYPES as readonly string[]).includes(type));

/** A run worked out: each action's step as the log keeps it, the changes it makes, and the document as it leaves it. */
export type PlannedRun = {
  steps: WorkflowRunStepDto[];
  changes: ActionChange[];
  /** The action that could not be done: the run fails there, its changes before it kept. */
  failedAt?: { index: number; reason: string };
  isStop: boolean;
  after: WorkflowDocument;
};

/** A run's actions planned in order on the document as the steps before left it, up to a failure or a stop; the rest pending. */
export function planRun(actions: PlanAction[], document: WorkflowDocument, context: PlanContext): PlannedRun {
  const run: PlannedRun = { steps: [], changes: [], isStop: false, after: document };
  for (const [index, action] of actions.entries()) {
    const step = planAction(action, run.after, context);
    run.steps.push(runStepOf(step));
    if (step.status === 'failed') {
      run.failedAt = { index, reason: step.reason };
      break;
    }
    if (!isChange(step)) continue;
    const { status: _status, ...change } = step;
    run.changes.push(change);
    if (step.type === 'stop') {
      run.isStop = true;
      break;
    }
    run.after = afterStep(run.after, step, context);
  }
  run.steps.push(...actions.slice(run.steps.length).map(({ type }) => ({ type, status: 'pending' as const })));
  return run;
}

/** Who made a change: the workflow of the last action that gave it its final value. */
type MadeBy<Value> = { value: Value; workflowId: string };

/** What a chain's runs leave on the document against what it was, each change with the workflow that made it. */
export type DocumentEndChanges = {
  addedTags: MadeBy<string>[];
  removedTags: MadeBy<string>[];
  name?: MadeBy<string>;
  documentDate?: MadeBy<string>;
};

/**
 * The document's end state as changes from `before`: a tag added then removed again is no change, and
 * of several renames the last one counts.
 */
export function endChangesOf(before: WorkflowDocument, changes: { workflowId: string; change: ActionChange }[]): DocumentEndChanges {
  const tags = new Map<string, { isLinked: boolean; workflowId: string }>();
  const end: DocumentEndChanges = { addedTags: [], removedTags: [] };
  for (const { workflowId, change } of changes) {
    if (change.type === 'add_tags' || change.type === 'remove_tags')
      for (const tagId of change.tagIds) tags.set(tagId, { isLinked: change.type === 'add_tags', workflowId });
    if (change.type === 'rename') end.name = { value: change.name, workflowId };
    if (change.type === 'set_document_date') end.documentDate = { value: change.documentDate, workflowId };
  }
  const had = new Set(before.tags.map(({ id }) => id));
  for (const [tagId, { isLinked, workflowId }] of tags)
    if (isLinked !== had.has(tagId)) (isLinked ? end.addedTags : end.removedTags).push({ value: tagId, workflowId });
  if (end.name?.value === before.name) delete end.name;
  if (end.documentDate?.value === before.documentDate) delete end.documentDate;
  return end;
}
