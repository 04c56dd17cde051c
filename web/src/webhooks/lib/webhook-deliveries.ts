import type { WebhookDelivery } from '@/api/types';

/** Spec of the page: 20 deliveries at a time. */
export const DELIVERIES_PAGE_SIZE = 20;

/** A delivery whose outcome is not known yet: waiting for its first attempt, or for a retry. */
export const isInFlight = (delivery: Pick<WebhookDelivery, 'status'>) => delivery.status === 'pending' || delivery.status === 'retrying';

/** A body to read: JSON indented, anything else as it came. */
export function readableBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
