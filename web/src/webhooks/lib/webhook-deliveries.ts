import type { WebhookDelivery } from '@/api/types';

/** How often a webhook's deliveries are fetched again while one is still on its way. */
export const DELIVERIES_POLL_INTERVAL_MS = 2500;

/** Spec of the page: 20 deliveries at a time. */
export const DELIVERIES_PAGE_SIZE = 20;

/** A delivery whose outcome is not known yet: waiting for its first attempt, or for a retry. */
export const isInFlight = (delivery: Pick<WebhookDelivery, 'status'>) => delivery.status === 'pending' || delivery.status === 'retrying';

/** Poll while any delivery shown is in flight, otherwise stop: a settled delivery changes only when someone acts. */
export const deliveriesRefetchInterval = (deliveries: readonly Pick<WebhookDelivery, 'status'>[] | undefined): number | false =>
  deliveries?.some(isInFlight) ? DELIVERIES_POLL_INTERVAL_MS : false;

/** A body to read: JSON indented, anything else as it came. */
export function readableBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
