import type { WorkflowDto, WorkflowRunDto } from '../../../core/workflows/workflows.dto';
import { workflowReason } from '../../../core/workflows/workflow-reasons';
import type { WorkflowRow, WorkflowRunRow } from './workflows.repository';

export const toWorkflowDto = ({
  id,
  name,
  isEnabled,
  position,
  triggers,
  conditions,
  actions,
  createdAt,
  updatedAt,
}: WorkflowRow): WorkflowDto => ({
  id,
  name,
  isEnabled,
  position,
  triggers,
  conditions,
  actions,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

/** The run's error as a code: a skipped run's chain, or the reason of the step that said it. */
function errorReasonOf({ status, error, steps, depth }: WorkflowRunRow): WorkflowRunDto['errorReason'] {
  if (error === null) return null;
  const said = status === 'skipped' ? workflowReason('chain_too_deep', { depth: depth - 1 }) : steps.find(({ reason }) => reason === error);
  if (!said?.reasonCode) return null;
  const { reasonCode, reasonValues, errorCode } = said;
  return { reasonCode, ...(reasonValues ? { reasonValues } : {}), ...(errorCode ? { errorCode } : {}) };
}

export const toWorkflowRunDto = ({
  run,
  workflowName,
  documentName,
}: {
  run: WorkflowRunRow;
  workflowName: string;
  documentName: string | null;
}): WorkflowRunDto => ({
  id: run.id,
  workflowId: run.workflowId,
  workflowName,
  documentId: run.documentId,
  documentName,
  trigger: run.trigger,
  status: run.status,
  steps: run.steps,
  error: run.error,
  errorReason: errorReasonOf(run),
  attempts: run.attempts,
  depth: run.depth,
  createdAt: run.createdAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
});
