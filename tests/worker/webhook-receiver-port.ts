/** Where tests/webhook-receiver.global-setup.ts listens, on loopback, for the webhook tests. */
export const WEBHOOK_RECEIVER_PORT = 8799;
