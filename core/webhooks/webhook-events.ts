/** The document events a webhook can subscribe to. */
export const WEBHOOK_EVENTS = [
  'document:created',
  'document:deleted',
  'document:updated',
  'document:tag:added',
  'document:tag:removed',
  'document:version:created',
  'document:version:restored',
  'document:version:deleted',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
