/** Answers of the workflow routes, shared by the Worker, the web app and the API client. */
import type { PlannedAction } from './workflow-plan';
import type { WorkflowReason } from './workflow-reasons';
import type { TriggerEvent } from './workflow-triggers';
import type { WorkflowInput, WorkflowRunStatus } from './workflows.schemas';

export type WorkflowDto = WorkflowInput & {
  id: string;
  /** Workflows run in this order (0 first). */
  position: number;
  createdAt: string;
  updatedAt: string;
};

/**
 * What became of one action in a run: done, nothing to do, failed (with why), or not reached yet (with
 * why when it threw and will be tried again). The reason is an English sentence and a code with values.
 */
export type WorkflowRunStepDto = {
  type: PlannedAction['type'];
  status: 'done' | 'unchanged' | 'failed' | 'pending';
  /** What it did in a sentence's worth of data: the new name, the tag ids, the email's subject. */
  detail?: Record<string, unknown>;
} & Partial<WorkflowReason>;

export type WorkflowRunDto = {
  id: string;
  workflowId: string;
  workflowName: string;
  documentId: string;
  documentName: string | null;
  trigger: TriggerEvent['type'];
  status: WorkflowRunStatus;
  steps: WorkflowRunStepDto[];
  /** Why the run failed or was skipped, in a sentence; its code and values as a step's reason has them. */
  error: string | null;
  errorReason: Omit<WorkflowReason, 'reason'> | null;
  attempts: number;
  /** 0 for a run a person or a document started; 1 and up for one another workflow's change started. */
  depth: number;
  createdAt: string;
  finishedAt: string | null;
};

/** "Try it": whether the document meets the conditions, and each action's step. */
export type WorkflowTryDto = { meetsConditions: boolean; steps: PlannedAction[] };

/** A scheduled trigger's coming work: documents that fall due, soonest first. */
export type WorkflowDueDto = { documentId: string; documentName: string; dueOn: string; triggerIndex: number };
