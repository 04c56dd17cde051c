export const workflowsPath = (organizationId: string) => `/organizations/${organizationId}/workflows`;
export const createWorkflowPath = (organizationId: string) => `${workflowsPath(organizationId)}/create`;
export const workflowPath = (organizationId: string, workflowId: string) =>
  `${workflowsPath(organizationId)}/${encodeURIComponent(workflowId)}`;
