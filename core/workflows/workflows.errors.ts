import { AppError, notFound } from '../errors';

export const workflowNotFound = () => notFound('workflow.not_found', 'Workflow not found');
export const workflowRunNotFound = () => notFound('workflow_run.not_found', 'Workflow run not found');
export const workflowsLimitReached = (limit: number) =>
  new AppError(403, 'workflows.limit_reached', `An organization has at most ${limit} workflows: delete one first`);
export const workflowActionsLimitReached = (limit: number) =>
  new AppError(400, 'workflows.actions_limit_reached', `A workflow has at most ${limit} actions`);
export const invalidWorkflowReference = (what: string) =>
  new AppError(400, 'workflows.invalid_reference', `${what} is not one of this organization's`);
export const workflowRunNotRetryable = () => new AppError(409, 'workflow_run.not_retryable', 'Only a failed run can be tried again');
export const workflowsReorderMismatch = () =>
  new AppError(400, 'workflows.reorder_mismatch', "The order must list every one of the organization's workflows, once");
export const addressNotAllowed = (address: string) =>
  new AppError(
    400,
    'workflows.address_not_allowed',
    `${address} is not an address the organization allows: a member's, or a sender one of its intake addresses accepts`,
  );
