import type { WorkflowDto, WorkflowRunDto } from '../../../core/workflows/workflows.dto';
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
  attempts: run.attempts,
  depth: run.depth,
  createdAt: run.createdAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
});
