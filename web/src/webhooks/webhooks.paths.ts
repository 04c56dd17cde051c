export const webhooksPath = (organizationId: string) => `/organizations/${organizationId}/settings/webhooks`;
export const createWebhookPath = (organizationId: string) => `${webhooksPath(organizationId)}/create`;
export const webhookPath = (organizationId: string, webhookId: string) =>
  `${webhooksPath(organizationId)}/${encodeURIComponent(webhookId)}`;
