/** The events a webhook can subscribe to: of documents, and a workflow run that failed for good. */
export const WEBHOOK_EVENTS = [
  'document:created',
  'document:deleted',
  'document:updated',
  'document:tag:added',
  'document:tag:removed',
  'document:version:created',
  'document:version:restored',
  'document:version:deleted',
  'workflow:run:failed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
