/** How often a log open on screen is fetched again: soon while an entry is still settling, and now and then otherwise. */
export const LOG_REFETCH_INTERVAL_MS = { settling: 2500, idle: 30_000 } as const;

/**
 * The refetch interval of a log (a webhook's deliveries, an address's messages): an entry on its
 * way is followed closely, and new entries show up while the page stays open. Nothing before the
 * first page has loaded. React Query pauses it while the tab is hidden.
 */
export function logRefetchInterval<Entry>(entries: readonly Entry[] | undefined, isSettling: (entry: Entry) => boolean): number | false {
  if (!entries) return false;
  return entries.some(isSettling) ? LOG_REFETCH_INTERVAL_MS.settling : LOG_REFETCH_INTERVAL_MS.idle;
}
